#pragma once

// What the individual and the team standings share: the direct encounter of C.07 article 6 and
// the cutting of a tied group by one tie-break.
// Private to the module.

#include <algorithm>
#include <climits>
#include <cstddef>
#include <vector>

namespace shashki::tournament {

/// One participant of a tied group: its points scored against the others of the group, and the
/// most it could have scored had it met every one of them (its points plus a win for each
/// meeting it did not have).
struct EncounterScore {
  std::size_t who = 0;
  int points = 0;
  int maximum = 0;
};

/// The tied group split by the direct encounter (C.07 6), best first. When all of them have met
/// (`all_met`), the points order them and equal points stay together. Otherwise (a Swiss) a
/// participant is placed ahead only when nobody after him could still reach his points with the
/// meetings they did not have; the rest stay one part.
inline std::vector<std::vector<std::size_t>> split_by_encounter(std::vector<EncounterScore> scores,
                                                                bool all_met) {
  std::stable_sort(scores.begin(), scores.end(),
                   [](const EncounterScore& a, const EncounterScore& b) { return a.points > b.points; });
  std::vector<std::vector<std::size_t>> parts;
  if (all_met) {
    for (std::size_t i = 0; i < scores.size(); ++i) {
      if (i == 0 || scores[i - 1].points != scores[i].points) parts.emplace_back();
      parts.back().push_back(scores[i].who);
    }
    return parts;
  }
  std::size_t k = 0;
  for (; k + 1 < scores.size(); ++k) {
    int best_rest = INT_MIN;
    for (std::size_t j = k + 1; j < scores.size(); ++j) best_rest = std::max(best_rest, scores[j].maximum);
    if (scores[k].points <= best_rest) break;
    parts.push_back({scores[k].who});
  }
  std::vector<std::size_t> rest;
  for (; k < scores.size(); ++k) rest.push_back(scores[k].who);
  if (!rest.empty()) parts.push_back(rest);
  return parts;
}

/// `group` ordered by `better` (a strict order: better(a, b) when a ranks above b) and cut into
/// parts of participants equal under it, best first: one tie-break applied to a tied group.
template <class Better>
std::vector<std::vector<std::size_t>> split_by(std::vector<std::size_t> group, Better better) {
  std::stable_sort(group.begin(), group.end(), better);
  std::vector<std::vector<std::size_t>> parts;
  std::vector<std::size_t> part;
  for (std::size_t who : group) {
    if (!part.empty() && (better(part.back(), who) || better(who, part.back()))) {
      parts.push_back(std::move(part));
      part.clear();
    }
    part.push_back(who);
  }
  parts.push_back(std::move(part));
  return parts;
}

}  // namespace shashki::tournament
