// Reading TRF-16 / TRF-2026 files (FIDE C.04 Annex 2 and its 2026 revision) with the
// JaVaFo/bbpPairings extensions. The layout of the 001 record is in trf.hpp.
#include "shashki/format/trf.hpp"

#include "trf_fields.hpp"

#include <algorithm>
#include <map>
#include <optional>

namespace shashki::format {

using trf::Span;

TrfRecordKind trf_record_kind(std::string_view line) {
  if (line.find_first_not_of(" \t") == std::string_view::npos) return TrfRecordKind::blank;
  const std::string_view code = line.substr(0, 3);
  if (code == "001") return TrfRecordKind::player;
  if (code == "###") return TrfRecordKind::comment;
  if (code.starts_with("XX")) return TrfRecordKind::extension;
  // TRF-16's team record and the team annex of TRF-2026 (docs/pairing.md).
  for (const std::string_view team : {"013", "299", "300", "310", "320", "330", "802"}) {
    if (code == team) return TrfRecordKind::team;
  }
  const bool numbered =
      code.size() == 3 && std::all_of(code.begin(), code.end(), [](char c) { return c >= '0' && c <= '9'; });
  return numbered && code[0] <= '2' ? TrfRecordKind::header : TrfRecordKind::other;
}

std::vector<const TrfDocument::Line*> TrfDocument::records(TrfRecordKind kind) const {
  std::vector<const Line*> out;
  for (const auto& line : lines) {
    if (line.kind() == kind) out.push_back(&line);
  }
  return out;
}

namespace {

using tournament::Message;

// What a field must hold, as two whole sentences: when it is missing, when it is malformed.
struct Expected {
  const char* missing;
  const char* malformed;
};
constexpr Expected a_round_number{N_("missing a round number"), N_("expected a round number")};
constexpr Expected a_starting_number{N_("missing a starting number"), N_("expected a starting number")};
constexpr Expected the_first_round{N_("missing the first round"), N_("expected the first round")};
constexpr Expected the_last_round{N_("missing the last round"), N_("expected the last round")};
constexpr Expected the_first_player{N_("missing the first player"), N_("expected the first player")};
constexpr Expected the_last_player{N_("missing the last player"), N_("expected the last player")};
// Fixed-column fields of a 001 line: the malformed text is named.
constexpr Expected a_starting_number_field{N_("missing a starting number"),
                                           N_("expected a starting number, not '{text}'")};
constexpr Expected a_rating_field{N_("missing a rating"), N_("expected a rating, not '{text}'")};
constexpr Expected a_rank_field{N_("missing a rank"), N_("expected a rank, not '{text}'")};

struct Token {
  std::string_view text;
  int column;  // 1-based
};

std::vector<Token> tokens_after_code(std::string_view line) {
  std::vector<Token> out;
  std::size_t i = 3;
  while (i < line.size()) {
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
    const std::size_t start = i;
    while (i < line.size() && line[i] != ' ' && line[i] != '\t') ++i;
    if (i > start) out.push_back({line.substr(start, i - start), static_cast<int>(start) + 1});
  }
  return out;
}

// Sets one point value from a JaVaFo/bbpPairings code; false for an unknown code.
bool set_point_value(PointSystem& s, std::string_view code, Points value) {
  if (code == "W" || code == "WW" || code == "BW") {
    s.win = value;
  } else if (code == "D" || code == "WD" || code == "BD") {
    s.draw = value;
  } else if (code == "L" || code == "WL" || code == "BL") {
    s.loss = value;
  } else if (code == "FW") {
    s.forfeit_win = value;
  } else if (code == "FL") {
    s.forfeit_loss = value;
  } else if (code == "PAB" || code == "U") {
    s.pairing_bye = value;
  } else if (code == "FPB" || code == "F") {
    s.full_bye = value;
  } else if (code == "HPB" || code == "H") {
    s.half_bye = value;
  } else if (code == "ZPB" || code == "Z") {
    s.zero_bye = value;
  } else {
    return false;
  }
  return true;
}

// The scale the file writes its points on (docs/pairing.md, "Points and scales"): the one an
// "XXE scale=2-1-0" or "XXE scale=1-0.5-0" record names (this program's event records), else
// 2-1-0 when the point values (XXS, XXP with values, 162) are the draughts table, a won game
// "2.0" and a draw, when given, "1.0"; otherwise the FIDE 1-0.5-0, where "1.0" is a won game.
// Values that do not parse are reported when their record is read.
ScoringScale file_scale(const std::vector<TrfDocument::Line>& lines) {
  std::optional<int> win;  // half-units of the file's decimals: "2.0" is 4
  std::optional<int> draw;
  const auto note = [&](std::string_view code, std::string_view value) {
    const auto v = pairing::parse_points(value, ScoringScale::one_half_zero);
    if (!v) return;
    if (code == "W" || code == "WW" || code == "BW") win = v->half_points();
    if (code == "D" || code == "WD" || code == "BD") draw = v->half_points();
  };
  for (const auto& line : lines) {
    const std::string_view text = line.text;
    if (text.size() < 3) continue;
    const std::string_view code = text.substr(0, 3);
    if (code == "XXE") {
      const auto setting = trf::trim(text.substr(3));
      if (setting.rfind("scale=", 0) == 0) {
        if (const auto named = tournament::scoring_scale_from_code(trf::trim(setting.substr(6))))
          return *named;
      }
      continue;
    }
    if (code != "XXS" && code != "XXP" && code != "162") continue;
    const auto tokens = tokens_after_code(text);
    for (std::size_t i = 0; i < tokens.size(); ++i) {
      const std::string_view t = tokens[i].text;
      if (const auto eq = t.find('='); eq != std::string_view::npos) {
        note(t.substr(0, eq), t.substr(eq + 1));
      } else if (code != "XXP" && i + 1 < tokens.size()) {
        note(t, tokens[i + 1].text);
        ++i;
      }
    }
  }
  const bool draughts_table = win == 4 && (!draw || *draw == 2);
  return draughts_table ? ScoringScale::two_one_zero : ScoringScale::one_half_zero;
}

class Reader {
 public:
  explicit Reader(std::string_view text) : m_text(text) {}

  std::variant<TrfDocument, TrfError> run() {
    split_lines();
    m_doc.input.scale = file_scale(m_doc.lines);
    // A team file's 240 names teams, not players: the team reader reads it (read_team_trf).
    m_team_file =
        std::any_of(m_doc.lines.begin(), m_doc.lines.end(), [](const auto& l) { return l.is("310"); });
    for (std::size_t i = 0; i < m_doc.lines.size(); ++i) {
      m_line_number = static_cast<int>(i) + 1;
      if (!read_line(m_doc.lines[i])) return *m_error;
    }
    m_doc.input.sort_players();
    if (!check_cross_references()) return *m_error;
    return std::move(m_doc);
  }

 private:
  void split_lines() {
    bool ending_seen = false;
    std::size_t start = 0;
    std::size_t i = 0;
    m_doc.final_line_ending = false;
    while (i < m_text.size()) {
      const char c = m_text[i];
      if (c != '\r' && c != '\n') {
        ++i;
        continue;
      }
      const bool crlf = c == '\r' && i + 1 < m_text.size() && m_text[i + 1] == '\n';
      if (!ending_seen) {
        m_doc.ending = crlf ? LineEnding::crlf : c == '\r' ? LineEnding::cr : LineEnding::lf;
        ending_seen = true;
      }
      m_doc.lines.push_back({std::string(m_text.substr(start, i - start)), 0});
      i += crlf ? 2 : 1;
      start = i;
      m_doc.final_line_ending = true;
    }
    if (start < m_text.size()) {
      m_doc.lines.push_back({std::string(m_text.substr(start)), 0});
      m_doc.final_line_ending = false;
    }
  }

  bool fail(int column, Message message) {
    m_error = TrfError{m_line_number, column, std::move(message).about("file")};
    return false;
  }

  bool read_line(TrfDocument::Line& line) {
    const std::string_view text = line.text;
    if (trf::trim(text).empty()) return true;
    if (text.size() < 3)
      return fail(1, Message(N_("a record starts with a three-character code such as 001")));
    const std::string_view code = text.substr(0, 3);
    if (code == "001") return read_player(line);
    if (code == "012") {
      m_doc.input.name = std::string(trf::trim(text.substr(3)));
    } else if (code == "XXR" || code == "142") {
      return read_rounds(text);
    } else if (code == "XXC" || code == "152") {
      return read_initial_colour(text, code == "152");
    } else if (code == "XXA") {
      return read_acceleration(text);
    } else if (code == "XXS") {
      return read_point_values(tokens_after_code(text));
    } else if (code == "162") {
      return read_trf2026_points(text);
    } else if (code == "XXP") {
      return read_xxp(text);
    } else if (code == "240" && !m_team_file) {
      return read_requested_byes(text);
    } else if (code == "250") {
      return read_accelerated_rounds(text);
    } else if (code == "260") {
      return read_prohibited_pairings(text);
    }
    // Anything else (042, 062, 092, 102, 132, ### comments, ...) is kept verbatim.
    return true;
  }

  bool read_rounds(std::string_view text) {
    const auto tokens = tokens_after_code(text);
    int rounds = 0;
    if (tokens.size() != 1 || !trf::parse_uint(tokens[0].text, rounds) || rounds == 0) {
      return fail(tokens.empty() ? 5 : tokens[0].column,
                  Message(N_("expected the number of rounds, a positive integer")));
    }
    m_doc.input.total_rounds = rounds;
    return true;
  }

  bool read_initial_colour(std::string_view text, bool trf2026) {
    const auto tokens = tokens_after_code(text);
    for (const Token& t : tokens) {
      if (t.text == "white1" || (trf2026 && (t.text == "W" || t.text == "w"))) {
        m_doc.input.initial_colour = clock::Side::white;
      } else if (t.text == "black1" || (trf2026 && (t.text == "B" || t.text == "b"))) {
        m_doc.input.initial_colour = clock::Side::black;
      } else if (trf2026) {
        return fail(t.column, Message(N_("expected W or B (the colour of player 1 in round 1)")));
      }
      // XXC may carry other JaVaFo options (e.g. "rank"); they do not concern this model.
    }
    if (trf2026 && tokens.empty())
      return fail(5, Message(N_("expected W or B (the colour of player 1 in round 1)")));
    return true;
  }

  bool read_acceleration(std::string_view text) {
    const auto tokens = tokens_after_code(text);
    int player = 0;
    if (tokens.empty() || !trf::parse_uint(tokens[0].text, player) || player == 0) {
      return fail(tokens.empty() ? 5 : tokens[0].column, Message(N_("expected a starting number after XXA")));
    }
    std::vector<Points> per_round;
    for (std::size_t i = 1; i < tokens.size(); ++i) {
      const auto p = pairing::parse_points(tokens[i].text, m_doc.input.scale);
      if (!p) return fail(tokens[i].column, Message(N_("expected virtual points such as 1.0 or 0.5")));
      per_round.push_back(*p);
    }
    refer(tokens[0].column, player);
    m_doc.input.accelerations[player] = std::move(per_round);
    return true;
  }

  bool read_point_values(const std::vector<Token>& tokens) {
    for (std::size_t i = 0; i < tokens.size(); ++i) {
      std::string_view code = tokens[i].text;
      std::string_view value_text;
      int value_column = tokens[i].column;
      if (const auto eq = code.find('='); eq != std::string_view::npos) {
        value_text = code.substr(eq + 1);
        value_column += static_cast<int>(eq) + 1;
        code = code.substr(0, eq);
      } else if (i + 1 < tokens.size()) {
        value_text = tokens[i + 1].text;
        value_column = tokens[++i].column;
      }
      const auto value = pairing::parse_points(value_text, m_doc.input.scale);
      if (!value)
        return fail(value_column, Message(N_("expected a point value such as 1.0 or 0.5 for {code}"))
                                      .with("code", std::string(code)));
      if (!set_point_value(m_doc.input.point_system, code, *value)) {
        return fail(
            tokens[i].column,
            Message(N_("unknown point code '{code}' (W D L FW FL PAB FPB HPB ZPB, or WW BW WD BD WL BL)"))
                .with("code", std::string(code)));
      }
    }
    return true;
  }

  // 162 W 1.0 D 0.5 ...: TRF-2026 codes W (win, forfeit win, full-point bye), D (draw,
  // half-point bye), L (loss), A (absence: zero-point bye, forfeit loss), P (PAB, else as W),
  // X (unknown result, not used for pairing).
  bool read_trf2026_points(std::string_view text) {
    const auto tokens = tokens_after_code(text);
    PointSystem& s = m_doc.input.point_system;
    bool pab_given = false;
    for (std::size_t i = 0; i < tokens.size(); i += 2) {
      const std::string_view code = tokens[i].text;
      const auto value =
          i + 1 < tokens.size() ? pairing::parse_points(tokens[i + 1].text, m_doc.input.scale) : std::nullopt;
      if (!value) {
        return fail(i + 1 < tokens.size() ? tokens[i + 1].column : tokens[i].column,
                    Message(N_("expected points such as 1.0 after {code}")).with("code", std::string(code)));
      }
      if (code == "W") {
        s.win = s.forfeit_win = s.full_bye = *value;
      } else if (code == "D") {
        s.draw = s.half_bye = *value;
      } else if (code == "L") {
        s.loss = *value;
      } else if (code == "A") {
        s.zero_bye = s.forfeit_loss = *value;
      } else if (code == "P") {
        s.pairing_bye = *value;
        pab_given = true;
      } else if (code != "X") {
        return fail(
            tokens[i].column,
            Message(N_("unknown result code '{code}' (W, D, L, A, P or X)")).with("code", std::string(code)));
      }
    }
    if (!pab_given) s.pairing_bye = s.win;
    return true;
  }

  // The integer token `i` of `tokens`, or a failure naming `what`.
  bool token_int(const std::vector<Token>& tokens, std::size_t i, int& out, const Expected& what) {
    if (i >= tokens.size()) return fail(tokens.empty() ? 5 : tokens.back().column, Message(what.missing));
    if (!trf::parse_uint(tokens[i].text, out)) return fail(tokens[i].column, Message(what.malformed));
    return true;
  }

  // 240 T RRR PPPP PPPP ...: byes of type F, H or Z asked for round RRR.
  bool read_requested_byes(std::string_view text) {
    const auto tokens = tokens_after_code(text);
    if (tokens.empty() || tokens[0].text.size() != 1)
      return fail(5, Message(N_("expected the type of bye: F, H or Z")));
    const auto code = pairing::result_from_trf_char(tokens[0].text[0]);
    if (!code ||
        (*code != ResultCode::full_bye && *code != ResultCode::half_bye && *code != ResultCode::zero_bye)) {
      return fail(tokens[0].column, Message(N_("expected the type of bye: F, H or Z")));
    }
    int round = 0;
    if (!token_int(tokens, 1, round, a_round_number)) return false;
    if (round < 1) return fail(tokens[1].column, Message(N_("rounds begin at 1")));
    if (tokens.size() < 3) return fail(tokens[1].column, Message(N_("missing the players getting the bye")));
    for (std::size_t i = 2; i < tokens.size(); ++i) {
      int player = 0;
      if (!token_int(tokens, i, player, a_starting_number)) return false;
      refer(tokens[i].column, player);
      m_doc.input.requested_byes[round][player] = *code;
    }
    return true;
  }

  // 250 [MMMM] GGGG RRF RRL PPPF PPPL: GGGG fictitious points in rounds RRF-RRL for players
  // PPPF-PPPL (the match points column is empty in individual events).
  bool read_accelerated_rounds(std::string_view text) {
    const auto tokens = tokens_after_code(text);
    if (tokens.size() != 5 && tokens.size() != 6) {
      return fail(
          5, Message(N_("expected [match points] points first-round last-round first-player last-player")));
    }
    const std::size_t base = tokens.size() - 5;
    const auto points = pairing::parse_points(tokens[base].text, m_doc.input.scale);
    if (!points) return fail(tokens[base].column, Message(N_("expected fictitious points such as 1.0")));
    int first_round = 0, last_round = 0, first_player = 0, last_player = 0;
    if (!token_int(tokens, base + 1, first_round, the_first_round) ||
        !token_int(tokens, base + 2, last_round, the_last_round) ||
        !token_int(tokens, base + 3, first_player, the_first_player) ||
        !token_int(tokens, base + 4, last_player, the_last_player)) {
      return false;
    }
    if (first_round < 1 || last_round < first_round || last_round > 999) {
      return fail(tokens[base + 2].column,
                  Message(N_("the rounds must run from 1 upwards, first before last")));
    }
    // A range may reach past the last player (a group "from 21 on"); only players in the file
    // keep their points (see check_cross_references).
    if (first_player < 1 || last_player < first_player || last_player > 9999) {
      return fail(tokens[base + 4].column,
                  Message(N_("the players must run from 1 upwards, first before last")));
    }
    for (int p = first_player; p <= last_player; ++p) {
      auto& per_round = m_doc.input.accelerations[p];
      if (per_round.size() < static_cast<std::size_t>(last_round))
        per_round.resize(static_cast<std::size_t>(last_round));
      for (int r = first_round; r <= last_round; ++r) per_round[static_cast<std::size_t>(r - 1)] += *points;
    }
    return true;
  }

  // 260 RR1 RRL PPPP PPPP ...: none of the players may meet another in rounds RR1-RRL.
  bool read_prohibited_pairings(std::string_view text) {
    const auto tokens = tokens_after_code(text);
    int from = 0, to = 0;
    if (!token_int(tokens, 0, from, the_first_round) || !token_int(tokens, 1, to, the_last_round))
      return false;
    if (from < 1 || to < from)
      return fail(tokens[1].column, Message(N_("the rounds must run from 1 upwards, first before last")));
    if (tokens.size() < 4)
      return fail(tokens[1].column, Message(N_("expected at least two players who may not meet")));
    std::vector<int> group;
    for (std::size_t i = 2; i < tokens.size(); ++i) {
      int n = 0;
      if (!token_int(tokens, i, n, a_starting_number)) return false;
      refer(tokens[i].column, n);
      group.push_back(n);
    }
    add_forbidden_group(group, from, to);
    return true;
  }

  void add_forbidden_group(const std::vector<int>& group, int from, int to) {
    for (std::size_t a = 0; a < group.size(); ++a) {
      for (std::size_t b = a + 1; b < group.size(); ++b) {
        if (group[a] == group[b]) continue;
        m_doc.input.forbidden_pairs.insert(
            {std::min(group[a], group[b]), std::max(group[a], group[b]), from, to});
      }
    }
  }

  bool read_xxp(std::string_view text) {
    const auto tokens = tokens_after_code(text);
    const bool values = std::any_of(tokens.begin(), tokens.end(), [](const Token& t) {
      return t.text.find('=') != std::string_view::npos;
    });
    if (values) return read_point_values(tokens);
    // A list of starting numbers none of whom may meet another (a forbidden group).
    std::vector<int> group;
    for (const Token& t : tokens) {
      int n = 0;
      if (!trf::parse_uint(t.text, n) || n == 0)
        return fail(t.column, Message(N_("expected a starting number")));
      refer(t.column, n);
      group.push_back(n);
    }
    add_forbidden_group(group, 1, 0);
    return true;
  }

  bool check_separator(std::string_view text, int column) {
    if (static_cast<std::size_t>(column) <= text.size() &&
        text[static_cast<std::size_t>(column - 1)] != ' ') {
      return fail(column,
                  Message(N_("expected a space here: the fields of a 001 line are in fixed columns")));
    }
    return true;
  }

  bool read_int_field(std::string_view text, Span span, bool required, std::optional<int>& out,
                      const Expected& what) {
    const std::string s = trf::slice(text, span);
    const std::string_view v = trf::trim(s);
    if (v.empty()) {
      if (required) return fail(span.from, Message(what.missing));
      out.reset();
      return true;
    }
    int n = 0;
    if (!trf::parse_uint(v, n)) {
      return fail(span.from + static_cast<int>(s.find_first_not_of(' ')),
                  Message(what.malformed).with("text", std::string(v)));
    }
    out = n;
    return true;
  }

  bool read_player(TrfDocument::Line& line) {
    const std::string_view text = line.text;
    for (int column : {4, 9, 14, 48, 53, 57, 69, 80, 85}) {
      if (!check_separator(text, column)) return false;
    }
    Player p;
    std::optional<int> number;
    if (!read_int_field(text, trf::number_span, true, number, a_starting_number_field)) return false;
    if (*number == 0) return fail(trf::number_span.from, Message(N_("starting numbers begin at 1")));
    p.number = *number;
    p.sex = trf::slice(text, trf::sex_span)[0];
    p.title = std::string(trf::trim(trf::slice(text, trf::title_span)));
    p.name = std::string(trf::trim(trf::slice(text, trf::name_span)));
    std::optional<int> rating;
    if (!read_int_field(text, trf::rating_span, false, rating, a_rating_field)) return false;
    p.rating = rating.value_or(0);
    p.federation = std::string(trf::trim(trf::slice(text, trf::federation_span)));
    p.fide_id = std::string(trf::trim(trf::slice(text, trf::id_span)));
    p.birth_date = std::string(trf::trim(trf::slice(text, trf::birth_span)));
    const std::string points_text = trf::slice(text, trf::points_span);
    if (const auto v = trf::trim(points_text); !v.empty()) {
      p.trf_points = pairing::parse_points(v, m_doc.input.scale);
      if (!p.trf_points)
        return fail(
            trf::points_span.from,
            Message(m_doc.input.scale == ScoringScale::two_one_zero
                        ? N_("expected points such as 7.0 (the file counts 2 for a win), not '{text}'")
                        : N_("expected points such as 7.5, not '{text}'"))
                .with("text", std::string(v)));
    }
    if (!read_int_field(text, trf::rank_span, false, p.rank, a_rank_field)) return false;
    if (!read_rounds_of(text, p)) return false;
    p.source_line = line.text;
    if (m_player_lines.contains(p.number)) {
      return fail(trf::number_span.from,
                  Message(N_("starting number {number} appears twice (first on line {line})"))
                      .with("number", p.number)
                      .with("line", m_player_lines[p.number]));
    }
    m_player_lines[p.number] = m_line_number;
    line.player = p.number;
    m_doc.input.players.push_back(std::move(p));
    return true;
  }

  bool read_rounds_of(std::string_view text, Player& p) {
    for (int r = 0;; ++r) {
      const Span span = trf::round_span(r);
      if (static_cast<std::size_t>(span.from - 2) > text.size()) break;
      if (!check_separator(text, span.from - 2) || !check_separator(text, span.from - 1)) return false;
      const std::string eight = trf::slice(text, span);
      int bad = 0;
      const auto entry = trf::parse_round(eight, bad);
      if (!entry) {
        static constexpr const char* what[] = {
            N_("round {round}: expected an opponent's starting number or 0000"),
            "",
            "",
            "",
            N_("round {round}: expected a space"),
            N_("round {round}: expected a colour w, b or -"),
            N_("round {round}: expected a space"),
            N_("round {round}: expected a result 1 0 = + - W D L H F U Z or blank")};
        return fail(span.from + bad, Message(what[bad]).with("round", r + 1));
      }
      p.rounds.push_back(*entry);
    }
    // Trailing blank columns are not rounds; the writer restores the spaces from source_line.
    while (!p.rounds.empty() && p.rounds.back() == RoundEntry{}) p.rounds.pop_back();
    return true;
  }

  // Every opponent exists and names the player back in the same round with the other colour.
  // Remembers a starting number named outside the player lines, checked once every line is read.
  void refer(int column, int number) { m_references.push_back({m_line_number, column, number}); }

  bool check_cross_references() {
    // Byes, accelerations and forbidden pairs of a player who is not in the file would be
    // written back as records no reader accepts (XXA 0, 260 ... 999).
    for (const Reference& r : m_references) {
      if (r.number >= 1 && m_doc.input.find(r.number) != nullptr) continue;
      m_line_number = r.line;
      return fail(r.column, Message(N_("player {player} is not in the file")).with("player", r.number));
    }
    std::erase_if(m_doc.input.accelerations,
                  [&](const auto& entry) { return m_doc.input.find(entry.first) == nullptr; });
    for (const Player& p : m_doc.input.players) {
      for (std::size_t r = 0; r < p.rounds.size(); ++r) {
        const RoundEntry& e = p.rounds[r];
        if (!e.opponent) continue;
        m_line_number = m_player_lines[p.number];
        const int column = trf::round_span(static_cast<int>(r)).from;
        const Player* o = m_doc.input.find(*e.opponent);
        if (o == nullptr)
          return fail(column, Message(N_("round {round}: opponent {opponent} is not in the file"))
                                  .with("round", static_cast<int>(r) + 1)
                                  .with("opponent", *e.opponent));
        const RoundEntry back = o->entry(static_cast<int>(r) + 1);
        if (back.opponent != p.number) {
          return fail(
              column,
              Message(
                  N_("round {round}: player {player} meets {opponent} but {opponent}'s line does not say so"))
                  .with("round", static_cast<int>(r) + 1)
                  .with("player", p.number)
                  .with("opponent", o->number));
        }
        if (e.colour && back.colour != clock::opposite(*e.colour)) {
          return fail(column + 5, Message(N_("round {round}: both players of a game have the same colour"))
                                      .with("round", static_cast<int>(r) + 1));
        }
      }
    }
    return true;
  }

  std::string_view m_text;
  bool m_team_file = false;  // the file has a 310 record
  TrfDocument m_doc;
  int m_line_number = 0;
  std::map<int, int> m_player_lines;
  /// A starting number named by a 240, 260, XXA or XXP record: line, column, number.
  struct Reference {
    int line = 0;
    int column = 0;
    int number = 0;
  };
  std::vector<Reference> m_references;
  std::optional<TrfError> m_error;
};

}  // namespace

std::variant<TrfDocument, TrfError> read_trf(std::string_view text) {
  return Reader(text).run();
}

}  // namespace shashki::format
