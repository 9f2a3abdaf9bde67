#include "shashki/reports/table.hpp"

#include "shashki/reports/report.hpp"

namespace shashki::reports {

void Table::add_row(const std::vector<std::string>& texts) {
  Row row;
  row.cells.reserve(texts.size());
  for (std::size_t i = 0; i < texts.size(); ++i) {
    Cell cell{texts[i]};
    if (i < columns.size()) cell.align = columns[i].align;
    row.cells.push_back(std::move(cell));
  }
  body.push_back(std::move(row));
}

Row Table::column_header_row() const {
  Row row;
  row.cells.reserve(columns.size());
  for (const Column& column : columns)
    row.cells.push_back(Cell{column.header, Align::centre, false, true, 1});
  return row;
}

std::size_t Table::width_of(const Row& row) {
  std::size_t width = 0;
  for (const Cell& cell : row.cells) width += cell.column_span == 0 ? 1 : cell.column_span;
  return width;
}

std::vector<std::pair<std::string, std::string>> Report::event_lines() const {
  std::vector<std::pair<std::string, std::string>> lines;
  const auto add = [&lines](const std::string& label, const std::string& value) {
    if (!value.empty()) lines.emplace_back(label, value);
  };
  add(labels.dates, event.dates);
  add(labels.venue, event.venue);
  add(labels.discipline, event.discipline);
  add(labels.time_control, event.time_control);
  add(labels.system, event.system);
  add(labels.chief_arbiter, event.chief_arbiter);
  return lines;
}

std::vector<Signer> Report::signature_lines() const {
  if (!signers.empty()) return signers;
  return {{labels.chief_arbiter, event.chief_arbiter}, {labels.secretary, secretary}};
}

Labels Labels::translated(const std::function<std::string(const std::string&)>& translate) const {
  Labels copy = *this;
  for (std::string* label :
       {&copy.dates, &copy.venue, &copy.discipline, &copy.time_control, &copy.system, &copy.chief_arbiter,
        &copy.secretary, &copy.signature, &copy.page, &copy.of, &copy.tiebreaks}) {
    *label = translate(*label);
  }
  return copy;
}

}  // namespace shashki::reports
