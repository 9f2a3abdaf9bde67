#pragma once

#include "shashki/reports/report.hpp"

#include <sstream>
#include <string>
#include <string_view>

namespace shashki::reports {

/// Escapes text for HTML element content and attribute values (& < > " ').
std::string escape_html(std::string_view text);

/// The report's content as HTML: its event block (when it has one), title, table (each mark as
/// a data- attribute), legend and notes; not the event's name nor the signatures. What the
/// printed page and the venue's live pages share.
void write_html_content(std::ostringstream& out, const Report& report);

/// The report as one self-contained HTML5 page (inline CSS with print rules, no scripts, no
/// external resources). Every piece of text is escaped, so names never become markup.
std::string write_html(const Report& report);

}  // namespace shashki::reports
