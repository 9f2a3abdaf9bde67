#include "shashki/tournament/title.hpp"

#include "shashki/tournament/codes.hpp"

#include <array>
#include <cctype>
#include <string>

namespace shashki::tournament {

namespace {

constexpr std::array<CodeEntry<Title>, 14> title_codes{{
    {Title::none, ""},
    {Title::gmi, "GMI"},
    {Title::mi, "MI"},
    {Title::mf, "MF"},
    {Title::gms, "GMS"},
    {Title::msmk, "MSMK"},
    {Title::ms, "MS"},
    {Title::kms, "KMS"},
    {Title::first, "1"},
    {Title::second, "2"},
    {Title::third, "3"},
    {Title::first_junior, "1j"},
    {Title::second_junior, "2j"},
    {Title::third_junior, "3j"},
}};

// What arbiters write on entry forms besides the codes: Russian abbreviations (upper case, as
// written) and the English and Russian names of the categories. Compared after ASCII lower-casing.
constexpr std::array<CodeEntry<Title>, 36> title_spellings{{
    {Title::gms, "гмс"},
    {Title::gms, "ГМС"},
    {Title::msmk, "мсмк"},
    {Title::msmk, "МСМК"},
    {Title::ms, "мс"},
    {Title::ms, "МС"},
    {Title::kms, "кмс"},
    {Title::kms, "КМС"},
    {Title::first, "1st category"},
    {Title::second, "2nd category"},
    {Title::third, "3rd category"},
    {Title::first, "1 разряд"},
    {Title::second, "2 разряд"},
    {Title::third, "3 разряд"},
    {Title::first, "i"},
    {Title::second, "ii"},
    {Title::third, "iii"},
    {Title::first_junior, "1 юношеский"},
    {Title::second_junior, "2 юношеский"},
    {Title::third_junior, "3 юношеский"},
    // The abbreviations every document of the program prints ("1 р.", "2 юн."; title_abbreviation
    // in reports), so that a list the program wrote reads back, and their shorter forms.
    {Title::first, "1 р."},
    {Title::second, "2 р."},
    {Title::third, "3 р."},
    {Title::first, "1р"},
    {Title::second, "2р"},
    {Title::third, "3р"},
    {Title::first_junior, "1 юн."},
    {Title::second_junior, "2 юн."},
    {Title::third_junior, "3 юн."},
    {Title::first_junior, "1 юн"},
    {Title::second_junior, "2 юн"},
    {Title::third_junior, "3 юн"},
    {Title::first_junior, "1ю"},
    {Title::second_junior, "2ю"},
    {Title::third_junior, "3ю"},
    {Title::none, "-"},
}};

std::string ascii_lower(std::string_view text) {
  std::string out(text);
  for (char& c : out) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  }
  return out;
}

std::string_view trimmed(std::string_view text) {
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) text.remove_prefix(1);
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.remove_suffix(1);
  return text;
}

}  // namespace

std::string_view code(Title title) {
  return code_in<Title>(title_codes, title);
}

std::optional<Title> title_from_code(std::string_view text) {
  return value_in<Title>(title_codes, text);
}

std::optional<Title> parse_title(std::string_view text) {
  text = trimmed(text);
  const std::string lower = ascii_lower(text);
  for (const auto& [title, code_text] : title_codes) {
    if (ascii_lower(code_text) == lower) return title;
  }
  for (const auto& [title, spelling] : title_spellings) {
    if (spelling == text || spelling == lower) return title;
  }
  return std::nullopt;
}

}  // namespace shashki::tournament
