// The venue server on Boost.Beast (docs/venue.md): one io_context on one thread serves the
// connections; the backend is called one batch at a time, on that thread or, for a backend that
// waits on its owner, on a thread of its own, so every press reaches the one writer in arrival
// order.
#include "shashki/web/venue_server.hpp"

#include "board_json.hpp"
#include "shashki/app/errors.hpp"
#include "shashki/app/event_reports.hpp"
#include "shashki/app/i18n.hpp"
#include "shashki/clock/remote_press.hpp"
#include "shashki/web/board_page.hpp"

#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/strand.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>

#include <algorithm>
#include <atomic>
#include <deque>
#include <future>
#include <map>
#include <mutex>
#include <set>
#include <thread>
#include <variant>

namespace shashki::web {

namespace net = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
using tcp = net::ip::tcp;
using tournament::Message;

namespace {

using app::escape_html;

constexpr std::string_view board_prefix = "/board/";
constexpr std::string_view socket_prefix = "/ws/";
constexpr std::string_view live_prefix = "/live/";
constexpr std::string_view arbiter_prefix = "/arbiter/";
// The live pages run only the server's own script and style (/live/live.js, /live/live.css):
// should a name ever slip through unescaped, the browser still runs nothing of it.
constexpr std::string_view live_policy =
    "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; "
    "base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
// The unsent event-stream lines one live page may have before it is let go (a phone that reads
// nothing more).
constexpr std::size_t max_watcher_queue = 16 * 1024;
// Live pages kept built at once (each page, round and language at its version).
constexpr std::size_t max_cached_pages = 64;
// Refusals of one connection logged one by one; the rest are counted and summed up in one line
// when it closes, so that a flood cannot fill the log.
constexpr int max_logged_refusals = 16;

// A token as it may appear in a path: letters, digits, '-' and '_' only, of a sane length. Other
// text never reaches the backend.
bool plausible_token(std::string_view token) {
  if (token.empty() || token.size() > 128) return false;
  return std::all_of(token.begin(), token.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
  });
}

// A request target's path: what precedes the query string. Messengers and QR readers append
// their own parameters to a link (`?fbclid=...`, `?utm_source=...`); they are not the token's.
std::string_view path_of(std::string_view target) {
  return target.substr(0, target.find('?'));
}

// A request target's query string with its '?' ("?lang=ru&round=2"); empty when it has none.
std::string_view parameters_of(std::string_view target) {
  const auto question = target.find('?');
  return question == std::string_view::npos ? std::string_view{} : target.substr(question);
}

// A small page for a refused link or an unknown path, in the server's language.
std::string notice_page(const std::string& title, const std::string& text) {
  return "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><meta name=\"viewport\" "
         "content=\"width=device-width, initial-scale=1\"><title>" +
         escape_html(title) +
         "</title><style>body{font-family:sans-serif;background:#111;color:#eee;padding:2em;font-size:1.3em}"
         "</style></head><body><h1>" +
         escape_html(title) + "</h1><p id=\"notice\">" + escape_html(text) + "</p></body></html>";
}

}  // namespace

struct VenueServer::Impl : std::enable_shared_from_this<VenueServer::Impl> {
  class Device;
  class HttpSession;

  BoardBackend& backend;
  const clock::TimeSource& time;
  VenueOptions options;
  VenueLog log_line;

  net::io_context io{1};
  // A backend that waits on its owner (the console's, on its window) is called on a thread of its
  // own: it holds up only the backend's work, never the connections' reads, pings and pages on the
  // io thread. Any other backend is called on the io thread, with no hand-over either way. One call
  // at a time, in the order they were asked.
  bool own_thread = false;
  net::io_context backend_io{1};
  net::executor_work_guard<net::io_context::executor_type> backend_work{backend_io.get_executor()};
  std::thread backend_thread;
  tcp::acceptor acceptor{io};
  net::steady_timer ticker{io};
  net::steady_timer accept_pause{io};
  std::thread thread;
  std::atomic<unsigned short> bound_port{0};
  std::string bound_address;
  std::atomic<bool> stopping{false};

  // Owned by the io thread.
  std::map<std::string, std::size_t> per_address;
  std::multimap<BoardRef, std::weak_ptr<Device>> devices;
  std::set<std::shared_ptr<HttpSession>> pages;

  // Read by status() from any thread.
  mutable std::mutex status_mutex;
  std::size_t connections = 0;
  std::size_t device_count = 0;
  std::set<BoardRef> boards_connected;
  std::atomic<std::uint64_t> refused{0};
  std::atomic<std::size_t> held_back{0};
  std::atomic<std::size_t> queue_high_water{0};

  void queued(std::size_t bytes) {
    auto high = queue_high_water.load();
    while (bytes > high && !queue_high_water.compare_exchange_weak(high, bytes)) {
    }
  }

  // The live pages: built on a thread of their own (a page may take milliseconds to build; the
  // connections' reads, pings and presses never wait on it), from `live`, which only that thread
  // calls. The pages of one version are built once and kept.
  LiveSource* live = nullptr;
  std::string live_language;
  net::io_context live_io{1};
  net::executor_work_guard<net::io_context::executor_type> live_work{live_io.get_executor()};
  std::thread live_thread;
  net::steady_timer live_timer{live_io};
  std::uint64_t polled_version = 0;  // on the live thread
  bool polled = false;
  struct Built {
    std::string page;
    bool found = true;
  };
  std::map<LiveQuery, Built> built;  // on the live thread, of built_version
  std::uint64_t built_version = 0;
  // On the io thread: the open event streams and the version they were last sent.
  std::set<std::shared_ptr<HttpSession>> watchers;
  std::set<std::shared_ptr<HttpSession>> clock_watchers;  // of them, the live clocks pages
  // The same pages by the window of boards they show (0, 0: every board), so that a board's clock
  // is offered to the pages that show it and not looked up in every page.
  std::map<std::pair<int, int>, std::set<std::shared_ptr<HttpSession>>> clock_windows;
  // Pages whose clocks are being gathered (VenueOptions::clock_gather), and the timer that ends it.
  std::vector<std::weak_ptr<HttpSession>> gathering;
  net::steady_timer gather_timer{io};
  bool gather_set = false;
  void gather(const std::shared_ptr<HttpSession>& page);
  void write_gathered(std::shared_ptr<std::vector<std::weak_ptr<HttpSession>>> pages, std::size_t from);
  std::map<int, std::string> clock_shapes;  // by board: what they were last told
  std::chrono::steady_clock::time_point last_sweep;
  std::set<std::shared_ptr<HttpSession>> fresh_clock_watchers;  // not yet told every board
  std::uint64_t live_version = 0;
  bool live_known = false;  // the source has said its version once
  net::steady_timer keepalive{io};
  std::atomic<std::size_t> watcher_count{0};

  // On the io thread: each address's allowance of HTTP requests (a token bucket).
  struct Allowance {
    double tokens = 0;
    std::chrono::steady_clock::time_point at;
  };
  std::map<std::string, Allowance> allowances;
  bool allow_request(const std::string& peer);
  // Takes one from the bucket of `key` of `rate` a second, `burst` at most, a new bucket full;
  // false when it is empty.
  template <class Key>
  static bool take(std::map<Key, Allowance>& buckets, const Key& key, double rate, double burst,
                   std::chrono::steady_clock::time_point now) {
    auto [it, fresh] = buckets.try_emplace(key, Allowance{burst, now});
    auto& a = it->second;
    if (!fresh) {
      const std::chrono::duration<double> since = now - a.at;
      a.tokens = std::min(burst, a.tokens + since.count() * rate);
      a.at = now;
    }
    if (a.tokens < 1) return false;
    a.tokens -= 1;
    return true;
  }
  // On the io thread: each board's allowance of proposals, answers and calls from its devices,
  // whichever connection sends them (a device that reconnects gets no fresh one).
  std::map<BoardRef, Allowance> board_allowances;
  bool allow_board_message(const BoardRef& board);

  Impl(BoardBackend& d, const clock::TimeSource& t, VenueOptions o, VenueLog l, LiveSource* source)
      : backend(d),
        time(t),
        options(std::move(o)),
        log_line(std::move(l)),
        own_thread(d.waits_on_owner()),
        live(source),
        live_language(source != nullptr ? source->language() : std::string("en")) {}

  // On the live thread: the page `query` asks for at the source's version now.
  Built build_live(const LiveQuery& query);
  // On the live thread: asks the source for its version every live_poll (poll_version) and tells
  // the io thread when it changed.
  void poll_live();
  void poll_version();
  // On the io thread: sends `version` to every live page.
  void announce(std::uint64_t version);
  void schedule_keepalive();

  void log(const std::string& line) const {
    if (log_line) log_line(line);
  }

  // On the io thread: runs `work(*this)` where the backend is called, then `then(result)` on the io
  // thread. Nothing runs once the server is stopping.
  template <class Work, class Then>
  void at_backend(Work work, Then then) {
    if (!own_thread) {
      if (!stopping) then(work(*this));
      return;
    }
    net::post(backend_io,
              [weak = weak_from_this(), work = std::move(work), then = std::move(then)]() mutable {
                const auto self = weak.lock();
                if (!self || self->stopping) return;
                auto result = work(*self);
                net::post(self->io, [weak, result = std::move(result), then = std::move(then)]() mutable {
                  const auto alive = weak.lock();
                  if (alive && !alive->stopping) then(std::move(result));
                });
              });
  }

  // Where the backend is called: the board's state, or none (logged) when the backend fails or closes.
  std::optional<BoardState> backend_state(const BoardRef& board) {
    try {
      return backend.state(board);
    } catch (const std::exception& e) {
      log(std::string("the state of a board could not be read: ") + e.what());
      return std::nullopt;
    }
  }

  // Where the backend is called: the board a token opens; none for any failure.
  std::optional<BoardRef> backend_open(const std::string& token) {
    try {
      return backend.open(token);
    } catch (const std::exception& e) {
      log(std::string("a board link could not be checked: ") + e.what());
      return std::nullopt;
    }
  }

  void refuse(const std::string& line) {
    ++refused;
    log("refused: " + line);
  }

  void listen() {
    beast::error_code ec;
    const auto address = net::ip::make_address(options.address, ec);
    if (ec) throw_listen_error(ec);
    const tcp::endpoint endpoint{address, options.port};
    acceptor.open(endpoint.protocol(), ec);
    if (!ec) acceptor.set_option(net::socket_base::reuse_address(true), ec);
    if (!ec) acceptor.bind(endpoint, ec);
    if (!ec) acceptor.listen(net::socket_base::max_listen_connections, ec);
    if (ec) throw_listen_error(ec);
    bound_port = acceptor.local_endpoint().port();
    bound_address = options.address + ":" + std::to_string(bound_port.load());
    log("listening on " + bound_address);
    accept();
    schedule_tick();
  }

  [[noreturn]] void throw_listen_error(const beast::error_code& ec) const {
    throw app::Error(app::ExitCode::input, Message(N_("cannot listen on {address}:{port}: {why}"))
                                               .with("address", options.address)
                                               .with("port", static_cast<long long>(options.port))
                                               .with("why", ec.message())
                                               .about("listen"));
  }

  void accept() {
    acceptor.async_accept([self = shared_from_this()](beast::error_code ec, tcp::socket socket) {
      if (ec) {
        if (self->stopping || ec == net::error::operation_aborted) return;
        // Out of descriptors (a flood holds them): retrying at once would spin; the connections
        // already served go on, and accepting resumes shortly.
        self->log("a connection could not be accepted: " + ec.message());
        self->accept_pause.expires_after(std::chrono::milliseconds(50));
        self->accept_pause.async_wait([self](beast::error_code wait) {
          if (!wait && !self->stopping) self->accept();
        });
        return;
      }
      self->admit(std::move(socket));
      self->accept();
    });
  }

  void admit(tcp::socket socket);

  // A connection admitted by admit() has closed.
  void released(const std::string& peer) {
    if (const auto it = per_address.find(peer); it != per_address.end() && --it->second == 0)
      per_address.erase(it);
    const std::lock_guard lock(status_mutex);
    if (connections > 0) --connections;
  }

  void schedule_tick() {
    ticker.expires_after(options.tick);
    ticker.async_wait([self = shared_from_this()](beast::error_code ec) {
      if (ec || self->stopping) return;
      // The next tick is set once this one's states are sent: one tick at the backend at a time.
      const bool sweep = !self->clock_watchers.empty() &&
                         std::chrono::steady_clock::now() - self->last_sweep >= std::chrono::seconds(1);
      std::set<std::shared_ptr<HttpSession>> fresh;
      if (sweep) {
        self->last_sweep = std::chrono::steady_clock::now();
        fresh = std::exchange(self->fresh_clock_watchers, {});
      }
      struct Ticked {
        std::vector<std::pair<BoardRef, BoardState>> changed;  // for the boards' devices
        std::vector<BoardState> swept;                         // every board, for the live clocks page
      };
      self->at_backend(
          [sweep](Impl& s) {
            Ticked t;
            try {
              for (const auto& board : s.backend.tick()) {
                if (auto state = s.backend_state(board)) t.changed.emplace_back(board, std::move(*state));
              }
              // What changed without a message (a start, a pause at the console) reaches the live
              // clocks page within a second.
              if (sweep) {
                for (const auto& board : s.backend.boards()) {
                  if (auto state = s.backend_state(board)) t.swept.push_back(std::move(*state));
                }
              }
            } catch (const std::exception& e) {
              s.log(std::string("tick failed: ") + e.what());
            }
            return t;
          },
          [self, fresh = std::move(fresh)](Ticked t) {
            for (const auto& [board, state] : t.changed) self->send_state(board, state);
            for (const auto& state : t.swept) self->show_clock(state, false, fresh);
            self->schedule_tick();
          });
    });
  }

  // Asks the backend for the board's state and sends it to every device of the board.
  void broadcast(const BoardRef& board);
  // On the io thread: tells the live clocks pages a board's clock, always or (`always` false)
  // only when more than its times changed since they were last told (the pages run the times).
  // `fresh`: pages that are told the board's clock whatever changed (new ones, after a sweep).
  void show_clock(const BoardState& state, bool always,
                  const std::set<std::shared_ptr<HttpSession>>& fresh = {});
  // On the io thread: sends `state` to every device of the board.
  void send_state(const BoardRef& board, const BoardState& state);

  // A device's message as it waits for the backend: its sender, and the refusal of a message the
  // codec turned down (which is answered in its turn without reaching the backend).
  struct Waiting {
    std::weak_ptr<Device> sender;
    BoardRef board;
    std::string_view kind;  // "press", "replay", "call"; empty for an unknown type
    std::optional<RefusedAnswer> rejected;
  };
  // Messages waiting for the backend, in arrival order, and the ones of them for the backend. The first
  // one to arrive posts deliver(), which runs once the io_context has read whatever else arrived
  // meanwhile: the backend gets them all at once and may write their presses in one transaction.
  std::vector<Waiting> waiting;
  std::vector<Incoming> inbox;
  void enqueue(const std::shared_ptr<Device>& device, DeviceMessage message);
  void enqueue(const std::shared_ptr<Device>& device, board_json::Rejected rejected);
  void deliver();
  void update_presence();

  void close_all();
};

// One clock page's WebSocket: its messages go to the backend, the answers and the board's state
// come back. Writes are queued so that only one is in flight.
class VenueServer::Impl::Device : public std::enable_shared_from_this<Device> {
 public:
  Device(std::shared_ptr<Impl> server, tcp::socket socket, BoardRef board, std::string peer)
      : m_server(std::move(server)),
        m_ws(std::move(socket)),
        m_board(board),
        m_peer(std::move(peer)),
        m_ping(m_ws.get_executor()) {}

  ~Device() { m_server->released(m_peer); }

  void accept(http::request<http::string_body> request) {
    m_ws.read_message_max(m_server->options.max_message_bytes);
    auto timeouts = websocket::stream_base::timeout::suggested(beast::role_type::server);
    timeouts.idle_timeout = std::chrono::seconds(20);
    timeouts.keep_alive_pings = true;
    m_ws.set_option(timeouts);
    m_ws.async_accept(request, [self = shared_from_this()](beast::error_code ec) {
      if (ec) return;
      self->opened();
    });
  }

  // The board's state, written once for all its devices as `text`.
  void send_state(const BoardState& state, const std::string& text) {
    if (m_gone || m_closing) return;
    sent_state(state);
    send(text);
  }

  void send(std::string text) {
    if (m_gone || m_closing) return;
    // The server reads no more from a device whose messages back up (read_on()); what still comes
    // (other devices' presses, pings) may take the queue to twice the limit, and a device that
    // does not read even then is let go.
    if (m_queued + text.size() > 2 * m_server->options.max_queued_bytes) {
      note("a device that does not read its messages was closed (" + m_peer + ")");
      close();
      return;
    }
    m_queued += text.size();
    m_server->queued(m_queued);
    m_queue.push_back(std::move(text));
    if (m_queue.size() == 1) write_next();
  }

  void close() {
    m_closing = true;
    beast::error_code ignored;
    m_ping.cancel();
    beast::get_lowest_layer(m_ws).socket().shutdown(tcp::socket::shutdown_both, ignored);
    beast::get_lowest_layer(m_ws).socket().close(ignored);
  }

  [[nodiscard]] const BoardRef& board() const { return m_board; }
  /// Whether the board's last acknowledgement (or its clock's start) came before this connection
  /// opened: only then can a replay from it follow an outage.
  [[nodiscard]] bool reconnected() const { return !m_saw_acknowledgement; }

 private:
  void opened() {
    m_server->devices.emplace(m_board, weak_from_this());
    m_server->update_presence();
    m_server->log("device connected: round " + std::to_string(m_board.round) + ", board " +
                  std::to_string(m_board.board) + " (" + m_peer + ")");
    // The first state goes before any answer: the backend takes this before the device's messages.
    m_server->at_backend(
        [board = m_board](Impl& s) {
          try {
            s.backend.presence(board, true);
          } catch (const std::exception& e) {
            s.log(std::string("a device's message failed: ") + e.what());
          }
          return s.backend_state(board);
        },
        [self = shared_from_this()](std::optional<BoardState> state) {
          if (state && !self->m_gone) self->send_state(*state, board_json::encode(*state));
        });
    ping();
    read();
  }

  void closed() {
    if (m_gone) return;
    m_gone = true;
    m_ping.cancel();
    if (m_held) {
      m_held = false;
      --m_server->held_back;
    }
    if (m_unlogged > 0) {
      m_server->log(std::to_string(m_unlogged) + " more refusals of a device were not logged (" + m_peer +
                    ")");
    }
    auto& devices = m_server->devices;
    for (auto it = devices.lower_bound(m_board); it != devices.end() && it->first == m_board;) {
      const auto device = it->second.lock();
      it = device == nullptr || device.get() == this ? devices.erase(it) : std::next(it);
    }
    m_server->update_presence();
    m_server->log("device left: round " + std::to_string(m_board.round) + ", board " +
                  std::to_string(m_board.board) + " (" + m_peer + ")");
    m_server->at_backend(
        [board = m_board](Impl& s) {
          try {
            s.backend.presence(board, false);
          } catch (const std::exception& e) {
            s.log(std::string("a device's message failed: ") + e.what());
          }
          return true;
        },
        [](bool) {});
  }

  void read() {
    m_ws.async_read(m_buffer, [self = shared_from_this()](beast::error_code ec, std::size_t) {
      if (ec) {
        if (ec == websocket::error::message_too_big)
          self->refused("an oversized message (" + self->m_peer + ")");
        self->closed();
        return;
      }
      const std::string text = beast::buffers_to_string(self->m_buffer.data());
      self->m_buffer.consume(self->m_buffer.size());
      // The protocol is JSON text: a binary frame is never read as a message, whatever it holds.
      if (self->m_ws.got_text())
        self->received(text);
      else
        self->bad_message("a binary frame");
      if (self->m_closing)
        self->closed();
      else if (!self->m_gone)
        self->read_on();
    });
  }

  // Reads the next message, unless this device's unsent messages are at the limit: then it is
  // not read until they drain (write_next()), and a device that sends without reading stops
  // itself, its own socket full, instead of filling the server's memory. Nor is it read while
  // many of its messages wait at the backend (answered() reads on): its answers are not counted in
  // the queue before the backend gives them.
  void read_on() {
    if (m_queued >= m_server->options.max_queued_bytes) {
      if (!m_held) {
        m_held = true;
        ++m_server->held_back;
      }
      return;
    }
    if (m_at_backend >= max_at_backend) {
      m_waiting_backend = true;
      return;
    }
    read();
  }

  // A refusal of this device's message: counted, and logged unless it has had its share.
  void refused(const std::string& line) {
    ++m_server->refused;
    note("refused: " + line);
  }

  void note(const std::string& line) {
    if (m_logged < max_logged_refusals) {
      ++m_logged;
      m_server->log(line);
    } else {
      ++m_unlogged;
    }
  }

  // A refused message counts toward the limit of bad ones, whatever the reason: a device that
  // keeps sending what is refused is closed.
  void held_against(const std::string& line) {
    refused(line);
    if (++m_bad >= m_server->options.max_bad_messages) close();
  }

  void received(std::string_view text) {
    if (m_closing) return;
    auto decoded = board_json::decode(text);
    if (std::holds_alternative<board_json::Unreadable>(decoded)) {
      bad_message("a message that is not one");
    } else if (const auto* pong = std::get_if<board_json::Pong>(&decoded)) {
      pong_of(pong->id);
    } else if (auto* message = std::get_if<DeviceMessage>(&decoded)) {
      ++m_at_backend;
      const bool written =
          !std::holds_alternative<PressMessage>(*message) && !std::holds_alternative<ReplayMessage>(*message);
      if (written && !m_server->allow_board_message(m_board)) {
        m_server->enqueue(
            shared_from_this(),
            board_json::Rejected{board_json::kind_of(*message),
                                 RefusedAnswer{RefusalCode::busy,
                                               app::tr("Too many messages: wait a moment."), std::nullopt}});
        return;
      }
      m_server->enqueue(shared_from_this(), std::move(*message));
    } else {
      // Refused without reaching the backend, but answered in its turn among the device's messages,
      // with the board's state after it as any refusal.
      ++m_at_backend;
      m_server->enqueue(shared_from_this(), std::get<board_json::Rejected>(std::move(decoded)));
    }
  }

  // A message that cannot be read as one: refused, and held against the device.
  void bad_message(const std::string& what) {
    send(board_json::encode_unreadable());
    held_against(what + " (" + m_peer + ")");
  }

  // The answer to this device's message of `kind` ("press", ...; empty: of an unknown type);
  // true when the board's state may have changed. `state`: the board's state the backend gave with
  // a refusal.
  bool answered(std::string_view kind, const Answer& answer, const std::optional<BoardState>& state) {
    const auto* refusal = std::get_if<RefusedAnswer>(&answer);
    const bool turned_down = refusal != nullptr;
    if (m_at_backend > 0) --m_at_backend;
    if (m_gone || m_closing) return !turned_down;
    if (m_waiting_backend) {
      m_waiting_backend = false;
      read_on();
    }
    send(board_json::encode(answer));
    if (turned_down) {
      // The device may have run its own clock ahead of a refused press or replay: it takes the
      // server's again.
      if (state) send_state(*state, board_json::encode(*state));
      // A press out of turn or on a paused clock is rare in play (the page refuses both itself),
      // and sent as fast as a socket takes it, it is a flood: held against the device like a
      // malformed message. The server's own failure is not.
      const auto code = refusal->code;
      // An unknown type's text is the device's own: it is not logged.
      const auto line = (kind.empty() ? std::string("a message of an unknown type")
                                      : "a " + std::string(kind) + " message") +
                        " (" + m_peer + "): " + std::string(board_json::code(code));
      if (code == RefusalCode::failed || code == RefusalCode::closing)
        note("refused: " + line);
      else
        held_against(line);
    }
    return !turned_down;
  }

  void ping() {
    m_ping.expires_after(m_server->options.ping_interval);
    m_ping.async_wait([self = shared_from_this()](beast::error_code ec) {
      if (ec || self->m_gone) return;
      self->m_ping_sent = self->m_server->time.now().monotonic;
      self->send(board_json::encode_ping(++self->m_ping_id));
      self->ping();
    });
  }

  // A pong: the round trip of the last ping when it answers that one; anything else is ignored.
  void pong_of(const std::optional<long long>& id) {
    if (!id || *id != m_ping_id) return;
    m_rtt.add(m_server->time.now().monotonic - m_ping_sent);
  }

  // The board's state as this connection is sent it. A press acknowledged, or the clock started,
  // after the first state means the device was connected when the board's last acknowledgement
  // was made, and it stays so (docs/venue.md, "Messages": a replay without an outage).
  void sent_state(const BoardState& state) {
    const auto ack = state.acknowledged;
    const bool started = state.phase != clock::ClockPhase::not_started;
    if (!m_first_state) {
      m_first_state = true;
      m_first_ack = ack;
      m_first_started = started;
    } else if (ack > m_first_ack || (started && !m_first_started)) {
      m_saw_acknowledgement = true;
    }
  }

  // The largest recent round trip, between the estimator's floor and cap (docs/clock.md).
  [[nodiscard]] std::chrono::milliseconds rtt_bound() const { return m_rtt.bound(); }

  void write_next() {
    m_ws.text(true);
    m_ws.async_write(net::buffer(m_queue.front()),
                     [self = shared_from_this()](beast::error_code ec, std::size_t) {
                       if (ec) {
                         self->m_queue.clear();
                         self->m_queued = 0;
                         self->closed();
                         return;
                       }
                       self->m_queued -= self->m_queue.front().size();
                       self->m_queue.pop_front();
                       if (!self->m_queue.empty()) self->write_next();
                       // Drained to half the limit: the device is read again.
                       if (self->m_held && self->m_queued <= self->m_server->options.max_queued_bytes / 2) {
                         self->m_held = false;
                         --self->m_server->held_back;
                         if (!self->m_gone && !self->m_closing) self->read_on();
                       }
                     });
  }

  std::shared_ptr<Impl> m_server;
  websocket::stream<beast::tcp_stream> m_ws;
  BoardRef m_board;
  std::string m_peer;
  beast::flat_buffer m_buffer;
  std::deque<std::string> m_queue;
  net::steady_timer m_ping;
  long long m_ping_id = 0;
  std::chrono::milliseconds m_ping_sent{0};
  clock::RoundTripEstimator m_rtt;
  int m_bad = 0;
  bool m_gone = false;
  bool m_closing = false;    // closed by the server: nothing more is read, answered or sent
  std::size_t m_queued = 0;  // bytes in m_queue
  bool m_held = false;       // not read until m_queue drains
  int m_logged = 0;          // refusals logged, and the ones not
  std::uint64_t m_unlogged = 0;
  bool m_first_state = false;  // the state sent as the connection opened, and what it said:
  std::uint64_t m_first_ack = 0;
  bool m_first_started = false;
  bool m_saw_acknowledgement = false;
  std::size_t m_at_backend = 0;    // messages sent to the backend and not yet answered
  bool m_waiting_backend = false;  // not read until fewer of them wait (answered())
  static constexpr std::size_t max_at_backend = 32;

  friend struct VenueServer::Impl;
};

// One HTTP connection: the board page, a notice, or the upgrade to a board's WebSocket.
class VenueServer::Impl::HttpSession : public std::enable_shared_from_this<HttpSession> {
 public:
  HttpSession(std::shared_ptr<Impl> server, tcp::socket socket, std::string peer)
      : m_server(std::move(server)), m_stream(std::move(socket)), m_peer(std::move(peer)) {}

  ~HttpSession() {
    if (!m_upgraded) m_server->released(m_peer);
  }

  void start() { read(); }

  void close() {
    beast::error_code ignored;
    m_stream.socket().shutdown(tcp::socket::shutdown_both, ignored);
    m_stream.socket().close(ignored);
  }

 private:
  void read() {
    m_parser.emplace();
    m_parser->header_limit(static_cast<std::uint32_t>(m_server->options.max_message_bytes));
    m_parser->body_limit(m_server->options.max_message_bytes);
    m_stream.expires_after(std::chrono::seconds(10));
    http::async_read(m_stream, m_buffer, *m_parser,
                     [self = shared_from_this()](beast::error_code ec, std::size_t) {
                       if (ec) {
                         if (ec != http::error::end_of_stream && ec != beast::error::timeout &&
                             ec != net::error::operation_aborted)
                           self->m_server->refuse("an HTTP request that cannot be read (" + self->m_peer +
                                                  "): " + ec.message());
                         self->done();
                         return;
                       }
                       self->handle(self->m_parser->release());
                     });
  }

  void handle(http::request<http::string_body> request) {
    const std::string full(request.target().data(), request.target().size());
    const std::string target(path_of(full));
    if (!m_server->allow_request(m_peer)) {
      // Counted, not logged line by line: a flood must not fill the log.
      ++m_server->refused;
      return reply(
          request, http::status::too_many_requests,
          notice_page(app::tr("Too many requests"), app::tr("Wait a moment, then open the page again.")));
    }
    if (websocket::is_upgrade(request)) {
      if (!target.starts_with(socket_prefix)) return reply(request, http::status::not_found, not_found());
      if (!same_origin(request)) {
        m_server->refuse("a clock connection opened from another site's page (" + m_peer + ")");
        return reply(request, http::status::forbidden, refused_link());
      }
      const std::string token(std::string_view(target).substr(socket_prefix.size()));
      if (!plausible_token(token)) return upgrade(std::move(request), std::nullopt);
      m_server->at_backend(
          [token](Impl& s) { return s.backend_open(token); },
          [self = shared_from_this(), request = std::move(request)](std::optional<BoardRef> board) mutable {
            self->upgrade(std::move(request), board);
          });
      return;
    }
    if (target == "/arbiter" || target.starts_with(arbiter_prefix)) return arbiter(std::move(request), full);
    if (request.method() != http::verb::get && request.method() != http::verb::head) {
      // Nothing else is written by an HTTP request: the board devices write over their socket,
      // with their board's token, and a floor arbiter posts to /arbiter/TOKEN/action (arbiter()).
      // A public page never changes anything.
      m_server->refuse("a " + std::string(request.method_string()) + " request (" + m_peer + ")");
      return reply(request, http::status::method_not_allowed, not_found());
    }
    if (target.starts_with(board_prefix)) {
      const std::string token(std::string_view(target).substr(board_prefix.size()));
      if (!plausible_token(token)) return board_page_for(request, std::nullopt);
      m_server->at_backend([token](Impl& s) { return s.backend_open(token); },
                           [self = shared_from_this(), request = std::move(request)](
                               std::optional<BoardRef> board) { self->board_page_for(request, board); });
      return;
    }
    if (m_server->live != nullptr) {
      if (target == "/" || target == "/live") return redirect(request, "/live/");
      if (target == "/live/live.css")
        return reply(request, http::status::ok, std::string(live_style()), "text/css; charset=utf-8");
      if (target == "/live/live.js")
        return reply(request, http::status::ok, std::string(live_script()), "text/javascript; charset=utf-8");
      if (target == "/live/events") return watch(request);
      if (target.starts_with(live_prefix)) {
        const auto query = parse_live_target(full, m_server->live_language);
        if (!query) return reply(request, http::status::not_found, not_found());
        if (query->page == LivePage::clocks) return clocks_page(std::move(request), *query);
        net::post(m_server->live_io,
                  [self = shared_from_this(), request = std::move(request), q = *query]() mutable {
                    auto page = self->m_server->build_live(q);
                    net::post(self->m_server->io,
                              [self, request = std::move(request), page = std::move(page), q]() mutable {
                                if (self->m_server->stopping) return;
                                if (q.page == LivePage::board && page.found)
                                  return self->board_viewer(std::move(request), std::move(page.page), q);
                                self->reply(request, page.found ? http::status::ok : http::status::not_found,
                                            std::move(page.page), "text/html; charset=utf-8", true);
                              });
                  });
        return;
      }
    }
    if (target == "/") {
      return reply(
          request, http::status::ok,
          notice_page(app::tr("Shashki Arbiter"),
                      app::tr("This is the venue's clock server. Open your board's link or scan its QR "
                              "code.")));
    }
    return reply(request, http::status::not_found, not_found());
  }

  // The floor arbiter's page and its two requests (docs/venue.md, "Floor arbiters"):
  //   GET  /arbiter/TOKEN          the page
  //   GET  /arbiter/TOKEN/boards   every board, as JSON (board_json::encode_floor)
  //   POST /arbiter/TOKEN/action   an action, as JSON (board_json::decode_floor)
  // and its script and style. Every request of the three needs a valid arbiter token; the post
  // must also come from this server's own page (its origin, JSON as its type), so another site's
  // page that a deputy's browser shows can post nothing.
  void arbiter(http::request<http::string_body> request, const std::string& full) {
    const std::string target(path_of(full));
    const bool reads = request.method() == http::verb::get || request.method() == http::verb::head;
    if (target == "/arbiter" || target == "/arbiter/") {
      if (!reads) {
        m_server->refuse("a floor action without an arbiter token (" + m_peer + ")");
        return reply(request, http::status::forbidden, refused_arbiter());
      }
      return reply(
          request, http::status::ok,
          notice_page(app::tr("Floor arbiter"),
                      app::tr("Open the link of your arbiter token: the chief arbiter issues it at the "
                              "console.")));
    }
    const std::string_view rest = std::string_view(target).substr(arbiter_prefix.size());
    if (reads && rest == "arbiter.js")
      return reply(request, http::status::ok, std::string(arbiter_script()),
                   "text/javascript; charset=utf-8");
    if (reads && rest == "arbiter.css")
      return reply(request, http::status::ok, std::string(arbiter_style()), "text/css; charset=utf-8");
    const auto slash = rest.find('/');
    const std::string token(rest.substr(0, slash));
    const std::string tail(slash == std::string_view::npos ? std::string_view{} : rest.substr(slash + 1));
    const bool page = tail.empty(), boards = tail == "boards", action = tail == "action";
    if (!page && !boards && !action) return reply(request, http::status::not_found, not_found());
    if (action != (request.method() == http::verb::post) || (!action && !reads)) {
      m_server->refuse("a " + std::string(request.method_string()) +
                       " request of the floor arbiter's page (" + m_peer + ")");
      return reply(request, http::status::method_not_allowed, not_found(), "text/html; charset=utf-8", false,
                   action ? "POST" : "GET, HEAD");
    }
    if (action) {
      if (!same_origin(request) || !same_site_fetch(request)) {
        m_server->refuse("a floor action posted from another site's page (" + m_peer + ")");
        return reply(request, http::status::forbidden, refused_arbiter());
      }
      const auto type = request[http::field::content_type];
      if (!type.starts_with("application/json")) {
        m_server->refuse("a floor action that is not JSON (" + m_peer + ")");
        return reply(request, http::status::unsupported_media_type, refused_arbiter());
      }
    }
    if (!plausible_token(token)) return arbiter_answer(request, std::nullopt, {});
    // The page's language: the link's (`?lang=`, read as the live pages read it), else the
    // server's (the backend's).
    const auto asked = parse_live_target("/live/" + std::string(parameters_of(full)), "");
    const std::string language = asked ? asked->language : std::string();
    std::optional<FloorMessage> message;
    if (action) {
      message = board_json::decode_floor(request.body());
      if (!message) {
        m_server->refuse("a floor action that cannot be read (" + m_peer + ")");
        return reply(request, http::status::bad_request,
                     board_json::encode(FloorAnswer{false, app::tr("The action could not be read.")}),
                     "application/json");
      }
    }
    struct Done {
      bool opened = false;
      std::string body;
    };
    m_server->at_backend(
        [token, page, message, language](Impl& s) {
          Done done;
          std::optional<ArbiterRef> arbiter;
          try {
            arbiter = s.backend.open_arbiter(token);
          } catch (const std::exception& e) {
            s.log(std::string("an arbiter link could not be checked: ") + e.what());
          }
          if (!arbiter) return done;
          done.opened = true;
          try {
            if (page) {
              done.body = arbiter_page(language.empty() ? s.backend.language() : language);
            } else if (message) {
              const auto answer = s.backend.floor_act(*arbiter, *message);
              s.log("floor arbiter " + std::to_string(arbiter->id) + ": " +
                    std::string(tournament::code(message->action)) + " at board " +
                    std::to_string(message->board) + (answer.done ? "" : " refused"));
              done.body = board_json::encode(answer);
            } else {
              done.body = board_json::encode_floor(*arbiter, s.backend.floor());
            }
          } catch (const std::exception& e) {
            s.log(std::string("a floor arbiter's request failed: ") + e.what());
            done.body =
                board_json::encode(FloorAnswer{false, app::tr("The server could not take this message.")});
          }
          return done;
        },
        [self = shared_from_this(), request = std::move(request), page, message](Done done) {
          self->arbiter_answer(request,
                               done.opened ? std::optional<std::string>(std::move(done.body)) : std::nullopt,
                               page ? "text/html; charset=utf-8" : "application/json");
        });
  }

  void arbiter_answer(const http::request<http::string_body>& request, const std::optional<std::string>& body,
                      std::string_view type) {
    if (!body) {
      m_server->refuse("a floor arbiter's request with an unknown or revoked arbiter link (" + m_peer + ")");
      return reply(request, http::status::forbidden, refused_arbiter());
    }
    reply(request, http::status::ok, *body, type, true);
  }

  // A browser says where a request comes from (Sec-Fetch-Site): a post from another site's page,
  // or from none that a browser would name, is refused; a client that says nothing is no browser.
  static bool same_site_fetch(const http::request<http::string_body>& request) {
    const auto site = request["Sec-Fetch-Site"];
    return site.empty() || site == "same-origin";
  }

  static std::string refused_arbiter() {
    return notice_page(app::tr("This arbiter link is not valid"),
                       app::tr("The link is unknown or was revoked. Ask the chief arbiter for a new one."));
  }

  // The clock connection of a board link, once the backend has said which board it opens.
  void upgrade(http::request<http::string_body> request, const std::optional<BoardRef>& board) {
    if (!board) {
      m_server->refuse("a clock connection with an unknown or revoked board link (" + m_peer + ")");
      return reply(request, http::status::forbidden, refused_link());
    }
    m_upgraded = true;
    m_stream.expires_never();
    auto device = std::make_shared<Device>(m_server, m_stream.release_socket(), *board, m_peer);
    device->accept(std::move(request));
    done();
  }

  // A board's page, once the backend has said whether its link opens a board.
  void board_page_for(const http::request<http::string_body>& request, const std::optional<BoardRef>& board) {
    if (!board) {
      m_server->refuse("a board page with an unknown or revoked board link (" + m_peer + ")");
      return reply(request, http::status::forbidden, refused_link());
    }
    reply(request, http::status::ok, std::string(board_page()));
  }

  // A browser names the page that opens a WebSocket (Origin): the board page is this server's, so
  // a connection opened by any other site's page (which would need the board's token anyway) is
  // refused. A client that names none (not a browser) is not a cross-site request.
  static bool same_origin(const http::request<http::string_body>& request) {
    const auto origin = request[http::field::origin];
    if (origin.empty()) return true;
    const auto host = request[http::field::host];
    return !host.empty() &&
           (origin == "http://" + std::string(host) || origin == "https://" + std::string(host));
  }

  static std::string refused_link() {
    return notice_page(
        app::tr("This board link is not valid"),
        app::tr("The link is unknown, was replaced, or belongs to another round. Ask the arbiter "
                "for your board's QR code."));
  }

  static std::string not_found() {
    return notice_page(app::tr("Not found"), app::tr("There is no such page."));
  }

  // The board viewer (/live/board/N): the page as the live thread built it, with the board's clock
  // as the backend has it now in place of its marker (nothing when the clocks do not run here or
  // the board is of another round).
  void board_viewer(http::request<http::string_body> request, std::string page, const LiveQuery& query) {
    m_server->at_backend(
        [query](Impl& s) {
          std::string tile;
          try {
            for (const auto& board : s.backend.boards()) {
              if (board.board != query.board || (query.round != 0 && board.round != query.round)) continue;
              if (auto state = s.backend_state(board)) tile = clock_tile(*state, query.language);
            }
          } catch (const std::exception& e) {
            s.log(std::string("the clocks could not be read: ") + e.what());
          }
          return tile;
        },
        [self = shared_from_this(), request = std::move(request),
         page = std::move(page)](std::string tile) mutable {
          if (const auto at = page.find(board_clock_marker); at != std::string::npos)
            page.replace(at, board_clock_marker.size(),
                         "<div data-role=\"board-clock\" class=\"clocks\">" + tile + "</div>");
          self->reply(request, http::status::ok, std::move(page), "text/html; charset=utf-8", true);
        });
  }

  // The live clocks page: every board's clock as the backend has it now.
  void clocks_page(http::request<http::string_body> request, const LiveQuery& query) {
    m_server->at_backend(
        [](Impl& s) {
          std::vector<BoardState> states;
          try {
            for (const auto& board : s.backend.boards()) {
              if (auto state = s.backend_state(board)) states.push_back(std::move(*state));
            }
          } catch (const std::exception& e) {
            s.log(std::string("the clocks could not be read: ") + e.what());
          }
          return states;
        },
        [self = shared_from_this(), request = std::move(request), query](std::vector<BoardState> states) {
          self->reply(request, http::status::ok,
                      live_document(query, clocks_content(states, query), self->m_server->live_version),
                      "text/html; charset=utf-8", true);
        });
  }

  // The answers' headers every response carries: no caching (a page is current or it is nothing),
  // no type guessing, no framing, and no address (a board link's token) passed on to elsewhere.
  static void common_headers(http::response_header<>& header) {
    header.set(http::field::server, "shashki");
    header.set(http::field::cache_control, "no-store");
    header.set("X-Content-Type-Options", "nosniff");
    header.set("X-Frame-Options", "DENY");
    header.set("Referrer-Policy", "no-referrer");
  }

  void redirect(const http::request<http::string_body>& request, std::string_view to) {
    http::response<http::string_body> response{http::status::found, request.version()};
    common_headers(response.base());
    response.set(http::field::location, std::string(to));
    send(std::move(response));
  }

  // A live page's event stream: the version now, then each new one (announce()) and a keepalive
  // line now and then, until the page goes away. It reads nothing the page sends.
  void watch(const http::request<http::string_body>& request) {
    if (request.method() == http::verb::head) {
      return reply(request, http::status::ok, std::string(), "text/event-stream");
    }
    m_watching = true;
    m_stream.expires_never();
    m_server->watchers.insert(shared_from_this());
    const std::string_view target(request.target().data(), request.target().size());
    // `?clocks=1`, and a window of boards (`&from=F&count=K`, as the clocks page's own) if any.
    const auto parameters = parameters_of(target);
    const auto window = parse_live_target("/live/clocks" + std::string(parameters), "en");
    if (parameters.starts_with("?clocks=1") && window) {
      m_clock_from = window->from;
      m_clock_count = window->count;
      m_server->clock_watchers.insert(shared_from_this());
      m_server->clock_windows[{m_clock_from, m_clock_count}].insert(shared_from_this());
      // A new page is told every board at the next sweep (within a second); the other pages are
      // told nothing more for it, so opening streams in a loop costs no one else anything.
      m_server->fresh_clock_watchers.insert(shared_from_this());
    }
    m_server->watcher_count = m_server->watchers.size();
    push(
        "HTTP/1.1 200 OK\r\nServer: shashki\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\n"
        "X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\nretry: 2000\n\n" +
        // Before the source's first answer there is no version to tell; announce() tells it.
        (m_server->live_known ? version_event(m_server->live_version) : std::string()));
    drain();
  }

 public:
  static std::string version_event(std::uint64_t version) {
    return "event: version\ndata: " + std::to_string(version) + "\n\n";
  }

  // An event stream's line; a page that has this much unsent is let go.
  void push(std::string text) {
    if (!m_watching) return;
    // A batch of clocks is bounded by the boards' count, not by this limit.
    if (m_queued - m_batch_bytes + text.size() > max_watcher_queue) {
      unwatch();
      close();
      return;
    }
    m_queued += text.size();
    m_queue.push_back(std::move(text));
    if (m_queue.size() == 1) write_next();
  }

  // A board's clock for a live clocks page. It waits for the others the server gathers
  // (VenueOptions::clock_gather), and while the page's previous lines are still being written;
  // each board's newest clock waits in place of an older one (the page needs the clock now, not
  // its history), and they go together. So a page gets fewer, larger writes, and what waits is at
  // most a clock per board.
  void push_clock(int board, std::string text) {
    if (!m_watching) return;
    if (m_server->options.clock_gather.count() == 0 && m_queue.empty()) return push(std::move(text));
    m_pending_clocks[board] = std::move(text);
    if (m_queue.empty() && !m_gathering) {
      m_gathering = true;
      m_server->gather(shared_from_this());
    }
  }

  // The gathering is over: the clocks waiting go, unless a write is in flight (they follow it).
  void gathered() {
    m_gathering = false;
    if (m_watching && m_queue.empty()) write_pending_clocks();
  }

  // Whether a write has been waiting on the page for longer than `limit` (a phone that reads
  // nothing more and whose network still holds the connection).
  [[nodiscard]] bool stuck(std::chrono::steady_clock::duration limit) const {
    return !m_queue.empty() && std::chrono::steady_clock::now() - m_write_started > limit;
  }

  void let_go() {
    unwatch();
    close();
  }

 private:
  void write_next() {
    m_write_started = std::chrono::steady_clock::now();
    net::async_write(m_stream, net::buffer(m_queue.front()),
                     [self = shared_from_this()](beast::error_code ec, std::size_t) {
                       if (ec) {
                         self->unwatch();
                         self->close();
                         return;
                       }
                       self->m_queued -= self->m_queue.front().size();
                       self->m_queue.pop_front();
                       self->m_batch_bytes = 0;  // a batch, when there was one, went first
                       if (self->m_queue.empty()) {
                         self->write_pending_clocks();
                       } else {
                         self->write_next();
                       }
                     });
  }

  // The clocks waiting, in one write.
  void write_pending_clocks() {
    if (m_pending_clocks.empty()) return;
    std::string batch;
    for (const auto& [board, text] : m_pending_clocks) batch += text;
    m_pending_clocks.clear();
    m_queued += batch.size();
    m_batch_bytes = batch.size();
    m_queue.push_back(std::move(batch));
    if (m_queue.size() == 1) write_next();
  }

  // Reads and drops what the page sends, to notice when it closes.
  void drain() {
    m_stream.async_read_some(net::buffer(m_sink),
                             [self = shared_from_this()](beast::error_code ec, std::size_t) {
                               if (ec) {
                                 self->unwatch();
                                 self->close();
                                 return;
                               }
                               self->drain();
                             });
  }

  void unwatch() {
    if (!m_watching) return;
    m_watching = false;
    m_server->watchers.erase(shared_from_this());
    if (m_server->clock_watchers.erase(shared_from_this()) > 0) {
      const auto window = m_server->clock_windows.find({m_clock_from, m_clock_count});
      if (window != m_server->clock_windows.end()) {
        window->second.erase(shared_from_this());
        if (window->second.empty()) m_server->clock_windows.erase(window);
      }
    }
    m_server->fresh_clock_watchers.erase(shared_from_this());
    m_server->watcher_count = m_server->watchers.size();
    done();
  }

  // `allow`: the methods a 405 names (every address but the floor arbiter's action reads only).
  void reply(const http::request<http::string_body>& request, http::status status, std::string body,
             std::string_view type = "text/html; charset=utf-8", bool live_page = false,
             std::string_view allow = "GET, HEAD") {
    http::response<http::string_body> response{status, request.version()};
    common_headers(response.base());
    response.set(http::field::content_type, std::string(type));
    if (live_page) response.set("Content-Security-Policy", std::string(live_policy));
    if (status == http::status::method_not_allowed) response.set(http::field::allow, std::string(allow));
    if (request.method() == http::verb::head) {
      // The length GET would give, and no body.
      response.content_length(body.size());
      return send(std::move(response), false);
    }
    response.body() = std::move(body);
    send(std::move(response));
  }

  void send(http::response<http::string_body> response, bool with_length = true) {
    response.keep_alive(false);
    if (with_length) response.prepare_payload();
    auto shared = std::make_shared<http::response<http::string_body>>(std::move(response));
    http::async_write(m_stream, *shared, [self = shared_from_this(), shared](beast::error_code, std::size_t) {
      self->close();
      self->done();
    });
  }

  void done() { m_server->pages.erase(shared_from_this()); }

  std::shared_ptr<Impl> m_server;
  beast::tcp_stream m_stream;
  std::string m_peer;
  beast::flat_buffer m_buffer;
  std::optional<http::request_parser<http::string_body>> m_parser;
  bool m_upgraded = false;
  // An event stream's state.
  bool m_watching = false;
  int m_clock_from = 0;  // the clocks window the page shows (0, 0: every board)
  int m_clock_count = 0;
  std::map<int, std::string> m_pending_clocks;  // by board: its newest clock, not yet written
  bool m_gathering = false;                     // in the server's gathering (push_clock())
  std::chrono::steady_clock::time_point m_write_started;
  std::size_t m_batch_bytes = 0;  // of m_queued: the batch of clocks being written
  std::deque<std::string> m_queue;
  std::size_t m_queued = 0;
  std::array<char, 512> m_sink{};
};

void VenueServer::Impl::admit(tcp::socket socket) {
  beast::error_code ec;
  const auto endpoint = socket.remote_endpoint(ec);
  if (ec) return;
  const std::string peer = endpoint.address().to_string();
  auto& from_peer = per_address[peer];
  bool full = false;
  {
    const std::lock_guard lock(status_mutex);
    full = connections >= options.max_connections;
  }
  if (full || from_peer >= options.max_per_address) {
    refuse(full ? "a connection beyond the server's limit (" + peer + ")"
                : "a connection beyond the limit of one address (" + peer + ")");
    socket.close(ec);
    if (from_peer == 0) per_address.erase(peer);
    return;
  }
  ++from_peer;
  // An acknowledgement and the board's state go out back to back: Nagle's algorithm would hold
  // the second until the device acknowledges the first (tens of milliseconds).
  socket.set_option(tcp::no_delay(true), ec);
  {
    const std::lock_guard lock(status_mutex);
    ++connections;
  }
  auto session = std::make_shared<HttpSession>(shared_from_this(), std::move(socket), peer);
  pages.insert(session);
  session->start();
}

void VenueServer::Impl::enqueue(const std::shared_ptr<Device>& device, DeviceMessage message) {
  if (waiting.empty()) net::post(io, [self = shared_from_this()] { self->deliver(); });
  const auto kind = board_json::kind_of(message);
  inbox.push_back(Incoming{device->board(), std::move(message), device->rtt_bound(), device->reconnected(),
                           backend.reading()});
  waiting.push_back(Waiting{device, device->board(), kind, std::nullopt});
}

void VenueServer::Impl::enqueue(const std::shared_ptr<Device>& device, board_json::Rejected rejected) {
  if (waiting.empty()) net::post(io, [self = shared_from_this()] { self->deliver(); });
  waiting.push_back(Waiting{device, device->board(), rejected.kind, std::move(rejected.refusal)});
}

void VenueServer::Impl::deliver() {
  auto batch = std::move(inbox);
  auto all = std::move(waiting);
  inbox.clear();
  waiting.clear();
  if (all.empty()) return;
  // What the backend answered (and the codec refused), the board's state beside each refusal, and
  // the state of each board whose message was taken.
  struct Delivered {
    std::vector<Waiting> all;
    std::vector<Answer> answers;
    std::vector<std::optional<BoardState>> refusal_states;
    std::vector<std::pair<BoardRef, BoardState>> changed;
  };
  at_backend(
      [batch = std::move(batch), all = std::move(all)](Impl& s) mutable {
        Delivered d;
        std::vector<Answer> taken;
        if (!batch.empty()) {
          try {
            taken = s.backend.handle_all(batch);
          } catch (const std::exception& e) {
            s.log(std::string("devices' messages failed: ") + e.what());
          }
          if (taken.size() != batch.size())
            taken.assign(batch.size(), RefusedAnswer{RefusalCode::failed, std::nullopt, std::nullopt});
        }
        // The backend's answers in their places among the codec's refusals.
        d.answers.reserve(all.size());
        std::size_t next = 0;
        for (const auto& w : all)
          d.answers.push_back(w.rejected ? Answer{*w.rejected} : std::move(taken[next++]));
        d.refusal_states.resize(all.size());
        std::set<BoardRef> changed;
        for (std::size_t k = 0; k < all.size(); ++k) {
          if (is_refusal(d.answers[k]))
            d.refusal_states[k] = s.backend_state(all[k].board);
          else
            changed.insert(all[k].board);
        }
        for (const auto& board : changed) {
          if (auto state = s.backend_state(board)) d.changed.emplace_back(board, std::move(*state));
        }
        d.all = std::move(all);
        return d;
      },
      [weak = weak_from_this()](Delivered d) {
        const auto self = weak.lock();
        if (!self) return;
        // Every answer first, then each changed board's state once.
        for (std::size_t k = 0; k < d.all.size(); ++k) {
          if (const auto device = d.all[k].sender.lock())
            device->answered(d.all[k].kind, d.answers[k], d.refusal_states[k]);
        }
        for (const auto& [board, state] : d.changed) self->send_state(board, state);
      });
}

void VenueServer::Impl::broadcast(const BoardRef& board) {
  if (devices.find(board) == devices.end() && clock_watchers.empty()) return;
  at_backend([board](Impl& s) { return s.backend_state(board); },
             [weak = weak_from_this(), board](std::optional<BoardState> state) {
               const auto self = weak.lock();
               if (self && state) self->send_state(board, *state);
             });
}

void VenueServer::Impl::send_state(const BoardRef& board, const BoardState& state) {
  const auto text = board_json::encode(state);
  for (auto it = devices.lower_bound(board); it != devices.end() && it->first == board; ++it) {
    if (auto device = it->second.lock()) device->send_state(state, text);
  }
  show_clock(state, true);
}

void VenueServer::Impl::show_clock(const BoardState& state, bool always,
                                   const std::set<std::shared_ptr<HttpSession>>& fresh) {
  if (clock_watchers.empty()) return;
  // What a page cannot work out by itself: the phase, the side running, a flag, the moves.
  const std::string shape = std::string(clock::code(state.phase)) + "/" +
                            (state.running ? std::string(clock::code(*state.running)) : "-") + "/" +
                            (state.flag ? std::string(clock::code(*state.flag)) : "-") + "/" +
                            std::to_string(state.white.moves) + "/" + std::to_string(state.black.moves);
  auto& last = clock_shapes[state.board];
  const bool changed = always || last != shape;
  if (!changed && fresh.empty()) return;
  last = shape;
  const auto text = "event: clock\ndata: " + board_json::encode_public(state) + "\n\n";
  std::vector<std::shared_ptr<HttpSession>> told;
  for (const auto& [window, pages] : clock_windows) {
    if (!in_clock_window(state.board, window.first, window.second)) continue;
    for (const auto& page : pages) {
      if (changed || fresh.contains(page)) told.push_back(page);
    }
  }
  for (const auto& page : told) page->push_clock(state.board, text);
}

void VenueServer::Impl::gather(const std::shared_ptr<HttpSession>& page) {
  gathering.push_back(page);
  if (gather_set) return;
  gather_set = true;
  gather_timer.expires_after(options.clock_gather);
  gather_timer.async_wait([weak = weak_from_this()](beast::error_code ec) {
    const auto self = weak.lock();
    if (!self) return;
    self->gather_set = false;
    if (ec || self->stopping) return;
    self->write_gathered(
        std::make_shared<std::vector<std::weak_ptr<HttpSession>>>(std::exchange(self->gathering, {})), 0);
  });
}

void VenueServer::Impl::write_gathered(std::shared_ptr<std::vector<std::weak_ptr<HttpSession>>> pages,
                                       std::size_t from) {
  // A few dozen pages at a time, the rest after what else is ready (a device's press): hundreds of
  // writes in one turn would hold the presses up for milliseconds.
  constexpr std::size_t at_once = 48;
  const auto to = std::min(pages->size(), from + at_once);
  for (std::size_t k = from; k < to; ++k) {
    if (const auto page = (*pages)[k].lock()) page->gathered();
  }
  if (to < pages->size()) {
    net::post(io, [weak = weak_from_this(), pages = std::move(pages), to]() mutable {
      const auto self = weak.lock();
      if (self && !self->stopping) self->write_gathered(std::move(pages), to);
    });
  }
}

bool VenueServer::Impl::allow_board_message(const BoardRef& board) {
  return take(board_allowances, board, options.requests_per_device_second, options.request_device_burst,
              std::chrono::steady_clock::now());
}

bool VenueServer::Impl::allow_request(const std::string& peer) {
  const auto now = std::chrono::steady_clock::now();
  if (!take(allowances, peer, options.requests_per_second, options.request_burst, now)) return false;
  // Addresses seen long ago are forgotten once many were seen: a full allowance is what a new
  // address gets anyway.
  if (allowances.size() > 4096) {
    std::erase_if(allowances, [&](const auto& entry) {
      return now - entry.second.at > std::chrono::seconds(60) && entry.first != peer;
    });
  }
  return true;
}

VenueServer::Impl::Built VenueServer::Impl::build_live(const LiveQuery& query) {
  try {
    // The version the poll last read: no query per request, and a page is labelled with the
    // version its readers were told.
    if (!polled) poll_version();
    const auto version = polled_version;
    if (version != built_version || built.size() >= max_cached_pages) {
      built.clear();
      built_version = version;
    }
    if (const auto found = built.find(query); found != built.end()) return found->second;
    const auto content = live->content(query);
    Built page{live_document(query, content, version), content.found};
    // A page not found (a section or round the event lacks) is not kept: a peer asking for one
    // name after another must not push the pages everyone reads out of the cache.
    if (content.found) built.emplace(query, page);
    return page;
  } catch (const std::exception& e) {
    log(std::string("a live page could not be built: ") + e.what());
    return Built{notice_page(app::tr("The page cannot be shown now"), app::tr("Try again in a moment.")),
                 false};
  }
}

void VenueServer::Impl::poll_live() {
  poll_version();
  live_timer.expires_after(options.live_poll);
  live_timer.async_wait([weak = weak_from_this()](beast::error_code ec) {
    const auto self = weak.lock();
    if (!ec && self && !self->stopping) self->poll_live();
  });
}

void VenueServer::Impl::poll_version() {
  try {
    const auto version = live->version();
    if (!polled || version != polled_version) {
      polled = true;
      polled_version = version;
      net::post(io, [weak = weak_from_this(), version] {
        if (const auto self = weak.lock(); self && !self->stopping) self->announce(version);
      });
    }
  } catch (const std::exception& e) {
    log(std::string("the live pages' data could not be read: ") + e.what());
  }
}

void VenueServer::Impl::announce(std::uint64_t version) {
  live_version = version;
  live_known = true;
  const auto text = HttpSession::version_event(version);
  for (const auto& watcher : std::vector(watchers.begin(), watchers.end())) watcher->push(text);
}

void VenueServer::Impl::schedule_keepalive() {
  keepalive.expires_after(options.live_keepalive);
  keepalive.async_wait([weak = weak_from_this()](beast::error_code ec) {
    const auto self = weak.lock();
    if (ec || !self || self->stopping) return;
    for (const auto& watcher : std::vector(self->watchers.begin(), self->watchers.end())) {
      // A page that has not taken a write for two keepalives has gone.
      if (watcher->stuck(2 * self->options.live_keepalive))
        watcher->let_go();
      else
        watcher->push(":\n\n");
    }
    self->schedule_keepalive();
  });
}

void VenueServer::Impl::update_presence() {
  std::set<BoardRef> boards;
  std::size_t count = 0;
  for (const auto& [board, device] : devices) {
    if (device.expired()) continue;
    boards.insert(board);
    ++count;
  }
  const std::lock_guard lock(status_mutex);
  device_count = count;
  boards_connected = std::move(boards);
}

void VenueServer::Impl::close_all() {
  stopping = true;
  beast::error_code ignored;
  acceptor.close(ignored);
  ticker.cancel();
  accept_pause.cancel();
  keepalive.cancel();
  gather_timer.cancel();
  for (const auto& [board, weak] : devices) {
    if (auto device = weak.lock()) device->close();
  }
  for (const auto& page : std::vector(pages.begin(), pages.end())) page->close();
}

VenueServer::VenueServer(BoardBackend& backend, const clock::TimeSource& time, VenueOptions options,
                         VenueLog log, LiveSource* live)
    : m_impl(std::make_shared<Impl>(backend, time, std::move(options), std::move(log), live)) {}

VenueServer::~VenueServer() {
  stop();
}

void VenueServer::start() {
  m_impl->listen();
  if (m_impl->own_thread) m_impl->backend_thread = std::thread([impl = m_impl] { impl->backend_io.run(); });
  if (m_impl->live != nullptr) {
    net::post(m_impl->live_io, [impl = m_impl] { impl->poll_live(); });
    m_impl->live_thread = std::thread([impl = m_impl] { impl->live_io.run(); });
    net::post(m_impl->io, [impl = m_impl] { impl->schedule_keepalive(); });
  }
  m_impl->thread = std::thread([impl = m_impl] { impl->io.run(); });
}

void VenueServer::stop() {
  if (!m_impl) return;
  if (!m_impl->stopping.exchange(true)) {
    net::post(m_impl->io, [impl = m_impl] { impl->close_all(); });
  }
  if (m_impl->thread.joinable() && m_impl->thread.get_id() != std::this_thread::get_id()) {
    m_impl->thread.join();
  }
  // The backend's thread ends with the call it is in (a backend that waits on its owner is closed by
  // the owner before it stops the server); the calls still waiting are dropped.
  m_impl->backend_work.reset();
  m_impl->backend_io.stop();
  // The live thread ends with the page it builds; the rest are dropped.
  m_impl->live_work.reset();
  m_impl->live_io.stop();
  if (m_impl->live_thread.joinable() && m_impl->live_thread.get_id() != std::this_thread::get_id()) {
    m_impl->live_thread.join();
  }
  if (m_impl->backend_thread.joinable() && m_impl->backend_thread.get_id() != std::this_thread::get_id()) {
    m_impl->backend_thread.join();
  }
}

unsigned short VenueServer::port() const {
  return m_impl->bound_port;
}

VenueStatus VenueServer::status() const {
  const std::lock_guard lock(m_impl->status_mutex);
  VenueStatus s;
  s.address = m_impl->bound_address;
  s.connections = m_impl->connections;
  s.devices = m_impl->device_count;
  s.boards = m_impl->boards_connected.size();
  s.refused = m_impl->refused;
  s.held_back = m_impl->held_back;
  s.queue_high_water = m_impl->queue_high_water;
  s.watchers = m_impl->watcher_count;
  return s;
}

void VenueServer::board_changed(const BoardRef& board) {
  net::post(m_impl->io, [impl = m_impl, board] { impl->broadcast(board); });
}

void VenueServer::drop(const BoardRef& board) {
  net::post(m_impl->io, [impl = m_impl, board] {
    for (auto it = impl->devices.lower_bound(board); it != impl->devices.end() && it->first == board; ++it) {
      if (auto device = it->second.lock()) device->close();
    }
  });
}

void VenueServer::call(const std::function<void()>& work) {
  const auto& caller = m_impl->own_thread ? m_impl->backend_thread : m_impl->thread;
  if (!caller.joinable() || m_impl->stopping || caller.get_id() == std::this_thread::get_id()) {
    work();
    return;
  }
  std::promise<void> done;
  auto& context = m_impl->own_thread ? m_impl->backend_io : m_impl->io;
  net::post(context, [&] {
    try {
      work();
      done.set_value();
    } catch (...) {
      done.set_exception(std::current_exception());
    }
  });
  done.get_future().get();
}

bool VenueServer::connected(const BoardRef& board) const {
  const std::lock_guard lock(m_impl->status_mutex);
  return m_impl->boards_connected.contains(board);
}

}  // namespace shashki::web
