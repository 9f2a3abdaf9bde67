#pragma once

#include "shashki/app/session.hpp"
#include "shashki/clock/regulation.hpp"
#include "shashki/pairing/team_swiss_engine.hpp"
#include "shashki/tournament/event.hpp"
#include "shashki/tournament/team.hpp"

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace shashki::app {

class RoundClocks;

/// A line-up as the judge types it, at the console or the command line: starting numbers in
/// board order separated by commas, semicolons or spaces (a Russian keyboard has no comma of its
/// own), "-" or "0" for a board left empty. The refusal names the item.
[[nodiscard]] tournament::Checked<tournament::LineUp> line_up_from_text(std::string_view text);

/// A round's matches as the judge types them: "WHITE-BLACK" team pairing numbers separated by
/// commas, semicolons or spaces ("1-4, 3-2"; WHITE has White on board 1), and the team with
/// the pairing-allocated bye in `bye` ("" for none). The refusal names the item ("pairs" or
/// "bye").
[[nodiscard]] tournament::Checked<pairing::TeamRoundPairing> team_pairs_from_text(std::string_view pairs,
                                                                                  std::string_view bye);
/// The same matches written back as team_pairs_from_text reads them: "1-4, 3-2".
[[nodiscard]] std::string team_pairs_text(const pairing::TeamRoundPairing& pairing);

/// Use cases of a team event (docs/teams.md): create it, register teams from a CSV, pair a
/// round, enter line-ups and board results. Each loads the event, asks the core, stores in one
/// action and throws Error with the core's message when refused.
class TeamService {
 public:
  /// `live`: the round's clocks the caller runs, if any; a board result entered on a board on
  /// the clocks ends its clock there at once (as app::ResultService does).
  explicit TeamService(Session& session, RoundClocks* live = nullptr) : m_session(session), m_live(live) {}

  /// A new team event: `event`'s settings with `team`'s (boards per match, scoring, colours), in
  /// one transaction. Returns the event's id.
  tournament::EventId create(tournament::Event event, const tournament::TeamEvent& team,
                             clock::RegulationException exception);
  /// Registers the teams of a teams CSV (format::read_teams_csv); returns how many.
  int import_teams(tournament::EventId event, const std::filesystem::path& file);
  /// Pairs the next round (team Swiss by C.04.6, team round robin by the Berger tables) and
  /// stores its matches; returns the round paired.
  pairing::TeamRoundPairing pair_next_round(tournament::EventId event, int& round);
  /// Withdraws team `team` from round `from_round` on (0: the next round to pair), with the reason.
  int withdraw(tournament::EventId event, int team, int from_round, const std::string& reason);
  /// Changes the last round's matches by hand (before its line-ups) with the judge's reason.
  /// Refused, nothing written, when the proposal breaks an absolute rule of the system: the
  /// Error lists every one, each naming its article (pairing::check_team_round).
  void edit_round(tournament::EventId event, int round, const pairing::TeamRoundPairing& proposed,
                  const std::string& reason);
  /// Team `team` did not come to its match of round `round` (or neither team did: `both`): the
  /// match is forfeited as a whole; with `clear` the forfeit is taken back. Needs `reason`.
  void forfeit_match(tournament::EventId event, int round, int team, bool both, bool clear,
                     const std::string& reason);
  /// Enters team `team`'s line-up for its match of round `round`. A late change of a stored
  /// line-up needs `reason` (tournament::check_line_up_change).
  void line_up(tournament::EventId event, int round, int team, tournament::LineUp players,
               const std::string& reason);
  /// Whether `players` would change team `team`'s stored line-up for round `round` (the
  /// console then asks for the reason first).
  [[nodiscard]] bool line_up_changes(tournament::EventId event, int round, int team,
                                     const tournament::LineUp& players);
  /// Puts round `round` on the clocks (tournament::team_round_clock_boards): its games become
  /// the boards of a published round, grouped by match, so that the Clocks page, the board
  /// links, appeals and claims work per board; the line-ups are final from then on. Returns the
  /// games put on the clocks.
  std::vector<tournament::TeamClockBoard> put_round_on_clocks(tournament::EventId event, int round);
  /// Stores team `team`'s request of a bye of kind `kind` ("half" or "zero") in round `round` of
  /// a Swiss, not yet paired; `kind` none takes it back (tournament::check_team_bye_request).
  /// The pairing of that round leaves the team out and gives it the bye (TRF-2026 240).
  void request_bye(tournament::EventId event, int team, int round, std::optional<tournament::ByeKind> kind);
  /// Enters (or clears) the result of game `game` (2: a micro-match's second game) of board
  /// `board` of team `team`'s match in round `round`, from that game's White. A board on the
  /// clocks takes its result as the round's board does (app::ResultService: its clock ends); it
  /// is cleared there, with the reason.
  void board_result(tournament::EventId event, int round, int team, int board,
                    std::optional<tournament::GameResult> result, int game = 1);

 private:
  Session& m_session;
  RoundClocks* m_live = nullptr;
};

}  // namespace shashki::app
