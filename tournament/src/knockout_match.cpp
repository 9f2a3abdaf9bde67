#include "shashki/tournament/knockout_match.hpp"

#include "shashki/tournament/codes.hpp"

#include <array>
#include <utility>

namespace shashki::tournament {

namespace {

constexpr std::array<CodeEntry<KnockoutStage>, 3> stage_codes{{
    {KnockoutStage::rapid, "rapid"},
    {KnockoutStage::lightning, "lightning"},
    {KnockoutStage::deciding, "deciding"},
}};

// Half-points the game's White and Black take from one tie-break game: they only decide who goes
// through and never count in the event's score.
std::pair<int, int> units(GameResult r) {
  switch (r) {
    case GameResult::white_wins:
    case GameResult::white_forfeit:
      return {2, 0};
    case GameResult::black_wins:
    case GameResult::black_forfeit:
      return {0, 2};
    case GameResult::draw:
      return {1, 1};
    case GameResult::double_forfeit:
      return {0, 0};
  }
  return {0, 0};
}

// The winner of the tie-break games, read stage by stage in the order played (see knockout_state).
std::optional<PlayerId> tiebreak_winner(const Board& board) {
  const int regular = static_cast<int>(board.games.size());
  int first = 0;   // half-points of the board's White in the current stage
  int second = 0;  // and of its Black
  int whites = 0;  // games of the stage in which the board's White had White
  int played = 0;
  for (std::size_t k = 0; k < board.tiebreaks.size(); ++k) {
    const auto& game = board.tiebreaks[k];
    if (k > 0 && board.tiebreaks[k - 1].stage != game.stage) first = second = whites = played = 0;
    const bool board_white = board.white_of_game(regular + static_cast<int>(k) + 1) == board.white;
    const auto [w, b] = units(game.result);
    first += board_white ? w : b;
    second += board_white ? b : w;
    whites += board_white ? 1 : 0;
    ++played;
    if (game.stage == KnockoutStage::deciding) {
      // One game: a win decides it; a drawn deciding game leaves the match level.
      if (first != second) return first > second ? board.white : *board.black;
      first = second = whites = played = 0;
    } else if (2 * whites == played && first != second) {
      return first > second ? board.white : *board.black;
    }
  }
  return std::nullopt;
}

}  // namespace

std::string_view code(KnockoutStage stage) {
  return code_in<KnockoutStage>(stage_codes, stage);
}

std::optional<KnockoutStage> knockout_stage_from_code(std::string_view text) {
  return value_in<KnockoutStage>(stage_codes, text);
}

MatchState knockout_state(const Board& board, const Scoring& scoring) {
  if (!board.is_bye() && !scoring.board_points(board)) return MatchState::in_play;
  return knockout_winner(board, scoring) ? MatchState::decided : MatchState::undecided;
}

std::optional<PlayerId> knockout_winner(const Board& board, const Scoring& scoring) {
  if (board.is_bye()) return board.white;
  const auto points = scoring.board_points(board);
  if (!points) return std::nullopt;
  if (points->first != points->second) return points->first > points->second ? board.white : *board.black;
  return tiebreak_winner(board);
}

Checked<bool> may_add_tiebreak(const Board& board, const Scoring& scoring, KnockoutStage stage) {
  if (board.is_bye()) return Checked<bool>::failure("a bye has no games");
  switch (knockout_state(board, scoring)) {
    case MatchState::in_play:
      return Checked<bool>::failure("the regular games of this match are not all played yet");
    case MatchState::decided:
      return Checked<bool>::failure(
          "this match is already decided; tie-break games follow only a level match");
    case MatchState::undecided:
      break;
  }
  if (!board.tiebreaks.empty() && board.tiebreaks.back().stage > stage) {
    return Checked<bool>::failure("the match has moved past this tie-break stage");
  }
  return true;
}

std::map<PlayerId, int> knockout_eliminations(const Tournament& tournament, int after_round) {
  const auto scoring = tournament.event.scoring();
  std::map<PlayerId, int> out;
  for (const auto& round : tournament.rounds) {
    if (round.number > after_round) break;
    for (const auto& board : round.boards) {
      const auto winner = knockout_winner(board, scoring);
      if (!winner || board.is_bye()) continue;
      out[*winner == board.white ? *board.black : board.white] = round.number;
    }
  }
  return out;
}

}  // namespace shashki::tournament
