#pragma once

// A Swiss event of a TRF-16 file as the tournament model holds it, for the tie-break tests that
// compare the standings with reference files (tests/data/pairing). Read from the result letters
// alone, without the pairing module, so that the two readings stay independent.

#include "shashki/test/support.hpp"
#include "shashki/tournament/tournament.hpp"

#include <algorithm>
#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

namespace shashki::tournament::testing {

// One round of one TRF player line (TRF-16: a 10-column block from column 92).
struct TrfRound {
  int opponent = 0;  // 0: none
  char colour = '-';
  char result = ' ';
};

struct TrfPlayer {
  int number = 0;
  int rating = 0;
  int half_points = 0;  // the points column, doubled
  std::vector<TrfRound> rounds;
};

/// The player lines of a TRF-16 file, sorted by starting number; `file` is relative to
/// tests/data/pairing.
inline std::vector<TrfPlayer> read_trf(const std::string& file) {
  std::string text = shashki::test::read_file(shashki::test::data_dir() / "pairing" / file);
  std::replace(text.begin(), text.end(), '\r', '\n');
  std::istringstream lines(text);
  std::vector<TrfPlayer> players;
  std::string line;
  while (std::getline(lines, line)) {
    if (!line.starts_with("001")) continue;
    TrfPlayer p;
    p.number = std::stoi(line.substr(4, 4));
    const std::string rating = line.substr(48, 4);
    p.rating = rating.find_first_not_of(' ') == std::string::npos ? 0 : std::stoi(rating);
    p.half_points = static_cast<int>(std::stod(line.substr(80, 4)) * 2 + 0.25);
    for (std::size_t at = 91; at + 8 <= line.size(); at += 10) {
      TrfRound r;
      const std::string opponent = line.substr(at, 4);
      r.opponent = opponent.find_first_not_of(' ') == std::string::npos ? 0 : std::stoi(opponent);
      r.colour = line[at + 5];
      r.result = line[at + 7];
      p.rounds.push_back(r);
    }
    players.push_back(p);
  }
  std::sort(players.begin(), players.end(), [](const auto& a, const auto& b) { return a.number < b.number; });
  return players;
}

/// The same event in the tournament model (Swiss, 1-0.5-0): each game once, from its White;
/// `rounds` planned rounds, 0 for as many as the longest player line.
inline Tournament to_tournament(const std::vector<TrfPlayer>& players, int rounds_planned = 0) {
  Tournament t;
  t.event.system = PairingSystem::swiss;
  t.event.scale = ScoringScale::one_half_zero;
  std::size_t rounds = 0;
  for (const auto& p : players) {
    Player player;
    player.id = PlayerId{p.number};
    player.number = p.number;
    player.name = "Player " + std::to_string(p.number);
    if (p.rating > 0) player.rating = p.rating;
    t.players.push_back(player);
    rounds = std::max(rounds, p.rounds.size());
  }
  rounds = std::max(rounds, static_cast<std::size_t>(std::max(rounds_planned, 0)));
  t.event.rounds = static_cast<int>(rounds);
  for (std::size_t r = 0; r < rounds; ++r) {
    Round round;
    round.number = static_cast<int>(r) + 1;
    round.state = RoundState::locked;
    for (const auto& p : players) {
      if (r >= p.rounds.size()) continue;
      const TrfRound& mine = p.rounds[r];
      const int board = static_cast<int>(round.boards.size()) + 1;
      if (mine.opponent == 0) {
        const auto kind = mine.result == 'U' || mine.result == 'F' || mine.result == '+'
                              ? ByeKind::pairing_allocated
                          : mine.result == 'H' ? ByeKind::requested_half
                                               : ByeKind::requested_zero;
        round.boards.push_back(Board::bye_for(board, PlayerId{p.number}, kind));
        continue;
      }
      if (mine.colour != 'w') continue;  // the game is written once, by its White
      auto game = Board::pairing(board, PlayerId{p.number}, PlayerId{mine.opponent});
      const auto& theirs = players[static_cast<std::size_t>(mine.opponent - 1)].rounds[r];
      if (mine.result == '+') {
        game.games[0] = GameResult::white_forfeit;
      } else if (theirs.result == '+') {
        game.games[0] = GameResult::black_forfeit;
      } else if (mine.result == '-') {
        game.games[0] = GameResult::double_forfeit;
      } else {
        game.games[0] = mine.result == '1'   ? GameResult::white_wins
                        : mine.result == '=' ? GameResult::draw
                                             : GameResult::black_wins;
      }
      round.boards.push_back(game);
    }
    t.rounds.push_back(round);
  }
  return t;
}

}  // namespace shashki::tournament::testing
