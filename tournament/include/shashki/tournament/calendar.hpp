#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <string_view>

namespace shashki::tournament {

/// Reads an ISO date `YYYY-MM-DD` (exactly that form: the format of the CLI, CSV and database);
/// nothing for any other text or an impossible date such as 2026-02-30.
[[nodiscard]] std::optional<std::chrono::year_month_day> parse_iso_date(std::string_view text);
/// A date of birth as typed: the full date, or the year alone when no more is known.
struct BirthText {
  std::optional<std::chrono::year_month_day> date;
  std::optional<int> year;  ///< set only without `date`
};
/// Reads a date of birth: `YYYY-MM-DD` or `DD.MM.YYYY`, or a year `YYYY` from 1900 to 2100 alone
/// (a federation's list often gives no more); nothing for any other text. Empty text is neither, and no
/// error: the caller leaves the birth unknown.
[[nodiscard]] std::optional<BirthText> parse_birth(std::string_view text);
/// The text parse_birth reads back: the date, else the year, else empty.
[[nodiscard]] std::string birth_text(const std::optional<std::chrono::year_month_day>& date,
                                     const std::optional<int>& year);

/// Writes `YYYY-MM-DD`.
[[nodiscard]] std::string format_iso_date(std::chrono::year_month_day date);

}  // namespace shashki::tournament
