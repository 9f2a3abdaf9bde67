#include "shashki/pairing/round_robin_engine.hpp"

#include <algorithm>
#include <string>

namespace shashki::pairing {

using tournament::Message;

PairingResult RoundRobinEngine::pair_next_round(const PairingInput& input) const {
  const int n = static_cast<int>(input.players.size());
  if (n < 2) return Refusal{N_("round robin"), Message(N_("a round robin needs at least two players"))};
  for (int k = 0; k < n; ++k) {
    if (input.players[static_cast<std::size_t>(k)].number != k + 1) {
      return Refusal{N_("round robin"),
                     Message(N_("starting numbers must be 1..{count} (they are the Berger numbers); number "
                                "{player} is missing"))
                         .with("count", n)
                         .with("player", k + 1)};
    }
  }
  BergerOptions options;
  if (m_options) {
    options = *m_options;
  } else {
    options.double_cycle = input.total_rounds == berger_round_count(n, true);
  }
  const int games = std::max(1, options.games_per_pairing);
  const std::vector<BergerRound> table = berger_table(n, options);
  const int round = input.next_round();
  const int table_round = (round - 1) / games;
  if (table_round >= static_cast<int>(table.size())) {
    return Refusal{N_("round robin complete"),
                   Message::plural(N_("the table's {n} round has been paired"),
                                   N_("all {n} rounds of the table have been paired"),
                                   table.size() * static_cast<std::size_t>(games))};
  }
  Pairing pairing;
  for (const Board& board : table[static_cast<std::size_t>(table_round)]) {
    // Micro-match round robin: consecutive file rounds are the games of one pairing.
    const Board game = micro_match_games(board, games)[static_cast<std::size_t>((round - 1) % games)];
    if (game.white == 0 || game.black == 0) {
      pairing.byes.push_back(game.white == 0 ? game.black : game.white);
    } else {
      pairing.boards.push_back(game);
    }
  }
  return pairing;
}

}  // namespace shashki::pairing
