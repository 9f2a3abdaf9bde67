#pragma once

#include "shashki/rules/draw_rules.hpp"
#include "shashki/rules/parse_error.hpp"
#include "shashki/rules/pdn.hpp"
#include "shashki/rules/position.hpp"
#include "shashki/rules/ruling.hpp"

#include <filesystem>
#include "shashki/app/errors.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace shashki::app {

/// Reads a FEN or throws Error(input) about `field` ("fen"; empty for a stored position) naming
/// the column and what was wrong.
rules::Position read_fen(std::string_view fen, std::string field = "fen");

/// A parse error as a message about `field`: "WHERE:LINE:COLUMN: message 'token'".
Message parse_message(const rules::ParseError& error, std::string_view where, std::string field = {});

/// parse_message() in the user's language.
std::string explain(const rules::ParseError& error, std::string_view where);

/// The games of a PDN file; throws Error(input) for an unreadable file or a malformed one.
std::vector<rules::PdnGame> read_pdn_file(const std::filesystem::path& path);

/// Why a move is illegal, in the user's language.
std::string reason(rules::Violation violation);

/// One event of a game review (docs/cli.md, `game review`).
struct ReviewEvent {
  int ply = 0;
  std::string clause;  ///< "6.1.8.6"
  std::string kind;    ///< draw | count-start | count | offer-allowed | win | repetition
  std::string detail;  ///< in the user's language
};

/// What `game review` reports for one game.
struct GameReview {
  std::vector<ReviewEvent> events;
  std::string result_by_rules = "*";  ///< 2-0 | 1-1 | 0-2 | *
};

/// Reviews a replayed game: the events where the draw and result rules act, and the result
/// the first decisive one imposes.
GameReview review(const rules::GameRecord& record, const rules::GameConditions& conditions);

}  // namespace shashki::app
