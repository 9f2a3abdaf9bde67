#include "shashki/app/opening_tables.hpp"

#include "shashki/app/errors.hpp"

#include <algorithm>
#include <cctype>
#include <filesystem>
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

}  // namespace

pairing::OpeningTable load_opening_table(const std::string& name) {
  std::string text;
  std::string source = name;
  if (const auto known = known_file(name); !known.empty()) {
    // The built-in tables travel inside the binary (arbiter/app/CMakeLists.txt).
    text = std::string(openings::embedded_file(known));
    source = known;
  } else if (fs::is_regular_file(name)) {
    std::ifstream in(name, std::ios::binary);
    std::stringstream content;
    content << in.rdbuf();
    if (!in) throw Error(ExitCode::input, "--opening-table: cannot read " + name);
    text = content.str();
  } else {
    throw Error(ExitCode::input, "--opening-table: no opening table '" + name +
                                     "' (give IDF Basic, IDF, FMJD or the path of a CSV file)");
  }
  auto table = pairing::OpeningTable::from_csv(text, name);
  if (const auto* error = std::get_if<pairing::OpeningTableError>(&table)) {
    throw Error(ExitCode::input, source + ":" + error->describe());
  }
  return std::get<pairing::OpeningTable>(std::move(table));
}

}  // namespace shashki::app
