// bench_pairing: figures for the pairing foundations (TRF read/write, checker, Berger tables,
// generator, ballots). Prints; never pass/fail. `bench_pairing [TEST_DATA_DIR]`.
#include "shashki/format/opening_table_csv.hpp"
#include "shashki/format/trf.hpp"
#include "shashki/pairing/ballot.hpp"
#include "shashki/pairing/berger.hpp"
#include "shashki/pairing/checker.hpp"
#include "shashki/pairing/generator.hpp"
#include "shashki/pairing/round_history.hpp"

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace {

using Clock = std::chrono::steady_clock;
namespace pairing = shashki::pairing;
namespace format = shashki::format;

double ms_since(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

std::string read(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

}  // namespace

int main(int argc, char** argv) {
  const std::filesystem::path data = argc > 1 ? argv[1] : SHASHKI_TEST_DATA;
  const std::string text = read(data / "pairing" / "dutch_1000p_9r.trf");
  if (text.empty()) {
    std::fprintf(stderr, "cannot read %s\n", (data / "pairing" / "dutch_1000p_9r.trf").c_str());
    return 1;
  }

  auto start = Clock::now();
  constexpr int reads = 20;
  format::TrfDocument doc;
  for (int i = 0; i < reads; ++i) doc = std::get<format::TrfDocument>(format::read_trf(text));
  std::printf("trf read   dutch_1000p_9r (%zu bytes): %.2f ms per file\n", text.size(),
              ms_since(start) / reads);
  start = Clock::now();
  std::size_t written = 0;
  for (int i = 0; i < reads; ++i) written += format::write_trf(doc).size();
  std::printf("trf write  dutch_1000p_9r: %.2f ms per file (%zu bytes)\n", ms_since(start) / reads,
              written / reads);

  start = Clock::now();
  std::size_t findings = 0;
  for (int round = 1; round <= doc.input.rounds_completed(); ++round) {
    const pairing::PairingInput before = doc.input.before_round(round);
    findings += pairing::check_round(before, pairing::pairing_of_round(doc.input, round)).size();
  }
  std::printf("checker    dutch_1000p_9r, 9 rounds: %.2f ms per round (%zu findings)\n",
              ms_since(start) / doc.input.rounds_completed(), findings);

  for (int n : {24, 100, 1000}) {
    start = Clock::now();
    const auto table = pairing::berger_table(n, pairing::BergerOptions{true, true, 1});
    std::printf("berger     %4d players, double cycle: %.3f ms (%zu rounds)\n", n, ms_since(start),
                table.size());
  }

  for (int n : {100, 1000}) {
    pairing::GeneratorOptions o;
    o.players = n;
    o.rounds = 9;
    o.seed = 2026;
    start = Clock::now();
    const pairing::PairingInput s = pairing::generate_tournament(o);
    std::printf("generator  %4d players, 9 rounds: %.2f ms (%d rounds)\n", n, ms_since(start),
                s.rounds_completed());
  }

  const auto table =
      format::read_opening_table(read(data / ".." / ".." / "data" / "openings" / "categoriesIDF.csv"), "IDF");
  if (const auto* t = std::get_if<pairing::OpeningTable>(&table)) {
    start = Clock::now();
    pairing::BallotDrawer drawer(*t, 1);
    for (int i = 0; i < 2000; ++i) drawer.draw(i / 50 + 1, i % 50 + 1);
    std::printf("ballots    2000 draws from IDF 745: %.2f ms\n", ms_since(start));
  }
  return 0;
}
