#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace shashki::endgame {

/// The game-theoretic result for the side to move, without the counting rules of 6.1.8.x.
enum class Result { win, draw, loss };

/// Stable code of the JSON output: "win", "draw" or "loss".
[[nodiscard]] std::string_view code(Result result);

/// A database value: the result and, for a decisive one, the plies until the game ends (6.1.7)
/// under best play, the winner hurrying and the loser delaying. 0 plies: the side to move has no
/// piece or no legal move. A win always takes an odd number of plies, a loss an even one.
struct Value {
  Result result = Result::draw;
  int plies = 0;  ///< meaningful for a win or a loss only

  /// The value of a position whose successor has value `child` (one ply later, other side).
  [[nodiscard]] static Value from_child(Value child);
  /// Better for the side to move: a win beats a draw beats a loss; a quicker win and a slower
  /// loss are better.
  [[nodiscard]] bool better_than(Value other) const;
  /// The plies to the end, none for a draw.
  [[nodiscard]] std::optional<int> plies_to_end() const {
    return result == Result::draw ? std::nullopt : std::optional<int>(plies);
  }

  friend bool operator==(const Value&, const Value&) = default;
};

/// The on-disk byte of a value: 0 a draw, else plies + 1 (the parity tells win from loss).
/// Distances above `max_plies` do not fit; the build reports it instead of storing a wrong value.
inline constexpr int max_plies = 254;
/// The byte of a value (plies <= max_plies).
[[nodiscard]] std::uint8_t encode(Value value);
/// The value of a byte.
[[nodiscard]] Value decode(std::uint8_t byte);

}  // namespace shashki::endgame
