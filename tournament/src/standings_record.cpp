#include "shashki/tournament/standings_record.hpp"

#include <unordered_map>

namespace shashki::tournament {

bool RoundRecord::voluntary_unplayed() const {
  // C.07 16: forfeit wins and pairing-allocated byes are not the player's choice; every other
  // unplayed round (forfeit losses, requested byes, absence, withdrawal) is.
  switch (kind) {
    case RoundKind::forfeit_loss:
    case RoundKind::double_forfeit:
    case RoundKind::half_bye:
    case RoundKind::zero_bye:
    case RoundKind::not_paired:
      return true;
    case RoundKind::played:
    case RoundKind::forfeit_win:
    case RoundKind::pairing_bye:
    case RoundKind::rest:
    case RoundKind::pending:
    case RoundKind::annulled:
      return false;
  }
  return false;
}

namespace {

RoundKind bye_kind(ByeKind kind) {
  switch (kind) {
    case ByeKind::pairing_allocated:
      return RoundKind::pairing_bye;
    case ByeKind::requested_half:
      return RoundKind::half_bye;
    case ByeKind::requested_zero:
      return RoundKind::zero_bye;
  }
  return RoundKind::zero_bye;
}

// One side of a board that has all its results.
RoundRecord side_of(const Board& board, bool board_white, Points points, std::size_t opponent) {
  RoundRecord record;
  record.opponent = opponent;
  record.points = points;
  const PlayerId me = board_white ? board.white : *board.black;
  bool any_played = false;
  bool all_double = true;
  for (std::size_t g = 0; g < board.games.size(); ++g) {
    const GameResult result = *board.games[g];
    const bool white = board.white_of_game(static_cast<int>(g) + 1) == me;
    const auto [white_points, black_points] = Scoring::game_points(result);
    const bool played = !is_forfeit(result);
    record.games.push_back(GameRecord{white, (white ? white_points : black_points).half_points(), played});
    any_played = any_played || played;
    all_double = all_double && result == GameResult::double_forfeit;
  }
  if (any_played) {
    record.kind = RoundKind::played;
  } else if (all_double) {
    record.kind = RoundKind::double_forfeit;
  } else {
    record.kind = points > Points::loss() ? RoundKind::forfeit_win : RoundKind::forfeit_loss;
  }
  return record;
}

}  // namespace

RoundRecords round_records(const Tournament& tournament, int after_round) {
  RoundRecords records;
  for (const Round& round : tournament.rounds) {
    if (round.state == RoundState::draft) continue;
    if (after_round > 0 && round.number > after_round) continue;
    records.round_count = std::max(records.round_count, round.number);
  }
  const std::size_t n = tournament.players.size();
  records.rounds.assign(n, std::vector<RoundRecord>(static_cast<std::size_t>(records.round_count)));
  records.totals.assign(n, Points{});
  std::unordered_map<PlayerId, std::size_t> index;
  for (std::size_t i = 0; i < n; ++i) index.emplace(tournament.players[i].id, i);
  const Scoring scoring = tournament.event.scoring();

  for (const Round& round : tournament.rounds) {
    if (round.state == RoundState::draft || round.number < 1 || round.number > records.round_count) continue;
    const auto r = static_cast<std::size_t>(round.number - 1);
    for (const Board& board : round.boards) {
      const auto white = index.find(board.white);
      if (white == index.end()) continue;
      if (board.is_bye()) {
        RoundRecord& record = records.rounds[white->second][r];
        record.kind = scoring.is_rest(board) ? RoundKind::rest : bye_kind(*board.bye);
        record.points = scoring.bye_points(*board.bye);
        continue;
      }
      const auto black = index.find(*board.black);
      if (black == index.end()) continue;
      const auto points = scoring.board_points(board);
      if (!points) {
        for (const auto& [me, them] :
             {std::pair{white->second, black->second}, {black->second, white->second}}) {
          records.rounds[me][r].kind = RoundKind::pending;
          records.rounds[me][r].opponent = them;
        }
        continue;
      }
      records.rounds[white->second][r] = side_of(board, true, points->first, black->second);
      records.rounds[black->second][r] = side_of(board, false, points->second, white->second);
    }
  }
  for (std::size_t i = 0; i < n; ++i) {
    for (const RoundRecord& record : records.rounds[i]) records.totals[i] += record.points;
  }
  return records;
}

}  // namespace shashki::tournament
