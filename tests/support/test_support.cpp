#include "shashki/test/support.hpp"

#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <fstream>
#include <random>
#include <sstream>
#include <stdexcept>

namespace shashki::test {

namespace {

std::filesystem::path from_env(const char* name, const char* fallback) {
  const char* value = std::getenv(name);
  return (value != nullptr && *value != '\0') ? std::filesystem::path(value)
                                              : std::filesystem::path(fallback);
}

}  // namespace

TempDir::TempDir() {
  std::random_device device;
  const auto base = std::filesystem::temp_directory_path();
  for (int attempt = 0; attempt < 100; ++attempt) {
    auto candidate = base / ("shashki-test-" + std::to_string(::getpid()) + "-" + std::to_string(device()));
    if (std::filesystem::create_directory(candidate)) {
      m_path = candidate;
      return;
    }
  }
  throw std::runtime_error("cannot create a temporary directory");
}

TempDir::~TempDir() {
  std::error_code ec;
  std::filesystem::remove_all(m_path, ec);
}

std::filesystem::path source_dir() {
  return from_env("SHASHKI_SOURCE_DIR", ".");
}
std::filesystem::path data_dir() {
  return source_dir() / "tests" / "data";
}
std::filesystem::path bin_dir() {
  return from_env("SHASHKI_BIN_DIR", "bin");
}

std::string quoted(const std::filesystem::path& path) {
  return "'" + path.string() + "'";
}

std::string shashki_command(const std::string& args) {
  return quoted(bin_dir() / "shashki") + " " + args;
}

std::string read_file(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read " + path.string());
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

RunResult run(const std::string& command, const std::string& input) {
  const TempDir dir;
  const auto in_path = dir.path() / "in";
  const auto out_path = dir.path() / "out";
  const auto err_path = dir.path() / "err";
  std::ofstream(in_path, std::ios::binary) << input;
  const std::string full = "(" + command + ") <'" + in_path.string() + "' >'" + out_path.string() + "' 2>'" +
                           err_path.string() + "'";
  const int status = std::system(full.c_str());
  RunResult result;
  result.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  result.out = read_file(out_path);
  result.err = read_file(err_path);
  return result;
}

}  // namespace shashki::test
