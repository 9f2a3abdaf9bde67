// Standings and tie-breaks of a team event, FIDE C.07 (2026) articles 11-16 with a team's match
// or game points in place of a player's score. Unplayed rounds (docs/team-tiebreaks.md): in a
// Swiss a match counts for the Buchholz family and the extended Sonneborn-Bergers only when a
// game of it was played over the board; otherwise the team meets a dummy opponent (16.4), worth
// in the 2026 edition the lesser of the team's own final score and the scheduled opponent's
// (16.4.1) or, without an opponent, a draw's points times the rounds (16.4.2); in the 2024
// edition the team's own final score. An opponent's rounds without a match after its last round
// that was not voluntary count as draws (16.3). In a round robin a forfeited match counts as
// played (15.2). Every helper names the article it follows; names carry a team_ prefix because
// the module may be compiled as one unit with the individual standings.
#include "shashki/tournament/team_standings.hpp"

#include "tie_groups.hpp"

#include <algorithm>
#include <array>
#include <climits>
#include <cstdint>
#include <map>
#include <set>

namespace shashki::tournament {

namespace {

enum class TeamRoundKind {
  played,        // at least one game of the match played over the board
  forfeit_win,   // won without play (C.07 16.2: not voluntary)
  forfeit_loss,  // lost or drawn without play, or both teams lost (voluntary)
  bye,           // pairing-allocated bye (not voluntary)
  requested,     // a bye the team asked for, half or zero (voluntary, C.07 16.2)
  absent,        // no match this round: withdrawn, absent or not yet entered (voluntary)
  pending,       // paired, but no board has a result yet: counts nothing
};

enum class TeamScoreKind { match, game };

// One round of one team.
struct TeamRoundRecord {
  TeamRoundKind kind = TeamRoundKind::absent;
  std::optional<std::size_t> opponent;  // index into TeamEvent::teams; none for a bye or absence
  TeamScore match_points;
  TeamScore game_points;
  bool won = false;               // more match points than the opponent (C.07 7.1)
  std::vector<int> board_points;  // half-units per board, board 1 first (C.07 12)

  [[nodiscard]] bool voluntary() const {
    return kind == TeamRoundKind::forfeit_loss || kind == TeamRoundKind::absent ||
           kind == TeamRoundKind::requested;
  }
  [[nodiscard]] TeamScore score(TeamScoreKind which) const {
    return which == TeamScoreKind::match ? match_points : game_points;
  }
};

// One round's contribution to the Buchholz family and the extended Sonneborn-Bergers.
struct TeamContribution {
  std::int64_t score = 0;     // half-units of the (real or dummy) opponent
  std::int64_t weighted = 0;  // score x own half-units in the round
  bool voluntary = false;     // a voluntary unplayed round: cut first (C.07 16.5)
};

// A paired match of which no board has a result yet (a round in progress): it scores nothing and
// brings in no opponent, real or dummy, until a result is entered.
bool team_match_is_pending(const TeamMatch& match) {
  return match.forfeit == MatchForfeit::none &&
         std::none_of(match.boards.begin(), match.boards.end(),
                      [](const MatchBoard& b) { return board_has_result(b); });
}

bool team_event_is_round_robin(PairingSystem system) {
  return system == PairingSystem::round_robin || system == PairingSystem::double_round_robin;
}

// C.07 12.1: board number times the game points on that board, summed (lower is better).
std::int64_t team_board_count_sum(const std::vector<int>& boards) {
  std::int64_t sum = 0;
  for (std::size_t k = 0; k < boards.size(); ++k) sum += static_cast<std::int64_t>(k + 1) * boards[k];
  return sum;
}

// C.07 12.3: the game points without the bottom board, then without the two bottom boards, ...
std::vector<int> team_bottom_elimination_key(const std::vector<int>& boards) {
  int remaining = 0;
  for (int points : boards) remaining += points;
  std::vector<int> key;
  for (std::size_t k = boards.size(); k > 1; --k) {
    remaining -= boards[k - 1];
    key.push_back(remaining);
  }
  return key;
}

class TeamCalculator {
 public:
  TeamCalculator(const TeamEvent& event, std::optional<int> after_round, TiebreakEdition edition)
      : m_event(event), m_round_robin(team_event_is_round_robin(event.system)), m_edition(edition) {
    std::map<int, std::size_t> index;
    for (std::size_t t = 0; t < event.teams.size(); ++t) index[event.teams[t].number] = t;
    m_boards = std::max(event.boards_per_match, 1);
    m_games = std::max(event.scoring.games_per_board, 1);
    int last = 0;
    for (const TeamMatch& match : event.matches) {
      last = std::max(last, match.round);
      m_boards = std::max(m_boards, static_cast<int>(match.boards.size()));
    }
    m_rounds = after_round ? std::max(*after_round, 0) : last;
    m_records.assign(event.teams.size(), std::vector<TeamRoundRecord>(static_cast<std::size_t>(m_rounds)));
    for (const TeamMatch& match : event.matches) {
      if (match.round < 1 || match.round > m_rounds) continue;
      const auto home = index.find(match.home);
      if (home == index.end()) continue;
      if (!match.away) {
        record_bye(match, home->second);
        continue;
      }
      const auto away = index.find(*match.away);
      if (away == index.end()) continue;
      if (team_match_is_pending(match)) {
        for (std::size_t t : {home->second, away->second}) {
          m_records[t][static_cast<std::size_t>(match.round - 1)].kind = TeamRoundKind::pending;
          m_records[t][static_cast<std::size_t>(match.round - 1)].board_points.assign(
              static_cast<std::size_t>(m_boards), 0);
        }
        continue;
      }
      record_side(match, home->second, away->second, true);
      record_side(match, away->second, home->second, false);
    }
    for (TeamScoreKind which : {TeamScoreKind::match, TeamScoreKind::game}) {
      auto& totals = m_totals[static_cast<std::size_t>(which)];
      totals.assign(event.teams.size(), 0);
      for (std::size_t t = 0; t < m_records.size(); ++t) {
        for (const TeamRoundRecord& record : m_records[t]) totals[t] += record.score(which).half_points();
      }
    }
    compute_adjusted_scores();
  }

  [[nodiscard]] std::size_t size() const { return m_records.size(); }
  [[nodiscard]] TeamScoreKind primary() const {
    return m_event.scoring.primary == PrimaryScore::match_points ? TeamScoreKind::match : TeamScoreKind::game;
  }
  [[nodiscard]] TeamScoreKind secondary() const {
    return primary() == TeamScoreKind::match ? TeamScoreKind::game : TeamScoreKind::match;
  }
  [[nodiscard]] int total(std::size_t team, TeamScoreKind which) const {
    return m_totals[static_cast<std::size_t>(which)][team];
  }

  std::optional<TiebreakValue> value(TeamTiebreak tiebreak, std::size_t team) const {
    constexpr auto match = TeamScoreKind::match;
    constexpr auto game = TeamScoreKind::game;
    switch (tiebreak) {
      case TeamTiebreak::secondary_score:
        return TiebreakValue::half_points(total(team, secondary()));
      case TeamTiebreak::buchholz:
        return extended(team, primary(), std::nullopt, 0);
      case TeamTiebreak::buchholz_cut1:
        return extended(team, primary(), std::nullopt, 1);
      case TeamTiebreak::koya:
        return koya(team);
      case TeamTiebreak::sb_match_match:
        return extended(team, match, match, 0);
      case TeamTiebreak::sb_match_game:
        return extended(team, match, game, 0);
      case TeamTiebreak::sb_game_match:
        return extended(team, game, match, 0);
      case TeamTiebreak::sb_game_game:
        return extended(team, game, game, 0);
      case TeamTiebreak::sb_match_match_cut1:
        return extended(team, match, match, 1);
      case TeamTiebreak::sb_match_game_cut1:
        return extended(team, match, game, 1);
      case TeamTiebreak::sb_game_match_cut1:
        return extended(team, game, match, 1);
      case TeamTiebreak::sb_game_game_cut1:
        return extended(team, game, game, 1);
      case TeamTiebreak::wins:
        return wins(team);
      case TeamTiebreak::progressive:
        return progressive(team);
      case TeamTiebreak::board_count:
        return board_count(team);
      case TeamTiebreak::score_strength_combination:
        return score_strength(team);
      case TeamTiebreak::top_board_result:
      case TeamTiebreak::bottom_board_elimination:
      case TeamTiebreak::direct_encounter:
      case TeamTiebreak::extended_direct_encounter:
      case TeamTiebreak::ede_top_board:
      case TeamTiebreak::ede_bottom_board:
      case TeamTiebreak::ede_board_count_top:
      case TeamTiebreak::ede_board_count_bottom:
        return std::nullopt;  // an order, or computed within the tied group
    }
    return std::nullopt;
  }

  // C.07 12.2 (TBR) and 12.3 (BBE): the key compared lexicographically, greater first. TBR: game
  // points on board 1, board 2, ...; BBE: game points without the bottom board, without the two
  // bottom boards, ...
  [[nodiscard]] std::vector<int> board_key(TeamTiebreak tiebreak, std::size_t team) const {
    const std::vector<int> boards = board_totals(team);
    return tiebreak == TeamTiebreak::top_board_result ? boards : team_bottom_elimination_key(boards);
  }

  // C.07 6: `which` points scored in matches among the teams of `group`. In a Swiss only a
  // match played over the board is an encounter; in a round robin a forfeited one is too (15.2).
  // When not all of them have met, a team goes ahead only if no other could still reach its
  // points with the matches it did not play against the group.
  std::vector<std::vector<std::size_t>> split_by_direct_encounter(
      const std::vector<std::size_t>& group, TeamScoreKind which,
      std::vector<std::optional<TiebreakValue>>& shown) const {
    const std::set<std::size_t> members(group.begin(), group.end());
    std::vector<EncounterScore> scores;
    bool all_met = true;
    for (std::size_t t : group) {
      int points = 0;
      std::set<std::size_t> met;
      for (const TeamRoundRecord& record : m_records[t]) {
        if (!encounter(record) || !members.contains(*record.opponent)) continue;
        points += record.score(which).half_points();
        met.insert(*record.opponent);
      }
      const auto missing = static_cast<int>(group.size() - 1 - met.size());
      all_met = all_met && missing == 0;
      scores.push_back({t, points, points + missing * win_value(which)});
      if (!shown[t]) shown[t] = TiebreakValue::half_points(points);
    }
    return split_by_encounter(std::move(scores), all_met);
  }

  // C.07 13.3.2: the game points per board, board 1 first, that `team` scored in its
  // encounters (as DE reads them, C.07 6 and 15.2) with `other`; none when they have not met.
  [[nodiscard]] std::optional<std::vector<int>> mutual_boards(std::size_t team, std::size_t other) const {
    std::optional<std::vector<int>> sums;
    for (const TeamRoundRecord& record : m_records[team]) {
      if (!encounter(record) || *record.opponent != other) continue;
      if (!sums) sums.emplace(static_cast<std::size_t>(m_boards), 0);
      for (std::size_t k = 0; k < record.board_points.size(); ++k) (*sums)[k] += record.board_points[k];
    }
    return sums;
  }

 private:
  // C.07 12: a forfeited game counts as won or lost, so a forfeited match as every board; the
  // pairing-allocated bye counts as a win on every board (docs/team-tiebreaks.md).
  void record_bye(const TeamMatch& match, std::size_t team) {
    TeamRoundRecord& record = m_records[team][static_cast<std::size_t>(match.round - 1)];
    const MatchScore score = match_score(match, true, m_event.scoring, m_event.boards_per_match);
    const bool requested = match.bye != ByeKind::pairing_allocated;
    record.kind = requested ? TeamRoundKind::requested : TeamRoundKind::bye;
    record.match_points = score.match_points;
    record.game_points = score.game_points;
    record.board_points.assign(static_cast<std::size_t>(m_boards), 0);
    // A requested bye counts on every board as it scores: half of each game, or nothing.
    const TeamScore per_game = !requested                             ? TeamScore::win()
                               : match.bye == ByeKind::requested_half ? TeamScore::draw()
                                                                      : TeamScore::loss();
    for (int k = 0; k < m_event.boards_per_match && k < m_boards; ++k)
      record.board_points[static_cast<std::size_t>(k)] = m_games * per_game.half_points();
  }

  void record_side(const TeamMatch& match, std::size_t team, std::size_t opponent, bool home) {
    TeamRoundRecord& record = m_records[team][static_cast<std::size_t>(match.round - 1)];
    const MatchScore own = match_score(match, home, m_event.scoring, m_event.boards_per_match);
    const MatchScore other = match_score(match, !home, m_event.scoring, m_event.boards_per_match);
    record.opponent = opponent;
    record.match_points = own.match_points;
    record.game_points = own.game_points;
    record.won = own.match_points > other.match_points;
    record.kind = own.played   ? TeamRoundKind::played
                  : record.won ? TeamRoundKind::forfeit_win
                               : TeamRoundKind::forfeit_loss;
    record.board_points.assign(static_cast<std::size_t>(m_boards), 0);
    if (match.forfeit != MatchForfeit::none) {
      const bool won =
          match.forfeit != MatchForfeit::both_lose && (match.forfeit == MatchForfeit::home_wins) == home;
      for (int k = 0; k < m_event.boards_per_match && k < m_boards; ++k)
        record.board_points[static_cast<std::size_t>(k)] =
            m_games * (won ? TeamScore::win() : TeamScore::loss()).half_points();
      return;
    }
    for (std::size_t k = 0; k < match.boards.size(); ++k)
      record.board_points[k] = board_points(match.boards[k], home).half_points();
  }

  // C.07 16.3: an opponent's score as the Buchholz family reads it: its real score, except that
  // its rounds without a match after its last round that was not voluntary count as draws (a
  // withdrawn team). A round robin takes the real score.
  void compute_adjusted_scores() {
    for (TeamScoreKind which : {TeamScoreKind::match, TeamScoreKind::game}) {
      auto& adjusted = m_adjusted[static_cast<std::size_t>(which)];
      adjusted.assign(m_records.size(), 0);
      for (std::size_t t = 0; t < m_records.size(); ++t) {
        std::size_t last_involuntary = 0;
        for (std::size_t r = 0; r < m_records[t].size(); ++r) {
          if (!m_records[t][r].voluntary()) last_involuntary = r + 1;
        }
        int score = 0;
        for (std::size_t r = 0; r < m_records[t].size(); ++r) {
          const TeamRoundRecord& record = m_records[t][r];
          const bool trailing =
              !m_round_robin && r + 1 > last_involuntary &&
              (record.kind == TeamRoundKind::absent || record.kind == TeamRoundKind::requested);
          score += trailing ? draw_value(which) : record.score(which).half_points();
        }
        adjusted[t] = score;
      }
    }
  }

  [[nodiscard]] int adjusted(std::size_t team, TeamScoreKind which) const {
    return m_adjusted[static_cast<std::size_t>(which)][team];
  }
  // A drawn match's points: the draw of the match-point scale, or half of every board.
  [[nodiscard]] int draw_value(TeamScoreKind which) const {
    return which == TeamScoreKind::match ? m_event.scoring.match_points.draw.half_points()
                                         : m_boards * m_games * TeamScore::draw().half_points();
  }
  [[nodiscard]] int win_value(TeamScoreKind which) const {
    return which == TeamScoreKind::match ? m_event.scoring.match_points.win.half_points()
                                         : m_boards * m_games * TeamScore::win().half_points();
  }
  // C.07 6 and 15.2: whether the round is a meeting with its opponent.
  [[nodiscard]] bool encounter(const TeamRoundRecord& record) const {
    return record.opponent && (record.kind == TeamRoundKind::played || m_round_robin);
  }

  // C.07 16.4 (Swiss): the dummy opponent of the team's own unplayed round. 2024: the team's own
  // final score. 2026: never more than that, nor than the scheduled opponent's score as the
  // Buchholz reads it (16.4.1, a forfeited match) or, without an opponent, a draw's points times
  // the rounds (16.4.2: the bye, a round without a match).
  [[nodiscard]] int dummy_opponent_score(std::size_t team, const TeamRoundRecord& record,
                                         TeamScoreKind which) const {
    const int own = total(team, which);
    if (m_edition == TiebreakEdition::fide_2024) return own;
    if (record.opponent) return std::min(own, adjusted(*record.opponent, which));
    return std::min(own, draw_value(which) * m_rounds);
  }

  // C.07 8.1 and 13.2 with articles 15-16: one entry per round; a round robin counts only the
  // rounds with an opponent, forfeited or not (15.2).
  [[nodiscard]] std::vector<TeamContribution> contributions(std::size_t team, TeamScoreKind opponent_score,
                                                            TeamScoreKind own_score) const {
    std::vector<TeamContribution> list;
    for (const TeamRoundRecord& record : m_records[team]) {
      if (record.kind == TeamRoundKind::pending) continue;
      TeamContribution c;
      if (record.opponent && (record.kind == TeamRoundKind::played || m_round_robin)) {
        c.score = adjusted(*record.opponent, opponent_score);
      } else if (m_round_robin) {
        continue;
      } else {
        c.score = dummy_opponent_score(team, record, opponent_score);
        c.voluntary = record.voluntary();
      }
      c.weighted = c.score * record.score(own_score).half_points();
      list.push_back(c);
    }
    return list;
  }

  // Buchholz (C.07 8.1, `own_score` none) or an extended Sonneborn-Berger (13.2: the opponent's
  // `opponent_score` times the team's `own_score` against it), cutting `cut` entries (14.1): the
  // voluntary unplayed rounds first (16.5), then the opponent with the lowest score and, among
  // those, the smallest product (14.1.2).
  [[nodiscard]] std::optional<TiebreakValue> extended(std::size_t team, TeamScoreKind opponent_score,
                                                      std::optional<TeamScoreKind> own_score, int cut) const {
    auto list = contributions(team, opponent_score, own_score.value_or(opponent_score));
    for (int i = 0; i < cut && !list.empty(); ++i) {
      auto victim = list.begin();
      for (auto it = list.begin(); it != list.end(); ++it) {
        const bool lower = std::pair(it->score, it->weighted) < std::pair(victim->score, victim->weighted);
        if ((it->voluntary && !victim->voluntary) || (it->voluntary == victim->voluntary && lower))
          victim = it;
      }
      list.erase(victim);
    }
    std::int64_t sum = 0;
    for (const TeamContribution& c : list) sum += own_score ? c.weighted : c.score;
    return own_score ? TiebreakValue(sum, 2, TiebreakValue::Unit::weighted_points)
                     : TiebreakValue::half_points(sum);
  }

  // C.07 9.2: primary points scored against opponents who finished with at least half the
  // maximum primary score.
  [[nodiscard]] std::optional<TiebreakValue> koya(std::size_t team) const {
    const int maximum = m_rounds * win_value(primary());
    std::int64_t sum = 0;
    for (const TeamRoundRecord& record : m_records[team]) {
      if (!record.opponent) continue;
      if (2 * total(*record.opponent, primary()) >= maximum) sum += record.score(primary()).half_points();
    }
    return TiebreakValue::half_points(sum);
  }

  // C.07 7.1: matches won, forfeit wins included; a bye is no win.
  [[nodiscard]] std::optional<TiebreakValue> wins(std::size_t team) const {
    std::int64_t count = 0;
    for (const TeamRoundRecord& record : m_records[team]) count += record.won && record.opponent ? 1 : 0;
    return TiebreakValue::count(count);
  }

  // C.07 7.5: the sum of the running primary score after each round.
  [[nodiscard]] std::optional<TiebreakValue> progressive(std::size_t team) const {
    std::int64_t running = 0;
    std::int64_t sum = 0;
    for (const TeamRoundRecord& record : m_records[team]) {
      running += record.score(primary()).half_points();
      sum += running;
    }
    return TiebreakValue::half_points(sum);
  }

  // Game points per board over the rounds, board 1 first (C.07 12).
  [[nodiscard]] std::vector<int> board_totals(std::size_t team) const {
    std::vector<int> totals(static_cast<std::size_t>(m_boards), 0);
    for (const TeamRoundRecord& record : m_records[team]) {
      for (std::size_t k = 0; k < record.board_points.size(); ++k) totals[k] += record.board_points[k];
    }
    return totals;
  }

  // C.07 12.1: the sum over the boards of board number x game points there (lower is better).
  [[nodiscard]] std::optional<TiebreakValue> board_count(std::size_t team) const {
    return TiebreakValue::half_points(team_board_count_sum(board_totals(team)));
  }

  // C.07 13.4: the secondary score plus the Buchholz on the primary score (with articles 15-16
  // as BH reads them) divided by the highest primary score achievable in the event over the
  // highest secondary score achievable in one match, truncated (at least 1). Game points weigh a
  // won game as 1 on either scale, so the value is the same number on 2-1-0 and 1-0.5-0.
  [[nodiscard]] std::optional<TiebreakValue> score_strength(std::size_t team) const {
    const auto buchholz = extended(team, primary(), std::nullopt, 0);
    const std::int64_t rounds = m_event.rounds_planned > 0 ? m_event.rounds_planned : m_rounds;
    const std::int64_t divisor =
        std::max<std::int64_t>(1, rounds * win_value(primary()) / std::max(1, win_value(secondary())));
    return TiebreakValue(total(team, secondary()) * divisor + buchholz->numerator(), divisor,
                         TiebreakValue::Unit::points);
  }

  const TeamEvent& m_event;
  bool m_round_robin;
  TiebreakEdition m_edition;
  int m_boards = 1;
  int m_games = 1;  // games on a board: 2 in a micro-match
  int m_rounds = 0;
  std::vector<std::vector<TeamRoundRecord>> m_records;  // [team][round - 1]
  std::array<std::vector<int>, 2> m_totals;             // [TeamScoreKind][team]
  std::array<std::vector<int>, 2> m_adjusted;           // C.07 16.3, [TeamScoreKind][team]
};

// C.07 6: direct encounter is applied again to the teams it leaves tied, until it separates no
// one further. Parts keep their order.
std::vector<std::vector<std::size_t>> team_refine_by_direct_encounter(
    const TeamCalculator& calculator, const std::vector<std::size_t>& group, TeamScoreKind which,
    std::vector<std::optional<TiebreakValue>>& shown) {
  auto parts = calculator.split_by_direct_encounter(group, which, shown);
  if (parts.size() == 1) return parts;
  std::vector<std::vector<std::size_t>> refined;
  for (auto& part : parts) {
    if (part.size() == 1) {
      refined.push_back(std::move(part));
      continue;
    }
    for (auto& sub : team_refine_by_direct_encounter(calculator, part, which, shown))
      refined.push_back(std::move(sub));
  }
  return refined;
}

// C.07 13.3.1: direct encounter on the primary score; where it separates nobody, on the
// secondary score; each part still tied starts again from the primary score.
std::vector<std::vector<std::size_t>> team_refine_by_extended_encounter(
    const TeamCalculator& calculator, const std::vector<std::size_t>& group,
    std::vector<std::optional<TiebreakValue>>& shown) {
  auto parts = team_refine_by_direct_encounter(calculator, group, calculator.primary(), shown);
  if (parts.size() == 1) {
    std::vector<std::optional<TiebreakValue>> unused(shown.size());
    parts = team_refine_by_direct_encounter(calculator, group, calculator.secondary(), unused);
  }
  if (parts.size() == 1) return parts;
  std::vector<std::vector<std::size_t>> refined;
  for (auto& part : parts) {
    if (part.size() == 1) {
      refined.push_back(std::move(part));
      continue;
    }
    for (auto& sub : team_refine_by_extended_encounter(calculator, part, shown))
      refined.push_back(std::move(sub));
  }
  return refined;
}

// C.07 13.3.2: the board comparisons a chained EDE applies to two teams it leaves tied.
enum class TeamBoardStep { count, top, bottom };

std::vector<TeamBoardStep> team_chain_steps(TeamTiebreak tiebreak) {
  switch (tiebreak) {
    case TeamTiebreak::ede_top_board:
      return {TeamBoardStep::top};
    case TeamTiebreak::ede_bottom_board:
      return {TeamBoardStep::bottom};
    case TeamTiebreak::ede_board_count_top:
      return {TeamBoardStep::count, TeamBoardStep::top};
    case TeamTiebreak::ede_board_count_bottom:
      return {TeamBoardStep::count, TeamBoardStep::bottom};
    default:
      return {};
  }
}

// Which of two teams the board results of their match(es) put first (C.07 13.3.2), or none:
// `a` and `b` are per-board game points of each against the other. Board count: board number
// times points, lower first (12.1); top board results: board 1, then board 2, ..., more first
// (12.2); bottom board elimination: without the bottom board, then the two bottom boards, ...,
// more first (12.3).
std::optional<bool> team_first_by_boards(const std::vector<int>& a, const std::vector<int>& b,
                                         const std::vector<TeamBoardStep>& steps) {
  const auto count = team_board_count_sum;
  const auto eliminated = team_bottom_elimination_key;
  for (const TeamBoardStep step : steps) {
    if (step == TeamBoardStep::count && count(a) != count(b)) return count(a) < count(b);
    if (step == TeamBoardStep::top && a != b) return a > b;
    if (step == TeamBoardStep::bottom && eliminated(a) != eliminated(b)) return eliminated(a) > eliminated(b);
  }
  return std::nullopt;
}

// C.07 13.3: EDE, then for each pair of teams it leaves tied the board results of their own
// match(es) by `steps` (13.3.2); teams that never met stay tied.
std::vector<std::vector<std::size_t>> team_refine_by_chain(const TeamCalculator& calculator,
                                                           const std::vector<std::size_t>& group,
                                                           const std::vector<TeamBoardStep>& steps,
                                                           std::vector<std::optional<TiebreakValue>>& shown) {
  auto parts = team_refine_by_extended_encounter(calculator, group, shown);
  std::vector<std::vector<std::size_t>> refined;
  for (auto& part : parts) {
    if (part.size() == 2) {
      const auto a = calculator.mutual_boards(part[0], part[1]);
      const auto b = calculator.mutual_boards(part[1], part[0]);
      const auto first = a && b ? team_first_by_boards(*a, *b, steps) : std::nullopt;
      if (first) {
        refined.push_back({*first ? part[0] : part[1]});
        refined.push_back({*first ? part[1] : part[0]});
        continue;
      }
    }
    refined.push_back(std::move(part));
  }
  return refined;
}

}  // namespace

std::vector<TeamStandingsRow> team_standings(const TeamEvent& event,
                                             const std::vector<TeamTiebreak>& tiebreaks,
                                             std::optional<int> after_round, TiebreakEdition edition) {
  const TeamCalculator calculator(event, after_round, edition);
  const std::size_t n = calculator.size();
  const std::size_t k = tiebreaks.size();
  std::vector<std::vector<std::optional<TiebreakValue>>> values(n,
                                                                std::vector<std::optional<TiebreakValue>>(k));
  for (std::size_t t = 0; t < n; ++t) {
    for (std::size_t i = 0; i < k; ++i) values[t][i] = calculator.value(tiebreaks[i], t);
  }

  // C.07 11.1: the primary score first; within it, pairing number order until a tie-break says.
  const auto primary = [&](std::size_t t) { return calculator.total(t, calculator.primary()); };
  std::vector<std::size_t> order(n);
  for (std::size_t t = 0; t < n; ++t) order[t] = t;
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    return primary(a) != primary(b) ? primary(a) > primary(b) : event.teams[a].number < event.teams[b].number;
  });
  std::vector<std::vector<std::size_t>> groups;
  for (std::size_t t : order) {
    if (groups.empty() || primary(groups.back().front()) != primary(t)) groups.emplace_back();
    groups.back().push_back(t);
  }

  for (std::size_t i = 0; i < k; ++i) {
    const TeamTiebreak tiebreak = tiebreaks[i];
    std::vector<std::vector<std::size_t>> refined;
    for (auto& group : groups) {
      if (group.size() == 1) {
        refined.push_back(std::move(group));
        continue;
      }
      const auto chain = team_chain_steps(tiebreak);
      if (tiebreak == TeamTiebreak::direct_encounter || tiebreak == TeamTiebreak::extended_direct_encounter ||
          !chain.empty()) {
        std::vector<std::optional<TiebreakValue>> shown(n);
        auto parts = tiebreak == TeamTiebreak::direct_encounter
                         ? team_refine_by_direct_encounter(calculator, group, calculator.primary(), shown)
                     : chain.empty() ? team_refine_by_extended_encounter(calculator, group, shown)
                                     : team_refine_by_chain(calculator, group, chain, shown);
        for (std::size_t t : group) values[t][i] = shown[t];
        for (auto& part : parts) refined.push_back(std::move(part));
        continue;
      }
      // TBR and BBE compare board keys lexicographically; BC is better lower (C.07 12.1).
      std::map<std::size_t, std::vector<int>> keys;
      const bool by_boards =
          tiebreak == TeamTiebreak::top_board_result || tiebreak == TeamTiebreak::bottom_board_elimination;
      if (by_boards) {
        for (std::size_t t : group) keys[t] = calculator.board_key(tiebreak, t);
      }
      const bool lower_first = tiebreak == TeamTiebreak::board_count;
      const auto better = [&](std::size_t a, std::size_t b) {
        if (by_boards) return keys[a] > keys[b];
        const auto& va = values[a][i];
        const auto& vb = values[b][i];
        if (!va || !vb) return va.has_value() && !vb.has_value();
        return lower_first ? *va < *vb : *va > *vb;
      };
      for (auto& part : split_by(group, better)) refined.push_back(std::move(part));
    }
    groups = std::move(refined);
  }

  std::vector<TeamStandingsRow> rows;
  int position = 1;
  for (const auto& group : groups) {
    for (std::size_t t : group) {
      TeamStandingsRow row;
      row.rank = position;
      row.shared = group.size() > 1;
      row.team = event.teams[t].number;
      row.match_points = TeamScore::from_half_points(calculator.total(t, TeamScoreKind::match));
      row.game_points = TeamScore::from_half_points(calculator.total(t, TeamScoreKind::game));
      row.primary = TeamScore::from_half_points(primary(t));
      row.tiebreaks = values[t];
      rows.push_back(std::move(row));
    }
    position += static_cast<int>(group.size());
  }
  return rows;
}

}  // namespace shashki::tournament
