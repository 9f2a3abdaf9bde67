#include "shashki/pairing/checklist.hpp"

#include <cstdio>

namespace shashki::pairing {

namespace {

const char* strength_name(PreferenceStrength s) {
  switch (s) {
    case PreferenceStrength::absolute:
      return "absolute";
    case PreferenceStrength::strong:
      return "strong";
    case PreferenceStrength::mild:
      return "mild";
    case PreferenceStrength::none:
      break;
  }
  return "none";
}

// 'D' when the player met a lower score (or scored more than a loss without playing), 'U'
// when the opponent had more; scores as they stood before that round.
char float_in(const PairingInput& s, const Player& p, int round) {
  const RoundEntry e = p.entry(round);
  if (e.counts_as_downfloat(s.point_system)) return 'D';
  if (!e.played() || !e.opponent) return '-';
  const Points mine = s.score(p.number, round - 1);
  const Points theirs = s.score(*e.opponent, round - 1);
  return mine > theirs ? 'D' : mine < theirs ? 'U' : '-';
}

}  // namespace

std::vector<ChecklistLine> make_checklist(const PairingInput& s) {
  std::vector<ChecklistLine> lines;
  const int completed = s.rounds_completed();
  for (const Player& p : s.players) {
    ChecklistLine line;
    line.number = p.number;
    line.score = s.pairing_score(p.number);
    line.scale = s.scale;
    line.available = s.available(p.number);
    std::vector<clock::Side> played;
    for (int r = 1; r <= completed; ++r) {
      const RoundEntry e = p.entry(r);
      const bool counts = e.played() && e.colour;
      line.colours += counts ? (e.colour == clock::Side::white ? 'w' : 'b') : '-';
      if (counts) played.push_back(*e.colour);
      if (e.is_pairing_bye() || e.unplayed_win_valued(s.point_system)) line.bye_eligible = false;
    }
    for (clock::Side c : played) line.colour_difference += c == clock::Side::white ? 1 : -1;
    // C.04.3 A.6: absolute beyond +-1 or after two equal colours; strong at +-1; mild at 0.
    const int d = line.colour_difference;
    const auto k = played.size();
    if (k == 0) {
      line.strength = PreferenceStrength::none;
    } else if (d > 1 || d < -1 || (k >= 2 && played[k - 1] == played[k - 2])) {
      line.strength = PreferenceStrength::absolute;
      line.preference = d > 1    ? clock::Side::black
                        : d < -1 ? clock::Side::white
                                 : clock::opposite(played[k - 1]);
    } else if (d != 0) {
      line.strength = PreferenceStrength::strong;
      line.preference = d > 0 ? clock::Side::black : clock::Side::white;
    } else {
      line.strength = PreferenceStrength::mild;
      line.preference = clock::opposite(played[k - 1]);
    }
    for (int r = completed - 1; r <= completed; ++r) line.floats += r >= 1 ? float_in(s, p, r) : '-';
    lines.push_back(std::move(line));
  }
  return lines;
}

std::string format_checklist(const std::vector<ChecklistLine>& lines) {
  std::string out = "  no  score  colours         diff  pref  strength  floats  bye  paired\n";
  for (const ChecklistLine& l : lines) {
    char buffer[160];
    const char pref = l.preference == clock::Side::white   ? 'w'
                      : l.preference == clock::Side::black ? 'b'
                                                           : '-';
    std::snprintf(buffer, sizeof buffer, "%4d  %5s  %-14s  %+4d  %4c  %-8s  %6s  %3s  %s\n", l.number,
                  format_points(l.score, l.scale).c_str(), l.colours.empty() ? "-" : l.colours.c_str(),
                  l.colour_difference, pref, strength_name(l.strength), l.floats.c_str(),
                  l.bye_eligible ? "yes" : "no", l.available ? "yes" : "no");
    out += buffer;
  }
  return out;
}

}  // namespace shashki::pairing
