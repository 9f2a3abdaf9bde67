#include "shashki/tournament/round_close.hpp"

#include "shashki/tournament/knockout_match.hpp"

namespace shashki::tournament {

Checked<int> check_round_decided(const Event& event, const Round& round) {
  if (event.system != PairingSystem::knockout) return round.number;
  const auto scoring = event.scoring();
  for (const auto& b : round.boards) {
    if (knockout_state(b, scoring) != MatchState::undecided) continue;
    return Checked<int>::failure(
        Message(N_("round {round}, board {board}: the match ended level and has no winner yet; "
                   "record its tie-break games before the round is completed or locked; nothing "
                   "was changed"))
            .with("round", round.number)
            .with("board", b.number)
            .about("round"));
  }
  return round.number;
}

}  // namespace shashki::tournament
