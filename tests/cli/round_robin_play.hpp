#pragma once
// Rounds of event 1 played through the command line as a judge plays them: each round paired,
// published, its results entered board by board, completed.

#include <boost/test/unit_test.hpp>

#include <nlohmann/json.hpp>

#include <functional>
#include <string>

namespace shashki::test {

/// Plays `rounds` rounds of event 1 with `shashki` (a callable running `shashki ARGS` and
/// returning its RunResult); a board's result is `result(white, black)` by starting numbers.
template <class Shashki>
void play_rounds(const Shashki& shashki, int rounds, const std::function<std::string(int, int)>& result) {
  for (int round = 1; round <= rounds; ++round) {
    const auto r = std::to_string(round);
    BOOST_REQUIRE(shashki("round pair --event 1").exit_code == 0);
    BOOST_REQUIRE(shashki("round publish --event 1").exit_code == 0);
    const nlohmann::json shown =
        nlohmann::json::parse(shashki("round show --event 1 --round " + r + " --json").out);
    for (const nlohmann::json& board : shown["boards"]) {
      const auto set = shashki("result set --event 1 --round " + r + " --board " +
                               std::to_string(board["board"].get<int>()) + " " +
                               result(board["white"].get<int>(), board["black"].get<int>()));
      BOOST_REQUIRE_MESSAGE(set.exit_code == 0, set.err);
    }
    BOOST_REQUIRE(shashki("round complete --event 1 --round " + r).exit_code == 0);
  }
}

/// The results of the league of tests/tournament/rank_norms_tests.cpp: No. 1 beats Nos. 6-8
/// and loses to Nos. 2-5; every other game is drawn.
inline std::string league_result(int white, int black) {
  if (white == 1) return black >= 6 ? "1-0" : "0-1";
  if (black == 1) return white >= 6 ? "0-1" : "1-0";
  return "=";
}

}  // namespace shashki::test
