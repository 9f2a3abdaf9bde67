#pragma once

#include "shashki/app/session.hpp"
#include "shashki/reports/report_builders.hpp"
#include "shashki/tournament/standings.hpp"
#include "shashki/tournament/tournament.hpp"

#include <filesystem>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace shashki::app {

/// The documents an arbiter can print (shared docs/cli.md, `shashki report`).
enum class ReportKind { start_list, pairings, results, standings, crosstable };
/// The file formats of a report.
enum class ReportFormat { html, pdf, csv };

/// Stable codes: "start-list", "pairings", "results", "standings", "crosstable".
[[nodiscard]] std::string_view code(ReportKind kind);
/// Stable codes: "html", "pdf", "csv".
[[nodiscard]] std::string_view code(ReportFormat format);
[[nodiscard]] std::optional<ReportFormat> report_format_from_code(std::string_view text);

/// The whole event `event` of the session's database. Throws Error(input) naming --event when
/// there is no such event.
[[nodiscard]] tournament::Tournament load_tournament(Session& session, tournament::EventId event);

/// Standings after `after_round` (0: after the last round there is). Throws Error(usage) naming
/// --after-round when the event has no such round.
[[nodiscard]] tournament::Standings event_standings(const tournament::Tournament& tournament,
                                                    int after_round);

/// The moves of each opening of the event's ballot table by code, for the pairing list; empty
/// when the event draws no openings. Error(input) when the table cannot be read.
[[nodiscard]] std::function<std::string(const std::string&)> opening_moves(const tournament::Event& event);

/// gettext's translation of a report word (the reports module takes it as a function).
[[nodiscard]] reports::Translate report_translator();

/// What to print and where.
struct ReportRequest {
  ReportKind kind = ReportKind::standings;
  ReportFormat format = ReportFormat::pdf;
  int round = 0;                ///< pairings, results: the round; standings, crosstable: after it; 0 = last
  bool alphabetical = false;    ///< start list, pairings
  std::filesystem::path out;    ///< the file to write
  std::string language = "en";  ///< the language in force (for the HTML lang attribute)
  /// Pairings: each board's QR code text by board number, its clock page address
  /// (VenueTokens::board_urls); empty: no QR codes.
  std::map<int, std::string> board_qr = {};
};

/// Builds the report in the language in force and writes it to request.out. Throws Error(usage)
/// for a round the event does not have, Error(input) naming the file when it cannot be written.
void write_event_report(const tournament::Tournament& tournament, const ReportRequest& request);

}  // namespace shashki::app
