#include "shashki/app/stored_message.hpp"

#include "shashki/app/i18n.hpp"
#include "shashki/app/plural.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <optional>
#include <vector>

namespace shashki::app {

namespace {

constexpr std::string_view msgid_key = "msgid";

// The stored message of `stored`, or nullopt for any other text.
std::optional<nlohmann::json> stored_doc(std::string_view stored) {
  if (!stored.starts_with('{')) return std::nullopt;
  auto doc = nlohmann::json::parse(stored, nullptr, false);
  if (doc.is_discarded() || !doc.is_object() || !doc.contains(msgid_key) || !doc[msgid_key].is_string())
    return std::nullopt;
  return doc;
}

// The stored form of a message as a document.
nlohmann::json message_doc(const tournament::Message& message) {
  nlohmann::json doc;
  doc[std::string(msgid_key)] = message.id();
  if (message.plural_id() != nullptr) {
    doc["plural"] = message.plural_id();
    doc["n"] = message.count();
  }
  nlohmann::json args = nlohmann::json::object();
  nlohmann::json terms = nlohmann::json::array();
  for (const auto& arg : message.args()) {
    args[arg.name] = arg.value;
    if (arg.translated) terms.push_back(arg.name);
  }
  doc["args"] = std::move(args);
  if (!terms.empty()) doc["terms"] = std::move(terms);
  return doc;
}

std::string dumped(const nlohmann::json& doc) {
  return doc.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace

std::string stored_message(const tournament::Message& message) {
  if (message.is_verbatim()) return message.english();
  return dumped(message_doc(message));
}

std::string stored_message(const tournament::Message& message, const std::string& name,
                           const tournament::Message& inner) {
  if (message.is_verbatim()) return message.english();
  auto doc = message_doc(message);
  // Verbatim text stays a plain argument; a message is a document of its own in its place.
  doc["args"][name] = inner.is_verbatim() ? nlohmann::json(inner.english()) : message_doc(inner);
  return dumped(doc);
}

std::optional<StoredMessage> read_stored_message(std::string_view stored) {
  const auto doc = stored_doc(stored);
  if (!doc) return std::nullopt;
  StoredMessage m;
  m.id = (*doc)[std::string(msgid_key)].get<std::string>();
  if (doc->contains("plural") && (*doc)["plural"].is_string() && doc->contains("n") &&
      (*doc)["n"].is_number_unsigned()) {
    m.plural_id = (*doc)["plural"].get<std::string>();
    m.count = (*doc)["n"].get<unsigned long>();
  }
  std::vector<std::string> terms;
  if (const auto t = doc->find("terms"); t != doc->end() && t->is_array()) {
    for (const auto& name : *t) {
      if (name.is_string()) terms.push_back(name.get<std::string>());
    }
  }
  if (const auto found = doc->find("args"); found != doc->end() && found->is_object()) {
    for (const auto& [name, value] : found->items()) {
      if (value.is_object()) {
        m.nested.emplace_back(name, dumped(value));
        continue;
      }
      if (!value.is_string()) continue;
      const bool term = std::find(terms.begin(), terms.end(), name) != terms.end();
      m.args.push_back({name, value.get<std::string>(), term});
    }
  }
  return m;
}

std::string stored_text(std::string_view stored) {
  const auto m = read_stored_message(stored);
  if (!m) return std::string(stored);
  const std::string pattern =
      m->plural_id ? ntr(m->id.c_str(), m->plural_id->c_str(), m->count) : tr(m->id.c_str());
  auto args = m->args;
  for (const auto& [name, inner] : m->nested) args.push_back({name, stored_text(inner), false});
  if (m->plural_id) args.push_back({"n", std::to_string(m->count), false});
  return tournament::fill_placeholders(pattern, args, [](const char* term) { return std::string(tr(term)); });
}

bool stored_message_is(std::string_view stored, std::string_view id) {
  const auto m = read_stored_message(stored);
  return m && m->id == id;
}

}  // namespace shashki::app
