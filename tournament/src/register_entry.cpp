#include "shashki/tournament/register_entry.hpp"

#include "shashki/tournament/initial_ranking.hpp"

#include <array>
#include <charconv>
#include <string>
#include <utility>

namespace shashki::tournament {

namespace {

constexpr int first_year = 1900;
constexpr int last_year = 2100;

// The length of the separator (not part of a word) at the start of `text`, or 0 when it starts a
// word's character. Letters and digits of any script are word characters; so is every other
// non-ASCII character but the typographic punctuation judges paste from documents.
std::size_t separator_at(std::string_view text) {
  const auto c = static_cast<unsigned char>(text.front());
  if (c < 0x80) {
    const bool word = (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    return word ? 0 : 1;
  }
  // U+2000-U+206F (dashes, quotes, ellipsis), « and », №.
  if (text.size() >= 3 && c == 0xE2 && (static_cast<unsigned char>(text[1]) & 0xFE) == 0x80) return 3;
  if (text.size() >= 3 && text.substr(0, 3) == "\u2116") return 3;
  if (text.size() >= 2 && (text.substr(0, 2) == "\u00AB" || text.substr(0, 2) == "\u00BB")) return 2;
  return 0;
}

std::optional<int> year_of(std::string_view word) {
  if (word.size() != 4) return std::nullopt;
  int year = 0;
  const auto [end, ec] = std::from_chars(word.data(), word.data() + word.size(), year);
  if (ec != std::errc() || end != word.data() + word.size()) return std::nullopt;
  if (year < first_year || year > last_year) return std::nullopt;
  return year;
}

}  // namespace

Checked<RegisterEntry> check_register_entry(RegisterEntry entry, int line) {
  const auto refuse = [&](const char* id, const char* field) {
    return Checked<RegisterEntry>::failure(Message(id).with("player", entry.name).about(field));
  };
  if (entry.name.find_first_not_of(" \t") == std::string::npos) {
    if (line > 0) {
      return Checked<RegisterEntry>::failure(
          Message(N_("the entry on line {line} has no name")).with("line", line).about("name"));
    }
    return Checked<RegisterEntry>::failure(Message(N_("a register entry needs a name")).about("name"));
  }
  for (const auto& [text, field] :
       std::array<std::pair<const std::string*, const char*>, 7>{{{&entry.name, "name"},
                                                                  {&entry.club, "club"},
                                                                  {&entry.city, "city"},
                                                                  {&entry.region, "region"},
                                                                  {&entry.coach, "coach"},
                                                                  {&entry.federation, "federation"},
                                                                  {&entry.federation_id, "federation_id"}}}) {
    if (text->find_first_of("\n\r") != std::string::npos) {
      return Checked<RegisterEntry>::failure(Message(N_("{player}: the field '{field}' is one line"))
                                                 .with("player", entry.name)
                                                 .with("field", field)
                                                 .about(field));
    }
  }
  if (entry.birth && !entry.birth->ok())
    return refuse(N_("{player}: the date of birth is not a calendar date"), "birth");
  if (entry.birth && !entry.birth_year) entry.birth_year = static_cast<int>(entry.birth->year());
  if (entry.birth_year && (*entry.birth_year < first_year || *entry.birth_year > last_year)) {
    return Checked<RegisterEntry>::failure(
        Message(N_("{player}: the year of birth {year} is not between 1900 and 2100"))
            .with("player", entry.name)
            .with("year", *entry.birth_year)
            .about("birth"));
  }
  if (entry.birth && static_cast<int>(entry.birth->year()) != *entry.birth_year)
    return refuse(N_("{player}: the year of birth and the date of birth differ"), "birth");
  return entry;
}

Player player_of(const RegisterEntry& entry) {
  Player p;
  p.name = entry.name;
  p.title = entry.title;
  p.club = entry.club;
  p.city = entry.city;
  p.federation = entry.federation;
  p.sex = entry.sex;
  p.region = entry.region;
  p.coach = entry.coach;
  p.birth = entry.birth;
  // A list that gave the year alone still places the player in his age group.
  if (!entry.birth) p.birth_year = entry.birth_year;
  return p;
}

std::string search_fold(std::string_view text) {
  std::string folded;
  folded.reserve(text.size());
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text.substr(i, 2) == "\u0451") {  // ё
      folded += "\u0435";
      ++i;
    } else if (text.substr(i, 2) == "\u0401") {  // Ё
      folded += "\u0415";
      ++i;
    } else {
      folded += text[i];
    }
  }
  return folded;
}

RegisterQuery parse_register_query(std::string_view text) {
  RegisterQuery query;
  std::string word;
  const auto flush = [&] {
    if (word.empty()) return;
    if (const auto year = year_of(word)) {
      query.year = year;
    } else {
      query.words.push_back(search_fold(word));
    }
    word.clear();
  };
  for (std::size_t i = 0; i < text.size();) {
    if (const auto skip = separator_at(text.substr(i))) {
      flush();
      i += skip;
    } else {
      word += text[i++];
    }
  }
  flush();
  return query;
}

std::string_view code(RankWriteBack outcome) {
  switch (outcome) {
    case RankWriteBack::raise:
      return "raise";
    case RankWriteBack::confirmed:
      return "confirmed";
    case RankWriteBack::keep:
      break;
  }
  return "keep";
}

std::vector<RankChange> rank_write_back(const NormReport& report,
                                        const std::vector<std::optional<RegisterEntry>>& entries) {
  std::vector<RankChange> changes;
  for (const auto& p : report.players) {
    if (!p.earned || p.player >= entries.size() || !entries[p.player]) continue;
    const RegisterEntry& entry = *entries[p.player];
    RankChange change{p.player, entry.id, entry.title, *p.earned, RankWriteBack::keep};
    if (*p.earned == entry.title) {
      change.outcome = RankWriteBack::confirmed;
    } else if (title_strength_rank(*p.earned) < title_strength_rank(entry.title)) {
      // Strength by the order of the titles (initial_ranking.hpp): "3" is above "1j" although
      // the norm table gives them one coefficient (docs/norms.md, step 4).
      change.outcome = RankWriteBack::raise;
    }
    changes.push_back(change);
  }
  return changes;
}

}  // namespace shashki::tournament
