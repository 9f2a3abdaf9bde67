#include "shashki/format/register_csv.hpp"

#include "csv_problems.hpp"

#include "shashki/format/csv.hpp"
#include "shashki/tournament/calendar.hpp"
#include "shashki/tournament/title.hpp"

#include <algorithm>
#include <optional>

namespace shashki::format {

namespace {

using tournament::Message;
using tournament::RegisterEntry;

// A header as it is compared: letter case folded (Latin and Cyrillic), Ё as Е, every run of
// blanks, dots, dashes and underscores one blank, none at the ends.
std::string header_key(std::string_view text) {
  std::string key;
  bool gap = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c == ' ' || c == '\t' || c == '.' || c == '-' || c == '_' || c == '/') {
      gap = !key.empty();
      continue;
    }
    if (gap) key += ' ';
    gap = false;
    if (c >= 'A' && c <= 'Z') {
      key += static_cast<char>(c - 'A' + 'a');
    } else if (c == 0xD0 && i + 1 < text.size()) {
      const auto d = static_cast<unsigned char>(text[++i]);
      if (d == 0x81) {  // Ё
        key += "\u0435";
      } else if (d >= 0x90 && d <= 0x9F) {  // А-П
        key += '\xD0';
        key += static_cast<char>(d + 0x20);
      } else if (d >= 0xA0 && d <= 0xAF) {  // Р-Я
        key += '\xD1';
        key += static_cast<char>(d - 0x20);
      } else {
        key += '\xD0';
        key += static_cast<char>(d);
      }
    } else if (c == 0xD1 && i + 1 < text.size() && static_cast<unsigned char>(text[i + 1]) == 0x91) {  // ё
      key += "\u0435";
      ++i;
    } else {
      key += static_cast<char>(c);
    }
  }
  return key;
}

// The headers each field is recognised by, as header_key() writes them.
const std::map<std::string, std::string>& known_headers() {
  static const std::map<std::string, std::string> headers = [] {
    std::map<std::string, std::string> h;
    const auto add = [&](const char* field, std::initializer_list<const char*> names) {
      for (const char* n : names) h.emplace(header_key(n), field);
    };
    add("name", {"name", "full name", "player", "фио", "ф и о", "фамилия имя", "фамилия имя отчество",
                 "спортсмен", "участник", "игрок"});
    add("surname", {"surname", "last name", "family name", "фамилия"});
    add("first_name", {"first name", "given name", "имя"});
    add("patronymic", {"patronymic", "middle name", "отчество"});
    add("birth", {"birth", "born", "birth date", "date of birth", "birth year", "year of birth", "year",
                  "yob", "дата рождения", "год рождения", "г р", "год", "др"});
    add("sex", {"sex", "gender", "пол"});
    add("title", {"title", "rank", "category", "разряд", "звание", "разряд звание", "спортивный разряд",
                  "квалификация"});
    add("club", {"club", "клуб", "спортивная организация", "организация", "команда"});
    add("city", {"city", "town", "город", "населенный пункт"});
    add("region", {"region", "регион", "субъект", "субъект рф", "область"});
    add("coach", {"coach", "trainer", "тренер"});
    add("federation", {"federation", "country", "федерация", "страна"});
    add("federation_id", {"federation id", "fed id", "id", "player id", "код", "идентификатор",
                          "реестровый номер", "номер в реестре", "id фшр"});
    return h;
  }();
  return headers;
}

// "2011-05-03", "03.05.2011" or "2011" into the entry's birth (tournament::parse_birth, as the
// players' CSV reads it); false when it is none of them.
bool read_birth(const std::string& text, RegisterEntry& e) {
  const auto birth = tournament::parse_birth(text);
  if (!birth) return false;
  e.birth = birth->date;
  e.birth_year = birth->date ? std::optional<int>(static_cast<int>(birth->date->year())) : birth->year;
  return true;
}

std::optional<tournament::Title> read_title(const std::string& text) {
  // The lists write "б/р" (без разряда) for a player without a rank.
  const std::string key = header_key(text);
  if (key == "б р" || key == "бр" || key == "нет" || key == "none") return tournament::Title::none;
  return tournament::parse_title(text);
}

std::optional<tournament::Sex> read_sex(const std::string& text) {
  const std::string key = header_key(text);
  if (key == "муж" || key == "мужской" || key == "male") return tournament::Sex::male;
  if (key == "жен" || key == "женский" || key == "female") return tournament::Sex::female;
  return tournament::sex_from_code(text);
}

}  // namespace

const std::vector<std::string_view>& register_fields() {
  static const std::vector<std::string_view> fields{
      "name", "surname", "first_name", "patronymic", "birth",      "sex",          "title",
      "club", "city",    "region",     "coach",      "federation", "federation_id"};
  return fields;
}

tournament::Checked<RegisterColumns> parse_register_columns(std::string_view text) {
  RegisterColumns columns;
  while (!text.empty()) {
    const auto comma = text.find(',');
    const std::string part = trimmed_field(text.substr(0, comma));
    text = comma == std::string_view::npos ? std::string_view() : text.substr(comma + 1);
    if (part.empty()) continue;
    const auto equals = part.find('=');
    const std::string field = equals == std::string::npos ? part : trimmed_field(part.substr(0, equals));
    const std::string header =
        equals == std::string::npos ? std::string() : trimmed_field(part.substr(equals + 1));
    if (equals == std::string::npos || header.empty()) {
      return tournament::Checked<RegisterColumns>::failure(
          Message(N_("'{text}' is not FIELD=HEADER")).with("text", part).about("columns"));
    }
    const auto& fields = register_fields();
    if (std::find(fields.begin(), fields.end(), field) == fields.end()) {
      return tournament::Checked<RegisterColumns>::failure(
          Message(
              N_("'{field}' is not a field of the register (name, surname, first_name, patronymic, birth, "
                 "sex, title, club, city, region, coach, federation, federation_id)"))
              .with("field", field)
              .about("columns"));
    }
    columns[field] = header;
  }
  return columns;
}

std::variant<RegisterCsv, PlayersCsvError> read_register_csv(std::string_view text,
                                                             const RegisterColumns& columns) {
  auto read = read_csv(text);
  if (auto* error = std::get_if<ReadError>(&read)) return PlayersCsvError{std::move(*error), {}, 0};
  const auto& table = std::get<CsvRows>(read);
  CsvProblems problems;
  if (table.empty()) {
    problems.add(
        1, 1, Message(N_("the file is empty; it needs a header row (ФИО or name, and the other columns)")));
    return problems.error();
  }
  const auto& header = table.front();
  RegisterCsv result;
  std::map<std::string, std::size_t> at;  // field -> column index
  std::map<std::string, std::string> mapped_by_key;
  for (const auto& [field, name] : columns) mapped_by_key[header_key(name)] = field;
  for (std::size_t i = 0; i < header.size(); ++i) {
    const std::string key = header_key(header[i].text);
    std::string field;
    if (const auto m = mapped_by_key.find(key); m != mapped_by_key.end()) {
      field = m->second;
      mapped_by_key.erase(m);
    } else if (const auto k = known_headers().find(key);
               k != known_headers().end() && !columns.contains(k->second)) {
      field = k->second;
    }
    if (field.empty()) {
      result.ignored.push_back(trimmed_field(header[i].text));
    } else if (!at.emplace(field, i).second) {
      problems.add(
          header[i], "",
          Message(N_("the columns '{first}' and '{second}' both give the field '{field}'; map one of them"))
              .with("first", trimmed_field(header[at[field]].text))
              .with("second", trimmed_field(header[i].text))
              .with("field", field));
    } else {
      result.used[field] = trimmed_field(header[i].text);
    }
  }
  for (const auto& [key, field] : mapped_by_key) {
    problems.add(1, 1,
                 Message(N_("the header row has no column '{header}' (mapped to the field '{field}')"))
                     .with("header", columns.at(field))
                     .with("field", field));
  }
  if (!at.contains("name") && !at.contains("surname")) {
    problems.add(
        1, 1,
        Message(N_("the header row has no column for the field 'name' (such as ФИО, Фамилия or name); "
                   "map one")));
  }
  if (at.contains("name") &&
      (at.contains("surname") || at.contains("first_name") || at.contains("patronymic"))) {
    problems.add(1, 1,
                 Message(N_("the file has both a full name column and a surname or first name column; "
                            "map the one to use")));
  }
  if (problems.any()) return problems.error();

  result.entries.reserve(table.size() - 1);
  for (std::size_t r = 1; r < table.size(); ++r) {
    const auto& row = table[r];
    if (!fits_header(row, header.size(), problems)) continue;
    const auto cell = [&](const char* field) -> const CsvField* {
      const auto it = at.find(field);
      return it == at.end() ? nullptr : &row[it->second];
    };
    const auto text = [&](const char* field) {
      const CsvField* f = cell(field);
      return f == nullptr ? std::string() : trimmed_field(f->text);
    };
    RegisterEntry e;
    if (at.contains("name")) {
      e.name = text("name");
    } else {
      for (const char* part : {"surname", "first_name", "patronymic"}) {
        const std::string t = text(part);
        if (t.empty()) continue;
        if (!e.name.empty()) e.name += ' ';
        e.name += t;
      }
    }
    if (const std::string birth = text("birth"); !birth.empty() && !read_birth(birth, e)) {
      problems.add(*cell("birth"), result.used["birth"],
                   Message(N_("'{text}' is not a date of birth (YYYY-MM-DD, DD.MM.YYYY or a year)"))
                       .with("text", birth));
    }
    if (const auto* f = cell("sex")) {
      if (const auto sex = read_sex(trimmed_field(f->text))) {
        e.sex = *sex;
      } else {
        problems.add(
            *f, result.used["sex"],
            Message(N_("'{text}' is not a sex (m or f, or empty)")).with("text", trimmed_field(f->text)));
      }
    }
    if (const auto* f = cell("title")) {
      if (const auto title = read_title(trimmed_field(f->text))) {
        e.title = *title;
      } else {
        problems.add(
            *f, result.used["title"],
            Message(N_("'{text}' is not a title (GMS, MSMK, MS, KMS, 1, 2, 3, 1j, 2j, 3j, GMI, MI, MF, "
                       "or empty)"))
                .with("text", trimmed_field(f->text)));
      }
    }
    e.club = text("club");
    e.city = text("city");
    e.region = text("region");
    e.coach = text("coach");
    e.federation = text("federation");
    e.federation_id = text("federation_id");
    const int line = row.front().line;
    auto checked = tournament::check_register_entry(std::move(e), line);
    if (!checked) {
      const std::string field = checked.problem().field() == "name" && !at.contains("name")
                                    ? std::string("surname")
                                    : checked.problem().field();
      const CsvField* f = cell(field.c_str());
      const auto used = result.used.find(field);
      problems.add(f != nullptr ? f->line : line, f != nullptr ? f->column : 1, checked.problem(),
                   used != result.used.end() ? used->second : field);
      continue;
    }
    result.entries.push_back(*checked);
  }
  if (problems.any()) return problems.error();
  return result;
}

}  // namespace shashki::format
