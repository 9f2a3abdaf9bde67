// PDN reader and replay: never crash; a replayed game writes back to PDN that replays the same.
#include "shashki/rules/pdn.hpp"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace shashki::rules;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const auto games = parse_pdn(text);
  if (!games) return 0;
  for (const PdnGame& game : *games) {
    const auto r = replay(game);
    if (!r) continue;
    const auto again = parse_pdn(write_pdn({}, r->record, "*"));
    if (!again || again->size() != 1) __builtin_trap();
    const auto r2 = replay(again->front());
    if (!r2 || r2->error || !(r2->record.current() == r->record.current())) __builtin_trap();
  }
  return 0;
}
