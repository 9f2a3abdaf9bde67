#pragma once

#include "swiss/wide_weight.hpp"

#include <vector>

namespace shashki::pairing::swiss {

/// One undirected edge of a matching problem.
struct WeightedEdge {
  int u = 0;          ///< one end
  int v = 0;          ///< the other end
  WideWeight weight;  ///< positive weight
};

/// Maximum-weight matching in a general graph: Edmonds' blossom algorithm in its primal-dual
/// form (Galil's O(n^3) organisation). Returns mate[v] (-1 when v is unmatched). Weights must
/// be positive; a larger cardinality is preferred only through the weights themselves.
std::vector<int> max_weight_matching(int vertex_count, const std::vector<WeightedEdge>& edges);

/// As above, and also fills `duals` with the optimal vertex duals, doubled (so that an edge's
/// reduced cost is duals[u] + duals[v] - 2 w, ignoring blossom duals, which only raise it).
std::vector<int> max_weight_matching(int vertex_count, const std::vector<WeightedEdge>& edges,
                                     std::vector<WideWeight>& duals);

}  // namespace shashki::pairing::swiss
