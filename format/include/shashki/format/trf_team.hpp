#pragma once
// TRF-2026 team files (FIDE C.02.03 annex, docs/cli.md "Team events"): the players' 001 lines
// and the team records 192, 310, 300, 320, 330, 352 and 362, read into a team event and written
// from one.

#include "shashki/format/read_error.hpp"
#include "shashki/format/trf.hpp"
#include "shashki/tournament/team.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace shashki::format {

/// A team file as read: the document (players, every line as read) and the event it describes.
struct TrfTeamFile {
  TrfDocument document;
  tournament::TeamEvent event;
  /// The file's own totals of record 310 for each team (TPN order), when it states them.
  struct Totals {
    int team = 0;
    std::optional<tournament::TeamScore> match_points;
    std::optional<tournament::TeamScore> game_points;
  };
  std::vector<Totals> totals;
};

/// Whether a TRF document describes a team event: it has a team record 310.
[[nodiscard]] bool is_team_trf(const TrfDocument& document);

/// Reads a TRF-2026 team file. Line-ups are the roster players with a board result in a round,
/// in roster order (a 300 record overrides), matched board by board with the opponent team's;
/// the match's White is the team whose board-1 player had White by the board colours of 352.
/// The first malformed or contradictory record is refused with its line and column: a player
/// in two rosters or in none, a line-up (300) naming a player of another team or one player on
/// two boards, boards that do not meet, a 310 total that disagrees with the boards.
[[nodiscard]] std::variant<TrfTeamFile, ReadError> read_team_trf(std::string_view text);

/// A TRF-2026 team file of `event` laid out canonically: 012, 142, 152, 162 when 2-1-0, 192,
/// 352, 362, the players' lines (each round from the matches), 310 teams with their totals and
/// rosters, 300 line-ups that the roster order does not give, 320 byes, 240 byes the teams asked
/// for (played rounds and rounds to come), 330 forfeited matches.
/// `players` gives the descriptive fields of each player (their rounds are ignored). Only the
/// rounds decided match by match (tournament::team_round_complete) are written, as a TRF holds
/// the rounds played: a round in progress, with boards still without a result, has no way to
/// be written and is left out whole, its line-ups and its byes too.
[[nodiscard]] std::string write_team_trf(const tournament::TeamEvent& event, const std::string& name,
                                         const std::vector<pairing::Player>& players,
                                         pairing::ScoringScale scale);

/// Whether `event` can be written as a TRF-2026 team file: its player lines hold one result per
/// round, so one game per board, and an event of micro-matches cannot be written. The refusal
/// names "micro_match".
[[nodiscard]] tournament::Checked<int> check_team_trf_writable(const tournament::TeamEvent& event);

/// The round entry a player's line shows for one board of a match (`home`: his side).
[[nodiscard]] pairing::RoundEntry team_board_entry(const tournament::MatchBoard& board, bool home);

}  // namespace shashki::format
