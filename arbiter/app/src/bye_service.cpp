#include "shashki/app/bye_service.hpp"

#include "service_support.hpp"
#include "shashki/app/i18n.hpp"
#include "shashki/app/load_tournament.hpp"
#include "shashki/db/bye_request_repository.hpp"
#include "shashki/tournament/bye_rules.hpp"

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

}  // namespace

ByeKind ByeService::request(tournament::EventId event, int round, int number, ByeKind kind) {
  const auto t = load_tournament(m_session, event);
  const auto& player = player_numbered(t, number);
  // The rules of a requested bye are the core's (tournament::check_bye_request); a kind that is
  // not a request, or a round the event does not have, is an input error.
  const bool input = kind == ByeKind::pairing_allocated || round < 1 || round > t.event.rounds;
  accepted(tournament::check_bye_request(t, round, player, kind),
           input ? ExitCode::input : ExitCode::refused);
  return accepted(db::ByeRequestRepository(m_session.database())
                      .request(event, round, player.id, kind, m_session.stamp()));
}

ByeKind ByeService::cancel(tournament::EventId event, int round, int number) {
  const auto t = load_tournament(m_session, event);
  accepted(tournament::check_bye_round(t, round),
           round < 1 || round > t.event.rounds ? ExitCode::input : ExitCode::refused);
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
