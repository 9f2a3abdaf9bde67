#pragma once

#include "shashki/tournament/message.hpp"

#include <stdexcept>
#include <string>

namespace shashki::app {

using tournament::Message;

/// Exit codes of the command-line contract (docs/cli.md); the console maps them to
/// message kinds.
enum class ExitCode : int {
  ok = 0,        ///< success
  refused = 1,   ///< a valid request whose answer is "no"
  usage = 2,     ///< the request itself is malformed
  input = 3,     ///< unreadable or malformed input; the message names file:line:column or field
  database = 4,  ///< database in use, corrupt, or of a newer schema
};

/// An error a user can act on: a Message that says what was wrong, where, and what to do, with
/// the field it concerns. The front ends show translate(message()); what() is the English text
/// for logs.
class Error : public std::runtime_error {
 public:
  Error(ExitCode code, Message message)
      : std::runtime_error(message.english()), m_code(code), m_message(std::move(message)) {}
  /// Text that is no message id (a library's words): shown as it is.
  Error(ExitCode code, const std::string& text) : Error(code, Message::verbatim(text)) {}
  Error(ExitCode code, const char* text) : Error(code, Message::verbatim(text)) {}
  [[nodiscard]] ExitCode code() const noexcept { return m_code; }
  [[nodiscard]] const Message& message() const noexcept { return m_message; }

 private:
  ExitCode m_code;
  Message m_message;
};

}  // namespace shashki::app
