#pragma once
// The federation's list of players, read into the player register (docs/register.md, "The
// federation's list"). Its columns are recognised by their Russian or English headers, or
// mapped by the judge; columns the register has no field for are left out and named.

#include "shashki/format/players_csv.hpp"
#include "shashki/tournament/checked.hpp"
#include "shashki/tournament/register_entry.hpp"

#include <map>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace shashki::format {

/// The fields of a register entry a column can fill: "name" (or "surname" with "first_name"
/// and "patronymic", joined by blanks), "birth" (YYYY-MM-DD, DD.MM.YYYY or a year), "sex",
/// "title", "club", "city", "region", "coach", "federation", "federation_id".
[[nodiscard]] const std::vector<std::string_view>& register_fields();

/// The judge's mapping of fields to the file's headers: field -> header, exactly as the header
/// is written (letter case and surrounding blanks aside).
using RegisterColumns = std::map<std::string, std::string>;

/// Reads "name=ФИО,birth=Год" into a mapping; refused naming the first part that is no
/// `field=header` or names a field the register has not.
[[nodiscard]] tournament::Checked<RegisterColumns> parse_register_columns(std::string_view text);

/// A federation's list read.
struct RegisterCsv {
  std::vector<tournament::RegisterEntry> entries;  ///< in the file's order, each checked
  std::map<std::string, std::string> used;         ///< field -> the header that filled it
  std::vector<std::string> ignored;                ///< headers no field was taken from
};

/// The entries of a federation's list (read_csv's dialect, a header row). Each header is taken
/// from `columns` when the judge mapped it, else recognised by its name in Russian or English
/// ("ФИО", "Фамилия", "Год рождения", "Разряд", "Клуб", "name", "birth", ...). A list without a
/// name column, a mapped header the file lacks, or a field filled twice is refused at line 1; a
/// bad cell is refused with its line and column, and every entry is checked
/// (tournament::check_register_entry). Nothing is returned unless the whole file is good.
[[nodiscard]] std::variant<RegisterCsv, PlayersCsvError> read_register_csv(
    std::string_view text, const RegisterColumns& columns = {});

}  // namespace shashki::format
