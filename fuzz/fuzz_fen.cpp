// FEN reader: never crashes, and what it accepts writes back to a FEN that reads the same.
#include "shashki/rules/fen.hpp"
#include "shashki/rules/movegen.hpp"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace shashki::rules;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const auto p = parse_fen(text);
  if (!p) return 0;
  const auto again = parse_fen(to_fen(*p));
  if (!again || !(*again == *p)) __builtin_trap();
  (void)legal_moves(*p);
  return 0;
}
