// The start list: who plays, by starting number or alphabetically.
#include "report_common.hpp"

#include <algorithm>

namespace shashki::reports {

Report start_list_report(const tournament::Tournament& t, const ReportOptions& options) {
  const detail::Words words(options);
  Report report = detail::base_report(
      t, options, words(options.alphabetical ? N_("Start list (alphabetical)") : N_("Start list")));
  report.table.columns = {{words(N_("No")), Align::right, true},   {words(N_("Title")), Align::left, false},
                          {words(N_("Name")), Align::left, true},  {words(N_("Rating")), Align::right, false},
                          {words(N_("Club")), Align::left, false}, {words(N_("City")), Align::left, false},
                          {words(N_("Fed")), Align::left, false}};
  std::vector<const tournament::Player*> players;
  for (const auto& p : t.players) players.push_back(&p);
  if (options.alphabetical) {
    std::stable_sort(players.begin(), players.end(),
                     [](const auto* a, const auto* b) { return tournament::names_before(a->name, b->name); });
  } else {
    std::stable_sort(players.begin(), players.end(),
                     [](const auto* a, const auto* b) { return a->number < b->number; });
  }
  for (const tournament::Player* p : players) {
    report.table.add_row({std::to_string(p->number), detail::title_text(words, p->title), p->name,
                          p->rating ? std::to_string(*p->rating) : "", p->club, p->city, p->federation});
    if (p->status == tournament::PlayerStatus::withdrawn) {
      report.notes.push_back(
          words(N_("Withdrawn")) + ": " + std::to_string(p->number) + " " + p->name +
          (p->withdrawn_from ? " (" + words(N_("from round")) + " " + std::to_string(*p->withdrawn_from) + ")"
                             : ""));
    }
  }
  report.legend = detail::title_legend(t, words);
  report.signatures = false;
  return report;
}

}  // namespace shashki::reports
