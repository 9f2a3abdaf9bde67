// The judge's explanation of a Swiss round as text. Pairing is core and never calls gettext:
// every label is an English msgid marked N_ and passed through the caller's translation.
#include "shashki/pairing/swiss_explanation.hpp"

#include <algorithm>
#include <array>

// Marks an English msgid for xgettext (po/CMakeLists.txt extracts N_); the caller translates it.
#define N_(text) text

namespace shashki::pairing {
namespace {

struct CriterionName {
  SwissCriterion criterion;
  const char* code;
  const char* text;
};

constexpr std::array<CriterionName, 20> names{{
    {SwissCriterion::absolute, "C1/C3",
     N_("no other opponent is allowed (no rematch, no clash of absolute colour preferences, an MDP meets "
        "residents only)")},
    {SwissCriterion::bye_rules, "C2/C5", N_("no other player may receive the pairing-allocated bye")},
    {SwissCriterion::c4_completion, "C4", N_("the rest of the round must still pair")},
    {SwissCriterion::c6_downfloaters, "C6", N_("minimise the number of downfloaters")},
    {SwissCriterion::c7_downfloater_scores, "C7", N_("minimise the scores of the downfloaters")},
    {SwissCriterion::c8_next_bracket, "C8", N_("the next bracket pairs as well as it can")},
    {SwissCriterion::c9_bye_unplayed, "C9", N_("minimise the unplayed games of the bye receiver")},
    {SwissCriterion::c10_topscorer_colour_difference, "C10",
     N_("topscorers with a colour difference beyond 2")},
    {SwissCriterion::c11_topscorer_same_colour, "C11",
     N_("topscorers with the same colour three times in a row")},
    {SwissCriterion::c12_colour_preferences, "C12", N_("colour preferences violated")},
    {SwissCriterion::c13_strong_colour_preferences, "C13", N_("strong colour preferences violated")},
    {SwissCriterion::c14_downfloat_again, "C14", N_("repeated downfloat (previous round)")},
    {SwissCriterion::c15_upfloat_again, "C15", N_("repeated upfloat (previous round)")},
    {SwissCriterion::c16_downfloat_two_rounds, "C16", N_("repeated downfloat (two rounds before)")},
    {SwissCriterion::c17_upfloat_two_rounds, "C17", N_("repeated upfloat (two rounds before)")},
    {SwissCriterion::c18_downfloat_again_scores, "C18",
     N_("scores of repeated downfloaters (previous round)")},
    {SwissCriterion::c19_upfloat_again_scores, "C19",
     N_("scores of the opponents of repeated upfloaters (previous round)")},
    {SwissCriterion::c20_downfloat_two_rounds_scores, "C20",
     N_("scores of repeated downfloaters (two rounds before)")},
    {SwissCriterion::c21_upfloat_two_rounds_scores, "C21",
     N_("scores of the opponents of repeated upfloaters (two rounds before)")},
    {SwissCriterion::transposition_order, "D",
     N_("equal on every criterion: the order of transpositions and exchanges")},
}};

const CriterionName& name_of(SwissCriterion c) {
  for (const auto& n : names) {
    if (n.criterion == c) return n;
  }
  return names.back();
}

const char* rule_text(ColourRule rule) {
  switch (rule) {
    case ColourRule::e1_both_preferences:
      return N_("E.1 both colour preferences granted");
    case ColourRule::e2_stronger:
      return N_("E.2 the stronger colour preference granted");
    case ColourRule::e3_alternation:
      return N_("E.3 alternation from the last round with different colours");
    case ColourRule::e4_higher_ranked:
      return N_("E.4 the higher-ranked player's preference granted");
    case ColourRule::e5_pairing_number:
      return N_("E.5 by the higher-ranked player's pairing number");
  }
  return "";
}

class Writer {
 public:
  Writer(const Translate& translate, ScoringScale scale) : m_translate(translate), m_scale(scale) {}

  std::string operator()(const char* msgid) const {
    return m_translate ? m_translate(msgid) : std::string(msgid);
  }

  std::string list(const std::vector<int>& numbers) const {
    if (numbers.empty()) return (*this)(N_("none"));
    std::string s;
    for (int n : numbers) s += (s.empty() ? "" : ", ") + std::to_string(n);
    return s;
  }

  std::string player(int number, Points score) const {
    return std::to_string(number) + " (" + format_points(score, m_scale) + ")";
  }

  std::string criterion(SwissCriterion c) const {
    const auto& n = name_of(c);
    return std::string(n.code) + " " + (*this)(n.text);
  }

  std::string count(std::int64_t value, bool half_points) const {
    return half_points ? format_points(Points::from_half_points(static_cast<int>(value)), m_scale)
                       : std::to_string(value);
  }

  // "C12 colour preferences violated (1 against 2)".
  std::string reason(const SwissReason& r) const {
    std::string s = criterion(r.criterion);
    if (r.chosen >= 0 && r.alternative >= 0) {
      s += " (" + count(r.chosen, r.half_points) + " " + (*this)(N_("against")) + " " +
           count(r.alternative, r.half_points) + ")";
    }
    if (r.alternative_better) s += "; " + (*this)(N_("the alternative is better on it"));
    return s;
  }

 private:
  const Translate& m_translate;
  ScoringScale m_scale;
};

void write_bracket(std::string& out, const Writer& w, const ExplainedBracket& b, const SwissExplanation& e,
                   bool last) {
  out += "\n" + w(N_("Bracket")) + " " + format_points(b.score, e.scale);
  if (b.completion) out += " [" + w(N_("C4: the rest of the round had to pair")) + "]";
  out += "\n  " + w(N_("residents")) + ": " + w.list(b.residents) + "\n";
  out += "  " + w(N_("moved down")) + ": ";
  if (b.moved_down.empty()) out += w(N_("none"));
  for (std::size_t i = 0; i < b.moved_down.size(); ++i) {
    out += (i == 0 ? "" : ", ") + w.player(b.moved_down[i], b.moved_down_scores[i]);
  }
  out += "\n  MaxPairs: " + std::to_string(b.max_pairs) + "; " + w(N_("MDPs paired")) +
         " (M1): " + std::to_string(b.mdps_paired) + "\n";
  if (b.natural && !b.pairs.empty()) {
    out += "  " + w(N_("S1[i]-S2[i] taken as they stand: no criterion violated, first in the order of D")) +
           "\n";
  }
  if (!b.natural && !b.compared_pairs && !b.pairs.empty()) {
    out += "  " + w(N_("pairs not compared one by one: the bracket has more players than")) + " " +
           std::to_string(kComparedBracket) + "\n";
  }
  std::string settled_by_d;  // pairs equal on every criterion with the best pairing without them
  for (const auto& p : b.pairs) {
    const int lower = p.white == p.higher ? p.black : p.white;
    out += "  " + w(N_("pair")) + " " + std::to_string(p.white) + " - " + std::to_string(p.black) + ": " +
           w(N_("White")) + " " + std::to_string(p.white) + " (" + w(rule_text(p.rule)) + ")";
    if (p.lower_score < p.higher_score) out += "; " + std::to_string(lower) + " " + w(N_("floats up"));
    if (p.explained && p.reason.criterion != SwissCriterion::transposition_order) {
      out += "; " + w(N_("the best pairing without it loses on")) + " " + w.reason(p.reason);
    } else if (p.explained) {
      settled_by_d +=
          (settled_by_d.empty() ? "" : ", ") + std::to_string(p.white) + "-" + std::to_string(p.black);
    }
    out += "\n";
  }
  if (!settled_by_d.empty()) {
    out += "  " + w(N_("pairs that only the order of D put before the best pairing without them")) + ": " +
           settled_by_d + "\n";
  }
  for (const auto& f : b.floaters) {
    const bool bye = last && e.bye && *e.bye == f.number;
    out += "  " + w(bye ? N_("pairing-allocated bye") : N_("downfloater")) + " " +
           w.player(f.number, f.score) + ": ";
    out += f.alternative ? w(N_("kept out of the pairs by")) + " " + w.reason(f.reason)
                         : w.criterion(f.reason.criterion);
    out += "\n";
  }
  // Paired players grouped by what floating each of them instead would lose.
  std::vector<std::pair<std::string, std::string>> stayed;
  for (const auto& p : b.stayed) {
    const std::string why = w.reason(p.reason);
    auto it = std::find_if(stayed.begin(), stayed.end(), [&](const auto& g) { return g.first == why; });
    if (it == stayed.end()) it = stayed.insert(stayed.end(), {why, std::string()});
    it->second += (it->second.empty() ? "" : ", ") + std::to_string(p.number);
  }
  for (const auto& [why, who] : stayed) {
    out += "  " + w(N_("paired rather than floated, since floating one of them loses on")) + " " + why +
           ": " + who + "\n";
  }
  if (!b.unmet.empty()) {
    out += "  " + w(N_("criteria not met in the bracket")) + ":";
    for (const auto& [c, n] : b.unmet) {
      out += " " + w.criterion(c) + ": " + w.count(n, false) + ";";
    }
    out.back() = '\n';
  }
  if (b.has_alternative)
    out += "  " + w(N_("the next best pairing of the bracket loses on")) + " " +
           w.reason(b.next_alternative) + "\n";
}

}  // namespace

std::string criterion_code(SwissCriterion criterion) {
  return name_of(criterion).code;
}

std::string criterion_text(SwissCriterion criterion) {
  return name_of(criterion).text;
}

std::string format_explanation(const SwissExplanation& e, const Translate& translate) {
  const Writer w(translate, e.scale);
  std::string out =
      w(N_("Round")) + " " + std::to_string(e.round) + ": " +
      w(e.system == "double-swiss" ? N_("how the micro-match Swiss paired it (Dutch brackets, C.04.3)")
                                   : N_("how the FIDE Dutch system paired it (C.04.3)")) +
      "\n";
  if (e.accelerated) out += w(N_("Pairing scores include the virtual points of the acceleration.")) + "\n";
  if (e.bye_score || !e.bye_ineligible.empty()) {
    out += w(N_("Pairing-allocated bye")) + ":\n";
    out += "  C2 " + w(N_("may not receive it")) + ": " + w.list(e.bye_ineligible) + "\n";
    for (Points s : e.bye_scores_refused) {
      out += "  C5 " + w(N_("with the bye at score")) + " " + format_points(s, e.scale) + " " +
             w(N_("the round does not pair")) + "\n";
    }
    if (e.bye_score) {
      out +=
          "  C5 " + w(N_("the lowest score that can take it")) + ": " + format_points(*e.bye_score, e.scale);
      if (e.bye) out += "; " + w(N_("it goes to")) + " " + std::to_string(*e.bye);
      out += "\n";
    }
  }
  for (std::size_t i = 0; i < e.brackets.size(); ++i)
    write_bracket(out, w, e.brackets[i], e, i + 1 == e.brackets.size());
  return out;
}

}  // namespace shashki::pairing
