#include "shashki/app/bye_service.hpp"

#include "service_support.hpp"
#include "shashki/app/event_reports.hpp"
#include "shashki/app/i18n.hpp"
#include "shashki/db/bye_request_repository.hpp"

#include <fmt/format.h>

namespace shashki::app {

using tournament::ByeKind;

namespace {

const tournament::Player& player_numbered(const tournament::Tournament& t, int number) {
  for (const auto& p : t.players) {
    if (p.number == number) return p;
  }
  throw Error(ExitCode::input, Message(N_("the event has no player with starting number {number}"))
                                   .with("number", number)
                                   .about("player"));
}

// Refuses a request or cancellation for `round` once it can no longer change the pairing.
void require_open_round(const tournament::Tournament& t, int round) {
  if (round < 1 || round > t.event.rounds) {
    throw Error(
        ExitCode::input,
        Message(N_("the event has rounds 1 to {rounds}")).with("rounds", t.event.rounds).about("round"));
  }
  if (const auto* r = t.round(round); r != nullptr && r->state != tournament::RoundState::draft) {
    throw Error(ExitCode::refused, Message(N_("round {round} has been published; a bye is requested before "
                                              "the round is paired; nothing was changed"))
                                       .with("round", round)
                                       .about("round"));
  }
}

}  // namespace

ByeKind ByeService::request(tournament::EventId event, int round, int number, ByeKind kind) {
  const auto t = load_tournament(m_session, event);
  if (kind == ByeKind::pairing_allocated) {
    throw Error(ExitCode::input, Message(N_("a requested bye is 'half' or 'zero'")).about("kind"));
  }
  // C.04.2: requested byes are a Swiss matter; in a round robin or a knockout the absent
  // player's game is lost by forfeit.
  if (t.event.system != tournament::PairingSystem::swiss) {
    throw Error(ExitCode::refused,
                Message(N_("requested byes are for Swiss events; in a round robin or a knockout an absent "
                           "player's game is lost by forfeit (enter it as a forfeit result); nothing was "
                           "changed"))
                    .about("event"));
  }
  require_open_round(t, round);
  const auto& player = player_numbered(t, number);
  if (!player.plays_in(round)) {
    throw Error(ExitCode::refused,
                Message(N_("No. {number} does not play round {round} (withdrawn or not yet "
                           "entered); nothing was changed"))
                    .with("number", number)
                    .with("round", round)
                    .about("player"));
  }
  if (kind == ByeKind::requested_half) {
    // The regulations' allowance counts the half-point byes already taken and those requested.
    int taken = 0;
    for (const auto& r : t.rounds) {
      for (const auto& b : r.boards) {
        taken += r.number != round && b.is_bye() && b.white == player.id && *b.bye == ByeKind::requested_half;
      }
    }
    for (const auto& [other, requests] : t.bye_requests) {
      const auto it = requests.find(player.id);
      taken += other != round && t.round(other) == nullptr && it != requests.end() &&
               it->second == ByeKind::requested_half;
    }
    if (taken >= t.event.half_byes) {
      throw Error(ExitCode::refused,
                  Message::plural("the event's regulations allow {n} half-point bye per player and No. "
                                  "{number} has {taken}; nothing was changed",
                                  "the event's regulations allow {n} half-point byes per player and No. "
                                  "{number} has {taken}; nothing was changed",
                                  static_cast<unsigned long>(t.event.half_byes))
                      .with("number", number)
                      .with("taken", taken)
                      .about("kind"));
    }
  }
  return accepted(db::ByeRequestRepository(m_session.database())
                      .request(event, round, player.id, kind, m_session.stamp()));
}

ByeKind ByeService::cancel(tournament::EventId event, int round, int number) {
  const auto t = load_tournament(m_session, event);
  require_open_round(t, round);
  const auto& player = player_numbered(t, number);
  return accepted(
      db::ByeRequestRepository(m_session.database()).cancel(event, round, player.id, m_session.stamp()));
}

std::map<int, std::map<int, ByeKind>> ByeService::list(tournament::EventId event) {
  const auto t = load_tournament(m_session, event);
  std::map<int, std::map<int, ByeKind>> byes;
  for (const auto& [round, requests] : t.bye_requests) {
    for (const auto& [id, kind] : requests) {
      if (const auto* p = t.player(id)) byes[round][p->number] = kind;
    }
  }
  return byes;
}

}  // namespace shashki::app
