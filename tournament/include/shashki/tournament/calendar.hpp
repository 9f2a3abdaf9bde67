#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <string_view>

namespace shashki::tournament {

/// Reads an ISO date `YYYY-MM-DD` (exactly that form: the format of the CLI, CSV and database);
/// nothing for any other text or an impossible date such as 2026-02-30.
[[nodiscard]] std::optional<std::chrono::year_month_day> parse_iso_date(std::string_view text);
/// Writes `YYYY-MM-DD`.
[[nodiscard]] std::string format_iso_date(std::chrono::year_month_day date);

}  // namespace shashki::tournament
