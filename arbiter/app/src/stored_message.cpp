#include "shashki/app/stored_message.hpp"

#include "shashki/app/i18n.hpp"
#include "shashki/app/plural.hpp"

#include <nlohmann/json.hpp>

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

}  // namespace

std::string stored_message(const tournament::Message& message) {
  if (message.is_verbatim()) return message.english();
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
  return doc.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

std::string stored_text(std::string_view stored) {
  const auto doc = stored_doc(stored);
  if (!doc) return std::string(stored);
  const auto id = (*doc)[std::string(msgid_key)].get<std::string>();
  std::string pattern;
  if (doc->contains("plural") && (*doc)["plural"].is_string() && (*doc)["n"].is_number_unsigned()) {
    const auto plural = (*doc)["plural"].get<std::string>();
    const auto n = (*doc)["n"].get<unsigned long>();
    pattern = ntr(id.c_str(), plural.c_str(), n);
  } else {
    pattern = tr(id.c_str());
  }
  std::vector<tournament::Message::Arg> args;
  if (const auto found = doc->find("args"); found != doc->end() && found->is_object()) {
    for (const auto& [name, value] : found->items()) {
      if (!value.is_string()) continue;
      bool term = false;
      if (const auto t = doc->find("terms"); t != doc->end() && t->is_array()) {
        for (const auto& n : *t) term = term || (n.is_string() && n.get<std::string>() == name);
      }
      args.push_back({name, value.get<std::string>(), term});
    }
  }
  if (doc->contains("n") && (*doc)["n"].is_number_unsigned()) {
    args.push_back({"n", std::to_string((*doc)["n"].get<unsigned long>()), false});
  }
  return tournament::fill_placeholders(pattern, args, [](const char* term) { return std::string(tr(term)); });
}

bool stored_message_is(std::string_view stored, std::string_view id) {
  const auto doc = stored_doc(stored);
  return doc && (*doc)[std::string(msgid_key)].get<std::string>() == id;
}

}  // namespace shashki::app
