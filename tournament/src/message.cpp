#include "shashki/tournament/message.hpp"

#include <cstring>

namespace shashki::tournament {

namespace {

const char* or_empty(const char* text) {
  return text == nullptr ? "" : text;
}

}  // namespace

Message Message::plural(const char* singular, const char* plural_id, unsigned long n) {
  Message m(singular);
  m.m_plural = plural_id;
  m.m_count = n;
  m.m_args.push_back(Arg{"n", std::to_string(n)});
  return m;
}

Message Message::verbatim(std::string text) {
  Message m;
  m.m_verbatim = std::move(text);
  return m;
}

Message& Message::with(std::string name, std::string value) & {
  m_args.push_back(Arg{std::move(name), std::move(value)});
  return *this;
}

Message&& Message::with(std::string name, std::string value) && {
  return std::move(with(std::move(name), std::move(value)));
}

Message& Message::with(std::string name, long long value) & {
  return with(std::move(name), std::to_string(value));
}

Message&& Message::with(std::string name, long long value) && {
  return std::move(with(std::move(name), value));
}

Message& Message::with_term(std::string name, const char* id) & {
  m_args.push_back(Arg{std::move(name), or_empty(id), true});
  return *this;
}

Message&& Message::with_term(std::string name, const char* id) && {
  return std::move(with_term(std::move(name), id));
}

Message& Message::about(std::string field) & {
  m_field = std::move(field);
  return *this;
}

Message&& Message::about(std::string field) && {
  return std::move(about(std::move(field)));
}

std::string Message::render(
    const std::function<std::string(const char*)>& singular,
    const std::function<std::string(const char*, const char*, unsigned long)>& plural) const {
  if (is_verbatim()) return m_verbatim;
  const std::string pattern = m_plural != nullptr ? plural(m_id, m_plural, m_count) : singular(m_id);
  return fill_placeholders(pattern, m_args, singular);
}

std::string Message::english() const {
  return render(
      [](const char* id) { return std::string(or_empty(id)); },
      [](const char* one, const char* many, unsigned long n) { return std::string(n == 1 ? one : many); });
}

bool operator==(const Message& a, const Message& b) {
  return std::strcmp(or_empty(a.m_id), or_empty(b.m_id)) == 0 &&
         std::strcmp(or_empty(a.m_plural), or_empty(b.m_plural)) == 0 && a.m_count == b.m_count &&
         a.m_verbatim == b.m_verbatim && a.m_args == b.m_args && a.m_field == b.m_field;
}

std::string fill_placeholders(std::string_view pattern, const std::vector<Message::Arg>& args,
                              const std::function<std::string(const char*)>& translate_term) {
  std::string out;
  out.reserve(pattern.size() + 16);
  for (std::size_t i = 0; i < pattern.size(); ++i) {
    const char c = pattern[i];
    if ((c == '{' || c == '}') && i + 1 < pattern.size() && pattern[i + 1] == c) {
      out += c;
      ++i;
      continue;
    }
    if (c == '{') {
      const std::size_t close = pattern.find('}', i + 1);
      if (close != std::string_view::npos) {
        const std::string_view name = pattern.substr(i + 1, close - i - 1);
        const Message::Arg* found = nullptr;
        for (const auto& arg : args) {
          if (arg.name == name) found = &arg;
        }
        if (found != nullptr) {
          out += found->translated ? translate_term(found->value.c_str()) : found->value;
          i = close;
          continue;
        }
      }
    }
    out += c;
  }
  return out;
}

}  // namespace shashki::tournament
