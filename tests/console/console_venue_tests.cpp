// The venue network switched on from the Clocks page (docs/venue.md): a phone's press reaches the
// wall's clocks through the window's thread, the tile shows the phone and its call to the arbiter,
// and switching off leaves the clocks where they are.
#include <boost/test/unit_test.hpp>

#include "board_qr_ui.hpp"
#include "clocks_panel_ui.hpp"
#include "floor_arbiters_ui.hpp"
#include "gui_helpers.hpp"
#include "main_frame.hpp"
#include "shashki/clock/manual_time_source.hpp"
#include "shashki/test/support.hpp"

#include <wx/textctrl.h>
#include <boost/asio/connect.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <nlohmann/json.hpp>

#include <atomic>
#include <memory>
#include <optional>
#include <thread>

using namespace shashki;
using namespace std::chrono_literals;
using console::test_gui::settle;
namespace net = boost::asio;
namespace beast = boost::beast;

namespace {

// A published round 1 of two boards at 30 minutes a side.
struct Round {
  test::TempDir dir;
  std::filesystem::path db = dir.path() / "arbiter.db";

  Round() {
    console::init_wx_translations("en");
    console::test_gui::published_round_one(db, "Venue day", 4, "30",
                                           [](int i) { return "Player " + std::to_string(i); });
  }
};

// Pumps the window's events until `done` or five seconds have passed: the phone's thread waits
// for this thread to run the server's calls.
bool pump_until(const std::atomic<bool>& done) {
  for (int i = 0; i < 500 && !done; ++i) {
    settle();
    std::this_thread::sleep_for(10ms);
  }
  return done;
}

// The console on the round's wall; the test drives its ticks.
console::MainFrame* on_wall(const Round& round, const clock::TimeSource& time) {
  auto* frame = console::test_gui::open_console(round.db, time);
  frame->open_clock_wall();
  frame->clocks().wall()->stop_timer();
  return frame;
}

// The HTTP status of GET `target` on 127.0.0.1:`port`.
int status_of(unsigned short port, const std::string& target) {
  net::io_context io;
  net::ip::tcp::socket socket(io);
  net::ip::tcp::resolver resolver(io);
  net::connect(socket, resolver.resolve("127.0.0.1", std::to_string(port)));
  beast::http::request<beast::http::empty_body> request{beast::http::verb::get, target, 11};
  request.set(beast::http::field::host, "127.0.0.1");
  beast::http::write(socket, request);
  beast::flat_buffer buffer;
  beast::http::response<beast::http::string_body> response;
  beast::http::read(socket, buffer, response);
  return response.result_int();
}

// The HTTP status a phone gets for `target` while the window keeps handling its events (the
// server's answers pass through the window's thread).
int status_from_phone(unsigned short port, const std::string& target) {
  std::atomic<bool> done{false};
  int status = 0;
  std::thread phone([&] {
    status = status_of(port, target);
    done = true;
  });
  BOOST_TEST(pump_until(done));
  phone.join();
  return status;
}

// The token at the end of the selected board's QR code.
std::string token_shown(console::ClocksPanel& clocks) {
  const auto url = clocks.board_qr_shown()->url();
  return url.substr(url.rfind('/') + 1);
}

}  // namespace

BOOST_AUTO_TEST_SUITE(console_venue_tests)

BOOST_AUTO_TEST_CASE(a_phone_s_press_reaches_the_wall_and_its_tile_shows_the_phone_its_call_and_its_outage) {
  const Round round;
  clock::ManualTimeSource time(1000s);
  auto* frame = on_wall(round, time);
  auto& clocks = frame->clocks();
  clocks.start_all();
  BOOST_REQUIRE(clocks.set_venue(true, 0));
  BOOST_REQUIRE(clocks.venue() != nullptr);
  const auto port = clocks.venue()->port();
  BOOST_TEST(clocks.venue_status().utf8_string().find("0 of 2 boards connected") != std::string::npos,
             clocks.venue_status().utf8_string());
  const int board = clocks.wall()->board(0);
  BOOST_TEST(clocks.wall()->tile_text(0).utf8_string().find("no phone") != std::string::npos);
  // The board's link, as its QR code carries it.
  clocks.wall()->select(0);
  auto* qr = clocks.board_qr("http://127.0.0.1:" + std::to_string(port));
  BOOST_REQUIRE(qr != nullptr);
  const std::string token = qr->url().substr(qr->url().rfind('/') + 1);
  qr->Destroy();

  std::atomic<bool> pressed{false};
  std::atomic<bool> called{false};
  std::atomic<bool> finish{false};
  std::atomic<bool> closed{false};
  std::atomic<bool> replay{false};
  std::atomic<bool> replayed{false};
  std::string failure;
  std::thread phone([&] {
    try {
      net::io_context io;
      net::ip::tcp::resolver resolver(io);
      const auto connect = [&] {
        auto ws = std::make_unique<beast::websocket::stream<net::ip::tcp::socket>>(io);
        net::connect(ws->next_layer(), resolver.resolve("127.0.0.1", std::to_string(port)));
        ws->handshake("127.0.0.1", "/ws/" + token);
        return ws;
      };
      auto ws = connect();
      const auto next = [&](const std::string& type) {
        for (;;) {
          beast::flat_buffer buffer;
          ws->read(buffer);
          const auto m = nlohmann::json::parse(beast::buffers_to_string(buffer.data()));
          if (m["type"] == type) return m;
        }
      };
      (void)next("state");
      ws->write(net::buffer(
          nlohmann::json{{"type", "press"}, {"side", "white"}, {"seq", 1}, {"think_ms", 0}}.dump()));
      (void)next("ack");
      pressed = true;
      ws->write(net::buffer(nlohmann::json{{"type", "call"}}.dump()));
      (void)next("called");
      called = true;
      // The phone lost the network, Black pressed meanwhile; back on a new connection, it
      // replays that press (a replay on the connection that saw the press acknowledged follows
      // no outage).
      while (!replay) std::this_thread::sleep_for(10ms);
      ws->next_layer().close();
      ws = connect();
      (void)next("state");
      ws->write(net::buffer(nlohmann::json{
          {"type", "replay"}, {"ack", 1}, {"presses", {{{"side", "black"}, {"seq", 2}, {"think_ms", 5000}}}}}
                                .dump()));
      (void)next("replayed");
      replayed = true;
      while (!finish) std::this_thread::sleep_for(10ms);
      ws->close(beast::websocket::close_code::normal);
    } catch (const std::exception& e) {
      failure = e.what();
      pressed = called = replayed = true;
    }
    closed = true;
  });
  BOOST_TEST(pump_until(pressed));
  BOOST_TEST(pump_until(called));
  BOOST_TEST(failure.empty(), failure);
  // The press is the wall's clock's: White has moved, Black's clock runs.
  BOOST_TEST(clocks.wall()->clocks().clock(board).moves(clock::Side::white) == 1);
  const auto tile = clocks.wall()->tile_text(0).utf8_string();
  BOOST_TEST(tile.find("phone connected") != std::string::npos, tile);
  BOOST_TEST(tile.find("CALLS THE ARBITER") != std::string::npos, tile);
  settle();
  console::test_gui::shoot(*frame, "venue_network", "en");
  // Selecting the tile answers the call.
  clocks.wall()->select(0);
  BOOST_TEST(clocks.wall()->tile_text(0).utf8_string().find("CALLS THE ARBITER") == std::string::npos);
  // Twelve seconds without the network: the tile says so until the judge selects it.
  time.advance(12s);
  replay = true;
  BOOST_TEST(pump_until(replayed));
  BOOST_TEST(failure.empty(), failure);
  BOOST_TEST(clocks.wall()->clocks().clock(board).moves(clock::Side::black) == 1);
  const auto after = clocks.wall()->tile_text(0).utf8_string();
  BOOST_TEST(after.find("WAS OFFLINE 12 s") != std::string::npos, after);
  console::test_gui::shoot(*frame, "venue_offline", "en");
  clocks.wall()->select(0);
  BOOST_TEST(clocks.wall()->tile_text(0).utf8_string().find("WAS OFFLINE") == std::string::npos);
  // The phone's closing handshake needs the server, whose calls wait for this thread: pump.
  finish = true;
  BOOST_TEST(pump_until(closed));
  phone.join();
  // Off: the tiles forget the phones, the clocks keep what was pressed.
  BOOST_TEST(!clocks.set_venue(false));
  BOOST_TEST(clocks.venue() == nullptr);
  BOOST_TEST(clocks.wall()->tile_text(0).utf8_string().find("phone") == std::string::npos);
  BOOST_TEST(clocks.wall()->clocks().clock(board).moves(clock::Side::white) == 1);
  frame->Destroy();
  settle();
}

BOOST_AUTO_TEST_CASE(a_new_board_link_refuses_the_old_one_and_the_qr_code_shows_the_new) {
  const Round round;
  clock::ManualTimeSource time(1000s);
  auto* frame = on_wall(round, time);
  auto& clocks = frame->clocks();
  BOOST_REQUIRE(clocks.set_venue(true, 0));
  const auto port = clocks.venue()->port();
  clocks.wall()->select(1);
  // With the network on, the QR code uses the server's own address.
  clocks.board_qr("http://127.0.0.1:" + std::to_string(port));
  const std::string old_token = token_shown(clocks);
  clocks.reissue_selected("the phone fell and broke");
  BOOST_REQUIRE(clocks.board_qr_shown() != nullptr);
  const std::string new_token = token_shown(clocks);
  BOOST_TEST(new_token != old_token);
  BOOST_TEST(status_from_phone(port, "/board/" + old_token) == 403);
  BOOST_TEST(status_from_phone(port, "/board/" + new_token) == 200);
  clocks.board_qr_shown()->Destroy();
  clocks.set_venue(false);
  frame->Destroy();
  settle();
}

BOOST_AUTO_TEST_CASE(links_of_another_venue_key_are_not_printed_until_the_judge_takes_the_offered_reissue) {
  const Round round;
  clock::ManualTimeSource time(1000s);
  auto* frame = on_wall(round, time);
  auto& clocks = frame->clocks();
  clocks.venue_key = round.dir.path() / "first.key";
  BOOST_REQUIRE(clocks.set_venue(true, 0));
  const auto port = clocks.venue()->port();
  const std::string base = "http://127.0.0.1:" + std::to_string(port);
  clocks.wall()->select(1);
  clocks.board_qr(base);
  const std::string old_token = token_shown(clocks);
  clocks.board_qr_shown()->Destroy();
  settle();
  // The key file changed (another laptop, a lost configuration): the judge is told and asked.
  clocks.venue_key = round.dir.path() / "second.key";
  wxString asked;
  clocks.ask_reissue = [&](const wxString& why) -> std::optional<std::string> {
    asked = why;
    return std::nullopt;
  };
  BOOST_CHECK_THROW(clocks.board_qr(base), app::TokensNotReprintable);
  BOOST_TEST(asked.utf8_string().find("cannot be printed again") != std::string::npos, asked.utf8_string());
  const auto event = clocks.wall()->clocks().event();
  BOOST_CHECK_THROW((void)clocks.board_links(event, 1), app::TokensNotReprintable);
  clocks.ask_reissue = [](const wxString&) -> std::optional<std::string> { return "the venue key changed"; };
  BOOST_REQUIRE(clocks.board_qr(base) != nullptr);
  const std::string new_token = token_shown(clocks);
  BOOST_TEST(new_token != old_token);
  BOOST_TEST(clocks.board_links(event, 1).size() == 2U);
  BOOST_TEST(status_from_phone(port, "/board/" + old_token) == 403);
  BOOST_TEST(status_from_phone(port, "/board/" + new_token) == 200);
  clocks.board_qr_shown()->Destroy();
  clocks.set_venue(false);
  frame->Destroy();
  settle();
}

BOOST_AUTO_TEST_CASE(a_floor_arbiter_s_token_is_issued_listed_shown_and_revoked_while_the_clocks_run) {
  const Round round;
  clock::ManualTimeSource time(1000s);
  auto* frame = on_wall(round, time);
  auto& clocks = frame->clocks();
  clocks.start_all();
  BOOST_REQUIRE(clocks.set_venue(true, 0));
  const auto port = clocks.venue()->port();
  auto* floor = clocks.floor_arbiters();
  BOOST_REQUIRE(floor != nullptr);
  BOOST_TEST(floor->listed().empty());
  // The judge types the deputy's name and presses Enter in the field.
  floor->name_field().SetValue(wxString::FromUTF8("Петров П."));
  wxCommandEvent enter(wxEVT_TEXT_ENTER, floor->name_field().GetId());
  enter.SetEventObject(&floor->name_field());
  floor->name_field().GetEventHandler()->ProcessEvent(enter);
  BOOST_REQUIRE(floor->listed().size() == 1u);
  BOOST_TEST(floor->name_field().GetValue().empty());
  BOOST_TEST(floor->cell(0, 1).utf8_string() == "Петров П.");
  const auto token = floor->listed()[0].token;
  BOOST_TEST(floor->cell(0, 3).utf8_string().find("/arbiter/" + token) != std::string::npos);
  // A second token for the same deputy is refused and lists nothing more.
  BOOST_TEST(!floor->issue("Петров П."));
  BOOST_TEST(floor->listed().size() == 1u);
  console::test_gui::shoot(*floor, "floor_arbiters", "en");
  auto* qr = floor->show_qr();
  BOOST_REQUIRE(qr != nullptr);
  BOOST_TEST(qr->url().ends_with("/arbiter/" + token));
  qr->Destroy();
  // The tablet's page opens while the token is valid, and not once it is revoked.
  BOOST_TEST(status_from_phone(port, "/arbiter/" + token) == 200);
  floor->confirm_revoke = [](const wxString&) { return false; };
  BOOST_TEST(!floor->revoke_selected());
  BOOST_TEST(!floor->listed()[0].revoked);
  floor->confirm_revoke = [](const wxString&) { return true; };
  BOOST_TEST(floor->revoke_selected());
  BOOST_TEST(floor->listed()[0].revoked);
  BOOST_TEST(floor->cell(0, 3) == _("revoked"));
  BOOST_TEST(status_from_phone(port, "/arbiter/" + token) == 403);
  // The clocks ran on the whole time.
  BOOST_TEST(clocks.running() == 2);
  floor->Destroy();
  clocks.set_venue(false);
  frame->Destroy();
  settle();
}

BOOST_AUTO_TEST_CASE(a_floor_arbiter_s_pause_stops_the_wall_s_clock_and_answers_the_board_s_call) {
  const Round round;
  clock::ManualTimeSource time(1000s);
  auto* frame = on_wall(round, time);
  auto& clocks = frame->clocks();
  clocks.start_all();
  BOOST_REQUIRE(clocks.set_venue(true, 0));
  const auto port = clocks.venue()->port();
  auto* floor = clocks.floor_arbiters();
  BOOST_REQUIRE(floor != nullptr);
  BOOST_REQUIRE(floor->issue("Петров П."));
  const auto token = floor->listed()[0].token;
  floor->Destroy();
  const int board = clocks.wall()->board(0);
  clocks.wall()->set_calling(board);
  BOOST_TEST(clocks.wall()->calling(board));
  // The deputy's tablet posts a pause; the window's thread runs it.
  std::atomic<bool> done{false};
  int status = 0;
  std::string answer;
  std::thread tablet([&] {
    net::io_context io;
    net::ip::tcp::socket socket(io);
    net::ip::tcp::resolver resolver(io);
    net::connect(socket, resolver.resolve("127.0.0.1", std::to_string(port)));
    beast::http::request<beast::http::string_body> request{beast::http::verb::post,
                                                           "/arbiter/" + token + "/action", 11};
    request.set(beast::http::field::host, "127.0.0.1:" + std::to_string(port));
    request.set(beast::http::field::content_type, "application/json");
    request.body() = nlohmann::json{{"board", board}, {"action", "pause"}}.dump();
    request.prepare_payload();
    beast::http::write(socket, request);
    beast::flat_buffer buffer;
    beast::http::response<beast::http::string_body> response;
    beast::http::read(socket, buffer, response);
    status = response.result_int();
    answer = response.body();
    done = true;
  });
  BOOST_TEST(pump_until(done));
  tablet.join();
  BOOST_TEST(status == 200);
  BOOST_TEST(answer == R"({"type":"done"})");
  BOOST_TEST((clocks.wall()->clocks().clock(board).state().phase == clock::ClockPhase::paused));
  BOOST_TEST(!clocks.wall()->calling(board));
  BOOST_TEST(clocks.running() == 1);  // the other board runs on
  clocks.set_venue(false);
  frame->Destroy();
  settle();
}

BOOST_AUTO_TEST_SUITE_END()
