#pragma once

#include <optional>
#include <string_view>

namespace shashki::tournament {

/// An international title or a Russian sports title or category of a player.
enum class Title {
  none,           ///< no title or category
  gmi,            ///< international grandmaster
  mi,             ///< international master
  mf,             ///< FMJD master
  gms,            ///< grandmaster of Russia (ГМС)
  msmk,           ///< master of sport, international class (МСМК)
  ms,             ///< master of sport (МС)
  kms,            ///< candidate master of sport (КМС)
  first,          ///< 1st sports category
  second,         ///< 2nd sports category
  third,          ///< 3rd sports category
  first_junior,   ///< 1st junior category
  second_junior,  ///< 2nd junior category
  third_junior,   ///< 3rd junior category
};

/// Stable code: "" (none), "GMI", "MI", "MF", "GMS", "MSMK", "MS", "KMS", "1", "2", "3", "1j", "2j", "3j".
[[nodiscard]] std::string_view code(Title title);
/// The title with that code, if any (exact match).
[[nodiscard]] std::optional<Title> title_from_code(std::string_view text);
/// Reads what an arbiter types: a code in any letter case, the Russian abbreviation (ГМС, МС,
/// КМС, ...), or "1st category" / "1 разряд"; leading and trailing blanks are ignored.
[[nodiscard]] std::optional<Title> parse_title(std::string_view text);

}  // namespace shashki::tournament
