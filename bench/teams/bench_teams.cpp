// Pairs every round of a generated 200-team Swiss (4 boards, 11 rounds, seeded random results)
// by FIDE C.04.6 and ranks the event after each round with a full list of team tie-breaks;
// prints the wall milliseconds of each, and the slowest of both.
// Usage: bench_teams [TEAMS] [ROUNDS] [SEED]
#include "shashki/pairing/team_swiss_engine.hpp"
#include "shashki/tournament/team_standings.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <random>

namespace tn = shashki::tournament;

namespace {

double milliseconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

tn::TeamMatch played_match(int round, int white, int black, int boards, std::mt19937& random) {
  tn::TeamMatch match{round, white, black, tn::MatchForfeit::none, {}};
  for (int b = 0; b < boards; ++b) {
    tn::MatchBoard board;
    board.home_player = (white - 1) * boards + b + 1;
    board.away_player = (black - 1) * boards + b + 1;
    board.home_white = b % 2 == 0;
    const auto roll = random() % 3;
    board.result = roll == 0   ? tn::GameResult::white_wins
                   : roll == 1 ? tn::GameResult::draw
                               : tn::GameResult::black_wins;
    match.boards.push_back(board);
  }
  return match;
}

}  // namespace

int main(int argc, char** argv) {
  const int teams = argc > 1 ? std::atoi(argv[1]) : 200;
  const int rounds = argc > 2 ? std::atoi(argv[2]) : 11;
  std::mt19937 random(argc > 3 ? static_cast<unsigned>(std::atoi(argv[3])) : 2026U);
  tn::TeamEvent event;
  event.rounds_planned = rounds;
  event.boards_per_match = 4;
  for (int t = 1; t <= teams; ++t) {
    tn::Team team{t, "Team " + std::to_string(t), "", "", "", {}};
    for (int b = 1; b <= 4; ++b) team.roster.push_back((t - 1) * 4 + b);
    event.teams.push_back(team);
  }
  const std::vector<tn::TeamTiebreak> tiebreaks = {
      tn::TeamTiebreak::secondary_score, tn::TeamTiebreak::buchholz_cut1, tn::TeamTiebreak::buchholz,
      tn::TeamTiebreak::sb_match_game,   tn::TeamTiebreak::board_count,   tn::TeamTiebreak::direct_encounter};
  std::printf("%d teams, 4 boards, %d rounds\n%5s %10s %13s\n", teams, rounds, "round", "pair_ms",
              "standings_ms");
  double worst_pair = 0;
  double worst_standings = 0;
  for (int round = 1; round <= rounds; ++round) {
    const auto start = std::chrono::steady_clock::now();
    const auto paired = shashki::pairing::pair_team_swiss(event, round);
    const double pair_ms = milliseconds_since(start);
    if (!paired) {
      std::printf("round %d: no pairing: %s\n", round, paired.error().c_str());
      return 1;
    }
    for (const auto& pair : paired->pairs)
      event.matches.push_back(played_match(round, pair.white, pair.black, 4, random));
    if (paired->bye)
      event.matches.push_back(tn::TeamMatch{round, *paired->bye, std::nullopt, tn::MatchForfeit::none, {}});
    const auto ranked = std::chrono::steady_clock::now();
    const auto rows = tn::team_standings(event, tiebreaks);
    const double standings_ms = milliseconds_since(ranked);
    std::printf("%5d %10.1f %13.1f  (leader %d)\n", round, pair_ms, standings_ms, rows.front().team);
    worst_pair = std::max(worst_pair, pair_ms);
    worst_standings = std::max(worst_standings, standings_ms);
  }
  std::printf("slowest: pairing a round %.1f ms, standings %.1f ms\n", worst_pair, worst_standings);
  return 0;
}
