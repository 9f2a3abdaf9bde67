#include "shashki/tournament/round_rules.hpp"

#include <algorithm>

namespace shashki::tournament {

const char* term(RoundState state) {
  switch (state) {
    case RoundState::draft:
      return N_("draft");
    case RoundState::published:
      return N_("published");
    case RoundState::complete:
      return N_("complete");
    case RoundState::locked:
      return N_("locked");
  }
  return "";
}

namespace {

// `round` as a draft, without results, when its boards are sound for the event's `players`.
Checked<Round> as_draft(Round round, std::span<const Player> players, int games) {
  std::set<PlayerId> ids;
  for (const auto& p : players) ids.insert(p.id);
  round.state = RoundState::draft;
  // A draft holds no results: they are entered once it is published.
  for (auto& b : round.boards) std::fill(b.games.begin(), b.games.end(), std::nullopt);
  return check_boards(std::move(round), ids, games);
}

}  // namespace

Checked<int> round_to_pair(const Event& event, const Round* last) {
  if (last == nullptr) return 1;
  if (last->state == RoundState::draft) return last->number;
  if (last->state == RoundState::published) {
    const auto missing = static_cast<unsigned long>(std::count_if(
        last->boards.begin(), last->boards.end(), [](const Board& b) { return !b.is_complete(); }));
    if (missing > 0) {
      return Checked<int>::failure(
          Message::plural(
              N_("cannot pair the next round: round {round} is not complete: {n} board still lacks its "
                 "result; enter it, then complete the round"),
              N_("cannot pair the next round: round {round} is not complete: {n} boards still lack "
                 "results; enter them, then complete the round"),
              missing)
              .with("round", last->number));
    }
    return Checked<int>::failure(
        Message(N_("cannot pair the next round: round {round} has all its results but "
                   "is still published; complete the round first"))
            .with("round", last->number));
  }
  if (last->number >= event.rounds) {
    return Checked<int>::failure(
        Message::plural(N_("cannot pair the next round: the event's {n} round has been played"),
                        N_("cannot pair the next round: all {n} rounds of the event have been played"),
                        static_cast<unsigned long>(event.rounds)));
  }
  return last->number + 1;
}

Checked<Round> check_boards(Round round, const std::set<PlayerId>& players, int games) {
  std::set<int> numbers;
  std::set<PlayerId> seated;
  for (const auto& b : round.boards) {
    const auto refuse = [&](const char* id) {
      return Checked<Round>::failure(
          Message(id).with("round", round.number).with("board", b.number).about("board"));
    };
    if (b.number < 1 || !numbers.insert(b.number).second)
      return refuse(N_("round {round}, board {board}: board numbers are distinct and start at 1"));
    if (b.black.has_value() == b.bye.has_value())
      return refuse(
          N_("round {round}, board {board}: a board has an opponent or a bye, not both or neither"));
    for (const auto id : {std::optional(b.white), b.black}) {
      if (!id) continue;
      const char* problem = nullptr;
      if (!players.contains(*id)) {
        problem = N_("round {round}, board {board}: player {player} is not in this event");
      } else if (!seated.insert(*id).second) {
        problem = N_("round {round}, board {board}: player {player} sits twice");
      }
      if (problem != nullptr) {
        return Checked<Round>::failure(Message(problem)
                                           .with("round", round.number)
                                           .with("board", b.number)
                                           .with("player", static_cast<long long>(id->value))
                                           .about("board"));
      }
    }
    if (b.is_bye() && !b.games.empty()) return refuse(N_("round {round}, board {board}: a bye has no games"));
    if (!b.is_bye() && static_cast<int>(b.games.size()) != games) {
      return Checked<Round>::failure(
          Message::plural(N_("round {round}, board {board}: this event plays {n} game per board"),
                          N_("round {round}, board {board}: this event plays {n} games per board"),
                          static_cast<unsigned long>(games))
              .with("round", round.number)
              .with("board", b.number)
              .about("board"));
    }
  }
  return round;
}

Checked<Round> check_draft(const Event& event, const Round* last, std::span<const Player> players,
                           Round draft) {
  const auto number = round_to_pair(event, last);
  if (!number) return Checked<Round>::failure(number.problem());
  if (draft.number != *number) {
    return Checked<Round>::failure(
        Message(N_("round {round} cannot be drafted now; the round to pair is {next}"))
            .with("round", draft.number)
            .with("next", *number)
            .about("round"));
  }
  return as_draft(std::move(draft), players, event.scoring().games_per_board());
}

Checked<Round> check_draft_edit(const Round& stored, Round edited, std::span<const Player> players,
                                int games) {
  if (stored.state != RoundState::draft) {
    return Checked<Round>::failure(Message(N_("round {round} is not a draft; only a draft can be edited"))
                                       .with("round", stored.number)
                                       .about("round"));
  }
  return as_draft(std::move(edited), players, games);
}

Checked<Board> check_result_entry(const Round& round, int board, int game) {
  using Result = Checked<Board>;
  if (round.state == RoundState::draft) {
    return Result::failure(
        Message(N_("round {round} is a draft; publish it first")).with("round", round.number).about("round"));
  }
  if (round.state == RoundState::locked) {
    return Result::failure(Message(N_("round {round} is locked; its results are final"))
                               .with("round", round.number)
                               .about("round"));
  }
  const auto* b = round.board(board);
  if (b == nullptr) {
    return Result::failure(Message(N_("round {round} has no board {board}"))
                               .with("round", round.number)
                               .with("board", board)
                               .about("board"));
  }
  if (b->is_bye()) {
    return Result::failure(
        Message(N_("board {board} is a bye; it has no game")).with("board", board).about("board"));
  }
  if (game < 1 || game > static_cast<int>(b->games.size())) {
    return Result::failure(Message::plural(N_("board {board} has {n} game (not a micro-match)"),
                                           N_("board {board} has {n} games"), b->games.size())
                               .with("board", board)
                               .about("game"));
  }
  return *b;
}

Checked<Board> check_tiebreak_entry(const Round& round, int board, int seq) {
  auto found = check_result_entry(round, board, 1);
  if (!found) return found;
  const auto count = found->tiebreaks.size();
  if (seq < 1 || static_cast<std::size_t>(seq) > count + 1) {
    return Checked<Board>::failure(
        Message::plural(N_("board {board} has {n} tie-break game; the next one is tie-break game {next}"),
                        N_("board {board} has {n} tie-break games; the next one is tie-break game {next}"),
                        count)
            .with("board", board)
            .with("next", static_cast<long long>(count + 1))
            .about("game"));
  }
  return found;
}

Checked<Round> change_state(Round round, RoundState to) {
  if (!can_change(round.state, to)) {
    return Checked<Round>::failure(Message(N_("round {round} is {state}; it cannot become {to}"))
                                       .with("round", round.number)
                                       .with_term("state", term(round.state))
                                       .with_term("to", term(to))
                                       .about("round"));
  }
  if (to == RoundState::complete && !round.is_complete()) {
    return Checked<Round>::failure(
        Message(N_("round {round} still lacks results; enter them all before completing it"))
            .with("round", round.number)
            .about("round"));
  }
  round.state = to;
  return round;
}

Checked<Round> reopen_locked(Round round) {
  if (round.state != RoundState::locked) {
    return Checked<Round>::failure(
        Message(N_("round {round} is {state}, not locked; only a locked round is reopened"))
            .with("round", round.number)
            .with_term("state", term(round.state))
            .about("round"));
  }
  round.state = RoundState::complete;
  return round;
}

Checked<ClearedGame> clear_result(const Round& round, int board, int game, int last_round) {
  using Result = Checked<ClearedGame>;
  auto found = check_result_entry(round, board, game);
  if (!found) return Result::failure(found.problem());
  Board b = *found;
  auto& slot = b.games[static_cast<std::size_t>(game - 1)];
  if (!slot) {
    return Result::failure(Message(N_("round {round}, board {board}, game {game} has no result to clear"))
                               .with("round", round.number)
                               .with("board", board)
                               .with("game", game)
                               .about("game"));
  }
  // A later round was paired on this result: taking it back would leave that pairing resting on
  // nothing, so the result is corrected instead (the correction names its effect).
  if (last_round > round.number) {
    return Result::failure(Message(N_("round {last} has been paired after round {round}, board {board}, game "
                                      "{game}; correct the result instead"))
                               .with("last", last_round)
                               .with("round", round.number)
                               .with("board", board)
                               .with("game", game)
                               .about("round"));
  }
  slot.reset();
  // A complete round has every result; without this one it is being played again.
  const auto state = round.state == RoundState::complete ? RoundState::published : round.state;
  return ClearedGame{std::move(b), state};
}

}  // namespace shashki::tournament
