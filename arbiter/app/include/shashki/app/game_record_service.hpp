#pragma once

#include "shashki/app/session.hpp"
#include "shashki/rules/game_record.hpp"
#include "shashki/tournament/live_rows.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace shashki::app {

/// The answer to a move entered by the judge: stored, or refused with the clause it breaks.
struct MoveEntry {
  bool accepted = false;
  int ply = 0;            ///< the ply it is (or would have been)
  std::string notation;   ///< the move as the rules core writes it, when accepted
  std::string fen_after;  ///< the position after it, when accepted
  std::string clause;     ///< the clause an illegal move breaks, "6.1.5.3"
  std::string message;    ///< why it was refused, in the user's language
};

/// The answer to a PDN import: every move stored, or nothing, with the first illegal move.
struct PdnImport {
  bool accepted = false;
  int plies = 0;  ///< moves stored (accepted) or the ply of the illegal move
  int line = 0;   ///< where the problem is in the text, 0 when none
  int column = 0;
  std::string clause;   ///< the clause an illegal move breaks
  std::string message;  ///< in the user's language
};

/// Game records per board: the judge's moves one by one, or a whole game as PDN, each move
/// checked by the rules core before anything is stored, so that the move counts of the draw
/// rules (6.1.8.1, 6.1.8.3-6.1.8.8) are exact.
class GameRecordService {
 public:
  explicit GameRecordService(Session& session) : m_session(session) {}

  /// Checks `text` against the current position and stores it ("game.move"); an illegal move is
  /// refused with its clause and nothing is stored.
  MoveEntry enter_move(const tournament::GameKey& game, std::string_view text);
  /// Replaces the game's record by the first game of a PDN text ("game.import"), all or nothing.
  PdnImport import_pdn(const tournament::GameKey& game, std::string_view text);
  /// Sets up the start position by hand (an adjourned game, a ruling); only before any move.
  /// Error(input) for a bad FEN, Error(refused) once moves are recorded.
  void set_start(const tournament::GameKey& game, std::string_view fen);
  /// The game as recorded so far. Error(database) if the stored moves no longer replay.
  [[nodiscard]] rules::GameRecord record(const tournament::GameKey& game);
  /// The game as stored, with the notation of each move.
  [[nodiscard]] tournament::GameMoves moves(const tournament::GameKey& game);

 private:
  Session& m_session;
};

/// A dark square of a position as a diagram draws it.
struct DiagramSquare {
  std::string name;   ///< "c3"
  int file = 0;       ///< 0 = a
  int rank = 0;       ///< 0 = the first rank, White's side
  std::string piece;  ///< "white-man", "white-king", "black-man", "black-king"; empty when none
};

/// The 32 dark squares of the position `fen`, from the eighth rank down and left to right, as a
/// diagram with White at the bottom reads them; empty when `fen` does not read.
[[nodiscard]] std::vector<DiagramSquare> diagram(std::string_view fen);
/// The FEN of the initial position (6.1.2).
[[nodiscard]] std::string initial_fen();

/// The game's record rebuilt from stored moves; throws Error(database) naming the ply that fails.
[[nodiscard]] rules::GameRecord replay_moves(const tournament::GameMoves& moves);

}  // namespace shashki::app
