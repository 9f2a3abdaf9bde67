// Writing TRF files. A player line keeps the spacing of the line it was read from wherever the
// value is unchanged, so that a file read and written back is identical; new or edited values
// are written in the canonical TRF-16 layout (see trf.hpp).
#include "shashki/format/trf.hpp"

#include "trf_fields.hpp"

#include <algorithm>

namespace shashki::format {

using trf::Span;

namespace {

void put(std::string& line, Span span, std::string_view text) {
  for (int i = 0; i < span.width() && i < static_cast<int>(text.size()); ++i) {
    line[static_cast<std::size_t>(span.from - 1 + i)] = text[static_cast<std::size_t>(i)];
  }
}

std::string right(std::string_view text, int width) {
  std::string out(static_cast<std::size_t>(std::max(0, width - static_cast<int>(text.size()))), ' ');
  out += text;
  return out;
}

// A round number as TRF-2026 writes it: three digits, zero-padded ("003").
std::string right3(int n) {
  std::string digits = std::to_string(n);
  return std::string(digits.size() < 3 ? 3 - digits.size() : 0, '0') + digits;
}

std::string optional_number(std::optional<int> n) {
  return n ? std::to_string(*n) : std::string();
}

// The original text of `span` if it still says `value` once trimmed, else `canonical`.
std::string keep_or(const Player& p, Span span, std::string_view value, const std::string& canonical) {
  if (!p.source_line.empty()) {
    std::string original = trf::slice(p.source_line, span);
    if (trf::trim(original) == value) return original;
  }
  return canonical;
}

std::string format_round(const Player& p, int r) {
  const RoundEntry& e = p.rounds[static_cast<std::size_t>(r)];
  if (!p.source_line.empty()) {
    const std::string original = trf::slice(p.source_line, trf::round_span(r));
    int bad = 0;
    if (const auto parsed = trf::parse_round(original, bad); parsed && *parsed == e) return original;
  }
  std::string out = e.opponent ? right(std::to_string(*e.opponent), 4) : std::string("0000");
  out += ' ';
  out += e.colour == clock::Side::white ? 'w' : e.colour == clock::Side::black ? 'b' : '-';
  out += ' ';
  out += pairing::to_trf_char(e.result);
  return out;
}

const char* ending_text(LineEnding ending) {
  switch (ending) {
    case LineEnding::cr:
      return "\r";
    case LineEnding::crlf:
      return "\r\n";
    case LineEnding::lf:
      break;
  }
  return "\n";
}

}  // namespace

std::string format_player_line(const Player& p, ScoringScale scale) {
  std::string line(static_cast<std::size_t>(trf::fixed_length), ' ');
  put(line, Span{1, 3}, "001");
  const std::string number = std::to_string(p.number);
  put(line, trf::number_span, keep_or(p, trf::number_span, number, right(number, 4)));
  line[static_cast<std::size_t>(trf::sex_span.from - 1)] = p.sex;
  put(line, trf::title_span, keep_or(p, trf::title_span, p.title, p.title));
  put(line, trf::name_span, keep_or(p, trf::name_span, p.name, p.name));
  const std::string rating = p.rating > 0 ? std::to_string(p.rating) : std::string();
  put(line, trf::rating_span, keep_or(p, trf::rating_span, rating, right(rating, 4)));
  put(line, trf::federation_span, keep_or(p, trf::federation_span, p.federation, p.federation));
  put(line, trf::id_span, keep_or(p, trf::id_span, p.fide_id, right(p.fide_id, trf::id_span.width())));
  put(line, trf::birth_span, keep_or(p, trf::birth_span, p.birth_date, p.birth_date));
  const std::string points = p.trf_points ? pairing::format_points(*p.trf_points, scale) : std::string();
  std::string points_text = right(points, 4);
  if (!p.source_line.empty()) {
    const std::string original = trf::slice(p.source_line, trf::points_span);
    const auto v = trf::trim(original);
    if ((v.empty() && !p.trf_points) || (!v.empty() && pairing::parse_points(v, scale) == p.trf_points))
      points_text = original;
  }
  put(line, trf::points_span, points_text);
  const std::string rank = optional_number(p.rank);
  put(line, trf::rank_span, keep_or(p, trf::rank_span, rank, right(rank, 4)));
  for (int r = 0; r < static_cast<int>(p.rounds.size()); ++r) {
    line += "  ";
    line += format_round(p, r);
  }
  // Restore the original length: a line may stop before the rank or carry trailing spaces.
  const std::string& src = p.source_line;
  if (!src.empty()) {
    if (src.size() < line.size() && line.find_first_not_of(' ', src.size()) == std::string::npos) {
      line.resize(src.size());
    } else if (src.size() > line.size() && src.find_first_not_of(' ', line.size()) == std::string::npos) {
      line += src.substr(line.size());
    }
  }
  return line;
}

std::string write_trf(const TrfDocument& document) {
  std::string out;
  const char* eol = ending_text(document.ending);
  for (std::size_t i = 0; i < document.lines.size(); ++i) {
    const auto& line = document.lines[i];
    if (line.player != 0) {
      const Player* p = document.input.find(line.player);
      if (p == nullptr) continue;  // removed from the input since it was read
      out += format_player_line(*p, document.input.scale);
    } else {
      out += line.text;
    }
    if (i + 1 < document.lines.size() || document.final_line_ending) out += eol;
  }
  return out;
}

TrfDocument make_trf(const PairingInput& input) {
  TrfDocument doc;
  doc.input = input;
  auto add = [&doc](std::string text) { doc.lines.push_back({std::move(text), 0}); };
  if (!input.name.empty()) add("012 " + input.name);
  if (input.total_rounds > 0) add("XXR " + std::to_string(input.total_rounds));
  if (input.initial_colour) {
    add(*input.initial_colour == clock::Side::white ? "XXC white1" : "XXC black1");
  }
  // A 2-1-0 file says so by its point values ("W=2.0"), which the reader takes for the scale.
  if (input.point_system != PointSystem{} || input.scale != ScoringScale::one_half_zero) {
    const PointSystem& s = input.point_system;
    const auto text = [&](Points p) { return pairing::format_points(p, input.scale); };
    add("XXS W=" + text(s.win) + " D=" + text(s.draw) + " L=" + text(s.loss) + " FW=" + text(s.forfeit_win) +
        " FL=" + text(s.forfeit_loss) + " PAB=" + text(s.pairing_bye) + " FPB=" + text(s.full_bye) +
        " HPB=" + text(s.half_bye) + " ZPB=" + text(s.zero_bye));
  }
  for (const auto& [player, per_round] : input.accelerations) {
    std::string text = "XXA " + right(std::to_string(player), 4);
    for (Points p : per_round) text += " " + right(pairing::format_points(p, input.scale), 4);
    add(text);
  }
  for (const ForbiddenPair& f : input.forbidden_pairs) {
    if (f.from_round == 1 && f.to_round == 0) {
      add("XXP " + std::to_string(f.first) + " " + std::to_string(f.second));
    } else {
      add("260 " + right3(f.from_round) + " " + right3(f.to_round == 0 ? 999 : f.to_round) + " " +
          right(std::to_string(f.first), 4) + " " + right(std::to_string(f.second), 4));
    }
  }
  for (const auto& [round, byes] : input.requested_byes) {
    for (const auto& [player, code] : byes) {
      add(std::string("240 ") + pairing::to_trf_char(code) + " " + right3(round) + " " +
          right(std::to_string(player), 4));
    }
  }
  for (const Player& p : input.players) doc.lines.push_back({std::string(), p.number});
  return doc;
}

}  // namespace shashki::format
