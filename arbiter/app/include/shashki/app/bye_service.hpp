#pragma once

#include "shashki/app/session.hpp"
#include "shashki/tournament/bye.hpp"
#include "shashki/tournament/ids.hpp"

#include <map>

namespace shashki::app {

/// Use cases on requested byes and announced absences (C.04.2): a player asks, before a round
/// is paired, to sit it out for half a point ('H', where the regulations allow it: the event's
/// half_byes) or for none ('Z'). Pairing leaves the player out and gives that bye.
class ByeService {
 public:
  explicit ByeService(Session& session) : m_session(session) {}
  /// Records the bye of the player with starting number `number` for round `round`.
  /// Error(input) for an unknown player or round, or a pairing-allocated kind; Error(refused)
  /// outside a Swiss, for a round already published, for a withdrawn player, or for a
  /// half-point bye beyond the event's allowance. A request for the drafted round makes the
  /// draft stale (RoundService::publish asks for a re-pair or a reason).
  tournament::ByeKind request(tournament::EventId event, int round, int number, tournament::ByeKind kind);
  /// Takes the request back, with the same refusals for rounds already published.
  tournament::ByeKind cancel(tournament::EventId event, int round, int number);
  /// Requests of the event still to be paired or already paired: round -> starting number -> kind.
  [[nodiscard]] std::map<int, std::map<int, tournament::ByeKind>> list(tournament::EventId event);

 private:
  Session& m_session;
};

}  // namespace shashki::app
