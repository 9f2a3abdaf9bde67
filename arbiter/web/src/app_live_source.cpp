// The live pages over the database (docs/venue.md, "Live pages"): a read-only session of their
// own, each page built by the printed report's builder in the reader's language. A round still
// in draft is the arbiter's work in progress and never shows.
#include "catalog.hpp"
#include "shashki/app/errors.hpp"
#include "shashki/app/event_reports.hpp"
#include "shashki/app/game_record_service.hpp"
#include "shashki/app/i18n.hpp"
#include "shashki/app/load_tournament.hpp"
#include "shashki/tournament/sections.hpp"
#include "shashki/web/live_pages.hpp"

#include <sstream>

namespace shashki::web {

namespace {

std::string esc(std::string_view text) {
  return app::escape_html(text);
}

// A report as a page's part: the report's own HTML content (its table's data- marks are the
// pages' contract), the event block only where `event_block`.
void write_report(std::ostringstream& out, reports::Report report, bool event_block) {
  if (!event_block) report.event = {};
  out << app::report_html_content(report);
}

// The standings' choice of ranking: the whole event and each section, the one shown marked
// (`aria-current`), each a link to its standings in the same round and language.
void write_section_links(std::ostringstream& out, const tournament::Tournament& t, const LiveQuery& query,
                         const reports::Translate& translate) {
  const auto href = [&](const std::string& section) {
    std::string target = "/live/standings?";
    if (query.round > 0) target += "round=" + std::to_string(query.round) + "&";
    if (!section.empty()) target += "section=" + query_encoded(section) + "&";
    return target + "lang=" + query.language;
  };
  const auto item = [&](const std::string& section, const std::string& label) {
    out << "<a href=\"" << esc(href(section)) << "\" data-section=\"" << esc(section) << '"'
        << (section == query.section ? " aria-current=\"page\"" : "") << '>' << esc(label) << "</a>\n";
  };
  out << "<nav class=\"sections\" data-role=\"sections\">\n";
  item("", translate(N_("the whole event")));
  for (const auto& section : t.sections) item(section.name, section.name);
  out << "</nav>\n";
}

// The position `fen` as a diagram: White at the bottom, a cell per square, each dark one with its
// name (`data-square`) and its piece, if any (`data-piece`). An unreadable FEN draws nothing.
void write_diagram(std::ostringstream& out, const std::string& fen) {
  const auto squares = app::diagram(fen);
  if (squares.empty()) return;
  out << "<table class=\"diagram\" data-role=\"position\" data-fen=\"" << esc(fen) << "\">\n";
  std::size_t next = 0;
  for (int rank = 7; rank >= 0; --rank) {
    out << "<tr>";
    for (int file = 0; file < 8; ++file) {
      if (next >= squares.size() || squares[next].rank != rank || squares[next].file != file) {
        out << "<td class=\"light\"></td>";
        continue;
      }
      const auto& square = squares[next++];
      out << "<td class=\"dark\" data-square=\"" << esc(square.name) << '"';
      if (!square.piece.empty()) {
        // The draughts signs of Unicode: a white man, a white king, a black man, a black king.
        const auto sign = square.piece == "white-man"    ? "\u26C0"
                          : square.piece == "white-king" ? "\u26C1"
                          : square.piece == "black-man"  ? "\u26C2"
                                                         : "\u26C3";
        out << " data-piece=\"" << esc(square.piece) << "\">" << sign;
      } else {
        out << '>';
      }
      out << "</td>";
    }
    out << "</tr>\n";
  }
  out << "</table>\n";
}

// A page that names what the event does not have (404): the event's name and why.
LiveContent not_found(const std::string& event, const std::string& why) {
  LiveContent missing;
  missing.found = false;
  missing.title = event;
  missing.html =
      "<h1>" + esc(event) + "</h1>\n<p class=\"notice\" data-role=\"notice\">" + esc(why) + "</p>\n";
  return missing;
}

// Whether the event has a round to show.
bool has_rounds(const tournament::Tournament& t) {
  if (t.team) return !t.team->matches.empty();
  return !t.rounds.empty();
}

}  // namespace

AppLiveSource::AppLiveSource(const std::filesystem::path& database, tournament::EventId event,
                             std::string language)
    : m_session(app::Session::reader(database, "shashki")), m_event(event), m_language(std::move(language)) {
  // An unknown event is said at once, not on the first reader's page.
  (void)app::load_tournament(m_session, m_event);
}

AppLiveSource::~AppLiveSource() = default;

std::uint64_t AppLiveSource::version() {
  return static_cast<std::uint64_t>(m_session.last_change());
}

LiveContent AppLiveSource::content(const LiveQuery& query) {
  const reports::Translate translate = [lang = query.language](const std::string& id) {
    return detail::catalog_word(lang, id);
  };
  const auto t = tournament::published_view(app::load_tournament(m_session, m_event));

  const auto build = [&](app::ReportKind kind, int round, const std::string& section = {}) {
    app::ReportRequest request;
    request.kind = kind;
    request.round = round;
    request.section = section;
    request.language = query.language;
    request.translate = translate;
    request.with_results = true;
    return app::event_report(t, request);
  };

  LiveContent content;
  std::ostringstream out;
  out << "<h1>" << esc(t.event.name) << "</h1>\n";
  content.title = t.event.name;
  const auto not_yet = [&] {
    out << "<p class=\"notice\" data-role=\"notice\">"
        << esc(translate(N_("No round has been published yet."))) << "</p>\n";
  };
  try {
    switch (query.page) {
      case LivePage::event:
        write_report(out, build(app::ReportKind::start_list, 0), true);
        break;
      case LivePage::pairings:
      case LivePage::standings:
      case LivePage::crosstable: {
        if (!has_rounds(t) && query.round == 0) {
          not_yet();
          break;
        }
        const auto kind = query.page == LivePage::pairings    ? app::ReportKind::pairings
                          : query.page == LivePage::standings ? app::ReportKind::standings
                                                              : app::ReportKind::crosstable;
        // The standings of a section (docs/sections.md): the event's sections as links above them.
        if (kind == app::ReportKind::standings && !query.section.empty() &&
            tournament::find_section(t, query.section) == nullptr) {
          return not_found(t.event.name, translate(N_("The event has no such section.")));
        }
        if (kind == app::ReportKind::standings && !t.sections.empty())
          write_section_links(out, t, query, translate);
        const auto report = build(kind, query.round, query.section);
        content.title = report.title + " - " + t.event.name;
        write_report(out, report, false);
        break;
      }
      case LivePage::clocks:
        // The clocks are the board backend's: the server builds that page (clocks_content).
        break;
      case LivePage::board: {
        // The board viewer: the players, the board's clock (the server's, in place of the marker),
        // the position and the moves as recorded (game 1 of the board in the round).
        const int round = query.round > 0 ? query.round : t.current_round();
        const auto* r = t.round(round);
        const auto* b = r == nullptr ? nullptr : [&]() -> const tournament::Board* {
          for (const auto& x : r->boards)
            if (x.number == query.board && !x.is_bye()) return &x;
          return nullptr;
        }();
        if (b == nullptr) return not_found(t.event.name, translate(N_("The round has no such board.")));
        const auto name = [&](tournament::PlayerId id) {
          const auto* p = t.player(id);
          return p == nullptr ? std::string() : p->name;
        };
        auto heading = translate(N_("Board {board}, round {round}"));
        for (const auto& [key, value] :
             {std::pair<std::string, int>{"{board}", b->number}, {"{round}", round}}) {
          if (const auto at = heading.find(key); at != std::string::npos)
            heading.replace(at, key.size(), std::to_string(value));
        }
        content.title = heading + " - " + t.event.name;
        out << "<h2>" << esc(heading) << "</h2>\n<p class=\"players\" data-board=\"" << b->number
            << "\" data-white=\"" << (t.player(b->white) ? t.player(b->white)->number : 0)
            << "\" data-black=\"" << (t.player(*b->black) ? t.player(*b->black)->number : 0) << '"';
        if (!b->games.empty() && b->games.front())
          out << " data-result=\"" << esc(tournament::code(*b->games.front())) << '"';
        out << "><span class=\"white\">" << esc(translate(N_("White"))) << ": " << esc(name(b->white))
            << "</span> <span class=\"black\">" << esc(translate(N_("Black"))) << ": " << esc(name(*b->black))
            << "</span>";
        if (!b->games.empty() && b->games.front())
          out << " <strong class=\"result\">" << esc(tournament::code(*b->games.front())) << "</strong>";
        out << "</p>\n" << board_clock_marker << "\n";
        const auto moves =
            app::GameRecordService(m_session).moves(tournament::GameKey{m_event, round, b->number, 1});
        const auto fen = !moves.moves.empty() ? moves.moves.back().fen_after
                         : moves.start_fen    ? *moves.start_fen
                                              : app::initial_fen();
        write_diagram(out, fen);
        if (moves.moves.empty()) {
          out << "<p class=\"notice\" data-role=\"moves\">" << esc(translate(N_("No moves recorded yet.")))
              << "</p>\n";
        } else {
          out << "<ol class=\"moves\" data-role=\"moves\">\n";
          for (const auto& m : moves.moves) {
            out << "<li data-ply=\"" << m.ply << "\">";
            if (m.ply % 2 == 1) out << "<span class=\"no\">" << (m.ply + 1) / 2 << ".</span> ";
            out << esc(m.notation) << "</li>\n";
          }
          out << "</ol>\n";
        }
        break;
      }
      case LivePage::screen:
        if (!has_rounds(t)) {
          not_yet();
          break;
        }
        for (const auto kind : {app::ReportKind::pairings, app::ReportKind::standings}) {
          out << "<section data-part=\"" << (kind == app::ReportKind::pairings ? "pairings" : "standings")
              << "\">\n";
          write_report(out, build(kind, query.round), false);
          out << "</section>\n";
        }
        break;
    }
  } catch (const app::Error& e) {
    // A round the event does not have (the only refusal a read of a published event gives).
    return not_found(t.event.name, translate(N_("The event has no such round.")));
  }
  content.html = out.str();
  return content;
}

}  // namespace shashki::web
