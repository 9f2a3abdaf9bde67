// The prize list: each prize as the organiser listed it and who receives it (docs/prizes.md).
#include "report_common.hpp"

namespace shashki::reports {

Report prize_list_report(const tournament::Tournament& t, const std::vector<tournament::PrizeAward>& awards,
                         int after_round, const ReportOptions& options) {
  const detail::Words words(options);
  Report report = detail::base_report(
      t, options, words(N_("Prize list after round")) + " " + std::to_string(after_round));
  report.table.columns = {
      {words(N_("Prize")), Align::left, true},   {words(N_("Ranking")), Align::left, false},
      {words(N_("Place")), Align::right, false}, {words(N_("No")), Align::right, false},
      {words(N_("Name")), Align::left, true},    {words(N_("Amount")), Align::right, false}};
  bool shared = false;
  for (const tournament::PrizeAward& award : awards) {
    const tournament::Prize& prize = t.prizes.at(award.prize);
    const std::string ranking = prize.section.empty() ? words(N_("the whole event")) : prize.section;
    std::string amount = award.hundredths > 0 ? tournament::money_text(award.hundredths) : "";
    if (award.shared) {
      amount += " *";
      shared = true;
    }
    if (award.player) {
      const tournament::Player& p = t.players.at(*award.player);
      report.table.add_row(
          {prize.name, ranking, std::to_string(prize.place), std::to_string(p.number), p.name, amount});
      report.table.body.back().marks = {{"player", std::to_string(p.number)}};
    } else {
      report.table.add_row(
          {prize.name, ranking, std::to_string(prize.place), "", words(N_("not given")), amount});
    }
  }
  if (shared) report.legend.push_back("* " + words(N_("shared equally by players who share the place")));
  return report;
}

}  // namespace shashki::reports
