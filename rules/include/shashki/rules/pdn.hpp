#pragma once

#include "shashki/rules/game_record.hpp"
#include "shashki/rules/parse_error.hpp"
#include "shashki/rules/ruling.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace shashki::rules {

/// A piece of movetext and where it stands in the file.
struct PdnToken {
  std::string text;  ///< as written, move number stripped
  int line = 1;      ///< 1-based
  int column = 1;    ///< 1-based
};

/// One game of a PDN file, as written (not yet replayed).
struct PdnGame {
  std::vector<std::pair<std::string, std::string>> tags;  ///< in file order
  std::vector<PdnToken> moves;                            ///< move tokens, comments dropped
  std::string result;                                     ///< the game termination marker, "" if none
  int line = 1;                                           ///< where the game starts

  /// The value of a tag, if present.
  [[nodiscard]] std::optional<std::string> tag(std::string_view name) const;
};

/// Reads every game of a PDN text: tag pairs, movetext with move numbers, comments ({...} and
/// ;...), variations (skipped), NAGs, results 2-0 1-1 0-2 1-0 0-1 1/2-1/2 *. A GameType tag
/// other than 25 (Russian draughts) is an error. Errors name line and column.
[[nodiscard]] Parsed<std::vector<PdnGame>> parse_pdn(std::string_view text);

/// Where a replay stopped and why.
struct ReplayError {
  int ply = 0;          ///< the ply of the illegal move (1 = White's first)
  PdnToken token;       ///< the token (the first, for a capture written step by step)
  std::string written;  ///< the whole written move
  Violation violation = Violation::no_such_move;
};

/// A replayed game: the record up to the first illegal move, and that move if any.
struct Replay {
  GameRecord record;
  std::optional<ReplayError> error;
};

/// Replays a game from its [FEN] tag (the initial position without one). Captures written one
/// step per token ("13x22 22x15") are joined into one move. A bad [FEN] is a ParseError.
[[nodiscard]] Parsed<Replay> replay(const PdnGame& game);

/// Writes a game as PDN: the tags (GameType 25 and FEN added when missing), the moves in full
/// notation with move numbers, then the result.
[[nodiscard]] std::string write_pdn(const std::vector<std::pair<std::string, std::string>>& tags,
                                    const GameRecord& record, std::string_view result);

}  // namespace shashki::rules
