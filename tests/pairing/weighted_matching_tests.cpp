// The Dutch engine's weighted matching: a search resumed from any matching and duals (an
// earlier optimum, a damaged one, an optimum of part of the edges, or anything) finds a
// matching of the same total weight as a search from scratch, and both agree with exhaustive
// search on small graphs. Random graphs of 1..40 vertices, sparse and dense, with many equal
// weights and weights that use the high limbs; every case is seeded and reproducible.
#include <boost/test/unit_test.hpp>

#include "swiss/weighted_matching.hpp"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

using namespace shashki::pairing::swiss;

namespace {

using Rng = std::mt19937_64;

int uniform(Rng& rng, int lo, int hi) {
  return std::uniform_int_distribution<int>(lo, hi)(rng);
}

// Many ties: each weight is a few small fields spread over the limbs, some far up.
WideWeight random_weight(Rng& rng, bool wide) {
  WideWeight w{1};
  if (!wide) {
    w.add_shifted(static_cast<std::uint64_t>(uniform(rng, 0, 3)), 0);
    return w;
  }
  for (int shift : {0, 40, 64, 130, 200, 256, 320, 378}) {
    w.add_shifted(static_cast<std::uint64_t>(uniform(rng, 0, 3)), shift);
  }
  return w;
}

struct Graph {
  int n = 0;
  std::vector<WeightedEdge> edges;
};

Graph random_graph(Rng& rng) {
  Graph g;
  g.n = uniform(rng, 1, 40);
  const int density = std::vector<int>{5, 20, 60, 100}[static_cast<std::size_t>(uniform(rng, 0, 3))];
  const bool wide = uniform(rng, 0, 1) == 1;
  for (int u = 0; u < g.n; ++u) {
    for (int v = u + 1; v < g.n; ++v) {
      if (uniform(rng, 1, 100) <= density) g.edges.push_back({u, v, random_weight(rng, wide)});
    }
  }
  return g;
}

// The matching's total weight, after checking that it is one: symmetric, on edges only.
WideWeight total(const Graph& g, const std::vector<int>& mate) {
  BOOST_TEST_REQUIRE(mate.size() == static_cast<std::size_t>(g.n));
  WideWeight sum;
  int matched = 0;
  for (int v = 0; v < g.n; ++v) {
    const int w = mate[static_cast<std::size_t>(v)];
    if (w == -1) continue;
    BOOST_TEST_REQUIRE((w >= 0 && w < g.n && w != v && mate[static_cast<std::size_t>(w)] == v));
    ++matched;
    if (v > w) continue;
    const auto edge = std::find_if(g.edges.begin(), g.edges.end(), [&](const WeightedEdge& e) {
      return (e.u == v && e.v == w) || (e.u == w && e.v == v);
    });
    BOOST_TEST_REQUIRE((edge != g.edges.end()));
    sum += edge->weight;
  }
  BOOST_TEST_REQUIRE(matched % 2 == 0);
  return sum;
}

// Exhaustive optimum over vertex subsets (small graphs only).
WideWeight brute_force(const Graph& g) {
  const std::size_t full = std::size_t{1} << g.n;
  std::vector<std::vector<const WeightedEdge*>> at(static_cast<std::size_t>(g.n));
  for (const auto& e : g.edges) {
    at[static_cast<std::size_t>(e.u)].push_back(&e);
    at[static_cast<std::size_t>(e.v)].push_back(&e);
  }
  std::vector<WideWeight> best(full);  // best[mask]: optimum on the vertices of mask
  for (std::size_t mask = 1; mask < full; ++mask) {
    const int low = std::countr_zero(mask);
    const std::size_t rest = mask & (mask - 1);
    WideWeight b = best[rest];
    for (const WeightedEdge* e : at[static_cast<std::size_t>(low)]) {
      const int other = e->u == low ? e->v : e->u;
      if (!(rest >> other & 1)) continue;
      b = std::max(b, best[rest & ~(std::size_t{1} << other)] + e->weight);
    }
    best[mask] = b;
  }
  return best[full - 1];
}

// Any dual: zero (the repair raises it), small, wide or beyond any weight.
WideWeight random_dual(Rng& rng) {
  switch (uniform(rng, 0, 3)) {
    case 0:
      return WideWeight{};
    case 1:
      return random_weight(rng, true);
    case 2:
      return random_weight(rng, false);
    default:
      return random_weight(rng, true).twice();
  }
}

// Any matching of the graph (random edges, greedily) and any duals.
MatchingStart random_start(Rng& rng, const Graph& g) {
  MatchingStart start;
  start.mate.assign(static_cast<std::size_t>(g.n), -1);
  for (const auto& e : g.edges) {
    if (uniform(rng, 0, 2) == 0 && start.mate[static_cast<std::size_t>(e.u)] == -1 &&
        start.mate[static_cast<std::size_t>(e.v)] == -1) {
      start.mate[static_cast<std::size_t>(e.u)] = e.v;
      start.mate[static_cast<std::size_t>(e.v)] = e.u;
    }
  }
  for (int v = 0; v < g.n; ++v) start.duals.push_back(random_dual(rng));
  return start;
}

// An optimum with a few duals replaced and a few pairs broken: most of it stays tight, so the
// search runs from it instead of falling back to a start from scratch.
MatchingStart near_start(Rng& rng, MatchingStart start) {
  for (std::size_t v = 0; v < start.mate.size(); ++v) {
    if (uniform(rng, 0, 9) == 0) start.duals[v] = random_dual(rng);
    const int w = start.mate[v];
    if (w >= 0 && uniform(rng, 0, 19) == 0) start.mate[v] = start.mate[static_cast<std::size_t>(w)] = -1;
  }
  return start;
}

// The next search of a sequence: some vertices leave (in pairs of the last optimum, as fixed
// pairs do), a few others get new weights on all their edges; the last optimum renumbered.
struct Step {
  Graph graph;
  MatchingStart start;
};

Step next_step(Rng& rng, const Graph& g, const std::vector<int>& mate, const std::vector<WideWeight>& duals) {
  std::vector<char> gone(static_cast<std::size_t>(g.n), 0);
  std::vector<char> changed(static_cast<std::size_t>(g.n), 0);
  for (int v = 0; v < g.n; ++v) {
    const int w = mate[static_cast<std::size_t>(v)];
    if (w > v && uniform(rng, 0, 3) == 0)
      gone[static_cast<std::size_t>(v)] = gone[static_cast<std::size_t>(w)] = 1;
    if (uniform(rng, 0, 5) == 0) changed[static_cast<std::size_t>(v)] = 1;
  }
  std::vector<int> place(static_cast<std::size_t>(g.n), -1);
  Step s;
  for (int v = 0; v < g.n; ++v) {
    if (!gone[static_cast<std::size_t>(v)]) place[static_cast<std::size_t>(v)] = s.graph.n++;
  }
  const bool wide = uniform(rng, 0, 1) == 1;
  for (const auto& e : g.edges) {
    const int u = place[static_cast<std::size_t>(e.u)];
    const int v = place[static_cast<std::size_t>(e.v)];
    if (u < 0 || v < 0) continue;
    const bool touched = changed[static_cast<std::size_t>(e.u)] || changed[static_cast<std::size_t>(e.v)];
    s.graph.edges.push_back({u, v, touched ? random_weight(rng, wide) : e.weight});
  }
  for (int v = 0; v < g.n; ++v) {
    if (gone[static_cast<std::size_t>(v)]) continue;
    const int w = mate[static_cast<std::size_t>(v)];
    s.start.mate.push_back(w >= 0 ? place[static_cast<std::size_t>(w)] : -1);
    s.start.duals.push_back(duals[static_cast<std::size_t>(v)]);
  }
  return s;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(weighted_matching_tests)

BOOST_AUTO_TEST_CASE(a_resumed_search_weighs_as_much_as_a_search_from_scratch) {
  Rng rng(20260201);
  int exhaustive = 0;
  for (int i = 0; i < 20000; ++i) {
    BOOST_TEST_INFO("graph " + std::to_string(i));
    const Graph g = random_graph(rng);
    const WideWeight cold = total(g, max_weight_matching(g.n, g.edges));
    // An empty start is a search from scratch.
    std::vector<WideWeight> duals;
    MatchingStart optimum;
    const WideWeight scratch = total(g, max_weight_matching(g.n, g.edges, duals, MatchingStart{}, optimum));
    BOOST_TEST_REQUIRE((scratch == cold));
    MatchingStart resume;
    MatchingStart start;
    if (i % 3 == 0) {
      start = random_start(rng, g);
    } else if (i % 3 == 1) {
      start = near_start(rng, optimum);
    } else {
      // From an optimum of a random part of the edges, itself resumed or from scratch.
      std::vector<char> part;
      for (std::size_t k = 0; k < g.edges.size(); ++k) part.push_back(uniform(rng, 0, 3) == 0 ? 1 : 0);
      start =
          sparse_start(g.n, g.edges, std::move(part), i % 2 == 0 ? MatchingStart{} : random_start(rng, g));
    }
    const WideWeight warm = total(g, max_weight_matching(g.n, g.edges, duals, start, resume));
    BOOST_TEST_REQUIRE((warm == cold));
    for (const auto& e : g.edges) {
      const auto& d = optimum.duals;
      BOOST_TEST_REQUIRE(
          (d[static_cast<std::size_t>(e.u)] + d[static_cast<std::size_t>(e.v)] >= e.weight.twice()));
    }
    if (g.n <= 10) {
      BOOST_TEST_REQUIRE((brute_force(g) == cold));
      ++exhaustive;
    }
  }
  BOOST_TEST(exhaustive > 2000);
}

BOOST_AUTO_TEST_CASE(a_sequence_of_resumed_searches_matches_searches_from_scratch) {
  Rng rng(7);
  for (int i = 0; i < 3000; ++i) {
    BOOST_TEST_INFO("sequence " + std::to_string(i));
    Graph g = random_graph(rng);
    // Resumed from the folded duals (as the Dutch engine does) or from the plain vertex duals.
    const bool folded = i % 2 == 0;
    std::vector<WideWeight> duals;
    MatchingStart resume;
    std::vector<int> mate = max_weight_matching(g.n, g.edges, duals, MatchingStart{}, resume);
    for (int step = 0; step < 5 && g.n > 0; ++step) {
      Step s = next_step(rng, g, mate, folded ? resume.duals : duals);
      const WideWeight cold = total(s.graph, max_weight_matching(s.graph.n, s.graph.edges));
      mate = max_weight_matching(s.graph.n, s.graph.edges, duals, s.start, resume);
      BOOST_TEST_REQUIRE((total(s.graph, mate) == cold));
      g = std::move(s.graph);
    }
  }
}

BOOST_AUTO_TEST_CASE(a_start_that_is_no_matching_is_repaired_not_trusted) {
  // A triangle plus a pendant vertex: the start pairs 0 with 3 (no edge) and 1 with 2 one-way.
  const std::vector<WeightedEdge> edges{
      {0, 1, WideWeight{5}}, {1, 2, WideWeight{4}}, {0, 2, WideWeight{3}}, {2, 3, WideWeight{5}}};
  std::vector<WideWeight> duals;
  MatchingStart resume;
  const MatchingStart start{{3, 2, -1, 0}, {WideWeight{}, WideWeight{1}, WideWeight{2}, WideWeight{}}};
  const auto mate = max_weight_matching(4, edges, duals, start, resume);
  BOOST_TEST((mate == std::vector<int>{1, 0, 3, 2}));
  BOOST_TEST((resume.mate == mate));
  // The folded duals are feasible for every edge on their own.
  for (const auto& e : edges) {
    BOOST_TEST((resume.duals[static_cast<std::size_t>(e.u)] + resume.duals[static_cast<std::size_t>(e.v)] >=
                e.weight.twice()));
  }
}

BOOST_AUTO_TEST_SUITE_END()
