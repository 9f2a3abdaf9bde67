// Sports-rank norm tables as CSV: the shipped edition written out, or a federation's own read in.
#include "shashki/format/norm_table_csv.hpp"

#include "shashki/format/csv.hpp"

#include <array>
#include <charconv>
#include <map>
#include <optional>
#include <set>

namespace shashki::format {

using tournament::Message;
using tournament::NormTable;

namespace {

std::optional<int> integer(const std::string& text) {
  int value = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || end != text.data() + text.size() || text.empty()) return std::nullopt;
  return value;
}

ReadError at(const CsvField& field, Message message) {
  return ReadError{field.line, field.column, std::move(message)};
}

// A field as CSV writes it: quoted when it holds a comma, a quote or a line end.
std::string field(const std::string& text) {
  if (text.find_first_of(",\"\r\n") == std::string::npos) return text;
  std::string out = "\"";
  for (const char c : text) out += c == '"' ? std::string("\"\"") : std::string(1, c);
  return out + "\"";
}

}  // namespace

std::variant<NormTable, ReadError> read_norm_table(std::string_view text) {
  auto read = read_csv(text);
  if (auto* error = std::get_if<ReadError>(&read)) return *error;
  const auto& rows = std::get<CsvRows>(read);
  if (rows.empty())
    return ReadError{1, 1, Message(N_("the norm table is empty; it needs the header kind,key,column,value"))};
  // The header: where each of the four columns is.
  std::map<std::string, std::size_t> where;
  for (std::size_t k = 0; k < rows[0].size(); ++k) where.emplace(rows[0][k].text, k);
  for (const char* name : {"kind", "key", "column", "value"}) {
    if (!where.contains(name)) {
      return ReadError{
          rows[0].front().line, 1,
          Message(N_("the norm table's header has no column {column}; it needs kind,key,column,value"))
              .with("column", name)};
    }
  }
  NormTable table;
  table.min_participants = tournament::shipped_norm_table().min_participants;
  table.min_games = tournament::shipped_norm_table().min_games;
  std::map<tournament::Title, std::size_t> row_of;
  std::set<tournament::Title> coefficient_seen;
  const CsvField none{};
  for (std::size_t r = 1; r < rows.size(); ++r) {
    const auto& row = rows[r];
    const auto cell = [&](const char* name) -> const CsvField& {
      const auto k = where.at(name);
      return k < row.size() ? row[k] : none;
    };
    const auto& kind = cell("kind");
    const auto& key = cell("key");
    const auto& column = cell("column");
    const auto& value = cell("value");
    const int line = row.front().line;
    const auto place = [&](const CsvField& f) { return f.line > 0 ? f : CsvField{{}, line, 1}; };
    const auto not_a_rank = [](const CsvField& f) {
      return at(
          f, Message(N_("{code} is not a rank code (GMI, GMS, MSMK, MI, MS, MF, KMS, 1, 2, 3, 1j, 2j, 3j or "
                        "none)"))
                 .with("code", f.text));
    };
    const auto number = [&]() -> std::variant<int, ReadError> {
      const auto n = integer(value.text);
      if (!n) {
        return at(
            place(value),
            Message(N_("the norm table's value {value} is not a whole number")).with("value", value.text));
      }
      return *n;
    };
    if (kind.text == "edition") {
      table.edition = key.text;
    } else if (kind.text == "coefficient") {
      const auto title = tournament::title_from_norm_code(key.text);
      if (!title) return not_a_rank(place(key));
      auto n = number();
      if (auto* error = std::get_if<ReadError>(&n)) return *error;
      if (!coefficient_seen.insert(*title).second) {
        return at(place(key),
                  Message(N_("the norm table gives the coefficient of {code} twice")).with("code", key.text));
      }
      table.coefficient[*title] = std::get<int>(n);
    } else if (kind.text == "percent") {
      const auto title = tournament::title_from_norm_code(key.text);
      if (!title) return not_a_rank(place(key));
      const auto c = integer(column.text);
      if (!c) {
        return at(place(column), Message(N_("the norm table's coefficient {value} is not a whole number"))
                                     .with("value", column.text));
      }
      auto n = number();
      if (auto* error = std::get_if<ReadError>(&n)) return *error;
      auto [found, added] = row_of.emplace(*title, table.rows.size());
      if (added) table.rows.push_back(tournament::NormRow{*title, {}});
      auto& percent = table.rows[found->second].percent;
      if (percent.contains(*c)) {
        return at(place(column),
                  Message(N_("the norm table gives the percentage of {code} against {coefficient} twice"))
                      .with("code", key.text)
                      .with("coefficient", *c));
      }
      percent[*c] = std::get<int>(n);
    } else if (kind.text == "limit") {
      auto n = number();
      if (auto* error = std::get_if<ReadError>(&n)) return *error;
      if (key.text == "participants") {
        table.min_participants = std::get<int>(n);
      } else if (key.text == "games") {
        table.min_games = std::get<int>(n);
      } else {
        return at(place(key),
                  Message(N_("the norm table's limit {key} is unknown; it is participants or games"))
                      .with("key", key.text));
      }
    } else {
      return at(place(kind),
                Message(N_("the norm table's row kind {kind} is unknown; it is edition, coefficient, "
                           "percent or limit"))
                    .with("kind", kind.text));
    }
  }
  auto checked = tournament::check_norm_table(std::move(table));
  if (!checked) return ReadError{1, 1, checked.problem()};
  return *checked;
}

std::string write_norm_table(const NormTable& table) {
  std::string out = "kind,key,column,value\n";
  out += "edition," + field(table.edition) + ",,\n";
  for (const auto& [title, c] : table.coefficient) {
    out += "coefficient," + tournament::norm_code(title) + ",," + std::to_string(c) + "\n";
  }
  for (const auto& row : table.rows) {
    for (const auto& [c, p] : row.percent) {
      out += "percent," + tournament::norm_code(row.target) + "," + std::to_string(c) + "," +
             std::to_string(p) + "\n";
    }
  }
  out += "limit,participants,," + std::to_string(table.min_participants) + "\n";
  out += "limit,games,," + std::to_string(table.min_games) + "\n";
  return out;
}

}  // namespace shashki::format
