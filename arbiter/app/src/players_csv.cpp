#include "players_csv.hpp"

#include "csv_table.hpp"
#include "shashki/app/errors.hpp"
#include "shashki/app/i18n.hpp"
#include "shashki/tournament/calendar.hpp"
#include "shashki/tournament/title.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <map>

namespace shashki::app {

namespace {

using tournament::Player;

constexpr std::array<std::string_view, 7> known_columns{"name", "rating", "title",     "club",
                                                        "city", "birth",  "federation"};

std::string trimmed(std::string_view text) {
  const auto first = text.find_first_not_of(" \t");
  if (first == std::string_view::npos) return {};
  return std::string(text.substr(first, text.find_last_not_of(" \t") - first + 1));
}

std::string lower(std::string text) {
  for (char& c : text) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  }
  return text;
}

// Collects every problem of the file; the error shows the first and counts the rest, so that a
// judge fixing the file sees where to start and that there is more. The first problem is put
// into the sentence already translated: a message holds no message.
class Problems {
 public:
  explicit Problems(std::string file) : m_file(std::move(file)) {}
  void add(const CsvField& at, const std::string& column, Message problem) {
    if (column.empty()) {
      add(at.line, at.column, std::move(problem));
    } else {
      add(at.line, at.column,
          Message(N_("column {name}: {problem}")).with("name", column).with("problem", translate(problem)));
    }
  }
  void add(int line, int column, const Message& problem) {
    if (m_count++ == 0) {
      m_line = line;
      m_column = column;
      m_first = translate(problem);
    }
  }
  void throw_if_any() const {
    if (m_count == 0) return;
    Message m = m_count > 1 ? Message::plural(
                                  "{file}:{line}:{column}: {problem} (and {n} more problem; "
                                  "nothing was imported)",
                                  "{file}:{line}:{column}: {problem} (and {n} more problems; "
                                  "nothing was imported)",
                                  static_cast<unsigned long>(m_count - 1))
                            : Message(N_("{file}:{line}:{column}: {problem} (nothing was imported)"));
    throw Error(ExitCode::input, std::move(m.with("file", m_file)
                                               .with("line", m_line)
                                               .with("column", m_column)
                                               .with("problem", m_first)
                                               .about("file")));
  }

 private:
  std::string m_file;
  std::string m_first;
  int m_line = 0;
  int m_column = 0;
  int m_count = 0;
};

// Reads one data row into a player; problems go to `problems`.
Player player_of(const std::vector<CsvField>& row, const std::map<std::string, std::size_t>& columns,
                 Problems& problems) {
  Player p;
  const auto cell = [&](const char* name) -> const CsvField* {
    const auto it = columns.find(name);
    return it == columns.end() ? nullptr : &row[it->second];
  };
  const CsvField* name = cell("name");
  p.name = trimmed(name->text);
  if (p.name.empty()) problems.add(*name, "name", Message(N_("a player needs a name")));
  if (p.name.find_first_of("\r\n") != std::string::npos)
    problems.add(*name, "name", Message(N_("a name is one line")));
  if (const auto* f = cell("rating"); f && !trimmed(f->text).empty()) {
    const std::string text = trimmed(f->text);
    int rating = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), rating);
    if (ec != std::errc() || end != text.data() + text.size() || rating < 0 || rating > 4000) {
      problems.add(
          *f, "rating",
          Message(N_("'{text}' is not a rating (a whole number from 0 to 4000)")).with("text", text));
    } else {
      p.rating = rating;
    }
  }
  if (const auto* f = cell("title")) {
    if (const auto title = tournament::parse_title(f->text)) {
      p.title = *title;
    } else {
      problems.add(
          *f, "title",
          Message(N_("'{text}' is not a title (GMS, MSMK, MS, KMS, 1, 2, 3, 1j, 2j, 3j, GMI, MI, MF, "
                     "or empty)"))
              .with("text", trimmed(f->text)));
    }
  }
  if (const auto* f = cell("birth"); f && !trimmed(f->text).empty()) {
    if (const auto date = tournament::parse_iso_date(trimmed(f->text))) {
      p.birth = *date;
    } else {
      problems.add(*f, "birth",
                   Message(N_("'{text}' is not a date YYYY-MM-DD")).with("text", trimmed(f->text)));
    }
  }
  if (const auto* f = cell("club")) p.club = trimmed(f->text);
  if (const auto* f = cell("city")) p.city = trimmed(f->text);
  if (const auto* f = cell("federation")) p.federation = trimmed(f->text);
  return p;
}

}  // namespace

std::vector<Player> players_from_csv(std::string_view text, const std::string& file_name) {
  const auto table = read_csv(text);
  if (!table) {
    throw Error(ExitCode::input, Message(N_("{file}:{problem}"))
                                     .with("file", file_name)
                                     .with("problem", translate(table.problem()))
                                     .about("file"));
  }
  Problems problems(file_name);
  if (table->empty()) {
    problems.add(
        1, 1,
        Message(N_("the file is empty; it needs a header row (name, rating, title, club, city, birth)")));
    problems.throw_if_any();
  }
  std::map<std::string, std::size_t> columns;
  const auto& header = table->front();
  for (std::size_t i = 0; i < header.size(); ++i) {
    const std::string column = lower(trimmed(header[i].text));
    if (std::find(known_columns.begin(), known_columns.end(), column) == known_columns.end()) {
      problems.add(
          header[i], "",
          Message(N_("unknown column '{name}' (the columns are name, rating, title, club, city, birth, "
                     "federation)"))
              .with("name", trimmed(header[i].text)));
    } else if (!columns.emplace(column, i).second) {
      problems.add(header[i], "", Message(N_("the column '{name}' appears twice")).with("name", column));
    }
  }
  if (!columns.contains("name")) problems.add(1, 1, Message(N_("the header row has no column 'name'")));
  problems.throw_if_any();
  std::vector<Player> players;
  for (std::size_t r = 1; r < table->size(); ++r) {
    const auto& row = (*table)[r];
    if (row.size() != header.size()) {
      problems.add(row.back(), "",
                   Message::plural("this row has {n} field, the header {header}",
                                   "this row has {n} fields, the header {header}",
                                   static_cast<unsigned long>(row.size()))
                       .with("header", static_cast<long long>(header.size())));
      continue;
    }
    players.push_back(player_of(row, columns, problems));
  }
  problems.throw_if_any();
  return players;
}

}  // namespace shashki::app
