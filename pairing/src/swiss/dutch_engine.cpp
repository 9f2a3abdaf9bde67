#include "shashki/pairing/dutch_engine.hpp"

#include "swiss/dutch_pairer.hpp"
#include "swiss/dutch_state.hpp"
#include "swiss/round_output.hpp"

#include <algorithm>
#include <sstream>

namespace shashki::pairing {
namespace {

// A score as the event writes it, without a needless ".0": "3.5" on 1-0.5-0, "7" on 2-1-0.
std::string score_text(int half_points, ScoringScale scale) {
  if (scale == ScoringScale::two_one_zero) return std::to_string(half_points);
  std::string s = std::to_string(half_points / 2);
  if (half_points % 2 != 0) s += ".5";
  return s;
}

char colour_char(std::optional<clock::Side> c) {
  return c == clock::Side::white ? 'W' : c == clock::Side::black ? 'B' : '-';
}

const char* strength_name(swiss::Strength s) {
  switch (s) {
    case swiss::Strength::absolute:
      return "absolute";
    case swiss::Strength::strong:
      return "strong";
    case swiss::Strength::mild:
      return "mild";
    case swiss::Strength::none:
      break;
  }
  return "none";
}

char float_char(swiss::FloatKind f) {
  return f == swiss::FloatKind::down ? 'D' : f == swiss::FloatKind::up ? 'U' : '-';
}

std::string checklist_text(const swiss::DutchField& field, const SwissExplanation& explanation,
                           ScoringScale scale) {
  std::ostringstream out;
  out << "Round " << field.round << " (FIDE Dutch, C.04.3)\n";
  out << "  TPN  score  CD pref  strength  floats(-1,-2)  unplayed  PAB-eligible  topscorer\n";
  for (const auto& p : field.players) {
    out << "  " << p.number << "  " << score_text(p.score, scale) << "  " << p.colour_difference << "  "
        << colour_char(p.preference) << "  " << strength_name(p.strength) << "  " << float_char(p.float1)
        << float_char(p.float2) << "  " << p.unplayed_rounds << "  " << (p.bye_eligible ? "yes" : "no (C2)")
        << "  " << (p.topscorer ? "yes" : "no") << "\n";
  }
  out << "\n" << format_explanation(explanation);
  return out.str();
}

}  // namespace

PairingResult DutchEngine::pair_next_round(const PairingInput& input) const {
  return swiss::pair_field_explained(swiss::build_field(input, m_options.baku_acceleration), nullptr, "dutch",
                                     false);
}

PairingResult DutchEngine::pair_explained(const PairingInput& input, SwissExplanation& explanation) const {
  const bool accelerated = !input.accelerations.empty() || m_options.baku_acceleration;
  auto result = swiss::pair_field_explained(swiss::build_field(input, m_options.baku_acceleration),
                                            &explanation, "dutch", accelerated);
  explanation.scale = input.scale;
  return result;
}

PairingResult DutchEngine::pair_with_checklist(const PairingInput& input, std::string& checklist) const {
  SwissExplanation explanation;
  auto result = pair_explained(input, explanation);
  checklist =
      checklist_text(swiss::build_field(input, m_options.baku_acceleration), explanation, input.scale);
  return result;
}

}  // namespace shashki::pairing
