#include "shashki/tournament/rank_norms.hpp"

#include "shashki/tournament/standings_record.hpp"

#include <algorithm>
#include <array>
#include <map>
#include <set>

namespace shashki::tournament {

namespace {

// The ranks a norm can give, strongest first (docs/norms.md).
constexpr std::array<Title, 7> targets = {Title::kms,         Title::first,        Title::second,
                                          Title::third,       Title::first_junior, Title::second_junior,
                                          Title::third_junior};

// The shipped table's percentages: for each target, the cells from the opponent's coefficient
// `first` on, one a coefficient (docs/norms.md, "The shipped table").
struct ShippedRow {
  Title target;
  int first;
  std::vector<int> cells;
};

NormTable make_shipped() {
  NormTable t;
  t.edition = "club-2020";
  t.coefficient = {{Title::gmi, -2},         {Title::gms, -2},         {Title::msmk, -2},
                   {Title::mi, -1},          {Title::ms, -1},          {Title::mf, 0},
                   {Title::kms, 0},          {Title::first, 1},        {Title::second, 2},
                   {Title::third, 3},        {Title::first_junior, 3}, {Title::second_junior, 4},
                   {Title::third_junior, 5}, {Title::none, 6}};
  const std::vector<ShippedRow> rows = {
      {Title::kms, -2, {20, 35, 50, 65, 80, 95}},
      {Title::first, -2, {5, 20, 35, 50, 65, 80, 95}},
      {Title::second, -1, {5, 20, 35, 50, 65, 80, 95}},
      {Title::third, 0, {5, 20, 35, 50, 65, 80, 95}},
      {Title::first_junior, 0, {5, 20, 35, 50, 65, 80, 95}},
      {Title::second_junior, 1, {5, 20, 35, 50, 65, 75}},
      {Title::third_junior, 2, {5, 20, 35, 50, 60}},
  };
  for (const auto& r : rows) {
    NormRow row{r.target, {}};
    for (std::size_t k = 0; k < r.cells.size(); ++k) row.percent[r.first + static_cast<int>(k)] = r.cells[k];
    t.rows.push_back(std::move(row));
  }
  return t;
}

constexpr std::array<Title, 14> every_title = {
    Title::none,          Title::gmi,         Title::mi,    Title::mf,
    Title::gms,           Title::msmk,        Title::ms,    Title::kms,
    Title::first,         Title::second,      Title::third, Title::first_junior,
    Title::second_junior, Title::third_junior};

bool is_target(Title title) {
  return std::find(targets.begin(), targets.end(), title) != targets.end();
}

// floor(sum / count) for count > 0, whatever the sign of sum.
int floor_div(long long sum, long long count) {
  const auto q = sum / count;
  return static_cast<int>((sum % count != 0 && (sum < 0) != (count < 0)) ? q - 1 : q);
}

}  // namespace

std::string norm_code(Title title) {
  return title == Title::none ? std::string("none") : std::string(code(title));
}

std::optional<Title> title_from_norm_code(std::string_view text) {
  if (text == "none") return Title::none;
  if (text.empty()) return std::nullopt;
  return title_from_code(text);
}

std::string_view code(NormShortfall shortfall) {
  switch (shortfall) {
    case NormShortfall::participants:
      return "participants";
    case NormShortfall::games:
      return "games";
    case NormShortfall::none:
      break;
  }
  return "";
}

const NormTable& shipped_norm_table() {
  static const NormTable table = make_shipped();
  return table;
}

Checked<NormTable> check_norm_table(NormTable table) {
  using Result = Checked<NormTable>;
  if (table.edition.empty())
    return Result::failure(Message(N_("the norm table names no edition")).about("edition"));
  for (const auto title : every_title) {
    if (!table.coefficient.contains(title)) {
      return Result::failure(Message(N_("the norm table gives no coefficient for the rank {rank}"))
                                 .with("rank", norm_code(title))
                                 .about("coefficient"));
    }
  }
  if (table.rows.empty())
    return Result::failure(Message(N_("the norm table has no percentages")).about("percent"));
  std::set<Title> seen;
  for (const auto& row : table.rows) {
    const std::string target = norm_code(row.target);
    if (!is_target(row.target)) {
      return Result::failure(
          Message(
              N_("the norm table has percentages for {rank}, which is not a rank a norm gives (KMS, 1, 2, 3, "
                 "1j, 2j, 3j)"))
              .with("rank", target)
              .about("percent"));
    }
    if (!seen.insert(row.target).second) {
      return Result::failure(Message(N_("the norm table has two rows of percentages for {rank}"))
                                 .with("rank", target)
                                 .about("percent"));
    }
    if (row.percent.empty()) {
      return Result::failure(
          Message(N_("the norm table has no percentage for {rank}")).with("rank", target).about("percent"));
    }
    int previous = row.percent.begin()->first - 1;
    for (const auto& [c, p] : row.percent) {
      if (p < 0 || p > 100) {
        return Result::failure(
            Message(N_("the norm table's percentage for {rank} against coefficient {coefficient} "
                       "is {percent}; it must be between 0 and 100"))
                .with("rank", target)
                .with("coefficient", c)
                .with("percent", p)
                .about("percent"));
      }
      if (c != previous + 1) {
        return Result::failure(
            Message(N_("the norm table's percentages for {rank} leave a gap at coefficient "
                       "{coefficient}; only the ends of a row may be empty"))
                .with("rank", target)
                .with("coefficient", previous + 1)
                .about("percent"));
      }
      previous = c;
    }
  }
  if (table.min_participants < 1 || table.min_games < 1) {
    return Result::failure(Message(N_("the norm table's limits must be at least 1")).about("limit"));
  }
  // The targets strongest first, whatever order the file gave: "3" before "1j".
  std::stable_sort(table.rows.begin(), table.rows.end(), [](const NormRow& a, const NormRow& b) {
    return std::find(targets.begin(), targets.end(), a.target) <
           std::find(targets.begin(), targets.end(), b.target);
  });
  return table;
}

int norm_percent(const NormRow& row, int c) {
  if (row.percent.empty()) return 100;
  if (const auto found = row.percent.find(c); found != row.percent.end()) return found->second;
  if (c < row.percent.begin()->first) {
    int smallest = 100;
    for (const auto& [column, p] : row.percent) smallest = std::min(smallest, p);
    return smallest;
  }
  return 100;
}

namespace {

// The coefficient of player `p` (an index into Tournament::players) by `table`.
int coefficient_in(const NormTable& table, const Tournament& tournament, std::size_t p) {
  const auto found = table.coefficient.find(tournament.players[p].title);
  return found == table.coefficient.end() ? table.coefficient.at(Title::none) : found->second;
}

// Steps 2-5 of the method (docs/norms.md) over players whose counted games are gathered: the
// participants and the tournament coefficient, the targets open, each player's required points
// and earned rank.
NormReport finish_norms(const Tournament& tournament, const NormTable& table,
                        std::vector<NormPlayer> players) {
  NormReport report;
  report.edition = table.edition;
  report.players = std::move(players);
  // The participants and the tournament coefficient: the ranked players who played.
  long long sum = 0;
  for (const auto& player : report.players) {
    if (player.games.empty()) continue;
    ++report.participants;
    sum += player.coefficient;
  }
  if (report.participants > 0) {
    // Hundredths, half up: (200 * sum + participants) / (2 * participants), floored.
    report.tournament_coefficient_hundredths =
        floor_div(200 * sum + report.participants, 2LL * report.participants);
    const int floor = floor_div(sum, report.participants);
    for (const auto& row : table.rows) {
      if (table.coefficient.at(row.target) >= floor) report.open.push_back(row.target);
    }
  }
  const auto row_of = [&](Title target) {
    return *std::find_if(table.rows.begin(), table.rows.end(),
                         [&](const NormRow& r) { return r.target == target; });
  };
  const bool few_participants = report.participants < table.min_participants;
  for (auto& player : report.players) {
    player.required_hundredths.assign(report.open.size(), 0);
    for (auto& game : player.games) {
      for (std::size_t t = 0; t < report.open.size(); ++t) {
        const int percent = norm_percent(row_of(report.open[t]), game.coefficient);
        game.percent.push_back(percent);
        player.required_hundredths[t] += percent;
      }
    }
    if (few_participants) {
      player.shortfall = NormShortfall::participants;
    } else if (static_cast<int>(player.games.size()) < table.min_games) {
      player.shortfall = NormShortfall::games;
    }
    if (player.shortfall != NormShortfall::none) continue;
    // The strongest open target no weaker than the player's own rank whose required points the
    // player's points reach, exactly reached included (points x 100 = half points x 50).
    const auto own = tournament.players[player.player].title;
    for (std::size_t t = 0; t < report.open.size(); ++t) {
      const auto target = report.open[t];
      if (table.coefficient.at(target) > player.coefficient) continue;
      if (player.half_points * 50 >= player.required_hundredths[t]) {
        player.earned = target;
        player.confirmed = target == own;
        break;
      }
    }
  }
  return report;
}

}  // namespace

NormReport compute_norms(const Tournament& tournament, const NormTable& table, const NormOptions& options) {
  const int after = options.after_round > 0 ? options.after_round : tournament.current_round();
  const auto records = round_records(tournament, after);
  std::vector<std::size_t> ranked = options.players;
  if (ranked.empty()) {
    for (std::size_t p = 0; p < tournament.players.size(); ++p) ranked.push_back(p);
  }
  // Every ranked player's counted games: over the board, each game of a micro-match one game.
  std::vector<NormPlayer> players;
  for (const auto p : ranked) {
    NormPlayer player;
    player.player = p;
    player.coefficient = coefficient_in(table, tournament, p);
    const auto& rounds = p < records.rounds.size() ? records.rounds[p] : std::vector<RoundRecord>{};
    for (std::size_t r = 0; r < rounds.size(); ++r) {
      const auto& round = rounds[r];
      if (round.kind != RoundKind::played || !round.opponent) continue;
      for (const auto& game : round.games) {
        if (!game.played) continue;
        player.games.push_back(NormGame{static_cast<int>(r) + 1,
                                        *round.opponent,
                                        coefficient_in(table, tournament, *round.opponent),
                                        game.half_points,
                                        {}});
        player.half_points += game.half_points;
      }
    }
    players.push_back(std::move(player));
  }
  return finish_norms(tournament, table, std::move(players));
}

std::vector<BoardNorms> compute_team_norms(const Tournament& tournament, const NormTable& table,
                                           int after_round) {
  std::vector<BoardNorms> boards;
  if (!tournament.team) return boards;
  const TeamEvent& team = *tournament.team;
  int after = after_round;
  if (after <= 0) {
    for (const auto& match : team.matches) after = std::max(after, match.round);
  }
  // Players by starting number; every counted game of each, and the boards he played them on.
  std::map<int, std::size_t> index_of;
  for (std::size_t p = 0; p < tournament.players.size(); ++p) index_of[tournament.players[p].number] = p;
  std::map<std::size_t, NormPlayer> gathered;
  std::map<std::size_t, std::map<int, int>> games_on_board;
  const auto add_game = [&](int number, int opponent, int round, int board, int half_points) {
    const auto p = index_of.find(number);
    const auto o = index_of.find(opponent);
    if (p == index_of.end() || o == index_of.end()) return;
    NormPlayer& player = gathered[p->second];
    player.player = p->second;
    player.coefficient = coefficient_in(table, tournament, p->second);
    player.games.push_back(
        NormGame{round, o->second, coefficient_in(table, tournament, o->second), half_points, {}});
    player.half_points += half_points;
    ++games_on_board[p->second][board];
  };
  // A result's half points for White: 2 won, 1 drawn, 0 lost; none when the game was not played.
  const auto white_half_points = [](const std::optional<GameResult>& result) -> std::optional<int> {
    if (!result || is_forfeit(*result)) return std::nullopt;
    return *result == GameResult::white_wins ? 2 : *result == GameResult::draw ? 1 : 0;
  };
  for (const auto& match : team.matches) {
    if (match.round > after || !match.away || match.forfeit != MatchForfeit::none) continue;
    for (std::size_t b = 0; b < match.boards.size(); ++b) {
      const MatchBoard& board = match.boards[b];
      if (!board.home_player || !board.away_player) continue;
      const int number = static_cast<int>(b) + 1;
      // Game 1 with the colours as drawn, a micro-match's game 2 with them changed.
      const std::pair<std::optional<GameResult>, bool> games[] = {{board.result, board.home_white},
                                                                  {board.second_result, !board.home_white}};
      for (const auto& [result, home_white] : games) {
        const auto white = white_half_points(result);
        if (!white) continue;
        const int home = home_white ? *white : 2 - *white;
        add_game(*board.home_player, *board.away_player, match.round, number, home);
        add_game(*board.away_player, *board.home_player, match.round, number, 2 - home);
      }
    }
  }
  // Each player is ranked on the board he played most often, the stronger (lower) board on a tie.
  std::map<int, std::vector<NormPlayer>> by_board;
  for (auto& [p, player] : gathered) {
    int board = 0;
    int most = 0;
    for (const auto& [b, n] : games_on_board[p]) {
      if (n > most) {
        most = n;
        board = b;
      }
    }
    by_board[board].push_back(std::move(player));
  }
  for (auto& [board, players] : by_board) {
    std::sort(players.begin(), players.end(),
              [](const NormPlayer& a, const NormPlayer& b) { return a.player < b.player; });
    boards.push_back(BoardNorms{board, finish_norms(tournament, table, std::move(players))});
  }
  return boards;
}

}  // namespace shashki::tournament
