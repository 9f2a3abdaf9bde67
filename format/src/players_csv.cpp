#include "shashki/format/players_csv.hpp"
#include "shashki/format/teams_csv.hpp"

#include "csv_problems.hpp"

#include "shashki/format/csv.hpp"
#include "shashki/tournament/calendar.hpp"
#include "shashki/tournament/title.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <map>

namespace shashki::format {

namespace {

using tournament::Message;

constexpr std::array<std::string_view, 10> known_columns{"name",  "rating",     "title", "club",   "city",
                                                         "birth", "federation", "sex",   "region", "coach"};

std::string lower_ascii(std::string text) {
  for (char& c : text) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  }
  return text;
}

using Problems = CsvProblems;

// The columns of a header row by their lower-case names: the players' columns and `extra`;
// an unknown column (`unknown` words the problem) or one given twice goes to `problems`.
template <class Unknown>
std::map<std::string, std::size_t> header_columns(const std::vector<CsvField>& header,
                                                  std::initializer_list<std::string_view> extra,
                                                  Problems& problems, Unknown unknown) {
  std::map<std::string, std::size_t> columns;
  for (std::size_t i = 0; i < header.size(); ++i) {
    const std::string column = lower_ascii(trimmed_field(header[i].text));
    const bool known = std::find(known_columns.begin(), known_columns.end(), column) != known_columns.end() ||
                       std::find(extra.begin(), extra.end(), column) != extra.end();
    if (!known) {
      problems.add(header[i], "", unknown(trimmed_field(header[i].text)));
    } else if (!columns.emplace(column, i).second) {
      problems.add(header[i], "", Message(N_("the column '{name}' appears twice")).with("name", column));
    }
  }
  return columns;
}

// Reads one data row into a player; problems go to `problems`.
tournament::Player player_of(const std::vector<CsvField>& row,
                             const std::map<std::string, std::size_t>& columns, Problems& problems) {
  tournament::Player p;
  const auto cell = [&](const char* name) -> const CsvField* {
    const auto it = columns.find(name);
    return it == columns.end() ? nullptr : &row[it->second];
  };
  const CsvField* name = cell("name");
  p.name = trimmed_field(name->text);
  if (p.name.empty()) problems.add(*name, "name", Message(N_("a player needs a name")));
  if (p.name.find_first_of("\r\n") != std::string::npos)
    problems.add(*name, "name", Message(N_("a name is one line")));
  if (const auto* f = cell("rating"); f && !trimmed_field(f->text).empty()) {
    const std::string text = trimmed_field(f->text);
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
              .with("text", trimmed_field(f->text)));
    }
  }
  if (const auto* f = cell("birth"); f && !trimmed_field(f->text).empty()) {
    const std::string text(trimmed_field(f->text));
    if (const auto birth = tournament::parse_birth(text)) {
      p.birth = birth->date;
      p.birth_year = birth->year;  // a list that gives the year alone
    } else {
      problems.add(*f, "birth",
                   Message(N_("'{text}' is not a date YYYY-MM-DD or a year of birth")).with("text", text));
    }
  }
  if (const auto* f = cell("club")) p.club = trimmed_field(f->text);
  if (const auto* f = cell("city")) p.city = trimmed_field(f->text);
  if (const auto* f = cell("federation")) p.federation = trimmed_field(f->text);
  if (const auto* f = cell("sex")) {
    if (const auto sex = tournament::sex_from_code(trimmed_field(f->text))) {
      p.sex = *sex;
    } else {
      problems.add(
          *f, "sex",
          Message(N_("'{text}' is not a sex (m or f, or empty)")).with("text", trimmed_field(f->text)));
    }
  }
  if (const auto* f = cell("region")) p.region = trimmed_field(f->text);
  if (const auto* f = cell("coach")) p.coach = trimmed_field(f->text);
  return p;
}

}  // namespace

std::variant<std::vector<tournament::Player>, PlayersCsvError> read_players_csv(std::string_view text) {
  auto read = read_csv(text);
  if (auto* error = std::get_if<ReadError>(&read)) return PlayersCsvError{std::move(*error), {}, 0};
  const auto* table = &std::get<CsvRows>(read);
  Problems problems;
  if (table->empty()) {
    problems.add(
        1, 1,
        Message(N_("the file is empty; it needs a header row (name, rating, title, club, city, birth)")));
    return problems.error();
  }
  const auto& header = table->front();
  const auto columns = header_columns(header, {}, problems, [](const std::string& name) {
    return Message(N_("unknown column '{name}' (the columns are name, rating, title, club, city, birth, "
                      "federation, sex, region, coach)"))
        .with("name", name);
  });
  if (!columns.contains("name")) problems.add(1, 1, Message(N_("the header row has no column 'name'")));
  if (problems.any()) return problems.error();
  std::vector<tournament::Player> players;
  for (std::size_t r = 1; r < table->size(); ++r) {
    const auto& row = (*table)[r];
    if (!fits_header(row, header.size(), problems)) continue;
    players.push_back(player_of(row, columns, problems));
  }
  if (problems.any()) return problems.error();
  return players;
}

std::variant<std::vector<CsvTeam>, PlayersCsvError> read_teams_csv(std::string_view text) {
  auto read = read_csv(text);
  if (auto* error = std::get_if<ReadError>(&read)) return PlayersCsvError{std::move(*error), {}, 0};
  const auto& table = std::get<CsvRows>(read);
  Problems problems;
  if (table.empty()) {
    problems.add(1, 1, Message(N_("the file is empty; it needs a header row (team, name, rating, ...)")));
    return problems.error();
  }
  const auto& header = table.front();
  const auto columns = header_columns(
      header, {"team", "short", "team_city", "captain"}, problems, [](const std::string& name) {
        return Message(N_("unknown column '{name}' (the columns are team, short, team_city, captain, name, "
                          "rating, title, club, city, birth, federation, sex, region, coach)"))
            .with("name", name);
      });
  if (!columns.contains("name")) problems.add(1, 1, Message(N_("the header row has no column 'name'")));
  if (!columns.contains("team")) problems.add(1, 1, Message(N_("the header row has no column 'team'")));
  if (problems.any()) return problems.error();
  std::vector<CsvTeam> teams;
  const auto cell = [&](const std::vector<CsvField>& row, const char* name) -> const CsvField* {
    const auto it = columns.find(name);
    return it == columns.end() ? nullptr : &row[it->second];
  };
  for (std::size_t r = 1; r < table.size(); ++r) {
    const auto& row = table[r];
    if (!fits_header(row, header.size(), problems)) continue;
    const CsvField& team_cell = *cell(row, "team");
    const std::string team_name = trimmed_field(team_cell.text);
    if (team_name.empty()) {
      problems.add(team_cell, "team", Message(N_("a player needs a team")));
      continue;
    }
    const auto team_text = [&](const char* name) {
      const CsvField* f = cell(row, name);
      return f == nullptr ? std::string() : trimmed_field(f->text);
    };
    if (teams.empty() || teams.back().team.name != team_name) {
      const bool seen =
          std::any_of(teams.begin(), teams.end(), [&](const CsvTeam& t) { return t.team.name == team_name; });
      if (seen) {
        problems.add(team_cell, "team",
                     Message(N_("the rows of team '{team}' are not together; a team's players are listed "
                                "in roster order, one after another"))
                         .with("team", team_name));
        continue;
      }
      CsvTeam team;
      team.team.name = team_name;
      team.team.short_name = team_text("short");
      team.team.city = team_text("team_city");
      team.team.captain = team_text("captain");
      teams.push_back(std::move(team));
    } else {
      for (const char* name : {"short", "team_city", "captain"}) {
        const CsvField* f = cell(row, name);
        if (f == nullptr || trimmed_field(f->text).empty()) continue;
        const std::string first = name == std::string_view("short")       ? teams.back().team.short_name
                                  : name == std::string_view("team_city") ? teams.back().team.city
                                                                          : teams.back().team.captain;
        if (trimmed_field(f->text) != first) {
          problems.add(*f, name,
                       Message(N_("team '{team}' has '{first}' here in its first row"))
                           .with("team", team_name)
                           .with("first", first));
        }
      }
    }
    teams.back().players.push_back(player_of(row, columns, problems));
  }
  if (teams.empty() && !problems.any()) problems.add(1, 1, Message(N_("the file lists no team")));
  if (problems.any()) return problems.error();
  return teams;
}

}  // namespace shashki::format
