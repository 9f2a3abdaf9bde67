// Floor arbiters (docs/venue.md, "Floor arbiters") against the venue server on 127.0.0.1: a
// deputy's token opens /arbiter/TOKEN; pause, resume, appeal and result go through the use cases
// and their audit rows name the deputy; every write without a valid arbiter token, with a board
// token, with a revoked token or from another site's page is refused and writes nothing.
#include "live_fixture.hpp"

#include "shashki/app/clock_service.hpp"
#include "shashki/app/random_bytes.hpp"
#include "shashki/app/venue_tokens.hpp"
#include "shashki/clock/boot_time_source.hpp"
#include "shashki/db/audit_log.hpp"
#include "shashki/db/live_repository.hpp"
#include "shashki/db/round_repository.hpp"
#include "shashki/web/app_board_backend.hpp"
#include "shashki/web/venue_server.hpp"

#include <boost/asio/connect.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <boost/test/unit_test.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <map>
#include <string>
#include <utility>
#include <vector>

using namespace shashki;

namespace {

namespace net = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
using tcp = net::ip::tcp;

const std::string deputy_name = "Петров Пётр";

// A published round of two boards on the clocks, real venue tokens (a key in the test's folder),
// and a server whose backend resolves board and arbiter tokens as `shashki serve` does.
struct FloorFixture {
  app::test::LiveFixture live{2};
  app::ClockService clocks{*live.session, live.time, live.event.id, 1};
  app::VenueTokens tokens{*live.session, app::seeded_random_bytes(2026), live.dir.path() / "venue.key"};
  std::map<int, std::string> board_tokens;
  web::AppBoardBackend backend{*live.session, clocks,
                               [this](std::string_view token) -> std::optional<web::BoardRef> {
                                 const auto found = tokens.resolve(live.event.id, token);
                                 if (!found) return std::nullopt;
                                 return web::BoardRef{live.event.id, found->round, found->board};
                               },
                               "en"};
  clock::BootTimeSource real_time;
  web::VenueServer server{backend, real_time, options()};
  std::string token;  // the deputy_name's

  FloorFixture() {
    for (const auto& t : tokens.issue_round(live.event.id, 1)) board_tokens[t.board] = t.token;
    backend.resolve_arbiter = [this](std::string_view text) -> std::optional<web::ArbiterRef> {
      const auto found = tokens.resolve_arbiter(live.event.id, text);
      if (!found) return std::nullopt;
      return web::ArbiterRef{live.event.id, found->id, found->name};
    };
    token = tokens.issue_arbiter(live.event.id, deputy_name).token;
    server.start();
    server.call([&] { clocks.start_all(); });
  }
  ~FloorFixture() { server.stop(); }

  static web::VenueOptions options() {
    web::VenueOptions o;
    o.address = "127.0.0.1";
    o.port = 0;
    return o;
  }

  [[nodiscard]] std::string origin() const { return "http://127.0.0.1:" + std::to_string(server.port()); }

  struct Answer {
    int status = 0;
    std::string body;
    [[nodiscard]] nlohmann::json json() const { return nlohmann::json::parse(body); }
  };

  // One request: `headers` beyond Host (the server's own address, as a browser sends it).
  Answer request(http::verb verb, const std::string& target, const std::string& body = {},
                 const std::vector<std::pair<std::string, std::string>>& headers = {}) {
    net::io_context io;
    tcp::socket socket(io);
    tcp::resolver resolver(io);
    net::connect(socket, resolver.resolve("127.0.0.1", std::to_string(server.port())));
    http::request<http::string_body> r{verb, target, 11};
    r.set(http::field::host, "127.0.0.1:" + std::to_string(server.port()));
    for (const auto& [name, value] : headers) r.set(name, value);
    r.body() = body;
    r.prepare_payload();
    http::write(socket, r);
    beast::flat_buffer buffer;
    http::response<http::string_body> response;
    http::read(socket, buffer, response);
    return {response.result_int(), response.body()};
  }

  // An action as the floor arbiter's page posts it, from the server's own page.
  Answer act(const std::string& with_token, const nlohmann::json& action) {
    return request(
        http::verb::post, "/arbiter/" + with_token + "/action", action.dump(),
        {{"Origin", origin()}, {"Content-Type", "application/json"}, {"Sec-Fetch-Site", "same-origin"}});
  }

  [[nodiscard]] std::vector<db::AuditEntry> audit() {
    return db::AuditLog(live.session->database()).list(live.event.id);
  }

  // What a refused write could have changed: the audit log and every clock's journal.
  [[nodiscard]] std::pair<std::size_t, std::vector<std::size_t>> written() {
    std::pair<std::size_t, std::vector<std::size_t>> w;
    server.call([&] {
      w.first = audit().size();
      for (int board = 1; board <= 2; ++board) w.second.push_back(clocks.clock(board).journal().size());
    });
    return w;
  }
};

// A device of a board (the board page's WebSocket).
class CallingDevice {
 public:
  CallingDevice(unsigned short port, const std::string& token) : m_ws(m_io) {
    tcp::resolver resolver(m_io);
    net::connect(m_ws.next_layer(), resolver.resolve("127.0.0.1", std::to_string(port)));
    m_ws.handshake("127.0.0.1:" + std::to_string(port), "/ws/" + token);
  }
  void send(const nlohmann::json& message) { m_ws.write(net::buffer(message.dump())); }
  nlohmann::json next(const std::string& type) {
    for (;;) {
      beast::flat_buffer buffer;
      m_ws.read(buffer);
      auto message = nlohmann::json::parse(beast::buffers_to_string(buffer.data()));
      if (message["type"] == "ping") send({{"type", "pong"}, {"id", message["id"]}});
      if (message["type"] == type) return message;
    }
  }

 private:
  net::io_context m_io;
  beast::websocket::stream<tcp::socket> m_ws;
};

}  // namespace

BOOST_AUTO_TEST_SUITE(floor_arbiter_tests)

BOOST_FIXTURE_TEST_CASE(the_page_opens_with_a_valid_arbiter_token_and_lists_every_board, FloorFixture) {
  const auto page = request(http::verb::get, "/arbiter/" + token + "?lang=ru");
  BOOST_TEST(page.status == 200);
  BOOST_TEST(page.body.find("/arbiter/arbiter.js") != std::string::npos);
  BOOST_TEST(page.body.find("data-lang=\"ru\"") != std::string::npos);
  const auto boards = request(http::verb::get, "/arbiter/" + token + "/boards");
  BOOST_REQUIRE(boards.status == 200);
  const auto floor = boards.json();
  BOOST_TEST(floor["arbiter"] == deputy_name);
  BOOST_REQUIRE(floor["boards"].size() == 2u);
  BOOST_TEST(floor["boards"][0]["board"] == 1);
  BOOST_TEST(floor["boards"][0]["phase"] == "running");
  BOOST_TEST(floor["boards"][0]["called"] == false);
  BOOST_TEST(request(http::verb::get, "/arbiter/arbiter.js").status == 200);
  BOOST_TEST(request(http::verb::get, "/arbiter").status == 200);  // says to open the token's link
}

BOOST_FIXTURE_TEST_CASE(pause_and_resume_go_through_the_clock_use_case_in_the_deputy_s_name, FloorFixture) {
  const auto paused = act(token, {{"board", 1}, {"action", "pause"}});
  BOOST_TEST(paused.status == 200);
  BOOST_TEST(paused.json()["type"] == "done");
  server.call([&] { BOOST_TEST((clocks.clock(1).state().phase == clock::ClockPhase::paused)); });
  server.call([&] { BOOST_TEST((clocks.clock(2).state().phase == clock::ClockPhase::running)); });
  // A second pause is the clock's refusal, in words, and writes nothing.
  const auto before = written();
  const auto again = act(token, {{"board", 1}, {"action", "pause"}});
  BOOST_TEST(again.json()["type"] == "refused");
  BOOST_TEST(!again.json()["message"].get<std::string>().empty());
  BOOST_TEST((written() == before));
  BOOST_TEST(act(token, {{"board", 1}, {"action", "resume"}}).json()["type"] == "done");
  server.call([&] { BOOST_TEST((clocks.clock(1).state().phase == clock::ClockPhase::running)); });
  std::vector<std::pair<std::string, std::string>> rows;
  server.call([&] {
    for (const auto& e : audit()) rows.emplace_back(e.action, e.arbiter);
  });
  const auto named = [&](const std::string& action) {
    return std::any_of(rows.begin(), rows.end(),
                       [&](const auto& r) { return r.first == action && r.second == deputy_name; });
  };
  BOOST_TEST(named("clock.pause"));
  BOOST_TEST(named("clock.resume"));
  // The chief arbiter's own actions keep the chief's name.
  BOOST_TEST(std::any_of(rows.begin(), rows.end(), [&](const auto& r) {
    return r.first == "venue.arbiter-issue" && r.second != deputy_name;
  }));
}

BOOST_FIXTURE_TEST_CASE(a_board_that_calls_is_marked_until_an_arbiter_acts_there, FloorFixture) {
  CallingDevice device(server.port(), board_tokens.at(2));
  (void)device.next("state");
  device.send({{"type", "call"}});
  (void)device.next("called");
  auto floor = request(http::verb::get, "/arbiter/" + token + "/boards").json();
  BOOST_TEST(floor["boards"][0]["called"] == false);
  BOOST_TEST(floor["boards"][1]["called"] == true);
  BOOST_TEST(act(token, {{"board", 2}, {"action", "pause"}}).json()["type"] == "done");
  floor = request(http::verb::get, "/arbiter/" + token + "/boards").json();
  BOOST_TEST(floor["boards"][1]["called"] == false);
  BOOST_TEST(floor["boards"][1]["phase"] == "paused");
}

BOOST_FIXTURE_TEST_CASE(an_appeal_from_the_floor_stops_the_clock_for_the_appeal, FloorFixture) {
  // Without the player's words the use case refuses it.
  const auto before = written();
  BOOST_TEST(
      act(token, {{"board", 1}, {"action", "appeal"}, {"side", "black"}, {"reason", " "}}).json()["type"] ==
      "refused");
  BOOST_TEST((written() == before));
  BOOST_TEST(act(token, {{"board", 1}, {"action", "appeal"}, {"side", "black"}, {"reason", "touch-move"}})
                 .json()["type"] == "done");
  const auto floor = request(http::verb::get, "/arbiter/" + token + "/boards").json();
  BOOST_TEST(floor["boards"][0]["appeal"] == true);
  std::string by;
  server.call([&] {
    for (const auto& e : audit())
      if (e.action == "appeal.open") by = e.arbiter;
  });
  BOOST_TEST(by == deputy_name);
}

BOOST_FIXTURE_TEST_CASE(a_result_enters_from_the_floor_and_a_forfeit_or_a_second_result_does_not,
                        FloorFixture) {
  auto before = written();
  // A forfeit is the chief arbiter's: the page cannot even say it.
  BOOST_TEST(act(token, {{"board", 1}, {"action", "result"}, {"result", "+/-"}}).status == 400);
  BOOST_TEST(act(token, {{"board", 1}, {"action", "result"}}).status == 400);
  BOOST_TEST((written() == before));
  BOOST_TEST(act(token, {{"board", 1}, {"action", "result"}, {"result", "0-1"}}).json()["type"] == "done");
  server.call([&] { BOOST_TEST(clocks.round_clocks().has_result(1)); });
  // A correction stays at the console.
  before = written();
  const auto second = act(token, {{"board", 1}, {"action", "result"}, {"result", "1-0"}});
  BOOST_TEST(second.json()["type"] == "refused");
  BOOST_TEST((written() == before));
  std::string by;
  server.call([&] {
    for (const auto& e : audit())
      if (e.action == "result.set") by = e.arbiter;
  });
  BOOST_TEST(by == deputy_name);
}

BOOST_FIXTURE_TEST_CASE(the_players_agreed_result_is_confirmed_from_the_floor_and_no_other_over_it,
                        FloorFixture) {
  CallingDevice device(server.port(), board_tokens.at(1));
  (void)device.next("state");
  device.send({{"type", "propose"}, {"side", "white"}, {"result", "="}});
  (void)device.next("proposal");
  device.send({{"type", "confirm"}, {"side", "black"}});
  (void)device.next("proposal");
  const auto floor = request(http::verb::get, "/arbiter/" + token + "/boards").json();
  BOOST_TEST(floor["boards"][0]["proposal"]["agreed"] == true);
  const auto before = written();
  BOOST_TEST(act(token, {{"board", 1}, {"action", "result"}, {"result", "1-0"}}).json()["type"] == "refused");
  BOOST_TEST((written() == before));
  BOOST_TEST(act(token, {{"board", 1}, {"action", "result"}, {"result", "="}}).json()["type"] == "done");
  std::string by;
  server.call([&] {
    for (const auto& e : audit())
      if (e.action == "result.confirm") by = e.arbiter;
  });
  BOOST_TEST(by == deputy_name);
}

BOOST_FIXTURE_TEST_CASE(
    every_write_without_a_valid_arbiter_token_or_from_another_site_is_refused_and_writes_nothing,
    FloorFixture) {
  const auto revoked = tokens.issue_arbiter(live.event.id, "Сидоров").token;
  server.call([&] { (void)tokens.revoke_arbiter(live.event.id, revoked); });
  const nlohmann::json pause{{"board", 1}, {"action", "pause"}};
  const std::vector<std::pair<std::string, std::string>> own{{"Origin", origin()},
                                                             {"Content-Type", "application/json"}};
  const auto before = written();
  // No token at all.
  BOOST_TEST(request(http::verb::post, "/arbiter", pause.dump(), own).status == 403);
  BOOST_TEST(request(http::verb::post, "/arbiter/action", pause.dump(), own).status ==
             405);  // a page, not an action
  BOOST_TEST(request(http::verb::post, "/arbiter//action", pause.dump(), own).status == 403);
  // A board's token is no arbiter's.
  BOOST_TEST(
      request(http::verb::post, "/arbiter/" + board_tokens.at(1) + "/action", pause.dump(), own).status ==
      403);
  BOOST_TEST(request(http::verb::get, "/arbiter/" + board_tokens.at(1)).status == 403);
  // A revoked token opens nothing, nor does one a character off.
  BOOST_TEST(request(http::verb::post, "/arbiter/" + revoked + "/action", pause.dump(), own).status == 403);
  BOOST_TEST(request(http::verb::get, "/arbiter/" + revoked + "/boards").status == 403);
  auto off = token;
  off.back() = off.back() == 'A' ? 'B' : 'A';
  BOOST_TEST(request(http::verb::post, "/arbiter/" + off + "/action", pause.dump(), own).status == 403);
  // The valid token, posted by another site's page the deputy_name's browser shows.
  BOOST_TEST(request(http::verb::post, "/arbiter/" + token + "/action", pause.dump(),
                     {{"Origin", "http://evil.example"}, {"Content-Type", "application/json"}})
                 .status == 403);
  BOOST_TEST(request(http::verb::post, "/arbiter/" + token + "/action", pause.dump(),
                     {{"Sec-Fetch-Site", "cross-site"}, {"Content-Type", "application/json"}})
                 .status == 403);
  // A form of another site can post only text/plain or form data: not JSON, so refused.
  BOOST_TEST(request(http::verb::post, "/arbiter/" + token + "/action", pause.dump(),
                     {{"Content-Type", "text/plain"}})
                 .status == 415);
  // Reads never write: a GET of the action, any other method.
  BOOST_TEST(request(http::verb::get, "/arbiter/" + token + "/action").status == 405);
  BOOST_TEST(request(http::verb::put, "/arbiter/" + token + "/action", pause.dump(), own).status == 405);
  BOOST_TEST(request(http::verb::post, "/arbiter/" + token + "/boards", pause.dump(), own).status == 405);
  BOOST_TEST(request(http::verb::post, "/live/pairings", pause.dump(), own).status == 405);
  BOOST_TEST(request(http::verb::post, "/board/" + board_tokens.at(1), pause.dump(), own).status == 405);
  BOOST_TEST((written() == before));
  server.call([&] { BOOST_TEST((clocks.clock(1).state().phase == clock::ClockPhase::running)); });
  // And the valid token from the server's own page does it.
  BOOST_TEST(act(token, pause).json()["type"] == "done");
}

BOOST_FIXTURE_TEST_CASE(hostile_actions_are_refused_as_unreadable_and_reach_no_use_case, FloorFixture) {
  const auto before = written();
  for (const std::string& body : {std::string("not json"), std::string("[]"), std::string(R"({"board": 1})"),
                                  std::string(R"({"board": "1", "action": "pause"})"),
                                  std::string(R"({"board": 0, "action": "pause"})"),
                                  std::string(R"({"board": 1, "action": "publish"})"),
                                  std::string(R"({"board": 1, "action": "appeal"})"),
                                  std::string(R"({"board": 1, "action": "result", "result": "-/-"})"),
                                  std::string(R"({"board": 1.5, "action": "pause"})")}) {
    const auto answer = request(http::verb::post, "/arbiter/" + token + "/action", body,
                                {{"Origin", origin()}, {"Content-Type", "application/json"}});
    BOOST_TEST(answer.status == 400, body);
  }
  // A board the round does not have is the backend's refusal.
  BOOST_TEST(act(token, {{"board", 9}, {"action", "pause"}}).json()["type"] == "refused");
  BOOST_TEST((written() == before));
}

BOOST_AUTO_TEST_SUITE_END()
