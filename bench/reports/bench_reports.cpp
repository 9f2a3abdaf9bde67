// bench_reports: how long a judge waits for the standings and the crosstable of a large open.
// A seeded 1,000-player, 11-round Swiss (pairing by score groups, a few forfeits and byes) is
// ranked with the Swiss defaults, then its standings and crosstable go to PDF, HTML and CSV.
// Prints figures; never a pass/fail test. Usage: bench_reports [PLAYERS [ROUNDS]] [--keep DIR].
#include "shashki/reports/csv_writer.hpp"
#include "shashki/reports/html_writer.hpp"
#include "shashki/reports/pdf_writer.hpp"
#include "shashki/reports/report_builders.hpp"
#include "shashki/tournament/standings.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <random>
#include <sstream>
#include <string>

namespace tn = shashki::tournament;
namespace rp = shashki::reports;

namespace {

tn::Tournament generate(int players, int rounds) {
  std::mt19937 random(20260501);
  tn::Tournament t;
  t.event.name = "Bench Open";
  t.event.system = tn::PairingSystem::swiss;
  t.event.rounds = rounds;
  t.event.venue = "Казань";
  t.event.chief_arbiter = "Петров П. П.";
  for (int i = 1; i <= players; ++i) {
    tn::Player p;
    p.id = tn::PlayerId{i};
    p.number = i;
    p.name = (i % 2 == 0 ? "Игрок " : "Player ") + std::to_string(i) + ", Имя";
    p.rating = 2400 - i / 2;
    p.club = "Клуб " + std::to_string(i % 40);
    t.players.push_back(p);
  }
  std::vector<int> points(static_cast<std::size_t>(players), 0);
  for (int r = 1; r <= rounds; ++r) {
    std::vector<int> order(static_cast<std::size_t>(players));
    for (int i = 0; i < players; ++i) order[static_cast<std::size_t>(i)] = i;
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
      return points[static_cast<std::size_t>(a)] > points[static_cast<std::size_t>(b)];
    });
    tn::Round round;
    round.number = r;
    round.state = tn::RoundState::locked;
    std::size_t i = 0;
    for (; i + 1 < order.size(); i += 2) {
      const int a = order[i];
      const int b = order[i + 1];
      auto board = tn::Board::pairing(static_cast<int>(round.boards.size()) + 1, tn::PlayerId{a + 1},
                                      tn::PlayerId{b + 1});
      const auto roll = random() % 100;
      const tn::GameResult result = roll < 40   ? tn::GameResult::white_wins
                                    : roll < 70 ? tn::GameResult::draw
                                    : roll < 98 ? tn::GameResult::black_wins
                                                : tn::GameResult::white_forfeit;
      board.games[0] = result;
      const auto [w, bl] = tn::Scoring::game_points(result);
      points[static_cast<std::size_t>(a)] += w.half_points();
      points[static_cast<std::size_t>(b)] += bl.half_points();
      round.boards.push_back(board);
    }
    if (i < order.size()) {
      round.boards.push_back(tn::Board::bye_for(static_cast<int>(round.boards.size()) + 1,
                                                tn::PlayerId{order[i] + 1}, tn::ByeKind::pairing_allocated));
      points[static_cast<std::size_t>(order[i])] += 2;
    }
    t.rounds.push_back(round);
  }
  return t;
}

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace

int main(int argc, char** argv) {
  int players = 1000;
  int rounds = 11;
  std::filesystem::path keep;
  std::vector<std::string> numbers;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--keep" && i + 1 < argc) {
      keep = argv[++i];
    } else {
      numbers.push_back(arg);
    }
  }
  if (!numbers.empty()) players = std::stoi(numbers[0]);
  if (numbers.size() > 1) rounds = std::stoi(numbers[1]);

  const tn::Tournament t = generate(players, rounds);
  std::printf("event: %d players, %d rounds\n", players, rounds);

  auto start = std::chrono::steady_clock::now();
  const tn::Standings standings = tn::compute_standings(t);
  const double standings_time = seconds_since(start);
  std::printf("standings (%zu tie-breaks): %.3f s\n", standings.tiebreaks.size(), standings_time);

  start = std::chrono::steady_clock::now();
  const rp::Report table = rp::standings_report(t, standings, {});
  const rp::Report cross = rp::crosstable_report(t, standings, {});
  std::printf("table models: %.3f s\n", seconds_since(start));

  double pdf_total = 0;
  for (const auto& [name, report] : {std::pair{"standings", &table}, std::pair{"crosstable", &cross}}) {
    std::ostringstream out;
    start = std::chrono::steady_clock::now();
    const rp::PdfSummary summary = rp::write_pdf(*report, out);
    const double took = seconds_since(start);
    pdf_total += took;
    std::printf("%s PDF: %.3f s, %d pages, %d column slice(s), %zu bytes\n", name, took, summary.pages,
                summary.column_groups, out.str().size());
    if (!keep.empty()) rp::write_pdf(*report, keep / (std::string(name) + ".pdf"));
  }
  start = std::chrono::steady_clock::now();
  const std::size_t html = rp::write_html(cross).size();
  const std::size_t csv = rp::write_csv(cross).size();
  std::printf("crosstable HTML + CSV: %.3f s (%zu + %zu bytes)\n", seconds_since(start), html, csv);
  std::printf("standings + both PDFs: %.3f s\n", standings_time + pdf_total);
  return 0;
}
