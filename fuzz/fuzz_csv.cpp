// CSV readers: the registration list (players) and an opening ballot table. Never crash; a
// refusal names a line and a column, and what is accepted holds: every player has a name, an
// accepted table keeps unique codes and valid FENs.
#include "shashki/format/opening_table_csv.hpp"
#include "shashki/format/players_csv.hpp"
#include "shashki/format/teams_csv.hpp"

#include <cstddef>
#include <cstdint>
#include <set>
#include <string>
#include <string_view>
#include <variant>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace shashki;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const auto players = format::read_players_csv(text);
  if (const auto* error = std::get_if<format::PlayersCsvError>(&players)) {
    if (error->first.line < 1 || error->first.column < 1 || error->more < 0) __builtin_trap();
  } else {
    for (const auto& player : std::get<std::vector<tournament::Player>>(players)) {
      if (player.name.empty()) __builtin_trap();
    }
  }
  const auto teams = format::read_teams_csv(text);
  if (const auto* error = std::get_if<format::PlayersCsvError>(&teams)) {
    if (error->first.line < 1 || error->first.column < 1 || error->more < 0) __builtin_trap();
  } else {
    for (const auto& team : std::get<std::vector<format::CsvTeam>>(teams)) {
      if (team.team.name.empty() || team.players.empty()) __builtin_trap();
    }
  }
  const auto table = format::read_opening_table(text, "table.csv");
  if (const auto* error = std::get_if<format::OpeningTableError>(&table)) {
    if (error->line < 1) __builtin_trap();
  } else {
    std::set<std::string> codes;
    for (const auto& opening : std::get<pairing::OpeningTable>(table).openings) {
      if (!codes.insert(opening.code).second || !format::valid_numeric_fen(opening.fen)) __builtin_trap();
    }
  }
  return 0;
}
