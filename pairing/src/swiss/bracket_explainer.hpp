#pragma once

#include "shashki/pairing/swiss_explanation.hpp"
#include "swiss/dutch_state.hpp"
#include "swiss/wide_weight.hpp"

#include <cstdint>
#include <utility>
#include <vector>

namespace shashki::pairing::swiss {

/// What a bracket solver shows of itself once it has chosen: the graph of its last search, the
/// criteria part of its edge weights and the meaning of each field. The explanation re-solves
/// that same graph with one choice taken away; it never takes part in pairing.
class BracketView {
 public:
  virtual ~BracketView() = default;
  /// The bracket, MDPs first, in the order the solver holds it.
  [[nodiscard]] virtual const std::vector<int>& bracket() const = 0;
  /// Every vertex of the last search: the bracket, the next bracket and, under C4, the rest.
  [[nodiscard]] virtual std::vector<int> graph() const = 0;
  [[nodiscard]] virtual bool in_bracket(int v) const = 0;
  /// A moved-down player (B.2: paired with residents only).
  [[nodiscard]] virtual bool moved_down(int v) const = 0;
  /// Whether the search holds the edge (a, b): allowed by C1-C3 and C5 and in its scope.
  [[nodiscard]] virtual bool has_edge(int a, int b) const = 0;
  /// The edge weight without its transposition tie-break fields (C4-C21 and D's exchanges).
  [[nodiscard]] virtual WideWeight criteria_weight(int a, int b) const = 0;
  /// The lowest bit any criteria_weight may hold, and one past the highest.
  [[nodiscard]] virtual int lowest_bit() const = 0;
  [[nodiscard]] virtual int top_bit() const = 0;
  /// The fields of a sum of criteria weights, most important first, each with its criterion.
  [[nodiscard]] virtual std::vector<std::pair<SwissCriterion, std::uint64_t>> fields(
      const WideWeight& sum) const = 0;
  /// Whether the bracket took S1[i]-S2[i] at once, without a search.
  [[nodiscard]] virtual bool natural() const = 0;
};

/// Explains one bracket by comparing the solver's choice (its pairs and floaters, by rank)
/// with the best pairing of the same graph that drops each pair or keeps each floater.
ExplainedBracket explain_bracket(const BracketView& view, const DutchField& field,
                                 const std::vector<std::pair<int, int>>& pairs,
                                 const std::vector<int>& floaters);

}  // namespace shashki::pairing::swiss
