#include "shashki/app/opening_tables.hpp"

#include "shashki/app/errors.hpp"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <vector>

namespace shashki::app {

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

std::vector<fs::path> search_dirs() {
  std::vector<fs::path> dirs;
  if (const char* d = std::getenv("SHASHKI_OPENINGS_DIR")) dirs.emplace_back(d);
  if (const char* d = std::getenv("SHASHKI_SHARED_DIR")) dirs.push_back(fs::path(d) / "data" / "openings");
  dirs.emplace_back("/usr/share/shashki-arbiter/openings");
  return dirs;
}

}  // namespace

pairing::OpeningTable load_opening_table(const std::string& name) {
  fs::path file = name;
  if (!fs::is_regular_file(file)) {
    file.clear();
    if (const auto known = known_file(name); !known.empty()) {
      for (const auto& dir : search_dirs()) {
        if (fs::is_regular_file(dir / known)) {
          file = dir / known;
          break;
        }
      }
    }
  }
  if (file.empty()) {
    throw Error(ExitCode::input, "--opening-table: no opening table '" + name +
                                     "' (give a CSV file, or IDF Basic, IDF or FMJD with SHASHKI_OPENINGS_DIR "
                                     "naming their folder)");
  }
  std::ifstream in(file, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  if (!in) throw Error(ExitCode::input, "--opening-table: cannot read " + file.string());
  auto table = pairing::OpeningTable::from_csv(text.str(), name);
  if (const auto* error = std::get_if<pairing::OpeningTableError>(&table)) {
    throw Error(ExitCode::input, file.string() + ":" + error->describe());
  }
  return std::get<pairing::OpeningTable>(std::move(table));
}

}  // namespace shashki::app
