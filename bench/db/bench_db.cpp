// bench_db [--results N] [--players P]: N results (default 10,000) entered one action at a
// time into a P-player event (default 1,000), then the event loaded as a snapshot after round 11.
#include "shashki/db/event_repository.hpp"
#include "shashki/db/player_repository.hpp"
#include "shashki/db/round_repository.hpp"

#include <unistd.h>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

namespace {

using namespace shashki;
using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

db::Stamp stamp() {
  return db::Stamp{"bench", std::chrono::floor<std::chrono::milliseconds>(std::chrono::system_clock::now())};
}

// Round r pairs the first half against the second half, rotated by r, so nobody sits twice.
tournament::Round pairing(int number, const std::vector<tournament::Player>& players) {
  tournament::Round round;
  round.number = number;
  const std::size_t half = players.size() / 2;
  for (std::size_t b = 0; b < half; ++b) {
    round.boards.push_back(
        tournament::Board::pairing(static_cast<int>(b + 1), players[b].id,
                                   players[half + (b + static_cast<std::size_t>(number)) % half].id));
  }
  return round;
}

int option(int argc, char** argv, const std::string& name, int fallback) {
  for (int i = 1; i + 1 < argc; ++i) {
    if (argv[i] == name) return std::atoi(argv[i + 1]);
  }
  return fallback;
}

void print_load(db::Database& db, tournament::EventId event, std::size_t players, int rounds) {
  db::EventRepository events(db);
  std::vector<double> times;
  for (int i = 0; i < 5; ++i) {
    const auto start = Clock::now();
    const auto t = events.load(event);
    times.push_back(ms_since(start));
    if (!t || t->players.size() != players) std::abort();
  }
  const double first = times.front();
  std::sort(times.begin(), times.end());
  std::printf(
      "load %zu players, %d rounds (snapshot with every board and result): first %.1f ms, best %.1f ms, "
      "median of 5 %.1f ms\n",
      players, rounds, first, times[0], times[2]);
}

}  // namespace

int main(int argc, char** argv) {
  const int target_results = option(argc, argv, "--results", 10000);
  const int player_count = option(argc, argv, "--players", 1000);
  const int boards = player_count / 2;
  const int rounds = std::max(11, (target_results + boards - 1) / boards);
  const auto folder =
      std::filesystem::temp_directory_path() / ("shashki-bench-db-" + std::to_string(::getpid()));
  std::filesystem::create_directories(folder);
  {
    db::Database db(folder / "bench.db", "bench_db");
    tournament::Event e;
    e.name = "Bench open";
    e.rounds = std::min(rounds, 99);
    auto event = db::EventRepository(db).create(e, stamp());
    std::vector<tournament::Player> entries(static_cast<std::size_t>(player_count));
    for (int i = 0; i < player_count; ++i) {
      entries[static_cast<std::size_t>(i)].name = "Игрок " + std::to_string(i + 1);
      entries[static_cast<std::size_t>(i)].rating = 2400 - i;
    }
    const auto import_start = Clock::now();
    const auto players = *db::PlayerRepository(db).add_all(event->id, entries, stamp());
    std::printf("import %d players in one action: %.1f ms\n", player_count, ms_since(import_start));

    db::RoundRepository repo(db);
    std::vector<double> per_result;
    per_result.reserve(static_cast<std::size_t>(target_results));
    double state_changes_ms = 0;
    int state_changes = 0;
    const tournament::GameResult cycle[] = {tournament::GameResult::white_wins, tournament::GameResult::draw,
                                            tournament::GameResult::black_wins};
    // At least 11 rounds, for the load figure, and as many more as the results need.
    for (int r = 1; r <= e.rounds && (r <= 11 || static_cast<int>(per_result.size()) < target_results); ++r) {
      repo.store_draft(event->id, pairing(r, players), stamp());
      auto start = Clock::now();
      repo.publish(event->id, r, stamp());
      state_changes_ms += ms_since(start);
      ++state_changes;
      for (int b = 1; b <= boards; ++b) {
        const auto one = Clock::now();
        if (!repo.set_result(event->id, r, b, 1, cycle[(b + r) % 3], stamp()).ok()) std::abort();
        per_result.push_back(ms_since(one));
        if (r > 11 && static_cast<int>(per_result.size()) == target_results) break;
      }
      start = Clock::now();
      repo.complete(event->id, r, stamp());
      repo.lock(event->id, r, stamp());
      state_changes_ms += ms_since(start);
      state_changes += 2;
      if (r == 11) print_load(db, event->id, players.size(), 11);
    }
    const auto count = static_cast<double>(per_result.size());
    double total = 0;
    for (const double t : per_result) total += t;
    std::vector<double> sorted = per_result;
    std::sort(sorted.begin(), sorted.end());
    std::printf(
        "enter %zu results, one audited action each (WAL, synchronous=FULL): %.2f s, %.0f results/s, "
        "mean %.2f ms, median %.2f ms, p99 %.2f ms, max %.2f ms\n",
        per_result.size(), total / 1000, count / (total / 1000), total / count, sorted[sorted.size() / 2],
        sorted[sorted.size() * 99 / 100], sorted.back());
    std::printf("round state changes with backup: %d, mean %.1f ms\n", state_changes,
                state_changes_ms / state_changes);
    std::printf("database size: %.1f MB\n",
                static_cast<double>(std::filesystem::file_size(folder / "bench.db")) / 1e6);
  }
  std::filesystem::remove_all(folder);
  return 0;
}
