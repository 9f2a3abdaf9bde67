// bench_venue: the venue server (`shashki serve`) with 200 boards whose devices press once a
// second each for 10 minutes over loopback, and spectators with the live clocks page open.
// Prints the time from a press to its acknowledgement, to the board's next state (what every
// other screen of the board sees) and to each spectator's page (its clock event), p50 / p99 /
// max, and the server process's CPU per second. Aims (docs/venue.md): presses p99 under 20 ms,
// spectators p99 under 100 ms. Figures only: nothing here passes or fails.
//
// bench_venue [--boards N] [--spectators N] [--page K] [--seconds S] [--shashki PATH]
// (BENCH_SERVER_LOG=1 in the environment keeps the server's log on standard error.)
//
// Each device and each spectator connects from a loopback address of its own (127.1.x.y,
// 127.2.x.y), as the phones at a venue do, so the server's limit per address applies as there.
#include "shashki/app/event_service.hpp"
#include "shashki/app/player_service.hpp"
#include "shashki/app/round_service.hpp"
#include "shashki/app/session.hpp"

#include "pressing_device.hpp"

#include <boost/asio/connect.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/read_until.hpp>
#include <boost/asio/write.hpp>
#include <nlohmann/json.hpp>

#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

namespace net = boost::asio;
using tcp = net::ip::tcp;
using Clock = std::chrono::steady_clock;
using namespace shashki;

namespace {

struct Samples {
  std::vector<double> ack_ms;
  std::vector<double> state_ms;
  long refused = 0;
};

// A device's press in flight: when it was sent, and the moves its board's state must reach.
struct InFlight {
  Clock::time_point sent;
  int expected_moves = 0;
  int moves = 0;
  bool waiting_state = false;
};

// Latencies too many to keep one by one (every spectator sees every press): counts per 0.1 ms.
struct Histogram {
  std::vector<std::uint64_t> counts = std::vector<std::uint64_t>(100001, 0);  // to 10 s
  double max = 0;
  std::uint64_t total = 0;
  void add(double ms) {
    counts[std::min<std::size_t>(counts.size() - 1, static_cast<std::size_t>(ms * 10))] += 1;
    max = std::max(max, ms);
    ++total;
  }
  void print(const char* what) const {
    if (total == 0) {
      std::printf("%-28s no samples\n", what);
      return;
    }
    const auto at = [&](double q) {
      const auto rank = static_cast<std::uint64_t>(q * static_cast<double>(total));
      std::uint64_t seen = 0;
      for (std::size_t k = 0; k < counts.size(); ++k) {
        seen += counts[k];
        if (seen > rank) return static_cast<double>(k) / 10;
      }
      return max;
    };
    std::printf("%-28s p50 %7.2f ms  p99 %7.2f ms  max %7.2f ms  (%llu page updates)\n", what, at(0.50),
                at(0.99), max, static_cast<unsigned long long>(total));
  }
};

// The loopback address of the `k`-th client of a kind (`kind` 1: devices, 2: spectators).
std::string loopback(int kind, int k) {
  return "127." + std::to_string(kind) + "." + std::to_string(k / 250) + "." + std::to_string(k % 250 + 1);
}

// A spectator with the live clocks page open: its event stream, each clock event of a board
// timed from that board's press.
class Spectator : public std::enable_shared_from_this<Spectator> {
 public:
  Spectator(net::io_context& io, std::vector<std::shared_ptr<InFlight>>& flights, Histogram& seen,
            Clock::time_point until)
      : m_socket(io), m_flights(flights), m_seen(seen), m_until(until), m_last(flights.size(), 0) {}

  // `window`: "" for every board, or "&from=F&count=K" for a page of K boards from F.
  void start(const std::string& from, unsigned short port, const std::string& window = {}) {
    m_socket.open(tcp::v4());
    m_socket.bind(tcp::endpoint(net::ip::make_address(from), 0));
    m_socket.connect(tcp::endpoint(net::ip::make_address("127.0.0.1"), port));
    const std::string request = "GET /live/events?clocks=1" + window + " HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";
    net::write(m_socket, net::buffer(request));
    read();
  }

 private:
  void read() {
    net::async_read_until(m_socket, net::dynamic_buffer(m_received), "\n\n",
                          [self = shared_from_this()](boost::system::error_code ec, std::size_t end) {
                            if (ec) return;
                            self->event(self->m_received.substr(0, end));
                            self->m_received.erase(0, end);
                            if (Clock::now() >= self->m_until) {
                              boost::system::error_code ignored;
                              self->m_socket.close(ignored);
                              return;
                            }
                            self->read();
                          });
  }

  void event(const std::string& block) {
    constexpr std::string_view head = "event: clock\ndata: ";
    if (block.rfind(head, 0) != 0) return;
    const auto c = nlohmann::json::parse(block.substr(head.size()), nullptr, false);
    if (c.is_discarded()) return;
    const int board = c.value("board", 0);
    if (board <= 0 || static_cast<std::size_t>(board) >= m_flights.size() || !m_flights[board]) return;
    const int moves = c.value("white_moves", 0) + c.value("black_moves", 0);
    const auto& flight = *m_flights[board];
    // The press this page had not seen yet: its clock event, timed from the press.
    if (moves > m_last[board] && moves == flight.expected_moves && flight.sent != Clock::time_point{})
      m_seen.add(std::chrono::duration<double, std::milli>(Clock::now() - flight.sent).count());
    m_last[board] = std::max(m_last[board], moves);
  }

  tcp::socket m_socket;
  std::vector<std::shared_ptr<InFlight>>& m_flights;
  Histogram& m_seen;
  Clock::time_point m_until;
  std::vector<int> m_last;  // by board: the moves this page was last told
  std::string m_received;
};

// One board's device, measuring its presses into `samples`.
std::shared_ptr<bench::PressingDevice> device(net::io_context& io, const std::string& target,
                                              unsigned short port, Samples& samples, Clock::time_point until,
                                              std::shared_ptr<InFlight> flight) {
  const auto since = [flight] {
    return std::chrono::duration<double, std::milli>(Clock::now() - flight->sent).count();
  };
  bench::PressingDevice::Hooks hooks;
  hooks.pressed = [flight](std::uint64_t) {
    flight->sent = Clock::now();
    flight->expected_moves = flight->moves + 1;
    flight->waiting_state = true;
  };
  hooks.acknowledged = [&samples, since](std::uint64_t) { samples.ack_ms.push_back(since()); };
  hooks.refused = [&samples, flight] {
    ++samples.refused;
    flight->waiting_state = false;
  };
  hooks.state = [&samples, flight, since](int moves) {
    flight->moves = moves;
    if (flight->waiting_state && moves >= flight->expected_moves) {
      samples.state_ms.push_back(since());
      flight->waiting_state = false;
    }
  };
  // Spread the boards over the second so the presses do not all come at once.
  return std::make_shared<bench::PressingDevice>(
      io, target, port, until, std::chrono::milliseconds(std::rand() % 1000), std::move(hooks));
}

unsigned short free_port() {
  net::io_context io;
  tcp::acceptor acceptor(io, tcp::endpoint(net::ip::make_address("127.0.0.1"), 0));
  return acceptor.local_endpoint().port();
}

// The CPU seconds (user + system) the process has used so far.
double cpu_seconds(pid_t pid) {
  std::ifstream in("/proc/" + std::to_string(pid) + "/stat");
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  std::istringstream fields(text.substr(text.rfind(')') + 2));
  std::string field;
  long long utime = 0, stime = 0;
  for (int i = 3; i <= 15 && fields >> field; ++i) {
    if (i == 14) utime = std::stoll(field);
    if (i == 15) stime = std::stoll(field);
  }
  return static_cast<double>(utime + stime) / static_cast<double>(sysconf(_SC_CLK_TCK));
}

}  // namespace

int main(int argc, char** argv) {
  int boards = 200;
  int seconds = 600;
  int spectators = 0;
  int page = 0;  // boards per spectator's clocks page (?from=F&count=K); 0: every board
  std::filesystem::path shashki = std::filesystem::path(argv[0]).parent_path() / "shashki";
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string option = argv[i];
    if (option == "--boards") boards = std::stoi(argv[i + 1]);
    if (option == "--seconds") seconds = std::stoi(argv[i + 1]);
    if (option == "--spectators") spectators = std::stoi(argv[i + 1]);
    if (option == "--page") page = std::stoi(argv[i + 1]);
    if (option == "--shashki") shashki = argv[i + 1];
  }
  const auto dir = std::filesystem::temp_directory_path() / ("bench-venue-" + std::to_string(getpid()));
  std::filesystem::create_directories(dir);
  const auto db = dir / "venue.db";
  {
    app::Session session(db, "bench_venue");
    tournament::Event e;
    e.name = "Bench";
    e.rounds = 1;
    e.time_control = "90+30";
    const auto event = app::EventService(session).create(e).id;
    for (int i = 0; i < boards * 2; ++i) {
      tournament::Player p;
      p.name = "Player " + std::to_string(i + 1);
      p.rating = 2400 - i;
      app::PlayerService(session).add(event, p);
    }
    app::RoundService(session).pair(event);
    app::RoundService(session).publish(event);
  }
  const auto port = free_port();
  int out[2];
  if (pipe(out) != 0) return 1;
  const pid_t server = fork();
  if (server == 0) {
    dup2(out[1], 1);
    close(out[0]);
    const int null = open("/dev/null", O_WRONLY);
    if (std::getenv("BENCH_SERVER_LOG") == nullptr) dup2(null, 2);
    const std::string listen = "127.0.0.1:" + std::to_string(port);
    const std::string base = "http://" + listen;
    execl(shashki.c_str(), "shashki", "--lang", "en", "--db", db.c_str(), "serve", "--event", "1", "--listen",
          listen.c_str(), "--base-url", base.c_str(), "--start-all", static_cast<char*>(nullptr));
    _exit(127);
  }
  close(out[1]);
  FILE* lines = fdopen(out[0], "r");
  std::vector<std::pair<int, std::string>> targets;  // board, its socket's target
  char buffer[1024];
  const std::regex link("board (\\d+): http://[^/]+(/board/\\S+)");
  while (std::fgets(buffer, sizeof buffer, lines) != nullptr) {
    std::cmatch m;
    const std::string line = buffer;
    if (std::regex_search(buffer, m, link)) {
      std::string target = m[2].str();
      target.replace(0, 7, "/ws/");
      targets.emplace_back(std::stoi(m[1].str()), target);
    }
    if (line.rfind("serving round", 0) == 0) break;
  }
  if (targets.empty()) {
    std::fprintf(stderr, "bench_venue: shashki serve did not start (%s)\n", shashki.c_str());
    kill(server, SIGKILL);
    return 1;
  }
  std::printf(
      "bench_venue: %zu boards pressing once a second, %d spectators on the live clocks page (%s), for %d s "
      "on 127.0.0.1:%u\n",
      targets.size(), spectators, page > 0 ? (std::to_string(page) + " boards each").c_str() : "every board",
      seconds, port);
  Samples samples;
  Histogram seen;
  net::io_context io;
  const auto start = Clock::now();
  const auto until = start + std::chrono::seconds(seconds);
  std::vector<std::shared_ptr<InFlight>> flights(targets.size() + 1);
  for (int k = 0; k < spectators; ++k) {
    auto spectator = std::make_shared<Spectator>(io, flights, seen, until);
    // Pages of `page` boards, the spectators spread over them in turn.
    const int pages = page > 0 ? std::max(1, (boards + page - 1) / page) : 1;
    const std::string window =
        page > 0 ? "&from=" + std::to_string(1 + (k % pages) * page) + "&count=" + std::to_string(page) : "";
    spectator->start(loopback(2, k), port, window);
  }
  int k = 0;
  for (const auto& [board, target] : targets) {
    if (board <= 0 || static_cast<std::size_t>(board) >= flights.size()) continue;
    flights[board] = std::make_shared<InFlight>();
    auto d = device(io, target, port, samples, until, flights[board]);
    d->bind_from(loopback(1, k++));
    d->start();
  }
  // The server's CPU over the run's window, read when it ends: the connections' closing after it
  // (the spectators' streams end when the server lets them go) is not the load measured.
  const double cpu_before = cpu_seconds(server);
  double cpu = 0;
  double wall = 0;
  boost::asio::steady_timer window_end(io, until);
  window_end.async_wait([&](boost::system::error_code) {
    cpu = cpu_seconds(server) - cpu_before;
    wall = std::chrono::duration<double>(Clock::now() - start).count();
  });
  io.run();
  kill(server, SIGTERM);
  int status = 0;
  waitpid(server, &status, 0);
  bench::print_latencies("press -> acknowledgement", samples.ack_ms);
  bench::print_latencies("press -> board state", samples.state_ms);
  seen.print("press -> spectator's page");
  std::printf("refused presses             %ld\n", samples.refused);
  std::printf("server CPU                  %.3f s in %.1f s: %.1f%% of one core\n", cpu, wall,
              100.0 * cpu / wall);
  std::filesystem::remove_all(dir);
  return 0;
}
