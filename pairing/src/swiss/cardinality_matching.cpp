#include "swiss/cardinality_matching.hpp"

#include "swiss/index.hpp"

#include <cstddef>
#include <queue>

namespace shashki::pairing::swiss {
namespace {

// One breadth-first search for an augmenting path from `root`, shrinking odd cycles
// (blossoms) by their base as they are found.
class Augmenter {
 public:
  Augmenter(const std::vector<std::vector<int>>& adj, std::vector<int>& mate)
      : m_adj(adj),
        m_mate(mate),
        m_n(static_cast<int>(adj.size())),
        m_parent(sz(m_n)),
        m_base(sz(m_n)),
        m_used(sz(m_n)),
        m_blossom(sz(m_n)) {}

  bool augment_from(int root) {
    std::fill(m_used.begin(), m_used.end(), false);
    std::fill(m_parent.begin(), m_parent.end(), -1);
    for (int i = 0; i < m_n; ++i) m_base[sz(i)] = i;
    m_used[sz(root)] = true;
    std::queue<int> q;
    q.push(root);
    while (!q.empty()) {
      const int v = q.front();
      q.pop();
      for (int to : m_adj[sz(v)]) {
        if (m_base[sz(v)] == m_base[sz(to)] || m_mate[sz(v)] == to) continue;
        if (to == root || (m_mate[sz(to)] != -1 && m_parent[sz(m_mate[sz(to)])] != -1)) {
          const int cur = lca(v, to);
          std::fill(m_blossom.begin(), m_blossom.end(), false);
          mark_path(v, cur, to);
          mark_path(to, cur, v);
          for (int i = 0; i < m_n; ++i) {
            if (m_blossom[sz(m_base[sz(i)])]) {
              m_base[sz(i)] = cur;
              if (!m_used[sz(i)]) {
                m_used[sz(i)] = true;
                q.push(i);
              }
            }
          }
        } else if (m_parent[sz(to)] == -1) {
          m_parent[sz(to)] = v;
          if (m_mate[sz(to)] == -1) {
            flip(to);
            return true;
          }
          m_used[sz(m_mate[sz(to)])] = true;
          q.push(m_mate[sz(to)]);
        }
      }
    }
    return false;
  }

 private:
  int lca(int a, int b) {
    std::vector<bool> seen(sz(m_n), false);
    for (;;) {
      a = m_base[sz(a)];
      seen[sz(a)] = true;
      if (m_mate[sz(a)] == -1) break;
      a = m_parent[sz(m_mate[sz(a)])];
    }
    for (;;) {
      b = m_base[sz(b)];
      if (seen[sz(b)]) return b;
      b = m_parent[sz(m_mate[sz(b)])];
    }
  }
  void mark_path(int v, int b, int child) {
    while (m_base[sz(v)] != b) {
      m_blossom[sz(m_base[sz(v)])] = m_blossom[sz(m_base[sz(m_mate[sz(v)])])] = true;
      m_parent[sz(v)] = child;
      child = m_mate[sz(v)];
      v = m_parent[sz(m_mate[sz(v)])];
    }
  }
  void flip(int v) {
    while (v != -1) {
      const int pv = m_parent[sz(v)];
      const int ppv = m_mate[sz(pv)];
      m_mate[sz(v)] = pv;
      m_mate[sz(pv)] = v;
      v = ppv;
    }
  }

  const std::vector<std::vector<int>>& m_adj;
  std::vector<int>& m_mate;
  int m_n;
  std::vector<int> m_parent, m_base;
  std::vector<bool> m_used, m_blossom;
};

}  // namespace

std::vector<int> max_cardinality_matching(const std::vector<std::vector<int>>& adjacency) {
  const int n = static_cast<int>(adjacency.size());
  std::vector<int> mate(sz(n), -1);
  // A greedy start leaves few augmentations for the searches.
  for (int v = 0; v < n; ++v) {
    if (mate[sz(v)] != -1) continue;
    for (int w : adjacency[sz(v)]) {
      if (mate[sz(w)] == -1 && w != v) {
        mate[sz(v)] = w;
        mate[sz(w)] = v;
        break;
      }
    }
  }
  Augmenter augmenter(adjacency, mate);
  for (int v = 0; v < n; ++v) {
    if (mate[sz(v)] == -1) augmenter.augment_from(v);
  }
  return mate;
}

bool has_perfect_matching(const std::vector<std::vector<int>>& adjacency) {
  for (int m : max_cardinality_matching(adjacency)) {
    if (m == -1) return false;
  }
  return true;
}

}  // namespace shashki::pairing::swiss
