#include "shashki/app/team_service.hpp"

#include "service_support.hpp"
#include "shashki/app/event_service.hpp"
#include "shashki/app/i18n.hpp"
#include "shashki/app/load_tournament.hpp"
#include "shashki/app/result_service.hpp"
#include "shashki/db/team_repository.hpp"
#include "shashki/db/transaction.hpp"
#include "shashki/format/teams_csv.hpp"
#include "shashki/pairing/team_pairing.hpp"

#include <charconv>
#include <fstream>
#include <sstream>

namespace shashki::app {

using tournament::Message;

namespace {

/// The team event `event`; Error(input) when it is an individual event.
tournament::Tournament load_team_event(Session& session, tournament::EventId event) {
  auto t = load_tournament(session, event);
  if (!t.team) {
    throw Error(ExitCode::input, Message(N_("event {event} is not a team event"))
                                     .with("event", static_cast<long long>(event.value))
                                     .about("event"));
  }
  return t;
}

/// Team `team`'s match of round `round`, and whether it is its home side.
std::pair<const tournament::TeamMatch*, bool> team_match_of(const tournament::TeamEvent& event, int round,
                                                            int team) {
  for (const auto& match : event.matches) {
    if (match.round != round) continue;
    if (match.home == team) return {&match, true};
    if (match.away == team) return {&match, false};
  }
  throw Error(ExitCode::input, Message(N_("round {round}: team {team} has no match"))
                                   .with("round", round)
                                   .with("team", team)
                                   .about("team"));
}

/// The items of a typed list: separated by commas, semicolons or spaces (a Russian keyboard has
/// no comma of its own), empty ones skipped.
std::vector<std::string_view> typed_items(std::string_view text) {
  std::vector<std::string_view> items;
  std::size_t at = 0;
  while (at < text.size()) {
    const std::size_t end = std::min(text.find_first_of(",; ", at), text.size());
    if (end > at) items.push_back(text.substr(at, end - at));
    at = end + 1;
  }
  return items;
}

/// Whether `text` is a whole number from 1, read into `out`.
bool positive_number(std::string_view text, int& out) {
  const auto [stop, error] = std::from_chars(text.data(), text.data() + text.size(), out);
  return error == std::errc() && stop == text.data() + text.size() && out >= 1;
}

}  // namespace

tournament::Checked<tournament::LineUp> line_up_from_text(std::string_view text) {
  tournament::LineUp line_up;
  for (const std::string_view item : typed_items(text)) {
    if (item == "-" || item == "0") {
      line_up.emplace_back();
      continue;
    }
    int number = 0;
    if (!positive_number(item, number)) {
      return tournament::Checked<tournament::LineUp>::failure(
          Message(N_("'{item}' is not a starting number; '-' leaves a board empty"))
              .with("item", std::string(item))
              .about("line_up"));
    }
    line_up.emplace_back(number);
  }
  return line_up;
}

tournament::Checked<pairing::TeamRoundPairing> team_pairs_from_text(std::string_view pairs,
                                                                    std::string_view bye) {
  using Result = tournament::Checked<pairing::TeamRoundPairing>;
  pairing::TeamRoundPairing read;
  for (const std::string_view item : typed_items(pairs)) {
    const auto dash = item.find('-');
    int white = 0;
    int black = 0;
    if (dash == std::string_view::npos || !positive_number(item.substr(0, dash), white) ||
        !positive_number(item.substr(dash + 1), black)) {
      return Result::failure(
          Message(
              N_("'{item}' is not a match: write the two team pairing numbers as WHITE-BLACK, such as 1-4"))
              .with("item", std::string(item))
              .about("pairs"));
    }
    read.pairs.push_back({white, black});
  }
  const auto byes = typed_items(bye);
  if (!byes.empty()) {
    int team = 0;
    if (byes.size() > 1 || !positive_number(byes.front(), team)) {
      return Result::failure(
          Message(N_("'{item}' is not a team pairing number")).with("item", std::string(bye)).about("bye"));
    }
    read.bye = team;
  }
  return read;
}

std::string team_pairs_text(const pairing::TeamRoundPairing& pairing) {
  std::string text;
  for (const auto& pair : pairing.pairs)
    text += (text.empty() ? "" : ", ") + std::to_string(pair.white) + "-" + std::to_string(pair.black);
  return text;
}

tournament::EventId TeamService::create(tournament::Event event, const tournament::TeamEvent& team,
                                        clock::RegulationException exception) {
  tournament::TeamEvent proposed = team;
  proposed.system = event.system;
  proposed.rounds_planned = event.rounds;
  proposed.scoring.games_per_board = event.scoring().games_per_board();
  auto settings = accepted(tournament::check_team_settings(std::move(proposed)), ExitCode::input);
  db::Transaction transaction(m_session.database());
  const auto stored = EventService(m_session).create(std::move(event), exception);
  settings.system = stored.system;
  settings.rounds_planned = stored.rounds;
  accepted(db::TeamRepository(m_session.database()).make_team_event(stored.id, settings, m_session.stamp()),
           ExitCode::input);
  transaction.commit();
  return stored.id;
}

int TeamService::import_teams(tournament::EventId event, const std::filesystem::path& file) {
  const auto t = load_team_event(m_session, event);
  std::ifstream in(file, std::ios::binary);
  if (!in) {
    throw Error(ExitCode::input,
                Message(N_("{file}: cannot open the file")).with("file", file.string()).about("file"));
  }
  std::stringstream text;
  text << in.rdbuf();
  auto read = format::read_teams_csv(text.str());
  if (const auto* error = std::get_if<format::PlayersCsvError>(&read)) {
    throw Error(ExitCode::input, Message(N_("{file}:{line}:{column}: {problem}"))
                                     .with("file", file.string())
                                     .with("line", error->first.line)
                                     .with("column", error->first.column)
                                     .with("problem", translate(error->first.message))
                                     .about("file"));
  }
  auto csv = std::get<std::vector<format::CsvTeam>>(std::move(read));
  std::vector<tournament::Team> teams;
  for (const auto& c : csv) teams.push_back(c.team);
  accepted(tournament::check_new_teams(*t.team, teams), ExitCode::input);
  std::vector<std::pair<tournament::Team, std::vector<tournament::Player>>> rows;
  for (auto& c : csv) rows.emplace_back(std::move(c.team), std::move(c.players));
  const auto stored =
      accepted(db::TeamRepository(m_session.database()).add_teams(event, std::move(rows), m_session.stamp()),
               ExitCode::input);
  return static_cast<int>(stored.size());
}

pairing::TeamRoundPairing TeamService::pair_next_round(tournament::EventId event, int& round) {
  const auto t = load_team_event(m_session, event);
  round = accepted(tournament::check_team_round_to_pair(*t.team, tournament::last_team_round(*t.team) + 1));
  // Teams that asked for a bye sit the round out with it (TRF-2026 240).
  const auto paired = accepted(
      pairing::pair_team_round(*t.team, round, tournament::teams_with_requested_bye(*t.team, round)));
  std::vector<tournament::TeamMatch> matches = tournament::requested_bye_matches(*t.team, round);
  // A round robin keeps a withdrawn team's matches in the schedule, forfeited to its opponents.
  for (const auto& pair : paired.pairs) {
    matches.push_back({round,
                       pair.white,
                       pair.black,
                       tournament::withdrawal_forfeit(*t.team, round, pair.white, pair.black),
                       {}});
  }
  if (paired.bye) matches.push_back({round, *paired.bye, std::nullopt, tournament::MatchForfeit::none, {}});
  accepted(db::TeamRepository(m_session.database()).store_round(event, round, matches, m_session.stamp()),
           ExitCode::input);
  return paired;
}

int TeamService::withdraw(tournament::EventId event, int team, int from_round, const std::string& reason) {
  const auto t = load_team_event(m_session, event);
  if (from_round == 0) from_round = tournament::last_team_round(*t.team) + 1;
  accepted(tournament::check_team_withdrawal(*t.team, team, from_round), ExitCode::input);
  return accepted(
      db::TeamRepository(m_session.database()).withdraw(event, team, from_round, m_session.stamp(), reason),
      ExitCode::input);
}

void TeamService::edit_round(tournament::EventId event, int round, const pairing::TeamRoundPairing& proposed,
                             const std::string& reason) {
  const auto t = load_team_event(m_session, event);
  accepted(tournament::check_team_round_edit(*t.team, round, reason));
  const auto findings = pairing::check_team_round(*t.team, round, proposed);
  if (!findings.empty()) {
    std::string text;
    for (const auto& finding : findings) text += (text.empty() ? "" : "; ") + translate(finding);
    throw Error(ExitCode::refused,
                Message(N_("the pairing stays as it was: {findings}")).with("findings", text).about("pairs"));
  }
  // The byes the teams asked for stay as they are.
  std::vector<tournament::TeamMatch> matches;
  for (const auto& m : t.team->matches)
    if (m.round == round && !m.away && m.bye != tournament::ByeKind::pairing_allocated) matches.push_back(m);
  for (const auto& pair : proposed.pairs)
    matches.push_back({round, pair.white, pair.black, tournament::MatchForfeit::none, {}});
  if (proposed.bye)
    matches.push_back({round, *proposed.bye, std::nullopt, tournament::MatchForfeit::none, {}});
  accepted(db::TeamRepository(m_session.database())
               .replace_round(event, round, matches, m_session.stamp(), reason),
           ExitCode::input);
}

void TeamService::line_up(tournament::EventId event, int round, int team, tournament::LineUp players,
                          const std::string& reason) {
  const auto t = load_team_event(m_session, event);
  const auto [match, home] = team_match_of(*t.team, round, team);
  accepted(tournament::check_line_up_open(*match));
  const auto found = std::find_if(t.team->teams.begin(), t.team->teams.end(),
                                  [team](const tournament::Team& x) { return x.number == team; });
  auto checked =
      accepted(tournament::check_line_up(*found, std::move(players), t.team->boards_per_match, false),
               ExitCode::input);
  checked =
      accepted(tournament::check_line_up_change(*match, home, std::move(checked), reason), ExitCode::input);
  std::vector<bool> home_white;
  for (int b = 1; b <= t.team->boards_per_match; ++b)
    home_white.push_back(tournament::side_white_on_board(*t.team, true, b));
  accepted(
      db::TeamRepository(m_session.database())
          .store_line_up(event, round, match->home, home, checked, home_white, m_session.stamp(), reason),
      ExitCode::input);
}

void TeamService::forfeit_match(tournament::EventId event, int round, int team, bool both, bool clear,
                                const std::string& reason) {
  const auto t = load_team_event(m_session, event);
  const auto [match, home] = team_match_of(*t.team, round, team);
  const auto forfeit =
      clear ? tournament::MatchForfeit::none : tournament::forfeit_of_absent(*match, team, both);
  accepted(tournament::check_match_forfeit(*match, forfeit, reason), ExitCode::input);
  accepted(db::TeamRepository(m_session.database())
               .forfeit_match(event, round, match->home, forfeit, m_session.stamp(), reason),
           ExitCode::input);
}

bool TeamService::line_up_changes(tournament::EventId event, int round, int team,
                                  const tournament::LineUp& players) {
  const auto t = load_team_event(m_session, event);
  const auto [match, home] = team_match_of(*t.team, round, team);
  return tournament::changes_stored_line_up(*match, home, players);
}

std::vector<tournament::TeamClockBoard> TeamService::put_round_on_clocks(tournament::EventId event,
                                                                         int round) {
  const auto t = load_team_event(m_session, event);
  auto boards = accepted(tournament::team_round_clock_boards(*t.team, round));
  const auto id_of = [&](int number) {
    for (const auto& p : t.players)
      if (p.number == number) return p.id;
    throw Error(ExitCode::database,
                Message(N_("player {number} is not in the event")).with("number", number).about("player"));
  };
  const auto earlier = tournament::team_rounds_before_clocks(t.rounds, round);
  tournament::Round clock_round{round, tournament::RoundState::published, {}};
  for (const auto& b : boards)
    clock_round.boards.push_back(tournament::Board::pairing(b.number, id_of(b.white), id_of(b.black),
                                                            t.team->scoring.games_per_board));
  accepted(db::TeamRepository(m_session.database())
               .put_round_on_clocks(event, earlier, clock_round, boards, m_session.stamp()),
           ExitCode::input);
  return boards;
}

void TeamService::request_bye(tournament::EventId event, int team, int round,
                              std::optional<tournament::ByeKind> kind) {
  const auto t = load_team_event(m_session, event);
  accepted(tournament::check_team_bye_request(*t.team, team, round, kind), ExitCode::input);
  accepted(db::TeamRepository(m_session.database()).request_bye(event, team, round, kind, m_session.stamp()),
           ExitCode::input);
}

void TeamService::board_result(tournament::EventId event, int round, int team, int board,
                               std::optional<tournament::GameResult> result, int game) {
  const auto t = load_team_event(m_session, event);
  accepted(tournament::check_team_game(*t.team, game), ExitCode::input);
  const auto [match, home] = team_match_of(*t.team, round, team);
  if (board < 1 || board > static_cast<int>(match->boards.size())) {
    throw Error(ExitCode::input,
                Message(N_("round {round}: the match of team {team} has no board {board}; enter "
                           "both line-ups first"))
                    .with("round", round)
                    .with("team", team)
                    .with("board", board)
                    .about("board"));
  }
  accepted(tournament::check_team_results_open(t.round(round), round));
  const auto& played = match->boards[static_cast<std::size_t>(board - 1)];
  if (result) result = accepted(tournament::check_board_result(played, *result, game), ExitCode::input);
  if (played.round_board) {
    // One truth: the game on the round's clocks holds the result, and entering it ends its clock.
    if (!result) {
      throw Error(ExitCode::refused,
                  Message(N_("round {round}: board {board} of the match is board {number} on the clocks; "
                             "clear its result on the round's page, with the reason"))
                      .with("round", round)
                      .with("board", board)
                      .with("number", *played.round_board)
                      .about("board"));
    }
    ResultService(m_session, m_live).set(event, round, *played.round_board, game, *result);
    return;
  }
  accepted(db::TeamRepository(m_session.database())
               .store_board_result(event, round, match->home, board, game, result, m_session.stamp()),
           ExitCode::input);
}

}  // namespace shashki::app
