#include "shashki/rules/pdn.hpp"

#include "shashki/rules/fen.hpp"
#include "shashki/rules/notation.hpp"

#include <array>
#include <cctype>

namespace shashki::rules {

std::optional<std::string> PdnGame::tag(std::string_view name) const {
  for (const auto& [k, v] : tags) {
    if (k == name) return v;
  }
  return std::nullopt;
}

namespace {

constexpr std::array<std::string_view, 9> results = {"2-0",     "1-1", "0-2", "1-0", "0-1",
                                                     "1/2-1/2", "0-0", "*",   "2:0"};

bool is_result(std::string_view t) {
  for (const auto r : results) {
    if (t == r) return true;
  }
  return false;
}

// A cursor over the text that knows its line and column.
class Reader {
 public:
  explicit Reader(std::string_view text) : m_text(text) {}
  [[nodiscard]] bool done() const { return m_pos >= m_text.size(); }
  [[nodiscard]] char peek() const { return m_text[m_pos]; }
  [[nodiscard]] int line() const { return m_line; }
  [[nodiscard]] int column() const { return m_column; }
  char get() {
    const char c = m_text[m_pos++];
    if (c == '\n') {
      ++m_line;
      m_column = 1;
    } else {
      ++m_column;
    }
    return c;
  }
  void skip_blanks() {
    while (!done() && std::isspace(static_cast<unsigned char>(peek())) != 0) get();
  }
  [[nodiscard]] ParseError error(const char* message, std::string token = {}) const {
    return ParseError{m_line, m_column, message, std::move(token)};
  }

 private:
  std::string_view m_text;
  std::size_t m_pos = 0;
  int m_line = 1;
  int m_column = 1;
};

std::optional<ParseError> read_tag(Reader& r, PdnGame& game) {
  const int line = r.line();
  const int column = r.column();
  r.get();  // '['
  r.skip_blanks();
  std::string name;
  while (!r.done() && (std::isalnum(static_cast<unsigned char>(r.peek())) != 0 || r.peek() == '_'))
    name += r.get();
  if (name.empty()) return r.error("a tag name is expected after '['");
  r.skip_blanks();
  if (r.done() || r.peek() != '"') return r.error("a quoted tag value is expected", name);
  r.get();
  std::string value;
  while (!r.done() && r.peek() != '"' && r.peek() != '\n') {
    char c = r.get();
    if (c == '\\' && !r.done()) c = r.get();
    value += c;
  }
  if (r.done() || r.peek() != '"')
    return ParseError{line, column, "the tag value is not closed with '\"'", name};
  r.get();
  r.skip_blanks();
  if (r.done() || r.peek() != ']') return r.error("']' is expected to close the tag", name);
  r.get();
  if (name == "GameType") {
    std::size_t n = 0;
    while (n < value.size() && std::isdigit(static_cast<unsigned char>(value[n])) != 0) ++n;
    if (value.substr(0, n) != "25") {
      return ParseError{line, column, "GameType is not 25 (Russian draughts)", value};
    }
  }
  game.tags.emplace_back(std::move(name), std::move(value));
  return std::nullopt;
}

}  // namespace

Parsed<std::vector<PdnGame>> parse_pdn(std::string_view text) {
  std::vector<PdnGame> games;
  PdnGame game;
  bool in_moves = false;  // movetext of the current game has begun
  bool open = false;      // the current game has anything at all
  auto close_game = [&] {
    if (open) games.push_back(std::move(game));
    game = PdnGame{};
    in_moves = false;
    open = false;
  };
  Reader r(text);
  while (true) {
    r.skip_blanks();
    if (r.done()) break;
    const char c = r.peek();
    if (c == '[') {
      if (in_moves) close_game();
      if (!open) game.line = r.line();
      open = true;
      if (auto e = read_tag(r, game)) return *e;
    } else if (c == '{') {
      const ParseError start = r.error("a comment '{' is not closed");
      while (!r.done() && r.peek() != '}') r.get();
      if (r.done()) return start;
      r.get();
    } else if (c == ';' || (c == '%' && r.column() == 1)) {
      while (!r.done() && r.peek() != '\n') r.get();
    } else if (c == '(') {
      const ParseError start = r.error("a variation '(' is not closed");
      int depth = 0;
      do {
        const char x = r.get();
        if (x == '(') ++depth;
        if (x == ')') --depth;
        if (x == '{') {
          while (!r.done() && r.peek() != '}') r.get();
        }
      } while (!r.done() && depth > 0);
      if (depth > 0) return start;
    } else if (c == ')' || c == ']' || c == '}') {
      return r.error("unexpected closing bracket", std::string(1, c));
    } else {
      PdnToken token{{}, r.line(), r.column()};
      while (!r.done() && std::isspace(static_cast<unsigned char>(r.peek())) == 0 && r.peek() != '{' &&
             r.peek() != '[' && r.peek() != '(' && r.peek() != ';') {
        token.text += r.get();
      }
      if (token.text.starts_with('$')) continue;  // a numeric annotation glyph
      if (is_result(token.text)) {
        if (!open) game.line = token.line;
        game.result = token.text;
        open = true;
        close_game();
        continue;
      }
      // A move number "12." or "12..." may be glued to the move: "12.c3-d4".
      std::size_t digits = 0;
      while (digits < token.text.size() && std::isdigit(static_cast<unsigned char>(token.text[digits])) != 0)
        ++digits;
      if (digits > 0 && digits < token.text.size() && token.text[digits] == '.') {
        std::size_t k = digits;
        while (k < token.text.size() && token.text[k] == '.') ++k;
        token.column += static_cast<int>(k);
        token.text.erase(0, k);
        if (token.text.empty()) continue;
      }
      if (!open) game.line = token.line;
      open = in_moves = true;
      game.moves.push_back(std::move(token));
    }
  }
  close_game();
  return games;
}

Parsed<Replay> replay(const PdnGame& game) {
  Position start = Position::initial();
  if (const auto fen = game.tag("FEN")) {
    const auto parsed = parse_fen(*fen);
    if (!parsed) {
      ParseError e = parsed.error();
      e.line = game.line;
      return e;
    }
    start = *parsed;
  }
  Replay result{GameRecord(start), std::nullopt};
  std::optional<WrittenMove> pending;  // a capture written step by step, still going on
  std::string pending_text;
  PdnToken pending_token;
  auto fail = [&](const PdnToken& token, const std::string& written, Violation v) {
    result.error = ReplayError{result.record.plies() + 1, token, written, v};
  };
  for (const PdnToken& token : game.moves) {
    const Position& here = result.record.current();
    auto written = read_written_move(token.text);
    if (!written) {
      fail(pending ? pending_token : token, token.text, Violation::not_a_move);
      return result;
    }
    std::string text = token.text;
    if (pending) {
      // "13x22 22x15": the next step must start where the last one ended.
      if (written->from_file || written->squares.front() != pending->squares.back()) {
        fail(pending_token, pending_text, adjudicate(here, pending_text).violation);
        return result;
      }
      WrittenMove joined = *pending;
      joined.squares.insert(joined.squares.end(), written->squares.begin() + 1, written->squares.end());
      joined.capture = true;
      written = joined;
      text = pending_text + " " + token.text;
    }
    const MoveMatch match = match_written_move(here, *written);
    if (match.partial) {
      if (!pending) pending_token = token;
      pending = written;
      pending_text = text;
      continue;
    }
    if (match.moves.size() != 1) {
      // Diagnose on the squares as one record "a:b:c" so that each leg is checked.
      std::string record = written->squares.front().name();
      for (std::size_t i = 1; i < written->squares.size(); ++i)
        record += (written->capture ? ":" : "-") + written->squares[i].name();
      const Violation v =
          written->from_file ? adjudicate(here, token.text).violation : adjudicate(here, record).violation;
      fail(pending ? pending_token : token, text, v);
      return result;
    }
    result.record.play(match.moves.front());
    pending.reset();
  }
  if (pending) fail(pending_token, pending_text, adjudicate(result.record.current(), pending_text).violation);
  return result;
}

std::string write_pdn(const std::vector<std::pair<std::string, std::string>>& tags, const GameRecord& record,
                      std::string_view result) {
  std::string out;
  bool has_type = false;
  bool has_fen = false;
  for (const auto& [k, v] : tags) {
    has_type = has_type || k == "GameType";
    has_fen = has_fen || k == "FEN";
    out += "[" + k + " \"" + v + "\"]\n";
  }
  if (!has_type) out += "[GameType \"25\"]\n";
  if (!has_fen && !(record.start() == Position::initial()))
    out += "[FEN \"" + to_fen(record.start()) + "\"]\n";
  out += '\n';
  std::string line;
  int number = 1;
  for (int ply = 1; ply <= record.plies(); ++ply) {
    const bool white = record.mover(ply) == Color::white;
    if (white || ply == 1) line += std::to_string(number) + (white ? ". " : "... ");
    line += format_move(record.position(ply - 1), record.move(ply)) + ' ';
    if (!white) ++number;
    if (line.size() > 70) {
      out += line + '\n';
      line.clear();
    }
  }
  out += line + std::string(result) + '\n';
  return out;
}

}  // namespace shashki::rules
