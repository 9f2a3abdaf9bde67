#include "shashki/tournament/calendar.hpp"

#include <cstdio>

namespace shashki::tournament {

namespace {

std::optional<int> digits(std::string_view text) {
  int value = 0;
  for (const char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    value = value * 10 + (c - '0');
  }
  return value;
}

}  // namespace

std::optional<std::chrono::year_month_day> parse_iso_date(std::string_view text) {
  if (text.size() != 10 || text[4] != '-' || text[7] != '-') return std::nullopt;
  const auto y = digits(text.substr(0, 4));
  const auto m = digits(text.substr(5, 2));
  const auto d = digits(text.substr(8, 2));
  if (!y || !m || !d) return std::nullopt;
  const std::chrono::year_month_day date{std::chrono::year{*y}, std::chrono::month{static_cast<unsigned>(*m)},
                                         std::chrono::day{static_cast<unsigned>(*d)}};
  if (!date.ok()) return std::nullopt;
  return date;
}

std::string format_iso_date(std::chrono::year_month_day date) {
  char text[16];
  std::snprintf(text, sizeof text, "%04d-%02u-%02u", static_cast<int>(date.year()),
                static_cast<unsigned>(date.month()), static_cast<unsigned>(date.day()));
  return text;
}

std::optional<BirthText> parse_birth(std::string_view text) {
  if (text.empty()) return BirthText{};
  if (const auto date = parse_iso_date(text)) return BirthText{*date, std::nullopt};
  // The Russian way of writing a date, as federations' lists and entry forms do: DD.MM.YYYY.
  if (text.size() == 10 && text[2] == '.' && text[5] == '.') {
    const std::string iso = std::string(text.substr(6, 4)) + '-' + std::string(text.substr(3, 2)) + '-' +
                            std::string(text.substr(0, 2));
    if (const auto date = parse_iso_date(iso)) return BirthText{*date, std::nullopt};
    return std::nullopt;
  }
  if (text.size() != 4) return std::nullopt;
  const auto year = digits(text);
  if (!year || *year < 1900 || *year > 2100) return std::nullopt;
  return BirthText{std::nullopt, *year};
}

std::string birth_text(const std::optional<std::chrono::year_month_day>& date,
                       const std::optional<int>& year) {
  if (date) return format_iso_date(*date);
  return year ? std::to_string(*year) : std::string();
}

}  // namespace shashki::tournament
