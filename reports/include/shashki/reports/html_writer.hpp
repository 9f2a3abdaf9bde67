#pragma once

#include "shashki/reports/report.hpp"

#include <string>
#include <string_view>

namespace shashki::reports {

/// Escapes text for HTML element content and attribute values (& < > " ').
std::string escape_html(std::string_view text);

/// The report as one self-contained HTML5 page (inline CSS with print rules, no scripts, no
/// external resources). Every piece of text is escaped, so names never become markup.
std::string write_html(const Report& report);

}  // namespace shashki::reports
