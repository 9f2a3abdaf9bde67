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
  Parsed(T value) : m_data(std::move(value)) {}            // NOLINT: implicit by design
  Parsed(ParseError error) : m_data(std::move(error)) {}  // NOLINT: implicit by design

  [[nodiscard]] bool ok() const { return m_data.index() == 0; }
  explicit operator bool() const { return ok(); }
  [[nodiscard]] const T& value() const { return std::get<0>(m_data); }
  [[nodiscard]] T& value() { return std::get<0>(m_data); }
  [[nodiscard]] const T& operator*() const { return value(); }
  [[nodiscard]] const T* operator->() const { return &value(); }
  [[nodiscard]] const ParseError& error() const { return std::get<1>(m_data); }

 private:
  std::variant<T, ParseError> m_data;
};

}  // namespace shashki::rules
