#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace shashki::tournament {

/// Marks a string literal as a message id for xgettext (`--keyword=N_`) without translating it:
/// the core modules name their messages, the app translates them.
#ifndef N_
#define N_(text) text
#endif

/// A message for the judge, not yet translated: a gettext msgid in English with `{name}`
/// placeholders, the values of those placeholders, the count that chooses a plural form when
/// there is one, and the field of the request it concerns ("event", "round", "board", "player",
/// "result", "reason", "file", ...; empty when none). Core modules and the app's use cases
/// refuse with a Message; the front ends translate it (app::translate), and only the CLI turns
/// the field into an option name.
///
///     Message(N_("round {round} is a draft; publish it first")).with("round", 2).about("round")
///     Message::plural(N_("{n} game"), N_("{n} games"), count)
class Message {
 public:
  /// One placeholder's value. A `translated` value is itself a msgid (a state, a kind, a
  /// colour) and is translated before it is put in.
  struct Arg {
    std::string name;
    std::string value;
    bool translated = false;
    friend bool operator==(const Arg&, const Arg&) = default;
  };

  Message() = default;
  /// The message `id` (a string literal marked with N_ where it is not written in place).
  explicit Message(const char* id) : m_id(id) {}
  /// A message whose form depends on `n` (ngettext); `{n}` in the text is replaced by `n`.
  static Message plural(const char* singular, const char* plural_id, unsigned long n);
  /// Text that is not a message id (a file's own words, an exception of a library): shown as it
  /// is in every language.
  static Message verbatim(std::string text);

  /// Puts `value` in place of `{name}`.
  Message& with(std::string name, std::string value) &;
  Message&& with(std::string name, std::string value) &&;
  Message& with(std::string name, long long value) &;
  Message&& with(std::string name, long long value) &&;
  Message& with(std::string name, int value) & {
    return with(std::move(name), static_cast<long long>(value));
  }
  Message&& with(std::string name, int value) && {
    return std::move(with(std::move(name), static_cast<long long>(value)));
  }
  Message& with(std::string name, const char* value) & { return with(std::move(name), std::string(value)); }
  Message&& with(std::string name, const char* value) && {
    return std::move(with(std::move(name), std::string(value)));
  }
  /// Puts the translation of msgid `id` in place of `{name}` (a state, a colour, a kind).
  Message& with_term(std::string name, const char* id) &;
  Message&& with_term(std::string name, const char* id) &&;
  /// The field of the request this message is about.
  Message& about(std::string field) &;
  Message&& about(std::string field) &&;

  /// The msgid (the singular one for a plural message); empty for verbatim text.
  [[nodiscard]] const char* id() const { return m_id; }
  /// The plural msgid, or nullptr.
  [[nodiscard]] const char* plural_id() const { return m_plural; }
  /// The count choosing the plural form.
  [[nodiscard]] unsigned long count() const { return m_count; }
  [[nodiscard]] const std::vector<Arg>& args() const { return m_args; }
  [[nodiscard]] const std::string& field() const { return m_field; }
  /// True for verbatim text (no msgid).
  [[nodiscard]] bool is_verbatim() const { return m_id == nullptr || *m_id == '\0'; }
  /// True when nothing was said.
  [[nodiscard]] bool empty() const { return is_verbatim() && m_verbatim.empty(); }

  /// The text with its placeholders filled: `singular` and `plural` translate a msgid (or a
  /// msgid pair with a count); they are the identity for English.
  [[nodiscard]] std::string render(
      const std::function<std::string(const char*)>& singular,
      const std::function<std::string(const char*, const char*, unsigned long)>& plural) const;
  /// The English text (logs, exceptions' what()).
  [[nodiscard]] std::string english() const;

  friend bool operator==(const Message& a, const Message& b);

 private:
  const char* m_id = nullptr;
  const char* m_plural = nullptr;
  unsigned long m_count = 0;
  std::string m_verbatim;
  std::vector<Arg> m_args;
  std::string m_field;
};

/// Puts `args` into `pattern` in place of their `{name}`; `{{` and `}}` stand for braces. An
/// unknown placeholder is left as written.
[[nodiscard]] std::string fill_placeholders(std::string_view pattern, const std::vector<Message::Arg>& args,
                                            const std::function<std::string(const char*)>& translate_term);

}  // namespace shashki::tournament
