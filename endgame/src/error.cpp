#include "shashki/endgame/error.hpp"

#include <utility>

namespace shashki::endgame {

namespace {

// The English text: `id` (or `plural` unless n is 1) with each {name} replaced by its value.
std::string english_text(const char* id, const char* plural, unsigned long n,
                         const std::vector<DatabaseError::Arg>& args) {
  std::string text = plural != nullptr && n != 1 ? plural : id;
  auto put = [&](const std::string& name, const std::string& value) {
    const std::string key = "{" + name + "}";
    for (auto at = text.find(key); at != std::string::npos; at = text.find(key, at + value.size())) {
      text.replace(at, key.size(), value);
    }
  };
  for (const auto& a : args) put(a.name, a.value);
  if (plural != nullptr) put("n", std::to_string(n));
  return text;
}

}  // namespace

DatabaseError::DatabaseError(const char* id, std::vector<Arg> args)
    : std::runtime_error(english_text(id, nullptr, 0, args)), m_id(id), m_args(std::move(args)) {}

DatabaseError::DatabaseError(const char* singular, const char* plural, unsigned long n, std::vector<Arg> args)
    : std::runtime_error(english_text(singular, plural, n, args)),
      m_id(singular),
      m_plural(plural),
      m_count(n),
      m_args(std::move(args)) {}

}  // namespace shashki::endgame
