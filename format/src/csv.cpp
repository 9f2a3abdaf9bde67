#include "shashki/format/csv.hpp"

namespace shashki::format {

using tournament::Message;

namespace {

// Length of the UTF-8 sequence starting at text[i], or 0 when it is not valid UTF-8.
std::size_t utf8_length(std::string_view text, std::size_t i) {
  const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
  const unsigned char lead = byte(i);
  std::size_t length = 0;
  if (lead < 0x80) return 1;
  if (lead >= 0xC2 && lead <= 0xDF)
    length = 2;
  else if (lead >= 0xE0 && lead <= 0xEF)
    length = 3;
  else if (lead >= 0xF0 && lead <= 0xF4)
    length = 4;
  else
    return 0;
  if (i + length > text.size()) return 0;
  for (std::size_t k = 1; k < length; ++k) {
    if ((byte(i + k) & 0xC0) != 0x80) return 0;
  }
  // Overlong forms and surrogates are not UTF-8 either.
  if (length == 3 && lead == 0xE0 && byte(i + 1) < 0xA0) return 0;
  if (length == 3 && lead == 0xED && byte(i + 1) > 0x9F) return 0;
  if (length == 4 && lead == 0xF0 && byte(i + 1) < 0x90) return 0;
  if (length == 4 && lead == 0xF4 && byte(i + 1) > 0x8F) return 0;
  return length;
}

char csv_separator_of(std::string_view text) {
  const auto first_line = text.substr(0, text.find('\n'));
  return first_line.find(';') != std::string_view::npos && first_line.find(',') == std::string_view::npos
             ? ';'
             : ',';
}

}  // namespace

std::variant<CsvRows, ReadError> read_csv(std::string_view text) {
  if (text.starts_with("\xEF\xBB\xBF")) text.remove_prefix(3);
  const char separator = csv_separator_of(text);
  CsvRows rows;
  std::vector<CsvField> row;
  CsvField field{{}, 1, 1};
  bool quoted = false;
  bool field_started = false;
  int line = 1;
  int column = 1;
  const auto end_field = [&] {
    row.push_back(std::move(field));
    field = CsvField{{}, line, column};
    field_started = false;
  };
  const auto end_row = [&] {
    end_field();
    // A line with a single empty field is a blank line.
    if (!(row.size() == 1 && row[0].text.empty())) rows.push_back(std::move(row));
    row.clear();
  };
  for (std::size_t i = 0; i < text.size();) {
    const std::size_t length = utf8_length(text, i);
    if (length == 0) {
      return ReadError{line, column, Message(N_("the file is not UTF-8 text (save it as UTF-8)"))};
    }
    const char c = text[i];
    if (quoted) {
      if (c == '"' && i + 1 < text.size() && text[i + 1] == '"') {
        field.text += '"';
        i += 2;
        column += 2;
        continue;
      }
      if (c == '"') {
        quoted = false;
      } else {
        field.text.append(text.substr(i, length));
      }
      if (c == '\n') {
        ++line;
        column = 0;
      }
    } else if (c == '"' && !field_started) {
      quoted = true;
      field_started = true;
    } else if (c == separator) {
      ++column;
      ++i;
      end_field();
      continue;
    } else if (c == '\n') {
      ++line;
      column = 1;
      ++i;
      end_row();
      field.line = line;
      field.column = 1;
      continue;
    } else if (c != '\r') {
      field.text.append(text.substr(i, length));
      field_started = field_started || (c != ' ' && c != '\t');
    }
    i += length;
    ++column;
  }
  if (quoted) {
    return ReadError{field.line, field.column, Message(N_("a quoted field is not closed"))};
  }
  if (field_started || !field.text.empty() || !row.empty()) end_row();
  return rows;
}

}  // namespace shashki::format
