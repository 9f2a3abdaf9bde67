// Pairs every round of each FIDE Dutch reference tournament (from the rounds before it) and
// prints the CPU seconds each took, whether it matches the file, the slowest and the last
// round, and the peak memory.
// Usage: bench_pairing_swiss [DATA_DIR] [FILE ...]
#include "shashki/format/trf.hpp"
#include "shashki/pairing/dutch_engine.hpp"
#include "shashki/pairing/replay.hpp"

#include <sys/resource.h>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

using namespace shashki::pairing;
using shashki::format::read_trf;
using shashki::format::TrfDocument;
using shashki::format::TrfError;

namespace {

double cpu_seconds() {
  return static_cast<double>(std::clock()) / CLOCKS_PER_SEC;
}

// The pairs and byes of round `k` as written in the file.
std::set<std::pair<int, int>> file_round(const PairingInput& s, int k) {
  std::set<std::pair<int, int>> out;
  for (const auto& p : s.players) {
    const RoundEntry e = p.entry(k);
    if (e.opponent && e.colour == shashki::clock::Side::white) out.insert({p.number, *e.opponent});
    if (e.is_pairing_bye()) out.insert({p.number, 0});
  }
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  const std::string dir = argc > 1 ? argv[1] : std::string(SHASHKI_TEST_DATA) + "/pairing";
  std::vector<std::string> files;
  for (int i = 2; i < argc; ++i) files.emplace_back(argv[i]);
  if (files.empty())
    files = {"dutch_100p_9r.trf", "dutch_250p_9r.trf", "dutch_500p_9r.trf", "dutch_1000p_9r.trf"};
  std::printf("%-22s %7s %6s %10s %s\n", "file", "players", "round", "cpu_s", "matches");
  for (const auto& name : files) {
    std::ifstream in(dir + "/" + name, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    auto read = read_trf(text.str());
    if (const auto* error = std::get_if<TrfError>(&read)) {
      std::fprintf(stderr, "%s: %s\n", name.c_str(), error->describe().c_str());
      return 3;
    }
    const PairingInput full = with_initial_colour(std::get<TrfDocument>(read).input);
    const int last = full.rounds_completed();
    double slowest = 0;
    double total = 0;
    for (int k = 1; k <= last; ++k) {
      const PairingInput before = full.before_round(k);
      const double start = cpu_seconds();
      const PairingResult result = DutchEngine{}.pair_next_round(before);
      const double used = cpu_seconds() - start;
      slowest = std::max(slowest, used);
      total += used;
      bool same = false;
      if (const auto* pairing = std::get_if<Pairing>(&result)) {
        std::set<std::pair<int, int>> got;
        for (const auto& b : pairing->boards) got.insert({b.white, b.black});
        for (int bye : pairing->byes) got.insert({bye, 0});
        same = got == file_round(full, k);
      }
      std::printf("%-22s %7zu %6d %10.3f %s\n", name.c_str(), full.players.size(), k, used,
                  same ? "yes" : "NO");
    }
    std::printf("%-22s %7zu %6s %10.3f (slowest round; all rounds %.3f)\n", name.c_str(), full.players.size(),
                "max", slowest, total);
  }
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  std::printf("peak memory: %ld KiB\n", usage.ru_maxrss);
  return 0;
}
