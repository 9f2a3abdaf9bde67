#include "swiss/dutch_pairer.hpp"

#include "swiss/index.hpp"

#include "swiss/bracket_explainer.hpp"
#include "swiss/cardinality_matching.hpp"
#include "swiss/weighted_matching.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cassert>
#include <climits>
#include <cstdlib>

namespace shashki::pairing::swiss {
namespace {

// The fields of an edge weight, most significant first. Each quality criterion is turned
// into "the more the better" per edge, so that a maximum-weight matching minimises the
// criterion's violations; a field is wide enough that the sum over a matching never reaches
// the field above it.
enum Field : int {
  kCompletion,        // C4: cardinality of the whole rest of the round (completion mode only)
  kPairs,             // C6: pairs inside the bracket (fewest downfloaters)
  kScores,            // C7: paired players per score level, highest level first (digits)
  kNextPairs,         // C8: pairs in the next bracket
  kNextScores,        // C8: their score levels (digits)
  kByeUnplayed,       // C9: the PAB assignee has as few unplayed rounds as possible
  kTopColourDiff,     // C10
  kTopThreeInRow,     // C11
  kPreference,        // C12
  kStrongPreference,  // C13
  kDown1,
  kUp1,
  kDown2,
  kUp2,  // C14-C17
  kDown1Diff,
  kUp1Diff,
  kDown2Diff,
  kUp2Diff,      // C18-C21
  kExchanges,    // D: fewest players exchanged between S1 and S2
  kExchangeBsn,  // D: smallest difference of the exchanged BSN sums
  kExchangeOut,  // D.2 c: the highest BSNs moved from S1 to S2 (small brackets)
  kExchangeIn,   // D.2 d: the lowest BSNs moved from S2 to S1 (small brackets)
  kFirstChoice,  // transposition order: the players being fixed, in order, take their
                 // first S2 candidates (one sub-field per player, the first one highest)
  kHint,         // a hint towards S1[i]-S2[i], saving searches; never decides a criterion
  kFieldCount
};
// Digits of the score fields, at the most: C7 and C8 tell up to 8 scores apart, C18-C21 (four
// fields) up to 4; lower scores share the last digit.
constexpr int kMaxLevels = 8;
constexpr int kMaxFloatLevels = 4;
constexpr std::size_t kExchangeSetBracket = 24;  // brackets that weigh D.2 c-d exactly

struct Layout {
  std::array<int, kFieldCount> offset{};
  std::array<int, kFieldCount> width{};
  int levels = 1;        // digits of kScores
  int next_levels = 1;   // digits of kNextScores
  int float_levels = 1;  // digits of kDown1Diff..kUp2Diff
};

int bits_for(std::uint64_t max_sum) {
  return static_cast<int>(std::bit_width(max_sum));
}

}  // namespace

namespace {

class Pairer;

// Pairs one bracket: chooses its pairs and downfloaters (C4-C21), then fixes them in the
// order of the transpositions of S2 (C.04.3 D).
class BracketSolver final : public BracketView {
 public:
  BracketSolver(const Pairer& pairer, std::vector<int> bracket, std::vector<int> next, std::vector<int> rest,
                bool completion_mode);
  void solve_bracket();
  // The pairs of the next bracket (C8) that the last optimum counted: pairs with a player of
  // the next bracket, in the bracket and next bracket only.
  std::vector<std::pair<int, int>> next_pairs() const;
  std::vector<std::pair<int, int>> pairs;  // fixed pairs (higher rank first)
  std::vector<int> floaters;               // bracket players left unpaired
  bool weigh_bye = false;                  // C9 on a bracket player's PAB, in a bracket above the last one

  // BracketView: the solver as the judge's explanation reads it (bracket_explainer.cpp).
  const std::vector<int>& bracket() const override { return m_bracket; }
  std::vector<int> graph() const override;
  bool in_bracket(int v) const override { return m_in_bracket[sz(v)] != 0; }
  bool moved_down(int v) const override { return m_mdp[sz(v)] != 0; }
  bool has_edge(int a, int b) const override;
  WideWeight criteria_weight(int a, int b) const override { return weight(a, b, false); }
  int lowest_bit() const override { return m_layout.offset[kExchangeIn]; }
  int top_bit() const override { return m_layout.offset[kCompletion] + m_layout.width[kCompletion]; }
  std::vector<std::pair<SwissCriterion, std::uint64_t>> fields(const WideWeight& sum) const override;
  bool natural() const override { return identity_is_perfect(); }

 private:
  std::vector<int> optimum();
  WideWeight weight(int a, int b, bool with_low_fields = true) const;
  bool ruled_out(int x, int y) const;
  bool lay_out();
  std::vector<int> candidates_of(std::size_t i, const std::vector<int>& mate) const;
  void fix_from(int x, const std::vector<int>& mate);
  bool identity_is_perfect() const;
  int residents_paired(const std::vector<int>& mate) const;
  int most_pairs_inside() const;
  void start_exchange_phase(int paired);
  bool has_open_pair(const std::vector<int>& mate) const;
  bool has_exchange(const std::vector<int>& mate) const;
  void drop_next_if_irrelevant(const std::vector<int>& mate);
  bool pairable(int a, int b) const;

  const Pairer& m_p;
  const DutchField& m_f;
  int m_n;
  std::vector<int> m_bracket, m_next, m_rest;
  bool m_completion;
  std::vector<char> m_in_bracket, m_in_next, m_fixed, m_mdp;
  std::vector<char> m_settled;  // found to float: no partner in any optimum
  std::vector<int> m_pos, m_level, m_next_level;
  std::vector<int> m_bsn;  // BSN in the remainder (1-based), 0 outside it
  std::vector<char> m_s2;  // in S2 of the remainder
  bool m_exchange_phase = false;
  std::vector<int> m_batch_index;                  // place in the batch being fixed, or -1
  std::vector<std::vector<int>> m_candidate_rank;  // per batch place: candidate -> order
  int m_batch_max = 1;                             // sub-fields of kFirstChoice
  int m_choice_width = 1;                          // bits of one sub-field
  Layout m_layout;
  std::vector<WideWeight> m_dual;         // doubled vertex duals of the last optimum
  std::vector<int> m_last_mate;           // the last optimum's pairs
  std::vector<WideWeight> m_last_folded;  // its duals with the blossoms' folded in
  bool m_duals_of_phase = false;          // ... found with the criteria of the current phase
  bool m_searched = true;                 // `mate` in solve_bracket is an optimum (not yet: none)
  WideWeight m_low_bound;
  int m_hint_width = 0;
  int m_hint_shift = 0;  // 4 * 2^(bits of kFirstChoice + kHint)
};

class Pairer {
 public:
  Pairer(const DutchField& field, bool explain)
      : m_f(field), m_n(static_cast<int>(field.players.size())), m_explain(explain) {}
  DutchOutcome run();

  const DutchField& field() const { return m_f; }
  int dummy() const { return m_n; }
  // Whether a and b (the dummy standing for the PAB) may be paired: C1-C3, and C2/C5 for the bye.
  bool can_pair(int a, int b) const {
    if (a == m_n) std::swap(a, b);
    if (b == m_n) return a != m_n && bye_allowed(a);
    return m_f.compatible(a, b);
  }
  bool bye_allowed(int a) const {
    const auto& p = m_f.players[sz(a)];
    return p.bye_eligible && p.score == m_bye_score;
  }
  bool completable(const std::vector<int>& vertices) const;

 private:
  std::string explain_failure(const std::vector<int>& all) const;

  const DutchField& m_f;
  int m_n;
  bool m_explain;
  int m_bye_score = INT_MIN;
};

bool Pairer::completable(const std::vector<int>& vertices) const {
  std::vector<std::vector<int>> adj(vertices.size());
  for (std::size_t i = 0; i < vertices.size(); ++i) {
    for (std::size_t j = i + 1; j < vertices.size(); ++j) {
      if (can_pair(vertices[i], vertices[j])) {
        adj[i].push_back(static_cast<int>(j));
        adj[j].push_back(static_cast<int>(i));
      }
    }
  }
  return has_perfect_matching(adj);
}

std::string Pairer::explain_failure(const std::vector<int>& all) const {
  // Relax one absolute criterion at a time to name the one that blocks the round.
  auto perfect_with = [&](bool ignore_colour, bool any_bye) {
    std::vector<std::vector<int>> adj(all.size());
    for (std::size_t i = 0; i < all.size(); ++i) {
      for (std::size_t j = i + 1; j < all.size(); ++j) {
        int a = all[i];
        int b = all[j];
        bool ok;
        if (a == m_n || b == m_n) {
          const int p = a == m_n ? b : a;
          ok = any_bye || m_f.players[sz(p)].bye_eligible;
        } else {
          ok = ignore_colour ? !m_f.have_met(a, b) : m_f.compatible(a, b);
        }
        if (ok) {
          adj[i].push_back(static_cast<int>(j));
          adj[j].push_back(static_cast<int>(i));
        }
      }
    }
    return has_perfect_matching(adj);
  };
  if (perfect_with(false, true)) return "C2";
  if (perfect_with(true, false)) return "C3";
  return "C1";
}

DutchOutcome Pairer::run() {
  DutchOutcome out;
  std::vector<int> all;
  for (int i = 0; i < m_n; ++i) all.push_back(i);
  const bool odd = m_n % 2 == 1;
  if (odd) all.push_back(m_n);
  // C5: the lowest score that can hold the PAB while the whole round still pairs.
  bool feasible = false;
  if (odd) {
    std::vector<int> scores;
    for (const auto& p : m_f.players) {
      if (p.bye_eligible) scores.push_back(p.score);
    }
    std::sort(scores.begin(), scores.end());
    scores.erase(std::unique(scores.begin(), scores.end()), scores.end());
    for (int s : scores) {
      m_bye_score = s;
      if (completable(all)) {
        feasible = true;
        out.bye_score = s;
        break;
      }
      out.bye_scores_refused.push_back(s);
    }
  } else {
    feasible = completable(all);
  }
  if (!feasible) {
    out.refused_criterion = explain_failure(all);
    if (out.refused_criterion == "C1") {
      out.refusal = tournament::Message(N_(
          "the players left would have to meet an opponent they already played (or one the judge forbade)"));
    } else if (out.refused_criterion == "C2") {
      out.refusal = tournament::Message(
          N_("no player who may still receive the pairing-allocated bye can be given it"));
    } else {
      out.refusal = tournament::Message(
          N_("non-topscorers with the same absolute colour preference would have to meet"));
    }
    return out;
  }

  // Scoregroups, top first (A.3).
  std::vector<std::vector<int>> groups;
  for (int i = 0; i < m_n; ++i) {
    if (i == 0 || m_f.players[sz(i)].score != m_f.players[sz(i - 1)].score) groups.emplace_back();
    groups.back().push_back(i);
  }
  std::vector<int> moved_down;
  for (std::size_t g = 0; g < groups.size(); ++g) {
    std::vector<int> bracket = moved_down;
    bracket.insert(bracket.end(), groups[g].begin(), groups[g].end());
    const bool last = g + 1 == groups.size();
    std::vector<int> next;
    if (!last) {
      next = groups[g + 1];
    } else if (odd) {
      next.push_back(m_n);
    }
    std::vector<int> lower;  // everything below the bracket, and the PAB
    for (std::size_t h = g + 1; h < groups.size(); ++h)
      lower.insert(lower.end(), groups[h].begin(), groups[h].end());
    if (odd) lower.push_back(m_n);

    BracketNote note;
    note.score = m_f.players[sz(groups[g].front())].score;
    note.residents = static_cast<int>(groups[g].size());
    note.moved_down = static_cast<int>(moved_down.size());

    BracketSolver solver(*this, bracket, next, {}, false);
    solver.solve_bracket();
    std::vector<int> rest = solver.floaters;
    rest.insert(rest.end(), lower.begin(), lower.end());
    auto pairs = solver.pairs;
    auto floaters = solver.floaters;
    // C4 ranks above C6-C8: the bracket must leave a round that still pairs, and the pairs of
    // the next bracket that decided its downfloaters (C8) must be pairs of such a round.
    auto assumed_possible = [&] {
      const auto next_pairs = solver.next_pairs();
      if (next_pairs.empty()) return true;
      std::vector<char> used(sz(m_n + 1), 0);
      for (const auto& [a, b] : next_pairs) used[sz(a)] = used[sz(b)] = 1;
      std::vector<int> left;
      for (int v : rest) {
        if (!used[sz(v)]) left.push_back(v);
      }
      return completable(left);
    };
    // C9 also weighs in a bracket above the last one when that bracket's single downfloater is
    // bound to receive the PAB: everyone below pairs among themselves. Which player that is may
    // only show once C4 has re-solved the bracket (its other floaters could not be completed).
    auto single_downfloater_gets_bye = [&] {
      if (!odd || last || floaters.size() != 1 || m_f.players[sz(floaters.front())].score != m_bye_score) {
        return false;
      }
      std::vector<int> below(lower.begin(), lower.end() - 1);  // without the PAB
      return completable(below);
    };
    const bool weigh_bye = single_downfloater_gets_bye();
    if (!completable(rest) || !assumed_possible() || weigh_bye) {
      // C4: this bracket must leave downfloaters with which the rest of the round pairs.
      std::vector<int> others;
      for (int v : lower) {
        if (std::find(next.begin(), next.end(), v) == next.end()) others.push_back(v);
      }
      auto solve_completed = [&](bool with_bye) {
        BracketSolver full(*this, bracket, next, others, true);
        full.weigh_bye = with_bye;
        full.solve_bracket();
        pairs = full.pairs;
        floaters = full.floaters;
        if (m_explain) note.explained = explain_bracket(full, m_f, pairs, floaters);
      };
      solve_completed(weigh_bye);
      if (!weigh_bye && single_downfloater_gets_bye()) solve_completed(true);
      note.completion_used = true;
    } else if (m_explain) {
      note.explained = explain_bracket(solver, m_f, pairs, floaters);
    }
    note.explained.completion = note.completion_used;
    note.pairs = static_cast<int>(pairs.size());
    note.downfloaters = static_cast<int>(floaters.size());
    out.pairs.insert(out.pairs.end(), pairs.begin(), pairs.end());
    moved_down = floaters;
    out.notes.push_back(note);
  }
  if (odd && moved_down.size() == 1) out.bye = moved_down.front();
  return out;
}

BracketSolver::BracketSolver(const Pairer& pairer, std::vector<int> bracket, std::vector<int> next,
                             std::vector<int> rest, bool completion_mode)
    : m_p(pairer),
      m_f(pairer.field()),
      m_n(static_cast<int>(pairer.field().players.size())),
      m_bracket(std::move(bracket)),
      m_next(std::move(next)),
      m_rest(std::move(rest)),
      m_completion(completion_mode),
      m_in_bracket(sz(m_n + 1), 0),
      m_in_next(sz(m_n + 1), 0),
      m_fixed(sz(m_n + 1), 0),
      m_mdp(sz(m_n + 1), 0),
      m_pos(sz(m_n + 1), -1),
      m_level(sz(m_n + 1), 0),
      m_next_level(sz(m_n + 1), 0),
      m_bsn(sz(m_n + 1), 0),
      m_s2(sz(m_n + 1), 0),
      m_batch_index(sz(m_n + 1), -1) {
  m_settled.assign(sz(m_n + 1), 0);
  const int resident_score = m_f.players[sz(m_bracket.back())].score;
  for (std::size_t i = 0; i < m_bracket.size(); ++i) {
    const int v = m_bracket[i];
    m_in_bracket[sz(v)] = 1;
    m_pos[sz(v)] = static_cast<int>(i);
    m_mdp[sz(v)] = m_f.players[sz(v)].score > resident_score ? 1 : 0;
  }
  for (int v : m_next) m_in_next[sz(v)] = 1;
  // Score levels: digit 0 is the highest score of the bracket (C7) or of bracket + next (C8).
  auto levels_of = [&](const std::vector<int>& who, std::vector<int>& level, int max_levels) {
    std::vector<int> scores;
    for (int v : who) {
      if (v != m_n) scores.push_back(m_f.players[sz(v)].score);
    }
    std::sort(scores.rbegin(), scores.rend());
    scores.erase(std::unique(scores.begin(), scores.end()), scores.end());
    for (int v : who) {
      if (v == m_n) continue;
      const int idx = static_cast<int>(std::find(scores.begin(), scores.end(), m_f.players[sz(v)].score) -
                                       scores.begin());
      level[sz(v)] = std::min(idx, max_levels - 1);
    }
    return std::min(static_cast<int>(scores.size()), max_levels);
  };
  // Only players who can be paired inside the bracket take a score level (C7, C18-C21): an MDP
  // no resident may meet would otherwise push the levels that matter past the last digit.
  std::vector<int> pairable_inside;
  for (int v : m_bracket) {
    if (std::any_of(m_bracket.begin(), m_bracket.end(), [&](int w) { return pairable(v, w); })) {
      pairable_inside.push_back(v);
    }
  }
  m_layout.levels = std::max(1, levels_of(pairable_inside, m_level, kMaxLevels));
  // C8 weighs the scores of the next bracket's pairs: only the next bracket's players and those
  // who may meet one of them take a level there, so that the digits go to the scores that can
  // be paired there (a pair with an MDP of 6 points must count above one with a resident of 4.5).
  std::vector<int> both = m_bracket;
  both.insert(both.end(), m_next.begin(), m_next.end());
  std::vector<int> meets_next;
  for (int v : both) {
    if (v != m_n && (m_in_next[sz(v)] ||
                     std::any_of(m_next.begin(), m_next.end(), [&](int w) { return pairable(v, w); }))) {
      meets_next.push_back(v);
    }
  }
  m_layout.next_levels = std::max(1, levels_of(meets_next, m_next_level, kMaxLevels));

  // Fields must fit the weight: score levels beyond the first few share the last digit,
  // and the hint (which never decides a criterion) gives up precision first.
  for (int cap : {kMaxLevels, kMaxFloatLevels, 2, 1}) {
    m_layout.levels = std::min(m_layout.levels, cap);
    m_layout.next_levels = std::min(m_layout.next_levels, cap);
    m_layout.float_levels = std::min({m_layout.levels, cap, kMaxFloatLevels});
    for (int v : m_bracket) m_level[sz(v)] = std::min(m_level[sz(v)], cap - 1);
    for (int v : both) {
      if (v != m_n) m_next_level[sz(v)] = std::min(m_next_level[sz(v)], cap - 1);
    }
    if (lay_out()) break;
    // 256 bits hold every field for up to several thousand players at one level each.
    assert(cap > 1);
  }
  m_low_bound.add_shifted(4, m_layout.offset[kExchangeIn]);
}

// LP duality: a matching holding (x, y) weighs at most the optimum minus the edge's reduced
// cost, and every criteria-optimal matching is within the low fields' capacity of the
// optimum; so an edge whose reduced cost (even ignoring blossom duals) exceeds that capacity
// is in no criteria-optimal matching and need not be tried.
bool BracketSolver::ruled_out(int x, int y) const {
  if (m_dual.empty()) return false;  // no search yet: nothing is ruled out
  return m_dual[sz(x)] + m_dual[sz(y)] > weight(x, y, false).twice() + m_low_bound;
}

bool BracketSolver::lay_out() {
  const std::uint64_t vertices = m_bracket.size() + m_next.size() + m_rest.size();
  const std::uint64_t e = vertices / 2 + 1;
  const std::uint64_t b = m_bracket.size() + 1;
  auto& w = m_layout.width;
  w[kCompletion] = m_completion ? bits_for(e) : 0;
  w[kPairs] = bits_for(e);
  w[kScores] = bits_for(2 * e) * m_layout.levels;
  w[kNextPairs] = bits_for(e);
  w[kNextScores] = bits_for(2 * e) * m_layout.next_levels;
  w[kByeUnplayed] = bits_for(static_cast<std::uint64_t>(m_f.round) + 1);
  for (int f : {kTopColourDiff, kTopThreeInRow, kPreference, kStrongPreference, kDown1, kUp1, kDown2, kUp2}) {
    w[sz(f)] = bits_for(2 * e);
  }
  for (int f : {kDown1Diff, kUp1Diff, kDown2Diff, kUp2Diff})
    w[sz(f)] = bits_for(2 * e) * m_layout.float_levels;
  w[kExchanges] = bits_for(e);
  w[kExchangeBsn] = bits_for(2 * b * e);
  // D.2 c-d compare the sets of BSNs moved, the highest (c) or lowest (d) first: one bit per
  // BSN, so only in brackets small enough for them to fit beside the other fields.
  const bool sets_fit = m_bracket.size() <= kExchangeSetBracket;
  w[kExchangeOut] = sets_fit ? static_cast<int>(b) + 2 + bits_for(e) : 0;
  w[kExchangeIn] = w[kExchangeOut];
  m_choice_width = bits_for(b);
  w[kFirstChoice] = m_choice_width;
  w[kHint] = 0;
  int used = 1;  // the blossom doubles weights
  for (int f = 0; f < kFieldCount; ++f) used += w[sz(f)];
  if (used > WideWeight::bits) return false;
  // Room left confirms several S1 players' choices with one search.
  m_batch_max = std::min(24, 1 + (WideWeight::bits - used) / m_choice_width);
  w[kFirstChoice] = m_batch_max * m_choice_width;
  used += (m_batch_max - 1) * m_choice_width;
  m_hint_width = std::min(bits_for(b * b * e), WideWeight::bits - used);
  m_hint_shift = std::max(0, bits_for(b * b * e) - m_hint_width);
  w[kHint] = m_hint_width;
  int offset = 0;
  for (int f = kFieldCount - 1; f >= 0; --f) {
    m_layout.offset[sz(f)] = offset;
    offset += w[sz(f)];
  }
  return true;
}

WideWeight BracketSolver::weight(int a, int b, bool with_low_fields) const {
  // a is the higher-ranked player; the PAB (dummy) is always b.
  if (a == m_n || (b != m_n && a > b)) std::swap(a, b);
  WideWeight w;
  const auto& L = m_layout;
  auto put = [&](int field, std::uint64_t value, int digit = 0) {
    if (value == 0) return;
    const bool by_float_level = field >= kDown1Diff && field <= kUp2Diff;
    const bool by_level = field == kScores || by_float_level;
    const int levels = field == kNextScores ? L.next_levels
                       : by_float_level     ? L.float_levels
                       : by_level           ? L.levels
                                            : 1;
    const int digit_width = levels > 1 || by_level || field == kNextScores ? L.width[sz(field)] / levels : 0;
    w.add_shifted(value, L.offset[sz(field)] + digit_width * (levels - 1 - digit));
  };
  if (m_completion) put(kCompletion, 1);
  const bool inside = m_in_bracket[sz(a)] && m_in_bracket[sz(b)];
  const bool next_edge =
      !inside && (m_in_bracket[sz(a)] || m_in_next[sz(a)]) && (m_in_bracket[sz(b)] || m_in_next[sz(b)]);
  // C9 weighs the unplayed games of the PAB receiver in the bracket that gives the bye (the last
  // one: the dummy is its next bracket), not in a completion search above it.
  if (b == m_n && (m_in_next[sz(m_n)] || (weigh_bye && m_in_bracket[sz(a)]))) {
    put(kByeUnplayed, static_cast<std::uint64_t>(m_f.round - m_f.players[sz(a)].unplayed_rounds));
  }
  if (next_edge) {
    put(kNextPairs, 1);
    put(kNextScores, 1, m_next_level[sz(a)]);
    if (b != m_n) put(kNextScores, 1, m_next_level[sz(b)]);
  }
  if (!inside) return w;
  const auto& hi = m_f.players[sz(a)];
  const auto& lo = m_f.players[sz(b)];
  put(kPairs, 1);
  put(kScores, 1, m_level[sz(a)]);
  put(kScores, 1, m_level[sz(b)]);

  // Colours (C10-C13) as E.1-E.5 would allocate them.
  const clock::Side hc = allocate_colour(m_f, a, b);
  const clock::Side lc = clock::opposite(hc);
  int top_diff = 0;
  int top_three = 0;
  if (m_f.colour_criteria && (hi.topscorer || lo.topscorer)) {
    for (const auto* p : {&hi, &lo}) {
      const clock::Side c = p == &hi ? hc : lc;
      const int cd = p->colour_difference + (c == clock::Side::white ? 1 : -1);
      if (cd > 2 || cd < -2) ++top_diff;
      const std::size_t k = p->colours.size();
      if (k >= 2 && p->colours[k - 1] == c && p->colours[k - 2] == c) ++top_three;
    }
  }
  int unmet = 0;
  int strong_unmet = 0;
  for (const auto* p : {&hi, &lo}) {
    const clock::Side c = p == &hi ? hc : lc;
    if (m_f.colour_criteria && p->preference && c != *p->preference) {
      ++unmet;
      if (p->strength >= Strength::strong) ++strong_unmet;
    }
  }
  put(kTopColourDiff, static_cast<std::uint64_t>(2 - top_diff));
  put(kTopThreeInRow, static_cast<std::uint64_t>(2 - top_three));
  put(kPreference, static_cast<std::uint64_t>(2 - unmet));
  put(kStrongPreference, static_cast<std::uint64_t>(2 - strong_unmet));

  // Floats (C14-C21): the higher score floats down, the lower up; a bracket player who is
  // paired here at his own score is spared the downfloat he would otherwise take.
  const int diff = hi.score - lo.score;
  const bool floats = diff > 0;
  auto saved = [&](FloatKind before) {
    return static_cast<std::uint64_t>((before == FloatKind::down && !floats ? 1 : 0) + 0);
  };
  put(kDown1, saved(hi.float1) + (lo.float1 == FloatKind::down ? 1u : 0u));
  put(kDown2, saved(hi.float2) + (lo.float2 == FloatKind::down ? 1u : 0u));
  const bool up1 = floats && lo.float1 == FloatKind::up;
  const bool up2 = floats && lo.float2 == FloatKind::up;
  put(kUp1, up1 ? 0u : 1u);
  put(kUp2, up2 ? 0u : 1u);
  // C18-C21: the scores of the players concerned, the highest first (one digit per score
  // level of the bracket): a repeated downfloater paired here at any score does not float on
  // (C18, C20), and a pair whose lower player does not float up again counts at the score of
  // the higher one (C19, C21), as FIDE's checker and bbpPairings weigh them.
  const int level_a = std::min(m_level[sz(a)], L.float_levels - 1);
  const int level_b = std::min(m_level[sz(b)], L.float_levels - 1);
  if (lo.float1 == FloatKind::down) put(kDown1Diff, 1, level_b);
  if (hi.float1 == FloatKind::down) put(kDown1Diff, 1, level_a);
  if (lo.float2 == FloatKind::down) put(kDown2Diff, 1, level_b);
  if (hi.float2 == FloatKind::down) put(kDown2Diff, 1, level_a);
  if (!up1) put(kUp1Diff, 1, level_a);
  if (!up2) put(kUp2Diff, 1, level_a);

  if (m_exchange_phase && m_bsn[sz(a)] > 0 && m_bsn[sz(b)] > 0) {
    // D: exchanges are pairs inside S2 (and inside S1); the BSN sums moved either way.
    const bool s2a = m_s2[sz(a)];
    const bool s2b = m_s2[sz(b)];
    put(kExchanges, s2a && s2b ? 0u : 1u);
    // D = sum(BSN S2->S1) - sum(BSN S1->S2) = sum(BSN S2->S1) + sum(BSN staying in S1) - const:
    // the higher of an S1 pair stays, the higher of an S2 pair moves up.
    const auto base = 2 * static_cast<std::uint64_t>(m_bracket.size());
    const auto low = static_cast<std::uint64_t>(std::min(m_bsn[sz(a)], m_bsn[sz(b)]));
    std::uint64_t v = base;
    if (s2a != s2b) {
      v -= static_cast<std::uint64_t>(s2a ? m_bsn[sz(b)] : m_bsn[sz(a)]);
    } else {
      v -= low;
    }
    put(kExchangeBsn, v);
    if (L.width[kExchangeOut] > 0) {
      // D.2 c: the S1 players who stay in S1 (the higher of an S1 pair, the S1 player of a
      // mixed one) count against it, so that the highest BSNs are the ones moved to S2.
      // D.2 d: the higher of an S2 pair moves to S1; the lower its BSN, the better.
      const auto top = static_cast<int>(m_bracket.size()) + 1;
      const int stays = s2a && s2b   ? 0
                        : s2a != s2b ? (s2a ? m_bsn[sz(b)] : m_bsn[sz(a)])
                                     : static_cast<int>(low);
      WideWeight out;
      out.add_shifted(1, L.offset[kExchangeOut] + top);
      if (stays > 0) {
        WideWeight stay;
        stay.add_shifted(1, L.offset[kExchangeOut] + stays);
        out = out - stay;
      }
      w += out;
      if (s2a && s2b) w.add_shifted(1, L.offset[kExchangeIn] + top - static_cast<int>(low));
    }
  }
  if (!with_low_fields) return w;
  if (const int j = m_batch_index[sz(a)]; j >= 0) {
    const int k = m_candidate_rank[sz(j)][sz(b)];
    if (k >= 0) {
      w.add_shifted(static_cast<std::uint64_t>(static_cast<int>(m_bracket.size()) + 1 - k),
                    L.offset[kFirstChoice] + (m_batch_max - 1 - j) * m_choice_width);
    }
  }
  const auto bs = static_cast<std::uint64_t>(m_bracket.size());
  put(kHint,
      ((bs - static_cast<std::uint64_t>(m_pos[sz(a)])) * (bs - static_cast<std::uint64_t>(m_pos[sz(b)]))) >>
          m_hint_shift);
  return w;
}

std::vector<int> BracketSolver::optimum() {
  std::vector<int> vertices;
  for (int v : m_bracket) {
    if (!m_fixed[sz(v)]) vertices.push_back(v);
  }
  vertices.insert(vertices.end(), m_next.begin(), m_next.end());
  vertices.insert(vertices.end(), m_rest.begin(), m_rest.end());
  std::vector<WeightedEdge> edges;
  for (std::size_t i = 0; i < vertices.size(); ++i) {
    const bool bi = m_in_bracket[sz(vertices[i])];
    for (std::size_t j = i + 1; j < vertices.size(); ++j) {
      const int a = vertices[i];
      const int b = vertices[j];
      // Outside completion mode only the bracket and the next one matter.
      if (!m_completion && !bi && !m_in_bracket[sz(b)] && !(m_in_next[sz(a)] && m_in_next[sz(b)])) continue;
      if (!pairable(a, b)) continue;
      // Duals of an earlier search of this phase already exclude most edges (see ruled_out).
      if (m_duals_of_phase && ruled_out(a, b)) continue;
      edges.push_back({static_cast<int>(i), static_cast<int>(j), weight(a, b)});
    }
  }
  // A search resumes from the bracket's last optimum instead of an empty matching: within a
  // phase only the batch's choice fields changed since and fixed pairs left; a new phase adds
  // the low exchange fields. Either way most of its pairs stay tight.
  MatchingStart start;
  if (!m_last_mate.empty()) {
    std::vector<int> place(sz(m_n + 1), -1);
    for (std::size_t i = 0; i < vertices.size(); ++i) place[sz(vertices[i])] = static_cast<int>(i);
    for (int v : vertices) {
      const int w = m_last_mate[sz(v)];
      start.mate.push_back(w >= 0 ? place[sz(w)] : -1);
      start.duals.push_back(m_last_folded[sz(v)]);
    }
  }
  if (!m_duals_of_phase && edges.size() > 16 * vertices.size()) {
    // A dense first search of its phase: the pairs of an optimum are mostly near S1[i]-S2[i]
    // or between neighbours in the bracket order; an optimum of those edges is solved first.
    std::size_t inside = 0;
    while (inside < vertices.size() && m_in_bracket[sz(vertices[inside])]) ++inside;
    const auto half = static_cast<long>(inside / 2);
    std::vector<char> part(edges.size(), 0);
    for (std::size_t k = 0; k < edges.size(); ++k) {
      const long d = std::labs(static_cast<long>(edges[k].v) - static_cast<long>(edges[k].u));
      part[k] = d <= 6 || std::labs(d - half) <= 6 ? 1 : 0;
    }
    start = sparse_start(static_cast<int>(vertices.size()), edges, std::move(part), std::move(start));
  }
  std::vector<WideWeight> duals;
  MatchingStart resume;
  const auto local = max_weight_matching(static_cast<int>(vertices.size()), edges, duals, start, resume);
  std::vector<int> mate(sz(m_n + 1), -1);
  m_last_folded.assign(sz(m_n + 1), WideWeight{});
  m_dual.assign(sz(m_n + 1), WideWeight{});
  for (std::size_t i = 0; i < vertices.size(); ++i) {
    if (local[i] >= 0) mate[sz(vertices[i])] = vertices[sz(local[i])];
    m_dual[sz(vertices[i])] = duals[i];
    m_last_folded[sz(vertices[i])] = resume.duals[i];
  }
  m_duals_of_phase = m_exchange_phase;
  m_last_mate = mate;
  return mate;
}

std::vector<std::pair<int, int>> BracketSolver::next_pairs() const {
  std::vector<std::pair<int, int>> out;
  if (m_last_mate.empty()) return out;
  for (int v : m_next) {
    const int w = m_last_mate[sz(v)];
    if (w >= 0 && (v < w || !m_in_next[sz(w)])) out.emplace_back(v, w);
  }
  return out;
}

bool BracketSolver::has_exchange(const std::vector<int>& mate) const {
  for (int v : m_bracket) {
    const int w = mate[sz(v)];
    if (w >= 0 && w != m_n && m_s2[sz(v)] && m_bsn[sz(v)] > 0 && m_bsn[sz(w)] > 0 && m_s2[sz(w)]) return true;
  }
  for (const auto& [a, b] : pairs) {
    if (m_bsn[sz(a)] > 0 && m_bsn[sz(b)] > 0 && m_s2[sz(a)] && m_s2[sz(b)]) return true;
  }
  return false;
}

bool BracketSolver::pairable(int a, int b) const {
  // MDPs are paired with residents only (B.2: S1 holds MDPs, S2 residents; the rest is limbo).
  if (m_in_bracket[sz(a)] && m_in_bracket[sz(b)] && m_mdp[sz(a)] && m_mdp[sz(b)]) return false;
  return m_p.can_pair(a, b);
}

void BracketSolver::drop_next_if_irrelevant(const std::vector<int>& mate) {
  // C6 ranks first: when an optimum pairs the whole bracket, every optimum does, and the next
  // bracket (C8) cannot tell them apart; later searches leave it out.
  if (m_completion) return;
  for (int v : m_bracket) {
    if (mate[sz(v)] < 0 || mate[sz(v)] == m_n || !m_in_bracket[sz(mate[sz(v)])]) return;
  }
  for (int v : m_next) m_in_next[sz(v)] = 0;
  m_next.clear();
}

bool BracketSolver::has_open_pair(const std::vector<int>& mate) const {
  for (int v : m_bracket) {
    if (!m_fixed[sz(v)] && mate[sz(v)] >= 0 && mate[sz(v)] != m_n && m_in_bracket[sz(mate[sz(v)])])
      return true;
  }
  return false;
}

int BracketSolver::residents_paired(const std::vector<int>& mate) const {
  int paired = 0;
  for (int v : m_bracket) {
    if (m_fixed[sz(v)] || m_mdp[sz(v)]) continue;
    if (mate[sz(v)] >= 0 && mate[sz(v)] != m_n && m_in_bracket[sz(mate[sz(v)])]) ++paired;
  }
  return paired;
}

int BracketSolver::most_pairs_inside() const {
  std::vector<std::vector<int>> adjacency(m_bracket.size());
  for (std::size_t i = 0; i < m_bracket.size(); ++i) {
    for (std::size_t j = i + 1; j < m_bracket.size(); ++j) {
      if (!pairable(m_bracket[i], m_bracket[j])) continue;
      adjacency[i].push_back(static_cast<int>(j));
      adjacency[j].push_back(static_cast<int>(i));
    }
  }
  const auto mate = max_cardinality_matching(adjacency);
  return static_cast<int>(std::count_if(mate.begin(), mate.end(), [](int m) { return m >= 0; })) / 2;
}

void BracketSolver::start_exchange_phase(int paired) {
  // The remainder (C.04.3 B.3): residents not yet paired; S1 holds as many of them as the
  // `paired` residents make pairs, S2 the others.
  std::vector<int> remainder;
  for (int v : m_bracket) {
    if (!m_fixed[sz(v)] && !m_mdp[sz(v)]) remainder.push_back(v);
  }
  const int s1 = paired / 2;
  for (std::size_t i = 0; i < remainder.size(); ++i) {
    m_bsn[sz(remainder[i])] = static_cast<int>(i) + 1;
    m_s2[sz(remainder[i])] = static_cast<int>(i) >= s1 ? 1 : 0;
  }
  m_exchange_phase = true;
  m_duals_of_phase = false;  // the exchange fields change the weights: earlier duals say nothing
}

std::vector<int> BracketSolver::candidates_of(std::size_t i, const std::vector<int>& mate) const {
  const int x = m_bracket[i];
  // When the optimum needs no exchange, an S1 player's partner is in S2 (no S1-S1 pair).
  const bool s2_only = m_exchange_phase && m_searched && !m_s2[sz(x)] && !has_exchange(mate);
  std::vector<int> candidates;
  for (std::size_t j = i + 1; j < m_bracket.size(); ++j) {
    const int y = m_bracket[j];
    if (m_fixed[sz(y)] || !pairable(x, y) || (s2_only && !m_s2[sz(y)]) || ruled_out(x, y)) continue;
    candidates.push_back(y);
  }
  return candidates;
}

void BracketSolver::fix_from(int x, const std::vector<int>& mate) {
  const int y = mate[sz(x)];
  if (y >= 0 && y != m_n && m_in_bracket[sz(y)] && !m_fixed[sz(y)]) {
    m_fixed[sz(x)] = m_fixed[sz(y)] = 1;
    pairs.emplace_back(x, y);
  }
}

bool BracketSolver::identity_is_perfect() const {
  // A homogeneous bracket of even size whose S1[i]-S2[i] pairs are all legal and cost nothing
  // on C10-C21: that candidate is optimal on every criterion, needs no exchange and is the
  // first transposition, so it is the bracket's pairing (round 1 of a large open, typically).
  if (m_completion || m_bracket.size() % 2 != 0) return false;
  const std::size_t half = m_bracket.size() / 2;
  for (std::size_t i = 0; i < half; ++i) {
    const int a = m_bracket[i];
    const int b = m_bracket[i + half];
    if (m_mdp[sz(a)] || m_mdp[sz(b)] || !pairable(a, b)) return false;
    const auto& x = m_f.players[sz(a)];
    const auto& y = m_f.players[sz(b)];
    if (x.topscorer || y.topscorer) return false;
    if (x.preference && y.preference == x.preference && m_f.colour_criteria) return false;
  }
  return true;
}

void BracketSolver::solve_bracket() {
  if (identity_is_perfect()) {
    const std::size_t half = m_bracket.size() / 2;
    for (std::size_t i = 0; i < half; ++i) pairs.emplace_back(m_bracket[i], m_bracket[i + half]);
    return;
  }
  bool any_mdp = false;
  for (int v : m_bracket) any_mdp = any_mdp || m_mdp[sz(v)];
  std::vector<int> mate;
  if (!any_mdp && !m_completion) {
    // C6 ranks first here, so every optimum makes as many pairs inside the bracket as its legal
    // pairs allow: a maximum-cardinality matching tells that number, and whether the whole
    // bracket pairs (then the next bracket cannot matter), without a weighted search.
    const int most = most_pairs_inside();
    if (2 * static_cast<std::size_t>(most) == m_bracket.size()) {
      for (int v : m_next) m_in_next[sz(v)] = 0;
      m_next.clear();
    }
    start_exchange_phase(2 * most);
    if (most == 0) {
      mate = optimum();
    } else {
      // The first search is already the first batch's: it finds an optimum and fixes the top S1
      // choices at once, instead of an optimum first and the same search again.
      mate.assign(sz(m_n + 1), -1);
      m_searched = false;
    }
  } else {
    mate = optimum();
    drop_next_if_irrelevant(mate);
    if (!any_mdp) {
      start_exchange_phase(residents_paired(mate));
      mate = optimum();
    }
  }
  for (std::size_t i = 0; i < m_bracket.size(); ++i) {
    const int x = m_bracket[i];
    if (m_fixed[sz(x)] || m_settled[sz(x)]) continue;
    if (m_searched && !has_open_pair(mate)) break;
    if (!m_exchange_phase && !m_mdp[sz(x)]) {
      start_exchange_phase(residents_paired(mate));
      mate = optimum();
      if (!has_open_pair(mate)) break;
    }
    std::vector<int> candidates = candidates_of(i, mate);
    if (candidates.empty() || (m_searched && mate[sz(x)] == candidates.front())) {
      fix_from(x, mate);
      continue;
    }
    // Is an earlier S2 candidate possible without losing on any criterion? One search answers
    // it for x and the next players of the same kind, each in turn (nested sub-fields).
    std::vector<int> batch;
    std::vector<std::vector<int>> lists;
    for (std::size_t j = i; j < m_bracket.size() && static_cast<int>(batch.size()) < m_batch_max; ++j) {
      const int p = m_bracket[j];
      if (m_fixed[sz(p)] || m_settled[sz(p)] || m_mdp[sz(p)] != m_mdp[sz(x)]) continue;
      batch.push_back(p);
      lists.push_back(j == i ? candidates : candidates_of(j, mate));
    }
    m_candidate_rank.assign(batch.size(), std::vector<int>(sz(m_n + 1), -1));
    for (std::size_t j = 0; j < batch.size(); ++j) {
      m_batch_index[sz(batch[j])] = static_cast<int>(j);
      for (std::size_t k = 0; k < lists[j].size(); ++k)
        m_candidate_rank[j][sz(lists[j][k])] = static_cast<int>(k);
    }
    mate = optimum();
    m_searched = true;
    for (int p : batch) m_batch_index[sz(p)] = -1;
    for (int p : batch) {
      if (m_fixed[sz(p)]) continue;
      fix_from(p, mate);
      if (!m_fixed[sz(p)]) m_settled[sz(p)] = 1;
    }
  }
  for (int v : m_bracket) {
    if (!m_fixed[sz(v)]) floaters.push_back(v);
  }
}

}  // namespace

// The judge's explanation reads the solver through BracketView: the graph of its last search
// and what each field of a weight stands for.
std::vector<int> BracketSolver::graph() const {
  std::vector<int> vertices = m_bracket;
  vertices.insert(vertices.end(), m_next.begin(), m_next.end());
  vertices.insert(vertices.end(), m_rest.begin(), m_rest.end());
  return vertices;
}

bool BracketSolver::has_edge(int a, int b) const {
  const bool scope =
      m_completion || m_in_bracket[sz(a)] || m_in_bracket[sz(b)] || (m_in_next[sz(a)] && m_in_next[sz(b)]);
  return scope && pairable(a, b);
}

std::vector<std::pair<SwissCriterion, std::uint64_t>> BracketSolver::fields(const WideWeight& sum) const {
  using C = SwissCriterion;
  static constexpr std::array<std::pair<Field, SwissCriterion>, kExchangeIn + 1> meaning{{
      {kCompletion, C::c4_completion},
      {kPairs, C::c6_downfloaters},
      {kScores, C::c7_downfloater_scores},
      {kNextPairs, C::c8_next_bracket},
      {kNextScores, C::c8_next_bracket},
      {kByeUnplayed, C::c9_bye_unplayed},
      {kTopColourDiff, C::c10_topscorer_colour_difference},
      {kTopThreeInRow, C::c11_topscorer_same_colour},
      {kPreference, C::c12_colour_preferences},
      {kStrongPreference, C::c13_strong_colour_preferences},
      {kDown1, C::c14_downfloat_again},
      {kUp1, C::c15_upfloat_again},
      {kDown2, C::c16_downfloat_two_rounds},
      {kUp2, C::c17_upfloat_two_rounds},
      {kDown1Diff, C::c18_downfloat_again_scores},
      {kUp1Diff, C::c19_upfloat_again_scores},
      {kDown2Diff, C::c20_downfloat_two_rounds_scores},
      {kUp2Diff, C::c21_upfloat_two_rounds_scores},
      {kExchanges, C::transposition_order},
      {kExchangeBsn, C::transposition_order},
      {kExchangeOut, C::transposition_order},
      {kExchangeIn, C::transposition_order},
  }};
  std::vector<std::pair<SwissCriterion, std::uint64_t>> out;
  for (const auto& [field, criterion] : meaning) {
    const int width = m_layout.width[sz(field)];
    if (width > 0) out.emplace_back(criterion, sum.bits_at(m_layout.offset[sz(field)], width));
  }
  return out;
}

DutchOutcome pair_field(const DutchField& field, bool explain) {
  Pairer pairer(field, explain);
  return pairer.run();
}

}  // namespace shashki::pairing::swiss
