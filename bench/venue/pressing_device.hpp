#pragma once
// A board's device for the venue benchmarks: a WebSocket client on the board's link that answers
// pings and presses the running side once a second, as a player at the board would, and tells
// its owner when it presses, when the press is acknowledged and what each state says.

#include <boost/asio/connect.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace shashki::bench {

class PressingDevice : public std::enable_shared_from_this<PressingDevice> {
 public:
  using Clock = std::chrono::steady_clock;
  /// What the owner hears; each may be empty.
  struct Hooks {
    std::function<void(std::uint64_t seq)> pressed;       ///< a press is about to be sent
    std::function<void(std::uint64_t seq)> acknowledged;  ///< the press's acknowledgement arrived
    std::function<void()> refused;                        ///< the press was refused
    std::function<void(int moves)> state;                 ///< a state arrived: moves made on the board
  };

  /// A device on `target` ("/ws/TOKEN") of 127.0.0.1:`port` that presses until `until`, its
  /// first press `first` after start() (spreading the boards over the second).
  PressingDevice(boost::asio::io_context& io, std::string target, unsigned short port,
                 Clock::time_point until, std::chrono::milliseconds first, Hooks hooks)
      : m_ws(io),
        m_timer(io),
        m_target(std::move(target)),
        m_port(port),
        m_until(until),
        m_first(first),
        m_hooks(std::move(hooks)) {}

  /// Connects from `address` (a loopback address of its own, 127.x.y.z, so that a thousand
  /// devices are a thousand addresses to the server's limit per address, as at the venue).
  void bind_from(std::string address) { m_from = std::move(address); }

  /// Connects (blocking) and starts pressing on the io_context.
  void start() {
    using tcp = boost::asio::ip::tcp;
    // One endpoint, connected directly: asio::connect() over a resolver's list would reopen the
    // socket and lose the address it was bound to.
    m_ws.next_layer().open(tcp::v4());
    if (!m_from.empty()) m_ws.next_layer().bind(tcp::endpoint(boost::asio::ip::make_address(m_from), 0));
    m_ws.next_layer().connect(tcp::endpoint(boost::asio::ip::make_address("127.0.0.1"), m_port));
    m_ws.next_layer().set_option(tcp::no_delay(true));
    m_ws.handshake("127.0.0.1", m_target);
    read();
    again(m_first);
  }

 private:
  void again(std::chrono::milliseconds after) {
    m_timer.expires_after(after);
    m_timer.async_wait([self = shared_from_this()](boost::beast::error_code ec) {
      if (!ec) self->tick();
    });
  }

  void tick() {
    if (Clock::now() >= m_until) {
      boost::beast::error_code ignored;
      m_ws.next_layer().close(ignored);
      return;
    }
    if (!m_running.empty() && m_waiting == 0) {
      m_waiting = ++m_seq;
      if (m_hooks.pressed) m_hooks.pressed(m_seq);
      send(nlohmann::json{{"type", "press"}, {"side", m_running}, {"seq", m_seq}, {"think_ms", 1000}}.dump());
    }
    again(std::chrono::seconds(1));
  }

  void send(std::string text) {
    m_out.push_back(std::move(text));
    if (m_out.size() == 1) write();
  }

  void write() {
    m_ws.async_write(boost::asio::buffer(m_out.front()),
                     [self = shared_from_this()](boost::beast::error_code ec, std::size_t) {
                       if (ec) return;
                       self->m_out.erase(self->m_out.begin());
                       if (!self->m_out.empty()) self->write();
                     });
  }

  void read() {
    m_ws.async_read(m_buffer, [self = shared_from_this()](boost::beast::error_code ec, std::size_t) {
      if (ec) return;
      const auto message =
          nlohmann::json::parse(boost::beast::buffers_to_string(self->m_buffer.data()), nullptr, false);
      self->m_buffer.consume(self->m_buffer.size());
      self->received(message);
      self->read();
    });
  }

  void received(const nlohmann::json& m) {
    if (!m.is_object()) return;
    const auto type = m.value("type", "");
    if (type == "ping") {
      send(nlohmann::json{{"type", "pong"}, {"id", m["id"]}}.dump());
    } else if (type == "ack" && m.value("seq", 0ULL) == m_waiting) {
      if (m_hooks.acknowledged) m_hooks.acknowledged(m_waiting);
      m_waiting = 0;
    } else if (type == "refused") {
      if (m_hooks.refused) m_hooks.refused();
      m_waiting = 0;
    } else if (type == "state") {
      m_running = m["running"].is_string() ? m["running"].get<std::string>() : "";
      if (m_hooks.state) m_hooks.state(m["white"]["moves"].get<int>() + m["black"]["moves"].get<int>());
    }
  }

  boost::beast::websocket::stream<boost::asio::ip::tcp::socket> m_ws;
  boost::asio::steady_timer m_timer;
  std::string m_target;
  unsigned short m_port;
  Clock::time_point m_until;
  std::chrono::milliseconds m_first;
  std::string m_from;
  Hooks m_hooks;
  boost::beast::flat_buffer m_buffer;
  std::vector<std::string> m_out;
  std::string m_running;
  std::uint64_t m_seq = 0;
  std::uint64_t m_waiting = 0;
};

/// One line of latencies in milliseconds: p50, p99, max and the count.
inline void print_latencies(const char* what, std::vector<double> ms) {
  if (ms.empty()) {
    std::printf("%-28s no samples\n", what);
    return;
  }
  std::sort(ms.begin(), ms.end());
  const auto at = [&](double q) {
    return ms[std::min(ms.size() - 1, static_cast<std::size_t>(q * static_cast<double>(ms.size())))];
  };
  std::printf("%-28s p50 %7.2f ms  p99 %7.2f ms  max %7.2f ms  (%zu presses)\n", what, at(0.50), at(0.99),
              ms.back(), ms.size());
}

}  // namespace shashki::bench
