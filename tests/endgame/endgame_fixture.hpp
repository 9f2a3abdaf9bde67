#pragma once
// The databases the tests read: the 2-4 piece classes they name and every class those lead to,
// built once per test run in a temporary directory (a few seconds).

#include "shashki/endgame/tablebase.hpp"

#include <filesystem>
#include <string>
#include <vector>

#include <unistd.h>

namespace shashki::endgame::testing {

/// The classes built for the tests: kings only, and men and kings of four pieces.
inline std::vector<Material> test_classes() {
  return {{0, 3, 0, 1}, {0, 2, 0, 2}, {1, 2, 0, 1}, {1, 1, 1, 1}, {2, 0, 2, 0}, {2, 0, 1, 1}};
}

class TestDatabases {
 public:
  /// Builds `classes` (and what they lead to) in a directory named by `tag` and the process.
  explicit TestDatabases(std::vector<Material> classes = test_classes(), const std::string& tag = "tests")
      : m_dir(std::filesystem::temp_directory_path() /
              ("shashki-endgame-" + tag + "-" + std::to_string(::getpid()))) {
    BuildOptions options;
    options.only = std::move(classes);
    m_reports = build(m_dir, options);
  }
  ~TestDatabases() {
    std::error_code ec;
    std::filesystem::remove_all(m_dir, ec);
  }
  TestDatabases(const TestDatabases&) = delete;
  TestDatabases& operator=(const TestDatabases&) = delete;

  [[nodiscard]] const std::filesystem::path& dir() const { return m_dir; }
  [[nodiscard]] const std::vector<ClassReport>& reports() const { return m_reports; }

 private:
  std::filesystem::path m_dir;
  std::vector<ClassReport> m_reports;
};

/// The shared databases, built on first use.
inline const TestDatabases& databases() {
  static const TestDatabases instance;
  return instance;
}

/// Only three kings against one and the classes it leads to (2-4 kings): what the rulings of
/// the app and the console are tested on, built in a second or two.
inline const TestDatabases& king_databases() {
  static const TestDatabases instance({{0, 3, 0, 1}}, "kings");
  return instance;
}

}  // namespace shashki::endgame::testing
