#pragma once
// Shared by the rounds tests: a temporary event database opened as a session, an event with
// rated players, and a way to play a round with results that depend only on the boards.

#include "shashki/app/event_service.hpp"
#include "shashki/app/player_service.hpp"
#include "shashki/app/result_service.hpp"
#include "shashki/app/round_service.hpp"
#include "shashki/app/session.hpp"
#include "shashki/db/audit_log.hpp"
#include "shashki/test/support.hpp"

#include <boost/test/unit_test.hpp>

#include <set>
#include <string>
#include <vector>

namespace shashki::app::test {

/// A session on a fresh database in a temporary folder.
struct SessionFixture {
  shashki::test::TempDir dir;
  Session session{dir.path() / "event.db", "app-tests"};

  /// A Swiss (or other system) with `players` players rated 2400, 2390, ... by starting number.
  tournament::EventId make_event(int players, int rounds, bool micro_match = false,
                                 tournament::PairingSystem system = tournament::PairingSystem::swiss,
                                 const std::string& opening_table = {}) {
    tournament::Event e;
    e.name = "Кубок «Белая ладья»";
    e.system = system;
    e.rounds = rounds;
    e.micro_match = micro_match;
    e.time_control = "30+30";
    e.opening_table = opening_table;
    const auto id = EventService(session).create(e).id;
    for (int i = 0; i < players; ++i) {
      tournament::Player p;
      p.name = "Игрок " + std::to_string(i + 1);
      p.rating = 2400 - 10 * i;
      PlayerService(session).add(id, p);
    }
    return id;
  }

  /// Enters a result on every board of the published round `round` (White wins on odd boards,
  /// draws on even ones; every game of a micro-match), then completes it.
  void play_round(tournament::EventId event, int round) {
    const auto r = RoundService(session).show(event, round);
    for (const auto& b : r.boards) {
      for (int g = 1; g <= static_cast<int>(b.games.size()); ++g) {
        ResultService(session).set(event, round, b.number, g, b.number % 2 == 1 ? "1-0" : "=");
      }
    }
    RoundService(session).complete(event, round);
  }

  /// The action names of the audit log of `event`, oldest first.
  std::vector<std::string> actions(tournament::EventId event) {
    std::vector<std::string> names;
    for (const auto& a : db::AuditLog(session.database()).list(event)) names.push_back(a.action);
    return names;
  }
};

/// Every player id seated in `round`, each once (a repeated one fails the test).
inline std::set<std::int64_t> seated(const tournament::Round& round) {
  std::set<std::int64_t> ids;
  for (const auto& b : round.boards) {
    BOOST_TEST(ids.insert(b.white.value).second);
    if (b.black) BOOST_TEST(ids.insert(b.black->value).second);
  }
  return ids;
}

}  // namespace shashki::app::test
