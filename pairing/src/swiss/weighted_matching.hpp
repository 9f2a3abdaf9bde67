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

/// Where a search may resume: a matching and doubled vertex duals, typically the optimum of a
/// similar graph (a few weights changed, some vertices gone) renumbered to this one.
struct MatchingStart {
  std::vector<int> mate;          ///< mate[v], or -1; pairs that are not edges are ignored
  std::vector<WideWeight> duals;  ///< doubled vertex duals, any values
};

/// As above, starting from `start` (an empty one: from scratch, as above) instead of an empty
/// matching. Only the start's pairs on tight edges are kept, and the duals are raised until
/// every edge is feasible, freeing the pairs of raised vertices; the search then needs about
/// one stage per free vertex instead of one per pair (with a quarter of the vertices left
/// free or more, it starts from scratch instead). The result is a maximum-weight matching
/// whatever `start` holds. `resume` receives the start for a later search of a similar graph:
/// this matching, and its vertex duals with the blossom duals folded into them.
std::vector<int> max_weight_matching(int vertex_count, const std::vector<WeightedEdge>& edges,
                                     std::vector<WideWeight>& duals, const MatchingStart& start,
                                     MatchingStart& resume);

/// A start for a search of a dense graph: the optimum of a part of its edges (`part[k]` for
/// edge k), resumed from `start`, then again with the edges its duals leave infeasible added,
/// for a few rounds. When the part holds an optimum's pairs the whole search has little left.
MatchingStart sparse_start(int vertex_count, const std::vector<WeightedEdge>& edges, std::vector<char> part,
                           MatchingStart start);

}  // namespace shashki::pairing::swiss
