#pragma once

// Sports-rank norms (разрядные нормы): a player's result in counted games against the ranks of
// the opponents gives a rank, or confirms the one held. The numbers are a table (data: the
// shipped edition or one a judge loads); the method is here, once (docs/norms.md).

#include "shashki/tournament/checked.hpp"
#include "shashki/tournament/title.hpp"
#include "shashki/tournament/tournament.hpp"

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shashki::tournament {

/// One row of the percentages: what a game against each opponent's coefficient asks for target
/// `target`, in percent of a point. A coefficient with no cell is a `-` (norm_percent()).
struct NormRow {
  Title target = Title::none;
  std::map<int, int> percent;  ///< opponent's coefficient -> percent, 0..100
  friend bool operator==(const NormRow&, const NormRow&) = default;
};

/// A norm table: the coefficients of the ranks, the percentages per target, and the limits.
struct NormTable {
  std::string edition;               ///< "club-2020"
  std::map<Title, int> coefficient;  ///< every title, Title::none included; lower is stronger
  std::vector<NormRow> rows;         ///< the targets, strongest first (the order "3" before "1j")
  int min_participants = 8;          ///< in the event, or the section where ranks are counted
  int min_games = 7;                 ///< counted games of the player
  friend bool operator==(const NormTable&, const NormTable&) = default;
};

/// A title's code in a norm table: its code, or "none" for a player without a rank.
[[nodiscard]] std::string norm_code(Title title);
/// The title of a norm table's code (norm_code()), if any.
[[nodiscard]] std::optional<Title> title_from_norm_code(std::string_view text);

/// The table shipped with the program (edition "club-2020", docs/norms.md).
[[nodiscard]] const NormTable& shipped_norm_table();

/// Checks a table before it is used or stored: a coefficient for every title, each target a rank
/// a norm can give (KMS, 1, 2, 3, 1j, 2j, 3j) once, its cells between 0 and 100 with no gap
/// between the first and the last, and limits of at least 1.
[[nodiscard]] Checked<NormTable> check_norm_table(NormTable table);

/// The percent target `row` asks of a game against an opponent of coefficient `c`: its cell; a
/// `-` on the strong side of the row's first cell counts as the row's smallest value, on the weak
/// side of its last as 100 (the game must be won).
[[nodiscard]] int norm_percent(const NormRow& row, int c);

/// Why a player gets no rank whatever the points.
enum class NormShortfall {
  none,
  participants,  ///< the event (section) has fewer participants than the table's limit
  games,         ///< the player has fewer counted games than the limit
};

/// Stable code: "" (none), "participants", "games" (docs/cli.md, `norms --json` "reason").
[[nodiscard]] std::string_view code(NormShortfall shortfall);

/// One counted game of a player, for the calculation shown to the judge.
struct NormGame {
  int round = 0;
  std::size_t opponent = 0;  ///< index into Tournament::players
  int coefficient = 0;       ///< the opponent's
  int half_points = 0;       ///< 2 won, 1 drawn, 0 lost
  std::vector<int> percent;  ///< per target of NormReport::open
};

/// A player's norm.
struct NormPlayer {
  std::size_t player = 0;  ///< index into Tournament::players
  int coefficient = 0;     ///< of the player's own title
  int half_points = 0;     ///< in the counted games: 2 a win, 1 a draw
  std::vector<NormGame> games;
  /// Per target of NormReport::open: the sum of the games' percentages (required points x 100).
  std::vector<int> required_hundredths;
  std::optional<Title> earned;  ///< the rank given, if any
  bool confirmed = false;       ///< the rank given is the player's own
  NormShortfall shortfall = NormShortfall::none;
};

/// The norms of an event (or a section) after a round.
struct NormReport {
  std::string edition;
  int participants = 0;
  /// The mean coefficient of the participants, in hundredths rounded half up (342: 3.42).
  int tournament_coefficient_hundredths = 0;
  std::vector<Title> open;  ///< the targets open, strongest first
  std::vector<NormPlayer> players;
};

struct NormOptions {
  int after_round = 0;  ///< 0: after the last round there is
  /// The players ranked together (a section), as indices into Tournament::players; empty: all.
  /// Their games against anyone in the event count.
  std::vector<std::size_t> players;
};

/// Computes the norms of `tournament`'s players by `table` (docs/norms.md, "The method").
/// Counted games are those played over the board in published rounds up to `after_round`: a
/// forfeit, a bye, an unplayed or an annulled game does not count, and each game of a
/// micro-match counts as one. A participant is a player (of the section) with a counted game.
[[nodiscard]] NormReport compute_norms(const Tournament& tournament, const NormTable& table,
                                       const NormOptions& options = {});

/// The norms of one board of a team event (docs/norms.md, "Team events").
struct BoardNorms {
  int board = 0;  ///< from 1
  NormReport report;
};

/// A team event's norms per board: each player who played a counted game is ranked on the board
/// he played most often (the lower board on a tie), with every counted game of his over all
/// boards; a board's participants and tournament coefficient are those of its players. Matches of
/// rounds up to `after_round` (0: every round played) count, each game of a micro-match as one
/// game; boards left empty and forfeited matches do not. Empty for an individual event.
[[nodiscard]] std::vector<BoardNorms> compute_team_norms(const Tournament& tournament, const NormTable& table,
                                                         int after_round = 0);

}  // namespace shashki::tournament
