// A backend that waits on its owner runs on a thread of its own: while it is held up (the
// console's window busy), the connections are still served: pages load, and the held message is
// answered once the backend goes on. A message's arrival is read on the connections' thread. A
// backend that answers by itself is called on the connections' thread, with no hand-over.
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
#include <utility>

using namespace shashki;
namespace net = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
using tcp = net::ip::tcp;

namespace {

// A backend whose handle_all() waits until the test lets it go, and that reads the time on the
// thread that asks.
// A backend of one board, opened by `token`, that has nothing to say but acknowledgements.
class OneBoardBackend : public web::BoardBackend {
 public:
  explicit OneBoardBackend(std::string token) : m_token(std::move(token)) {}
  std::optional<web::BoardRef> open(std::string_view token) override {
    opened();
    if (token == m_token) return web::BoardRef{tournament::EventId{1}, 1, 1};
    return std::nullopt;
  }
  std::optional<web::BoardState> state(const web::BoardRef& board) override {
    web::BoardState s;
    s.board = board.board;
    return s;
  }
  std::vector<web::BoardRef> tick() override { return {}; }
  void presence(const web::BoardRef&, bool) override {}
  std::string language() override { return "en"; }

 protected:
  // Called by open().
  virtual void opened() {}

 private:
  std::string m_token;
};

class HeldBackend : public OneBoardBackend {
 public:
  HeldBackend() : OneBoardBackend("held-board-token-0000001") {}
  web::Answer handle(const web::BoardRef&, const web::DeviceMessage&, std::chrono::milliseconds) override {
    std::unique_lock lock(m_mutex);
    m_waiting = true;
    m_changed.notify_all();
    m_changed.wait(lock, [this] { return m_released; });
    // The acknowledgement carries how many arrivals were read by then.
    return web::AckAnswer{static_cast<std::uint64_t>(m_arrival_asked), false, clock::RemoteOutcome::applied,
                          std::chrono::milliseconds(0)};
  }
  std::optional<clock::TimeReading> reading() override {
    const std::lock_guard lock(m_mutex);
    ++m_arrival_asked;
    return m_time.now();
  }
  bool waits_on_owner() const override { return true; }

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

// A backend that answers by itself and notes the threads it is called on.
class ThreadNotingBackend : public OneBoardBackend {
 public:
  ThreadNotingBackend() : OneBoardBackend("noted-board-token-000001") {}
  web::Answer handle(const web::BoardRef&, const web::DeviceMessage&, std::chrono::milliseconds) override {
    note(m_handle);
    return web::AckAnswer{1, false, clock::RemoteOutcome::applied, std::chrono::milliseconds(0)};
  }
  std::optional<clock::TimeReading> reading() override {
    note(m_reading);
    return std::nullopt;
  }
  std::thread::id open_thread() { return read(m_open); }
  std::thread::id handle_thread() { return read(m_handle); }
  std::thread::id reading_thread() { return read(m_reading); }

 private:
  void opened() override { note(m_open); }
  void note(std::thread::id& where) {
    const std::lock_guard lock(m_mutex);
    where = std::this_thread::get_id();
  }
  std::thread::id read(const std::thread::id& where) {
    const std::lock_guard lock(m_mutex);
    return where;
  }
  std::mutex m_mutex;
  std::thread::id m_open;
  std::thread::id m_handle;
  std::thread::id m_reading;
};

web::VenueOptions loopback() {
  web::VenueOptions options;
  options.address = "127.0.0.1";
  options.port = 0;
  return options;
}

// A board's device connected to the server with `token`.
class Device {
 public:
  Device(unsigned short port, const std::string& token) {
    tcp::resolver resolver(m_io);
    net::connect(m_socket.next_layer(), resolver.resolve("127.0.0.1", std::to_string(port)));
    m_socket.handshake("127.0.0.1", "/ws/" + token);
  }
  // The next message other than a ping.
  nlohmann::json next() {
    for (;;) {
      beast::flat_buffer buffer;
      m_socket.read(buffer);
      auto message = nlohmann::json::parse(beast::buffers_to_string(buffer.data()));
      if (message["type"] != "ping") return message;
    }
  }
  // White's first press, after a second's thought.
  void press_white() {
    m_socket.write(net::buffer(
        nlohmann::json{{"type", "press"}, {"side", "white"}, {"seq", 1}, {"think_ms", 1000}}.dump()));
  }

 private:
  net::io_context m_io;
  websocket::stream<tcp::socket> m_socket{m_io};
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
  web::VenueServer server(backend, time, loopback());
  server.start();
  Device device(server.port(), "held-board-token-0000001");
  BOOST_TEST(device.next()["type"] == "state");
  device.press_white();
  backend.wait_until_held();
  // The backend is held: the server's own pages still load (a held server would time this out).
  BOOST_TEST(status_of(server.port(), "/", 10) == 200);
  BOOST_TEST(status_of(server.port(), "/no-such-page", 10) == 404);
  backend.release();
  const auto answer = device.next();
  BOOST_TEST(answer["type"] == "ack");
  // The arrival was read as the message came, before the backend took it.
  BOOST_TEST(answer["seq"] == 1);
  server.stop();
}

BOOST_AUTO_TEST_CASE(a_backend_that_answers_by_itself_is_called_on_the_connections_thread) {
  ThreadNotingBackend backend;
  clock::BootTimeSource time;
  web::VenueServer server(backend, time, loopback());
  server.start();
  Device device(server.port(), "noted-board-token-000001");
  BOOST_TEST(device.next()["type"] == "state");
  device.press_white();
  BOOST_TEST(device.next()["type"] == "ack");
  // call() runs where the backend is called: the connections' thread.
  std::thread::id called;
  server.call([&] { called = std::this_thread::get_id(); });
  server.stop();

  BOOST_TEST((backend.reading_thread() != std::thread::id{}));
  BOOST_TEST((backend.open_thread() == backend.reading_thread()));
  BOOST_TEST((backend.handle_thread() == backend.reading_thread()));
  BOOST_TEST((called == backend.reading_thread()));
  BOOST_TEST((called != std::this_thread::get_id()));
}

BOOST_AUTO_TEST_SUITE_END()
