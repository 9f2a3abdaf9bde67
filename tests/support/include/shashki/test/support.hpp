#pragma once

#include <filesystem>
#include <string>

namespace shashki::test {

/// A fresh directory under the system temp folder, removed when the object dies.
class TempDir {
 public:
  TempDir();
  ~TempDir();
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  [[nodiscard]] const std::filesystem::path& path() const { return m_path; }

 private:
  std::filesystem::path m_path;
};

/// tests/data of the source tree: the reference data the tests read (perft table, games, TRF).
std::filesystem::path data_dir();
/// The source tree, from SHASHKI_SOURCE_DIR set by CTest.
std::filesystem::path source_dir();
/// The folder holding the built programs (shashki, shashki-console).
std::filesystem::path bin_dir();

/// Result of running a program: exit code and what it printed on each stream.
struct RunResult {
  int exit_code = -1;
  std::string out;
  std::string err;
};

/// Runs `command` through /bin/sh with `input` on its standard input.
RunResult run(const std::string& command, const std::string& input = {});

/// A shell command line running the built `shashki` with `args` (already quoted as needed).
std::string shashki_command(const std::string& args);

/// `path` in single quotes for the shell.
std::string quoted(const std::filesystem::path& path);

/// Whole content of a file.
std::string read_file(const std::filesystem::path& path);

}  // namespace shashki::test
