#pragma once
// The refusals of db/ itself: a row that is not there. Every other refusal is a rule's, and comes
// from tournament/ or clock/.

#include "shashki/tournament/ids.hpp"
#include "shashki/tournament/message.hpp"

namespace shashki::db {

/// "there is no event N", about the event.
[[nodiscard]] tournament::Message no_event(tournament::EventId event);
/// "event N has no round R", about the round.
[[nodiscard]] tournament::Message no_round(tournament::EventId event, int round);
/// "event N, round R, board B has no game G stored", about the game.
[[nodiscard]] tournament::Message no_game(tournament::EventId event, int round, int board, int game);
/// "event N has no player P", about the player.
[[nodiscard]] tournament::Message no_player(tournament::EventId event, tournament::PlayerId player);

}  // namespace shashki::db
