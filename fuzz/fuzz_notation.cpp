// Move notation and rulings: the first line is a FEN (the initial position if it is not one),
// the rest a written move. Parsing, matching and adjudicating never crash, and a move that
// parses is legal and prints to a record that parses back to it.
#include "shashki/rules/fen.hpp"
#include "shashki/rules/movegen.hpp"
#include "shashki/rules/notation.hpp"
#include "shashki/rules/ruling.hpp"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace shashki::rules;
  std::string_view text(reinterpret_cast<const char*>(data), size);
  Position position = Position::initial();
  if (const auto nl = text.find('\n'); nl != std::string_view::npos) {
    if (const auto p = parse_fen(text.substr(0, nl))) position = *p;
    text.remove_prefix(nl + 1);
  }
  const Ruling ruling = adjudicate(position, text);
  const auto parsed = parse_move(position, text);
  if (parsed) {
    const auto legal = legal_moves(position);
    if (std::find(legal.begin(), legal.end(), *parsed) == legal.end()) __builtin_trap();
    if (!ruling.legal()) __builtin_trap();
    const auto back = parse_move(position, format_move(position, *parsed));
    if (!back || !(*back == *parsed)) __builtin_trap();
    (void)format_move_abbreviated(position, *parsed);
  }
  return 0;
}
