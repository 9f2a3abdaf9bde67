#pragma once

#include "shashki/tournament/checked.hpp"
#include "shashki/tournament/ids.hpp"
#include "shashki/tournament/title.hpp"

#include <chrono>
#include <optional>
#include <string>
#include <string_view>

namespace shashki::tournament {

/// Whether a player still takes part.
enum class PlayerStatus { active, withdrawn };

/// Stable code: "active", "withdrawn".
[[nodiscard]] std::string_view code(PlayerStatus status);
[[nodiscard]] std::optional<PlayerStatus> player_status_from_code(std::string_view text);

/// A player's sex as the federation's lists and a section's filter need it (docs/sections.md).
enum class Sex { unknown, male, female };

/// Stable code: "" (unknown), "m", "f".
[[nodiscard]] std::string_view code(Sex sex);
/// The sex of a stored or typed code: "m", "f" or empty; also "w" (TRF's code for women) and
/// the Russian "м" and "ж" that judges type; nullopt for anything else.
[[nodiscard]] std::optional<Sex> sex_from_code(std::string_view text);

/// A participant of one event. Names are kept exactly as typed (any script, apostrophes, quotes).
struct Player {
  PlayerId id;       ///< database identity; 0 before it is stored
  int number = 0;    ///< starting number in the event, from 1; 0 = not yet given
  std::string name;  ///< "Ivanov, Ivan" or "Иванов Иван"
  std::optional<int> rating;
  Title title = Title::none;
  std::string club;
  std::string city;
  std::string federation;  ///< e.g. "RUS"
  Sex sex = Sex::unknown;
  std::string region;  ///< the federation's region ("Татарстан"), for the protocol and a section
  std::string coach;   ///< the player's coach, as the final protocol names him
  std::optional<std::chrono::year_month_day> birth;
  PlayerStatus status = PlayerStatus::active;
  std::optional<int> withdrawn_from;  ///< first round missed, when withdrawn
  /// First round to be paired in, when entered late or readmitted after a withdrawal.
  std::optional<int> late_entry_round;
  /// The year of birth when only the year is known (a federation's list often gives no more);
  /// none when `birth` gives it or nothing is known. year_of_birth() reads either.
  std::optional<int> birth_year;

  /// True when the player is to be paired in round `round`.
  [[nodiscard]] bool plays_in(int round) const;
  /// True when the player has withdrawn and round `round` comes on or after the withdrawal:
  /// his games from then on are not played (a round robin's stay on the table as forfeits).
  [[nodiscard]] bool withdrawn_by(int round) const {
    return status == PlayerStatus::withdrawn && withdrawn_from && round >= *withdrawn_from;
  }

  friend bool operator==(const Player&, const Player&) = default;
};

/// The player's year of birth: from the date of birth, else the year alone; none when unknown.
[[nodiscard]] std::optional<int> year_of_birth(const Player& player);

/// Checks a player before it is stored; the message names the player and the field. `position`
/// is the player's place (from 1) in a list being registered, which names a player without a
/// name; 0 for a single player.
[[nodiscard]] Checked<Player> check_player(Player player, int position = 0);

}  // namespace shashki::tournament
