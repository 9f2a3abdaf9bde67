#pragma once
// A database of its own in a temporary folder for a command-line test, and files beside it.

#include "shashki/test/support.hpp"

#include <filesystem>
#include <string>

namespace shashki::test {

/// Runs `shashki --lang LANG --db DIR/event.db ARGS` on its own database.
class EventDatabase {
 public:
  RunResult operator()(const std::string& args, const std::string& lang = "en") const {
    return run(shashki_command("--lang " + lang + " --db " + quoted(m_dir.path() / "event.db") + " " + args));
  }
  /// A path beside the database.
  [[nodiscard]] std::filesystem::path file(const std::string& name) const { return m_dir.path() / name; }

 private:
  TempDir m_dir;
};

}  // namespace shashki::test
