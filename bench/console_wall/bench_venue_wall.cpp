// bench_venue_wall: the console's clock wall with the venue network on (docs/venue.md). The
// console's own window, at 1366x768, runs its event loop on a round of 40 boards; one device per
// board presses once a second over loopback. Prints, p50 / p99 / max, the time from a press to its
// acknowledgement and to the paint that shows it on the board's tile: the judge's "the press
// appears on the wall". Figures only: nothing here passes or fails.
//
// bench_venue_wall [--boards N] [--seconds S]   (needs a display; `make bench` starts Xvfb)
#include "board_qr_ui.hpp"
#include "clock_wall_ui.hpp"
#include "clocks_panel_ui.hpp"
#include "console_app.hpp"
#include "main_frame.hpp"
#include "shashki/app/event_service.hpp"
#include "shashki/app/player_service.hpp"
#include "shashki/app/round_service.hpp"
#include "shashki/app/session.hpp"
#include "shashki/clock/boot_time_source.hpp"

#include "pressing_device.hpp"

#include <wx/app.h>
#include <wx/init.h>
#include <wx/timer.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace net = boost::asio;
using Clock = std::chrono::steady_clock;
using namespace shashki;

namespace {

// What the devices' thread and the window's thread share: when each press was sent, by board
// and sequence, and the acknowledgement times.
struct Presses {
  std::mutex mutex;
  std::map<int, std::vector<Clock::time_point>> sent;  // by board, [seq - 1]
  std::vector<double> ack_ms;
};

}  // namespace

int main(int argc, char** argv) {
  int boards = 40;
  int seconds = 60;
  for (int i = 1; i + 1 < argc; i += 2) {
    if (std::strcmp(argv[i], "--boards") == 0) boards = std::max(1, std::atoi(argv[i + 1]));
    if (std::strcmp(argv[i], "--seconds") == 0) seconds = std::max(1, std::atoi(argv[i + 1]));
  }
  wxApp::SetInstance(new wxApp);
  int wx_argc = 1;  // the options above are not wx's
  if (!wxEntryStart(wx_argc, argv)) return 1;
  wxTheApp->CallOnInit();
  console::init_wx_translations("en");

  namespace fs = std::filesystem;
  const fs::path dir = fs::temp_directory_path() / "bench_venue_wall";
  fs::remove_all(dir);
  fs::create_directories(dir);
  const auto db = dir / "venue.db";
  {
    app::Session session(db, "bench");
    tournament::Event event;
    event.name = "bench";
    event.rounds = 5;
    event.time_control = "90+30";
    const auto id = app::EventService(session).create(event).id;
    for (int i = 1; i <= 2 * boards; ++i) {
      tournament::Player p;
      p.name = "Иванов Иван " + std::to_string(i);
      p.rating = 2400 - i;
      app::PlayerService(session).add(id, p);
    }
    app::RoundService(session).pair(id);
    app::RoundService(session).publish(id);
  }

  clock::BootTimeSource time;
  auto* frame = new console::MainFrame(std::make_unique<app::Session>(db, "bench"), &time);
  frame->SetSize(1366, 768);
  frame->Show();
  frame->open_clock_wall();
  auto& clocks = frame->clocks();
  auto* wall = clocks.wall();
  clocks.start_all();
  if (!clocks.set_venue(true, 0) || clocks.venue() == nullptr) {
    std::fprintf(stderr, "bench_venue_wall: the venue network did not start\n");
    return 1;
  }
  const auto port = clocks.venue()->port();
  std::vector<std::pair<int, std::string>> links;  // board, /ws/TOKEN
  for (std::size_t tile = 0; tile < wall->tile_count(); ++tile) {
    wall->select(tile);
    auto* qr = clocks.board_qr("http://127.0.0.1:" + std::to_string(port));
    const auto url = qr->url();
    links.emplace_back(wall->board(tile), "/ws/" + url.substr(url.rfind('/') + 1));
    qr->Destroy();
  }
  wxTheApp->Yield(true);

  // After each paint: every press a tile in view now shows for the first time.
  Presses presses;
  std::vector<double> wall_ms;
  std::map<int, int> shown;  // by board, moves on its tile
  std::size_t hidden = 0;
  for (std::size_t tile = 0; tile < wall->tile_count(); ++tile)
    if (!wall->in_view(tile)) ++hidden;
  wall->on_painted([&] {
    const auto now = Clock::now();
    const std::lock_guard lock(presses.mutex);
    for (std::size_t tile = 0; tile < wall->tile_count(); ++tile) {
      if (!wall->in_view(tile)) continue;
      const int board = wall->board(tile);
      const auto& c = wall->clocks().clock(board);
      const int moves = c.moves(clock::Side::white) + c.moves(clock::Side::black);
      const auto& sent = presses.sent[board];
      for (int seq = shown[board] + 1; seq <= moves && seq <= static_cast<int>(sent.size()); ++seq)
        wall_ms.push_back(
            std::chrono::duration<double, std::milli>(now - sent[static_cast<std::size_t>(seq - 1)]).count());
      shown[board] = std::max(shown[board], moves);
    }
  });

  const auto until = Clock::now() + std::chrono::seconds(seconds);
  std::thread phones([&] {
    net::io_context io;
    for (const auto& [board, target] : links) {
      bench::PressingDevice::Hooks hooks;
      hooks.pressed = [&presses, board = board](std::uint64_t) {
        const std::lock_guard lock(presses.mutex);
        presses.sent[board].push_back(Clock::now());
      };
      hooks.acknowledged = [&presses, board = board](std::uint64_t seq) {
        const std::lock_guard lock(presses.mutex);
        const auto sent = presses.sent[board].at(seq - 1);
        presses.ack_ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - sent).count());
      };
      std::make_shared<bench::PressingDevice>(io, target, port, until,
                                              std::chrono::milliseconds(37 * board % 1000), std::move(hooks))
          ->start();
    }
    io.run();
  });
  std::printf("bench_venue_wall: %d boards at 1366x768 (%zu out of view), pressing once a second for %d s\n",
              boards, hidden, seconds);
  wxTimer stop;
  stop.Bind(wxEVT_TIMER, [](wxTimerEvent&) { wxTheApp->ExitMainLoop(); });
  stop.StartOnce((seconds + 2) * 1000);
  wxTheApp->OnRun();
  phones.join();

  bench::print_latencies("press -> acknowledgement", presses.ack_ms);
  bench::print_latencies("press -> on the wall", wall_ms);
  clocks.set_venue(false);
  frame->Destroy();
  wxTheApp->Yield(true);
  wxEntryCleanup();
  fs::remove_all(dir);
  return 0;
}
