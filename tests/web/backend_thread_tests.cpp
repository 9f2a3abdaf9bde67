// The venue server's backend runs on a thread of its own: while the backend is held up (the
// console's window busy), the connections are still served: pages load, and the held message is
// answered once the backend goes on. A message's arrival is read on the connections' thread.
#include "shashki/clock/boot_time_source.hpp"
#include "shashki/web/venue_server.hpp"

#include <nlohmann/json.hpp>

#include <boost/asio/connect.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <boost/test/unit_test.hpp>

#include <condition_variable>
#include <mutex>
#include <string>
#include <thread>

using namespace shashki;
namespace net = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
using tcp = net::ip::tcp;

namespace {

// A backend whose handle_all() waits until the test lets it go, and that reads the time on the
// thread that asks.
class HeldBackend : public web::BoardBackend {
 public:
  std::optional<web::BoardRef> open(std::string_view token) override {
    if (token == "held-board-token-0000001") return web::BoardRef{tournament::EventId{1}, 1, 1};
    return std::nullopt;
  }
  std::optional<web::BoardState> state(const web::BoardRef& board) override {
    web::BoardState s;
    s.board = board.board;
    return s;
  }
  web::Answer handle(const web::BoardRef&, const web::DeviceMessage&, std::chrono::milliseconds) override {
    std::unique_lock lock(m_mutex);
    m_waiting = true;
    m_changed.notify_all();
    m_changed.wait(lock, [this] { return m_released; });
    // The acknowledgement carries how many arrivals were read by then.
    return web::AckAnswer{static_cast<std::uint64_t>(m_arrival_asked), false, clock::RemoteOutcome::applied,
                          std::chrono::milliseconds(0)};
  }
  std::vector<web::BoardRef> tick() override { return {}; }
  void presence(const web::BoardRef&, bool) override {}
  std::string language() override { return "en"; }
  std::optional<clock::TimeReading> reading() override {
    const std::lock_guard lock(m_mutex);
    ++m_arrival_asked;
    return m_time.now();
  }

  void wait_until_held() {
    std::unique_lock lock(m_mutex);
    m_changed.wait(lock, [this] { return m_waiting; });
  }
  void release() {
    const std::lock_guard lock(m_mutex);
    m_released = true;
    m_changed.notify_all();
  }

 private:
  std::mutex m_mutex;
  std::condition_variable m_changed;
  bool m_waiting = false;
  bool m_released = false;
  int m_arrival_asked = 0;
  clock::BootTimeSource m_time;
};

// An HTTP GET that gives up (throws) after `seconds` instead of waiting for ever on a server
// that does not answer.
int status_of(unsigned short port, const std::string& target, int seconds) {
  net::io_context io;
  beast::tcp_stream stream(io);
  tcp::resolver resolver(io);
  stream.expires_after(std::chrono::seconds(seconds));
  stream.connect(resolver.resolve("127.0.0.1", std::to_string(port)));
  http::request<http::empty_body> request{http::verb::get, target, 11};
  request.set(http::field::host, "127.0.0.1");
  http::write(stream, request);
  beast::flat_buffer buffer;
  http::response<http::string_body> response;
  http::read(stream, buffer, response);
  return response.result_int();
}

}  // namespace

BOOST_AUTO_TEST_SUITE(backend_thread_tests)

BOOST_AUTO_TEST_CASE(pages_are_served_while_the_backend_is_held_up_and_the_held_message_is_answered_after) {
  HeldBackend backend;
  clock::BootTimeSource time;
  web::VenueOptions options;
  options.address = "127.0.0.1";
  options.port = 0;
  web::VenueServer server(backend, time, options);
  server.start();

  net::io_context io;
  websocket::stream<tcp::socket> device(io);
  tcp::resolver resolver(io);
  net::connect(device.next_layer(), resolver.resolve("127.0.0.1", std::to_string(server.port())));
  device.handshake("127.0.0.1", "/ws/held-board-token-0000001");
  const auto next = [&] {
    for (;;) {
      beast::flat_buffer buffer;
      device.read(buffer);
      auto message = nlohmann::json::parse(beast::buffers_to_string(buffer.data()));
      if (message["type"] != "ping") return message;
    }
  };
  BOOST_TEST(next()["type"] == "state");
  device.write(net::buffer(
      nlohmann::json{{"type", "press"}, {"side", "white"}, {"seq", 1}, {"think_ms", 1000}}.dump()));
  backend.wait_until_held();
  // The backend is held: the server's own pages still load (a held server would time this out).
  BOOST_TEST(status_of(server.port(), "/", 10) == 200);
  BOOST_TEST(status_of(server.port(), "/no-such-page", 10) == 404);
  backend.release();
  const auto answer = next();
  BOOST_TEST(answer["type"] == "ack");
  // The arrival was read as the message came, before the backend took it.
  BOOST_TEST(answer["seq"] == 1);
  server.stop();
}

BOOST_AUTO_TEST_SUITE_END()
