#include "shashki/tournament/bye_rules.hpp"

namespace shashki::tournament {

namespace {

// The half-point byes `player` has taken or asked for in rounds other than `round`.
int half_byes_elsewhere(const Tournament& t, int round, PlayerId player) {
  int taken = 0;
  for (const auto& r : t.rounds) {
    for (const auto& b : r.boards) {
      taken += r.number != round && b.is_bye() && b.white == player && *b.bye == ByeKind::requested_half;
    }
  }
  for (const auto& [other, requests] : t.bye_requests) {
    const auto it = requests.find(player);
    taken += other != round && t.round(other) == nullptr && it != requests.end() &&
             it->second == ByeKind::requested_half;
  }
  return taken;
}

}  // namespace

Checked<int> check_bye_round(const Tournament& t, int round) {
  if (round < 1 || round > t.event.rounds) {
    return Checked<int>::failure(
        Message(N_("the event has rounds 1 to {rounds}")).with("rounds", t.event.rounds).about("round"));
  }
  if (const auto* r = t.round(round); r != nullptr && r->state != RoundState::draft) {
    return Checked<int>::failure(Message(N_("round {round} has been published; a bye is requested before "
                                            "the round is paired; nothing was changed"))
                                     .with("round", round)
                                     .about("round"));
  }
  return round;
}

Checked<ByeKind> check_bye_request(const Tournament& t, int round, const Player& player, ByeKind kind) {
  using Result = Checked<ByeKind>;
  if (kind == ByeKind::pairing_allocated) {
    return Result::failure(
        Message(N_("the pairing-allocated bye is given by the pairing; it cannot be requested"))
            .about("kind"));
  }
  // C.04.2: requested byes are a Swiss matter.
  if (t.event.system != PairingSystem::swiss) {
    return Result::failure(
        Message(N_("requested byes are for Swiss events; in a round robin or a knockout an absent "
                   "player's game is lost by forfeit (enter it as a forfeit result); nothing was "
                   "changed"))
            .about("event"));
  }
  if (const auto open = check_bye_round(t, round); !open) return Result::failure(open.problem());
  if (!player.plays_in(round)) {
    return Result::failure(Message(N_("No. {number} does not play round {round} (withdrawn or not yet "
                                      "entered); nothing was changed"))
                               .with("number", player.number)
                               .with("round", round)
                               .about("player"));
  }
  if (kind == ByeKind::requested_half) {
    const int taken = half_byes_elsewhere(t, round, player.id);
    if (taken >= t.event.half_byes) {
      return Result::failure(Message::plural(N_("the event's regulations allow {n} half-point bye per player "
                                                "and No. {number} has {taken}; nothing was changed"),
                                             N_("the event's regulations allow {n} half-point byes per "
                                                "player and No. {number} has {taken}; nothing was changed"),
                                             static_cast<unsigned long>(t.event.half_byes))
                                 .with("number", player.number)
                                 .with("taken", taken)
                                 .about("kind"));
    }
  }
  return kind;
}

}  // namespace shashki::tournament
