#pragma once

#include <string>
#include <utility>
#include <variant>

namespace shashki::rules {

/// What was wrong with a text and where. `message` is a fixed English sentence (a gettext
/// msgid: the command line translates it), `token` the offending text.
struct ParseError {
  int line = 1;              ///< 1-based line
  int column = 1;            ///< 1-based column (bytes)
  const char* message = "";  ///< what is wrong, a msgid
  std::string token;         ///< the text it is about, may be empty
};

/// A parsed value or the error that stopped the parse (expected failures are values).
template <class T>
class Parsed {
 public:
  /// A parsed value (implicit, so that a parser can `return value;`).
  Parsed(T value) : m_data(std::move(value)) {}  // NOLINT(google-explicit-constructor)
  /// A failure (implicit, so that a parser can `return error;`).
  Parsed(ParseError error) : m_data(std::move(error)) {}  // NOLINT(google-explicit-constructor)

  /// Whether a value was parsed.
  [[nodiscard]] bool ok() const { return m_data.index() == 0; }
  /// Same as ok().
  explicit operator bool() const { return ok(); }
  /// The value; only when ok().
  [[nodiscard]] const T& value() const { return std::get<0>(m_data); }
  /// The value; only when ok().
  [[nodiscard]] T& value() { return std::get<0>(m_data); }
  /// The value; only when ok().
  [[nodiscard]] const T& operator*() const { return value(); }
  /// The value; only when ok().
  [[nodiscard]] const T* operator->() const { return &value(); }
  /// The error; only when !ok().
  [[nodiscard]] const ParseError& error() const { return std::get<1>(m_data); }

 private:
  std::variant<T, ParseError> m_data;
};

}  // namespace shashki::rules
