#pragma once

#include "shashki/tournament/message.hpp"
#include "swiss/dutch_state.hpp"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace shashki::pairing::swiss {

/// What one bracket decided, for the judge's explanation (-l).
struct BracketNote {
  int score = 0;                                   ///< resident score in half-points
  int residents = 0;                               ///< players of the scoregroup
  int moved_down = 0;                              ///< MDPs coming from above
  int pairs = 0;                                   ///< pairs made in the bracket
  int downfloaters = 0;                            ///< players moved to the next bracket
  bool completion_used = false;                    ///< C4: the rest of the round constrained this bracket
  std::vector<std::pair<std::string, int>> unmet;  ///< criterion -> how often it is not met
  ExplainedBracket explained;                      ///< the decisions, when the outcome is explained
};

/// The pairing of one round by rank (indices into DutchField::players), or why there is none.
struct DutchOutcome {
  std::vector<std::pair<int, int>> pairs;  ///< (higher rank, lower rank)
  int bye = -1;                            ///< rank of the PAB receiver, -1 if none
  std::vector<BracketNote> notes;          ///< one per bracket, top first
  std::string refused_criterion;           ///< non-empty when no legal pairing exists
  tournament::Message refusal;             ///< the reason, for the judge
  std::optional<int> bye_score;            ///< C5: score (half-points) allowed the PAB
  std::vector<int> bye_scores_refused;     ///< C5: lower scores at which the round did not pair
};

/// Pairs the field by C.04.3: brackets from the top, each optimised by one weighted
/// matching whose weights rank C6-C21 lexicographically, then fixed in transposition order.
/// With `explain`, each bracket's note also says why its pairs and floaters were chosen.
DutchOutcome pair_field(const DutchField& field, bool explain = false);

}  // namespace shashki::pairing::swiss
