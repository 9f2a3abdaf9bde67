// CSV readers: the registration list (players) and an opening ballot table. Never crash; a
// refusal is an Error(input) or an OpeningTableError naming a line, and an accepted table keeps
// unique codes and valid FENs.
#include "players_csv.hpp"
#include "shashki/app/errors.hpp"
#include "shashki/pairing/ballot.hpp"

#include <cstddef>
#include <cstdint>
#include <set>
#include <string>
#include <string_view>
#include <variant>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace shashki;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  try {
    for (const auto& player : app::players_from_csv(text, "players.csv")) {
      if (player.name.empty()) __builtin_trap();
    }
  } catch (const app::Error& e) {
    if (e.code() != app::ExitCode::input) __builtin_trap();
  }
  const auto table = pairing::OpeningTable::from_csv(text, "table.csv");
  if (const auto* error = std::get_if<pairing::OpeningTableError>(&table)) {
    if (error->line < 1) __builtin_trap();
  } else {
    std::set<std::string> codes;
    for (const auto& opening : std::get<pairing::OpeningTable>(table).openings) {
      if (!codes.insert(opening.code).second || !pairing::valid_numeric_fen(opening.fen)) __builtin_trap();
    }
  }
  return 0;
}
