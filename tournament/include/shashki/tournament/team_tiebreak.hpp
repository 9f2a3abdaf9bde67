#pragma once

#include "shashki/tournament/checked.hpp"
#include "shashki/tournament/pairing_system.hpp"
#include "shashki/tournament/tiebreak_value.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shashki::tournament {

/// A tie-break of a team event (FIDE C.07 (2026) articles 11-16; docs/team-tiebreaks.md). Codes
/// are FIDE's acronyms, with "-C1" for a cut as for individuals. "Primary" is the team's primary
/// score (match or game points, C.07 11.1), "secondary" the other one.
enum class TeamTiebreak {
  secondary_score,            ///< "MPVGP": the secondary score (C.07 13.1)
  buchholz,                   ///< "BH": opponents' primary scores (C.07 8.1)
  buchholz_cut1,              ///< "BH-C1": without the least significant opponent (C.07 14.1)
  koya,                       ///< "KS": primary points against the upper half (C.07 9.2)
  sb_match_match,             ///< "EMMSB": opponent's match points x match points scored (13.2.1)
  sb_match_game,              ///< "EMGSB": opponent's match points x game points scored (13.2.2)
  sb_game_match,              ///< "EGMSB": opponent's game points x match points scored (13.2.3)
  sb_game_game,               ///< "EGGSB": opponent's game points x game points scored (13.2.4)
  sb_match_match_cut1,        ///< "EMMSB-C1" (C.07 14.1)
  sb_match_game_cut1,         ///< "EMGSB-C1" (C.07 14.1.2)
  sb_game_match_cut1,         ///< "EGMSB-C1" (C.07 14.1)
  sb_game_game_cut1,          ///< "EGGSB-C1" (C.07 14.1)
  wins,                       ///< "WIN": matches won, forfeit wins included, byes not (C.07 7.1)
  progressive,                ///< "PS": sum of the running primary score (C.07 7.5)
  board_count,                ///< "BC": sum of board number x game points; lower is better (12.1)
  top_board_result,           ///< "TBR": game points on board 1, then board 2, ... (C.07 12.2)
  bottom_board_elimination,   ///< "BBE": game points without the bottom boards (C.07 12.3)
  direct_encounter,           ///< "DE": primary score among the tied teams (C.07 6)
  extended_direct_encounter,  ///< "EDE": DE on the primary, then on the secondary (C.07 13.3.1)
  /// "SSSC": the secondary score plus the Buchholz on the primary score divided by the highest
  /// primary score achievable over the highest secondary score of one match, truncated (13.4)
  score_strength_combination,
  /// EDE, then for two teams it leaves tied their match(es) against each other board by board
  /// (C.07 13.3.2): "EDET" top board results, "EDEB" bottom board elimination, "EDEBT" board
  /// count then top board results, "EDEBB" board count then bottom board elimination.
  ede_top_board,
  ede_bottom_board,
  ede_board_count_top,
  ede_board_count_bottom,
};

/// Stable code, e.g. "EMGSB-C1".
[[nodiscard]] std::string_view code(TeamTiebreak tiebreak);
/// The article of FIDE C.07 (2026) that defines it, e.g. "13.2.2" (the legend of a standings).
[[nodiscard]] std::string_view article(TeamTiebreak tiebreak);
/// The team tie-break with that code (letter case ignored), if any.
[[nodiscard]] std::optional<TeamTiebreak> team_tiebreak_from_code(std::string_view text);
/// English name, also the msgid the app translates ("Extended Sonneborn-Berger (match x game)").
[[nodiscard]] std::string_view name(TeamTiebreak tiebreak);
/// The team tie-breaks of `codes` in order (letter case ignored), or the refusal naming the
/// first one that is no team tie-break code, with every code there is.
[[nodiscard]] Checked<std::vector<TeamTiebreak>> team_tiebreaks_from_codes(
    const std::vector<std::string>& codes);
/// The tie-breaks of a team event whose regulations name none: in a Swiss the secondary score,
/// Buchholz Cut-1 and Buchholz, then direct encounter; in a round robin the secondary score,
/// the extended Sonneborn-Berger of match points by game points (EMGSB), direct encounter, and
/// the top board results that Russian team regulations use ("results on the first board, then
/// the second"). docs/teams.md.
[[nodiscard]] std::vector<TeamTiebreak> default_team_tiebreaks(PairingSystem system);
enum class PrimaryScore;  // team.hpp

/// How many game-point factors a value of `tiebreak` holds when `primary` is the primary score:
/// 0 for match points and counts, 1 for game points (or match points times game points), 2 for
/// game points times game points (EGGSB). A value is computed on the 1-0.5-0 reading of game
/// points; an event that writes game points on 2-1-0 reads it times 2 per factor.
[[nodiscard]] int game_point_factors(TeamTiebreak tiebreak, PrimaryScore primary);
/// `value` of `tiebreak` with game points as an event on `scale` writes them (times 2 per game-point
/// factor on 2-1-0), as a value to read on the 1-0.5-0 scale: `format(one_half_zero)` shows it
/// (two decimals at most, as C.07 rounds), `as_number(one_half_zero)` gives its number.
[[nodiscard]] TiebreakValue team_value_on_scale(TeamTiebreak tiebreak, PrimaryScore primary,
                                                const TiebreakValue& value, ScoringScale scale);
/// Every team tie-break, in declaration order.
[[nodiscard]] const std::vector<TeamTiebreak>& all_team_tiebreaks();

}  // namespace shashki::tournament
