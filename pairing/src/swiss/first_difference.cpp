// `shashki pair -c`: the first criterion of C.04.3 on which the engine's pairing of a round and
// the file's differ. Each pairing is measured on the whole round, criterion by criterion in the
// order of the text (C1-C3, C5, C6-C9, C10-C21, then E.1-E.5 for the colours of a board both
// pair); the first count that differs is named. The engine optimises bracket by bracket, so a
// whole-round count can name a later criterion than the one that decided inside a bracket.
#include "shashki/pairing/dutch_engine.hpp"

#include "swiss/dutch_state.hpp"
#include "swiss/index.hpp"

#include <array>
#include <unordered_map>

namespace shashki::pairing {

namespace {

using swiss::sz;

// The counts of one pairing, in the order of the criteria (lower is better for each).
struct Measure {
  std::vector<std::pair<std::string, long>> counts;
};

Measure measure(const swiss::DutchField& field, const std::unordered_map<int, int>& rank, const Pairing& p) {
  long met = 0, bye_rule = 0, colour_clash = 0, bye_score = 0, bye_unplayed = 0;
  long floaters = 0, floater_scores = 0;
  long top_diff = 0, top_three = 0, unmet = 0, strong_unmet = 0;
  std::array<long, 4> repeated{};     // C14-C17
  std::array<long, 4> repeated_sc{};  // C18-C21
  for (int bye : p.byes) {
    const auto it = rank.find(bye);
    if (it == rank.end()) continue;
    const auto& x = field.players[sz(it->second)];
    bye_rule += x.bye_eligible ? 0 : 1;
    bye_score += x.score;
    bye_unplayed += x.unplayed_rounds;
    ++floaters;
    floater_scores += x.score;
    if (x.float1 == swiss::FloatKind::down) ++repeated[0], repeated_sc[0] += x.score;
    if (x.float2 == swiss::FloatKind::down) ++repeated[2], repeated_sc[2] += x.score;
  }
  for (const Board& b : p.boards) {
    const auto iw = rank.find(b.white);
    const auto ib = rank.find(b.black);
    if (iw == rank.end() || ib == rank.end()) continue;
    const int hi = std::min(iw->second, ib->second);
    const int lo = std::max(iw->second, ib->second);
    met += field.have_met(hi, lo) ? 1 : 0;
    colour_clash += !field.have_met(hi, lo) && !field.compatible(hi, lo) ? 1 : 0;
    const auto& h = field.players[sz(hi)];
    const auto& l = field.players[sz(lo)];
    if (h.score > l.score) {
      ++floaters;
      floater_scores += h.score;
      if (h.float1 == swiss::FloatKind::down) ++repeated[0], repeated_sc[0] += h.score;
      if (l.float1 == swiss::FloatKind::up) ++repeated[1], repeated_sc[1] += h.score;
      if (h.float2 == swiss::FloatKind::down) ++repeated[2], repeated_sc[2] += h.score;
      if (l.float2 == swiss::FloatKind::up) ++repeated[3], repeated_sc[3] += h.score;
    }
    for (const auto* x : {&h, &l}) {
      const clock::Side c = x == &h ? (hi == iw->second ? clock::Side::white : clock::Side::black)
                                    : (lo == iw->second ? clock::Side::white : clock::Side::black);
      if (x->preference && c != *x->preference) {
        ++unmet;
        if (x->strength >= swiss::Strength::strong) ++strong_unmet;
      }
      if (x->topscorer) {
        const int cd = x->colour_difference + (c == clock::Side::white ? 1 : -1);
        top_diff += cd > 2 || cd < -2 ? 1 : 0;
        const std::size_t k = x->colours.size();
        top_three += k >= 2 && x->colours[k - 1] == c && x->colours[k - 2] == c ? 1 : 0;
      }
    }
  }
  return {{{"C1", met},
           {"C2", bye_rule},
           {"C3", colour_clash},
           {"C5", bye_score},
           {"C6", floaters},
           {"C7", floater_scores},
           {"C9", bye_unplayed},
           {"C10", top_diff},
           {"C11", top_three},
           {"C12", unmet},
           {"C13", strong_unmet},
           {"C14", repeated[0]},
           {"C15", repeated[1]},
           {"C16", repeated[2]},
           {"C17", repeated[3]},
           {"C18", repeated_sc[0]},
           {"C19", repeated_sc[1]},
           {"C20", repeated_sc[2]},
           {"C21", repeated_sc[3]}}};
}

std::string colour_rule_code(ColourRule rule) {
  switch (rule) {
    case ColourRule::e1_both_preferences:
      return "E.1";
    case ColourRule::e2_stronger:
      return "E.2";
    case ColourRule::e3_alternation:
      return "E.3";
    case ColourRule::e4_higher_ranked:
      return "E.4";
    case ColourRule::e5_pairing_number:
      return "E.5";
  }
  return "E";
}

}  // namespace

std::string DutchEngine::first_difference(const PairingInput& input, const Pairing& engine,
                                          const Pairing& file) const {
  const swiss::DutchField field = swiss::build_field(input, m_options.baku_acceleration);
  std::unordered_map<int, int> rank;
  for (const auto& p : field.players) rank.emplace(p.number, p.rank);
  const Measure a = measure(field, rank, engine);
  const Measure b = measure(field, rank, file);
  for (std::size_t k = 0; k < a.counts.size(); ++k) {
    if (a.counts[k].second != b.counts[k].second) return a.counts[k].first;
  }
  // Same counts: the same pairs with other colours name the E rule of the first such board.
  for (const Board& f : file.boards) {
    for (const Board& e : engine.boards) {
      if (e.white != f.black || e.black != f.white) continue;
      const auto iw = rank.find(e.white);
      const auto ib = rank.find(e.black);
      if (iw == rank.end() || ib == rank.end()) continue;
      return colour_rule_code(
          swiss::choose_colour(field, std::min(iw->second, ib->second), std::max(iw->second, ib->second))
              .rule);
    }
  }
  return "D";  // equal on every criterion: the order of transpositions and exchanges
}

}  // namespace shashki::pairing
