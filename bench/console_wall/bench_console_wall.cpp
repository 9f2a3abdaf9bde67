// Cost of the clock wall's redraw: 100 boards, running clocks, painted as the wxTimer tick does.
#include "clock_wall_ui.hpp"
#include "round_desk.hpp"
#include "shashki/app/event_service.hpp"
#include "shashki/app/player_service.hpp"

#include <filesystem>
#include "shashki/clock/manual_time_source.hpp"
#include "shashki/clock/time_control.hpp"

#include <wx/app.h>
#include <wx/frame.h>
#include <wx/init.h>

#include <chrono>
#include <cstdio>
#include <ctime>

int main(int argc, char** argv) {
  wxApp::SetInstance(new wxApp);
  if (!wxEntryStart(argc, argv)) return 1;
  wxTheApp->CallOnInit();
  using namespace std::chrono_literals;
  shashki::clock::ManualTimeSource time(1000s);
  auto* frame = new wxFrame(nullptr, wxID_ANY, "bench", wxDefaultPosition, wxSize(1920, 1080));
  namespace fs = std::filesystem;
  const fs::path dir = fs::temp_directory_path() / "bench_console_wall";
  fs::remove_all(dir);
  fs::create_directories(dir);
  shashki::app::Session session(dir / "bench.db", "bench");
  shashki::tournament::Event event;
  event.name = "bench";
  event.system = shashki::tournament::PairingSystem::round_robin;
  event.rounds = 9;
  event.time_control = "30+30";
  const auto id = shashki::app::EventService(session).create(event).id;
  for (int i = 0; i < 200; ++i) {
    shashki::tournament::Player p;
    p.name = "Иванов Иван " + std::to_string(i + 1);
    shashki::app::PlayerService(session).add(id, p);
  }
  shashki::console::RoundDesk desk(session, id);
  desk.pair_next();
  desk.publish(1);
  auto service = std::make_unique<shashki::app::ClockService>(session, time, id, 1);
  std::vector<shashki::console::TileLabel> labels;
  for (const auto& b : service->boards())
    labels.push_back({b.board, wxString::FromUTF8("Иванов Иван"), "Player"});
  struct Quiet : shashki::console::Notifier {
    void tell(const wxString&, shashki::console::Severity) override {}
  } quiet;
  auto* wall = new shashki::console::ClockWall(frame, std::move(service), labels, quiet);
  wall->stop_timer();
  frame->Show();
  wall->clocks().start_all();
  for (int i = 0; i < 5; ++i) wxTheApp->Yield(true);
  const int frames = 200;
  const auto wall0 = std::chrono::steady_clock::now();
  const std::clock_t cpu0 = std::clock();
  for (int i = 0; i < frames; ++i) {
    time.advance(100ms);
    wall->tick();
    wall->Update();  // paint now, as the event loop would after the tick's Refresh
  }
  const double cpu_ms = 1000.0 * static_cast<double>(std::clock() - cpu0) / CLOCKS_PER_SEC / frames;
  const double wall_ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - wall0).count() / frames;
  std::printf(
      "clock wall, 100 boards, 1920x1080: %.2f ms CPU and %.2f ms wall per tick+paint; at 10 Hz %.1f%% of "
      "one core\n",
      cpu_ms, wall_ms, cpu_ms * 10.0 / 10.0);
  // The worst frame: every tile repainted (once a second in use, when the seconds change).
  const std::clock_t cpu1 = std::clock();
  for (int i = 0; i < 50; ++i) {
    wall->Refresh(false);
    wall->Update();
  }
  std::printf("full repaint of the visible tiles: %.2f ms CPU\n",
              1000.0 * static_cast<double>(std::clock() - cpu1) / CLOCKS_PER_SEC / 50);
  frame->Destroy();
  wxTheApp->Yield(true);
  wxEntryCleanup();
  return 0;
}
