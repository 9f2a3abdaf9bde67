#pragma once
// The player register of a database (docs/register.md): the federation's list of players that
// every event of the database registers its players from, and the rule that writes the ranks
// earned in an event back to it.

#include "shashki/tournament/checked.hpp"
#include "shashki/tournament/ids.hpp"
#include "shashki/tournament/player.hpp"
#include "shashki/tournament/rank_norms.hpp"
#include "shashki/tournament/title.hpp"

#include <chrono>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shashki::tournament {

/// Identifies an entry of the register (not a player of an event).
using RegisterId = Id<struct RegisterTag>;

/// One player of the register, as the federation lists him. The federation's lists often give
/// the year of birth alone, so the year is kept apart from the full date.
struct RegisterEntry {
  RegisterId id;     ///< database identity; 0 before it is stored
  std::string name;  ///< "Иванов Иван", kept exactly as the list spells it
  std::optional<std::chrono::year_month_day> birth;  ///< the full date, when the list gives it
  std::optional<int> birth_year;                     ///< always set when `birth` is
  Sex sex = Sex::unknown;
  Title title = Title::none;  ///< the rank or title held
  std::string club;
  std::string city;
  std::string region;
  std::string coach;
  std::string federation;     ///< "RUS"
  std::string federation_id;  ///< the federation's own number for the player, any text

  friend bool operator==(const RegisterEntry&, const RegisterEntry&) = default;
};

/// Checks an entry before it is stored: a name, one line per text field, a year of birth from
/// 1900 to 2100 that agrees with the full date. `line` is the entry's line in the file being
/// imported, which names an entry without a name; 0 for a single entry.
[[nodiscard]] Checked<RegisterEntry> check_register_entry(RegisterEntry entry, int line = 0);

/// A player of an event made from `entry`: name, title, club, city, region, coach, federation,
/// sex and the date of birth, or the year alone when the list gives no more (Player::birth_year).
[[nodiscard]] Player player_of(const RegisterEntry& entry);

/// What the judge types in the register's search box, split: the words each match the start of
/// a word of the name, club or city (in any letter case, Cyrillic or Latin, Ё as Е), and a
/// four-digit number is the year of birth.
struct RegisterQuery {
  std::vector<std::string> words;  ///< folded with search_fold(), in the order typed
  std::optional<int> year;
  [[nodiscard]] bool empty() const { return words.empty() && !year; }
};

/// Splits `text` into a query: words are runs of letters and digits (any other character
/// separates them); the last four-digit number from 1900 to 2100 is the year.
[[nodiscard]] RegisterQuery parse_register_query(std::string_view text);

/// `text` as the search compares it: Ё and ё read as Е and е (letter case is left to the index,
/// which folds it for every script).
[[nodiscard]] std::string search_fold(std::string_view text);

/// What writing an event's ranks back does to one player's register entry.
enum class RankWriteBack {
  raise,      ///< the earned rank is stronger than the register's: the entry takes it
  confirmed,  ///< the earned rank is the one the register holds: nothing changes
  keep,       ///< the register holds a stronger rank already: a rank is never lowered
};

/// Stable code: "raise", "confirmed", "keep" (`register ranks --json`).
[[nodiscard]] std::string_view code(RankWriteBack outcome);

/// One player of an event who earned a rank and is linked to the register.
struct RankChange {
  std::size_t player = 0;  ///< index into Tournament::players
  RegisterId entry;
  Title held = Title::none;  ///< in the register now
  Title earned = Title::none;
  RankWriteBack outcome = RankWriteBack::keep;
  friend bool operator==(const RankChange&, const RankChange&) = default;
};

/// The rank write-back of an event (docs/register.md, "Ranks earned"): for each player of
/// `report` who earned a rank (NormPlayer::earned) and whose register entry is
/// `entries[player]`, whether the entry takes it. The rank is compared with the register's,
/// not the one the player held at the start, since the register may have changed since: a
/// stronger rank raises it, the same one confirms it, a weaker one changes nothing. Players
/// without an entry or without an earned rank are left out. `entries` is indexed like
/// Tournament::players.
[[nodiscard]] std::vector<RankChange> rank_write_back(
    const NormReport& report, const std::vector<std::optional<RegisterEntry>>& entries);

}  // namespace shashki::tournament
