#pragma once

#include "shashki/pairing/engine.hpp"
#include "shashki/pairing/points_text.hpp"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace shashki::pairing {

/// What settled a choice of the Swiss engines, most important first (C.04.3 C, D).
enum class SwissCriterion {
  absolute,                         ///< C1/C3: no other opponent is allowed at all
  bye_rules,                        ///< C2/C5: no other player may take the pairing-allocated bye
  c4_completion,                    ///< C4: the rest of the round must still pair
  c6_downfloaters,                  ///< C6: fewest downfloaters
  c7_downfloater_scores,            ///< C7: lowest scores of the downfloaters
  c8_next_bracket,                  ///< C8: the next bracket keeps its pairs
  c9_bye_unplayed,                  ///< C9: fewest unplayed rounds of the PAB assignee
  c10_topscorer_colour_difference,  ///< C10
  c11_topscorer_same_colour,        ///< C11
  c12_colour_preferences,           ///< C12
  c13_strong_colour_preferences,    ///< C13
  c14_downfloat_again,              ///< C14: downfloat after a downfloat in the previous round
  c15_upfloat_again,                ///< C15: upfloat after an upfloat in the previous round
  c16_downfloat_two_rounds,         ///< C16: downfloat after a downfloat two rounds before
  c17_upfloat_two_rounds,           ///< C17: upfloat after an upfloat two rounds before
  c18_downfloat_again_scores,       ///< C18: score differences of the C14 cases
  c19_upfloat_again_scores,         ///< C19: score differences of the C15 cases
  c20_downfloat_two_rounds_scores,  ///< C20: score differences of the C16 cases
  c21_upfloat_two_rounds_scores,    ///< C21: score differences of the C17 cases
  transposition_order,  ///< D: equal on every criterion; the order of exchanges and transpositions
};

/// The code a judge reads in the text of C.04.3: "C12", "C1/C3", "D".
std::string criterion_code(SwissCriterion criterion);

/// What the criterion asks, in English without its code (a msgid: the caller translates it).
std::string criterion_text(SwissCriterion criterion);

/// The colour rule of C.04.3 E that gave a pair its colours.
enum class ColourRule {
  e1_both_preferences,  ///< E.1: every preference is granted
  e2_stronger,          ///< E.2: the stronger preference (for two absolute ones, the wider difference)
  e3_alternation,       ///< E.3: alternate from the latest round in which their colours differed
  e4_higher_ranked,     ///< E.4: the higher-ranked player's preference
  e5_pairing_number,    ///< E.5: the parity of the higher-ranked player's pairing number
};

/// How a choice compares with the best alternative the engine had: the first criterion on
/// which the choice is better, with what that criterion counts in both where it counts something
/// (downfloaters, unmet preferences, repeated floats, score differences in half-points).
struct SwissReason {
  SwissCriterion criterion = SwissCriterion::transposition_order;  ///< the deciding criterion
  std::int64_t chosen = -1;         ///< the count for the choice; -1 when the criterion is not a count
  std::int64_t alternative = -1;    ///< the count for the alternative
  bool half_points = false;         ///< the counts are score differences in half-points
  bool alternative_better = false;  ///< never expected: the alternative wins on `criterion`
};

/// A pair made in a bracket, as it will be played.
struct ExplainedPair {
  int white = 0;        ///< starting number with White
  int black = 0;        ///< starting number with Black
  int higher = 0;       ///< the higher-ranked of the two (A.2)
  Points higher_score;  ///< pairing scores (with any acceleration)
  Points lower_score;
  ColourRule rule = ColourRule::e1_both_preferences;  ///< the E rule that gave the colours
  bool explained = false;    ///< false when the bracket took its natural pairing without a search
  bool alternative = false;  ///< a pairing of the bracket without this pair exists
  SwissReason reason;        ///< why this pair and not the best pairing without it
};

/// A player of a bracket that leaves someone unpaired: either one left unpaired (a downfloater,
/// or the PAB receiver in the last bracket) and why he is not paired, or one paired and why
/// he does not float instead.
struct ExplainedPlayer {
  int number = 0;            ///< starting number
  Points score;              ///< pairing score
  bool alternative = false;  ///< the bracket can be paired the other way for him
  SwissReason reason;        ///< why not: the choice against the best pairing that does it
};

/// One bracket (A.3): its players, how many pairs it makes, and why.
struct ExplainedBracket {
  Points score;                           ///< score of its residents
  std::vector<int> residents;             ///< starting numbers, in pairing order
  std::vector<int> moved_down;            ///< MDPs from the brackets above
  std::vector<Points> moved_down_scores;  ///< their scores, same order
  int max_pairs = 0;                      ///< MaxPairs: the pairs made, the most C4-C6 allow
  int mdps_paired = 0;                    ///< M1: MDPs paired here
  bool completion = false;                ///< C4 constrained the bracket (the rest of the round had to pair)
  bool natural = false;                   ///< S1[i]-S2[i] taken at once: no criterion violated, first in D
  std::vector<ExplainedPair> pairs;       ///< pairs in pairing order
  std::vector<ExplainedPlayer> floaters;  ///< players left for the next bracket or the PAB
  std::vector<ExplainedPlayer> stayed;    ///< with floaters: the paired players, why none floats instead
  std::vector<std::pair<SwissCriterion, std::int64_t>> unmet;  ///< C10-C21 not met by the pairs, with counts
  bool compared_pairs = false;   ///< pairs and paired players compared one by one (bracket small enough)
  bool has_alternative = false;  ///< another pairing of the bracket exists
  SwissReason next_alternative;  ///< the choice against the best other pairing of the bracket
};

/// Brackets up to this many players have each pair and each paired player compared with the
/// best pairing without it; larger ones explain their floaters only (each comparison is a
/// matching of the whole bracket).
inline constexpr int kComparedBracket = 64;

/// The judge's explanation of one Swiss round: what the engine did, bracket by bracket.
struct SwissExplanation {
  int round = 0;                                     ///< the round paired
  std::string system;                                ///< "dutch" or "double-swiss"
  bool accelerated = false;                          ///< pairing scores carry virtual points (XXA or Baku)
  ScoringScale scale = ScoringScale::one_half_zero;  ///< how the scores are written (the input's)
  std::vector<int> bye_ineligible;                   ///< C2: present players who may not have the PAB
  std::vector<Points> bye_scores_refused;            ///< C5: lower scores at which the round did not pair
  std::optional<Points> bye_score;                   ///< C5: the score of the PAB receiver
  std::optional<int> bye;                            ///< the PAB receiver
  std::vector<ExplainedBracket> brackets;            ///< top bracket first
};

/// A Swiss engine that can say how it paired a round.
class ExplainingEngine {
 public:
  virtual ~ExplainingEngine() = default;
  /// Pairs the next round exactly as pair_next_round does and fills `explanation` with the
  /// decisions taken (cleared first; left with the round only when the engine refuses).
  [[nodiscard]] virtual PairingResult pair_explained(const PairingInput& input,
                                                     SwissExplanation& explanation) const = 0;
};

/// Turns an English msgid into the reader's language; empty: English.
using Translate = std::function<std::string(const std::string& msgid)>;

/// The explanation as plain text for the judge, labels passed through `translate`.
std::string format_explanation(const SwissExplanation& explanation, const Translate& translate = {});

}  // namespace shashki::pairing
