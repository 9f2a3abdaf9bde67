#pragma once
// The venue's public live pages (docs/venue.md, "Live pages"; the addresses and marks are the
// contract listed in docs/reports.md, "Marks for programs"): the event, the round's pairings with the results
// as they come in, the standings, the crosstable and the venue screen, read-only, in Russian and English.
// Their tables are the printed reports' own (reports::Report through app::event_report), so a page and its
// printout never disagree.

#include "shashki/app/session.hpp"
#include "shashki/tournament/ids.hpp"
#include "shashki/web/board_backend.hpp"

#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shashki::web {

/// What a live page shows.
enum class LivePage { event, pairings, standings, crosstable, clocks, screen, board };

/// A live page asked for: its kind, the round (0: the current one), the board (the board viewer,
/// /live/board/N) and the reader's language.
struct LiveQuery {
  LivePage page = LivePage::event;
  int round = 0;
  std::string language;  ///< "ru" or "en"
  int board = 0;
  /// The clocks page: the boards from `from` on, `count` of them (`?from=F&count=K`); 0: every
  /// board. A venue of hundreds of boards gives each phone a screenful, and its stream only those.
  int from = 0;
  int count = 0;
  /// The standings page: the section it ranks (`?section=NAME`, percent-encoded UTF-8;
  /// docs/sections.md); empty for the whole event.
  std::string section;
  friend auto operator<=>(const LiveQuery&, const LiveQuery&) = default;
};

/// `text` percent-encoded for a query's value: letters, digits and "-_.~" as they are, every
/// other byte as %XX ("Девочки" as "%D0%94...").
[[nodiscard]] std::string query_encoded(std::string_view text);

/// The live page a request target names ("/live/standings?lang=ru"), with the language
/// `default_language` when the target names none; nullopt for any other path, an unknown page, a
/// round that is not a number from 1 to 999 or a language other than "ru" and "en". Parameters
/// it does not know (a messenger's `?fbclid=`) are ignored.
[[nodiscard]] std::optional<LiveQuery> parse_live_target(std::string_view target,
                                                         std::string_view default_language);

/// A live page's own part: its title and its main content as HTML (every text escaped).
struct LiveContent {
  std::string title;
  std::string html;
  bool found = true;  ///< false: the page names a round the event does not have (404)
};

/// Where the live pages come from. Called from one thread at a time (the server's live thread).
class LiveSource {
 public:
  virtual ~LiveSource() = default;
  /// A number that grows with every change to what the pages show.
  virtual std::uint64_t version() = 0;
  /// The page `query` asks for, as the data stands now.
  virtual LiveContent content(const LiveQuery& query) = 0;
  /// The pages' language when a link names none: "ru" or "en".
  virtual std::string language() = 0;
};

/// The whole HTML document of a live page: `content` inside the pages' frame (navigation, the
/// language switch, the script that keeps it current), its root marked `data-version="version"`.
[[nodiscard]] std::string live_document(const LiveQuery& query, const LiveContent& content,
                                        std::uint64_t version);

/// The live clocks page's part: a tile per board (`states`, as the boards' devices get them) with
/// its players, their times and the side running, in `language`; a notice when no clocks run
/// here (`shashki serve --live-only`). The server builds it: the clocks are the backend's.
[[nodiscard]] LiveContent clocks_content(const std::vector<BoardState>& states, std::string_view language);
/// The same for the boards of `query`'s window (from, count) of `states`, with links to the
/// windows before and after it; every board when the query names no window.
[[nodiscard]] LiveContent clocks_content(const std::vector<BoardState>& states, const LiveQuery& query);

/// Whether board `board` is in the clocks window `from`, `count` (0, 0: every board).
[[nodiscard]] constexpr bool in_clock_window(int board, int from, int count) {
  return count <= 0 || (board >= from && board < from + count);
}

/// Where the board viewer's page (/live/board/N) holds its clock: the server puts the board's
/// clock tile (clock_tile) in its place, fresh for each request.
inline constexpr std::string_view board_clock_marker = "<div data-role=\"board-clock\"></div>";

/// A board's clock tile as the live clocks page and the board viewer show it: `data-board`,
/// `data-white-ms`, `data-black-ms`, `data-running`, the players and their times.
[[nodiscard]] std::string clock_tile(const BoardState& state, std::string_view language);

/// The live pages' style sheet and script, served as /live/live.css and /live/live.js (the pages
/// run no inline script: the server forbids it, docs/venue.md "Threat model").
[[nodiscard]] std::string_view live_style();
[[nodiscard]] std::string_view live_script();

/// The board devices' side of a server that serves the live pages alone (`shashki serve
/// --live-only`): no board link opens anything.
class NoBoards : public BoardBackend {
 public:
  explicit NoBoards(std::string language) : m_language(std::move(language)) {}
  std::optional<BoardRef> open(std::string_view) override { return std::nullopt; }
  std::optional<BoardState> state(const BoardRef&) override { return std::nullopt; }
  Answer handle(const BoardRef&, const DeviceMessage&, std::chrono::milliseconds) override {
    return RefusedAnswer{RefusalCode::board, std::nullopt, std::nullopt};
  }
  std::vector<BoardRef> tick() override { return {}; }
  void presence(const BoardRef&, bool) override {}
  std::string language() override { return m_language; }

 private:
  std::string m_language;
};

/// The live pages of one event over the database: its own read-only session (the writer may be
/// another process: the console, or the command line entering results), the version being the
/// audit log's newest entry, each page built by app::event_report in the reader's language.
class AppLiveSource : public LiveSource {
 public:
  /// Pages of `event` in `database`; `language` when a link names none. Error(input) when the
  /// database cannot be opened.
  AppLiveSource(const std::filesystem::path& database, tournament::EventId event, std::string language);
  ~AppLiveSource() override;

  std::uint64_t version() override;
  LiveContent content(const LiveQuery& query) override;
  std::string language() override { return m_language; }

 private:
  app::Session m_session;
  tournament::EventId m_event;
  std::string m_language;
};

}  // namespace shashki::web
