#pragma once
// The venue server: every board's clock on a phone or tablet at the board, over the venue's
// network. An adapter over arbiter/app like the command line and the console: it serves the
// board clock page and carries each device's messages to a BoardBackend, which is the program's
// one writer (docs/venue.md).

#include "shashki/clock/time_source.hpp"
#include "shashki/web/board_backend.hpp"
#include "shashki/web/live_pages.hpp"

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>

namespace shashki::web {

/// Where and how much the server accepts.
struct VenueOptions {
  std::string address = "0.0.0.0";                ///< the address to listen on
  unsigned short port = 8080;                     ///< 0: any free port (tests)
  std::size_t max_connections = 2048;             ///< open connections in all
  std::size_t max_per_address = 256;              ///< open connections from one address
  std::size_t max_message_bytes = 4096;           ///< a device's message, and an HTTP request
  std::chrono::milliseconds tick{200};            ///< how often BoardBackend::tick() runs
  std::chrono::milliseconds ping_interval{2000};  ///< round-trip measurements per connection
  /// How long a live clocks page's clock events are gathered before they are written together:
  /// a page shows 24 boards pressing about once a second, and each write costs the server a
  /// send, whatever its size. 0 writes each event at once.
  std::chrono::milliseconds clock_gather{50};
  /// Messages a connection may send that are malformed or refused before it is closed.
  int max_bad_messages = 8;
  /// What a device may send besides presses and replays (a result proposed, answered, a call to
  /// the arbiter), each of which the backend writes and audits: this many a second on average,
  /// and this many at once. Beyond them the message is refused (`busy`) and counts as a bad one,
  /// so a device that floods them is let go; players need a few a game.
  double requests_per_device_second = 0.5;
  double request_device_burst = 6;
  /// A connection's messages not yet written: at this many bytes the server reads no more from
  /// it until they drain to half; at twice as many it closes the connection.
  std::size_t max_queued_bytes = 64 * 1024;
  /// HTTP requests one address may make: this many a second on average, and this many at once
  /// after a quiet spell. Beyond them the server answers 429 (a phone that reloads a page in a
  /// loop, or a script), and the live pages' readers at other addresses are served on.
  double requests_per_second = 20;
  double request_burst = 120;
  /// How often the live pages' source is asked whether what they show has changed.
  std::chrono::milliseconds live_poll{250};
  /// A line sent to each live page's event stream when nothing changes for this long, so that a
  /// phone that has left the network is noticed and its connection closed.
  std::chrono::milliseconds live_keepalive{15000};
};

/// What the status bar shows.
struct VenueStatus {
  std::string address;          ///< "192.168.1.10:8080" as listened on
  std::size_t connections = 0;  ///< open connections (pages and clocks)
  std::size_t devices = 0;      ///< clock connections
  std::size_t boards = 0;       ///< boards with at least one device connected
  std::uint64_t refused = 0;    ///< connections and messages refused since the start
  std::size_t held_back = 0;    ///< connections not read from now: their unsent messages are at the limit
  std::size_t queue_high_water = 0;  ///< the most bytes one connection's unsent messages reached
  std::size_t watchers = 0;          ///< live pages open now (their event streams)
};

/// One line for the server's log (never a token).
using VenueLog = std::function<void(const std::string& line)>;

/// The HTTP and WebSocket server (Boost.Beast) on a thread of its own, and its backend on another.
/// Thread-safe: start, stop, status, board_changed and connected may be called from any thread.
class VenueServer {
 public:
  /// A server over `backend` (which must outlive it); `time` measures round trips. With `live`
  /// (which must outlive it too) it also serves the public live pages (live_pages.hpp) from it,
  /// called on a thread of the server's own.
  VenueServer(BoardBackend& backend, const clock::TimeSource& time, VenueOptions options, VenueLog log = {},
              LiveSource* live = nullptr);
  ~VenueServer();
  VenueServer(const VenueServer&) = delete;
  VenueServer& operator=(const VenueServer&) = delete;

  /// Binds and listens, then serves on a thread of its own. Error(input) when the address
  /// cannot be listened on (in use, not this machine's).
  void start();
  /// Closes every connection and stops serving; returns once the server's thread has ended.
  void stop();
  /// The port listened on (the chosen one when the options said 0); 0 before start.
  [[nodiscard]] unsigned short port() const;
  /// Connections, devices and boards now.
  [[nodiscard]] VenueStatus status() const;
  /// The state of `board` changed outside the server (the arbiter paused or adjusted it): its
  /// devices are sent the new state.
  void board_changed(const BoardRef& board);
  /// Closes the connections of `board`'s devices (its link was replaced); thread-safe.
  void drop(const BoardRef& board);
  /// Runs `work` where the server calls its backend and returns when it is done (an arbiter's
  /// action on a backend that lives there); runs it at once when the server does not serve.
  void call(const std::function<void()>& work);
  /// Whether a device of `board` is connected now.
  [[nodiscard]] bool connected(const BoardRef& board) const;

 private:
  struct Impl;
  std::shared_ptr<Impl> m_impl;
};

/// The address of the board links when the judge gives none: "http://IP:PORT" with this
/// machine's first IPv4 address on a network (phones at the boards seldom resolve a laptop's
/// name), else its name.
[[nodiscard]] std::string default_base_url(unsigned short port);

}  // namespace shashki::web
