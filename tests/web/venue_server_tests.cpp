// The venue server (shashki/web/venue_server.hpp) on 127.0.0.1 with a real WebSocket client:
// a device's press reaches the round's ClockService and is journaled before it is acknowledged;
// bad links, bad messages and floods of connections are refused and leave the server serving.
#define BOOST_TEST_MODULE web_tests
#include "live_fixture.hpp"

#include "shashki/app/appeal_service.hpp"
#include "shashki/app/clock_service.hpp"
#include "shashki/app/errors.hpp"
#include "shashki/clock/boot_time_source.hpp"
#include "shashki/db/live_repository.hpp"
#include "shashki/web/app_board_backend.hpp"
#include "shashki/web/venue_server.hpp"

#include <boost/asio/connect.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <boost/test/unit_test.hpp>
#include <nlohmann/json.hpp>

#include <sys/resource.h>

#include <algorithm>
#include <map>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

using namespace shashki;
namespace net = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
using tcp = net::ip::tcp;

namespace {

// A published round of two boards, its clocks, a backend whose tokens are "board-1" and "board-2",
// and a server on a free port of 127.0.0.1 with a small limit per address and a small queue.
struct VenueFixture {
  app::test::LiveFixture live{2};
  app::ClockService clocks{*live.session, live.time, live.event.id, 1};
  web::AppBoardBackend backend{*live.session, clocks,
                               [this](std::string_view token) -> std::optional<web::BoardRef> {
                                 if (token == "board-1") return web::BoardRef{live.event.id, 1, 1};
                                 if (token == "board-2") return web::BoardRef{live.event.id, 1, 2};
                                 if (token == "old-round") return web::BoardRef{live.event.id, 7, 1};
                                 return std::nullopt;
                               },
                               "en"};
  clock::BootTimeSource real_time;
  std::mutex log_mutex;
  std::vector<std::string> log;
  web::VenueServer server;

  explicit VenueFixture(web::VenueOptions chosen = options())
      : server{backend, real_time, std::move(chosen), [this](const std::string& line) {
                 const std::lock_guard lock(log_mutex);
                 log.push_back(line);
               }} {
    server.start();
  }
  ~VenueFixture() { server.stop(); }

  static web::VenueOptions options() {
    web::VenueOptions o;
    o.address = "127.0.0.1";
    o.port = 0;
    o.max_per_address = 16;
    o.max_message_bytes = 1024;
    o.max_queued_bytes = 16 * 1024;
    return o;
  }

  // The log's lines from the `from`-th on that hold `text`.
  [[nodiscard]] std::vector<std::string> log_lines(std::size_t from = 0, std::string_view text = "") {
    const std::lock_guard lock(log_mutex);
    std::vector<std::string> lines;
    for (std::size_t k = from; k < log.size(); ++k) {
      if (log[k].find(text) != std::string::npos) lines.push_back(log[k]);
    }
    return lines;
  }

  // Waits (without timing anything) until the server counts `devices` clock connections.
  void wait_for_devices(std::size_t devices) {
    for (int i = 0; i < 500 && server.status().devices != devices; ++i)
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }

  [[nodiscard]] std::string joined_log() {
    const std::lock_guard lock(log_mutex);
    std::string text;
    for (const auto& line : log) text += line + "\n";
    return text;
  }
};

// The fixture with a lenient limit of bad messages: a device's refusals go on and on.
struct LenientFixture : VenueFixture {
  LenientFixture() : VenueFixture(lenient()) {}
  static web::VenueOptions lenient() {
    auto o = options();
    o.max_bad_messages = 1000;
    return o;
  }
};

// A WebSocket frame of a short text as a client must send it (RFC 6455, 5.2: masked), for a
// client that writes past Beast's stream.
std::string client_frame(const std::string& text) {
  BOOST_REQUIRE(text.size() < 126);
  std::string frame{static_cast<char>(0x81), static_cast<char>(0x80 | text.size())};
  const char mask[4] = {0x15, 0x2a, 0x3f, 0x54};
  frame.append(mask, 4);
  for (std::size_t i = 0; i < text.size(); ++i) frame += static_cast<char>(text[i] ^ mask[i % 4]);
  return frame;
}

// A device: a WebSocket client on a board's link.
class Device {
 public:
  Device(unsigned short port, const std::string& token) : m_ws(m_io) {
    tcp::resolver resolver(m_io);
    net::connect(m_ws.next_layer(), resolver.resolve("127.0.0.1", std::to_string(port)));
    m_ws.handshake("127.0.0.1:" + std::to_string(port), "/ws/" + token);
  }
  void send(const std::string& text) { m_ws.write(net::buffer(text)); }
  void send(const nlohmann::json& message) { send(message.dump()); }
  // The same text in a binary frame, which the protocol does not use.
  void send_binary(const std::string& text) {
    m_ws.binary(true);
    m_ws.write(net::buffer(text));
    m_ws.text(true);
  }
  // The next message that is not a ping (pings are answered, as the page does).
  nlohmann::json next() {
    for (;;) {
      beast::flat_buffer buffer;
      m_ws.read(buffer);
      auto message = nlohmann::json::parse(beast::buffers_to_string(buffer.data()));
      if (message["type"] == "ping") {
        send(nlohmann::json{{"type", "pong"}, {"id", message["id"]}});
        continue;
      }
      return message;
    }
  }
  // The next message of `type`, skipping the board states sent in between.
  nlohmann::json next(const std::string& type) {
    for (;;) {
      auto message = next();
      if (message["type"] == type) return message;
    }
  }
  websocket::stream<tcp::socket>& socket() { return m_ws; }

 private:
  net::io_context m_io;
  websocket::stream<tcp::socket> m_ws;
};

// One HTTP GET: the status and the body.
std::pair<int, std::string> get(unsigned short port, const std::string& target) {
  net::io_context io;
  tcp::socket socket(io);
  tcp::resolver resolver(io);
  net::connect(socket, resolver.resolve("127.0.0.1", std::to_string(port)));
  http::request<http::empty_body> request{http::verb::get, target, 11};
  request.set(http::field::host, "127.0.0.1");
  http::write(socket, request);
  beast::flat_buffer buffer;
  http::response<http::string_body> response;
  http::read(socket, buffer, response);
  return {response.result_int(), response.body()};
}

// Board `board`'s clock journal as the database holds it.
std::vector<clock::ClockRecordRow> live_journal(app::test::LiveFixture& live, int board) {
  return db::LiveRepository(live.session->database()).load_clock(live.game(board));
}

nlohmann::json press(const std::string& side, std::uint64_t seq, long long think_ms) {
  return {{"type", "press"}, {"side", side}, {"seq", seq}, {"think_ms", think_ms}};
}

}  // namespace

BOOST_AUTO_TEST_SUITE(venue_server_tests)

BOOST_FIXTURE_TEST_CASE(a_device_s_press_is_journaled_before_it_is_acknowledged, VenueFixture) {
  server.call([&] { clocks.start_all(); });
  Device device(server.port(), "board-1");
  const auto first = device.next("state");
  BOOST_TEST(first["phase"] == "running");
  BOOST_TEST(first["running"] == "white");
  BOOST_TEST(first["control"] == "30+30");
  live.time.advance(std::chrono::seconds(12));
  device.send(press("white", 1, 12000));
  const auto ack = device.next("ack");
  BOOST_TEST(ack["seq"] == 1);
  // The acknowledged press is in the database: a ClockService loading the journals sees it.
  server.stop();
  app::ClockService reloaded(*live.session, live.time, live.event.id, 1);
  BOOST_TEST(reloaded.clock(1).moves(clock::Side::white) == 1);
  BOOST_TEST(reloaded.clock(2).moves(clock::Side::white) == 0);
}

BOOST_FIXTURE_TEST_CASE(every_device_of_the_board_is_sent_the_state_after_a_press, VenueFixture) {
  server.call([&] { clocks.start_all(); });
  Device white(server.port(), "board-1");
  Device black(server.port(), "board-1");
  (void)white.next("state");
  (void)black.next("state");
  white.send(press("white", 1, 500));
  const auto seen = black.next("state");
  BOOST_TEST(seen["running"] == "black");
  BOOST_TEST(seen["white"]["moves"] == 1);
  BOOST_TEST(server.connected(web::BoardRef{live.event.id, 1, 1}));
  BOOST_TEST(!server.connected(web::BoardRef{live.event.id, 1, 2}));
}

BOOST_FIXTURE_TEST_CASE(a_press_sent_twice_is_acknowledged_twice_and_written_once, VenueFixture) {
  server.call([&] { clocks.start_all(); });
  Device device(server.port(), "board-1");
  (void)device.next("state");
  device.send(press("white", 1, 700));
  BOOST_TEST(device.next("ack")["seq"] == 1);
  device.send(press("white", 1, 700));
  const auto again = device.next("ack");
  BOOST_TEST(again["seq"] == 1);
  BOOST_TEST(again["duplicate"] == true);
  server.stop();
  BOOST_TEST(clocks.clock(1).moves(clock::Side::white) == 1);
  BOOST_TEST(clocks.clock(1).moves(clock::Side::black) == 0);
}

BOOST_FIXTURE_TEST_CASE(a_press_out_of_turn_is_refused_and_changes_nothing, VenueFixture) {
  server.call([&] { clocks.start_all(); });
  Device device(server.port(), "board-2");
  (void)device.next("state");
  device.send(press("black", 1, 700));
  const auto refused = device.next("refused");
  BOOST_TEST(refused["code"] == "press");
  BOOST_TEST(!refused["message"].get<std::string>().empty());
  server.stop();
  BOOST_TEST(clocks.clock(2).moves(clock::Side::black) == 0);
  BOOST_TEST(clocks.clock(2).journal().size() == 1u);  // the start only
}

BOOST_FIXTURE_TEST_CASE(the_arbiter_s_pause_reaches_the_board_s_device, VenueFixture) {
  server.call([&] { clocks.start_all(); });
  Device device(server.port(), "board-1");
  (void)device.next("state");
  // A pause of the board whose reason only reads like an appeal is no appeal: the cause says so.
  server.call([&] { clocks.pause(1, std::nullopt, "appeal: touch-move"); });
  server.board_changed(web::BoardRef{live.event.id, 1, 1});
  const auto paused = device.next("state");
  BOOST_TEST(paused["phase"] == "paused");
  BOOST_TEST(paused["appeal"] == false);
  // An appeal stops the clock with the appeal as its cause (6.1.10.3).
  server.call([&] {
    clocks.resume(1);
    app::AppealService(*live.session, clocks).open(app::AppealRequest{1, clock::Side::white, "touch-move"});
  });
  server.board_changed(web::BoardRef{live.event.id, 1, 1});
  auto appealed = device.next("state");
  while (appealed["phase"] != "paused") appealed = device.next("state");
  BOOST_TEST(appealed["appeal"] == true);
}

BOOST_FIXTURE_TEST_CASE(a_clock_connection_from_another_site_s_page_is_refused_even_with_the_token,
                        VenueFixture) {
  server.call([&] { clocks.start_all(); });
  const auto journal = live_journal(live, 1).size();
  const auto open_from = [&](const std::string& origin) {
    net::io_context io;
    websocket::stream<tcp::socket> ws(io);
    tcp::resolver resolver(io);
    net::connect(ws.next_layer(), resolver.resolve("127.0.0.1", std::to_string(server.port())));
    ws.set_option(websocket::stream_base::decorator(
        [origin](websocket::request_type& request) { request.set(http::field::origin, origin); }));
    beast::error_code ec;
    ws.handshake("127.0.0.1:" + std::to_string(server.port()), "/ws/board-1", ec);
    if (ec) return false;
    ws.write(net::buffer(press("white", 1, 1000).dump()));
    return true;
  };
  BOOST_TEST(!open_from("http://attacker.example"));
  BOOST_TEST(!open_from("http://127.0.0.1:1"));
  BOOST_TEST(live_journal(live, 1).size() == journal);
  BOOST_TEST(joined_log().find("refused: a clock connection opened from another site") != std::string::npos);
  // The board's own page opens it.
  BOOST_TEST(open_from("http://127.0.0.1:" + std::to_string(server.port())));
}

BOOST_FIXTURE_TEST_CASE(the_board_page_is_served_for_a_valid_link_and_a_bad_link_gets_the_refusal_page,
                        VenueFixture) {
  const auto [ok, page] = get(server.port(), "/board/board-1");
  BOOST_TEST(ok == 200);
  BOOST_TEST(page.find("new WebSocket") != std::string::npos);
  const auto [refused, notice] = get(server.port(), "/board/no-such-board");
  BOOST_TEST(refused == 403);
  BOOST_TEST(notice.find("not valid") != std::string::npos);
  BOOST_TEST(get(server.port(), "/board/old-round").first == 403);  // another round's link
  BOOST_TEST(get(server.port(), "/board/%3Cscript%3E").first == 403);
  BOOST_TEST(get(server.port(), "/etc/passwd").first == 404);
  // Refusals are logged, the link itself never.
  const auto lines = joined_log();
  BOOST_TEST(lines.find("refused: a board page") != std::string::npos, lines);
  BOOST_TEST(lines.find("no-such-board") == std::string::npos, lines);
}

BOOST_FIXTURE_TEST_CASE(a_clock_connection_with_a_bad_link_is_refused, VenueFixture) {
  BOOST_CHECK_THROW(Device(server.port(), "forged-token"), boost::system::system_error);
  BOOST_TEST(server.status().refused >= 1u);
  BOOST_TEST(server.status().devices == 0u);
}

BOOST_FIXTURE_TEST_CASE(malformed_and_oversized_messages_are_refused_and_the_server_serves_on, VenueFixture) {
  server.call([&] { clocks.start_all(); });
  {
    Device device(server.port(), "board-1");
    (void)device.next("state");
    device.send(std::string("not json at all"));
    BOOST_TEST(device.next("refused")["code"] == "malformed");
    device.send(nlohmann::json{{"type", "press"}, {"side", "purple"}, {"seq", 1}, {"think_ms", 1}});
    BOOST_TEST(device.next("refused")["code"] == "malformed");
    device.send(nlohmann::json{{"type", "press"}, {"side", "white"}, {"seq", -4}, {"think_ms", 1}});
    BOOST_TEST(device.next("refused")["code"] == "malformed");
    device.send(nlohmann::json{{"type", "replay"}, {"presses", "many"}});
    BOOST_TEST(device.next("refused")["code"] == "malformed");
    // Larger than the limit: the server closes the connection.
    device.send(std::string(4096, 'x'));
    bool closed = false;
    try {
      for (int i = 0; i < 50; ++i) (void)device.next();
    } catch (const boost::system::system_error&) {
      closed = true;
    }
    BOOST_TEST(closed);
  }
  Device again(server.port(), "board-1");
  BOOST_TEST(again.next("state")["white"]["moves"] == 0);  // nothing was written
}

BOOST_FIXTURE_TEST_CASE(thousands_of_connections_from_one_address_are_refused_and_nothing_is_written,
                        VenueFixture) {
  // Three thousand sockets held open at once, and the server's side of each: room for both.
  constexpr std::size_t flood = 3000;
  rlimit files{};
  BOOST_REQUIRE(getrlimit(RLIMIT_NOFILE, &files) == 0);
  files.rlim_cur = std::max<rlim_t>(files.rlim_cur, std::min<rlim_t>(files.rlim_max, 2 * flood + 256));
  BOOST_REQUIRE(setrlimit(RLIMIT_NOFILE, &files) == 0);
  BOOST_REQUIRE_MESSAGE(files.rlim_cur >= 2 * flood + 256,
                        "the descriptor limit " << files.rlim_cur << " is too low for the flood");
  const auto journal_before = live_journal(live, 1).size();
  net::io_context io;
  std::vector<tcp::socket> sockets;
  sockets.reserve(flood);
  tcp::resolver resolver(io);
  const auto endpoints = resolver.resolve("127.0.0.1", std::to_string(server.port()));
  for (std::size_t i = 0; i < flood; ++i) {
    sockets.emplace_back(io);
    net::connect(sockets.back(), endpoints);
    // Every other one says something: half a request, a forged press, a line of noise.
    const std::string noise[] = {"GET /ws/board-1 HTTP/1.1\r\nHost: x\r\n", "{\"type\":\"press\"}",
                                 std::string(64, '\x7f')};
    beast::error_code ignored;
    if (i % 2 == 0) net::write(sockets.back(), net::buffer(noise[i % 3]), ignored);
  }
  // The ones beyond the limit are closed at once; the server counts them as refused.
  const auto beyond = flood - 16;
  for (int i = 0; i < 500 && server.status().refused < beyond; ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  BOOST_TEST(server.status().refused >= beyond);
  BOOST_TEST(server.status().connections <= 16u);
  BOOST_TEST(joined_log().find("beyond the limit of one address (127.0.0.1)") != std::string::npos);
  sockets.clear();
  for (int i = 0; i < 250 && server.status().connections > 0u; ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  // Nothing was written, and the server serves on: a board's device presses as before.
  BOOST_TEST(live_journal(live, 1).size() == journal_before);
  BOOST_TEST(get(server.port(), "/board/board-1").first == 200);
  clocks.start_all();
  Device device(server.port(), "board-1");
  (void)device.next("state");
  device.send(press("white", 1, 100));
  BOOST_TEST(device.next("ack")["seq"] == 1);
}

// Think time the board's clock charged its last event: the last record's reading less the one before.
std::chrono::milliseconds last_think(const clock::GameClock& c) {
  const auto& journal = c.journal();
  return journal.back().reading - journal[journal.size() - 2].reading;
}

BOOST_FIXTURE_TEST_CASE(a_replay_on_a_connection_open_since_the_last_acknowledgement_is_bounded_like_a_press,
                        VenueFixture) {
  std::vector<long long> outages;
  server.call([&] {
    clocks.start_all();
    backend.on_outage = [&](int, std::chrono::milliseconds offline) { outages.push_back(offline.count()); };
  });
  Device device(server.port(), "board-1");
  (void)device.next("state");
  live.time.advance(std::chrono::seconds(1));
  device.send(press("white", 1, 1000));
  BOOST_TEST(device.next("ack")["seq"] == 1);
  // Black thinks 5 s; the same connection then claims, as a "replay", that Black pressed at once.
  live.time.advance(std::chrono::seconds(5));
  device.send(nlohmann::json{
      {"type", "replay"}, {"ack", 1}, {"presses", {{{"side", "black"}, {"seq", 2}, {"think_ms", 0}}}}});
  const auto answer = device.next("replayed");
  BOOST_TEST(answer["applied"] == 1);
  BOOST_TEST(answer["clamped"] == 1);
  BOOST_TEST(answer["offline_ms"] == 0);
  server.stop();
  // Charged like a live press: what the server saw, less at most the round-trip bound (2 s at most).
  const auto charged = last_think(clocks.clock(1));
  BOOST_TEST(clocks.clock(1).moves(clock::Side::black) == 1);
  BOOST_TEST(charged.count() <= 5000);
  BOOST_TEST(charged.count() >= 3000);
  // The device was never away: nothing says it was.
  BOOST_TEST(outages.empty());
  BOOST_TEST(!clocks.last_outage(1).has_value());
}

BOOST_FIXTURE_TEST_CASE(a_replay_on_a_connection_open_since_the_clock_started_is_bounded_like_a_press,
                        VenueFixture) {
  Device device(server.port(), "board-1");
  BOOST_TEST(device.next("state")["phase"] == "not-started");
  server.call([&] { clocks.start_all(); });
  server.board_changed(web::BoardRef{live.event.id, 1, 1});
  BOOST_TEST(device.next("state")["phase"] == "running");
  live.time.advance(std::chrono::seconds(5));
  device.send(nlohmann::json{
      {"type", "replay"}, {"ack", 0}, {"presses", {{{"side", "white"}, {"seq", 1}, {"think_ms", 0}}}}});
  const auto answer = device.next("replayed");
  BOOST_TEST(answer["offline_ms"] == 0);
  server.stop();
  BOOST_TEST(clocks.clock(1).moves(clock::Side::white) == 1);
  BOOST_TEST(last_think(clocks.clock(1)).count() >= 3000);
  BOOST_TEST(!clocks.last_outage(1).has_value());
}

BOOST_FIXTURE_TEST_CASE(a_replay_after_a_real_outage_is_applied_by_the_device_s_times_and_reported,
                        VenueFixture) {
  std::vector<long long> outages;
  server.call([&] {
    clocks.start_all();
    backend.on_outage = [&](int, std::chrono::milliseconds offline) { outages.push_back(offline.count()); };
  });
  {
    Device device(server.port(), "board-1");
    (void)device.next("state");
    live.time.advance(std::chrono::seconds(1));
    device.send(press("white", 1, 1000));
    BOOST_TEST(device.next("ack")["seq"] == 1);
  }
  // The phone lost the network for 12 s; Black pressed after 4 s meanwhile. Back, it replays.
  live.time.advance(std::chrono::seconds(12));
  Device back(server.port(), "board-1");
  BOOST_TEST(back.next("state")["ack"] == 1);
  back.send(nlohmann::json{
      {"type", "replay"}, {"ack", 1}, {"presses", {{{"side", "black"}, {"seq", 2}, {"think_ms", 4000}}}}});
  const auto answer = back.next("replayed");
  BOOST_TEST(answer["applied"] == 1);
  BOOST_TEST(answer["clamped"] == 0);
  BOOST_TEST(answer["offline_ms"] == 12000);
  server.stop();
  BOOST_TEST(last_think(clocks.clock(1)).count() == 4000);
  BOOST_TEST(outages == std::vector<long long>{12000});
  BOOST_TEST(clocks.last_outage(1).value_or(std::chrono::milliseconds(0)).count() == 12000);
}

BOOST_FIXTURE_TEST_CASE(a_binary_frame_is_refused_as_a_bad_message_and_never_taken_as_a_press, VenueFixture) {
  server.call([&] { clocks.start_all(); });
  Device device(server.port(), "board-1");
  (void)device.next("state");
  device.send_binary(press("white", 1, 700).dump());
  const auto answer = device.next();
  BOOST_TEST(answer["type"] == "refused");
  BOOST_TEST(answer["code"] == "malformed");
  // The same press as text is the board's first: the binary one was not applied.
  device.send(press("white", 1, 700));
  BOOST_TEST(device.next("ack")["duplicate"] == false);
  // Binary frames count toward the limit of bad messages: the eighth closes the connection.
  int refused = 1;
  bool closed = false;
  try {
    for (int i = 0; i < 20; ++i) {
      device.send_binary(press("black", 2, 700).dump());
      if (device.next()["type"] == "refused") ++refused;
    }
  } catch (const boost::system::system_error&) {
    closed = true;
  }
  BOOST_TEST(closed);
  BOOST_TEST(refused <= 8);
  BOOST_TEST(server.status().refused >= 8u);
}

BOOST_FIXTURE_TEST_CASE(a_board_link_with_a_query_string_is_accepted_and_its_token_still_checked_exactly,
                        VenueFixture) {
  server.call([&] { clocks.start_all(); });
  // Messengers and QR readers append their own parameters to a link.
  BOOST_TEST(get(server.port(), "/board/board-1?fbclid=IwAR2xYz_Q-9").first == 200);
  BOOST_TEST(get(server.port(), "/board/board-1?utm_source=x&utm_medium=qr").first == 200);
  BOOST_TEST(get(server.port(), "/board/board-1?").first == 200);
  BOOST_TEST(get(server.port(), "/board/board-12?utm_source=x").first == 403);
  BOOST_TEST(get(server.port(), "/board/board-?utm_source=1").first == 403);
  BOOST_TEST(get(server.port(), "/board/?board-1").first == 403);
  BOOST_TEST(get(server.port(), "/board/board-1%3Futm_source=x").first == 403);
  Device device(server.port(), "board-1?fbclid=IwAR2xYz_Q-9");
  BOOST_TEST(device.next("state")["board"] == 1);
  BOOST_CHECK_THROW(Device(server.port(), "board-3?utm_source=x"), boost::system::system_error);
  BOOST_CHECK_THROW(Device(server.port(), "?board-1"), boost::system::system_error);
  // What follows the link is not logged either.
  BOOST_TEST(joined_log().find("fbclid") == std::string::npos);
}

BOOST_FIXTURE_TEST_CASE(a_flood_of_refused_presses_from_a_device_that_never_reads_is_closed_at_the_limit,
                        VenueFixture) {
  server.call([&] { clocks.start_all(); });
  const auto journal_before = live_journal(live, 1).size();
  const auto log_before = log_lines().size();
  bool closed = false;
  int refusals_read = 0;
  {
    Device flood(server.port(), "board-1");
    (void)flood.next("state");
    // Black presses out of turn as fast as the socket takes it, and reads nothing.
    const auto wrong = press("black", 1, 100).dump();
    int sent = 0;
    for (; sent < 20000 && !closed; ++sent) {
      beast::error_code ec;
      flood.socket().write(net::buffer(wrong), ec);
      closed = ec.failed();
    }
    // The writes may all have reached the buffers before the server closed: what it sent then
    // ends in the close. (A server that answers every press sends two messages for each.)
    try {
      for (int i = 0; i < 2 * sent && !closed; ++i) {
        if (flood.next()["type"] == "refused") ++refusals_read;
      }
    } catch (const boost::system::system_error&) {
      closed = true;
    }
  }
  BOOST_TEST(closed);
  BOOST_TEST(refusals_read <= 8);
  wait_for_devices(0);
  // Eight refusals, then the connection was closed: nothing more was read, queued or logged.
  BOOST_TEST(server.status().refused == 8u);
  BOOST_TEST(server.status().queue_high_water <= options().max_queued_bytes);
  const auto lines = log_lines(log_before);
  BOOST_TEST(lines.size() <= 12u);
  BOOST_TEST(log_lines(log_before, "refused: a press message").size() == 8u);
  // Nothing was written, and the server serves on.
  BOOST_TEST(live_journal(live, 1).size() == journal_before);
  Device device(server.port(), "board-1");
  (void)device.next("state");
  device.send(press("white", 1, 100));
  BOOST_TEST(device.next("ack")["seq"] == 1);
}

BOOST_FIXTURE_TEST_CASE(a_device_that_never_reads_is_read_no_more_once_its_unsent_messages_reach_the_limit,
                        VenueFixture) {
  server.call([&] { clocks.start_all(); });
  const auto limit = options().max_queued_bytes;
  Device device(server.port(), "board-1");
  (void)device.next("state");
  device.send(press("white", 1, 700));
  BOOST_TEST(device.next("ack")["seq"] == 1);
  // From now on it sends that press again and again, each answered with an acknowledgement and
  // the board's state, and reads nothing: its socket's small buffer fills, then the server's.
  auto& socket = device.socket().next_layer();
  socket.set_option(net::socket_base::receive_buffer_size(4096));
  socket.non_blocking(true);
  const auto frame = client_frame(press("white", 1, 700).dump());
  std::string burst;
  for (int i = 0; i < 64; ++i) burst += frame;
  std::string_view unsent;
  std::size_t written = 0;
  constexpr std::size_t most = 100'000 * 60;  // some 100,000 presses, 6 MB of answers at least
  while (written < most && server.status().held_back == 0) {
    if (unsent.empty()) unsent = burst;
    beast::error_code ec;
    const auto n = socket.write_some(net::buffer(unsent.data(), unsent.size()), ec);
    if (ec == net::error::would_block) {
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
      continue;
    }
    BOOST_REQUIRE_MESSAGE(!ec, ec.message() << " after " << written << " bytes");
    unsent.remove_prefix(n);
    written += n;
  }
  // The server stopped reading the device with its messages at the limit, and held no more.
  BOOST_TEST(server.status().held_back == 1u);
  const auto high = server.status().queue_high_water;
  BOOST_TEST(high >= limit);
  BOOST_TEST(high <= 2 * limit);
  BOOST_TEST(written < most);
  // The other boards are served meanwhile.
  Device other(server.port(), "board-2");
  (void)other.next("state");
  other.send(press("white", 1, 100));
  BOOST_TEST(other.next("ack")["seq"] == 1);
  // Once the device has gone, nothing of it is held.
  beast::error_code ignored;
  socket.close(ignored);
  wait_for_devices(1);
  BOOST_TEST(server.status().held_back == 0u);
  BOOST_TEST(server.status().queue_high_water <= 2 * limit);
}

BOOST_FIXTURE_TEST_CASE(a_device_s_refusals_beyond_a_few_are_summed_up_in_one_line_of_the_log,
                        LenientFixture) {
  server.call([&] { clocks.start_all(); });
  const auto log_before = log_lines().size();
  {
    Device device(server.port(), "board-1");
    (void)device.next("state");
    for (int i = 0; i < 300; ++i) {
      device.send(press("black", 1, 100));
      BOOST_TEST_INFO("press " << i);
      BOOST_TEST(device.next("refused")["code"] == "press");
    }
  }
  wait_for_devices(0);
  BOOST_TEST(server.status().refused == 300u);
  const auto refusals = log_lines(log_before, "refused: a press message");
  BOOST_TEST(refusals.size() == 16u);
  const auto summary = log_lines(log_before, "284 more refusals");
  BOOST_TEST(summary.size() == 1u);
  BOOST_TEST(log_lines(log_before).size() <= 20u);
}

BOOST_AUTO_TEST_CASE(a_port_in_use_is_refused_with_a_message) {
  app::test::LiveFixture live{1};
  app::ClockService clocks(*live.session, live.time, live.event.id, 1);
  web::AppBoardBackend backend(
      *live.session, clocks, [](std::string_view) { return std::nullopt; }, "en");
  clock::BootTimeSource time;
  web::VenueOptions options;
  options.address = "127.0.0.1";
  options.port = 0;
  web::VenueServer first(backend, time, options);
  first.start();
  options.port = first.port();
  web::VenueServer second(backend, time, options);
  BOOST_CHECK_EXCEPTION(second.start(), app::Error, [](const app::Error& e) {
    return std::string(e.what()).find("cannot listen on 127.0.0.1") != std::string::npos;
  });
}

BOOST_FIXTURE_TEST_CASE(a_device_that_floods_proposals_is_refused_beyond_its_allowance_and_writes_no_more,
                        LenientFixture) {
  server.call([&] { clocks.start_all(); });
  Device device(server.port(), "board-1");
  (void)device.next("state");
  const auto rows = live.audit_actions().size();
  // Proposals switched back and forth as fast as a script sends them: each would be a write and
  // an audit row. The board's allowance takes the first few; the rest are refused as `busy`.
  int busy = 0;
  for (int k = 0; k < 20; ++k) {
    device.send(
        nlohmann::json{{"type", "propose"}, {"side", "white"}, {"result", k % 2 == 0 ? "1-0" : "0-1"}});
    for (;;) {
      const auto answer = device.next();
      if (answer["type"] == "proposal") break;
      if (answer["type"] == "refused") {
        BOOST_TEST(answer["code"] == "busy");
        ++busy;
        break;
      }
    }
  }
  const auto written = live.audit_actions().size() - rows;
  BOOST_TEST(busy >= 13);
  BOOST_TEST(written <= 7u);
  BOOST_TEST(written + static_cast<std::size_t>(busy) >= 20u);
  // A second connection of the same board gets no fresh allowance.
  Device again(server.port(), "board-1");
  (void)again.next("state");
  again.send(nlohmann::json{{"type", "call"}});
  for (;;) {
    const auto answer = again.next();
    if (answer["type"] == "refused" || answer["type"] == "called") {
      BOOST_TEST(answer["type"] == "refused");
      break;
    }
  }
}

BOOST_AUTO_TEST_SUITE_END()
