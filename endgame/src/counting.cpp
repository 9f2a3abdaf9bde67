#include "shashki/endgame/counting.hpp"

namespace shashki::endgame {

std::optional<CountingVerdict> apply_counting_rules(const Tablebase& tablebase, const rules::GameRecord& game,
                                                    const rules::GameConditions& conditions) {
  const rules::Position& now = game.current();
  const auto value = tablebase.probe(now);
  if (!value) return std::nullopt;
  CountingVerdict v;
  v.value = *value;
  rules::GameRecord line = game;
  // A draw is played on only far enough to show which counts run (the longest is 6.1.8.6's 30
  // moves of both sides in these endings).
  const int limit = value->result == Result::draw ? 64 : value->plies;
  for (const auto& m : tablebase.best_line(now, limit)) line.play(m);
  const int start = game.plies();
  const auto statuses = rules::review_game(line, conditions);
  v.end_ply = line.plies();
  for (const auto& c : statuses[static_cast<std::size_t>(start)].counts) v.counts.push_back({c, false});
  for (int ply = start; ply <= line.plies(); ++ply) {
    const auto& st = statuses[static_cast<std::size_t>(ply)];
    for (const auto& c : st.counts) {
      bool known = false;
      for (auto& seen : v.counts) {
        if (seen.count.clause == c.clause && seen.count.start_ply == c.start_ply) known = true;
      }
      if (!known) v.counts.push_back({c, false});
    }
    if (!st.verdict) continue;
    v.verdict = st.verdict;
    v.end_ply = ply;
    const rules::Color mover = now.side_to_move();
    switch (st.verdict->outcome) {
      case rules::Outcome::draw:
        v.with_counts = Result::draw;
        for (auto& seen : v.counts) {
          if (seen.count.clause == st.verdict->clause) seen.ends_the_game = true;
        }
        for (const auto& c : st.counts) {
          for (auto& seen : v.counts) {
            if (seen.count.clause == c.clause && seen.count.start_ply == c.start_ply && c.moves >= c.limit) {
              seen.ends_the_game = true;
            }
          }
        }
        break;
      case rules::Outcome::white_wins:
        v.with_counts = mover == rules::Color::white ? Result::win : Result::loss;
        break;
      case rules::Outcome::black_wins:
        v.with_counts = mover == rules::Color::black ? Result::win : Result::loss;
        break;
    }
    break;
  }
  if (!v.verdict) v.with_counts = Result::draw;  // a drawn line that no rule ends within its length
  return v;
}

}  // namespace shashki::endgame
