// The judge's explanation of a bracket. The solver's weights rank the criteria C4-C21 and the
// exchanges of D lexicographically; comparing the weight of its choice with the best matching
// of the same graph that cannot make that choice names the first criterion on which the choice
// wins. So the explanation is the engine's own measure, not a second reading of the rules.
#include "swiss/bracket_explainer.hpp"

#include "swiss/index.hpp"
#include "swiss/weighted_matching.hpp"

#include <algorithm>
#include <functional>

namespace shashki::pairing::swiss {
namespace {

// One matching of the explanation's graph and its weight (the criteria part, summed).
struct Solution {
  std::vector<int> mate;  // by vertex (rank, or the dummy), -1 when unmatched
  WideWeight value;
};

class Explainer {
 public:
  Explainer(const BracketView& view, const DutchField& field)
      : m_view(view),
        m_field(field),
        m_dummy(static_cast<int>(field.players.size())),
        m_vertices(view.graph()),
        m_shift(view.lowest_bit()),
        m_bonus_bit(view.top_bit() - view.lowest_bit()) {
    for (std::size_t i = 0; i < m_vertices.size(); ++i) {
      for (std::size_t j = i + 1; j < m_vertices.size(); ++j) {
        const int a = m_vertices[i];
        const int b = m_vertices[j];
        if (!view.has_edge(a, b)) continue;
        const WideWeight w = view.criteria_weight(a, b);
        m_edges.push_back({static_cast<int>(i), static_cast<int>(j), w, w.shifted_right(m_shift)});
      }
    }
  }

  // The best matching keeping only the edges `keep` allows; `forced` (or -1) is paired inside
  // the bracket whenever that is possible at all, whatever it costs.
  Solution best(const std::function<bool(int, int)>& keep, int forced) const {
    std::vector<WeightedEdge> edges;
    std::vector<const Edge*> used;
    for (const Edge& e : m_edges) {
      const int a = m_vertices[sz(e.i)];
      const int b = m_vertices[sz(e.j)];
      if (!keep(a, b)) continue;
      WideWeight w = e.shifted;
      if ((a == forced || b == forced) && m_view.in_bracket(a) && m_view.in_bracket(b))
        w.add_shifted(1, m_bonus_bit);
      edges.push_back({e.i, e.j, w});
      used.push_back(&e);
    }
    const auto local = max_weight_matching(static_cast<int>(m_vertices.size()), edges);
    Solution s;
    s.mate.assign(sz(m_dummy + 1), -1);
    for (std::size_t i = 0; i < local.size(); ++i) {
      if (local[i] >= 0) s.mate[sz(m_vertices[i])] = m_vertices[sz(local[i])];
    }
    for (const Edge* e : used) {
      if (local[sz(e->i)] == e->j) s.value += e->weight;
    }
    return s;
  }

  // The first criterion on which `chosen` beats `other`, with the counts it compares.
  SwissReason compare(const Solution& chosen, const Solution& other) const {
    SwissReason r;
    const auto a = m_view.fields(chosen.value);
    const auto b = m_view.fields(other.value);
    for (std::size_t k = 0; k < a.size(); ++k) {
      if (a[k].second == b[k].second) continue;
      r.criterion = a[k].first;
      if (r.criterion == SwissCriterion::transposition_order) return r;  // D's exchanges
      r.alternative_better = a[k].second < b[k].second;
      r.chosen = count(r.criterion, a);
      r.alternative = count(r.criterion, b);
      return r;
    }
    return r;  // equal on every criterion: the order of transpositions decided
  }

  // What a criterion counts in a solution with those fields, or -1 when it counts nothing.
  std::int64_t count(SwissCriterion c,
                     const std::vector<std::pair<SwissCriterion, std::uint64_t>>& fields) const {
    auto value = [&](SwissCriterion which) -> std::int64_t {
      for (const auto& [criterion, v] : fields) {
        if (criterion == which) return static_cast<std::int64_t>(v);
      }
      return 0;
    };
    const std::int64_t pairs = value(SwissCriterion::c6_downfloaters);
    const auto& bracket = m_view.bracket();
    auto floated = [&](bool previous) {
      std::int64_t n = 0;
      for (int v : bracket) {
        const auto& p = m_field.players[sz(v)];
        n += (previous ? p.float1 : p.float2) == FloatKind::down ? 1 : 0;
      }
      return n;
    };
    switch (c) {
      case SwissCriterion::c6_downfloaters:
        return static_cast<std::int64_t>(bracket.size()) - 2 * pairs;
      case SwissCriterion::c9_bye_unplayed: {
        const std::int64_t v = value(c);
        return v > 0 ? m_field.round - v : -1;
      }
      case SwissCriterion::c10_topscorer_colour_difference:
      case SwissCriterion::c11_topscorer_same_colour:
      case SwissCriterion::c12_colour_preferences:
      case SwissCriterion::c13_strong_colour_preferences:
        return 2 * pairs - value(c);
      case SwissCriterion::c14_downfloat_again:
        return floated(true) - value(c);
      case SwissCriterion::c16_downfloat_two_rounds:
        return floated(false) - value(c);
      case SwissCriterion::c15_upfloat_again:
      case SwissCriterion::c17_upfloat_two_rounds:
        return pairs - value(c);
      // C18-C21 weigh scores level by level (the highest first): no single count to show.
      default:
        return -1;
    }
  }

  // The PAB went to somebody in `chosen` and to nobody in `other`: C2/C5 forbid the rest.
  bool loses_the_bye(const Solution& chosen, const Solution& other) const {
    const bool in_graph = std::find(m_vertices.begin(), m_vertices.end(), m_dummy) != m_vertices.end();
    return in_graph && chosen.mate[sz(m_dummy)] >= 0 && other.mate[sz(m_dummy)] < 0;
  }

  // The criteria C10-C21 the chosen pairs leave unmet, with their counts.
  std::vector<std::pair<SwissCriterion, std::int64_t>> unmet(
      const std::vector<std::pair<int, int>>& pairs) const {
    WideWeight sum;
    for (const auto& [a, b] : pairs) sum += m_view.criteria_weight(a, b);
    const auto fields = m_view.fields(sum);
    std::vector<std::pair<SwissCriterion, std::int64_t>> out;
    for (int c = static_cast<int>(SwissCriterion::c10_topscorer_colour_difference);
         c <= static_cast<int>(SwissCriterion::c21_upfloat_two_rounds_scores); ++c) {
      const auto criterion = static_cast<SwissCriterion>(c);
      const bool counted =
          std::any_of(fields.begin(), fields.end(), [&](const auto& f) { return f.first == criterion; });
      if (!counted) continue;
      const std::int64_t n = count(criterion, fields);
      if (n > 0) out.emplace_back(criterion, n);
    }
    return out;
  }

 private:
  struct Edge {
    int i = 0;
    int j = 0;
    WideWeight weight;   // criteria part of the solver's weight
    WideWeight shifted;  // the same without its always-empty low bits, leaving room for a bonus
  };
  const BracketView& m_view;
  const DutchField& m_field;
  int m_dummy;
  std::vector<int> m_vertices;
  int m_shift;
  int m_bonus_bit;
  std::vector<Edge> m_edges;
};

}  // namespace

ExplainedBracket explain_bracket(const BracketView& view, const DutchField& field,
                                 const std::vector<std::pair<int, int>>& pairs,
                                 const std::vector<int>& floaters) {
  const auto& players = field.players;
  ExplainedBracket out;
  const auto& bracket = view.bracket();
  out.score = Points::from_half_points(players[sz(bracket.back())].score);
  for (int v : bracket) {
    if (view.moved_down(v)) {
      out.moved_down.push_back(players[sz(v)].number);
      out.moved_down_scores.push_back(Points::from_half_points(players[sz(v)].score));
    } else {
      out.residents.push_back(players[sz(v)].number);
    }
  }
  out.max_pairs = static_cast<int>(pairs.size());
  out.natural = view.natural();
  for (const auto& [hi, lo] : pairs) {
    const auto choice = choose_colour(field, hi, lo);
    ExplainedPair p;
    const int hn = players[sz(hi)].number;
    const int ln = players[sz(lo)].number;
    p.white = choice.colour == clock::Side::white ? hn : ln;
    p.black = choice.colour == clock::Side::white ? ln : hn;
    p.higher = hn;
    p.higher_score = Points::from_half_points(players[sz(hi)].score);
    p.lower_score = Points::from_half_points(players[sz(lo)].score);
    p.rule = choice.rule;
    out.mdps_paired += view.moved_down(hi) ? 1 : 0;
    out.pairs.push_back(p);
  }
  for (int v : floaters)
    out.floaters.push_back(
        {players[sz(v)].number, Points::from_half_points(players[sz(v)].score), false, {}});
  if (out.natural) return out;

  const Explainer explainer(view, field);
  out.unmet = explainer.unmet(pairs);
  // The choice itself: its pairs, and the best the graph does around them.
  std::vector<int> partner(players.size() + 1, -1);
  for (const auto& [a, b] : pairs) {
    partner[sz(a)] = b;
    partner[sz(b)] = a;
  }
  const auto chosen = explainer.best(
      [&](int a, int b) {
        const bool ia = view.in_bracket(a);
        const bool ib = view.in_bracket(b);
        if (ia && ib) return partner[sz(a)] == b;
        return !(ia && partner[sz(a)] >= 0) && !(ib && partner[sz(b)] >= 0);
      },
      -1);
  std::optional<Solution> runner_up;
  auto consider = [&](const Solution& s) {
    if (!runner_up || runner_up->value < s.value) runner_up = s;
  };
  auto reason = [&](const Solution& other) {
    auto r = explainer.compare(chosen, other);
    // In the last bracket the PAB is the dummy of the next one: leaving it to nobody is not a
    // question of C8 but of who may have it. Under C4 it is the rest failing to pair.
    if (r.criterion != SwissCriterion::c4_completion && explainer.loses_the_bye(chosen, other)) {
      return SwissReason{SwissCriterion::bye_rules};
    }
    return r;
  };
  // Each comparison is one more matching of the whole graph: pair by pair only in brackets of
  // a size a judge reads line by line; the floaters are explained in every bracket.
  out.compared_pairs = bracket.size() <= static_cast<std::size_t>(kComparedBracket);
  for (std::size_t k = 0; out.compared_pairs && k < pairs.size(); ++k) {
    // Named copies rather than a structured binding: clang 14 (the fuzz build) cannot capture one.
    const int a = pairs[k].first;
    const int b = pairs[k].second;
    const auto other =
        explainer.best([&](int x, int y) { return !((x == a && y == b) || (x == b && y == a)); }, -1);
    auto& p = out.pairs[k];
    p.explained = true;
    p.alternative = true;
    p.reason = reason(other);
    consider(other);
  }
  for (std::size_t k = 0; k < floaters.size(); ++k) {
    const int x = floaters[k];
    auto& f = out.floaters[k];
    const auto other = explainer.best([](int, int) { return true; }, x);
    const int mate = other.mate[sz(x)];
    if (mate < 0 || mate == static_cast<int>(players.size()) || !view.in_bracket(mate)) {
      f.reason = SwissReason{SwissCriterion::absolute};  // nobody in the bracket may meet him
      continue;
    }
    f.alternative = true;
    f.reason = reason(other);
    consider(other);
  }
  // Someone floats: why not each of the paired players instead? Their in-bracket edges go.
  for (int y : floaters.empty() || !out.compared_pairs ? std::vector<int>{} : bracket) {
    if (partner[sz(y)] < 0) continue;
    const auto other = explainer.best(
        [&](int a, int b) { return !((a == y || b == y) && view.in_bracket(a) && view.in_bracket(b)); }, -1);
    out.stayed.push_back(
        {players[sz(y)].number, Points::from_half_points(players[sz(y)].score), true, reason(other)});
    consider(other);
  }
  if (runner_up) {
    out.has_alternative = true;
    out.next_alternative = reason(*runner_up);
  }
  return out;
}

}  // namespace shashki::pairing::swiss
