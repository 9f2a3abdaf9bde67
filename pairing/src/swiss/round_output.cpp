#include "swiss/round_output.hpp"

#include "swiss/index.hpp"

#include <algorithm>
#include <tuple>

namespace shashki::pairing::swiss {
namespace {}  // namespace

// Published board order (C.04.2): the higher player's score, then the sum of both scores,
// then the higher player's rank.
Pairing to_pairing(const DutchField& field, const DutchOutcome& outcome) {
  auto pairs = outcome.pairs;
  auto key = [&](const std::pair<int, int>& p) {
    const int a = field.players[sz(p.first)].score;
    const int b = field.players[sz(p.second)].score;
    return std::make_tuple(-std::max(a, b), -(a + b), std::min(p.first, p.second));
  };
  std::sort(pairs.begin(), pairs.end(), [&](const auto& x, const auto& y) { return key(x) < key(y); });
  Pairing pairing;
  for (const auto& [a, b] : pairs) {
    const int hi = std::min(a, b);
    const int lo = std::max(a, b);
    const clock::Side c = allocate_colour(field, hi, lo);
    const int hn = field.players[sz(hi)].number;
    const int ln = field.players[sz(lo)].number;
    pairing.boards.push_back(c == clock::Side::white ? Board{hn, ln} : Board{ln, hn});
  }
  if (outcome.bye >= 0) pairing.byes.push_back(field.players[sz(outcome.bye)].number);
  return pairing;
}

SwissExplanation explain_round(const DutchField& field, const DutchOutcome& outcome, std::string system,
                               bool accelerated) {
  SwissExplanation e;
  e.round = field.round;
  e.system = std::move(system);
  e.accelerated = accelerated;
  for (const auto& p : field.players) {
    if (!p.bye_eligible) e.bye_ineligible.push_back(p.number);
  }
  std::sort(e.bye_ineligible.begin(), e.bye_ineligible.end());
  for (int s : outcome.bye_scores_refused) e.bye_scores_refused.push_back(Points::from_half_points(s));
  if (outcome.bye_score) e.bye_score = Points::from_half_points(*outcome.bye_score);
  if (outcome.bye >= 0) e.bye = field.players[sz(outcome.bye)].number;
  for (const auto& note : outcome.notes) e.brackets.push_back(note.explained);
  return e;
}

PairingResult pair_field_explained(const DutchField& field, SwissExplanation* explanation, std::string system,
                                   bool accelerated) {
  const auto outcome = pair_field(field, explanation != nullptr);
  if (explanation != nullptr) *explanation = explain_round(field, outcome, std::move(system), accelerated);
  if (!outcome.refused_criterion.empty()) return Refusal{outcome.refused_criterion, outcome.refusal};
  return to_pairing(field, outcome);
}

}  // namespace shashki::pairing::swiss
