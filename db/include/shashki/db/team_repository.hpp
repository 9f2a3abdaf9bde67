#pragma once

#include "shashki/db/database.hpp"
#include "shashki/db/stamp.hpp"
#include "shashki/tournament/checked.hpp"
#include "shashki/tournament/player.hpp"
#include "shashki/tournament/round.hpp"
#include "shashki/tournament/team.hpp"

#include <optional>
#include <string_view>
#include <utility>
#include <vector>

namespace shashki::db {

/// The writes of a team event (docs/teams.md), each one audited action: it stores what the app
/// decided with the core, and decides nothing itself.
class TeamRepository {
 public:
  explicit TeamRepository(Database& database) : m_db(database) {}

  /// Makes event `event` a team event with `settings` (boards, scoring, colours; no teams).
  tournament::Checked<tournament::TeamEvent> make_team_event(tournament::EventId event,
                                                             const tournament::TeamEvent& settings,
                                                             const Stamp& stamp);
  /// Registers teams with their players ("team.add"): the players get the next starting
  /// numbers and the teams the next pairing numbers, in the order given; each roster lists its
  /// players in the order given. Returns the stored teams.
  tournament::Checked<std::vector<tournament::Team>> add_teams(
      tournament::EventId event,
      std::vector<std::pair<tournament::Team, std::vector<tournament::Player>>> teams, const Stamp& stamp);
  /// Records that team `team` withdraws from round `from_round` on ("team.withdraw").
  tournament::Checked<int> withdraw(tournament::EventId event, int team, int from_round, const Stamp& stamp,
                                    std::string_view reason);
  /// Stores round `round`'s matches, without boards until the line-ups come ("round.pair").
  tournament::Checked<int> store_round(tournament::EventId event, int round,
                                       const std::vector<tournament::TeamMatch>& matches, const Stamp& stamp);
  /// Replaces round `round`'s matches (before any line-up) with `matches`, a change by hand with
  /// the judge's `reason` ("round.edit").
  tournament::Checked<int> replace_round(tournament::EventId event, int round,
                                         const std::vector<tournament::TeamMatch>& matches,
                                         const Stamp& stamp, std::string_view reason);
  /// Forfeits the match of `round` whose home team is `home` as a whole (or takes the forfeit
  /// back with `none`), dropping its boards ("team.forfeit", the boards dropped and `reason` kept).
  tournament::Checked<int> forfeit_match(tournament::EventId event, int round, int home,
                                         tournament::MatchForfeit forfeit, const Stamp& stamp,
                                         std::string_view reason);
  /// Stores one side's line-up of the match of `round` whose home team is `home` ("team.lineup"),
  /// the boards' colours given (`home_white`, one per board); `reason` for a late change.
  tournament::Checked<int> store_line_up(tournament::EventId event, int round, int home, bool home_side,
                                         const tournament::LineUp& line_up,
                                         const std::vector<bool>& home_white, const Stamp& stamp,
                                         std::string_view reason);
  /// Puts round `round` on the clocks ("team.clocks"): `clock_round`, the games of `boards`
  /// (tournament::team_round_clock_boards) as a published round's boards, and each match
  /// board's number there; `earlier`, rounds without games written before it so that the
  /// rounds stay numbered from 1. From then on a board's result is its game's.
  tournament::Checked<int> put_round_on_clocks(tournament::EventId event,
                                               const std::vector<tournament::Round>& earlier,
                                               const tournament::Round& clock_round,
                                               const std::vector<tournament::TeamClockBoard>& boards,
                                               const Stamp& stamp);
  /// Stores team `team`'s request of a bye of kind `kind` in round `round`, replacing one it made
  /// before, or takes it back (`kind` none) ("team.bye").
  tournament::Checked<int> request_bye(tournament::EventId event, int team, int round,
                                       std::optional<tournament::ByeKind> kind, const Stamp& stamp);
  /// Stores (or clears, nullopt) the result of game `game` (1, or 2 of a micro-match) of board
  /// `board` of the match of `round` whose home team is `home` ("result.set").
  tournament::Checked<int> store_board_result(tournament::EventId event, int round, int home, int board,
                                              int game, std::optional<tournament::GameResult> result,
                                              const Stamp& stamp);

 private:
  Database& m_db;
};

}  // namespace shashki::db
