#pragma once

#include "shashki/endgame/counting.hpp"
#include "shashki/endgame/tablebase.hpp"
#include "shashki/rules/draw_rules.hpp"
#include "shashki/rules/game_record.hpp"
#include "shashki/tournament/message.hpp"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace shashki::app {

/// A legal move and what the databases say it gives the side to move.
struct EndgameMove {
  std::string notation;  ///< "c3:e5"
  endgame::Value value;
};

/// What the counting rules make of a decisive database value, typed: the winner's count
/// allows the win (`within`), no count limits it (`unlimited`), 6.1.10.4 leaves it unplayed
/// (`no_increment`), or a count draws it first (at a side's move of the count, after moves of
/// both sides, or at a ply). EndgameReport::counting_summary words it.
struct CountingNote {
  enum class Kind { within, unlimited, no_increment, draws_at_move, draws_after, draws_at_ply };
  Kind kind = Kind::unlimited;
  std::string clause;                ///< the count's clause ("6.1.8.3")
  int limit = 0;                     ///< its limit in moves
  int ply = 0;                       ///< where it starts (within) or ends the line (the others)
  std::optional<rules::Color> side;  ///< the side whose moves it counts (draws_at_move)

  friend bool operator==(const CountingNote&, const CountingNote&) = default;
};

/// What the endgame databases and the counting rules say about a position (`shashki endgame`).
struct EndgameReport {
  int pieces = 0;
  bool in_databases = false;
  bool databases_missing = false;  ///< a class it needs is not built (not too many pieces)
  std::optional<endgame::Value> value;
  std::vector<EndgameMove> best;  ///< every legal move, best first
  std::vector<std::string> line;  ///< the best line, in notation
  std::optional<endgame::CountingVerdict> counting;
  rules::Color mover = rules::Color::white;  ///< the side to move, whom `value` is for
  bool over = false;                         ///< the mover's opponent has no piece left (6.1.7)
  std::optional<CountingNote> note;          ///< `counting` typed, when it says anything
  std::string summary;                       ///< the pure verdict in the user's language
  std::string counting_summary;              ///< what the counting rules make of it, or empty
};

/// An endgame database's failure (a class file missing, unreadable or damaged, a failed check)
/// as a message for the judge, its file and class filled in.
[[nodiscard]] tournament::Message endgame_error_message(const endgame::DatabaseError& error);

/// The report for the position at the end of `game` (its history dates the counts). Throws
/// Error(input) when a class file it needs cannot be read.
EndgameReport endgame_report(const endgame::Tablebase& tablebase, const rules::GameRecord& game,
                             const rules::GameConditions& conditions);

/// What the databases say about a position the judge rules on (a draw claim of 6.1.8.5,
/// 6.1.8.7 or 6.1.10.4, a flag fall of 6.1.10.5): shown beside the proposal, never in its place.
struct EndgameFinding {
  EndgameReport report;  ///< in_databases false: no verdict (too many pieces, not built, unreadable)
  std::string error;     ///< why the databases could not be read (English), or empty
  std::optional<tournament::Message> error_message;  ///< the same as a message, for storage
  std::string text;  ///< one line in the user's language: the verdict, or why there is none
};

/// The finding for the position at the end of `game` (its history dates the counts). Never
/// throws: a database that cannot be read is said in the text, not guessed around.
EndgameFinding endgame_finding(const endgame::Tablebase& tablebase, const rules::GameRecord& game,
                               const rules::GameConditions& conditions);

/// What the endgame databases said, as JSON: stored with a claim's facts ("endgame") and printed
/// by the command line: the verdict and distance when the position is in
/// them, else null values and the reason.
[[nodiscard]] nlohmann::json endgame_json(const EndgameFinding& finding);

/// What a claim's facts store of a finding ("endgame"): endgame_json()'s typed fields without
/// its text, with the side to move, the counting rules' note typed and a database failure as a
/// stored message (app::stored_message), so that it reads in the language of whoever reads it.
[[nodiscard]] nlohmann::json endgame_facts_json(const EndgameFinding& finding);

/// The finding's text (EndgameFinding::text) in the language in force, worded again from
/// endgame_facts_json(); a row of an older version, which stored the text, reads as it was.
[[nodiscard]] std::string endgame_facts_text(const nlohmann::json& stored);

/// A place in a game where a won position was let slip to a draw or a loss, or a drawn one to
/// a loss (`game review`).
struct EndgameSlip {
  int ply = 0;            ///< the ply that let it slip
  endgame::Value before;  ///< for the mover, before the move
  endgame::Value after;   ///< for the mover, after it
  std::string best;       ///< a move that kept the value, in notation
  std::string detail;     ///< in the user's language
};

/// The databases along a game: the first ply whose position they hold, and every slip.
struct EndgameReview {
  std::optional<int> first_ply;        ///< first position in the databases
  std::optional<EndgameReport> first;  ///< the report there
  std::vector<EndgameSlip> slips;
};

/// Walks a game through the databases (nothing when none of its positions is in them).
EndgameReview endgame_review(const endgame::Tablebase& tablebase, const rules::GameRecord& game,
                             const rules::GameConditions& conditions);

}  // namespace shashki::app
