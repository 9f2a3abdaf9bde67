#include "swiss/weighted_matching.hpp"

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <span>
#include <utility>

namespace shashki::pairing::swiss {
namespace {

// The state of one run. Vertices are 0..n-1, blossoms n..2n-1; edge k has endpoints 2k
// (its u) and 2k+1 (its v), so endpoint p's edge is p/2 and p^1 is the other end. Duals are
// kept doubled for vertices so that integer weights give integer arithmetic throughout.
class Blossom {
 public:
  Blossom(int n, const std::vector<WeightedEdge>& edges)
      : m_n(n),
        m_endpoint(2 * edges.size()),
        m_arc_begin(sz(n) + 1, 0),
        m_mate(sz(n), -1),
        m_label(sz(2 * n), 0),
        m_labelend(sz(2 * n), -1),
        m_inblossom(sz(n)),
        m_blossomparent(sz(2 * n), -1),
        m_blossomchilds(sz(2 * n)),
        m_blossombase(sz(2 * n), -1),
        m_blossomendps(sz(2 * n)),
        m_bestedge(sz(2 * n), -1),
        m_blossombestedges(sz(2 * n)),
        m_has_bestedges(sz(2 * n), false),
        m_dualvar(sz(2 * n)),
        m_bestslack(sz(2 * n)),
        m_allowedge(edges.size(), false) {
    WideWeight& maxweight = m_maxweight;
    m_slots.reserve(edges.size());
    for (std::size_t k = 0; k < edges.size(); ++k) {
      m_endpoint[2 * k] = edges[k].u;
      m_endpoint[2 * k + 1] = edges[k].v;
      ++m_arc_begin[sz(edges[k].u) + 1];
      ++m_arc_begin[sz(edges[k].v) + 1];
      maxweight = std::max(maxweight, edges[k].weight);
      m_slots.push_back(Slot{edges[k].u, edges[k].v, edges[k].weight.twice()});
    }
    // Each vertex's arcs side by side, in edge order: the scans read them sequentially.
    for (int v = 0; v < n; ++v) m_arc_begin[sz(v) + 1] += m_arc_begin[sz(v)];
    m_arcs.resize(2 * edges.size());
    std::vector<std::size_t> next(m_arc_begin.begin(), m_arc_begin.end() - 1);
    for (std::size_t k = 0; k < edges.size(); ++k) {
      m_arcs[next[sz(edges[k].u)]++] = Arc{static_cast<int>(2 * k + 1), edges[k].v, m_slots[k].twice};
      m_arcs[next[sz(edges[k].v)]++] = Arc{static_cast<int>(2 * k), edges[k].u, m_slots[k].twice};
    }
    for (int v = 0; v < n; ++v) {
      m_inblossom[sz(v)] = v;
      m_blossombase[sz(v)] = v;
      m_dualvar[sz(v)] = maxweight;
    }
    for (int b = 2 * n - 1; b >= n; --b) m_unused.push_back(b);
  }

  void resume(const MatchingStart& start);
  std::vector<int> run();
  /// Doubled vertex duals after run().
  std::vector<WideWeight> vertex_duals() const { return {m_dualvar.begin(), m_dualvar.begin() + m_n}; }
  /// Doubled vertex duals after run(), each with the duals of the blossoms around it added:
  /// feasible for every edge without any blossom.
  std::vector<WideWeight> folded_duals() const {
    std::vector<WideWeight> out = vertex_duals();
    for (int v = 0; v < m_n; ++v) {
      for (int b = m_blossomparent[sz(v)]; b != -1; b = m_blossomparent[sz(b)])
        out[sz(v)] += m_dualvar[sz(b)];
    }
    return out;
  }

 private:
  static std::size_t sz(int i) { return static_cast<std::size_t>(i); }
  // Around a blossom's cycle, walk from child j to the base by the even-length side: forward
  // (step +1, after shifting j below zero) from an odd child, backward from an even one.
  // Returns the step and the endpoint trick that picks the edge end on that side.
  static std::pair<int, int> walk_direction(int& j, int len) {
    if (j & 1) {
      j -= len;
      return {1, 0};
    }
    return {-1, 1};
  }
  WideWeight slack(int k) const {
    const Slot& e = m_slots[sz(k)];
    return WideWeight::sum_minus(m_dualvar[sz(e.u)], m_dualvar[sz(e.v)], e.twice);
  }
  void leaves(int b, std::vector<int>& out) const {
    if (b < m_n) {
      out.push_back(b);
      return;
    }
    for (int t : m_blossomchilds[sz(b)]) leaves(t, out);
  }
  void assign_label(int w, int t, int p);
  int scan_blossom(int v, int w);
  void add_blossom(int base, int k);
  void expand_blossom(int b, bool endstage);
  void augment_blossom(int b, int v);
  void augment_matching(int k);
  void augment_path(int s, int p);

  int m_n;
  WideWeight m_maxweight;
  // An edge as slack() reads it, in one cache line: its ends and its doubled weight.
  struct alignas(64) Slot {
    int u;
    int v;
    WideWeight twice;
  };
  std::vector<Slot> m_slots;
  std::vector<int> m_endpoint;
  // An edge seen from one end: the endpoint index of the far end (p), that vertex, the
  // doubled weight.
  struct Arc {
    int p;
    int w;
    WideWeight twice;
  };
  std::vector<std::size_t> m_arc_begin;  // vertex v's arcs are m_arcs[m_arc_begin[v], [v + 1])
  std::vector<Arc> m_arcs;
  [[nodiscard]] std::span<const Arc> arcs(int v) const {
    return {m_arcs.data() + m_arc_begin[sz(v)], m_arcs.data() + m_arc_begin[sz(v) + 1]};
  }
  std::vector<int> m_mate, m_label, m_labelend, m_inblossom, m_blossomparent;
  std::vector<std::vector<int>> m_blossomchilds;
  std::vector<int> m_blossombase;
  std::vector<std::vector<int>> m_blossomendps;
  std::vector<int> m_bestedge;
  std::vector<std::vector<int>> m_blossombestedges;
  std::vector<bool> m_has_bestedges;
  std::vector<WideWeight> m_dualvar;
  // The slack of m_bestedge[x], remembered until the vertex duals next change (m_epoch):
  // a scan compares every arc with it.
  struct BestSlack {
    int edge = -1;
    unsigned epoch = 0;
    WideWeight slack;
  };
  std::vector<BestSlack> m_bestslack;
  unsigned m_epoch = 0;
  const WideWeight& best_slack(int x) {
    BestSlack& c = m_bestslack[sz(x)];
    if (c.edge != m_bestedge[sz(x)] || c.epoch != m_epoch)
      c = BestSlack{m_bestedge[sz(x)], m_epoch, slack(m_bestedge[sz(x)])};
    return c.slack;
  }
  std::vector<bool> m_allowedge;
  std::vector<int> m_queue;
  std::vector<int> m_unused;
};

void Blossom::assign_label(int w, int t, int p) {
  const int b = m_inblossom[sz(w)];
  m_label[sz(w)] = m_label[sz(b)] = t;
  m_labelend[sz(w)] = m_labelend[sz(b)] = p;
  m_bestedge[sz(w)] = m_bestedge[sz(b)] = -1;
  if (t == 1) {
    leaves(b, m_queue);
  } else if (t == 2) {
    const int base = m_blossombase[sz(b)];
    assign_label(m_endpoint[sz(m_mate[sz(base)])], 1, m_mate[sz(base)] ^ 1);
  }
}

// Walks up from v and w alternately to find a common S-blossom (returns its base) or
// establishes that the two trees are different (returns -1: an augmenting path).
int Blossom::scan_blossom(int v, int w) {
  std::vector<int> path;
  int base = -1;
  while (v != -1 || w != -1) {
    int b = m_inblossom[sz(v)];
    if (m_label[sz(b)] & 4) {
      base = m_blossombase[sz(b)];
      break;
    }
    path.push_back(b);
    m_label[sz(b)] = 5;
    if (m_labelend[sz(b)] == -1) {
      v = -1;
    } else {
      v = m_endpoint[sz(m_labelend[sz(b)])];
      b = m_inblossom[sz(v)];
      v = m_endpoint[sz(m_labelend[sz(b)])];
    }
    if (w != -1) std::swap(v, w);
  }
  for (int b : path) m_label[sz(b)] = 1;
  return base;
}

void Blossom::add_blossom(int base, int k) {
  int v = m_slots[sz(k)].u;
  int w = m_slots[sz(k)].v;
  const int bb = m_inblossom[sz(base)];
  int bv = m_inblossom[sz(v)];
  int bw = m_inblossom[sz(w)];
  const int b = m_unused.back();
  m_unused.pop_back();
  m_blossombase[sz(b)] = base;
  m_blossomparent[sz(b)] = -1;
  m_blossomparent[sz(bb)] = b;
  std::vector<int> path;
  std::vector<int> endps;
  while (bv != bb) {
    m_blossomparent[sz(bv)] = b;
    path.push_back(bv);
    endps.push_back(m_labelend[sz(bv)]);
    v = m_endpoint[sz(m_labelend[sz(bv)])];
    bv = m_inblossom[sz(v)];
  }
  path.push_back(bb);
  std::reverse(path.begin(), path.end());
  std::reverse(endps.begin(), endps.end());
  endps.push_back(2 * k);
  while (bw != bb) {
    m_blossomparent[sz(bw)] = b;
    path.push_back(bw);
    endps.push_back(m_labelend[sz(bw)] ^ 1);
    w = m_endpoint[sz(m_labelend[sz(bw)])];
    bw = m_inblossom[sz(w)];
  }
  m_label[sz(b)] = 1;
  m_labelend[sz(b)] = m_labelend[sz(bb)];
  m_dualvar[sz(b)] = WideWeight{};
  m_blossomchilds[sz(b)] = path;
  m_blossomendps[sz(b)] = endps;
  std::vector<int> lv;
  leaves(b, lv);
  for (int x : lv) {
    if (m_label[sz(m_inblossom[sz(x)])] == 2) m_queue.push_back(x);
    m_inblossom[sz(x)] = b;
  }
  // Keep, for each neighbouring S-blossom, the least-slack edge towards it.
  std::vector<int> bestedgeto(sz(2 * m_n), -1);
  auto consider = [&](int ke) {
    int i = m_slots[sz(ke)].u;
    int j = m_slots[sz(ke)].v;
    if (m_inblossom[sz(j)] == b) std::swap(i, j);
    const int bj = m_inblossom[sz(j)];
    if (bj != b && m_label[sz(bj)] == 1 &&
        (bestedgeto[sz(bj)] == -1 || slack(ke) < slack(bestedgeto[sz(bj)]))) {
      bestedgeto[sz(bj)] = ke;
    }
  };
  for (int sub : path) {
    if (!m_has_bestedges[sz(sub)]) {
      std::vector<int> sl;
      leaves(sub, sl);
      for (int x : sl) {
        for (const Arc& arc : arcs(x)) consider(arc.p / 2);
      }
    } else {
      for (int ke : m_blossombestedges[sz(sub)]) consider(ke);
    }
    m_blossombestedges[sz(sub)].clear();
    m_has_bestedges[sz(sub)] = false;
    m_bestedge[sz(sub)] = -1;
  }
  auto& best = m_blossombestedges[sz(b)];
  best.clear();
  for (int ke : bestedgeto) {
    if (ke != -1) best.push_back(ke);
  }
  m_has_bestedges[sz(b)] = true;
  m_bestedge[sz(b)] = -1;
  for (int ke : best) {
    if (m_bestedge[sz(b)] == -1 || slack(ke) < slack(m_bestedge[sz(b)])) m_bestedge[sz(b)] = ke;
  }
}

void Blossom::expand_blossom(int b, bool endstage) {
  const std::vector<int> childs = m_blossomchilds[sz(b)];
  for (int s : childs) {
    m_blossomparent[sz(s)] = -1;
    if (s < m_n) {
      m_inblossom[sz(s)] = s;
    } else if (endstage && m_dualvar[sz(s)].is_zero()) {
      expand_blossom(s, endstage);
    } else {
      std::vector<int> sl;
      leaves(s, sl);
      for (int x : sl) m_inblossom[sz(x)] = s;
    }
  }
  if (!endstage && m_label[sz(b)] == 2) {
    // Relabel the sub-blossoms on the even-length path from the entry child to the base.
    const auto& ch = m_blossomchilds[sz(b)];
    const auto& ep = m_blossomendps[sz(b)];
    const int len = static_cast<int>(ch.size());
    auto at = [len](int j) { return sz(((j % len) + len) % len); };
    const int entrychild = m_inblossom[sz(m_endpoint[sz(m_labelend[sz(b)] ^ 1)])];
    int j = static_cast<int>(std::find(ch.begin(), ch.end(), entrychild) - ch.begin());
    const auto [jstep, endptrick] = walk_direction(j, len);
    int p = m_labelend[sz(b)];
    while (j != 0) {
      m_label[sz(m_endpoint[sz(p ^ 1)])] = 0;
      m_label[sz(m_endpoint[sz(ep[at(j - endptrick)] ^ endptrick ^ 1)])] = 0;
      assign_label(m_endpoint[sz(p ^ 1)], 2, p);
      m_allowedge[sz(ep[at(j - endptrick)] / 2)] = true;
      j += jstep;
      p = ep[at(j - endptrick)] ^ endptrick;
      m_allowedge[sz(p / 2)] = true;
      j += jstep;
    }
    int bv = ch[at(j)];
    m_label[sz(m_endpoint[sz(p ^ 1)])] = m_label[sz(bv)] = 2;
    m_labelend[sz(m_endpoint[sz(p ^ 1)])] = m_labelend[sz(bv)] = p;
    m_bestedge[sz(bv)] = -1;
    j += jstep;
    while (ch[at(j)] != entrychild) {
      bv = ch[at(j)];
      if (m_label[sz(bv)] == 1) {
        j += jstep;
        continue;
      }
      std::vector<int> sl;
      leaves(bv, sl);
      int found = -1;
      for (int x : sl) {
        if (m_label[sz(x)] != 0) {
          found = x;
          break;
        }
      }
      if (found != -1) {
        m_label[sz(found)] = 0;
        m_label[sz(m_endpoint[sz(m_mate[sz(m_blossombase[sz(bv)])])])] = 0;
        assign_label(found, 2, m_labelend[sz(found)]);
      }
      j += jstep;
    }
  }
  m_label[sz(b)] = m_labelend[sz(b)] = -1;
  m_blossomchilds[sz(b)].clear();
  m_blossomendps[sz(b)].clear();
  m_blossombase[sz(b)] = -1;
  m_blossombestedges[sz(b)].clear();
  m_has_bestedges[sz(b)] = false;
  m_bestedge[sz(b)] = -1;
  m_unused.push_back(b);
}

void Blossom::augment_blossom(int b, int v) {
  int t = v;
  while (m_blossomparent[sz(t)] != b) t = m_blossomparent[sz(t)];
  if (t >= m_n) augment_blossom(t, v);
  auto& ch = m_blossomchilds[sz(b)];
  auto& ep = m_blossomendps[sz(b)];
  const int len = static_cast<int>(ch.size());
  auto at = [len](int j) { return sz(((j % len) + len) % len); };
  const int i = static_cast<int>(std::find(ch.begin(), ch.end(), t) - ch.begin());
  int j = i;
  const auto [jstep, endptrick] = walk_direction(j, len);
  while (j != 0) {
    j += jstep;
    t = ch[at(j)];
    const int p = ep[at(j - endptrick)] ^ endptrick;
    if (t >= m_n) augment_blossom(t, m_endpoint[sz(p)]);
    j += jstep;
    t = ch[at(j)];
    if (t >= m_n) augment_blossom(t, m_endpoint[sz(p ^ 1)]);
    m_mate[sz(m_endpoint[sz(p)])] = p ^ 1;
    m_mate[sz(m_endpoint[sz(p ^ 1)])] = p;
  }
  std::rotate(ch.begin(), ch.begin() + i, ch.end());
  std::rotate(ep.begin(), ep.begin() + i, ep.end());
  m_blossombase[sz(b)] = m_blossombase[sz(ch[0])];
  assert(m_blossombase[sz(b)] == v);
}

void Blossom::augment_matching(int k) {
  augment_path(m_slots[sz(k)].u, 2 * k + 1);
  augment_path(m_slots[sz(k)].v, 2 * k);
}

// Gives s the mate endpoint p (-1: none) and flips the alternating path from s's blossom up
// to its tree's root (or stops at once when s's blossom is unlabelled).
void Blossom::augment_path(int s, int p) {
  for (;;) {
    const int bs = m_inblossom[sz(s)];
    if (bs >= m_n) augment_blossom(bs, s);
    m_mate[sz(s)] = p;
    if (m_labelend[sz(bs)] == -1) break;
    const int t = m_endpoint[sz(m_labelend[sz(bs)])];
    const int bt = m_inblossom[sz(t)];
    s = m_endpoint[sz(m_labelend[sz(bt)])];
    const int j = m_endpoint[sz(m_labelend[sz(bt)] ^ 1)];
    if (bt >= m_n) augment_blossom(bt, j);
    m_mate[sz(j)] = m_labelend[sz(bt)];
    p = m_labelend[sz(bt)] ^ 1;
  }
}

// Makes `start` a valid point of departure: every edge feasible (duals only rise), only the
// pairs on tight edges kept, and every free vertex's dual even. The vertices of a stage's
// trees then share their roots' parity (tight edges join equal parities), so an S-S slack is
// even and halving it stays exact, as with the equal duals of a cold start.
void Blossom::resume(const MatchingStart& start) {
  const int n = m_n;
  if (start.duals.size() == sz(n)) std::copy(start.duals.begin(), start.duals.end(), m_dualvar.begin());
  if (start.mate.size() == sz(n)) {
    for (int v = 0; v < n; ++v) {
      const int w = start.mate[sz(v)];
      if (w <= v || w >= n || start.mate[sz(w)] != v) continue;
      for (const Arc& arc : arcs(v)) {
        if (arc.w == w && slack(arc.p / 2).is_zero()) {
          m_mate[sz(v)] = arc.p;
          m_mate[sz(w)] = arc.p ^ 1;
          break;
        }
      }
    }
  }
  auto raise = [&](int v, const WideWeight& by) {
    m_dualvar[sz(v)] += by;
    if (m_mate[sz(v)] == -1) return;
    // Its pair is no longer tight: both ends go free.
    m_mate[sz(m_endpoint[sz(m_mate[sz(v)])])] = -1;
    m_mate[sz(v)] = -1;
  };
  for (const Slot& e : m_slots) {
    const WideWeight& du = m_dualvar[sz(e.u)];
    const WideWeight& dv = m_dualvar[sz(e.v)];
    if (du >= e.twice) continue;
    const WideWeight need = e.twice - du;
    if (dv >= need) continue;
    // Raise a free end if there is one, so as to break as few pairs as possible.
    raise(m_mate[sz(e.u)] == -1 ? e.u : e.v, need - dv);
  }
  // Each free vertex costs a stage whose scans are as long as a cold start's: with a quarter of
  // the vertices free or more, the equal duals of a cold start do better.
  const auto free = std::count(m_mate.begin(), m_mate.end(), -1);
  if (4 * free >= n) {
    std::fill(m_mate.begin(), m_mate.end(), -1);
    std::fill(m_dualvar.begin(), m_dualvar.begin() + n, m_maxweight);
    return;
  }
  for (int v = 0; v < n; ++v) {
    if (m_mate[sz(v)] == -1 && m_dualvar[sz(v)].bits_at(0, 1) != 0) m_dualvar[sz(v)] += WideWeight{1};
  }
}

std::vector<int> Blossom::run() {
  const int n = m_n;
  // Each stage ends with one free vertex of positive dual fewer (matched, or its dual at 0),
  // so at most n stages run. Free vertices may start with unequal duals (a resumed search):
  // one whose dual reaches 0 is done and stays free, unless a later path ends there.
  for (int stage = 0; stage <= n; ++stage) {
    std::fill(m_label.begin(), m_label.end(), 0);
    std::fill(m_labelend.begin(), m_labelend.end(), -1);
    std::fill(m_bestedge.begin(), m_bestedge.end(), -1);
    for (int b = n; b < 2 * n; ++b) {
      m_blossombestedges[sz(b)].clear();
      m_has_bestedges[sz(b)] = false;
    }
    std::fill(m_allowedge.begin(), m_allowedge.end(), false);
    m_queue.clear();
    bool rooted = false;
    for (int v = 0; v < n; ++v) {
      if (m_mate[sz(v)] == -1 && m_label[sz(m_inblossom[sz(v)])] == 0 && !m_dualvar[sz(v)].is_zero()) {
        assign_label(v, 1, -1);
        rooted = true;
      }
    }
    if (!rooted) break;
    bool augmented = false;
    for (;;) {
      while (!m_queue.empty() && !augmented) {
        const int v = m_queue.back();
        m_queue.pop_back();
        for (const Arc& arc : arcs(v)) {
          const int p = arc.p;
          const int k = p / 2;
          const int w = arc.w;
          if (m_inblossom[sz(v)] == m_inblossom[sz(w)]) continue;
          WideWeight kslack;
          if (!m_allowedge[sz(k)]) {
            kslack = WideWeight::sum_minus(m_dualvar[sz(v)], m_dualvar[sz(w)], arc.twice);
            if (kslack.is_zero()) m_allowedge[sz(k)] = true;
          }
          if (m_allowedge[sz(k)]) {
            if (m_label[sz(m_inblossom[sz(w)])] == 0) {
              if (m_mate[sz(m_blossombase[sz(m_inblossom[sz(w)])])] == -1) {
                // A free vertex (or blossom) whose dual is already 0: a path may end there.
                augment_matching(k);
                augmented = true;
                break;
              }
              assign_label(w, 2, p ^ 1);
            } else if (m_label[sz(m_inblossom[sz(w)])] == 1) {
              const int base = scan_blossom(v, w);
              if (base >= 0) {
                add_blossom(base, k);
              } else {
                augment_matching(k);
                augmented = true;
                break;
              }
            } else if (m_label[sz(w)] == 0) {
              m_label[sz(w)] = 2;
              m_labelend[sz(w)] = p ^ 1;
            }
          } else if (m_label[sz(m_inblossom[sz(w)])] == 1) {
            const int b = m_inblossom[sz(v)];
            if (m_bestedge[sz(b)] == -1 || kslack < best_slack(b)) {
              m_bestedge[sz(b)] = k;
              m_bestslack[sz(b)] = BestSlack{k, m_epoch, kslack};
            }
          } else if (m_label[sz(w)] == 0) {
            if (m_bestedge[sz(w)] == -1 || kslack < best_slack(w)) {
              m_bestedge[sz(w)] = k;
              m_bestslack[sz(w)] = BestSlack{k, m_epoch, kslack};
            }
          }
        }
      }
      if (augmented) break;
      // No augmenting path with the current duals: change them by the largest safe delta.
      // Type 1: an S vertex's dual reaches 0; a free one if several do (with a cold start's
      // equal duals that is every free vertex at once, and the search ends).
      int deltatype = 1;
      int deltavertex = -1;
      WideWeight delta;
      for (int v = 0; v < n; ++v) {
        if (m_label[sz(m_inblossom[sz(v)])] != 1) continue;
        const WideWeight& d = m_dualvar[sz(v)];
        if (deltavertex == -1 || d < delta ||
            (d == delta && m_mate[sz(v)] == -1 && m_mate[sz(deltavertex)] != -1)) {
          delta = d;
          deltavertex = v;
        }
      }
      int deltaedge = -1;
      int deltablossom = -1;
      for (int v = 0; v < n; ++v) {
        if (m_label[sz(m_inblossom[sz(v)])] == 0 && m_bestedge[sz(v)] != -1) {
          const WideWeight& d = best_slack(v);
          if (d < delta) {
            delta = d;
            deltatype = 2;
            deltaedge = m_bestedge[sz(v)];
          }
        }
      }
      for (int b = 0; b < 2 * n; ++b) {
        if (m_blossomparent[sz(b)] == -1 && m_label[sz(b)] == 1 && m_bestedge[sz(b)] != -1) {
          const WideWeight d = best_slack(b).half();
          if (d < delta) {
            delta = d;
            deltatype = 3;
            deltaedge = m_bestedge[sz(b)];
          }
        }
      }
      for (int b = n; b < 2 * n; ++b) {
        if (m_blossombase[sz(b)] >= 0 && m_blossomparent[sz(b)] == -1 && m_label[sz(b)] == 2 &&
            m_dualvar[sz(b)] < delta) {
          delta = m_dualvar[sz(b)];
          deltatype = 4;
          deltablossom = b;
        }
      }
      ++m_epoch;
      for (int v = 0; v < n; ++v) {
        const int lb = m_label[sz(m_inblossom[sz(v)])];
        if (lb == 1) {
          m_dualvar[sz(v)] -= delta;
        } else if (lb == 2) {
          m_dualvar[sz(v)] += delta;
        }
      }
      for (int b = n; b < 2 * n; ++b) {
        if (m_blossombase[sz(b)] >= 0 && m_blossomparent[sz(b)] == -1) {
          if (m_label[sz(b)] == 1) {
            m_dualvar[sz(b)] += delta;
          } else if (m_label[sz(b)] == 2) {
            m_dualvar[sz(b)] -= delta;
          }
        }
      }
      if (deltatype == 1) {
        // A free root at 0 is done; a matched S vertex at 0 may be left free instead of the
        // root of its tree: flip the path between them.
        if (m_mate[sz(deltavertex)] != -1) augment_path(deltavertex, -1);
        augmented = true;
        break;
      }
      if (deltatype == 2) {
        m_allowedge[sz(deltaedge)] = true;
        int i = m_slots[sz(deltaedge)].u;
        if (m_label[sz(m_inblossom[sz(i)])] == 0) i = m_slots[sz(deltaedge)].v;
        m_queue.push_back(i);
      } else if (deltatype == 3) {
        m_allowedge[sz(deltaedge)] = true;
        m_queue.push_back(m_slots[sz(deltaedge)].u);
      } else {
        expand_blossom(deltablossom, false);
      }
    }
    for (int b = n; b < 2 * n; ++b) {
      if (m_blossomparent[sz(b)] == -1 && m_blossombase[sz(b)] >= 0 && m_label[sz(b)] == 1 &&
          m_dualvar[sz(b)].is_zero()) {
        expand_blossom(b, true);
      }
    }
  }
  std::vector<int> result(sz(n), -1);
  for (int v = 0; v < n; ++v) {
    if (m_mate[sz(v)] >= 0) result[sz(v)] = m_endpoint[sz(m_mate[sz(v)])];
  }
  return result;
}

}  // namespace

std::vector<int> max_weight_matching(int vertex_count, const std::vector<WeightedEdge>& edges) {
  std::vector<WideWeight> duals;
  return max_weight_matching(vertex_count, edges, duals);
}

std::vector<int> max_weight_matching(int vertex_count, const std::vector<WeightedEdge>& edges,
                                     std::vector<WideWeight>& duals) {
  if (vertex_count == 0 || edges.empty()) {
    duals.assign(static_cast<std::size_t>(vertex_count), WideWeight{});
    return std::vector<int>(static_cast<std::size_t>(vertex_count), -1);
  }
  Blossom blossom(vertex_count, edges);
  auto mate = blossom.run();
  duals = blossom.vertex_duals();
  return mate;
}

std::vector<int> max_weight_matching(int vertex_count, const std::vector<WeightedEdge>& edges,
                                     std::vector<WideWeight>& duals, const MatchingStart& start,
                                     MatchingStart& resume) {
  if (vertex_count == 0 || edges.empty()) {
    auto mate = max_weight_matching(vertex_count, edges, duals);
    resume = MatchingStart{mate, duals};
    return mate;
  }
  Blossom blossom(vertex_count, edges);
  if (!start.mate.empty() || !start.duals.empty()) blossom.resume(start);
  auto mate = blossom.run();
  duals = blossom.vertex_duals();
  resume = MatchingStart{mate, blossom.folded_duals()};
  return mate;
}

MatchingStart sparse_start(int vertex_count, const std::vector<WeightedEdge>& edges, std::vector<char> part,
                           MatchingStart start) {
  std::vector<WeightedEdge> sparse;
  for (std::size_t k = 0; k < edges.size(); ++k) {
    if (part[k]) sparse.push_back(edges[k]);
  }
  std::vector<WideWeight> duals;
  for (int round = 0; round < 4; ++round) {
    MatchingStart next;
    max_weight_matching(vertex_count, sparse, duals, start, next);
    start = std::move(next);
    // The edges these duals leave infeasible are those that could still improve on it.
    std::size_t added = 0;
    for (std::size_t k = 0; k < edges.size(); ++k) {
      const WeightedEdge& e = edges[k];
      const auto& d = start.duals;
      if (part[k] || d[static_cast<std::size_t>(e.u)] + d[static_cast<std::size_t>(e.v)] >= e.weight.twice())
        continue;
      part[k] = 1;
      sparse.push_back(e);
      ++added;
    }
    if (8 * added < static_cast<std::size_t>(vertex_count)) break;
  }
  return start;
}

}  // namespace shashki::pairing::swiss
