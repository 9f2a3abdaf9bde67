#pragma once

#include <stdexcept>
#include <string>

namespace shashki::app {

/// Exit codes of the command-line contract (shared docs/cli.md); the console maps them to
/// message kinds.
enum class ExitCode : int {
  ok = 0,        ///< success
  refused = 1,   ///< a valid request whose answer is "no"
  usage = 2,     ///< the request itself is malformed
  input = 3,     ///< unreadable or malformed input; the message names file:line:column or field
  database = 4,  ///< database in use, corrupt, or of a newer schema
};

/// An error a user can act on: the message says what was wrong, where, and what to do.
class Error : public std::runtime_error {
 public:
  Error(ExitCode code, const std::string& message) : std::runtime_error(message), m_code(code) {}
  [[nodiscard]] ExitCode code() const noexcept { return m_code; }

 private:
  ExitCode m_code;
};

}  // namespace shashki::app
