#pragma once

#include <cassert>
#include <optional>
#include <string>
#include <utility>

namespace shashki::tournament {

/// The outcome of checking user input: a value, or a message that names the field and says what
/// was wrong. Expected failures travel as values (docs/style.md, habit 5).
template <class T>
class Checked {
 public:
  /// A valid value.
  Checked(T value) : m_value(std::move(value)) {}  // NOLINT(google-explicit-constructor)
  /// A failure with its message.
  static Checked failure(std::string message) {
    Checked c;
    c.m_error = std::move(message);
    return c;
  }

  /// True when a value is present.
  [[nodiscard]] bool ok() const { return m_value.has_value(); }
  explicit operator bool() const { return ok(); }
  /// The value; only when ok().
  [[nodiscard]] const T& value() const {
    assert(ok());
    return *m_value;
  }
  [[nodiscard]] const T& operator*() const { return value(); }
  [[nodiscard]] const T* operator->() const { return &value(); }
  /// The message; only when !ok().
  [[nodiscard]] const std::string& error() const { return m_error; }

 private:
  Checked() = default;
  std::optional<T> m_value;
  std::string m_error;
};

}  // namespace shashki::tournament
