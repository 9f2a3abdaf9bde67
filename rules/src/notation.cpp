#include "shashki/rules/notation.hpp"

#include "shashki/rules/movegen.hpp"

#include <algorithm>
#include <cctype>
#include <map>
#include <set>

namespace shashki::rules {

namespace {

bool is_separator(char c) {
  return c == '-' || c == ':' || c == 'x' || c == 'X';
}

int sign(int v) {
  return (v > 0) - (v < 0);
}

// The direction of a diagonal step from a to b, as a pair of signs.
std::pair<int, int> direction(Square a, Square b) {
  return {sign(b.file() - a.file()), sign(b.rank() - a.rank())};
}

// Whether `part` occurs in `whole[0, limit)` as a subsequence.
bool is_subsequence(const std::vector<Square>& part, const std::vector<Square>& whole, std::size_t limit) {
  std::size_t j = 0;
  for (std::size_t i = 0; i < limit && j < part.size(); ++i) {
    if (whole[i] == part[j]) ++j;
  }
  return j == part.size();
}

void add_unique(std::vector<Move>& moves, const Move& m) {
  if (std::find(moves.begin(), moves.end(), m) == moves.end()) moves.push_back(m);
}

std::string joined(Square from, const std::vector<Square>& middle, Square to, char separator) {
  std::string text = from.name();
  for (const Square s : middle) {
    text += separator;
    text += s.name();
  }
  text += separator;
  text += to.name();
  return text;
}

}  // namespace

std::vector<Square> turning_squares(const Route& route) {
  std::vector<Square> turns;
  Square previous = route.from;
  for (std::size_t i = 0; i + 1 < route.landings.size(); ++i) {
    const Square here = route.landings[i];
    if (direction(previous, here) != direction(here, route.landings[i + 1])) turns.push_back(here);
    previous = here;
  }
  return turns;
}

std::optional<WrittenMove> read_written_move(std::string_view original) {
  while (!original.empty() && (original.back() == '!' || original.back() == '?' || original.back() == '+')) {
    original.remove_suffix(1);
  }
  if (original.empty() || original.size() > 200) return std::nullopt;
  // Score sheets are handwritten: "C3-D4" is read as "c3-d4".
  std::string lowered(original);
  for (char& c : lowered) {
    if (c >= 'A' && c <= 'H') c = static_cast<char>(c - 'A' + 'a');
  }
  const std::string_view text = lowered;
  WrittenMove w;
  auto is_file = [](char c) { return c >= 'a' && c <= 'h'; };
  // Abbreviated quiet move of the rulebook's example: "cd4" = the man of file c goes to d4.
  if (text.size() == 3 && is_file(text[0]) && is_file(text[1]) && text[2] >= '1' && text[2] <= '8') {
    const auto to = Square::parse(text.substr(1));
    if (!to) return std::nullopt;
    w.from_file = text[0] - 'a';
    w.squares.push_back(*to);
    return w;
  }
  std::vector<std::string_view> parts;
  std::size_t start = 0;
  for (std::size_t i = 0; i <= text.size(); ++i) {
    if (i == text.size() || is_separator(text[i])) {
      if (i == start) return std::nullopt;  // two separators in a row, or one at an end
      parts.push_back(text.substr(start, i - start));
      if (i < text.size() && text[i] != '-') w.capture = true;
      start = i + 1;
    }
  }
  if (parts.size() < 2) return std::nullopt;
  std::size_t first = 0;
  if (parts[0].size() == 1 && is_file(parts[0][0])) {  // abbreviated capture "b:d6"
    w.from_file = parts[0][0] - 'a';
    first = 1;
  }
  for (std::size_t i = first; i < parts.size(); ++i) {
    const auto s = Square::parse(parts[i]);
    if (!s) return std::nullopt;
    if (std::isdigit(static_cast<unsigned char>(parts[i][0])) != 0) w.numeric = true;
    w.squares.push_back(*s);
  }
  return w;
}

MoveMatch match_written_move(const Position& position, const WrittenMove& written) {
  MoveMatch result;
  if (written.squares.empty() || (!written.from_file && written.squares.size() < 2)) return result;
  const std::vector<Square> middle(written.squares.begin() + (written.from_file ? 0 : 1),
                                   written.squares.end() - 1);
  const Square end = written.squares.back();
  std::vector<Move> exact;
  std::vector<Move> loose;
  std::vector<Move> partial;
  for (const Route& r : legal_routes(position)) {
    const bool from_ok =
        written.from_file ? r.from.file() == *written.from_file : r.from == written.squares.front();
    if (!from_ok) continue;
    if (written.capture && r.captures.empty()) continue;
    const std::size_t k = r.landings.size();
    if (r.landings.back() == end && is_subsequence(middle, r.landings, k - 1)) {
      add_unique(loose, r.move());
      if (turning_squares(r) == middle) add_unique(exact, r.move());
    }
    for (std::size_t i = 0; i + 1 < k; ++i) {
      if (r.landings[i] == end && is_subsequence(middle, r.landings, i)) add_unique(partial, r.move());
    }
  }
  if (!exact.empty()) {
    result.moves = exact;
  } else if (!loose.empty()) {
    result.moves = loose;
  } else if (!partial.empty()) {
    result.moves = partial;
    result.partial = true;
  }
  std::sort(result.moves.begin(), result.moves.end());
  return result;
}

Parsed<Move> parse_move(const Position& position, std::string_view text) {
  const auto written = read_written_move(text);
  if (!written) return ParseError{1, 1, "not a move (write c3-d4, c3:e5, cd4 or 22-18)", std::string(text)};
  const MoveMatch match = match_written_move(position, *written);
  if (match.moves.empty()) return ParseError{1, 1, "no legal move is written so", std::string(text)};
  if (match.partial)
    return ParseError{1, 1, "the capture goes on beyond the written square", std::string(text)};
  if (match.moves.size() > 1) {
    return ParseError{1, 1, "ambiguous: write the squares where the capture changes direction (6.1.6.2)",
                      std::string(text)};
  }
  return match.moves.front();
}

std::vector<std::string> format_moves(const Position& position, const std::vector<Move>& moves) {
  const std::vector<Move> legal = legal_moves(position);
  // Start squares with two captures ending on the same square: all their captures get the full
  // record with turning squares, as in Figure 8 of 6.1.6.2.
  std::set<Square> full_record;
  std::map<std::pair<Square, Square>, int> ends;
  for (const Move& m : legal) {
    if (m.is_capture() && ++ends[{m.from, m.to}] > 1) full_record.insert(m.from);
  }
  std::vector<Route> routes;
  if (!full_record.empty()) routes = legal_routes(position);
  std::vector<std::string> texts;
  texts.reserve(moves.size());
  for (const Move& m : moves) {
    if (!m.is_capture()) {
      texts.push_back(m.from.name() + "-" + m.to.name());
      continue;
    }
    std::vector<Square> middle;
    if (full_record.contains(m.from)) {
      bool found = false;
      for (const Route& r : routes) {
        if (r.move() != m) continue;
        std::vector<Square> turns = turning_squares(r);
        if (!found || turns.size() < middle.size()) middle = std::move(turns);
        found = true;
      }
    }
    texts.push_back(joined(m.from, middle, m.to, ':'));
  }
  return texts;
}

std::string format_move(const Position& position, const Move& move) {
  return format_moves(position, {move}).front();
}

std::string format_move_abbreviated(const Position& position, const Move& move) {
  int same = 0;
  for (const Move& m : legal_moves(position)) {
    if (m.from.file() == move.from.file() && m.to == move.to) ++same;
  }
  if (same > 1) return format_move(position, move);
  std::string text(1, static_cast<char>('a' + move.from.file()));
  if (move.is_capture()) text += ':';
  return text + move.to.name();
}

}  // namespace shashki::rules
