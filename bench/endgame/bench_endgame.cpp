// Builds the endgame databases and prints, per class, the positions, the time to build and
// verify, the file size and the longest win. `bench_endgame [PIECES] [DIR] [THREADS]`; by
// default the classes of up to 4 pieces in a fresh temporary directory (5 is the full set,
// some minutes).
#include "shashki/endgame/tablebase.hpp"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>

#include <unistd.h>

namespace {

using namespace shashki::endgame;
using Clock = std::chrono::steady_clock;

class Timer : public BuildProgress {
 public:
  void class_started(const Material&, std::uint64_t, int, int) override { m_start = Clock::now(); }
  void advance(const char*, double) override {}
  void class_finished(const ClassReport& r) override {
    const double s = std::chrono::duration<double>(Clock::now() - m_start).count();
    m_start = Clock::now();
    std::printf("%-5s %-18s %12llu positions %8.2f s %12llu bytes  longest win %3d plies\n",
                r.material.name().c_str(), r.material.describe().c_str(),
                static_cast<unsigned long long>(r.positions), s, static_cast<unsigned long long>(r.bytes),
                r.longest_win);
    std::fflush(stdout);
  }

 private:
  Clock::time_point m_start = Clock::now();
};

}  // namespace

int main(int argc, char** argv) {
  const int pieces = argc > 1 ? std::atoi(argv[1]) : 4;
  const std::filesystem::path dir =
      argc > 2 ? std::filesystem::path(argv[2])
               : std::filesystem::temp_directory_path() / ("bench-endgame-" + std::to_string(::getpid()));
  const int threads = argc > 3 ? std::atoi(argv[3]) : 2;
  const bool temporary = argc <= 2;
  Timer timer;
  BuildOptions options;
  options.max_pieces = pieces;
  options.threads = threads;
  const auto start = Clock::now();
  const auto reports = build(dir, options, &timer);
  const double total = std::chrono::duration<double>(Clock::now() - start).count();
  std::uint64_t bytes = 0;
  std::uint64_t positions = 0;
  for (const auto& r : reports) {
    bytes += r.bytes;
    positions += r.positions;
  }
  std::printf("total: %zu classes, %llu positions, %.1f s, %llu bytes (%.1f MB)\n", reports.size(),
              static_cast<unsigned long long>(positions), total, static_cast<unsigned long long>(bytes),
              static_cast<double>(bytes) / 1e6);
  if (temporary) std::filesystem::remove_all(dir);
  return 0;
}
