#include "shashki/tournament/scoring.hpp"

#include "shashki/tournament/board.hpp"

#include <algorithm>
#include <cassert>
#include <string>

namespace shashki::tournament {

namespace {

struct Spelling {
  std::string_view text;
  GameResult result;
};

// Notations every event accepts: the outcome, not a number of points.
constexpr Spelling universal[] = {
    {"1-0", GameResult::white_wins},
    {"0-1", GameResult::black_wins},
    {"=", GameResult::draw},
    {"1/2-1/2", GameResult::draw},
    {"+/-", GameResult::white_forfeit},
    {"-/+", GameResult::black_forfeit},
    {"-/-", GameResult::double_forfeit},
};

// Russian notation in points of the 2-1-0 scale: meaningless on 1-0.5-0, where a game is worth
// at most one point.
constexpr Spelling two_point[] = {
    {"2-0", GameResult::white_wins}, {"1-1", GameResult::draw}, {"0-2", GameResult::black_wins}};

}  // namespace

PointsPair Scoring::game_points(GameResult result) {
  switch (result) {
    case GameResult::white_wins:
    case GameResult::white_forfeit:
      return {Points::win(), Points::loss()};
    case GameResult::black_wins:
    case GameResult::black_forfeit:
      return {Points::loss(), Points::win()};
    case GameResult::draw:
      return {Points::draw(), Points::draw()};
    case GameResult::double_forfeit:
      return {Points::loss(), Points::loss()};
  }
  return {};
}

std::optional<PointsPair> Scoring::board_points(const Board& board) const {
  if (board.is_bye()) return PointsPair{bye_points(*board.bye), Points::loss()};
  const auto score = games_score(board);
  if (!score) return std::nullopt;
  const auto [white, black] = *score;
  const bool all_forfeited_both = std::all_of(board.games.begin(), board.games.end(),
                                              [](const auto& g) { return g == GameResult::double_forfeit; });
  if (!m_micro_match || m_match_scoring == MicroMatchScoring::per_game) return PointsPair{white, black};
  // Per-match scoring: the match is won on the sum of its games; a match nobody played is lost
  // by both, not drawn.
  if (all_forfeited_both) return PointsPair{Points::loss(), Points::loss()};
  if (white > black) return PointsPair{Points::win(), Points::loss()};
  if (white < black) return PointsPair{Points::loss(), Points::win()};
  return PointsPair{Points::draw(), Points::draw()};
}

std::optional<PointsPair> Scoring::games_score(const Board& board) {
  Points white;
  Points black;
  for (int game = 1; game <= static_cast<int>(board.games.size()); ++game) {
    // Even games are played with colours swapped: result_for_first turns them round.
    const auto result = board.result_for_first(game);
    if (!result) return std::nullopt;
    const auto [first, second] = game_points(*result);
    white += first;
    black += second;
  }
  return PointsPair{white, black};
}

Points Scoring::bye_points(ByeKind kind) const {
  // FIDE C.05: in a round robin with an odd number of players the one without an opponent rests;
  // the rest is no game and scores nothing.
  if (kind == ByeKind::pairing_allocated && m_round_robin) return Points::loss();
  const int boards_worth = m_micro_match && m_match_scoring == MicroMatchScoring::per_game ? 2 : 1;
  switch (kind) {
    case ByeKind::pairing_allocated:
      return Points::from_half_points(2 * boards_worth);
    case ByeKind::requested_half:
      return Points::from_half_points(boards_worth);
    case ByeKind::requested_zero:
      return Points::loss();
  }
  return {};
}

bool Scoring::is_rest(const Board& board) const {
  return m_round_robin && board.bye == ByeKind::pairing_allocated;
}

std::string Scoring::format(Points points) const {
  const int half = points.half_points();
  if (m_scale == ScoringScale::two_one_zero) return std::to_string(half);
  const int whole = half / 2;
  const bool has_half = half % 2 != 0;
  if (!has_half) return std::to_string(whole);
  // -1 half-point is "-0.5": the sign is lost by integer division, so write it explicitly.
  return (half < 0 && whole == 0 ? "-" : "") + std::to_string(whole) + ".5";
}

double Scoring::as_number(Points points) const {
  const double half = points.half_points();
  return m_scale == ScoringScale::two_one_zero ? half : half / 2.0;
}

Checked<GameResult> Scoring::parse_entry(std::string_view text) const {
  for (const auto& s : universal) {
    if (s.text == text) return s.result;
  }
  for (const auto& s : two_point) {
    if (s.text != text) continue;
    if (m_scale == ScoringScale::two_one_zero) return s.result;
    return Checked<GameResult>::failure(
        Message(N_("the result '{text}' is written in 2-1-0 points, but this event scores 1-0.5-0; use 1-0, "
                   "0-1 or ="))
            .with("text", std::string(text))
            .about("result"));
  }
  return Checked<GameResult>::failure(Message(N_("'{text}' is not a game result; use {forms}"))
                                          .with("text", std::string(text))
                                          .with("forms", m_scale == ScoringScale::two_one_zero
                                                             ? "2-0, 1-1, 0-2, 1-0, 0-1, =, +/-, -/+, -/-"
                                                             : "1-0, 0-1, =, +/-, -/+, -/-")
                                          .about("result"));
}

}  // namespace shashki::tournament
