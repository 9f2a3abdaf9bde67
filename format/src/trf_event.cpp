// The whole event in a TRF: the pairing input's player lines with the event's records around
// them (trf_event_records.cpp), and the way back to a tournament.
#include "shashki/format/trf_event.hpp"
#include "shashki/format/trf_team.hpp"

#include "shashki/format/trf.hpp"
#include "shashki/tournament/knockout_match.hpp"
#include "shashki/tournament/pairing_bans.hpp"
#include "trf_event_records.hpp"
#include "trf_fields.hpp"

#include <algorithm>
#include <sstream>
#include <tuple>

namespace shashki::format {

using tournament::Board;
using tournament::GameResult;
using tournament::Message;

namespace {

std::optional<std::chrono::year_month_day> parse_birth(const std::string& text) {
  int y = 0;
  unsigned m = 0, d = 0;
  char s1 = 0, s2 = 0;
  std::istringstream in(text);
  if (!(in >> y >> s1 >> m >> s2 >> d)) return std::nullopt;
  const std::chrono::year_month_day date{std::chrono::year{y}, std::chrono::month{m}, std::chrono::day{d}};
  return date.ok() ? std::optional(date) : std::nullopt;
}

tournament::Title parse_title(const std::string& text) {
  if (text == "MSM") return tournament::Title::msmk;  // shortened on export (TRF has 3 columns)
  return tournament::title_from_code(text).value_or(tournament::Title::none);
}

// The game result from the White's entry and the Black's (a double forfeit is "-" on both).
GameResult game_result(ResultCode white, ResultCode black) {
  switch (white) {
    case ResultCode::win:
    case ResultCode::unrated_win:
      return GameResult::white_wins;
    case ResultCode::draw:
    case ResultCode::unrated_draw:
      return GameResult::draw;
    case ResultCode::forfeit_win:
      return GameResult::white_forfeit;
    case ResultCode::forfeit_loss:
      return black == ResultCode::forfeit_win ? GameResult::black_forfeit : GameResult::double_forfeit;
    default:
      return GameResult::black_wins;
  }
}

std::optional<tournament::ByeKind> bye_kind(ResultCode code) {
  switch (code) {
    case ResultCode::pairing_bye:
    case ResultCode::full_bye:
      return tournament::ByeKind::pairing_allocated;
    case ResultCode::half_bye:
      return tournament::ByeKind::requested_half;
    case ResultCode::zero_bye:
      return tournament::ByeKind::requested_zero;
    default:
      return std::nullopt;
  }
}

// Knockout tie-break games have no TRF record: each is written on a line of its own,
// "XXK round white black stage result" (starting numbers of the board's players, the first-named
// first; the result from that game's own White, as stored), after the player lines. Readers that
// do not know XXK keep or skip it, as they do any unknown record.
void add_tiebreak_lines(TrfDocument& document, const tournament::Tournament& t,
                        const std::map<tournament::PlayerId, int>& numbers) {
  for (const auto& round : t.rounds) {
    for (const auto& b : round.boards) {
      for (const auto& game : b.tiebreaks) {
        document.lines.push_back(
            {"XXK " + std::to_string(round.number) + ' ' + std::to_string(numbers.at(b.white)) + ' ' +
                 std::to_string(numbers.at(*b.black)) + ' ' + std::string(tournament::code(game.stage)) +
                 ' ' + std::string(tournament::code(game.result)),
             0});
      }
    }
  }
}

// Puts the XXK records back on the boards of `t` (see add_tiebreak_lines); a record that names
// no board of its round, or a stage or result this program does not know, is a RecordError.
void read_tiebreak_lines(const TrfDocument& document, tournament::Tournament& t) {
  for (std::size_t i = 0; i < document.lines.size(); ++i) {
    const auto& line = document.lines[i];
    if (!line.is("XXK")) continue;
    std::istringstream in(line.text.substr(3));
    int round = 0, white = 0, black = 0;
    std::string stage, result;
    in >> round >> white >> black >> stage >> result;
    const auto parsed_stage = tournament::knockout_stage_from_code(stage);
    const auto parsed_result = tournament::game_result_from_code(result);
    Board* board = nullptr;
    for (auto& r : t.rounds) {
      for (auto& b : r.boards) {
        if (r.number == round && !b.is_bye() && b.white.value == white && b.black->value == black) board = &b;
      }
    }
    if (!in || !parsed_stage || !parsed_result || board == nullptr) {
      throw trf_records::RecordError{
          {static_cast<int>(i) + 1, 5,
           Message(N_("XXK: expected 'XXK round white black stage result' naming a board of that round, a "
                      "stage (rapid, lightning, deciding) and a result (1-0, =, 0-1, +/-, -/+, -/-)"))}};
    }
    board->tiebreaks.push_back({*parsed_stage, *parsed_result});
  }
}

// The 1-based line of player `number`'s 001 record.
/// The event's player of a 001 line: its id is its starting number until the event is stored.
tournament::Player player_of_line(const Player& q) {
  tournament::Player p;
  p.id = tournament::PlayerId{q.number};
  p.number = q.number;
  p.name = q.name;
  if (q.rating > 0) p.rating = q.rating;
  p.title = parse_title(q.title);
  p.federation = q.federation;
  p.sex = tournament::sex_from_code(std::string_view(&q.sex, 1)).value_or(tournament::Sex::unknown);
  p.birth = parse_birth(q.birth_date);
  return p;
}

int player_line(const TrfDocument& document, int number) {
  for (std::size_t i = 0; i < document.lines.size(); ++i) {
    if (document.lines[i].player == number) return static_cast<int>(i) + 1;
  }
  return 0;
}

tournament::Tournament tournament_of(const TrfDocument& document, const std::string& name) {
  const auto& s = document.input;
  tournament::Tournament t;
  t.event.name = s.name.empty() ? name : s.name;
  // A file of another program: a Swiss on the scale its point values say (read_trf); this
  // program's own export says its settings in the event records.
  t.event.system = tournament::PairingSystem::swiss;
  t.event.scale = s.scale;
  t.event.time_control = "30+30";
  trf_records::read_event(document, t.event);
  const auto match_games = trf_records::read_match_games(document);
  const int games = t.event.scoring().games_per_board();
  std::size_t played = 0;
  for (const auto& q : s.players) played = std::max(played, q.rounds.size());
  t.event.rounds = std::max<int>(s.total_rounds, static_cast<int>(played));
  for (const auto& q : s.players) {
    t.players.push_back(player_of_line(q));
  }
  // Pairs the file forbids from round 1 (XXP, 260) are the event's named pairs; the ground (a
  // club, a family) is not in the file (docs/pairing-bans.md).
  for (const auto& f : s.forbidden_pairs) {
    if (f.from_round != 1 || !tournament::bans_apply(t)) continue;
    // "Until round 999" of another program's file is the whole event.
    const int until = f.to_round >= t.event.rounds ? 0 : f.to_round;
    t.bans.push_back(tournament::PairingBan{tournament::BanGround::family, until,
                                            tournament::PlayerId{f.first}, tournament::PlayerId{f.second}});
  }
  for (std::size_t r = 1; r <= played; ++r) {
    tournament::Round round;
    round.number = static_cast<int>(r);
    round.state = tournament::RoundState::complete;
    const auto before = s.before_round(round.number);
    std::vector<Board> pairs, byes;
    for (const auto& q : s.players) {
      const auto e = q.entry(round.number);
      if (!e.opponent) {
        if (const auto kind = bye_kind(e.result))
          byes.push_back(Board::bye_for(0, tournament::PlayerId{q.number}, *kind));
        continue;
      }
      // Each pair once, from its White's line (the lower number's when no game was played).
      const bool white = e.colour == clock::Side::white || (!e.colour && q.number < *e.opponent);
      if (!white) continue;
      auto b = Board::pairing(0, tournament::PlayerId{q.number}, tournament::PlayerId{*e.opponent}, games);
      if (games > 1) {
        // A micro-match's games are in its XXG record; the round's letter is only the match's.
        const auto found = match_games.find({round.number, q.number, *e.opponent});
        if (found == match_games.end() || found->second.games.size() != b.games.size()) {
          throw trf_records::RecordError{
              {player_line(document, q.number), trf::round_span(round.number - 1).from,
               Message::plural(N_("round {round}, {white} - {black}: a micro-match needs an XXG record with "
                                  "its {n} game"),
                               N_("round {round}, {white} - {black}: a micro-match needs an XXG record with "
                                  "its {n} games"),
                               static_cast<unsigned long>(games))
                   .with("round", round.number)
                   .with("white", q.number)
                   .with("black", *e.opponent)}};
        }
        for (std::size_t g = 0; g < b.games.size(); ++g) b.games[g] = found->second.games[g];
        b.number = found->second.order;
        b.opening = found->second.opening;
      } else {
        const auto* other = s.find(*e.opponent);
        b.games[0] =
            game_result(e.result, other ? other->entry(round.number).result : ResultCode::not_paired);
      }
      pairs.push_back(std::move(b));
    }
    // C.04.2 board order: the higher score of the two, then their sum, then the higher
    // player's starting number.
    const auto key = [&](const Board& b) {
      const auto sw = before.score(static_cast<int>(b.white.value));
      const auto sb = before.score(static_cast<int>(b.black->value));
      return std::tuple(-std::max(sw, sb).half_points(), -(sw + sb).half_points(),
                        std::min(b.white.value, b.black->value));
    };
    // Micro-match boards keep the order of their XXG records, the event's own board order.
    std::stable_sort(pairs.begin(), pairs.end(), [&](const Board& a, const Board& b) {
      return games > 1 ? a.number < b.number : key(a) < key(b);
    });
    int number = 0;
    for (auto& b : pairs) b.number = ++number;
    for (auto& b : byes) b.number = ++number;
    round.boards = std::move(pairs);
    round.boards.insert(round.boards.end(), byes.begin(), byes.end());
    t.rounds.push_back(std::move(round));
  }
  // Byes requested for rounds still to be paired (240 records): H or Z.
  for (const auto& [round, players] : s.requested_byes) {
    if (round <= static_cast<int>(played)) continue;
    for (const auto& [number, code] : players) {
      const auto kind = bye_kind(code);
      if (kind && *kind != tournament::ByeKind::pairing_allocated) {
        t.bye_requests[round][tournament::PlayerId{number}] = *kind;
      }
    }
  }
  read_tiebreak_lines(document, t);
  return t;
}

}  // namespace

std::string write_event_trf(const tournament::Tournament& t, PairingInput s,
                            const std::map<tournament::PlayerId, int>& numbers) {
  const int done = s.rounds_completed();
  // The score the event gave (a micro-match's per-game points included), on its scale.
  for (auto& p : s.players) p.trf_points = s.score(p.number, done);
  auto document = make_trf(s);
  trf_records::add_to(document, t);
  add_tiebreak_lines(document, t, numbers);
  return write_trf(document);
}

namespace {

/// A team file's event (docs/cli.md "Team events"): the players of its 001 lines, no
/// individual rounds, and the teams and matches its team records give.
tournament::Tournament team_tournament_of(TrfTeamFile file, const std::string& name) {
  const auto& s = file.document.input;
  tournament::Tournament t;
  t.event.name = s.name.empty() ? name : s.name;
  t.event.system = file.event.system;
  t.event.scale = s.scale;
  t.event.time_control = "30+30";
  trf_records::read_event(file.document, t.event);
  t.event.system = file.event.system;
  // A team file holds one result per player and round: one game on each board, whatever an
  // XXE record says of micro-matches (check_team_trf_writable).
  t.event.micro_match = false;
  t.event.match_scoring = tournament::MicroMatchScoring::per_game;
  int played = 0;
  for (const auto& match : file.event.matches) played = std::max(played, match.round);
  t.event.rounds = std::max({s.total_rounds, played, 1});
  file.event.rounds_planned = t.event.rounds;
  for (const auto& q : s.players) {
    t.players.push_back(player_of_line(q));
  }
  t.team = std::move(file.event);
  return t;
}

}  // namespace

std::variant<tournament::Tournament, ReadError> read_event_trf(std::string_view text,
                                                               const std::string& name) {
  auto read = read_trf(text);
  if (auto* error = std::get_if<ReadError>(&read)) return std::move(*error);
  if (is_team_trf(std::get<TrfDocument>(read))) {
    auto team = read_team_trf(text);
    if (auto* error = std::get_if<ReadError>(&team)) return std::move(*error);
    try {
      return team_tournament_of(std::get<TrfTeamFile>(std::move(team)), name);
    } catch (const trf_records::RecordError& failure) {
      return failure.error;
    }
  }
  try {
    return tournament_of(std::get<TrfDocument>(read), name);
  } catch (const trf_records::RecordError& failure) {
    return failure.error;
  }
}

}  // namespace shashki::format
