// The live pages over the database (docs/venue.md, "Live pages"): a read-only session of their
// own, each page built by the printed report's builder in the reader's language. A round still
// in draft is the arbiter's work in progress and never shows.
#include "catalog.hpp"
#include "shashki/app/errors.hpp"
#include "shashki/app/event_reports.hpp"
#include "shashki/app/i18n.hpp"
#include "shashki/app/load_tournament.hpp"
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

  const auto build = [&](app::ReportKind kind, int round) {
    app::ReportRequest request;
    request.kind = kind;
    request.round = round;
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
        const auto report = build(kind, query.round);
        content.title = report.title + " - " + t.event.name;
        write_report(out, report, false);
        break;
      }
      case LivePage::clocks:
        // The clocks are the board backend's: the server builds that page (clocks_content).
        break;
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
    LiveContent missing;
    missing.found = false;
    missing.title = t.event.name;
    missing.html = "<h1>" + esc(t.event.name) + "</h1>\n<p class=\"notice\" data-role=\"notice\">" +
                   esc(translate(N_("The event has no such round."))) + "</p>\n";
    return missing;
  }
  content.html = out.str();
  return content;
}

}  // namespace shashki::web
