#include "swiss/dutch_state.hpp"

#include "swiss/index.hpp"

#include <algorithm>
#include <cstdlib>
#include <unordered_map>

namespace shashki::pairing::swiss {
namespace {

// A.6: the preference follows the colour difference, then the last two games, then
// alternation from the last game.
void derive_preference(DutchPlayer& p) {
  int diff = 0;
  for (clock::Side c : p.colours) diff += c == clock::Side::white ? 1 : -1;
  p.colour_difference = diff;
  if (p.colours.empty()) return;
  const std::size_t k = p.colours.size();
  const bool two_same = k >= 2 && p.colours[k - 1] == p.colours[k - 2];
  if (diff > 1 || diff < -1) {
    p.preference = diff > 1 ? clock::Side::black : clock::Side::white;
    p.strength = Strength::absolute;
  } else if (two_same) {
    p.preference = opposite(p.colours[k - 1]);
    p.strength = Strength::absolute;
  } else if (diff != 0) {
    p.preference = diff > 0 ? clock::Side::black : clock::Side::white;
    p.strength = Strength::strong;
  } else {
    p.preference = opposite(p.colours[k - 1]);
    p.strength = Strength::mild;
  }
}

// Baku acceleration (C.04.7): the first 2*ceil(N/4) players by TPN get a win's worth of
// virtual points in the first half of the accelerated rounds and a draw's in the second.
int baku_bonus(const PairingInput& input, int number, int round) {
  const int n = static_cast<int>(input.players.size());
  const int group_a = 2 * ((n + 3) / 4);
  const int accelerated = (input.total_rounds + 1) / 2;
  if (number > group_a || round > accelerated) return 0;
  return round <= (accelerated + 1) / 2 ? input.point_system.win.half_points()
                                        : input.point_system.draw.half_points();
}

}  // namespace

bool DutchField::compatible(int a, int b) const {
  if (a == b || have_met(a, b)) return false;
  if (!colour_criteria) return true;
  const auto& x = players[sz(a)];
  const auto& y = players[sz(b)];
  // C3: non-topscorers with the same absolute colour preference do not meet.
  return !(x.strength == Strength::absolute && y.strength == Strength::absolute &&
           x.preference == y.preference && !x.topscorer && !y.topscorer);
}

DutchField build_field(const PairingInput& input, bool baku, bool colour_criteria) {
  DutchField field;
  field.colour_criteria = colour_criteria;
  const int round = input.next_round();
  field.round = round;
  field.win_value = input.point_system.win.half_points();
  // E.5: a file that states no initial colour shows it in its round 1 (PairingInput).
  field.initial_colour = input.initial_colour_in_force();
  const bool use_baku = baku && input.accelerations.empty();
  auto pairing_score_before = [&](int number, int r) {
    // The score with which `number` was paired in round r (floats compare these).
    int s = input.score(number, r - 1).half_points();
    if (use_baku) s += baku_bonus(input, number, r);
    if (auto it = input.accelerations.find(number);
        it != input.accelerations.end() && sz(r - 1) < it->second.size()) {
      s += it->second[sz(r - 1)].half_points();
    }
    return s;
  };
  const bool last_round = input.total_rounds > 0 && round == input.total_rounds;
  // E.5 reads the higher-ranked player's pairing number: his place in starting-number order
  // among the players who take part in the pairing, that is those present for this round and
  // those who were paired in an earlier one (a game, a forfeit or the PAB). A player absent
  // from every round so far has none and does not shift the numbers below him; one absent now
  // who was paired before keeps his (as FIDE's checker and bbpPairings number them).
  std::unordered_map<int, int> pairing_number;
  for (const Player& pl : input.players) {
    bool counted = input.available(pl.number);
    for (int r = 1; r < round && !counted; ++r) counted = pl.entry(r).is_pairing_decision();
    if (counted) pairing_number.emplace(pl.number, static_cast<int>(pairing_number.size()) + 1);
  }
  for (int number : input.available_players()) {
    const Player* pl = input.find(number);
    DutchPlayer p;
    p.number = number;
    p.score = pairing_score_before(number, round);
    for (int r = 1; r < round; ++r) {
      const RoundEntry e = pl->entry(r);
      if (e.played()) {
        // Only a game played with a colour counts for colours (C.04.2), as in the checker.
        if (e.colour) p.colours.push_back(*e.colour);
      } else {
        ++p.unplayed_rounds;
      }
      if (e.unplayed_win_valued(input.point_system)) p.bye_eligible = false;
      if (r >= round - 2) {
        FloatKind f = FloatKind::none;
        if (e.played()) {
          const int mine = pairing_score_before(number, r);
          const int theirs = pairing_score_before(*e.opponent, r);
          f = mine > theirs ? FloatKind::down : mine < theirs ? FloatKind::up : FloatKind::none;
        } else if (e.counts_as_downfloat(input.point_system)) {
          f = FloatKind::down;
        }
        (r == round - 1 ? p.float1 : p.float2) = f;
      }
    }
    derive_preference(p);
    p.pairing_number = pairing_number.at(number);
    // A.7: topscorers exist only when the last round is paired.
    p.topscorer = last_round && 2 * input.score(number).half_points() > (round - 1) * field.win_value;
    field.players.push_back(std::move(p));
  }
  std::stable_sort(field.players.begin(), field.players.end(), [](const auto& a, const auto& b) {
    return a.score != b.score ? a.score > b.score : a.number < b.number;
  });
  const int n = static_cast<int>(field.players.size());
  for (int i = 0; i < n; ++i) field.players[sz(i)].rank = i;
  // C1: who has met whom (a played game, either side's record) or may not meet (the judge's
  // bans in force for this round), from each player's own rounds: linear in the games played.
  field.met.assign(sz(n) * sz(n), 0);
  std::unordered_map<int, int> rank_of;
  for (int i = 0; i < n; ++i) rank_of.emplace(field.players[sz(i)].number, i);
  auto mark = [&](int a, int b) {
    const auto i = rank_of.find(a);
    const auto j = rank_of.find(b);
    if (i == rank_of.end() || j == rank_of.end() || i->second == j->second) return;
    field.met[sz(i->second) * sz(n) + sz(j->second)] = field.met[sz(j->second) * sz(n) + sz(i->second)] = 1;
  };
  for (const auto& p : field.players) {
    for (const RoundEntry& e : input.find(p.number)->rounds) {
      if (e.opponent && e.played()) mark(p.number, *e.opponent);
    }
  }
  for (const auto& ban : input.forbidden_pairs) {
    if (round >= ban.from_round && (ban.to_round == 0 || round <= ban.to_round)) mark(ban.first, ban.second);
  }
  return field;
}

ColourChoice choose_colour(const DutchField& field, int higher, int lower) {
  const auto& a = field.players[sz(higher)];
  const auto& b = field.players[sz(lower)];
  if (!a.preference && !b.preference) {
    // E.5: by the parity of the higher player's pairing number (see build_field).
    return {a.pairing_number % 2 == 1 ? field.initial_colour : clock::opposite(field.initial_colour),
            ColourRule::e5_pairing_number};
  }
  if (!b.preference) return {*a.preference, ColourRule::e1_both_preferences};
  if (!a.preference) return {clock::opposite(*b.preference), ColourRule::e1_both_preferences};
  if (*a.preference != *b.preference) return {*a.preference, ColourRule::e1_both_preferences};
  // E.2: the stronger preference; between two absolute ones, the wider difference.
  if (a.strength != b.strength) {
    return {a.strength > b.strength ? *a.preference : clock::opposite(*b.preference),
            ColourRule::e2_stronger};
  }
  if (a.strength == Strength::absolute) {
    const int da = std::abs(a.colour_difference);
    const int db = std::abs(b.colour_difference);
    if (da != db) return {da > db ? *a.preference : clock::opposite(*b.preference), ColourRule::e2_stronger};
  }
  // E.3: alternate from the latest game in which their colours differed.
  auto ia = a.colours.rbegin();
  auto ib = b.colours.rbegin();
  for (; ia != a.colours.rend() && ib != b.colours.rend(); ++ia, ++ib) {
    if (*ia != *ib) return {clock::opposite(*ia), ColourRule::e3_alternation};
  }
  return {*a.preference, ColourRule::e4_higher_ranked};
}

clock::Side allocate_colour(const DutchField& field, int higher, int lower) {
  return choose_colour(field, higher, lower).colour;
}

}  // namespace shashki::pairing::swiss
