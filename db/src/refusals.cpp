#include "refusals.hpp"

namespace shashki::db {

using tournament::Message;

Message no_event(tournament::EventId event) {
  return Message(N_("there is no event {event}"))
      .with("event", static_cast<long long>(event.value))
      .about("event");
}

Message no_round(tournament::EventId event, int round) {
  return Message(N_("event {event} has no round {round}"))
      .with("event", static_cast<long long>(event.value))
      .with("round", round)
      .about("round");
}

Message no_game(tournament::EventId event, int round, int board, int game) {
  return Message(N_("event {event}, round {round}, board {board} has no game {game} stored"))
      .with("event", static_cast<long long>(event.value))
      .with("round", round)
      .with("board", board)
      .with("game", game)
      .about("game");
}

Message no_player(tournament::EventId event, tournament::PlayerId player) {
  return Message(N_("event {event} has no player {player}"))
      .with("event", static_cast<long long>(event.value))
      .with("player", static_cast<long long>(player.value))
      .about("player");
}

}  // namespace shashki::db
