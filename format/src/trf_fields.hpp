#pragma once

// Column helpers shared by the TRF reader and writer (private to the module).

#include "shashki/pairing/pairing_input.hpp"
#include "shashki/pairing/point_system.hpp"
#include "shashki/pairing/points_text.hpp"
#include "shashki/pairing/round_entry.hpp"

#include <optional>

#include <string>
#include <string_view>

namespace shashki::format {

// The pairing model's words the TRF files are made of.
using pairing::ForbiddenPair;
using pairing::PairingInput;
using pairing::Player;
using pairing::Points;
using pairing::PointSystem;
using pairing::ResultCode;
using pairing::RoundEntry;
using pairing::ScoringScale;

}  // namespace shashki::format

namespace shashki::format::trf {

/// Column layout of the 001 record, 1-based inclusive.
struct Span {
  int from;
  int to;
  [[nodiscard]] constexpr int width() const { return to - from + 1; }
};

inline constexpr Span number_span{5, 8};
inline constexpr Span sex_span{10, 10};
inline constexpr Span title_span{11, 13};
inline constexpr Span name_span{15, 47};
inline constexpr Span rating_span{49, 52};
inline constexpr Span federation_span{54, 56};
inline constexpr Span id_span{58, 68};
inline constexpr Span birth_span{70, 79};
inline constexpr Span points_span{81, 84};
inline constexpr Span rank_span{86, 89};
inline constexpr int first_round_column = 92;  ///< opponent of round 1
inline constexpr int round_width = 10;         ///< "  NNNN c r"
inline constexpr int fixed_length = 89;        ///< length of a line without rounds

/// Opponent columns of round `r` (0-based).
constexpr Span round_span(int r) {
  return Span{first_round_column + round_width * r, first_round_column + round_width * r + 7};
}

/// The text of `span` in `line`, padded with spaces where the line is shorter.
inline std::string slice(std::string_view line, Span span) {
  std::string out(static_cast<std::size_t>(span.width()), ' ');
  for (int c = span.from; c <= span.to; ++c) {
    if (static_cast<std::size_t>(c) <= line.size())
      out[static_cast<std::size_t>(c - span.from)] = line[static_cast<std::size_t>(c - 1)];
  }
  return out;
}

/// `text` without leading and trailing spaces.
inline std::string_view trim(std::string_view text) {
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t')) text.remove_suffix(1);
  return text;
}

/// A non-negative integer written in decimal digits only.
inline bool parse_uint(std::string_view text, int& value) {
  if (text.empty() || text.size() > 9) return false;
  int v = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return false;
    v = v * 10 + (c - '0');
  }
  value = v;
  return true;
}

/// Reads the eight columns "NNNN c r" of one round. On failure returns nullopt and sets
/// `bad_offset` to the 0-based offset of the offending character within the eight.
inline std::optional<RoundEntry> parse_round(std::string_view eight, int& bad_offset) {
  RoundEntry e;
  const std::string_view opp = trim(eight.substr(0, 4));
  int number = 0;
  if (!opp.empty()) {
    if (!parse_uint(opp, number)) {
      bad_offset = 0;
      return std::nullopt;
    }
    if (number != 0) e.opponent = number;
  }
  if (eight[4] != ' ') {
    bad_offset = 4;
    return std::nullopt;
  }
  switch (eight[5]) {
    case 'w':
      e.colour = clock::Side::white;
      break;
    case 'b':
      e.colour = clock::Side::black;
      break;
    case '-':
    case ' ':
      e.colour = std::nullopt;
      break;
    default:
      bad_offset = 5;
      return std::nullopt;
  }
  if (eight[6] != ' ') {
    bad_offset = 6;
    return std::nullopt;
  }
  const auto code = pairing::result_from_trf_char(eight[7]);
  if (!code) {
    bad_offset = 7;
    return std::nullopt;
  }
  e.result = *code;
  return e;
}

}  // namespace shashki::format::trf
