#pragma once
// The documents the chief judge signs and sends to the federation (docs/documents.md): the final
// protocol, the round protocol, the chief judge's report, the rank certificates; and the paper
// of the venue: place cards for the tables and name badges.

#include "shashki/reports/report_builders.hpp"
#include "shashki/tournament/live_rows.hpp"

#include <optional>
#include <vector>

namespace shashki::reports {

/// What the chief judge's report counts from the event's record besides the tournament: the
/// appeals and the judge's other interventions, as the app reads them from the database.
struct ArbiterRecord {
  std::vector<tournament::AppealRow> appeals;  ///< every appeal of the event, in order
  int draw_claims = 0;                         ///< draw offers and claims decided (6.1.8)
  int round_edits = 0;                         ///< draft rounds changed by hand
  int results_cleared = 0;                     ///< results taken back after they were entered
};

/// The norms of one ranking: the whole event (`section` empty) or a section, where ranks are
/// counted per section (docs/norms.md, the limits).
struct RankedNorms {
  std::string section;
  tournament::NormReport report;
};

/// The final protocol (итоговый протокол): place, name, year of birth, region and city, club,
/// coach, rank before, points, the tie-breaks and the rank earned, for the whole event or the
/// section `options.section` (whose standings `standings` are); signed by the chief judge and the
/// chief secretary with their categories. A4 landscape.
[[nodiscard]] Report final_protocol_report(const tournament::Tournament& tournament,
                                           const tournament::Standings& standings,
                                           const std::optional<tournament::NormReport>& norms,
                                           const ReportOptions& options);

/// The protocol of round `options.round` (0: the last): its boards, players and results, signed.
[[nodiscard]] Report round_protocol_report(const tournament::Tournament& tournament,
                                           const ReportOptions& options);

/// The chief judge's report: the event, the judges' panel, the participants by rank, sex,
/// region and section (or year of birth), the ranks earned by `norms` (each section's, where
/// the event has sections), games and forfeits, withdrawals,
/// appeals and rulings, the pairing system and the tie-breaks. A table of two columns under
/// headed groups, signed.
[[nodiscard]] Report judges_report(const tournament::Tournament& tournament,
                                   const tournament::Standings& standings,
                                   const std::vector<RankedNorms>& norms, const ArbiterRecord& record,
                                   const ReportOptions& options);

/// One certificate per player who earned or confirmed a rank in `norms`: the event, dates,
/// venue, place, points, the rank, the judges signing with their categories. One per A4 page;
/// the table (for CSV) lists them.
[[nodiscard]] Report certificates_report(const tournament::Tournament& tournament,
                                         const tournament::Standings& standings,
                                         const tournament::NormReport& norms, const ReportOptions& options);

/// A place card per board of round `options.round` (0: the last): the board's number and the
/// players with their colours; two to an A4 sheet, with cut marks.
[[nodiscard]] Report place_cards_report(const tournament::Tournament& tournament,
                                        const ReportOptions& options);

/// A name badge per player and official: the event, the name, the club and region or the post;
/// eight to an A4 sheet, with cut marks.
[[nodiscard]] Report badges_report(const tournament::Tournament& tournament, const ReportOptions& options);

}  // namespace shashki::reports
