#pragma once

#include <vector>

namespace shashki::pairing::swiss {

/// Maximum-cardinality matching of an unweighted general graph given as adjacency lists
/// (Edmonds' blossom shrinking with breadth-first search). Returns mate[v] or -1. Used to
/// decide completion (C.04.3 C4) and whether any legal pairing exists at all.
std::vector<int> max_cardinality_matching(const std::vector<std::vector<int>>& adjacency);

/// Whether the graph has a matching that covers every vertex.
bool has_perfect_matching(const std::vector<std::vector<int>>& adjacency);

}  // namespace shashki::pairing::swiss
