#include "shashki/tournament/board_prizes.hpp"

#include <algorithm>
#include <map>
#include <utility>

namespace shashki::tournament {

namespace {

// Whether `a` has the better percentage than `b`, compared exactly: pa/ga > pb/gb.
int board_prize_compare_percentage(const BoardPrizeEntry& a, const BoardPrizeEntry& b) {
  const long long left = static_cast<long long>(a.points.half_points()) * b.games;
  const long long right = static_cast<long long>(b.points.half_points()) * a.games;
  return left > right ? 1 : left < right ? -1 : 0;
}

bool board_prize_before(const BoardPrizeEntry& a, const BoardPrizeEntry& b) {
  if (a.qualified != b.qualified) return a.qualified;
  if (const int c = board_prize_compare_percentage(a, b); c != 0) return c > 0;
  if (a.games != b.games) return a.games > b.games;
  return a.player < b.player;
}

}  // namespace

double BoardPrizeEntry::percentage() const {
  if (games <= 0) return 0.0;
  // A won game is two half-points: percent = half-points / (2 * games) * 100.
  return static_cast<double>(points.half_points()) * 50.0 / static_cast<double>(games);
}

int default_board_prize_min_games(const TeamEvent& event) {
  int rounds = event.rounds_planned;
  if (rounds <= 0) {
    for (const TeamMatch& match : event.matches) rounds = std::max(rounds, match.round);
  }
  return (rounds + 1) / 2;
}

std::vector<BoardPrizeList> board_prizes(const TeamEvent& event, int min_games,
                                         std::optional<int> after_round) {
  // (board, player) -> entry; ordered so that the lists come out by board number.
  std::map<std::pair<int, int>, BoardPrizeEntry> found;
  for (const TeamMatch& match : event.matches) {
    if (!match.away || match.forfeit != MatchForfeit::none) continue;
    if (after_round && match.round > *after_round) continue;
    for (std::size_t b = 0; b < match.boards.size(); ++b) {
      const MatchBoard& board = match.boards[b];
      if (!board_played(board)) continue;
      const int number = static_cast<int>(b) + 1;
      // Each game played over the board counts, both games of a micro-match.
      for (int game = 1; game <= event.scoring.games_per_board; ++game) {
        const auto result = board_game_result(board, game);
        if (!result || is_forfeit(*result)) continue;
        for (const bool home : {true, false}) {
          const int player = home ? *board.home_player : *board.away_player;
          BoardPrizeEntry& entry = found[{number, player}];
          entry.player = player;
          entry.team = home ? match.home : *match.away;
          entry.games += 1;
          entry.points += board_game_points(board, game, home);
        }
      }
    }
  }
  std::vector<BoardPrizeList> lists;
  for (auto& [key, entry] : found) {
    if (lists.empty() || lists.back().board != key.first) lists.push_back({key.first, {}});
    entry.qualified = entry.games >= min_games;
    lists.back().entries.push_back(entry);
  }
  for (BoardPrizeList& list : lists) {
    auto& entries = list.entries;
    std::stable_sort(entries.begin(), entries.end(), board_prize_before);
    // Equal percentage and games share the better rank.
    for (std::size_t i = 0; i < entries.size() && entries[i].qualified; ++i) {
      const bool tied = i > 0 && board_prize_compare_percentage(entries[i], entries[i - 1]) == 0 &&
                        entries[i].games == entries[i - 1].games;
      entries[i].rank = tied ? entries[i - 1].rank : static_cast<int>(i) + 1;
    }
  }
  return lists;
}

}  // namespace shashki::tournament
