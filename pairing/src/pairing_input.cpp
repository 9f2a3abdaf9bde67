#include "shashki/pairing/pairing_input.hpp"

#include <algorithm>
#include <iterator>

namespace shashki::pairing {

namespace {

bool is_absence(const RoundEntry& e) {
  return !e.opponent && !e.is_pairing_bye() && e.result != ResultCode::not_paired;
}

}  // namespace

const Player* PairingInput::find(int number) const {
  auto it = std::lower_bound(players.begin(), players.end(), number,
                             [](const Player& p, int n) { return p.number < n; });
  return it != players.end() && it->number == number ? &*it : nullptr;
}

Player* PairingInput::find(int number) {
  return const_cast<Player*>(static_cast<const PairingInput&>(*this).find(number));
}

int PairingInput::rounds_completed() const {
  int last = 0;
  for (const Player& p : players) {
    for (std::size_t r = p.rounds.size(); r > static_cast<std::size_t>(last); --r) {
      if (p.rounds[r - 1].is_pairing_decision()) {
        last = static_cast<int>(r);
        break;
      }
    }
  }
  return last;
}

std::optional<ResultCode> PairingInput::announced_absence(int number) const {
  const Player* p = find(number);
  if (p == nullptr) return std::nullopt;
  const int round = next_round();
  const RoundEntry e = p->entry(round);
  if (is_absence(e)) return e.result;
  if (const auto r = requested_byes.find(round); r != requested_byes.end()) {
    if (const auto b = r->second.find(number); b != r->second.end()) return b->second;
  }
  return std::nullopt;
}

bool PairingInput::available(int number) const {
  return find(number) != nullptr && !withdrawn.contains(number) && !announced_absence(number);
}

std::vector<int> PairingInput::available_players() const {
  std::vector<int> numbers;
  const int round = next_round();
  const auto requested = requested_byes.find(round);
  for (const Player& p : players) {
    if (withdrawn.contains(p.number) || is_absence(p.entry(round))) continue;
    if (requested != requested_byes.end() && requested->second.contains(p.number)) continue;
    numbers.push_back(p.number);
  }
  return numbers;
}

Points PairingInput::score(int number, int after_round) const {
  const Player* p = find(number);
  Points total;
  if (p == nullptr) return total;
  const auto n = std::min(p->rounds.size(), static_cast<std::size_t>(std::max(after_round, 0)));
  for (std::size_t r = 0; r < n; ++r) total += p->rounds[r].points(point_system);
  return total;
}

Points PairingInput::pairing_score(int number, int completed) const {
  Points total = score(number, completed);
  if (auto it = accelerations.find(number); it != accelerations.end()) {
    // XXA lists virtual points per round; the one of the round being paired applies (C.04.7).
    if (static_cast<std::size_t>(completed) < it->second.size())
      total += it->second[static_cast<std::size_t>(completed)];
  }
  return total;
}

clock::Side PairingInput::initial_colour_in_force() const {
  if (initial_colour) return *initial_colour;
  return initial_colour_of_round_one().value_or(clock::Side::white);
}

std::optional<clock::Side> PairingInput::initial_colour_of_round_one() const {
  // C.04.3 E.5: in round 1 the player with pairing number 1 got the initial colour, and each
  // later one by the parity of his place among the players paired then. A file without XXC or
  // 152 shows it in the first round in which a board has colours (round 1 unless its games all
  // went unplayed without colours): there, in starting-number order, each player who took part
  // in a pairing up to that round (an opponent, the PAB, or a forfeit win "0000 - +") holds a
  // place, and the first of them with a colour tells it, as bbpPairings reads such a file.
  const int completed = rounds_completed();
  const auto has_colour = [](const Player& p, int r) { return p.entry(r).colour.has_value(); };
  int first = 0;
  for (int r = 1; r <= completed && first == 0; ++r) {
    if (std::any_of(players.begin(), players.end(), [&](const Player& p) { return has_colour(p, r); }))
      first = r;
  }
  if (first == 0) return std::nullopt;
  const auto took_part = [&](const Player& p) {
    for (int r = 1; r <= first; ++r) {
      const RoundEntry e = p.entry(r);
      if (e.is_pairing_decision() || e.result == ResultCode::forfeit_win) return true;
    }
    return false;
  };
  int place = 0;
  for (const Player& p : players) {
    if (!took_part(p)) continue;  // absent until then: no pairing number
    ++place;
    const RoundEntry e = p.entry(first);
    if (!e.colour) continue;  // the PAB, or absent in that round
    return place % 2 == 1 ? *e.colour : clock::opposite(*e.colour);
  }
  return std::nullopt;
}

bool PairingInput::have_met(int a, int b) const {
  const Player* p = find(a);
  if (p == nullptr) return false;
  // Rounds not yet played hold no opponent, so every entry can be looked at.
  return std::any_of(p->rounds.begin(), p->rounds.end(),
                     [b](const RoundEntry& e) { return e.opponent == b && e.played(); });
}

bool PairingInput::is_forbidden(int a, int b) const {
  return forbidden_by(a, b) != nullptr;
}

const ForbiddenPair* PairingInput::forbidden_by(int a, int b) const {
  const int round = next_round();
  const int lo = std::min(a, b);
  const int hi = std::max(a, b);
  for (auto it = forbidden_pairs.lower_bound(ForbiddenPair{lo, hi, 0, 0});
       it != forbidden_pairs.end() && it->first == lo && it->second == hi; ++it) {
    if (round >= it->from_round && (it->to_round == 0 || round <= it->to_round)) return &*it;
  }
  return nullptr;
}

PairingInput PairingInput::before_round(int round) const {
  PairingInput cut = *this;
  // A player who withdrew later was still in the event before `round`: paired then or after.
  for (auto it = cut.withdrawn.begin(); it != cut.withdrawn.end();) {
    const Player* p = find(*it);
    bool paired_later = false;
    for (std::size_t r = static_cast<std::size_t>(std::max(round, 1)); p != nullptr && r <= p->rounds.size();
         ++r) {
      paired_later = paired_later || p->rounds[r - 1].is_pairing_decision();
    }
    it = paired_later ? cut.withdrawn.erase(it) : std::next(it);
  }
  const auto keep = static_cast<std::size_t>(std::max(round - 1, 0));
  const int existing = rounds_completed();
  for (Player& p : cut.players) {
    const RoundEntry at_round = p.entry(round);
    p.rounds.resize(std::min(p.rounds.size(), keep));
    p.trf_points.reset();
    p.rank.reset();
    if (round > existing) continue;
    if (!at_round.is_pairing_decision()) {
      // The player was not paired in that round: an announced absence (a blank round of an
      // existing round means the player was not there either, e.g. a late entry).
      p.rounds.resize(keep);
      RoundEntry absence;
      absence.result = at_round.result == ResultCode::not_paired ? ResultCode::zero_bye : at_round.result;
      p.rounds.push_back(absence);
    }
  }
  return cut;
}

void PairingInput::sort_players() {
  std::stable_sort(players.begin(), players.end(),
                   [](const Player& a, const Player& b) { return a.number < b.number; });
}

}  // namespace shashki::pairing
