// The marks of a knockout's standings and crosstable, and the legend that explains them.
#include "report_common.hpp"

#include "shashki/tournament/knockout_match.hpp"

namespace shashki::reports::detail {

std::string knockout_mark(const tournament::Tournament& t, int round, tournament::PlayerId player) {
  // Called for every cell of every crosstable: other systems have no tie-break games to mark.
  if (t.event.system != tournament::PairingSystem::knockout) return {};
  const auto* r = t.round(round);
  if (r == nullptr) return {};
  for (const auto& b : r->boards) {
    if (b.has_player(player) && !b.tiebreaks.empty()) return " TB";
  }
  return {};
}

std::vector<std::string> knockout_legend(const tournament::Tournament& t, const Words& words,
                                         bool crosstable) {
  if (t.event.system != tournament::PairingSystem::knockout) return {};
  std::vector<std::string> legend{
      words(N_("Knockout: places by the round in which a player went out (1, 2, 3-4, 5-8, ...); "
               "points do not decide places"))};
  if (crosstable) {
    legend.push_back("TB: " + words(N_("the match ended level and was decided by tie-break games (rapid, "
                                       "lightning, a deciding game), which do not count in the points")));
    legend.push_back("—: " +
                     words(N_("no opponent: a bye in round 1, or out of the event after losing a match")));
  }
  return legend;
}

}  // namespace shashki::reports::detail
