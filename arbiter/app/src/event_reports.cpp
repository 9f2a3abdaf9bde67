#include "shashki/app/event_reports.hpp"

#include "shashki/app/errors.hpp"
#include "shashki/app/i18n.hpp"
#include "shashki/app/opening_tables.hpp"
#include "shashki/db/event_repository.hpp"
#include "shashki/reports/csv_writer.hpp"
#include "shashki/reports/html_writer.hpp"
#include "shashki/reports/pdf_writer.hpp"

#include <fmt/format.h>

#include <fstream>
#include <map>
#include <memory>

namespace shashki::app {

namespace {

// The rounds `tournament` has when `asked` is none of them, about `field`.
Message rounds_message(const tournament::Tournament& tournament, int asked, std::string field) {
  return std::move(Message(N_("the event has rounds 1 to {rounds}, not {round}"))
                       .with("rounds", tournament.current_round())
                       .with("round", asked)
                       .about(std::move(field)));
}

}  // namespace

std::string_view code(ReportKind kind) {
  switch (kind) {
    case ReportKind::start_list:
      return "start-list";
    case ReportKind::pairings:
      return "pairings";
    case ReportKind::results:
      return "results";
    case ReportKind::standings:
      return "standings";
    case ReportKind::crosstable:
      return "crosstable";
  }
  return {};
}

std::string_view code(ReportFormat format) {
  switch (format) {
    case ReportFormat::html:
      return "html";
    case ReportFormat::pdf:
      return "pdf";
    case ReportFormat::csv:
      return "csv";
  }
  return {};
}

std::optional<ReportFormat> report_format_from_code(std::string_view text) {
  for (const ReportFormat f : {ReportFormat::html, ReportFormat::pdf, ReportFormat::csv}) {
    if (code(f) == text) return f;
  }
  return std::nullopt;
}

tournament::Tournament load_tournament(Session& session, tournament::EventId event) {
  auto loaded = db::EventRepository(session.database()).load(event);
  if (!loaded) {
    throw Error(ExitCode::input, Message(N_("there is no event {event} in {file}"))
                                     .with("event", static_cast<long long>(event.value))
                                     .with("file", session.database_path().string())
                                     .about("event"));
  }
  return std::move(*loaded);
}

tournament::Standings event_standings(const tournament::Tournament& tournament, int after_round) {
  if (after_round < 0 || after_round > tournament.current_round()) {
    throw Error(ExitCode::usage, rounds_message(tournament, after_round, "after_round"));
  }
  tournament::StandingsOptions options;
  options.after_round = after_round;
  return tournament::compute_standings(tournament, options);
}

std::function<std::string(const std::string&)> opening_moves(const tournament::Event& event) {
  if (event.opening_table.empty()) return {};
  auto moves = std::make_shared<std::map<std::string, std::string>>();
  // A table may give only the short form of the moves ("a1-a5").
  for (const auto& opening : opening_table_of(event).openings)
    (*moves)[opening.code] = opening.moves.empty() ? opening.short_moves : opening.moves;
  return [moves](const std::string& code) {
    const auto found = moves->find(code);
    return found == moves->end() ? std::string() : found->second;
  };
}

reports::Translate report_translator() {
  return translator();
}

void write_event_report(const tournament::Tournament& tournament, const ReportRequest& request) {
  reports::ReportOptions options;
  options.translate = report_translator();
  options.language = request.language;
  options.alphabetical = request.alphabetical;
  options.round = request.round;
  if (request.kind == ReportKind::pairings) {
    options.opening_moves = opening_moves(tournament.event);
    options.board_qr = request.board_qr;
  }
  if (request.round < 0 || request.round > tournament.current_round()) {
    throw Error(ExitCode::usage, rounds_message(tournament, request.round, "round"));
  }
  reports::Report report;
  switch (request.kind) {
    case ReportKind::start_list:
      report = reports::start_list_report(tournament, options);
      break;
    case ReportKind::pairings:
      report = reports::pairing_list_report(tournament, options);
      break;
    case ReportKind::results:
      report = reports::results_report(tournament, options);
      break;
    case ReportKind::standings:
      report = reports::standings_report(tournament, event_standings(tournament, request.round), options);
      break;
    case ReportKind::crosstable:
      report = reports::crosstable_report(tournament, event_standings(tournament, request.round), options);
      break;
  }
  const auto fail = [&](const char* why_id, const std::string& why = {}) {
    Message m(N_("{file}: cannot write the report: {why}"));
    m.with("file", request.out.string()).about("out");
    return Error(ExitCode::input,
                 why_id != nullptr ? std::move(m.with_term("why", why_id)) : std::move(m.with("why", why)));
  };
  if (request.format == ReportFormat::pdf) {
    try {
      reports::write_pdf(report, request.out);
    } catch (const std::runtime_error& e) {
      throw fail(nullptr, e.what());  // the PDF library's own words
    }
    return;
  }
  std::ofstream out(request.out, std::ios::binary | std::ios::trunc);
  if (!out) throw fail(N_("the file cannot be opened"));
  out << (request.format == ReportFormat::html ? reports::write_html(report) : reports::write_csv(report));
  out.flush();
  if (!out) throw fail(N_("the disk refused the data"));
}

}  // namespace shashki::app
