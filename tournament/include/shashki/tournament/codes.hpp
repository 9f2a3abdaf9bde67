#pragma once

#include <optional>
#include <span>
#include <string_view>
#include <utility>

namespace shashki::tournament {

/// One enum value with the stable text code it is stored and exported under. Codes never change
/// once released: databases and exported files keep them.
template <class Enum>
using CodeEntry = std::pair<Enum, std::string_view>;

/// The code of `value` in `table`; every enumerator is listed, so a miss is a programming error.
template <class Enum>
[[nodiscard]] constexpr std::string_view code_in(std::span<const CodeEntry<Enum>> table, Enum value) {
  for (const auto& [entry, code] : table) {
    if (entry == value) return code;
  }
  return {};
}

/// The enumerator whose code is exactly `code`, if any.
template <class Enum>
[[nodiscard]] constexpr std::optional<Enum> value_in(std::span<const CodeEntry<Enum>> table,
                                                     std::string_view code) {
  for (const auto& [entry, text] : table) {
    if (text == code) return entry;
  }
  return std::nullopt;
}

}  // namespace shashki::tournament
