#include "shashki/app/opening_tables.hpp"

#include "service_support.hpp"
#include "shashki/app/errors.hpp"
#include "shashki/app/i18n.hpp"
#include "shashki/format/opening_table_csv.hpp"

#include <algorithm>
#include <cctype>
#include <fstream>
#include <sstream>
#include <string_view>

namespace shashki::app {

namespace openings {
std::string_view embedded_file(std::string_view name);  // embedded_openings.cpp (generated)
}

namespace {

namespace fs = std::filesystem;

// The file of a table known by name; names are compared without case, spaces and dashes.
std::string known_file(std::string name) {
  std::erase_if(name, [](char c) { return c == ' ' || c == '-' || c == '_'; });
  std::transform(name.begin(), name.end(), name.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  if (name == "idfbasic") return "categoriesIDFBasic.csv";
  if (name == "idf") return "categoriesIDF.csv";
  if (name == "fmjd") return "categoriesFMJD.csv";
  return {};
}

// The table in `text`, or Error(input) naming `source`, the line and the column.
pairing::OpeningTable parsed(const std::string& text, const std::string& source) {
  auto table = format::read_opening_table(text, source);
  if (const auto* error = std::get_if<format::OpeningTableError>(&table)) {
    throw refused_text(source, *error, "opening_table");
  }
  return std::get<pairing::OpeningTable>(std::move(table));
}

Message no_table(const std::string& name) {
  return Message(
             N_("there is no opening table '{name}' (give IDF Basic, IDF, FMJD or the path of a CSV file)"))
      .with("name", name)
      .about("opening_table");
}

}  // namespace

OpeningTableFile read_opening_table_file(const fs::path& file) {
  if (!fs::is_regular_file(file)) throw Error(ExitCode::input, no_table(file.string()));
  std::ifstream in(file, std::ios::binary);
  std::stringstream content;
  content << in.rdbuf();
  if (!in) {
    throw Error(
        ExitCode::input,
        Message(N_("{file}: cannot read the file")).with("file", file.string()).about("opening_table"));
  }
  OpeningTableFile table{file.filename().string(), content.str()};
  (void)parsed(table.csv, file.string());
  return table;
}

pairing::OpeningTable load_opening_table(const std::string& name) {
  if (const auto known = known_file(name); !known.empty()) {
    // The built-in tables travel inside the binary (arbiter/app/CMakeLists.txt).
    return parsed(std::string(openings::embedded_file(known)), known);
  }
  return parsed(read_opening_table_file(name).csv, name);
}

pairing::OpeningTable opening_table_of(const tournament::Event& event) {
  if (!event.opening_csv.empty()) return parsed(event.opening_csv, event.opening_table);
  return load_opening_table(event.opening_table);
}

void settle_opening_table(tournament::Event& event) {
  if (!event.opening_csv.empty()) {
    (void)parsed(event.opening_csv, event.opening_table.empty() ? "CSV" : event.opening_table);
    return;
  }
  if (event.opening_table.empty() || !known_file(event.opening_table).empty()) return;
  // A federation's file: its text goes into the database with the event, named by the file.
  auto file = read_opening_table_file(event.opening_table);
  event.opening_table = std::move(file.name);
  event.opening_csv = std::move(file.csv);
}

}  // namespace shashki::app
