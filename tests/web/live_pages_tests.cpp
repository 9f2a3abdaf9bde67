// The public live pages (shashki/web/live_pages.hpp, docs/venue.md "Live pages") over HTTP on
// 127.0.0.1: the marks of docs/reports.md ("Marks for programs"), names always text, a result entered
// elsewhere announced on the event stream and shown on the next read, and no request of any kind
// that changes anything.
#include "live_fixture.hpp"

#include "shashki/app/clock_service.hpp"
#include "shashki/app/player_service.hpp"
#include "shashki/app/result_service.hpp"
#include "shashki/app/sections.hpp"
#include "shashki/clock/boot_time_source.hpp"
#include "shashki/db/audit_log.hpp"
#include "shashki/web/app_board_backend.hpp"
#include "shashki/web/live_pages.hpp"
#include "shashki/web/venue_server.hpp"

#include <boost/asio/connect.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/read_until.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/test/unit_test.hpp>
#include <nlohmann/json.hpp>

#include <chrono>
#include <regex>
#include <string>
#include <thread>

using namespace shashki;
namespace net = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
using tcp = net::ip::tcp;

namespace {

const std::string script_name = "<script>alert(1)</script>";
const std::string image_name = "\"><img src=x onerror=alert(2)>";

struct Reply {
  int status = 0;
  std::string body;
  std::string policy;  // Content-Security-Policy
};

Reply ask(unsigned short port, http::verb verb, const std::string& target, const std::string& body = {}) {
  net::io_context io;
  tcp::socket socket(io);
  tcp::resolver resolver(io);
  net::connect(socket, resolver.resolve("127.0.0.1", std::to_string(port)));
  http::request<http::string_body> request{verb, target, 11};
  request.set(http::field::host, "127.0.0.1");
  request.set(http::field::origin, "http://attacker.example");
  request.body() = body;
  request.prepare_payload();
  http::write(socket, request);
  beast::flat_buffer buffer;
  http::response_parser<http::string_body> parser;
  if (verb == http::verb::head) parser.skip(true);
  http::read(socket, buffer, parser);
  const auto& response = parser.get();
  return {static_cast<int>(response.result_int()), response.body(),
          std::string(response["Content-Security-Policy"])};
}

Reply get(unsigned short port, const std::string& target) {
  return ask(port, http::verb::get, target);
}

// A live page's event stream, as its script opens it: the data of each event of a kind, in turn.
class EventStream {
 public:
  EventStream(unsigned short port, const std::string& target) : m_socket(m_io) {
    tcp::resolver resolver(m_io);
    net::connect(m_socket, resolver.resolve("127.0.0.1", std::to_string(port)));
    const std::string request = "GET " + target + " HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";
    net::write(m_socket, net::buffer(request));
  }
  // The data of the next event named `name`.
  std::string next(const std::string& name) {
    const std::string head = "event: " + name + "\ndata: ";
    for (;;) {
      const auto end = net::read_until(m_socket, net::dynamic_buffer(m_received), "\n\n");
      const std::string block = m_received.substr(0, end - 2);
      m_received.erase(0, end);
      if (block.starts_with(head)) return block.substr(head.size());
    }
  }

 private:
  net::io_context m_io;
  tcp::socket m_socket;
  std::string m_received;
};

// The page's data-version.
std::uint64_t version_of(const std::string& page) {
  std::smatch m;
  if (!std::regex_search(page, m, std::regex("<html[^>]* data-version=\"([0-9]+)\""))) return 0;
  return std::stoull(m[1]);
}

// An event with two boards, two of its four players named to break a page that does not escape.
struct LivePagesFixture {
  app::test::LiveFixture live{2};
  web::NoBoards boards{"en"};
  clock::BootTimeSource time;
  std::unique_ptr<web::AppLiveSource> source;
  std::unique_ptr<web::VenueServer> server;

  explicit LivePagesFixture(web::VenueOptions options = defaults()) {
    app::PlayerService players(*live.session);
    auto first = live.players[0];
    first.name = script_name;
    players.edit(live.event.id, first);
    auto second = live.players[1];
    second.name = image_name;
    players.edit(live.event.id, second);
    source = std::make_unique<web::AppLiveSource>(live.path, live.event.id, "en");
    server = std::make_unique<web::VenueServer>(boards, time, options, web::VenueLog{}, source.get());
    server->start();
  }
  ~LivePagesFixture() { server->stop(); }

  static web::VenueOptions defaults() {
    web::VenueOptions o;
    o.address = "127.0.0.1";
    o.port = 0;
    o.live_poll = std::chrono::milliseconds(20);
    return o;
  }

  [[nodiscard]] unsigned short port() const { return server->port(); }
  [[nodiscard]] std::int64_t audit_rows() const { return db::AuditLog(live.session->database()).count(); }
};

}  // namespace

BOOST_AUTO_TEST_SUITE(live_pages_tests)

BOOST_AUTO_TEST_CASE(a_target_names_a_page_a_round_and_a_language_or_nothing) {
  const auto standings = web::parse_live_target("/live/standings?lang=ru", "en");
  BOOST_REQUIRE(standings.has_value());
  BOOST_TEST((standings->page == web::LivePage::standings));
  BOOST_TEST(standings->language == "ru");
  const auto pairings = web::parse_live_target("/live/pairings?round=3&fbclid=xyz", "ru");
  BOOST_REQUIRE(pairings.has_value());
  BOOST_TEST(pairings->round == 3);
  BOOST_TEST(pairings->language == "ru");
  BOOST_TEST((web::parse_live_target("/live/", "en")->page == web::LivePage::event));
  const auto viewer = web::parse_live_target("/live/board/3?round=2&lang=ru", "en");
  BOOST_REQUIRE(viewer.has_value());
  BOOST_TEST((viewer->page == web::LivePage::board));
  BOOST_TEST(viewer->board == 3);
  BOOST_TEST(viewer->round == 2);
  BOOST_TEST(viewer->language == "ru");
  const auto window = web::parse_live_target("/live/clocks?from=25&count=24", "en");
  BOOST_REQUIRE(window.has_value());
  BOOST_TEST(window->from == 25);
  BOOST_TEST(window->count == 24);
  BOOST_TEST(web::in_clock_window(48, 25, 24));
  BOOST_TEST(!web::in_clock_window(49, 25, 24));
  BOOST_TEST(web::in_clock_window(999, 0, 0));
  // A section by its name, percent-encoded UTF-8; only the standings take one.
  const auto girls =
      web::parse_live_target("/live/standings?section=%D0%94%D0%B5%D0%B2%D0%BE%D1%87%D0%BA%D0%B8+2", "en");
  BOOST_REQUIRE(girls.has_value());
  BOOST_TEST(girls->section == "Девочки 2");
  BOOST_TEST(web::parse_live_target("/live/pairings?section=x", "en")->section.empty());
  BOOST_TEST(web::query_encoded("Девочки 2/<x>") ==
             "%D0%94%D0%B5%D0%B2%D0%BE%D1%87%D0%BA%D0%B8%202%2F%3Cx%3E");
  BOOST_TEST(web::parse_live_target("/live/standings?section=" + web::query_encoded("Девочки 2/<x>"), "en")
                 ->section == "Девочки 2/<x>");
  for (const std::string& bad : std::vector<std::string>{
           "/live/standings?section=%D0", "/live/standings?section=%ZZ", "/live/standings?section=%0A",
           "/live/standings?section=%C0%AF", "/live/standings?section=%ED%A0%80",
           "/live/standings?section=" + std::string(801, 'a')}) {
    BOOST_TEST_INFO(bad);
    BOOST_TEST(!web::parse_live_target(bad, "en").has_value());
  }
  for (const auto* bad : {"/live/clocks?from=1", "/live/clocks?count=5", "/live/clocks?from=0&count=5"}) {
    BOOST_TEST_INFO(bad);
    BOOST_TEST(!web::parse_live_target(bad, "en").has_value());
  }
  for (const auto* bad : {"/live/board/", "/live/board/0", "/live/board/x", "/live/board/1/2",
                          "/live/board/1000", "/live/board/-1", "/live/board/%31", "/live/board"}) {
    BOOST_TEST_INFO(bad);
    BOOST_TEST(!web::parse_live_target(bad, "en").has_value());
  }
  for (const auto* bad :
       {"/live/../etc/passwd", "/live/pairings/", "/live/standings?round=0", "/live/standings?round=1000",
        "/live/standings?round=-1", "/live/standings?round=2x", "/live/standings?lang=de", "/live/live.db",
        "/live", "/live/pairings%2f..", "/"}) {
    BOOST_TEST_INFO(bad);
    BOOST_TEST(!web::parse_live_target(bad, "en").has_value());
  }
}

BOOST_FIXTURE_TEST_CASE(the_pairings_carry_the_marks_and_every_name_as_text, LivePagesFixture) {
  const auto page = get(port(), "/live/pairings");
  BOOST_TEST(page.status == 200);
  BOOST_TEST(version_of(page.body) > 0);
  BOOST_TEST(page.body.find("data-board=\"1\" data-white=\"1\" data-black=\"2\"") != std::string::npos);
  BOOST_TEST(page.body.find("data-board=\"2\" data-white=\"3\" data-black=\"4\"") != std::string::npos);
  BOOST_TEST(page.body.find("data-result") == std::string::npos);
  // The names are there, escaped; no element of theirs.
  BOOST_TEST(page.body.find("&lt;script&gt;alert(1)&lt;/script&gt;") != std::string::npos);
  BOOST_TEST(page.body.find("&quot;&gt;&lt;img src=x onerror=alert(2)&gt;") != std::string::npos);
  BOOST_TEST(page.body.find("<script>alert") == std::string::npos);
  BOOST_TEST(page.body.find("<img") == std::string::npos);
  // And the browser would run no inline script anyway.
  BOOST_TEST(page.policy.find("script-src 'self'") != std::string::npos);

  for (const auto* target : {"/live/standings", "/live/crosstable", "/live/", "/live/screen"}) {
    BOOST_TEST_INFO(target);
    const auto other = get(port(), target);
    BOOST_TEST(other.status == 200);
    BOOST_TEST(other.body.find("<script>alert") == std::string::npos);
    BOOST_TEST(other.body.find("<img") == std::string::npos);
  }
  const auto standings = get(port(), "/live/standings");
  BOOST_TEST(standings.body.find("data-rank=\"1\" data-player=") != std::string::npos);
  BOOST_TEST(standings.body.find("data-tiebreak=\"") != std::string::npos);
  const auto russian = get(port(), "/live/standings?lang=ru");
  BOOST_TEST(russian.body.find("<html lang=\"ru\"") != std::string::npos);
}

BOOST_FIXTURE_TEST_CASE(the_board_viewer_shows_the_players_the_position_and_the_moves_as_recorded,
                        LivePagesFixture) {
  app::test::enter_quiet_moves(*live.session, live.game(1), 3);
  const auto page = get(port(), "/live/board/1");
  BOOST_TEST(page.status == 200);
  // The players as text, their starting numbers as marks.
  BOOST_TEST(page.body.find("data-board=\"1\" data-white=\"1\" data-black=\"2\"") != std::string::npos);
  BOOST_TEST(page.body.find("&lt;script&gt;alert(1)&lt;/script&gt;") != std::string::npos);
  BOOST_TEST(page.body.find("<script>alert") == std::string::npos);
  BOOST_TEST(page.body.find("<img") == std::string::npos);
  // Three plies, in order, and the position after them: 12 pieces a side (quiet moves).
  for (const auto* ply : {"data-ply=\"1\"", "data-ply=\"2\"", "data-ply=\"3\""}) {
    BOOST_TEST_INFO(ply);
    BOOST_TEST(page.body.find(ply) != std::string::npos);
  }
  BOOST_TEST(page.body.find("data-ply=\"4\"") == std::string::npos);
  const auto count = [&](const std::string& text) {
    std::size_t n = 0;
    for (auto at = page.body.find(text); at != std::string::npos; at = page.body.find(text, at + 1)) ++n;
    return n;
  };
  BOOST_TEST(count("data-piece=\"white-man\"") == 12u);
  BOOST_TEST(count("data-piece=\"black-man\"") == 12u);
  BOOST_TEST(count("data-square=\"") == 32u);
  // The clocks do not run on this server: the clock's place is empty, its marker gone.
  BOOST_TEST(page.body.find("<div data-role=\"board-clock\" class=\"clocks\"></div>") != std::string::npos);
  // Board 2 has no moves yet; a board the round lacks is 404.
  BOOST_TEST(get(port(), "/live/board/2").body.find("data-ply") == std::string::npos);
  BOOST_TEST(get(port(), "/live/board/9").status == 404);
  BOOST_TEST(get(port(), "/live/board/1?round=5").status == 404);
  BOOST_TEST(get(port(), "/live/board/1?lang=ru").body.find("<html lang=\"ru\"") != std::string::npos);
}

BOOST_FIXTURE_TEST_CASE(a_result_entered_elsewhere_is_announced_and_shown, LivePagesFixture) {
  EventStream stream(port(), "/live/events");
  const auto next_version = [&] { return std::stoull(stream.next("version")); };
  const auto before = next_version();
  BOOST_TEST(before == version_of(get(port(), "/live/pairings").body));

  app::ResultService(*live.session).set(live.event.id, 1, 1, 1, "1-0");
  const auto after = next_version();
  BOOST_TEST(after > before);
  const auto page = get(port(), "/live/pairings");
  BOOST_TEST(version_of(page.body) == after);
  BOOST_TEST(page.body.find("data-board=\"1\" data-white=\"1\" data-black=\"2\" data-result=\"1-0\"") !=
             std::string::npos);
  const auto standings = get(port(), "/live/standings");
  // The winner leads, with the points of a win (decimal with a dot).
  BOOST_TEST(std::regex_search(standings.body,
                               std::regex("data-rank=\"1\" data-player=\"1\" data-points=\"(1|2)\"")));
}

BOOST_FIXTURE_TEST_CASE(no_request_of_any_kind_changes_anything, LivePagesFixture) {
  const auto rows = audit_rows();
  const auto page_before = get(port(), "/live/pairings").body;
  for (const auto verb : {http::verb::post, http::verb::put, http::verb::delete_, http::verb::patch}) {
    for (const auto* target : {"/", "/live/", "/live/pairings", "/live/events", "/board/board-1"}) {
      BOOST_TEST_INFO(std::string(http::to_string(verb)) << " " << target);
      BOOST_TEST(ask(port(), verb, target, "result=1-0&board=1").status == 405);
    }
  }
  for (const auto* target :
       {"/live/../live.db", "/live/%2e%2e/etc/passwd", "/live/pairings?round=99", "/live/pairings?round=x",
        "/live/standings?lang=xx", "/live/board.html", "/etc/passwd", "/live/events/"}) {
    BOOST_TEST_INFO(target);
    BOOST_TEST(get(port(), target).status == 404);
  }
  BOOST_TEST(ask(port(), http::verb::head, "/live/standings").status == 200);
  BOOST_TEST(get(port(), "/").status == 302);
  BOOST_TEST(audit_rows() == rows);
  BOOST_TEST(get(port(), "/live/pairings").body == page_before);
}

BOOST_FIXTURE_TEST_CASE(a_sections_standings_are_a_link_away_and_a_hostile_name_stays_text,
                        LivePagesFixture) {
  // Two sections: players 3 and 4, and one whose name would break a page that does not escape.
  const auto third = live.players[2].id;
  const auto fourth = live.players[3].id;
  app::add_section(
      *live.session, live.event.id,
      tournament::Section{"Группа Б", tournament::Sex::unknown, std::nullopt, std::nullopt, {third, fourth}});
  app::add_section(
      *live.session, live.event.id,
      tournament::Section{script_name, tournament::Sex::unknown, std::nullopt, std::nullopt, {third}});
  std::this_thread::sleep_for(std::chrono::milliseconds(100));  // the server's poll sees the change
  const auto whole = get(port(), "/live/standings?lang=ru");
  BOOST_REQUIRE(whole.status == 200);
  BOOST_TEST(whole.body.find("data-role=\"sections\"") != std::string::npos);
  BOOST_TEST(whole.body.find("весь турнир") != std::string::npos);
  const std::string link = "/live/standings?section=" + web::query_encoded("Группа Б") + "&amp;lang=ru";
  BOOST_TEST(whole.body.find(link) != std::string::npos, whole.body);
  BOOST_TEST(whole.body.find("<script>alert") == std::string::npos);
  // The section's page ranks its two players only, among themselves.
  const auto section = get(port(), "/live/standings?section=" + web::query_encoded("Группа Б") + "&lang=ru");
  BOOST_REQUIRE(section.status == 200);
  std::smatch m;
  std::string rest = section.body;
  int rows = 0;
  while (std::regex_search(rest, m, std::regex("data-rank=\"[0-9]+\" data-player=\"([0-9]+)\""))) {
    ++rows;
    const int number = std::stoi(m[1]);
    BOOST_TEST((number == 3 || number == 4), number);
    rest = m.suffix();
  }
  BOOST_TEST(rows == 2);
  BOOST_TEST(section.body.find("aria-current=\"page\">Группа Б</a>") != std::string::npos);
  // The hostile name's own page works, its name escaped everywhere.
  const auto hostile = get(port(), "/live/standings?section=" + web::query_encoded(script_name));
  BOOST_TEST(hostile.status == 200);
  BOOST_TEST(hostile.body.find("<script>alert") == std::string::npos);
  // A section the event does not have is not found; a broken address is refused; nothing written.
  const auto audit = audit_rows();
  BOOST_TEST(get(port(), "/live/standings?section=" + web::query_encoded("Группа В")).status == 404);
  BOOST_TEST(get(port(), "/live/standings?section=%D0%").status == 404);
  BOOST_TEST(audit_rows() == audit);
}

BOOST_AUTO_TEST_CASE(an_address_that_asks_too_fast_is_told_to_wait) {
  auto options = LivePagesFixture::defaults();
  options.requests_per_second = 0.5;
  options.request_burst = 3;
  LivePagesFixture f(options);
  for (int k = 0; k < 3; ++k) BOOST_TEST(get(f.port(), "/live/live.css").status == 200);
  BOOST_TEST(get(f.port(), "/live/standings").status == 429);
  BOOST_TEST(f.server->status().refused >= 1U);
}

BOOST_FIXTURE_TEST_CASE(without_clocks_the_clocks_page_says_so, LivePagesFixture) {
  const auto page = get(port(), "/live/clocks");
  BOOST_TEST(page.status == 200);
  BOOST_TEST(page.body.find("data-role=\"notice\"") != std::string::npos);
  BOOST_TEST(page.body.find("class=\"tile\"") == std::string::npos);
}

BOOST_AUTO_TEST_CASE(the_clocks_page_shows_every_board_and_is_told_when_a_clock_starts) {
  app::test::LiveFixture live{2};
  app::ClockService clocks{*live.session, live.time, live.event.id, 1};
  web::AppBoardBackend backend{*live.session, clocks, [](std::string_view) { return std::nullopt; }, "en"};
  web::AppLiveSource source{live.path, live.event.id, "en"};
  clock::BootTimeSource time;
  web::VenueServer server{backend, time, LivePagesFixture::defaults(), web::VenueLog{}, &source};
  server.start();

  const auto page = get(server.port(), "/live/clocks");
  BOOST_TEST(page.status == 200);
  // A tile per board with its players, the control's time on both sides, nothing running.
  for (const auto* board : {"1", "2"}) {
    BOOST_TEST_INFO(board);
    BOOST_TEST(
        std::regex_search(page.body, std::regex(std::string("<div class=\"tile\" data-board=\"") + board +
                                                "\" data-white-ms=\"1800000\" data-black-ms=\"1800000\" "
                                                "data-running=\"none\"")));
  }
  BOOST_TEST(page.body.find(live.players[0].name) != std::string::npos);

  // A window of the clocks (a venue of hundreds of boards gives a phone a screenful): its tiles,
  // marks for its script, and a link to the boards before it.
  const auto window = get(server.port(), "/live/clocks?from=2&count=1");
  BOOST_TEST(window.status == 200);
  BOOST_TEST(window.body.find("data-board=\"2\" data-white-ms") != std::string::npos);
  BOOST_TEST(window.body.find("data-board=\"1\" data-white-ms") == std::string::npos);
  BOOST_TEST(window.body.find("data-from=\"2\" data-count=\"1\"") != std::string::npos);
  BOOST_TEST(window.body.find("/live/clocks?from=1&amp;count=1") != std::string::npos);
  BOOST_TEST(get(server.port(), "/live/clocks?from=2").status == 404);  // a window needs both ends

  // The page's stream: every board at once, then a start the console or `--start-all` made.
  EventStream stream(server.port(), "/live/events?clocks=1");
  EventStream window_stream(server.port(), "/live/events?clocks=1&from=2&count=1");
  const auto next_clock = [&] { return nlohmann::json::parse(stream.next("clock")); };
  const auto first = next_clock();
  BOOST_TEST(first["running"].is_null());
  server.call([&] { clocks.start_all(); });
  // The board viewer holds its board's tile, as the backend has it at the request.
  const auto viewer = get(server.port(), "/live/board/2");
  BOOST_TEST(viewer.status == 200);
  BOOST_TEST(std::regex_search(viewer.body,
                               std::regex("<div class=\"tile\" data-board=\"2\" data-white-ms=\"[0-9]+\"")));
  BOOST_TEST(viewer.body.find("data-board=\"1\" data-white-ms") == std::string::npos);
  BOOST_TEST(viewer.body.find("<html lang=\"en\" data-version=") != std::string::npos);
  BOOST_TEST(viewer.body.find("data-page=\"board\"") != std::string::npos);
  for (;;) {
    const auto told = next_clock();
    if (told["board"] == 1 && told["running"] == "white") {
      BOOST_TEST(told["phase"] == "running");
      BOOST_TEST(told["white_ms"].get<long long>() <= 1800000);
      BOOST_TEST(!told.contains("white_name"));  // no names, nothing of the devices'
      break;
    }
  }
  // The window's stream tells its one board only, up to its start.
  for (;;) {
    const auto told = nlohmann::json::parse(window_stream.next("clock"));
    BOOST_TEST(told["board"] == 2);
    if (told["running"] == "white") break;
  }
  server.stop();
}

BOOST_AUTO_TEST_SUITE_END()
