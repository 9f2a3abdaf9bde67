// The board page's words, from the message catalogs (po/<lang>/venue.po). The page switches
// language on the phone, so it gets the words of every language at once; gettext answers in the
// process's one language only, so the compiled catalog (shashki.mo) of each language is read
// here directly.
#include "shashki/web/board_page.hpp"

#include "catalog.hpp"
#include "shashki/app/i18n.hpp"

#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <mutex>

namespace shashki::web {

namespace {

// A word of the page: its key in board.js and its msgid, with a plural id for a count ({n}).
struct PageWord {
  const char* key;
  const char* id;
  const char* plural_id = nullptr;
  // Named like Message::plural, so that xgettext (keyword plural:1,2) collects both ids.
  static constexpr PageWord plural(const char* one, const char* many, const char* key) {
    return {key, one, many};
  }
};

// board.js and arbiter.js ask for these keys; the language switch shows each language's own name, which is
// not translated.
constexpr PageWord page_word_list[] = {
    {"white", N_("White")},
    {"black", N_("Black")},
    {"boardRound", N_("Board {board}, round {round}")},
    PageWord::plural("{n} move", "{n} moves", "moves"),
    {"call", N_("Call the arbiter")},
    {"called", N_("The arbiter has been called")},
    {"online", N_("online")},
    {"offline", N_("offline")},
    {"offlineBanner", N_("No connection: the clock runs on and presses are kept")},
    {"flag", N_("Flag fell: {side}")},
    {"paused", N_("Clock paused")},
    {"appeal", N_("Paused for appeal")},
    {"finished", N_("Game over")},
    {"waiting", N_("The clock has not been started")},
    {"notYourTurn", N_("It is the opponent's move")},
    {"refused", N_("Not accepted")},
    {"arbiterWon", N_("The arbiter changed the clock: the arbiter's clock is shown")},
    {"result", N_("Result")},
    {"proposeTitle", N_("Propose the result of the game:")},
    {"cancel", N_("Cancel")},
    {"proposes", N_("{side} proposes {result}")},
    {"confirm", N_("Confirm")},
    {"reject", N_("Reject")},
    {"waitingOpponent", N_("Waiting for the opponent to confirm {result}")},
    {"agreed", N_("Result {result} agreed: the arbiter confirms it")},
    {"entered", N_("Result {result} entered")},
    {"rejected", N_("The result was rejected: play on")},
    {"flagProposed", N_("Flag: {result} is proposed to the arbiter")},
    // The floor arbiter's page (arbiter.js).
    {"floorPage", N_("Floor arbiter")},
    {"floorTitle", N_("Floor arbiter: {name}")},
    {"floorRevoked", N_("This arbiter link is not valid any more; ask the chief arbiter for a new one")},
    {"boardColumn", N_("Board")},
    {"clockColumn", N_("Clock")},
    {"actionsColumn", N_("Actions")},
    {"noBoards", N_("No round is on the clocks.")},
    {"calls", N_("Calls the arbiter.")},
    {"pause", N_("Pause")},
    {"resume", N_("Resume")},
    {"appealAction", N_("Appeal")},
    {"appealWho", N_("Who appeals?")},
    {"appealReason", N_("What the player says")},
    {"send", N_("Open the appeal")},
    {"resultOf", N_("Result of board {board}:")},
    {"confirmResult", N_("Confirm {result}")},
    {"floorDone", N_("Board {board}: done.")},
    {"board", N_("Board {board}")},
    {"offlineFloor", N_("No connection to the venue server: nothing was done.")},
};

// A compiled gettext catalog (the GNU .mo format): msgid -> msgstr, a plural entry's ids joined
// by a NUL and its forms likewise. Empty when the file is missing or not a catalog.
std::map<std::string, std::string> read_catalog(const std::filesystem::path& path) {
  std::map<std::string, std::string> entries;
  std::ifstream in(path, std::ios::binary);
  const std::string data{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  const auto word = [&](std::size_t at, bool swapped) -> std::uint32_t {
    if (at + 4 > data.size()) return 0;
    std::uint32_t w = 0;
    std::memcpy(&w, data.data() + at, 4);
    return swapped ? __builtin_bswap32(w) : w;
  };
  if (data.size() < 20) return entries;
  bool swapped = false;
  if (word(0, false) != 0x950412deU) {
    if (word(0, true) != 0x950412deU) return entries;
    swapped = true;
  }
  const auto count = word(8, swapped);
  const auto originals = word(12, swapped);
  const auto translations = word(16, swapped);
  const auto text = [&](std::uint32_t table, std::uint32_t k) -> std::optional<std::string> {
    const std::size_t length = word(table + 8 * std::size_t{k}, swapped);
    const std::size_t offset = word(table + 8 * std::size_t{k} + 4, swapped);
    if (offset + length > data.size()) return std::nullopt;
    return data.substr(offset, length);
  };
  for (std::uint32_t k = 0; k < count; ++k) {
    auto id = text(originals, k);
    auto str = text(translations, k);
    if (!id || !str) break;
    entries.emplace(std::move(*id), std::move(*str));
  }
  return entries;
}

// The catalog header's plural expression ("Plural-Forms: nplurals=3; plural=EXPR;"), which is C
// and therefore also JavaScript; English's when the header has none.
std::string plural_expression(const std::map<std::string, std::string>& catalog) {
  const std::string english = "n != 1";
  const auto header = catalog.find("");
  if (header == catalog.end()) return english;
  const auto at = header->second.find("plural=");
  if (at == std::string::npos) return english;
  const auto start = at + 7;
  const auto end = header->second.find_first_of(";\n", start);
  return header->second.substr(start, end == std::string::npos ? std::string::npos : end - start);
}

// Splits a plural entry's forms.
nlohmann::json forms(const std::string& joined) {
  auto list = nlohmann::json::array();
  std::size_t start = 0;
  for (;;) {
    const auto end = joined.find('\0', start);
    list.push_back(joined.substr(start, end == std::string::npos ? std::string::npos : end - start));
    if (end == std::string::npos) return list;
    start = end + 1;
  }
}

}  // namespace

std::map<std::string, std::string> detail::language_catalog(std::string_view lang) {
  // English is the msgids themselves; another language reads its catalog.
  if (lang == "en") return {};
  return read_catalog(std::filesystem::path(app::locale_dir()) / std::string(lang) / "LC_MESSAGES" /
                      (std::string(app::text_domain) + ".mo"));
}

std::string detail::catalog_word(std::string_view lang, const std::string& id) {
  static std::mutex mutex;
  static std::map<std::string, std::map<std::string, std::string>, std::less<>> catalogs;
  const std::lock_guard lock(mutex);
  auto it = catalogs.find(lang);
  if (it == catalogs.end()) it = catalogs.emplace(std::string(lang), language_catalog(lang)).first;
  const auto found = it->second.find(id);
  return found == it->second.end() || found->second.empty() ? id : found->second;
}

nlohmann::json page_words(std::string_view lang) {
  const auto catalog = detail::language_catalog(lang);
  nlohmann::json words = nlohmann::json::object();
  for (const auto& w : page_word_list) {
    if (w.plural_id == nullptr) {
      const auto found = catalog.find(w.id);
      words[w.key] = found != catalog.end() && !found->second.empty() ? found->second : std::string(w.id);
      continue;
    }
    const auto found = catalog.find(std::string(w.id) + '\0' + w.plural_id);
    words[w.key] = found != catalog.end() ? forms(found->second) : nlohmann::json::array({w.id, w.plural_id});
  }
  return {{"plural", catalog.empty() ? std::string("n != 1") : plural_expression(catalog)}, {"words", words}};
}

}  // namespace shashki::web
