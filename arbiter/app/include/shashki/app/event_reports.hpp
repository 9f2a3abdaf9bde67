#pragma once

#include "shashki/tournament/team_standings.hpp"

#include "shashki/app/session.hpp"
#include "shashki/pairing/ballot.hpp"
#include "shashki/reports/official_documents.hpp"
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

/// The documents an arbiter can print (docs/cli.md, `shashki report`). For a team event the
/// start list, pairings, results, standings and crosstable are the team documents (rosters,
/// the round's matches board by board, the team tables); board prizes exist only there.
/// The official documents (docs/documents.md) follow: the final protocol, a round's protocol,
/// the chief judge's report, the rank certificates, the tables' place cards and the badges.
enum class ReportKind {
  start_list,
  pairings,
  results,
  standings,
  crosstable,
  board_prizes,
  prizes,
  protocol,
  round_protocol,
  judges_report,
  certificates,
  place_cards,
  badges
};
/// Every kind, in the order above (the command line's and the console's lists).
inline constexpr ReportKind report_kinds[] = {
    ReportKind::start_list,     ReportKind::pairings,      ReportKind::results,      ReportKind::standings,
    ReportKind::crosstable,     ReportKind::board_prizes,  ReportKind::prizes,       ReportKind::protocol,
    ReportKind::round_protocol, ReportKind::judges_report, ReportKind::certificates, ReportKind::place_cards,
    ReportKind::badges};
/// The file formats of a report.
enum class ReportFormat { html, pdf, csv };

/// Stable codes: "start-list", "pairings", "results", "standings", "crosstable", "board-prizes",
/// "prizes", "protocol", "round-protocol", "judges-report", "certificates", "place-cards", "badges".
[[nodiscard]] std::string_view code(ReportKind kind);
/// Stable codes: "html", "pdf", "csv".
[[nodiscard]] std::string_view code(ReportFormat format);
[[nodiscard]] std::optional<ReportFormat> report_format_from_code(std::string_view text);

/// Standings after `after_round` (0: after the last round there is). Throws Error(usage) naming
/// --after-round when the event has no such round.
[[nodiscard]] tournament::Standings event_standings(const tournament::Tournament& tournament,
                                                    int after_round);

/// A team event's standings after `after_round` (0: after its last round), with its tie-breaks
/// or the defaults of its system, the C.07 edition the event follows. Error(usage) naming
/// --after-round for a round the event has not reached; Error(input) for an individual event.
[[nodiscard]] std::vector<tournament::TeamStandingsRow> team_event_standings(
    const tournament::Tournament& tournament, int after_round);
/// The tie-breaks a team event ranks by: its own, else its system's defaults.
[[nodiscard]] std::vector<tournament::TeamTiebreak> team_event_tiebreaks(const tournament::TeamEvent& team);

/// The moves of each opening of the event's ballot table by code, for the pairing list; empty
/// when the event draws no openings. Error(input) when the table cannot be read.
[[nodiscard]] std::function<std::string(const std::string&)> opening_moves(const tournament::Event& event);

/// What the players of a drawn opening set up and play (6.1.4.1: the ballot gives the opening
/// moves or the starting position), in the language in force. An opening the table gives by
/// numbered moves reads as those moves from the initial position ("1. ab4 ba5 2. ed4 fg5"). One
/// the table gives as a position (the IDF and FMJD tables' short form "f2-c5 h8-e5", which
/// names no moves: the man of f2 stands on c5 and Black's of h8 on e5) reads as what differs
/// from the initial position and who moves first, from the table's FEN: "starting position: the
/// white man from f2 stands on c5, the black man from h8 stands on e5; White moves first".
[[nodiscard]] std::string opening_text(const pairing::Opening& opening);

/// The report as part of a web page (reports::write_html_content: its event block if it has one,
/// title, marked table, legend and notes, every text escaped): the venue's live pages.
[[nodiscard]] std::string report_html_content(const reports::Report& report);
/// Text escaped for HTML as the reports escape it (reports::escape_html): for the venue's pages,
/// whose every name goes through here.
[[nodiscard]] std::string escape_html(std::string_view text);

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
  /// Board prizes: the fewest games on a board to be ranked; none: half the rounds, rounded up.
  std::optional<int> min_games = std::nullopt;
  /// The words of the report; empty: gettext's, in the language in force. The venue's live pages
  /// build each page in its reader's language, whatever the process's is.
  reports::Translate translate = {};
  /// Pairings: the results entered so far in the Result column (the live pairings).
  bool with_results = false;
  /// Standings, the final protocol, the certificates: this section's players ranked among
  /// themselves (docs/sections.md); empty for the whole event. Another report of a section is
  /// refused.
  std::string section = {};
  /// The chief judge's report: the appeals and interventions from the database (arbiter_record).
  reports::ArbiterRecord record = {};
};

/// What the chief judge's report counts from the database for `tournament` (as loaded): its
/// appeals, the draw offers and claims decided, the draft rounds changed by hand and the results
/// taken back (the audit log).
[[nodiscard]] reports::ArbiterRecord arbiter_record(Session& session,
                                                    const tournament::Tournament& tournament);

/// The report `request` asks for (its kind, round, order and QR codes; not its file), built in
/// the language in force: what write_event_report writes, and what the console previews and
/// prints. Throws Error(usage) for a round the event does not have or a minimum of games below
/// one, Error(input) for board prizes of an individual event.
[[nodiscard]] reports::Report event_report(const tournament::Tournament& tournament,
                                           const ReportRequest& request);

/// The pairing list of round `round` (0: the last one there is) to print: by board for the wall
/// (A4 landscape) or, `alphabetical`, by name (A4 portrait), each drawn opening spelled out
/// (opening_text), in the language in force (`language`: its code, for HTML). Error(usage) for a
/// round the event does not have.
[[nodiscard]] reports::Report pairing_list(const tournament::Tournament& tournament, int round,
                                           bool alphabetical, const std::string& language);

/// The start list to print, by starting number or `alphabetical`ly, in the language in force.
[[nodiscard]] reports::Report start_list(const tournament::Tournament& tournament, bool alphabetical,
                                         const std::string& language);

/// The file name an export of `kind` in `format` is offered under, in the language in force:
/// "standings.pdf", "pairings-round-3.pdf" (in Russian "положение.pdf", "жеребьёвка-тур-3.pdf").
/// `round` names the round of a pairing list or results (0: none in the name).
[[nodiscard]] std::string report_file_name(ReportKind kind, ReportFormat format, int round = 0);

/// The file dialog's filter for `format`, in the language in force, as "DESCRIPTION|PATTERN"
/// (the form wxFileDialog takes): "PDF files (*.pdf)|*.pdf", in Russian "Файлы PDF (*.pdf)|*.pdf".
[[nodiscard]] std::string report_file_filter(ReportFormat format);

/// Builds the report in the language in force and writes it to request.out. Throws Error(usage)
/// for a round the event does not have, Error(input) naming the file when it cannot be written.
void write_event_report(const tournament::Tournament& tournament, const ReportRequest& request);

}  // namespace shashki::app
