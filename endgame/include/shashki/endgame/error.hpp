#pragma once

#include <stdexcept>
#include <string>
#include <vector>

namespace shashki::endgame {

/// Marks a string literal as a message id for xgettext (`--keyword=N_`) without translating it.
#ifndef N_
#define N_(text) text
#endif

/// A failure of the endgame databases the judge can act on: a class file missing, unreadable,
/// damaged or not writable, a failed consistency pass. `id()` is an English gettext msgid with
/// `{name}` placeholders and `args()` their values (a file, a class, a count), so the app can say
/// it in the judge's language; the module depends on rules/ only and so names no message type of
/// its own. what() is the English text.
class DatabaseError : public std::runtime_error {
 public:
  /// One placeholder's value.
  struct Arg {
    std::string name;
    std::string value;
  };

  DatabaseError(const char* id, std::vector<Arg> args);
  /// A message whose form depends on `n` (ngettext); `{n}` in the text is replaced by `n`.
  DatabaseError(const char* singular, const char* plural, unsigned long n, std::vector<Arg> args);

  /// The msgid (the singular one when there is a count).
  [[nodiscard]] const char* id() const { return m_id; }
  /// The plural msgid, or nullptr.
  [[nodiscard]] const char* plural_id() const { return m_plural; }
  /// The count choosing the plural form.
  [[nodiscard]] unsigned long count() const { return m_count; }
  [[nodiscard]] const std::vector<Arg>& args() const { return m_args; }

 private:
  const char* m_id;
  const char* m_plural = nullptr;
  unsigned long m_count = 0;
  std::vector<Arg> m_args;
};

/// What build() throws when its cancel flag was raised.
class BuildCancelled : public DatabaseError {
 public:
  BuildCancelled() : DatabaseError(N_("the build of the endgame databases was stopped"), {}) {}
};

}  // namespace shashki::endgame
