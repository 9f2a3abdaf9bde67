#pragma once

#include "shashki/tournament/message.hpp"

#include <cassert>
#include <optional>
#include <string>
#include <utility>

namespace shashki::tournament {

/// The outcome of checking user input: a value, or a Message that names the field and says what
/// was wrong, for the app to translate. Expected failures travel as values; exceptions are for
/// file and database failures.
template <class T>
class Checked {
 public:
  /// A valid value.
  Checked(T value) : m_value(std::move(value)) {}  // NOLINT(google-explicit-constructor)
  /// A failure with its message.
  static Checked failure(Message message) {
    Checked c;
    c.m_error = std::move(message);
    return c;
  }
  /// A failure whose text is not a message id (shown as it is in every language).
  static Checked failure(std::string text) { return failure(Message::verbatim(std::move(text))); }
  static Checked failure(const char* text) { return failure(Message::verbatim(text)); }

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
  [[nodiscard]] const Message& problem() const { return m_error; }
  /// The message in English (logs); only when !ok().
  [[nodiscard]] std::string error() const { return m_error.english(); }

 private:
  Checked() = default;
  std::optional<T> m_value;
  Message m_error;
};

}  // namespace shashki::tournament
