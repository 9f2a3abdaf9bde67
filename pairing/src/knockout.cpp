#include "shashki/pairing/knockout.hpp"

#include "shashki/pairing/seeded_random.hpp"

#include <algorithm>
#include <cassert>

namespace shashki::pairing {

namespace {

int slots_for(int players) {
  int slots = 1;
  while (slots < players) slots *= 2;
  return slots;
}

int points_of(int player, const TieGame& g) {
  if (!g.outcome) return 0;
  if (*g.outcome == GameOutcome::draw) return 1;
  const int winner = *g.outcome == GameOutcome::white_wins ? g.white : g.black;
  return winner == player ? 2 : 0;
}

}  // namespace

std::vector<int> bracket_seed_order(int slots) {
  std::vector<int> order{1};
  // Each doubling puts seed s beside its mirror (size + 1 - s), so the best seeds stay apart.
  for (int size = 2; size <= slots; size *= 2) {
    std::vector<int> next;
    for (int s : order) {
      next.push_back(s);
      next.push_back(size + 1 - s);
    }
    order = std::move(next);
  }
  return order;
}

std::vector<int> seed_by_rating(std::vector<SeedEntry> entries) {
  std::stable_sort(entries.begin(), entries.end(),
                   [](const SeedEntry& a, const SeedEntry& b) { return a.rating > b.rating; });
  std::vector<int> seeded;
  for (const SeedEntry& e : entries) seeded.push_back(e.player);
  return seeded;
}

Points Tie::score(int player, TieStage stage) const {
  Points total;
  for (const TieGame& g : games) {
    if (g.stage == stage) total += Points::from_half_points(points_of(player, g));
  }
  return total;
}

Knockout::Knockout(std::vector<int> seeded, KnockoutOptions options)
    : m_options(options), m_seeded(std::move(seeded)) {
  assert(m_seeded.size() >= 2);
  const int slots = slots_for(static_cast<int>(m_seeded.size()));
  for (int s = slots; s > 1; s /= 2) ++m_round_count;
  const std::vector<int> order = bracket_seed_order(slots);
  std::vector<Tie> first;
  for (std::size_t i = 0; i + 1 < order.size(); i += 2) {
    const int a = order[i];
    const int b = order[i + 1];
    const int n = static_cast<int>(m_seeded.size());
    Tie tie;
    tie.high = m_seeded[static_cast<std::size_t>(std::min(a, b) - 1)];
    tie.low = std::max(a, b) <= n ? m_seeded[static_cast<std::size_t>(std::max(a, b) - 1)] : 0;
    if (tie.low == 0) {
      tie.winner = tie.high;  // a bye for the better seed
    } else {
      add_stage(tie, TieStage::match, m_options.match_games);
    }
    first.push_back(std::move(tie));
  }
  m_rounds.push_back(std::move(first));
}

int Knockout::seed_of(int player) const {
  return static_cast<int>(std::find(m_seeded.begin(), m_seeded.end(), player) - m_seeded.begin());
}

void Knockout::add_stage(Tie& tie, TieStage stage, int games) const {
  // The better seed has White first in the match; in tie-break matches the colours of the
  // first game alternate from one match to the next.
  const auto earlier = std::count_if(tie.games.begin(), tie.games.end(), [stage](const TieGame& g) {
    return g.stage != TieStage::match && g.stage <= stage;
  });
  const bool low_first = stage != TieStage::match && (earlier / std::max(games, 1)) % 2 == 0;
  for (int g = 0; g < games; ++g) {
    const bool high_white = (g % 2 == 0) != low_first;
    tie.games.push_back(
        TieGame{stage, high_white ? tie.high : tie.low, high_white ? tie.low : tie.high, std::nullopt});
  }
}

void Knockout::settle(Tie& tie) {
  if (tie.winner || tie.games.empty()) return;
  const TieStage stage = tie.games.back().stage;
  const int block = stage == TieStage::match   ? m_options.match_games
                    : stage == TieStage::rapid ? m_options.rapid_games
                                               : m_options.lightning_games;
  // Only the match just finished counts: each tie-break match starts level.
  int high = 0;
  int low = 0;
  for (std::size_t i = tie.games.size() - static_cast<std::size_t>(block); i < tie.games.size(); ++i) {
    if (!tie.games[i].outcome) return;
    high += points_of(tie.high, tie.games[i]);
    low += points_of(tie.low, tie.games[i]);
  }
  if (high != low) {
    tie.winner = high > low ? tie.high : tie.low;
    return;
  }
  const auto lightning_played = std::count_if(
      tie.games.begin(), tie.games.end(), [](const TieGame& g) { return g.stage == TieStage::lightning; });
  const int lightning_matches =
      m_options.lightning_games > 0 ? static_cast<int>(lightning_played) / m_options.lightning_games : 0;
  if (stage == TieStage::match && m_options.rapid_games > 0) {
    add_stage(tie, TieStage::rapid, m_options.rapid_games);
  } else if (stage != TieStage::lightning && m_options.lightning_games > 0 &&
             m_options.lightning_matches > 0) {
    add_stage(tie, TieStage::lightning, m_options.lightning_games);
  } else if (stage == TieStage::lightning && lightning_matches < m_options.lightning_matches) {
    add_stage(tie, TieStage::lightning, m_options.lightning_games);
  } else {
    // Still level after every tie-break match: lots, reproducible from the recorded seed.
    SeededRandom lot(m_options.lot_seed + static_cast<std::uint64_t>(m_lots_drawn++));
    tie.winner = lot.below(2) == 0 ? tie.high : tie.low;
    tie.decided_by_lot = true;
  }
}

std::vector<std::pair<std::size_t, std::size_t>> Knockout::pending_games() const {
  std::vector<std::pair<std::size_t, std::size_t>> pending;
  const auto& current = ties();
  for (std::size_t t = 0; t < current.size(); ++t) {
    if (current[t].winner) continue;
    for (std::size_t g = 0; g < current[t].games.size(); ++g) {
      if (!current[t].games[g].outcome) pending.emplace_back(t, g);
    }
  }
  return pending;
}

void Knockout::record(std::size_t tie, std::size_t game, GameOutcome outcome) {
  Tie& t = m_rounds.back().at(tie);
  TieGame& g = t.games.at(game);
  assert(!t.winner && !g.outcome);
  g.outcome = outcome;
  settle(t);
}

bool Knockout::round_complete() const {
  return std::all_of(ties().begin(), ties().end(), [](const Tie& t) { return t.winner.has_value(); });
}

bool Knockout::advance() {
  if (!round_complete() || round() >= m_round_count) return false;
  std::vector<Tie> next;
  const auto& current = ties();
  for (std::size_t i = 0; i + 1 < current.size(); i += 2) {
    const int a = *current[i].winner;
    const int b = *current[i + 1].winner;
    Tie tie;
    tie.high = seed_of(a) < seed_of(b) ? a : b;
    tie.low = tie.high == a ? b : a;
    add_stage(tie, TieStage::match, m_options.match_games);
    next.push_back(std::move(tie));
  }
  m_rounds.push_back(std::move(next));
  return true;
}

std::optional<int> Knockout::champion() const {
  if (round() < m_round_count || !round_complete()) return std::nullopt;
  return ties().front().winner;
}

}  // namespace shashki::pairing
