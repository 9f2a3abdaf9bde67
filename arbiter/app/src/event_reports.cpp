#include "shashki/app/event_reports.hpp"

#include "shashki/app/errors.hpp"
#include "shashki/app/i18n.hpp"
#include "shashki/app/norms.hpp"
#include "shashki/app/opening_tables.hpp"
#include "shashki/app/prizes.hpp"
#include "shashki/app/sections.hpp"
#include "shashki/db/audit_log.hpp"
#include "shashki/db/live_repository.hpp"
#include "shashki/reports/csv_writer.hpp"
#include "shashki/reports/html_writer.hpp"
#include "shashki/reports/pdf_writer.hpp"
#include "shashki/reports/team_report_builders.hpp"
#include "shashki/rules/fen.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <fstream>
#include <map>
#include <memory>
#include <sstream>
#include <vector>

namespace shashki::app {

namespace {

// The rounds `tournament` has when `asked` is none of them, about `field`.
Message rounds_message(const tournament::Tournament& tournament, int asked, std::string field) {
  return std::move(Message(N_("the event has rounds 1 to {rounds}, not {round}"))
                       .with("rounds", tournament.current_round())
                       .with("round", asked)
                       .about(std::move(field)));
}

// Squares joined for a message: "a1, c1".
std::string joined(const std::vector<std::string>& squares) {
  std::string text;
  for (const auto& square : squares) text += (text.empty() ? "" : ", ") + square;
  return text;
}

// What one side's pieces have of the initial position no more, and what they have that it has
// not: a single man moved reads "the white man from f2 stands on c5"; anything else is said as
// men taken off, men added and kings.
void describe_side(const rules::Position& position, rules::Color side, std::vector<std::string>& changes) {
  using rules::Piece;
  const rules::Position start = rules::Position::initial();
  std::vector<std::string> gone;
  std::vector<std::string> men;
  std::vector<std::string> kings;
  for (int number = 1; number <= 32; ++number) {
    const rules::Square square = *rules::Square::from_number(number);
    const auto was = start.piece_at(square);
    const auto is = position.piece_at(square);
    const bool had = was && rules::color_of(*was) == side;
    const bool has = is && rules::color_of(*is) == side;
    if (had && !(has && *is == *was)) gone.push_back(square.name());
    if (has && !(had && *is == *was)) (rules::is_king(*is) ? kings : men).push_back(square.name());
  }
  const bool white = side == rules::Color::white;
  if (gone.size() == 1 && men.size() == 1 && kings.empty()) {
    changes.push_back(translate(Message(white ? N_("the white man from {from} stands on {to}")
                                              : N_("the black man from {from} stands on {to}"))
                                    .with("from", gone.front())
                                    .with("to", men.front())));
    return;
  }
  if (!gone.empty()) {
    changes.push_back(
        translate(Message(white ? N_("white men taken off {squares}") : N_("black men taken off {squares}"))
                      .with("squares", joined(gone))));
  }
  if (!men.empty()) {
    changes.push_back(
        translate(Message(white ? N_("white men added on {squares}") : N_("black men added on {squares}"))
                      .with("squares", joined(men))));
  }
  if (!kings.empty()) {
    changes.push_back(
        translate(Message(white ? N_("white kings on {squares}") : N_("black kings on {squares}"))
                      .with("squares", joined(kings))));
  }
}

}  // namespace

std::string opening_text(const pairing::Opening& opening) {
  if (!opening.moves.empty()) return opening.moves;
  const auto parsed = rules::parse_fen(opening.fen);
  if (!parsed) return opening.short_moves;  // the table was checked when read: not expected
  const rules::Position& position = parsed.value();
  std::vector<std::string> changes;
  describe_side(position, rules::Color::white, changes);
  describe_side(position, rules::Color::black, changes);
  const std::string setup = changes.empty() ? std::string(tr(N_("the initial position"))) : joined(changes);
  return translate(
      Message(N_("starting position: {setup}; {turn}"))
          .with("setup", setup)
          .with("turn", tr(position.side_to_move() == rules::Color::white ? N_("White moves first")
                                                                          : N_("Black moves first"))));
}

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
    case ReportKind::board_prizes:
      return "board-prizes";
    case ReportKind::prizes:
      return "prizes";
    case ReportKind::protocol:
      return "protocol";
    case ReportKind::round_protocol:
      return "round-protocol";
    case ReportKind::judges_report:
      return "judges-report";
    case ReportKind::certificates:
      return "certificates";
    case ReportKind::place_cards:
      return "place-cards";
    case ReportKind::badges:
      return "badges";
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

tournament::Standings event_standings(const tournament::Tournament& tournament, int after_round) {
  if (after_round < 0 || after_round > tournament.current_round()) {
    throw Error(ExitCode::usage, rounds_message(tournament, after_round, "after_round"));
  }
  tournament::StandingsOptions options;
  options.after_round = after_round;
  return tournament::compute_standings(tournament, options);
}

std::vector<tournament::TeamTiebreak> team_event_tiebreaks(const tournament::TeamEvent& team) {
  return team.tiebreaks.empty() ? tournament::default_team_tiebreaks(team.system) : team.tiebreaks;
}

std::vector<tournament::TeamStandingsRow> team_event_standings(const tournament::Tournament& tournament,
                                                               int after_round) {
  if (!tournament.team) {
    throw Error(ExitCode::input, Message(N_("event {event} is not a team event"))
                                     .with("event", static_cast<long long>(tournament.event.id.value))
                                     .about("event"));
  }
  int played = 0;
  for (const auto& match : tournament.team->matches) played = std::max(played, match.round);
  if (after_round < 0 || after_round > played) {
    throw Error(ExitCode::usage, Message(N_("there is no round {round} to show the standings after; the "
                                            "last round is {last}"))
                                     .with("round", after_round)
                                     .with("last", played)
                                     .about("after_round"));
  }
  return tournament::team_standings(*tournament.team, team_event_tiebreaks(*tournament.team),
                                    after_round == 0 ? std::nullopt : std::optional<int>(after_round),
                                    tournament.event.tiebreak_edition);
}

std::function<std::string(const std::string&)> opening_moves(const tournament::Event& event) {
  if (event.opening_table.empty()) return {};
  auto moves = std::make_shared<std::map<std::string, std::string>>();
  // A table may give a position rather than moves ("a1-a5": the man of a1 stands on a5).
  for (const auto& opening : opening_table_of(event).openings) (*moves)[opening.code] = opening_text(opening);
  return [moves](const std::string& code) {
    const auto found = moves->find(code);
    return found == moves->end() ? std::string() : found->second;
  };
}

std::string report_html_content(const reports::Report& report) {
  std::ostringstream out;
  reports::write_html_content(out, report);
  return out.str();
}

std::string escape_html(std::string_view text) {
  return reports::escape_html(text);
}

reports::Translate report_translator() {
  return translator();
}

namespace {

// The team documents (docs/teams.md): rosters, the round's matches board by board, the team
// crosstable and standings, and the board prizes. `request.round` is the round of the match
// list and the round the tables and prizes are after (0: the last one there is).
reports::Report team_event_report(const tournament::Tournament& tournament, const ReportRequest& request,
                                  const reports::ReportOptions& options) {
  const tournament::TeamEvent& team = *tournament.team;
  int last = 0;
  for (const auto& match : team.matches) last = std::max(last, match.round);
  if (request.round < 0 || request.round > last) {
    throw Error(ExitCode::usage, Message(N_("the event has rounds 1 to {rounds}, not {round}"))
                                     .with("rounds", last)
                                     .with("round", request.round)
                                     .about("round"));
  }
  const int after = request.round == 0 ? last : request.round;
  const auto ranking = [&] {
    reports::TeamRanking result;
    result.after_round = after;
    result.tiebreaks = team_event_tiebreaks(team);
    result.edition = tournament.event.tiebreak_edition;
    result.rows = team_event_standings(tournament, after);
    return result;
  };
  switch (request.kind) {
    case ReportKind::start_list:
      return reports::team_start_list_report(tournament, options);
    case ReportKind::pairings:
    case ReportKind::results:
      // One list serves both: the boards with their results, empty ones to fill in.
      return reports::team_match_list_report(tournament, options);
    case ReportKind::standings:
      return reports::team_standings_report(tournament, ranking(), options);
    case ReportKind::crosstable:
      return reports::team_crosstable_report(tournament, ranking(), options);
    case ReportKind::board_prizes: {
      const int min_games = request.min_games.value_or(tournament::default_board_prize_min_games(team));
      if (min_games < 1) {
        throw Error(ExitCode::usage,
                    Message(N_("the minimum number of games for a board prize is at least 1, "
                               "not {games}"))
                        .with("games", min_games)
                        .about("min_games"));
      }
      return reports::board_prizes_report(tournament, tournament::board_prizes(team, min_games, after),
                                          min_games, after, options);
    }
    case ReportKind::prizes:
      throw Error(ExitCode::input,
                  Message(N_("the prize list ranks players; a team event's prizes are its standings and "
                             "board prizes"))
                      .about("event"));
    case ReportKind::badges:
      return reports::badges_report(tournament, options);
    case ReportKind::protocol:
    case ReportKind::round_protocol:
    case ReportKind::judges_report:
    case ReportKind::certificates:
    case ReportKind::place_cards:
      break;
  }
  throw Error(ExitCode::input,
              Message(N_("the {document} of a team event is not written yet; its team tables and match lists "
                         "are"))
                  .with("document", std::string(code(request.kind)))
                  .about("event"));
  return {};
}

}  // namespace

// The norms of a standings report's column; a norm table that cannot be used leaves the column
// out rather than the standings.
template <class Compute>
std::optional<tournament::NormReport> standings_norms(Compute compute) {
  try {
    return compute();
  } catch (const Error&) {
    return std::nullopt;
  }
}

// The ranks the chief judge's report lists: each section's where the event has sections (ranks
// are counted per section, as its certificates and protocols count them), else the whole
// event's. A norm table that cannot be used lists none.
static std::vector<reports::RankedNorms> judges_report_norms(const tournament::Tournament& tournament,
                                                             int round) {
  std::vector<reports::RankedNorms> norms;
  if (tournament.sections.empty()) {
    if (auto report = standings_norms([&] { return event_norms(tournament, round); }))
      norms.push_back({"", std::move(*report)});
    return norms;
  }
  for (const auto& section : tournament.sections) {
    if (auto report = standings_norms([&] { return section_norms(tournament, section.name, round); }))
      norms.push_back({section.name, std::move(*report)});
  }
  return norms;
}

reports::Report event_report(const tournament::Tournament& tournament, const ReportRequest& request) {
  reports::ReportOptions options;
  options.translate = request.translate ? request.translate : report_translator();
  options.language = request.language;
  options.with_results = request.with_results;
  options.alphabetical = request.alphabetical;
  options.round = request.round;
  if (request.kind == ReportKind::pairings) {
    options.opening_moves = opening_moves(tournament.event);
    options.board_qr = request.board_qr;
  }
  if (!request.section.empty()) {
    const bool ranked = request.kind == ReportKind::standings || request.kind == ReportKind::protocol ||
                        request.kind == ReportKind::certificates;
    if (!ranked || tournament.team) {
      throw Error(ExitCode::usage,
                  Message(N_("a section's reports are its standings, final protocol and certificates, in an "
                             "individual event; the other reports are the whole event's"))
                      .about("section"));
    }
    options.section = request.section;
    options.norms =
        standings_norms([&] { return section_norms(tournament, request.section, request.round); });
    const auto standings = section_event_standings(tournament, request.section, request.round);
    if (request.kind == ReportKind::protocol)
      return reports::final_protocol_report(tournament, standings, options.norms, options);
    if (request.kind == ReportKind::certificates)
      return reports::certificates_report(tournament, standings,
                                          section_norms(tournament, request.section, request.round), options);
    return reports::standings_report(tournament, standings, options);
  }
  if (tournament.team) return team_event_report(tournament, request, options);
  if (request.kind == ReportKind::board_prizes) {
    throw Error(ExitCode::input,
                Message(N_("board prizes are awarded in team events only; event {event} is an individual "
                           "event"))
                    .with("event", static_cast<long long>(tournament.event.id.value))
                    .about("event"));
  }
  if (request.round < 0 || request.round > tournament.current_round()) {
    throw Error(ExitCode::usage, rounds_message(tournament, request.round, "round"));
  }
  switch (request.kind) {
    case ReportKind::start_list:
      return reports::start_list_report(tournament, options);
    case ReportKind::pairings:
      return reports::pairing_list_report(tournament, options);
    case ReportKind::results:
      return reports::results_report(tournament, options);
    case ReportKind::standings:
      options.norms = standings_norms([&] { return event_norms(tournament, request.round); });
      return reports::standings_report(tournament, event_standings(tournament, request.round), options);
    case ReportKind::crosstable:
      return reports::crosstable_report(tournament, event_standings(tournament, request.round), options);
    case ReportKind::board_prizes:
      break;  // refused above
    case ReportKind::prizes: {
      const int after = request.round > 0 ? request.round : tournament.current_round();
      return reports::prize_list_report(tournament, event_prizes(tournament, request.round), after, options);
    }
    case ReportKind::protocol:
      return reports::final_protocol_report(
          tournament, event_standings(tournament, request.round),
          standings_norms([&] { return event_norms(tournament, request.round); }), options);
    case ReportKind::round_protocol:
      return reports::round_protocol_report(tournament, options);
    case ReportKind::judges_report:
      return reports::judges_report(tournament, event_standings(tournament, request.round),
                                    judges_report_norms(tournament, request.round), request.record, options);
    case ReportKind::certificates:
      // A norm table that cannot be used is the judge's to hear of here: certificates are norms.
      return reports::certificates_report(tournament, event_standings(tournament, request.round),
                                          event_norms(tournament, request.round), options);
    case ReportKind::place_cards:
      return reports::place_cards_report(tournament, options);
    case ReportKind::badges:
      return reports::badges_report(tournament, options);
  }
  return {};
}

reports::Report pairing_list(const tournament::Tournament& tournament, int round, bool alphabetical,
                             const std::string& language) {
  ReportRequest request;
  request.kind = ReportKind::pairings;
  request.round = round;
  request.alphabetical = alphabetical;
  request.language = language;
  return event_report(tournament, request);
}

reports::Report start_list(const tournament::Tournament& tournament, bool alphabetical,
                           const std::string& language) {
  ReportRequest request;
  request.kind = ReportKind::start_list;
  request.alphabetical = alphabetical;
  request.language = language;
  return event_report(tournament, request);
}

std::string report_file_name(ReportKind kind, ReportFormat format, int round) {
  // File names in the reader's language; a round is added only where it names the document.
  const char* base = nullptr;
  switch (kind) {
    case ReportKind::start_list:
      base = N_("start-list");
      break;
    case ReportKind::pairings:
      base = round > 0 ? N_("pairings-round-{round}") : N_("pairings");
      break;
    case ReportKind::results:
      base = round > 0 ? N_("results-round-{round}") : N_("results");
      break;
    case ReportKind::standings:
      base = N_("standings");
      break;
    case ReportKind::crosstable:
      base = N_("crosstable");
      break;
    case ReportKind::board_prizes:
      base = N_("board-prizes");
      break;
    case ReportKind::prizes:
      base = N_("prizes");
      break;
    case ReportKind::protocol:
      base = N_("final-protocol");
      break;
    case ReportKind::round_protocol:
      base = round > 0 ? N_("protocol-round-{round}") : N_("round-protocol");
      break;
    case ReportKind::judges_report:
      base = N_("chief-judge-report");
      break;
    case ReportKind::certificates:
      base = N_("certificates");
      break;
    case ReportKind::place_cards:
      base = round > 0 ? N_("place-cards-round-{round}") : N_("place-cards");
      break;
    case ReportKind::badges:
      base = N_("badges");
      break;
  }
  return translate(Message(base).with("round", round)) + "." + std::string(code(format));
}

std::string report_file_filter(ReportFormat format) {
  switch (format) {
    case ReportFormat::html:
      return std::string(tr(N_("HTML pages (*.html)"))) + "|*.html";
    case ReportFormat::pdf:
      return std::string(tr(N_("PDF files (*.pdf)"))) + "|*.pdf";
    case ReportFormat::csv:
      return std::string(tr(N_("CSV tables (*.csv)"))) + "|*.csv";
  }
  return {};
}

reports::ArbiterRecord arbiter_record(Session& session, const tournament::Tournament& tournament) {
  reports::ArbiterRecord record;
  const tournament::EventId event = tournament.event.id;
  db::LiveRepository live(session.database());
  for (const auto& round : tournament.rounds) {
    for (auto& appeal : live.appeals(event, round.number)) record.appeals.push_back(std::move(appeal));
  }
  for (const auto& entry : db::AuditLog(session.database()).list(event)) {
    if (entry.action == "draw.decide") ++record.draw_claims;
    if (entry.action == "round.edit") ++record.round_edits;
    if (entry.action == "result.clear") ++record.results_cleared;
  }
  return record;
}

void write_event_report(const tournament::Tournament& tournament, const ReportRequest& request) {
  const reports::Report report = event_report(tournament, request);
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
