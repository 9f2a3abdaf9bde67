#include "live_fixture.hpp"

#include "shashki/app/event_service.hpp"
#include "shashki/app/game_record_service.hpp"
#include "shashki/app/player_service.hpp"
#include "shashki/db/audit_log.hpp"
#include "shashki/db/round_repository.hpp"
#include "shashki/rules/movegen.hpp"
#include "shashki/rules/notation.hpp"

#include <boost/test/unit_test.hpp>

namespace shashki::app::test {

using namespace std::chrono;

tournament::Event create_live_event(Session& session, int boards, tournament::Discipline discipline,
                                    const std::string& control, std::vector<tournament::Player>* players,
                                    bool micro_match) {
  tournament::Event e;
  e.name = "Кубок города 2026";
  e.discipline = discipline;
  e.time_control = control;
  e.system = tournament::PairingSystem::swiss;
  e.rounds = 7;
  e.micro_match = micro_match;
  e = EventService(session).create(e);
  PlayerService entries(session);
  std::vector<tournament::Player> added;
  for (int i = 0; i < 2 * boards; ++i) {
    tournament::Player p;
    p.name = "Игрок " + std::to_string(i + 1);
    added.push_back(entries.add(e.id, p));
  }
  tournament::Round round;
  round.number = 1;
  for (int b = 0; b < boards; ++b) {
    round.boards.push_back(tournament::Board::pairing(b + 1, added[static_cast<std::size_t>(2 * b)].id,
                                                      added[static_cast<std::size_t>(2 * b + 1)].id,
                                                      micro_match ? 2 : 1));
  }
  db::RoundRepository rounds(session.database());
  if (!rounds.store_draft(e.id, round, session.stamp()).ok()) throw std::runtime_error("draft refused");
  if (!rounds.publish(e.id, 1, session.stamp()).ok()) throw std::runtime_error("publish refused");
  if (players != nullptr) *players = added;
  return e;
}

LiveFixture::LiveFixture(int boards, tournament::Discipline discipline, std::string control, bool micro_match)
    : path(dir.path() / "event.db"), time(milliseconds(1'000'000), sys_days{2026y / May / 1} + 10h) {
  reopen();
  session->set_arbiter("Судья Ольга");
  event = create_live_event(*session, boards, discipline, control, &players, micro_match);
}

std::vector<std::string> LiveFixture::audit_actions(std::size_t from) {
  std::vector<std::string> names;
  const auto entries = db::AuditLog(session->database()).list(event.id);
  for (std::size_t i = from; i < entries.size(); ++i) names.push_back(entries[i].action);
  return names;
}

void enter_quiet_moves(Session& session, const tournament::GameKey& game, int plies) {
  GameRecordService games(session);
  for (int i = 0; i < plies; ++i) {
    const auto position = games.record(game).current();
    std::optional<rules::Move> quiet;
    for (const auto& move : rules::legal_moves(position)) {
      if (!move.is_capture() && !rules::has_capture(position.succ(move))) {
        quiet = move;
        break;
      }
    }
    BOOST_REQUIRE(quiet.has_value());
    BOOST_REQUIRE(games.enter_move(game, rules::format_move(position, *quiet)).accepted);
  }
}

}  // namespace shashki::app::test
