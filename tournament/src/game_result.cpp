#include "shashki/tournament/game_result.hpp"

#include "shashki/tournament/codes.hpp"

#include <array>

namespace shashki::tournament {

namespace {

constexpr std::array<CodeEntry<GameResult>, 6> result_codes{{
    {GameResult::white_wins, "1-0"},
    {GameResult::draw, "="},
    {GameResult::black_wins, "0-1"},
    {GameResult::white_forfeit, "+/-"},
    {GameResult::black_forfeit, "-/+"},
    {GameResult::double_forfeit, "-/-"},
}};

}  // namespace

std::string_view code(GameResult result) {
  return code_in<GameResult>(result_codes, result);
}

std::optional<GameResult> game_result_from_code(std::string_view text) {
  return value_in<GameResult>(result_codes, text);
}

bool is_forfeit(GameResult result) {
  return result == GameResult::white_forfeit || result == GameResult::black_forfeit ||
         result == GameResult::double_forfeit;
}

GameResult reversed(GameResult result) {
  switch (result) {
    case GameResult::white_wins:
      return GameResult::black_wins;
    case GameResult::black_wins:
      return GameResult::white_wins;
    case GameResult::white_forfeit:
      return GameResult::black_forfeit;
    case GameResult::black_forfeit:
      return GameResult::white_forfeit;
    case GameResult::draw:
    case GameResult::double_forfeit:
      return result;
  }
  return result;
}

}  // namespace shashki::tournament
