#pragma once

#include "shashki/tournament/message.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace shashki::app {

/// What the program itself writes into the audit log and the clock journal is stored in no
/// language: the message id with its arguments, as the JSON text
///     {"msgid": "{name} (No. {number}) withdrew from round {round}: the game is forfeited",
///      "args": {"name": "Ivanov", "number": "3", "round": "2"}}
/// (an argument that is itself a msgid is stored with "terms": [its names]; one that is a message
/// with arguments of its own, as its document in its place). It reads in the
/// language of whoever reads it (stored_text). A plural message keeps its count ("n") and both
/// ids. Verbatim text (the judge's own words) is stored as it is.
[[nodiscard]] std::string stored_message(const tournament::Message& message);

/// stored_message() of `message` whose argument `name` is a message of its own (`inner`, with
/// its own arguments): stored nested in its place, so that both read in the reader's language.
[[nodiscard]] std::string stored_message(const tournament::Message& message, const std::string& name,
                                         const tournament::Message& inner);

/// A stored_message() read back: its msgid (and plural id with its count) and its arguments.
struct StoredMessage {
  std::string id;
  std::optional<std::string> plural_id;
  unsigned long count = 0;
  std::vector<tournament::Message::Arg> args;
  /// The arguments that are messages of their own, each as its stored_message() text.
  std::vector<std::pair<std::string, std::string>> nested;
};

/// `stored` as a stored_message(); nullopt for any other text (the judge's own words, an older
/// version's English).
[[nodiscard]] std::optional<StoredMessage> read_stored_message(std::string_view stored);

/// The stored text in the reader's language: a stored_message() is translated and filled; any
/// other text (the judge's own words, or an English sentence an older version wrote) is returned
/// as it is.
[[nodiscard]] std::string stored_text(std::string_view stored);

/// True when `stored` is a stored_message() whose msgid is `id`.
[[nodiscard]] bool stored_message_is(std::string_view stored, std::string_view id);

}  // namespace shashki::app
