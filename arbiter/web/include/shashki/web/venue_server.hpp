#pragma once
// The venue server: every board's clock on a phone or tablet at the board, over the venue's
// network. An adapter over arbiter/app like the command line and the console: it serves the
// board clock page and carries each device's messages to a BoardDesk, which is the program's
// one writer (docs/venue.md).

#include "shashki/clock/time_source.hpp"
#include "shashki/tournament/ids.hpp"

#include <nlohmann/json.hpp>

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace shashki::web {

/// The board of a round that a device drives: the one its token opens.
struct BoardRef {
  tournament::EventId event;
  int round = 0;
  int board = 0;
  friend auto operator<=>(const BoardRef&, const BoardRef&) = default;
};

/// A device's message as the server received it: its board, the message (a JSON object with a
/// string "type"), the connection's measured round-trip bound, and whether the connection opened
/// after the board's last acknowledgement.
struct Incoming {
  BoardRef board;
  nlohmann::json message;
  std::chrono::milliseconds rtt_bound{0};
  /// The connection opened after the board's last acknowledged press (or its clock's start): the
  /// device may have been away since, so a replay from it follows an outage. False when the
  /// connection saw that acknowledgement: its presses could have come as they were made.
  bool reconnected = false;
  /// The desk's time source's reading when the server received the message (BoardDesk::
  /// reading()); none when the desk gives none. A press is measured at it.
  std::optional<clock::TimeReading> arrived;
};

/// What the server asks of the program behind it. Every call comes from the server's desk
/// thread, one at a time, in the order asked; the thread that serves the connections (their
/// reads, pings and pages) never waits on the desk. An implementation that lives on another
/// thread marshals (the console's does). reading() alone is called from the connections' thread.
class BoardDesk {
 public:
  virtual ~BoardDesk() = default;
  /// The board `token` opens now; nullopt for an unknown, revoked or other round's token.
  /// Must not throw for any text.
  virtual std::optional<BoardRef> open(std::string_view token) = 0;
  /// The board's state for its devices: a JSON object with "type": "state" (docs/venue.md).
  virtual nlohmann::json state(const BoardRef& board) = 0;
  /// A message from a device of `board` (a press, a replay after an outage, a call to the
  /// arbiter), already known to be a JSON object with a string "type". Returns the answer to
  /// that device; the server then sends every device of the board its state. `rtt_bound` is
  /// the connection's measured round-trip bound.
  virtual nlohmann::json handle(const BoardRef& board, const nlohmann::json& message,
                                std::chrono::milliseconds rtt_bound) = 0;
  /// Messages that arrived together, in arrival order: the answers in the same order. The server
  /// hands over everything that is waiting at once, so a desk may write a batch of presses in one
  /// transaction (group commit); by default each is handle()d in turn.
  virtual std::vector<nlohmann::json> handle_all(std::span<const Incoming> messages);
  /// Periodic work on the server's thread (flags, checkpoints); returns the boards whose state
  /// changed, for the server to send.
  virtual std::vector<BoardRef> tick() = 0;
  /// A device of `board` connected (true) or went away (false).
  virtual void presence(const BoardRef& board, bool connected) = 0;
  /// The language of the pages by default: "ru" or "en".
  virtual std::string language() = 0;
  /// The reading of the desk's time source now, taken on the server's thread as a message
  /// arrives (Incoming::arrived), so must be safe to call from it at any time. None by default.
  virtual std::optional<clock::TimeReading> reading() { return std::nullopt; }
};

/// Where and how much the server accepts.
struct VenueOptions {
  std::string address = "0.0.0.0";                ///< the address to listen on
  unsigned short port = 8080;                     ///< 0: any free port (tests)
  std::size_t max_connections = 2048;             ///< open connections in all
  std::size_t max_per_address = 256;              ///< open connections from one address
  std::size_t max_message_bytes = 4096;           ///< a device's message, and an HTTP request
  std::chrono::milliseconds tick{200};            ///< how often BoardDesk::tick() runs
  std::chrono::milliseconds ping_interval{2000};  ///< round-trip measurements per connection
  /// Messages a connection may send that are malformed or refused before it is closed.
  int max_bad_messages = 8;
  /// A connection's messages not yet written: at this many bytes the server reads no more from
  /// it until they drain to half; at twice as many it closes the connection.
  std::size_t max_queued_bytes = 64 * 1024;
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
};

/// One line for the server's log (never a token).
using VenueLog = std::function<void(const std::string& line)>;

/// The HTTP and WebSocket server (Boost.Beast) on a thread of its own, and its desk on another. Thread-safe:
/// start, stop, status, board_changed and connected may be called from any thread.
class VenueServer {
 public:
  /// A server over `desk` (which must outlive it); `time` measures round trips.
  VenueServer(BoardDesk& desk, const clock::TimeSource& time, VenueOptions options, VenueLog log = {});
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
  /// Runs `work` on the server's desk thread and returns when it is done (an arbiter's action on
  /// a desk that lives on that thread); runs it at once when the server does not serve.
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

/// The board clock page (arbiter/web/pages: HTML, CSS, script and the words of every language
/// in one, served from the binary).
[[nodiscard]] std::string_view board_page();

/// The board page's words in `lang` ("ru", "en") from the message catalogs: {"plural": the
/// catalog's plural expression in n, "words": {key: text, or its plural forms for a count}}.
/// English is the msgids; a language without a compiled catalog gets them too.
[[nodiscard]] nlohmann::json page_words(std::string_view lang);

}  // namespace shashki::web
