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

#include "pressing_device.hpp"

#include <boost/asio/connect.hpp>
#include <boost/asio/ip/tcp.hpp>
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

// One board's device, measuring its presses into `samples`.
std::shared_ptr<bench::PressingDevice> device(net::io_context& io, const std::string& target,
                                              unsigned short port, Samples& samples,
                                              Clock::time_point until) {
  auto flight = std::make_shared<InFlight>();
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
  for (const auto& target : targets) device(io, target, port, samples, until)->start();
  const double cpu_before = cpu_seconds(server);
  io.run();
  const double wall = std::chrono::duration<double>(Clock::now() - start).count();
  const double cpu = cpu_seconds(server) - cpu_before;
  kill(server, SIGTERM);
  int status = 0;
  waitpid(server, &status, 0);
  bench::print_latencies("press -> acknowledgement", samples.ack_ms);
  bench::print_latencies("press -> board state", samples.state_ms);
  std::printf("refused presses             %ld\n", samples.refused);
  std::printf("server CPU                  %.3f s in %.1f s: %.1f%% of one core\n", cpu, wall,
              100.0 * cpu / wall);
  std::filesystem::remove_all(dir);
  return 0;
}
