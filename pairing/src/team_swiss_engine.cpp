// FIDE Swiss Team Pairing System C.04.6 (applied from 1 February 2026). docs/team-swiss.md sums
// up the articles and the readings chosen where the text leaves a choice.
#include "shashki/pairing/team_swiss_engine.hpp"

#include "swiss/cardinality_matching.hpp"
#include "swiss/weighted_matching.hpp"

#include <algorithm>
#include <cstdint>
#include <map>
#include <utility>

namespace shashki::pairing {

using tournament::Checked;
using tournament::Message;
using tournament::TeamEvent;
using tournament::TeamMatch;

namespace {

/// A team's colour in one round: +1 White (board 1), -1 Black, 0 none (no played match).
using TeamColourCode = int;

/// What the pairing needs to know of one team before the round (C.04.6 1.2-1.7).
struct TeamSwissState {
  int tpn = 0;
  int primary = 0;                      ///< primary score, half-units (1.2)
  int secondary = 0;                    ///< secondary score, half-units (1.2, 4.2.2)
  std::vector<TeamColourCode> colours;  ///< per earlier round (index round - 1), 1.6.1
  std::vector<int> met;                 ///< TPNs of the teams met over the board ([C1])
  bool bye_barred = false;              ///< had the bye or won a match by forfeit ([C2])
  int meetings = 0;                     ///< matches played (3.4.3)
  bool floated_last = false;            ///< a floater in the previous round (1.5, [C7], [C10])
  int colour_difference = 0;            ///< 1.6.2
  int want = 0;                         ///< colour preference: +1 White, -1 Black, 0 none (1.7)
  bool strong = false;                  ///< a strong preference (Type B, 1.7.2)
  bool has_played = false;              ///< at least one match with a colour
};

/// The whole round's context: the teams to pair, who met whom, and the round's place.
struct TeamSwissContext {
  std::vector<TeamSwissState> teams;  ///< the teams to pair, in TPN order
  std::vector<char> compatible;       ///< n x n: may meet ([C1])
  tournament::ColourPreferenceType preferences = tournament::ColourPreferenceType::type_a;
  bool last_two_rounds = false;  ///< [C7] and [C10] do not apply
  clock::Side initial_colour = clock::Side::white;
  [[nodiscard]] int size() const { return static_cast<int>(teams.size()); }
  [[nodiscard]] bool can_meet(int a, int b) const {
    return compatible[static_cast<std::size_t>(a) * teams.size() + static_cast<std::size_t>(b)] != 0;
  }
  [[nodiscard]] const TeamSwissState& at(int i) const { return teams[static_cast<std::size_t>(i)]; }
};

/// Whether the match was played over the board: not forfeited as a whole (record 330) and, when
/// its boards are known, at least one game played. A match forfeited as a whole is no meeting
/// (C.04.2 3.5) and gives no colour (1.6.1).
bool team_match_played(const TeamMatch& match) {
  if (!match.away || match.forfeit != tournament::MatchForfeit::none) return false;
  if (match.boards.empty()) return true;
  return std::any_of(match.boards.begin(), match.boards.end(),
                     [](const tournament::MatchBoard& b) { return tournament::board_played(b); });
}

/// 1.7: Type A, or Type B with its strong and mild preferences.
void team_set_preference(TeamSwissState& t, tournament::ColourPreferenceType type, bool last_round) {
  t.want = 0;
  t.strong = false;
  if (type == tournament::ColourPreferenceType::none) return;
  std::vector<TeamColourCode> played;
  for (TeamColourCode c : t.colours)
    if (c != 0) played.push_back(c);
  if (played.empty()) return;
  const int cd = t.colour_difference;
  const bool two_same = played.size() >= 2 && played[played.size() - 1] == played[played.size() - 2];
  const TeamColourCode last = played.back();
  // 1.7.1 and the strong preferences of 1.7.2: a difference beyond one, or the same colour in the
  // last two played matches while the difference does not already point the other way.
  if (cd < -1 || (two_same && last == -1 && (cd == 0 || cd == -1))) {
    t.want = 1;
    t.strong = true;
    return;
  }
  if (cd > 1 || (two_same && last == 1 && (cd == 0 || cd == 1))) {
    t.want = -1;
    t.strong = true;
    return;
  }
  if (type != tournament::ColourPreferenceType::type_b) return;
  // 1.7.2 mild: a difference of one, or an even difference before the last round (alternate).
  if (cd == -1) t.want = 1;
  if (cd == 1) t.want = -1;
  if (cd == 0 && !last_round) t.want = -last;
}

/// The state of every team before `round` from the matches of the rounds before it.
Checked<TeamSwissContext> team_build_context(const TeamEvent& event, int round,
                                             const std::vector<int>& absent) {
  const bool match_primary = event.scoring.primary == tournament::PrimaryScore::match_points;
  std::map<int, std::size_t> all;  // TPN -> index into `full`
  std::vector<TeamSwissState> full;
  for (const tournament::Team& team : event.teams) {
    if (all.count(team.number) != 0)
      return Checked<TeamSwissContext>::failure(
          Message(N_("team pairing number {team} is given to two teams"))
              .with("team", team.number)
              .about("event"));
    all[team.number] = full.size();
    TeamSwissState s;
    s.tpn = team.number;
    s.colours.assign(static_cast<std::size_t>(round - 1), 0);
    full.push_back(std::move(s));
  }
  // Scores before each round, to find last round's floaters (1.5).
  std::vector<int> score_before_last(full.size(), 0);
  for (int r = 1; r < round; ++r) {
    if (r == round - 1)
      for (std::size_t i = 0; i < full.size(); ++i) score_before_last[i] = full[i].primary;
    std::vector<std::pair<std::size_t, int>> gained;  // team, primary; secondary
    std::vector<std::pair<std::size_t, int>> gained_secondary;
    for (const TeamMatch& match : event.matches) {
      if (match.round != r) continue;
      const auto home = all.find(match.home);
      if (home == all.end()) continue;
      const auto home_score = tournament::match_score(match, true, event.scoring, event.boards_per_match);
      const int home_primary =
          (match_primary ? home_score.match_points : home_score.game_points).half_points();
      const int home_secondary =
          (match_primary ? home_score.game_points : home_score.match_points).half_points();
      gained.emplace_back(home->second, home_primary);
      gained_secondary.emplace_back(home->second, home_secondary);
      TeamSwissState& h = full[home->second];
      if (!match.away) {
        // [C2]: the pairing-allocated bye already had; a bye the team asked for is no bar.
        if (match.bye == tournament::ByeKind::pairing_allocated) h.bye_barred = true;
        continue;
      }
      const auto away = all.find(*match.away);
      if (away == all.end()) continue;
      TeamSwissState& a = full[away->second];
      const auto away_score = tournament::match_score(match, false, event.scoring, event.boards_per_match);
      gained.emplace_back(away->second,
                          (match_primary ? away_score.match_points : away_score.game_points).half_points());
      gained_secondary.emplace_back(
          away->second, (match_primary ? away_score.game_points : away_score.match_points).half_points());
      if (team_match_played(match)) {
        h.met.push_back(a.tpn);
        a.met.push_back(h.tpn);
        ++h.meetings;
        ++a.meetings;
        h.colours[static_cast<std::size_t>(r - 1)] = 1;  // 1.6.1: home has White on board 1
        a.colours[static_cast<std::size_t>(r - 1)] = -1;
      } else if (home_score.match_points > away_score.match_points) {
        h.bye_barred = true;  // [C2]: won the match by forfeit
      } else if (away_score.match_points > home_score.match_points) {
        a.bye_barred = true;
      }
      // 1.5: paired against a different score in the previous round.
      if (r == round - 1 && score_before_last[home->second] != score_before_last[away->second]) {
        h.floated_last = true;
        a.floated_last = true;
      }
    }
    for (const auto& [i, p] : gained) full[i].primary += p;
    for (const auto& [i, p] : gained_secondary) full[i].secondary += p;
  }

  TeamSwissContext ctx;
  ctx.preferences = event.colour_preferences;
  ctx.last_two_rounds = event.rounds_planned > 0 && round >= event.rounds_planned - 1;
  const bool last_round = event.rounds_planned > 0 && round >= event.rounds_planned;
  ctx.initial_colour = event.initial_colour.value_or(clock::Side::white);
  for (auto& [tpn, index] : all) {
    if (std::find(absent.begin(), absent.end(), tpn) != absent.end()) continue;
    if (tournament::team_withdrawn(event, tpn, round)) continue;
    TeamSwissState s = full[index];
    for (TeamColourCode c : s.colours) {
      s.colour_difference += c;
      s.has_played = s.has_played || c != 0;
    }
    team_set_preference(s, event.colour_preferences, last_round);
    ctx.teams.push_back(std::move(s));
  }
  const std::size_t n = ctx.teams.size();
  ctx.compatible.assign(n * n, 1);
  for (std::size_t i = 0; i < n; ++i) {
    ctx.compatible[i * n + i] = 0;
    for (std::size_t j = 0; j < n; ++j)
      if (std::find(ctx.teams[i].met.begin(), ctx.teams[i].met.end(), ctx.teams[j].tpn) !=
          ctx.teams[i].met.end())
        ctx.compatible[i * n + j] = 0;
  }
  return ctx;
}

/// Whether the teams `vs` can all be paired with no rematch ([C1]): Dirac's condition (every
/// team may meet at least half of the others) settles the usual case at once, the blossom
/// algorithm the rest.
bool team_pairable(const TeamSwissContext& ctx, const std::vector<int>& vs) {
  const std::size_t n = vs.size();
  if (n % 2 != 0) return false;
  if (n == 0) return true;
  if (n == 2) return ctx.can_meet(vs[0], vs[1]);
  std::vector<std::vector<int>> adjacency(n);
  bool dirac = true;
  for (std::size_t i = 0; i < n; ++i) {
    for (std::size_t j = 0; j < n; ++j)
      if (i != j && ctx.can_meet(vs[i], vs[j])) adjacency[i].push_back(static_cast<int>(j));
    if (adjacency[i].size() * 2 < n) dirac = false;
  }
  return dirac || swiss::has_perfect_matching(adjacency);
}

/// The teams of `from` that are not in `drop`.
std::vector<int> team_without(const std::vector<int>& from, const std::vector<int>& drop) {
  std::vector<int> out;
  for (int v : from)
    if (std::find(drop.begin(), drop.end(), v) == drop.end()) out.push_back(v);
  return out;
}

/// Pairs one bracket by 3.6: the pairing with the fewest unfulfilled colour preferences ([C8]),
/// strong ones ([C9]) and floater opponents of upfloaters ([C10]), and among those the first by
/// its identifier (the top members' TPNs ascending, then their bottom members'). The identifier
/// is built position by position, each choice kept only when a pairing of the least cost still
/// completes it (a matching decides that), so the search never enumerates.
class TeamBracketPairer {
 public:
  TeamBracketPairer(const TeamSwissContext& ctx, std::vector<int> bracket, const std::vector<char>& upfloater)
      : m_ctx(ctx), m_vs(std::move(bracket)) {
    std::sort(m_vs.begin(), m_vs.end());  // ctx index order is TPN order
    const std::size_t n = m_vs.size();
    m_scale = static_cast<std::int64_t>(n) + 1;
    m_cost.assign(n * n, 0);
    for (std::size_t i = 0; i < n; ++i)
      for (std::size_t j = 0; j < n; ++j) {
        if (i == j) continue;
        const TeamSwissState& a = ctx.at(m_vs[i]);
        const TeamSwissState& b = ctx.at(m_vs[j]);
        std::int64_t c8 = (a.want != 0 && a.want == b.want) ? 1 : 0;  // one of them loses its colour
        std::int64_t c9 =
            (ctx.preferences == tournament::ColourPreferenceType::type_b && c8 != 0 && a.strong && b.strong)
                ? 1
                : 0;
        std::int64_t c10 = 0;
        if (!ctx.last_two_rounds) {
          if (upfloater[static_cast<std::size_t>(m_vs[i])] != 0 && b.floated_last) ++c10;
          if (upfloater[static_cast<std::size_t>(m_vs[j])] != 0 && a.floated_last) ++c10;
        }
        m_cost[i * n + j] = c8 * m_scale * m_scale + c9 * m_scale + c10;
      }
  }

  /// The bracket's pairs (local indices turned back into context indices), top member first.
  std::vector<std::pair<int, int>> pair() {
    const int n = static_cast<int>(m_vs.size());
    m_role.assign(static_cast<std::size_t>(n), 0);
    m_mate.assign(static_cast<std::size_t>(n), -1);
    m_fixed_cost = 0;
    m_min_cost = minimum_cost();
    // Tops: each team in TPN order is a top member when a least-cost pairing allows it.
    int tops = 0;
    for (int x = 0; x < n; ++x) {
      if (tops < n / 2) {
        m_role[static_cast<std::size_t>(x)] = 1;
        if (x == 0 || feasible()) {
          ++tops;
          continue;
        }
      }
      m_role[static_cast<std::size_t>(x)] = -1;
    }
    // Bottoms: each top in order takes the smallest bottom member that still completes.
    std::vector<std::pair<int, int>> out;
    for (int t = 0; t < n; ++t) {
      if (m_role[static_cast<std::size_t>(t)] != 1) continue;
      for (int b = t + 1; b < n; ++b) {
        if (m_role[static_cast<std::size_t>(b)] != -1 || m_mate[static_cast<std::size_t>(b)] >= 0 ||
            !edge(t, b))
          continue;
        m_mate[static_cast<std::size_t>(t)] = b;
        m_mate[static_cast<std::size_t>(b)] = t;
        m_fixed_cost += cost(t, b);
        if (feasible()) break;
        m_fixed_cost -= cost(t, b);
        m_mate[static_cast<std::size_t>(t)] = -1;
        m_mate[static_cast<std::size_t>(b)] = -1;
      }
      out.emplace_back(m_vs[static_cast<std::size_t>(t)],
                       m_vs[static_cast<std::size_t>(m_mate[static_cast<std::size_t>(t)])]);
    }
    return out;
  }

 private:
  [[nodiscard]] std::int64_t cost(int i, int j) const {
    return m_cost[static_cast<std::size_t>(i) * m_vs.size() + static_cast<std::size_t>(j)];
  }
  /// An edge the roles decided so far allow (i < j: i would be the top member).
  [[nodiscard]] bool edge(int i, int j) const {
    if (!m_ctx.can_meet(m_vs[static_cast<std::size_t>(i)], m_vs[static_cast<std::size_t>(j)])) return false;
    return m_role[static_cast<std::size_t>(i)] != -1 && m_role[static_cast<std::size_t>(j)] != 1;
  }

  /// The least cost of a pairing of the whole bracket with no rematch.
  std::int64_t minimum_cost() {
    const int n = static_cast<int>(m_vs.size());
    bool any = false;
    for (int i = 0; i < n && !any; ++i)
      for (int j = i + 1; j < n; ++j)
        if (edge(i, j) && cost(i, j) != 0) {
          any = true;
          break;
        }
    if (!any) return 0;
    std::vector<int> all(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) all[static_cast<std::size_t>(i)] = i;
    return least_cost(all, false).value_or(0);
  }

  /// The least cost of a perfect pairing of `free` on the allowed edges; none when there is none.
  /// With `zero_only`, only edges of no cost count and the answer is 0 or none.
  std::optional<std::int64_t> least_cost(const std::vector<int>& free, bool zero_only) const {
    const std::size_t k = free.size();
    if (k % 2 != 0) return std::nullopt;
    if (k == 0) return 0;
    if (zero_only) {
      std::vector<std::vector<int>> adjacency(k);
      bool dirac = true;
      for (std::size_t a = 0; a < k; ++a) {
        for (std::size_t b = 0; b < k; ++b) {
          if (a == b) continue;
          const int i = std::min(free[a], free[b]);
          const int j = std::max(free[a], free[b]);
          if (edge(i, j) && cost(i, j) == 0) adjacency[a].push_back(static_cast<int>(b));
        }
        if (adjacency[a].size() * 2 < k) dirac = false;
      }
      if (dirac || swiss::has_perfect_matching(adjacency)) return 0;
      return std::nullopt;
    }
    std::int64_t worst = 0;
    for (std::size_t a = 0; a < k; ++a)
      for (std::size_t b = a + 1; b < k; ++b) worst = std::max(worst, cost(free[a], free[b]));
    const std::int64_t big = worst * static_cast<std::int64_t>(k) + 1;  // one more pair outweighs any cost
    std::vector<swiss::WeightedEdge> edges;
    for (std::size_t a = 0; a < k; ++a)
      for (std::size_t b = a + 1; b < k; ++b)
        if (edge(free[a], free[b]))
          edges.push_back({static_cast<int>(a), static_cast<int>(b),
                           swiss::WideWeight(static_cast<std::uint64_t>(big - cost(free[a], free[b])))});
    const std::vector<int> mate = swiss::max_weight_matching(static_cast<int>(k), edges);
    std::int64_t total = 0;
    for (std::size_t a = 0; a < k; ++a) {
      if (mate[a] < 0) return std::nullopt;
      if (static_cast<std::size_t>(mate[a]) > a)
        total += cost(free[a], free[static_cast<std::size_t>(mate[a])]);
    }
    return total;
  }

  /// Whether a pairing of the least cost completes the roles and pairs fixed so far.
  bool feasible() const {
    std::vector<int> free;
    int tops = 0;
    int bottoms = 0;
    for (std::size_t i = 0; i < m_vs.size(); ++i) {
      if (m_mate[i] >= 0) continue;
      free.push_back(static_cast<int>(i));
      if (m_role[i] == 1) ++tops;
      if (m_role[i] == -1) ++bottoms;
    }
    if (2 * tops > static_cast<int>(free.size()) || 2 * bottoms > static_cast<int>(free.size())) return false;
    const std::int64_t left = m_min_cost - m_fixed_cost;
    if (left < 0) return false;
    if (m_min_cost == 0) return least_cost(free, true).has_value();
    const auto c = least_cost(free, false);
    return c && *c == left;
  }

  const TeamSwissContext& m_ctx;
  std::vector<int> m_vs;             ///< context indices, ascending TPN
  std::vector<std::int64_t> m_cost;  ///< [C8] [C9] [C10] packed, most important highest
  std::int64_t m_scale = 1;
  std::vector<int> m_role;  ///< 1 top member, -1 bottom member, 0 not decided
  std::vector<int> m_mate;  ///< fixed pairs
  std::int64_t m_min_cost = 0;
  std::int64_t m_fixed_cost = 0;
};

/// Upfloater sets of one size, at most this many looked at (the highest scores first).
constexpr std::size_t team_set_budget = 20000;

/// All k-subsets of the first `p` of `pool` in index order.
void team_subsets(const std::vector<int>& pool, std::size_t p, std::size_t k,
                  std::vector<std::vector<int>>& out) {
  std::vector<std::size_t> idx(k);
  for (std::size_t i = 0; i < k; ++i) idx[i] = i;
  if (k > p) return;
  while (true) {
    std::vector<int> s;
    for (std::size_t i : idx) s.push_back(pool[i]);
    out.push_back(std::move(s));
    std::size_t i = k;
    while (i > 0 && idx[i - 1] == p - k + (i - 1)) --i;
    if (i == 0) return;
    ++idx[i - 1];
    for (std::size_t j = i; j < k; ++j) idx[j] = idx[j - 1] + 1;
  }
}

/// Binomial coefficient, saturated at the budget.
std::size_t team_choose(std::size_t n, std::size_t k) {
  if (k > n) return 0;
  std::size_t r = 1;
  for (std::size_t i = 1; i <= k; ++i) {
    r = r * (n - k + i) / i;
    if (r > team_set_budget) return team_set_budget + 1;
  }
  return r;
}

/// [C6]: unless the following scoregroup was emptied by upfloating, its bracket can still be made
/// with no more upfloaters than its parity needs ([C4]), no rematch ([C1]) and the rest pairable ([C3]).
bool team_c6_holds(const TeamSwissContext& ctx, const std::vector<int>& rest, int following_score) {
  std::vector<int> group;
  std::vector<int> lower;
  for (int v : rest) (ctx.at(v).primary == following_score ? group : lower).push_back(v);
  if (group.empty()) return true;
  if (group.size() % 2 == 0) return team_pairable(ctx, group) && team_pairable(ctx, lower);
  std::stable_sort(lower.begin(), lower.end(),
                   [&](int a, int b) { return ctx.at(a).primary > ctx.at(b).primary; });
  for (int u : lower) {
    std::vector<int> bracket = group;
    bracket.push_back(u);
    if (team_pairable(ctx, bracket) && team_pairable(ctx, team_without(lower, {u}))) return true;
  }
  return false;
}

/// 3.5: the upfloaters joining the top scoregroup `top` from `lower` (scores below).
std::vector<int> team_choose_upfloaters(const TeamSwissContext& ctx, const std::vector<int>& top,
                                        std::vector<int> lower) {
  // 3.5.3: within a set, and here in the pool, by descending score then ascending TPN.
  std::stable_sort(lower.begin(), lower.end(),
                   [&](int a, int b) { return ctx.at(a).primary > ctx.at(b).primary; });
  const auto legal = [&](const std::vector<int>& set) {
    std::vector<int> bracket = top;
    bracket.insert(bracket.end(), set.begin(), set.end());
    return team_pairable(ctx, bracket) && team_pairable(ctx, team_without(lower, set));
  };
  const std::size_t first = top.size() % 2;
  for (std::size_t k = first; k <= lower.size(); k += 2) {  // [C4]: the fewest upfloaters
    if (k == 0) {
      if (legal({})) return {};
      continue;
    }
    std::size_t p = lower.size();
    while (p > k && team_choose(p, k) > team_set_budget) --p;
    std::vector<std::vector<int>> sets;
    team_subsets(lower, p, k, sets);
    // [C5]: the upfloaters' scores, taken in ascending order, as high as possible; then 3.5.4.
    const auto profile = [&](const std::vector<int>& s) {
      std::vector<int> scores;
      for (int v : s) scores.push_back(ctx.at(v).primary);
      std::sort(scores.begin(), scores.end());
      return scores;
    };
    const auto tpns = [&](const std::vector<int>& s) {
      std::vector<int> out;
      for (int v : s) out.push_back(ctx.at(v).tpn);
      return out;
    };
    std::stable_sort(sets.begin(), sets.end(), [&](const auto& a, const auto& b) {
      const auto pa = profile(a);
      const auto pb = profile(b);
      if (pa != pb) return pa > pb;
      return tpns(a) < tpns(b);
    });
    std::vector<std::vector<int>> tier;  // the legal sets of the best [C5] profile
    for (const auto& s : sets) {
      if (!tier.empty() && profile(s) != profile(tier.front())) break;
      if (legal(s)) tier.push_back(s);
    }
    if (tier.empty()) continue;
    // [C7] (not in the last two rounds): fewest upfloaters that floated last round; [C6] first.
    const auto c7 = [&](const std::vector<int>& s) {
      if (ctx.last_two_rounds) return 0;
      return static_cast<int>(
          std::count_if(s.begin(), s.end(), [&](int v) { return ctx.at(v).floated_last; }));
    };
    std::stable_sort(tier.begin(), tier.end(), [&](const auto& a, const auto& b) { return c7(a) < c7(b); });
    const int following = ctx.at(lower.front()).primary;
    for (const auto& s : tier) {
      const bool emptied = std::none_of(lower.begin(), lower.end(), [&](int v) {
        return ctx.at(v).primary == following && std::find(s.begin(), s.end(), v) == s.end();
      });
      if (emptied || team_c6_holds(ctx, team_without(lower, s), following)) return s;
    }
    return tier.front();
  }
  return lower;  // every lower team: the whole rest is pairable (the bye was chosen so)
}

/// 4: the colours of one pair; returns (white, black) as context indices.
std::pair<int, int> team_allocate_colours(const TeamSwissContext& ctx, int x, int y) {
  const TeamSwissState& a = ctx.at(x);
  const TeamSwissState& b = ctx.at(y);
  // 4.2: the first-team: higher primary score, higher secondary score, smaller TPN.
  bool a_first = a.primary != b.primary       ? a.primary > b.primary
                 : a.secondary != b.secondary ? a.secondary > b.secondary
                                              : a.tpn < b.tpn;
  const int f = a_first ? x : y;
  const int o = a_first ? y : x;
  const TeamSwissState& first = ctx.at(f);
  const TeamSwissState& other = ctx.at(o);
  const auto give = [&](int team, int colour) {
    return colour > 0 ? std::pair{team, team == f ? o : f} : std::pair{team == f ? o : f, team};
  };
  // 4.3.1: neither has played: the first-team takes the initial colour with an odd TPN.
  if (!first.has_played && !other.has_played) {
    const int initial = ctx.initial_colour == clock::Side::white ? 1 : -1;
    return give(f, first.tpn % 2 != 0 ? initial : -initial);
  }
  // 4.3.2: only one has a preference.
  if (first.want != 0 && other.want == 0) return give(f, first.want);
  if (other.want != 0 && first.want == 0) return give(o, other.want);
  // 4.3.3: opposite preferences.
  if (first.want != 0 && first.want == -other.want) return give(f, first.want);
  // 4.3.4 (Type B): only one strong preference.
  if (ctx.preferences == tournament::ColourPreferenceType::type_b && first.strong != other.strong)
    return first.strong ? give(f, first.want) : give(o, other.want);
  // 4.3.5: White to the lower colour difference.
  if (first.colour_difference != other.colour_difference)
    return give(first.colour_difference < other.colour_difference ? f : o, 1);
  // 4.3.6: alternate from the latest round where one had White and the other Black.
  for (std::size_t r = first.colours.size(); r-- > 0;) {
    const TeamColourCode cf = first.colours[r];
    const TeamColourCode co = other.colours[r];
    if (cf != 0 && co != 0 && cf != co) return give(f, -cf);
  }
  // 4.3.7: the first-team's preference.
  if (first.want != 0) return give(f, first.want);
  // 4.3.8 and 4.3.9: alternate the first-team's last colour, else the other team's.
  for (const TeamSwissState* t : {&first, &other})
    for (std::size_t r = t->colours.size(); r-- > 0;)
      if (t->colours[r] != 0) return give(t == &first ? f : o, -t->colours[r]);
  return give(f, 1);
}

}  // namespace

Checked<TeamRoundPairing> pair_team_swiss(const TeamEvent& event, int round, const std::vector<int>& absent) {
  if (round < 1)
    return Checked<TeamRoundPairing>::failure(
        Message(N_("round {round} cannot be paired: rounds count from 1"))
            .with("round", round)
            .about("round"));
  auto built = team_build_context(event, round, absent);
  if (!built) return Checked<TeamRoundPairing>::failure(built.problem());
  const TeamSwissContext& ctx = *built;
  const int n = ctx.size();
  TeamRoundPairing out;
  std::vector<int> rest(static_cast<std::size_t>(n));
  for (int i = 0; i < n; ++i) rest[static_cast<std::size_t>(i)] = i;

  // 3.4: the bye first, to the lowest score, then the most matches played, then the largest TPN,
  // among the teams [C2] allows whose absence leaves the others pairable (3.4.1, [C3]).
  if (n % 2 != 0) {
    std::vector<int> candidates;
    for (int i : rest)
      if (!ctx.at(i).bye_barred) candidates.push_back(i);
    std::stable_sort(candidates.begin(), candidates.end(), [&](int a, int b) {
      const TeamSwissState& ta = ctx.at(a);
      const TeamSwissState& tb = ctx.at(b);
      if (ta.primary != tb.primary) return ta.primary < tb.primary;
      if (ta.meetings != tb.meetings) return ta.meetings > tb.meetings;
      return ta.tpn > tb.tpn;
    });
    std::optional<int> bye;
    for (int c : candidates)
      if (team_pairable(ctx, team_without(rest, {c}))) {
        bye = c;
        break;
      }
    if (!bye)
      return Checked<TeamRoundPairing>::failure(
          Message(
              N_("round {round}: no team may take the pairing-allocated bye so that the others can be paired "
                 "(C.04.6 [C2], [C3]); the chief arbiter decides (3.3.3)"))
              .with("round", round)
              .about("round"));
    out.bye = ctx.at(*bye).tpn;
    rest = team_without(rest, {*bye});
  }
  if (!team_pairable(ctx, rest))
    return Checked<TeamRoundPairing>::failure(
        Message(
            N_("round {round}: the teams cannot all be paired without two teams meeting again (C.04.6 [C1], "
               "[C3]); the chief arbiter decides (3.3.3)"))
            .with("round", round)
            .about("round"));

  // 3.3.2: the top scoregroup with its upfloaters makes a bracket, paired by 3.6, until none is left.
  std::vector<char> upfloater(static_cast<std::size_t>(n), 0);
  std::vector<std::pair<int, int>> pairs;
  while (!rest.empty()) {
    int best = ctx.at(rest.front()).primary;
    for (int v : rest) best = std::max(best, ctx.at(v).primary);
    std::vector<int> top;
    std::vector<int> lower;
    for (int v : rest) (ctx.at(v).primary == best ? top : lower).push_back(v);
    const std::vector<int> ups = team_choose_upfloaters(ctx, top, lower);
    for (int u : ups) upfloater[static_cast<std::size_t>(u)] = 1;
    std::vector<int> bracket = top;
    bracket.insert(bracket.end(), ups.begin(), ups.end());
    TeamBracketPairer pairer(ctx, bracket, upfloater);
    for (const auto& p : pairer.pair()) pairs.push_back(p);
    rest = team_without(rest, bracket);
  }
  for (const auto& [a, b] : pairs) {
    const auto [w, k] = team_allocate_colours(ctx, a, b);
    out.pairs.push_back({ctx.at(w).tpn, ctx.at(k).tpn});
  }
  return out;
}

}  // namespace shashki::pairing
