#include "shashki/reports/micro_match_text.hpp"

#include "report_common.hpp"

namespace shashki::reports {

namespace {

using tournament::GameResult;

// One game's score from the first-named player's side: "2:0", "½:½", "+:-".
std::string game_score(GameResult result, tournament::ScoringScale scale) {
  switch (result) {
    case GameResult::white_forfeit:
      return "+:-";
    case GameResult::black_forfeit:
      return "-:+";
    case GameResult::double_forfeit:
      return "-:-";
    default: {
      const auto [first, second] = tournament::Scoring::game_points(result);
      return points_cell(first, scale) + ":" + points_cell(second, scale);
    }
  }
}

}  // namespace

std::string points_cell(tournament::Points points, tournament::ScoringScale scale) {
  const std::string text =
      tournament::Scoring(scale, false, tournament::MicroMatchScoring::per_game).format(points);
  // "0.5" reads "½" in a table cell, as judges write it.
  if (text.size() >= 2 && text.ends_with(".5")) {
    const std::string whole = text.substr(0, text.size() - 2);
    return (whole == "0" ? "" : whole) + "½";
  }
  return text;
}

std::string micro_match_text(const tournament::Board& board, tournament::ScoringScale scale,
                             const Translate& translate) {
  ReportOptions options;
  options.translate = translate;
  const detail::Words words(options);
  const auto score = tournament::Scoring::games_score(board);
  std::string text =
      score ? points_cell(score->first, scale) + ":" + points_cell(score->second, scale) : std::string("*");
  std::string games;
  for (int game = 1; game <= static_cast<int>(board.games.size()); ++game) {
    if (!games.empty()) games += ", ";
    // The first-named player has White in odd games and Black in even ones.
    games += board.white_of_game(game) == board.white ? words(N_("white")) : words(N_("black"));
    const auto result = board.result_for_first(game);
    games += " " + (result ? game_score(*result, scale) : std::string("*"));
  }
  return text + " (" + games + ")";
}

}  // namespace shashki::reports
