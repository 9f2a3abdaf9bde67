#include "shashki/pairing/round_entry.hpp"

#include "shashki/pairing/point_system.hpp"

#include <array>
#include <utility>

namespace shashki::pairing {

namespace {

// The TRF characters of the result codes, in the order of the enum.
constexpr std::array<std::pair<ResultCode, char>, 13> trf_chars{{
    {ResultCode::win, '1'},
    {ResultCode::loss, '0'},
    {ResultCode::draw, '='},
    {ResultCode::forfeit_win, '+'},
    {ResultCode::forfeit_loss, '-'},
    {ResultCode::unrated_win, 'W'},
    {ResultCode::unrated_draw, 'D'},
    {ResultCode::unrated_loss, 'L'},
    {ResultCode::half_bye, 'H'},
    {ResultCode::full_bye, 'F'},
    {ResultCode::pairing_bye, 'U'},
    {ResultCode::zero_bye, 'Z'},
    {ResultCode::not_paired, ' '},
}};

}  // namespace

char to_trf_char(ResultCode code) {
  for (const auto& [c, ch] : trf_chars) {
    if (c == code) return ch;
  }
  return ' ';
}

std::optional<ResultCode> result_from_trf_char(char ch) {
  // TRF-2026: letter codes are case-insensitive.
  if (ch >= 'a' && ch <= 'z') ch = static_cast<char>(ch - 'a' + 'A');
  for (const auto& [c, letter] : trf_chars) {
    if (letter == ch) return c;
  }
  return std::nullopt;
}

bool RoundEntry::played() const {
  if (!opponent) return false;
  switch (result) {
    case ResultCode::win:
    case ResultCode::loss:
    case ResultCode::draw:
    case ResultCode::unrated_win:
    case ResultCode::unrated_draw:
    case ResultCode::unrated_loss:
      return true;
    default:
      return false;
  }
}

bool RoundEntry::forfeited() const {
  return opponent && (result == ResultCode::forfeit_win || result == ResultCode::forfeit_loss);
}

bool RoundEntry::is_pairing_decision() const {
  return opponent.has_value() || is_pairing_bye();
}

Points RoundEntry::points(const PointSystem& system) const {
  return scored.value_or(system.value(result));
}

bool RoundEntry::counts_as_downfloat(const PointSystem& system) const {
  // C.04.3 (2026): the bye receiver, and anyone scoring more than a loss without playing.
  if (is_pairing_bye()) return true;
  return !played() && result != ResultCode::not_paired && points(system) > system.loss;
}

bool RoundEntry::unplayed_win_valued(const PointSystem& system) const {
  return !played() && result != ResultCode::not_paired && system.win > system.loss &&
         points(system) >= system.win;
}

}  // namespace shashki::pairing
