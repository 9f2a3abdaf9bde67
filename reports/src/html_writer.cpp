#include "shashki/reports/html_writer.hpp"

#include "shashki/reports/qr_code.hpp"

#include <algorithm>
#include <sstream>

namespace shashki::reports {

namespace {

const char* align_class(Align align) {
  switch (align) {
    case Align::left:
      return "l";
    case Align::centre:
      return "c";
    case Align::right:
      return "r";
  }
  return "l";
}

// The page size goes into @page so that a browser prints on A4 in the report's orientation.
std::string style(Orientation orientation) {
  std::string css =
      "body{font-family:'DejaVu Sans',Arial,sans-serif;font-size:10pt;margin:1.5em;color:#000}\n"
      "h1{font-size:14pt;margin:0 0 .2em}h2{font-size:12pt;margin:.4em 0}\n"
      "dl.event{display:grid;grid-template-columns:max-content auto;gap:0 1em;margin:0 0 .8em}\n"
      "dl.event dt{font-weight:bold}dl.event dd{margin:0}\n"
      "table{border-collapse:collapse}th,td{border:1px solid #555;padding:1px 4px;white-space:nowrap}\n"
      "th{background:#e6e6e6}td.s{background:#bdbdbd}td.b{font-weight:bold}\n"
      ".l{text-align:left}.c{text-align:center}.r{text-align:right}\n"
      "ul.legend,ul.notes{list-style:none;padding:0;margin:.6em 0}\n"
      ".signatures{margin-top:2.5em;display:flex;gap:4em}.signatures div{min-width:18em}\n"
      ".line{border-bottom:1px solid #000;height:1.8em}.who{font-size:9pt}\n"
      "@media print{body{margin:0}thead{display:table-header-group}tr{page-break-inside:avoid}}\n"
      // The legend and signatures go over to a new page with the last rows, never alone.
      "@media print{tbody tr:nth-last-child(-n+3){break-after:avoid;page-break-after:avoid}\n"
      "ul.legend,ul.notes,.signatures{break-inside:avoid;break-before:avoid;page-break-before:avoid}}\n";
  css += orientation == Orientation::landscape ? "@page{size:A4 landscape;margin:12mm}\n"
                                               : "@page{size:A4 portrait;margin:12mm}\n";
  return css;
}

// Cards fill sheets of the printable part of A4 (12 mm margins), a grid per sheet; a dashed
// border is where to cut.
std::string card_style(Orientation orientation) {
  const bool landscape = orientation == Orientation::landscape;
  return std::string(".sheet{display:grid;box-sizing:border-box;break-after:page;page-break-after:always;") +
         (landscape ? "width:273mm;height:186mm}" : "width:186mm;height:273mm}") +
         "\n.card{box-sizing:border-box;padding:5mm;overflow:hidden;display:flex;flex-direction:column;"
         "justify-content:center}\n.card.cut{border:1px dashed #777}\n.card p{margin:.15em 0}\n"
         ".card .signatures{margin-top:auto;gap:2em}.card .signatures div{min-width:0;flex:1}\n";
}

void write_marks(std::ostringstream& out, const std::vector<Mark>& marks) {
  for (const Mark& mark : marks)
    out << " data-" << escape_html(mark.name) << "=\"" << escape_html(mark.value) << '"';
}

void write_row(std::ostringstream& out, const Row& row, bool header) {
  out << "<tr";
  write_marks(out, row.marks);
  out << '>';
  for (const Cell& cell : row.cells) {
    out << (header ? "<th" : "<td") << " class=\"" << align_class(cell.align);
    if (cell.shaded) out << " s";
    if (cell.bold && !header) out << " b";
    out << '"';
    write_marks(out, cell.marks);
    if (cell.column_span > 1) out << " colspan=\"" << cell.column_span << '"';
    out << '>' << escape_html(cell.text);
    // 96 CSS pixels print as one inch (25 mm): a phone reads it from a hand's length away.
    if (!cell.qr.empty()) out << (cell.text.empty() ? "" : "<br>") << qr_svg(qr_encode(cell.qr), 96);
    out << (header ? "</th>" : "</td>");
  }
  out << "</tr>\n";
}

void write_table(std::ostringstream& out, const Table& table) {
  out << "<table>\n<thead>\n";
  for (const Row& row : table.group_headers) write_row(out, row, true);
  write_row(out, table.column_header_row(), true);
  out << "</thead>\n";
  bool first = true;
  for (const Row& row : table.body) {
    // A group starts a table body of its own (a team match and its boards); rows before the
    // first group stay in the first body.
    if (!row.group.empty()) {
      if (!first) out << "</tbody>\n";
      out << "<tbody";
      write_marks(out, row.group);
      out << ">\n";
    } else if (first) {
      out << "<tbody>\n";
    }
    first = false;
    write_row(out, row, false);
  }
  if (first) out << "<tbody>\n";
  out << "</tbody>\n</table>\n";
}

}  // namespace

std::string escape_html(std::string_view text) {
  std::string escaped;
  escaped.reserve(text.size() + text.size() / 8);
  for (const char c : text) {
    switch (c) {
      case '&':
        escaped += "&amp;";
        break;
      case '<':
        escaped += "&lt;";
        break;
      case '>':
        escaped += "&gt;";
        break;
      case '"':
        escaped += "&quot;";
        break;
      case '\'':
        escaped += "&#39;";
        break;
      default:
        escaped += c;
    }
  }
  return escaped;
}

namespace {

void write_signatures(std::ostringstream& out, const Report& report) {
  out << "<div class=\"signatures\">\n";
  for (const Signer& signer : report.signature_lines()) {
    out << "<div><div class=\"line\"></div><div class=\"who\">" << escape_html(signer.role);
    if (!signer.name.empty()) out << ": " << escape_html(signer.name);
    out << " (" << escape_html(report.labels.signature) << ")</div></div>\n";
  }
  out << "</div>\n";
}

void write_cards(std::ostringstream& out, const Report& report) {
  const CardLayout& layout = report.layout;
  const std::size_t per_sheet = static_cast<std::size_t>(std::max(1, layout.columns * layout.rows));
  for (std::size_t first = 0; first < report.cards.size(); first += per_sheet) {
    out << "<section class=\"sheet\" style=\"grid-template-columns:repeat(" << std::max(1, layout.columns)
        << ",1fr);grid-template-rows:repeat(" << std::max(1, layout.rows) << ",1fr)\">\n";
    for (std::size_t i = first; i < std::min(report.cards.size(), first + per_sheet); ++i) {
      const Card& card = report.cards[i];
      out << "<div class=\"card" << (layout.cut_marks ? " cut" : "") << "\">\n";
      for (const CardLine& line : card.lines) {
        out << "<p class=\"" << align_class(line.align)
            << "\" style=\"font-size:" << static_cast<int>(line.scale * 100 + 0.5) << "%"
            << (line.bold ? ";font-weight:bold" : "") << "\">" << escape_html(line.text) << "</p>\n";
      }
      if (card.signatures) write_signatures(out, report);
      out << "</div>\n";
    }
    out << "</section>\n";
  }
}

}  // namespace

void write_html_content(std::ostringstream& out, const Report& report) {
  const auto lines = report.event_lines();
  if (!lines.empty()) {
    out << "<dl class=\"event\">\n";
    for (const auto& [label, value] : lines) {
      out << "<dt>" << escape_html(label) << "</dt><dd>" << escape_html(value) << "</dd>\n";
    }
    out << "</dl>\n";
  }
  if (!report.title.empty()) out << "<h2>" << escape_html(report.title) << "</h2>\n";
  write_table(out, report.table);
  if (!report.legend.empty()) {
    out << "<ul class=\"legend\">\n";
    for (const std::string& line : report.legend) out << "<li>" << escape_html(line) << "</li>\n";
    out << "</ul>\n";
  }
  if (!report.notes.empty()) {
    out << "<ul class=\"notes\">\n";
    for (const std::string& line : report.notes) out << "<li>" << escape_html(line) << "</li>\n";
    out << "</ul>\n";
  }
}

std::string write_html(const Report& report) {
  std::ostringstream out;
  out << "<!DOCTYPE html>\n<html lang=\"" << escape_html(report.language)
      << "\">\n<head>\n<meta charset=\"utf-8\">\n"
      << "<title>"
      << escape_html(report.event.event.empty() ? report.title : report.event.event + " - " + report.title)
      << "</title>\n<style>\n"
      << style(report.orientation) << (report.cards.empty() ? "" : card_style(report.orientation))
      << "</style>\n</head>\n<body>\n";
  if (!report.cards.empty()) {
    write_cards(out, report);
    out << "</body>\n</html>\n";
    return out.str();
  }
  if (!report.event.event.empty()) out << "<h1>" << escape_html(report.event.event) << "</h1>\n";
  write_html_content(out, report);
  if (report.signatures) write_signatures(out, report);
  out << "</body>\n</html>\n";
  return out.str();
}

}  // namespace shashki::reports
