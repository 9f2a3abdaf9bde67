#include "sample_reports.hpp"

#include "shashki/reports/csv_writer.hpp"
#include "shashki/reports/html_writer.hpp"
#include "shashki/test/support.hpp"

#include <cstdlib>
#include <fstream>

namespace shashki::reports::samples {

namespace {

TitleBlock sample_event() {
  TitleBlock event;
  event.event = "Кубок города по русским шашкам";
  event.dates = "2026-05-01 – 2026-05-05";
  event.venue = "Казань, шашечный клуб «Дамка»";
  event.discipline = "classical";
  event.time_control = "30+30";
  event.system = "Swiss, 7 rounds";
  event.chief_arbiter = "Петров П. П.";
  return event;
}

}  // namespace

Report sample_list() {
  Report report;
  report.title = "Standings after round 7";
  report.event = sample_event();
  report.secretary = "Сидорова А. А.";
  Table& table = report.table;
  table.columns = {{"Rank", Align::right, true},    {"No", Align::right, true},
                   {"Name", Align::left, true},     {"Club", Align::left, false},
                   {"Rating", Align::right, false}, {"Pts", Align::right, false},
                   {"TB1", Align::right, false},    {"TB2", Align::right, false}};
  table.add_row({"1", "3", "Smith, John", "Dynamo, Moscow", "2210", "6", "31", "28.5"});
  table.add_row({"2", "1", tricky_name, "Club \"North\", Perm", "2150", "5.5", "30", "27"});
  table.add_row({"3", "2", "Ковалёв, Ёжик", "Казань", "", "5.5", "29.5", "26,5"});
  table.body[0].cells[5].bold = true;
  report.legend = {"TB1: Buchholz Cut-1", "TB2: Buchholz"};
  report.notes = {"Line breaks\r\nand commas, stay in one field"};
  return report;
}

Report sample_crosstable(int players, int rounds) {
  Report report;
  report.title = "Crosstable";
  report.event = sample_event();
  report.orientation = Orientation::landscape;
  Table& table = report.table;
  table.columns = {{"Rank", Align::right, true},      {"No", Align::right, true},
                   {"Title", Align::left, false},     {"Name", Align::left, true},
                   {"Club/City", Align::left, false}, {"Rating", Align::right, false}};
  Row group;
  group.cells.push_back(Cell{"", Align::centre, false, true, 6});
  for (int r = 1; r <= rounds; ++r) {
    table.columns.push_back({std::to_string(r), Align::centre, false});
    group.cells.push_back(Cell{"Round", Align::centre, false, true, 1});
  }
  table.columns.push_back({"Pts", Align::right, false});
  table.columns.push_back({"BH-C1", Align::right, false});
  group.cells.push_back(Cell{"", Align::centre, false, true, 2});
  table.group_headers.push_back(group);
  for (int p = 1; p <= players; ++p) {
    std::vector<std::string> row = {std::to_string(p),
                                    std::to_string(p),
                                    p % 3 == 0 ? "KMS" : "",
                                    p == 2 ? tricky_name : "Игрок Номер " + std::to_string(p) + ", Ivan",
                                    "Клуб " + std::to_string(p % 7),
                                    std::to_string(2400 - p)};
    for (int r = 1; r <= rounds; ++r) {
      const int opponent = (p + r * 7) % players + 1;
      row.push_back(std::to_string(opponent) + (r % 2 == 0 ? "w" : "b") + (r % 3 == 0 ? "½" : "1"));
    }
    row.push_back(std::to_string(rounds - p % 4) + ".5");
    row.push_back(std::to_string(30 + p % 10));
    table.add_row(row);
  }
  report.legend = {"BH-C1: Buchholz Cut-1"};
  return report;
}

std::string compare_with_golden(const std::string& actual, const std::string& name) {
  const auto path = shashki::test::source_dir() / "tests" / "data" / "reports" / name;
  const char* update = std::getenv("SHASHKI_UPDATE_GOLDEN");
  if (update != nullptr && std::string(update) == "1") {
    std::ofstream(path, std::ios::binary | std::ios::trunc) << actual;
    return {};
  }
  std::string expected;
  try {
    expected = shashki::test::read_file(path);
  } catch (const std::exception& e) {
    return std::string(e.what()) + " (run with SHASHKI_UPDATE_GOLDEN=1 to create it)";
  }
  if (expected == actual) return {};
  std::size_t at = 0;
  while (at < expected.size() && at < actual.size() && expected[at] == actual[at]) ++at;
  std::size_t line = 1;
  for (std::size_t i = 0; i < at; ++i) line += actual[i] == '\n' ? 1 : 0;
  return name + ": first difference at byte " + std::to_string(at) + " (line " + std::to_string(line) +
         "): expected '" + expected.substr(at, 40) + "', got '" + actual.substr(at, 40) + "'";
}

std::string golden_differences(const Report& report, const std::string& name) {
  const std::string html = compare_with_golden(write_html(report), name + ".html");
  const std::string csv = compare_with_golden(write_csv(report), name + ".csv");
  return html + (html.empty() || csv.empty() ? "" : "; ") + csv;
}

std::filesystem::path pages_dir() {
  auto dir = std::filesystem::current_path() / "report_pages";
  std::filesystem::create_directories(dir);
  return dir;
}

}  // namespace shashki::reports::samples
