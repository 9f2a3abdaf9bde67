// TRF reader and writer: never crash; a file the reader accepts writes back to a file that reads
// again and writes back unchanged, so an export of an imported event is stable. The team reader
// never crashes either, nor does writing and reading again what it accepted.
#include "shashki/format/trf.hpp"
#include "shashki/format/trf_team.hpp"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <variant>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace shashki::format;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const auto team = read_team_trf(text);
  if (const auto* error = std::get_if<ReadError>(&team)) {
    if (error->line < 1) __builtin_trap();
  } else {
    const auto& file = std::get<TrfTeamFile>(team);
    const std::string written =
        write_team_trf(file.event, "fuzz", file.document.input.players, file.document.input.scale);
    const auto again = read_team_trf(written);
    if (const auto* error_again = std::get_if<ReadError>(&again); error_again && error_again->line < 1)
      __builtin_trap();
  }
  const auto read = read_trf(text);
  if (std::holds_alternative<TrfError>(read)) {
    // A refusal names a place in the file.
    if (std::get<TrfError>(read).line < 1) __builtin_trap();
    return 0;
  }
  const std::string written = write_trf(std::get<TrfDocument>(read));
  const auto again = read_trf(written);
  if (!std::holds_alternative<TrfDocument>(again)) __builtin_trap();
  if (write_trf(std::get<TrfDocument>(again)) != written) __builtin_trap();
  // The canonical layout of the same input reads back as well.
  if (!std::holds_alternative<TrfDocument>(read_trf(write_trf(make_trf(std::get<TrfDocument>(read).input)))))
    __builtin_trap();
  return 0;
}
