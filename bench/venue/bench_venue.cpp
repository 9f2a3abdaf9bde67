// bench_venue: the venue server (`shashki serve`) with 200 boards whose devices press once a
// second each for 10 minutes over loopback. Prints the time from a press to its acknowledgement
// and to the board's next state (what every other screen of the board sees), p50 / p99 / max,
// and the server process's CPU per second. Aim (docs/venue.md): p99 under 20 ms and under 10%
// of one core. Figures only: nothing here passes or fails.
//
// bench_venue [--boards N] [--seconds S] [--shashki PATH]
#include "shashki/app/event_service.hpp"
#include "shashki/app/player_service.hpp"
#include "shashki/app/round_service.hpp"
#include "shashki/app/session.hpp"

#include <boost/asio/connect.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>
#include <nlohmann/json.hpp>

#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

namespace net = boost::asio;
namespace beast = boost::beast;
namespace websocket = beast::websocket;
using tcp = net::ip::tcp;
using Clock = std::chrono::steady_clock;
using namespace shashki;

namespace {

struct Samples {
  std::vector<double> ack_ms;
  std::vector<double> state_ms;
  long refused = 0;
};

// One board's device: presses the running side once a second, with its own sequence.
class Device : public std::enable_shared_from_this<Device> {
 public:
  Device(net::io_context& io, std::string target, unsigned short port, Samples& samples,
         Clock::time_point until)
      : m_ws(io),
        m_timer(io),
        m_target(std::move(target)),
        m_port(port),
        m_samples(samples),
        m_until(until) {}

  void start() {
    tcp::resolver resolver(m_ws.get_executor());
    net::connect(m_ws.next_layer(), resolver.resolve("127.0.0.1", std::to_string(m_port)));
    m_ws.next_layer().set_option(tcp::no_delay(true));
    m_ws.handshake("127.0.0.1", m_target);
    read();
    // Spread the boards over the second so the presses do not all come at once.
    m_timer.expires_after(std::chrono::milliseconds(std::rand() % 1000));
    m_timer.async_wait([self = shared_from_this()](beast::error_code ec) {
      if (!ec) self->tick();
    });
  }

 private:
  void tick() {
    if (Clock::now() >= m_until) {
      beast::error_code ignored;
      m_ws.next_layer().close(ignored);
      return;
    }
    if (!m_running.empty() && m_waiting_ack == 0) {
      ++m_seq;
      m_sent = Clock::now();
      m_waiting_ack = m_seq;
      m_waiting_state = true;
      m_expected_moves = m_moves + 1;
      send(nlohmann::json{{"type", "press"}, {"side", m_running}, {"seq", m_seq}, {"think_ms", 1000}}.dump());
    }
    m_timer.expires_after(std::chrono::seconds(1));
    m_timer.async_wait([self = shared_from_this()](beast::error_code ec) {
      if (!ec) self->tick();
    });
  }

  void send(std::string text) {
    m_out.push_back(std::move(text));
    if (m_out.size() == 1) write();
  }

  void write() {
    m_ws.async_write(net::buffer(m_out.front()),
                     [self = shared_from_this()](beast::error_code ec, std::size_t) {
                       if (ec) return;
                       self->m_out.erase(self->m_out.begin());
                       if (!self->m_out.empty()) self->write();
                     });
  }

  void read() {
    m_ws.async_read(m_buffer, [self = shared_from_this()](beast::error_code ec, std::size_t) {
      if (ec) return;
      const auto message =
          nlohmann::json::parse(beast::buffers_to_string(self->m_buffer.data()), nullptr, false);
      self->m_buffer.consume(self->m_buffer.size());
      self->received(message);
      self->read();
    });
  }

  void received(const nlohmann::json& m) {
    if (!m.is_object()) return;
    const auto type = m.value("type", "");
    const double since = std::chrono::duration<double, std::milli>(Clock::now() - m_sent).count();
    if (type == "ping") {
      send(nlohmann::json{{"type", "pong"}, {"id", m["id"]}}.dump());
    } else if (type == "ack" && m.value("seq", 0ULL) == m_waiting_ack) {
      m_samples.ack_ms.push_back(since);
      m_waiting_ack = 0;
    } else if (type == "refused") {
      ++m_samples.refused;
      m_waiting_ack = 0;
      m_waiting_state = false;
    } else if (type == "state") {
      m_running = m["running"].is_string() ? m["running"].get<std::string>() : "";
      m_moves = m["white"]["moves"].get<int>() + m["black"]["moves"].get<int>();
      if (m_waiting_state && m_moves >= m_expected_moves) {
        m_samples.state_ms.push_back(since);
        m_waiting_state = false;
      }
    }
  }

  websocket::stream<tcp::socket> m_ws;
  net::steady_timer m_timer;
  std::string m_target;
  unsigned short m_port;
  Samples& m_samples;
  Clock::time_point m_until;
  beast::flat_buffer m_buffer;
  std::vector<std::string> m_out;
  std::string m_running;
  int m_moves = 0;
  int m_expected_moves = 0;
  std::uint64_t m_seq = 0;
  std::uint64_t m_waiting_ack = 0;
  bool m_waiting_state = false;
  Clock::time_point m_sent;
};

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

void print(const char* what, std::vector<double> v) {
  if (v.empty()) {
    std::printf("%-28s no samples\n", what);
    return;
  }
  std::sort(v.begin(), v.end());
  const auto at = [&](double q) {
    return v[std::min(v.size() - 1, static_cast<std::size_t>(q * static_cast<double>(v.size())))];
  };
  std::printf("%-28s p50 %7.2f ms  p99 %7.2f ms  max %7.2f ms  (%zu presses)\n", what, at(0.50), at(0.99),
              v.back(), v.size());
}

}  // namespace

int main(int argc, char** argv) {
  int boards = 200;
  int seconds = 600;
  std::filesystem::path shashki = std::filesystem::path(argv[0]).parent_path() / "shashki";
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string option = argv[i];
    if (option == "--boards") boards = std::stoi(argv[i + 1]);
    if (option == "--seconds") seconds = std::stoi(argv[i + 1]);
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
    dup2(null, 2);
    const std::string listen = "127.0.0.1:" + std::to_string(port);
    const std::string base = "http://" + listen;
    execl(shashki.c_str(), "shashki", "--lang", "en", "--db", db.c_str(), "serve", "--event", "1", "--listen",
          listen.c_str(), "--base-url", base.c_str(), "--start-all", static_cast<char*>(nullptr));
    _exit(127);
  }
  close(out[1]);
  FILE* lines = fdopen(out[0], "r");
  std::vector<std::string> targets;
  char buffer[1024];
  const std::regex link("board (\\d+): http://[^/]+(/board/\\S+)");
  while (std::fgets(buffer, sizeof buffer, lines) != nullptr) {
    std::cmatch m;
    const std::string line = buffer;
    if (std::regex_search(buffer, m, link)) {
      std::string target = m[2].str();
      target.replace(0, 7, "/ws/");
      targets.push_back(target);
    }
    if (line.rfind("serving round", 0) == 0) break;
  }
  if (targets.empty()) {
    std::fprintf(stderr, "bench_venue: shashki serve did not start (%s)\n", shashki.c_str());
    kill(server, SIGKILL);
    return 1;
  }
  std::printf("bench_venue: %zu boards pressing once a second for %d s on 127.0.0.1:%u\n", targets.size(),
              seconds, port);
  Samples samples;
  net::io_context io;
  const auto start = Clock::now();
  const auto until = start + std::chrono::seconds(seconds);
  for (const auto& target : targets) std::make_shared<Device>(io, target, port, samples, until)->start();
  const double cpu_before = cpu_seconds(server);
  io.run();
  const double wall = std::chrono::duration<double>(Clock::now() - start).count();
  const double cpu = cpu_seconds(server) - cpu_before;
  kill(server, SIGTERM);
  int status = 0;
  waitpid(server, &status, 0);
  print("press -> acknowledgement", samples.ack_ms);
  print("press -> board state", samples.state_ms);
  std::printf("refused presses             %ld\n", samples.refused);
  std::printf("server CPU                  %.3f s in %.1f s: %.1f%% of one core\n", cpu, wall,
              100.0 * cpu / wall);
  std::filesystem::remove_all(dir);
  return 0;
}
