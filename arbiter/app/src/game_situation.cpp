#include "shashki/app/game_situation.hpp"

namespace shashki::app {

GameSituation situation_of(rules::GameRecord record, const rules::GameConditions& conditions) {
  const auto statuses = rules::review_game(record, conditions);
  const auto& now = statuses.back();
  GameSituation s{std::move(record), conditions, {}, 0, 0, now.offer_allowed, {}, now.verdict, 1};
  s.facts = position_facts(s.record.current());
  s.white_moves = s.record.moves_made(rules::Color::white, s.record.plies());
  s.black_moves = s.record.moves_made(rules::Color::black, s.record.plies());
  for (const auto& c : now.counts) s.counts.push_back({std::string(c.clause), c.side, c.moves, c.limit});
  s.occurrences = s.record.occurrences(s.record.plies());
  return s;
}

}  // namespace shashki::app
