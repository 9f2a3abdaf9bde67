// Opening ballot tables as CSV (data/openings/*.csv, or a federation's own file): the reader and
// the check of each opening's start position.
#include "shashki/format/opening_table_csv.hpp"

#include <algorithm>
#include <map>
#include <set>

namespace shashki::format {

using pairing::Opening;
using pairing::OpeningTable;
using tournament::Message;

namespace {

struct TableField {
  std::string text;
  int column = 0;  // 1-based
};

// Splits `text` into CSV records of fields (RFC 4180: quotes, doubled quotes, line ends
// inside quotes). Records remember the line they start on.
struct TableRecord {
  int line = 0;
  std::vector<TableField> fields;
};

std::variant<std::vector<TableRecord>, OpeningTableError> split_table_csv(std::string_view text) {
  std::vector<TableRecord> records;
  int line = 1;
  int column = 1;
  std::size_t i = 0;
  while (i < text.size()) {
    TableRecord record{line, {}};
    bool end_of_record = false;
    while (!end_of_record) {
      TableField field{{}, column};
      if (i < text.size() && text[i] == '"') {
        const int quote_line = line;
        const int quote_column = column;
        ++i;
        ++column;
        for (;;) {
          if (i >= text.size())
            return OpeningTableError{quote_line, quote_column, Message(N_("a quoted field is not closed"))};
          if (text[i] == '"' && i + 1 < text.size() && text[i + 1] == '"') {
            field.text += '"';
            i += 2;
            column += 2;
          } else if (text[i] == '"') {
            ++i;
            ++column;
            break;
          } else {
            if (text[i] == '\n') {
              ++line;
              column = 0;
            }
            field.text += text[i++];
            ++column;
          }
        }
      }
      while (i < text.size() && text[i] != ',' && text[i] != '\n' && text[i] != '\r') {
        field.text += text[i++];
        ++column;
      }
      record.fields.push_back(std::move(field));
      if (i < text.size() && text[i] == ',') {
        ++i;
        ++column;
      } else {
        if (i < text.size() && text[i] == '\r') ++i;
        if (i < text.size() && text[i] == '\n') ++i;
        ++line;
        column = 1;
        end_of_record = true;
      }
    }
    const bool blank = record.fields.size() == 1 && record.fields[0].text.empty();
    if (!blank) records.push_back(std::move(record));
  }
  return records;
}

bool parse_square_list(std::string_view list, std::set<int>& seen) {
  std::size_t i = 0;
  while (i < list.size()) {
    const std::size_t comma = std::min(list.find(',', i), list.size());
    std::string_view item = list.substr(i, comma - i);
    if (!item.empty() && item.front() == 'K') item.remove_prefix(1);
    const std::size_t dash = item.find('-');
    auto number = [](std::string_view t, int& out) {
      if (t.empty() || t.size() > 2) return false;
      out = 0;
      for (char c : t) {
        if (c < '0' || c > '9') return false;
        out = out * 10 + (c - '0');
      }
      return out >= 1 && out <= 32;
    };
    int from = 0;
    int to = 0;
    if (dash == std::string_view::npos) {
      if (!number(item, from)) return false;
      to = from;
    } else if (!number(item.substr(0, dash), from) || !number(item.substr(dash + 1), to) || to < from) {
      return false;
    }
    for (int s = from; s <= to; ++s) {
      if (!seen.insert(s).second) return false;
    }
    i = comma + 1;
  }
  return true;
}

}  // namespace

bool valid_numeric_fen(std::string_view fen) {
  if (fen.size() < 2 || (fen[0] != 'W' && fen[0] != 'B') || fen[1] != ':') return false;
  std::set<int> seen;
  std::set<char> sides;
  std::size_t i = 2;
  while (i < fen.size()) {
    const std::size_t colon = std::min(fen.find(':', i), fen.size());
    const std::string_view part = fen.substr(i, colon - i);
    if (part.empty() || (part[0] != 'W' && part[0] != 'B') || !sides.insert(part[0]).second) return false;
    if (part.size() > 1 && !parse_square_list(part.substr(1), seen)) return false;
    i = colon + 1;
  }
  return sides.size() == 2;
}

std::variant<OpeningTable, OpeningTableError> read_opening_table(std::string_view text, std::string name) {
  auto split = split_table_csv(text);
  if (auto* error = std::get_if<OpeningTableError>(&split)) return *error;
  const auto& records = std::get<std::vector<TableRecord>>(split);
  if (records.empty())
    return OpeningTableError{1, 1, Message(N_("the table is empty; expected a header row"))};
  std::map<std::string, std::size_t> columns;
  for (std::size_t c = 0; c < records[0].fields.size(); ++c) columns[records[0].fields[c].text] = c;
  for (const char* required : {"code", "fen"}) {
    if (!columns.contains(required)) {
      return OpeningTableError{
          records[0].line, 1,
          Message(N_("the header row has no '{column}' column")).with("column", required)};
    }
  }
  OpeningTable table;
  table.name = std::move(name);
  std::set<std::string> codes;
  for (std::size_t r = 1; r < records.size(); ++r) {
    const TableRecord& rec = records[r];
    auto get = [&rec, &columns](const char* key) -> const TableField* {
      const auto it = columns.find(key);
      return it != columns.end() && it->second < rec.fields.size() ? &rec.fields[it->second] : nullptr;
    };
    const TableField* code = get("code");
    const TableField* fen = get("fen");
    if (code == nullptr || code->text.empty()) {
      return OpeningTableError{rec.line, code ? code->column : 1, Message(N_("missing opening code"))};
    }
    if (!codes.insert(code->text).second) {
      return OpeningTableError{rec.line, code->column,
                               Message(N_("opening code '{code}' appears twice")).with("code", code->text)};
    }
    if (fen == nullptr || !valid_numeric_fen(fen->text)) {
      return OpeningTableError{
          rec.line, fen ? fen->column : 1,
          Message(N_("expected a numeric PDN FEN such as W:W21-32:B1-12 for opening {code}"))
              .with("code", code->text)};
    }
    Opening o;
    o.code = code->text;
    o.fen = fen->text;
    if (const TableField* f = get("category")) o.category = f->text;
    if (const TableField* f = get("moves")) o.moves = f->text;
    if (const TableField* f = get("short")) o.short_moves = f->text;
    table.openings.push_back(std::move(o));
  }
  if (table.openings.empty())
    return OpeningTableError{records[0].line, 1, Message(N_("the table has no openings"))};
  return table;
}

}  // namespace shashki::format
