// Perft speed with bulk counting at the last ply, on one core. Usage: bench_perft [DEPTH]
// (default 11 from the start; middle-game positions are searched 2 plies less deep).
#include "shashki/rules/fen.hpp"
#include "shashki/rules/perft.hpp"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <string>

using namespace shashki::rules;

namespace {

void measure(const char* name, const Position& p, int depth) {
  // Wall time and this process's CPU time: on a shared machine the CPU figure is the one-core speed.
  const auto t0 = std::chrono::steady_clock::now();
  const std::clock_t c0 = std::clock();
  const std::uint64_t leaves = perft(p, depth);
  const double cpu = static_cast<double>(std::clock() - c0) / CLOCKS_PER_SEC;
  const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  const double n = static_cast<double>(leaves) / 1e6;
  std::printf("%-22s depth %2d %12llu leaves  wall %7.3f s %7.1f M/s  cpu %7.3f s %7.1f M/s\n", name, depth,
              static_cast<unsigned long long>(leaves), s, n / s, cpu, n / cpu);
}

}  // namespace

int main(int argc, char** argv) {
  const int depth = argc > 1 ? std::atoi(argv[1]) : 11;
  measure("start", Position::initial(), depth);
  // Middle games with kings and captures about: the flying-king code paths dominate here.
  const char* middle[][2] = {
      {"middle game, men", "W:Wa1,c1,e1,b2,f2,c3,e3,g3,d4:Bd6,f6,h6,a7,c7,e7,b8,d8,h8"},
      {"kings on both sides", "W:WKa1,c3,e3,g3,f2:BKh8,f6,d6,b6,e7"},
      {"capture-rich", "B:Wb4,d4,f4,c3,e3,g3,b2,d2:Ba7,c7,e7,b6,d6,f6,h6,c5"},
  };
  for (const auto& [name, fen] : middle) {
    const auto p = parse_fen(fen);
    if (!p) {
      std::printf("%s: bad FEN\n", name);
      return 1;
    }
    measure(name, *p, depth - 2);
  }
}
