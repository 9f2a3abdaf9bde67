#include "shashki/rules/fen.hpp"

#include <cctype>

namespace shashki::rules {

namespace {

ParseError error_at(std::size_t offset, const char* message, std::string_view token) {
  return ParseError{1, static_cast<int>(offset) + 1, message, std::string(token)};
}

bool is_blank(char c) {
  return std::isspace(static_cast<unsigned char>(c)) != 0 || c == '"';
}

}  // namespace

// FEN of PDN 3.0 for draughts: "[side]:[W|B][K]square,...:[W|B]...". Russian files use both the
// algebraic names of 6.1.6.1 and the numeric squares of PDN; numeric lists may hold ranges.
Parsed<Position> parse_fen(std::string_view text) {
  std::size_t begin = 0;
  std::size_t end = text.size();
  while (begin < end && is_blank(text[begin])) ++begin;
  while (end > begin && (is_blank(text[end - 1]) || text[end - 1] == '.')) --end;
  if (begin == end) return error_at(0, "empty FEN", "");
  std::size_t i = begin;
  Color side = Color::white;
  const char s = static_cast<char>(std::toupper(static_cast<unsigned char>(text[i])));
  if (s == 'W') {
    side = Color::white;
  } else if (s == 'B') {
    side = Color::black;
  } else {
    return error_at(i, "FEN must start with the side to move, W or B", text.substr(i, 1));
  }
  ++i;
  Bitboard sets[2] = {0, 0};
  Bitboard kings = 0;
  bool seen[2] = {false, false};
  while (i < end) {
    if (text[i] != ':') return error_at(i, "expected ':' before a piece list", text.substr(i, 1));
    ++i;
    if (i >= end) return error_at(i, "expected W or B after ':'", "");
    const char c = static_cast<char>(std::toupper(static_cast<unsigned char>(text[i])));
    if (c != 'W' && c != 'B') return error_at(i, "expected W or B after ':'", text.substr(i, 1));
    const int who = c == 'W' ? 0 : 1;
    if (seen[who]) return error_at(i, "the same side is listed twice", text.substr(i, 1));
    seen[who] = true;
    ++i;
    while (i < end && text[i] != ':') {
      const std::size_t item_start = i;
      bool king = false;
      if (text[i] == 'K' || text[i] == 'k') {
        king = true;
        ++i;
      }
      std::size_t j = i;
      while (j < end && text[j] != ',' && text[j] != ':' && text[j] != '-') ++j;
      const std::string_view first = text.substr(i, j - i);
      auto square = Square::parse(first);
      if (!square) return error_at(i, "not a square (a1..h8 dark, or 1..32)", first);
      Bitboard squares = square->bit();
      if (j < end && text[j] == '-') {
        // A numeric range "1-12": every square from the first number to the second.
        const std::size_t k0 = j + 1;
        std::size_t k = k0;
        while (k < end && text[k] != ',' && text[k] != ':') ++k;
        const auto last = Square::parse(text.substr(k0, k - k0));
        if (!last || first.size() > 2 || std::isdigit(static_cast<unsigned char>(first[0])) == 0) {
          return error_at(k0, "a range must join two numeric squares",
                          text.substr(item_start, k - item_start));
        }
        for (int n = square->number(); n <= last->number(); ++n) squares |= Square::from_number(n)->bit();
        j = k;
      }
      if ((sets[0] | sets[1]) & squares)
        return error_at(item_start, "a square is listed twice", text.substr(item_start, j - item_start));
      sets[who] |= squares;
      if (king) kings |= squares;
      i = j;
      if (i < end && text[i] == ',') {
        ++i;
        if (i >= end || text[i] == ':' || text[i] == ',')
          return error_at(i, "a square is missing after ','", "");
      }
    }
  }
  // 6.1.4.4: a man on its last row has become a king; a list saying otherwise is wrong.
  if ((sets[0] & ~kings & rank_8) != 0 || (sets[1] & ~kings & rank_1) != 0) {
    return error_at(begin, "a man stands on its last row: mark it K (6.1.4.4)",
                    text.substr(begin, end - begin));
  }
  return Position(sets[0], sets[1], kings, side);
}

std::string to_fen(const Position& position) {
  std::string fen = position.side_to_move() == Color::white ? "W" : "B";
  for (const Color c : {Color::white, Color::black}) {
    fen += c == Color::white ? ":W" : ":B";
    bool first = true;
    for (Bitboard b = position.pieces(c); b; b &= b - 1) {
      const Square s = lowest(b);
      if (!first) fen += ',';
      first = false;
      if (position.kings() & s.bit()) fen += 'K';
      fen += s.name();
    }
  }
  return fen;
}

}  // namespace shashki::rules
