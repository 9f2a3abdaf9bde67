#include "shashki/rules/square.hpp"

#include <charconv>

namespace shashki::rules {

std::optional<Square> Square::at(int file, int rank) {
  if (file < 0 || file > 7 || rank < 0 || rank > 7 || (file + rank) % 2 != 0) return std::nullopt;
  return Square(rank * 8 + file);
}

std::optional<Square> Square::from_number(int number) {
  if (number < 1 || number > 32) return std::nullopt;
  // Numbers run from the top row (rank 8) left to right: 1 = b8, 5 = a7, 29 = a1.
  const int row = (number - 1) / 4;
  const int rank = 7 - row;
  const int file = 2 * ((number - 1) % 4) + (rank % 2);
  return at(file, rank);
}

std::optional<Square> Square::parse(std::string_view text) {
  if (text.size() == 2 && text[0] >= 'a' && text[0] <= 'h' && text[1] >= '1' && text[1] <= '8') {
    return at(text[0] - 'a', text[1] - '1');
  }
  if (text.empty() || text.size() > 2) return std::nullopt;
  int number = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), number);
  if (ec != std::errc{} || end != text.data() + text.size()) return std::nullopt;
  return from_number(number);
}

std::string Square::name() const {
  return {static_cast<char>('a' + file()), static_cast<char>('1' + rank())};
}

int Square::number() const {
  return (7 - rank()) * 4 + file() / 2 + 1;
}

}  // namespace shashki::rules
