// Berger tables (FIDE C.05 Annex 1). With n = N-1 for an even number N of Berger numbers
// (an odd field adds the phantom N+1 as the bye): round 1 is 1-N, 2-(N-1), 3-(N-2), ...; each
// later round adds N/2 to every number of the previous one, modulo n in 1..n, board by board,
// keeping the colours; number N stays on board 1 and takes Black in odd rounds, White in even
// ones. This reproduces the published tables exactly (tests check 3-24 players).
#include "shashki/pairing/berger.hpp"

#include <algorithm>
#include <cassert>

namespace shashki::pairing {

namespace {

std::vector<BergerRound> single_cycle(int players) {
  const int even = players % 2 == 0 ? players : players + 1;
  const int n = even - 1;
  const int half = even / 2;
  std::vector<BergerRound> rounds;
  // first[k], second[k]: the two numbers of board k other than N, round 1 first.
  std::vector<int> first(static_cast<std::size_t>(half));
  std::vector<int> second(static_cast<std::size_t>(half));
  for (int k = 0; k < half; ++k) {
    first[static_cast<std::size_t>(k)] = k + 1;
    second[static_cast<std::size_t>(k)] = even - k;
  }
  auto shift = [n, half](int number) { return (number - 1 + half) % n + 1; };
  for (int r = 1; r <= n; ++r) {
    if (r > 1) {
      for (int k = 0; k < half; ++k) {
        auto& a = first[static_cast<std::size_t>(k)];
        auto& b = second[static_cast<std::size_t>(k)];
        if (k == 0) {
          a = shift(a);  // board 1's other number; N stays
        } else {
          a = shift(a);
          b = shift(b);
        }
      }
    }
    BergerRound round;
    for (int k = 0; k < half; ++k) {
      const int a = first[static_cast<std::size_t>(k)];
      const int b = k == 0 ? even : second[static_cast<std::size_t>(k)];
      Board board = k == 0 && r % 2 == 0 ? Board{b, a} : Board{a, b};
      // The phantom of an odd field is written 0.
      if (board.white > players) board.white = 0;
      if (board.black > players) board.black = 0;
      round.push_back(board);
    }
    rounds.push_back(std::move(round));
  }
  return rounds;
}

}  // namespace

int berger_round_count(int players, bool double_cycle) {
  const int even = players % 2 == 0 ? players : players + 1;
  return (even - 1) * (double_cycle ? 2 : 1);
}

std::vector<BergerRound> berger_table(int players, const BergerOptions& options) {
  assert(players >= 2);
  std::vector<BergerRound> first = single_cycle(players);
  if (!options.double_cycle) return first;
  std::vector<BergerRound> rounds = first;
  if (options.swap_last_two_rounds && rounds.size() >= 2) {
    std::swap(rounds[rounds.size() - 1], rounds[rounds.size() - 2]);
  }
  // The second cycle follows the table's own order with colours reversed.
  for (const BergerRound& round : first) {
    BergerRound reversed;
    for (const Board& b : round) reversed.push_back(Board{b.black, b.white});
    rounds.push_back(std::move(reversed));
  }
  return rounds;
}

std::vector<Board> micro_match_games(const Board& board, int games_per_pairing) {
  std::vector<Board> games;
  for (int g = 0; g < games_per_pairing; ++g) {
    games.push_back(g % 2 == 0 ? board : Board{board.black, board.white});
  }
  return games;
}

}  // namespace shashki::pairing
