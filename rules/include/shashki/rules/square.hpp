#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace shashki::rules {

/// A set of squares: bit `8 * rank + file` (a1 = bit 0, h8 = bit 63). Only the 32 dark squares
/// (6.1.1: play takes place only on the dark squares) are ever set.
using Bitboard = std::uint64_t;

/// The 32 dark squares; a1 is dark (6.1.1, 6.1.6.1).
inline constexpr Bitboard dark_squares = 0xAA55AA55AA55AA55ULL;
/// Rank 1 and rank 8: the last rows where men of Black and White are promoted (6.1.4.4).
inline constexpr Bitboard rank_1 = 0x00000000000000FFULL;
inline constexpr Bitboard rank_8 = 0xFF00000000000000ULL;
/// The "big road" a1-h8 (6.1.2), which 6.1.8.3 and 6.1.8.5 refer to.
inline constexpr Bitboard big_road = 0x8040201008040201ULL;

/// A dark square of the board, a1..h8 (6.1.6.1).
class Square {
 public:
  /// The square with bit index `index` (8 * rank + file); the caller keeps it dark.
  constexpr explicit Square(int index) : m_index(static_cast<std::uint8_t>(index)) {}
  /// The square at `file` (0 = a) and `rank` (0 = rank 1), if it is a dark square of the board.
  static std::optional<Square> at(int file, int rank);
  /// Parses "c3" (algebraic, 6.1.6.1) or a numeric PDN square "22" (1 = b8 ... 32 = g1).
  static std::optional<Square> parse(std::string_view text);
  /// The numeric PDN square (1 = b8 ... 32 = g1), if it is in 1..32.
  static std::optional<Square> from_number(int number);

  /// Bit index, 8 * rank + file.
  [[nodiscard]] constexpr int index() const { return m_index; }
  /// File, 0 (a) .. 7 (h).
  [[nodiscard]] constexpr int file() const { return m_index & 7; }
  /// Rank, 0 (rank 1) .. 7 (rank 8).
  [[nodiscard]] constexpr int rank() const { return m_index >> 3; }
  /// The one-square set.
  [[nodiscard]] constexpr Bitboard bit() const { return Bitboard{1} << m_index; }
  /// The algebraic name, "c3".
  [[nodiscard]] std::string name() const;
  /// The numeric PDN number, 1 (b8) .. 32 (g1).
  [[nodiscard]] int number() const;

  friend constexpr bool operator==(Square, Square) = default;
  friend constexpr auto operator<=>(Square, Square) = default;

 private:
  std::uint8_t m_index;
};

/// Number of squares in a set. A SWAR count: without -mpopcnt the compiler would call libgcc's
/// table routine, which costs perft about 5 %.
[[nodiscard]] constexpr int count(Bitboard b) {
  b = b - ((b >> 1) & 0x5555555555555555ULL);
  b = (b & 0x3333333333333333ULL) + ((b >> 2) & 0x3333333333333333ULL);
  b = (b + (b >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
  return static_cast<int>((b * 0x0101010101010101ULL) >> 56);
}
/// The lowest square of a non-empty set.
[[nodiscard]] constexpr Square lowest(Bitboard b) {
  return Square(__builtin_ctzll(b));
}

}  // namespace shashki::rules
