// The seeded random-tournament generator (as bbpPairings has one beside its engines): data for
// tests and benchmarks, never for a real event.
#include "shashki/pairing/generator.hpp"

#include "shashki/pairing/seeded_random.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace shashki::pairing {

namespace {

// A plain pairing for generated data: score groups from the top, first opponent not met,
// with a bounded search that falls back to allowing a rematch rather than failing.
class SimplePairer {
 public:
  explicit SimplePairer(const PairingInput& s) : m_s(s) {}

  Pairing pair() {
    std::vector<int> players = m_s.available_players();
    const int completed = m_s.rounds_completed();
    std::map<int, Points> scores;
    for (int n : players) scores[n] = m_s.score(n, completed);
    std::stable_sort(players.begin(), players.end(), [&scores](int a, int b) {
      return scores[a] != scores[b] ? scores[a] > scores[b] : a < b;
    });
    Pairing pairing;
    if (players.size() % 2 == 1) {
      // The PAB to the lowest player who may have it (C.04.3 C2).
      auto it = std::find_if(players.rbegin(), players.rend(), [this](int n) { return bye_eligible(n); });
      const int bye = it != players.rend() ? *it : players.back();
      pairing.byes.push_back(bye);
      players.erase(std::find(players.begin(), players.end(), bye));
    }
    std::vector<std::pair<int, int>> pairs;
    m_budget = 200000;
    if (!search(players, pairs, false)) {
      pairs.clear();
      search(players, pairs, true);
    }
    for (const auto& [a, b] : pairs) pairing.boards.push_back(colours(a, b));
    return pairing;
  }

 private:
  bool bye_eligible(int n) const {
    const Player* p = m_s.find(n);
    return std::none_of(p->rounds.begin(), p->rounds.end(), [this](const RoundEntry& e) {
      return e.is_pairing_bye() || e.unplayed_win_valued(m_s.point_system);
    });
  }

  bool search(std::vector<int> left, std::vector<std::pair<int, int>>& pairs, bool allow_rematch) {
    if (left.empty()) return true;
    if (--m_budget < 0 && !allow_rematch) return false;
    const int first = left.front();
    for (std::size_t i = 1; i < left.size(); ++i) {
      const int other = left[i];
      if (!allow_rematch && (m_s.have_met(first, other) || m_s.is_forbidden(first, other))) continue;
      std::vector<int> rest;
      for (std::size_t k = 1; k < left.size(); ++k) {
        if (k != i) rest.push_back(left[k]);
      }
      pairs.emplace_back(first, other);
      if (search(std::move(rest), pairs, allow_rematch)) return true;
      pairs.pop_back();
      if (allow_rematch) break;
    }
    return false;
  }

  std::pair<int, std::optional<clock::Side>> balance(int n) const {
    int difference = 0;
    std::optional<clock::Side> last;
    for (const RoundEntry& e : m_s.find(n)->rounds) {
      if (!e.played()) continue;
      difference += e.colour == clock::Side::white ? 1 : -1;
      last = e.colour;
    }
    return {difference, last};
  }

  // White to the one who needs it more: lower colour difference, then Black last time.
  Board colours(int a, int b) const {
    const auto [da, la] = balance(a);
    const auto [db, lb] = balance(b);
    if (da != db) return da < db ? Board{a, b} : Board{b, a};
    if (la != lb) return la == clock::Side::black || lb == clock::Side::white ? Board{a, b} : Board{b, a};
    return Board{a, b};
  }

  const PairingInput& m_s;
  long m_budget = 0;
};

ResultCode result_for_white(SeededRandom& random, int white_rating, int black_rating, int draw_percent) {
  // Elo expectation, then a draw share that shrinks as the gap grows.
  const double expected = 1.0 / (1.0 + std::pow(10.0, (black_rating - white_rating) / 400.0));
  const int draw = static_cast<int>(draw_percent * (1.0 - std::abs(expected - 0.5)));
  const int roll = random.below(1000);
  if (roll < draw * 10) return ResultCode::draw;
  const int win_threshold = draw * 10 + static_cast<int>((1000 - draw * 10) * expected);
  return roll < win_threshold ? ResultCode::win : ResultCode::loss;
}

ResultCode reverse(ResultCode r) {
  switch (r) {
    case ResultCode::win:
      return ResultCode::loss;
    case ResultCode::loss:
      return ResultCode::win;
    case ResultCode::forfeit_win:
      return ResultCode::forfeit_loss;
    case ResultCode::forfeit_loss:
      return ResultCode::forfeit_win;
    default:
      return r;
  }
}

void set_entry(Player& p, int round, RoundEntry e) {
  if (p.rounds.size() < static_cast<std::size_t>(round)) p.rounds.resize(static_cast<std::size_t>(round));
  p.rounds[static_cast<std::size_t>(round - 1)] = e;
}

}  // namespace

PairingInput generate_tournament(const GeneratorOptions& o, const PairingEngine* engine) {
  SeededRandom random(o.seed);
  PairingInput s;
  s.name = o.name;
  s.total_rounds = o.rounds;
  s.point_system = o.point_system;
  s.scale = o.scale;
  s.initial_colour = random.chance(50) ? clock::Side::white : clock::Side::black;
  const int late = std::min(o.late_entries, std::max(o.players - 2, 0));
  const int regular = o.players - late;
  std::vector<int> ratings;
  for (int i = 0; i < regular; ++i)
    ratings.push_back(o.rating_min + random.below(o.rating_max - o.rating_min + 1));
  std::sort(ratings.rbegin(), ratings.rend());  // starting numbers by rating (C.04.2)
  std::map<int, int> joins;                     // starting number -> first round
  for (int i = 0; i < o.players; ++i) {
    Player p;
    p.number = i + 1;
    p.name = "Player " + std::to_string(i + 1);
    p.rating = i < regular ? ratings[static_cast<std::size_t>(i)]
                           : o.rating_min + random.below(o.rating_max - o.rating_min + 1);
    joins[p.number] = i < regular ? 1 : 2 + random.below(2);
    s.players.push_back(std::move(p));
  }
  for (int round = 1; round <= o.rounds; ++round) {
    for (Player& p : s.players) {
      if (s.withdrawn.contains(p.number)) continue;
      if (round < joins[p.number]) {
        set_entry(p, round, RoundEntry{std::nullopt, std::nullopt, ResultCode::zero_bye, std::nullopt});
      } else if (round > 1 && random.chance(o.withdraw_percent)) {
        s.withdrawn.insert(p.number);
      } else if (random.chance(o.half_bye_percent)) {
        set_entry(p, round, RoundEntry{std::nullopt, std::nullopt, ResultCode::half_bye, std::nullopt});
      } else if (random.chance(o.zero_bye_percent)) {
        set_entry(p, round, RoundEntry{std::nullopt, std::nullopt, ResultCode::zero_bye, std::nullopt});
      }
    }
    Pairing pairing;
    if (engine != nullptr) {
      const PairingResult result = engine->pair_next_round(s);
      if (std::holds_alternative<Refusal>(result)) break;  // e.g. a knockout that is over
      pairing = std::get<Pairing>(result);
    } else {
      pairing = SimplePairer(s).pair();
    }
    // Who may not play this round, taken before any result of it is written.
    std::set<int> missing;
    const std::vector<int> present = s.available_players();
    for (const Player& p : s.players) {
      if (!std::binary_search(present.begin(), present.end(), p.number)) missing.insert(p.number);
    }
    for (int bye : pairing.byes)
      set_entry(*s.find(bye), round,
                RoundEntry{std::nullopt, std::nullopt, ResultCode::pairing_bye, std::nullopt});
    for (const Board& b : pairing.boards) {
      Player& white = *s.find(b.white);
      Player& black = *s.find(b.black);
      // A player the engine pairs although absent or withdrawn (a round robin) loses by forfeit.
      const bool white_missing = missing.contains(b.white);
      const bool black_missing = missing.contains(b.black);
      ResultCode r;
      if (white_missing || black_missing) {
        r = white_missing ? ResultCode::forfeit_loss : ResultCode::forfeit_win;
      } else if (random.chance(o.forfeit_percent)) {
        r = random.chance(50) ? ResultCode::forfeit_win : ResultCode::forfeit_loss;
      } else {
        r = result_for_white(random, white.rating, black.rating, o.draw_percent);
      }
      const ResultCode rb = white_missing && black_missing ? ResultCode::forfeit_loss : reverse(r);
      set_entry(white, round, RoundEntry{b.black, clock::Side::white, r, std::nullopt});
      set_entry(black, round, RoundEntry{b.white, clock::Side::black, rb, std::nullopt});
    }
  }
  for (Player& p : s.players) p.trf_points = s.score(p.number, o.rounds);
  return s;
}

}  // namespace shashki::pairing
