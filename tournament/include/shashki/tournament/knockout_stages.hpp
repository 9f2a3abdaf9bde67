#pragma once

#include "shashki/tournament/game_result.hpp"

#include <optional>
#include <string_view>

namespace shashki::tournament {

/// The stage of a knockout match's tie-break, in the order regulations usually play them once
/// the regular games end level: a rapid match (6.1.10), lightning matches, then a deciding game.
/// The regulations of the event fix how many games each stage has; the record keeps each game
/// with its stage, in the order played.
enum class KnockoutStage { rapid, lightning, deciding };

/// Stable code: "rapid", "lightning", "deciding".
[[nodiscard]] std::string_view code(KnockoutStage stage);
/// The stage with that code, if any.
[[nodiscard]] std::optional<KnockoutStage> knockout_stage_from_code(std::string_view text);

/// One tie-break game of a knockout match. Colours keep alternating after the regular games:
/// the match's game N (regular games first, tie-break games after them) has the board's White
/// when N is odd, as Board::white_of_game says, and its result is written from that White.
struct KnockoutTiebreakGame {
  KnockoutStage stage = KnockoutStage::rapid;
  GameResult result = GameResult::draw;

  friend bool operator==(const KnockoutTiebreakGame&, const KnockoutTiebreakGame&) = default;
};

}  // namespace shashki::tournament
