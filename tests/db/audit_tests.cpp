// Every arbiter action is one transaction with exactly one audit row; a failure injected in the
// middle of an action leaves nothing of it behind.
#include <boost/test/unit_test.hpp>

#include "fixture.hpp"
#include "shashki/db/audit_log.hpp"
#include "shashki/db/clock_journal.hpp"

#include <functional>

using namespace shashki::db;
using namespace shashki::db::test;
using shashki::clock::ClockJournalRow;
using namespace shashki::tournament;

namespace {

// Installs a trigger that fails `statement_on`, as a fault in the middle of an action would.
void inject_failure(EventFixture& f, const std::string& name, const std::string& statement_on,
                    const std::string& when) {
  f.close();
  const auto r = sqlite3(f.path, "CREATE TRIGGER " + name + " BEFORE " + statement_on + " WHEN " + when +
                                     " BEGIN SELECT RAISE(ABORT, 'injected failure'); END;");
  BOOST_REQUIRE(r.exit_code == 0);
  f.reopen();
}

std::string dump_without_triggers(EventFixture& f) {
  f.close();
  auto text = sqlite3(f.path, ".dump events players rounds boards games clock_events audit").out;
  f.reopen();
  return text;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(audit_tests)

BOOST_AUTO_TEST_CASE(each_action_writes_exactly_one_audit_row_and_each_refusal_none) {
  EventFixture f(3);
  AuditLog audit(*f.db);
  RoundRepository rounds(*f.db);
  PlayerRepository players(*f.db);
  const auto id = f.event.id;
  Player late;
  late.name = "Поздний";
  late.late_entry_round = 2;
  ClockJournalRow adjust;
  adjust.kind = shashki::clock::EventKind::adjust;
  adjust.side = shashki::clock::Side::white;
  ClockJournalRow press = adjust;
  press.kind = shashki::clock::EventKind::press;
  struct Step {
    const char* action;
    std::function<bool()> run;
    bool audited;
  };
  const std::vector<Step> steps = {
      {"player.add", [&] { return players.add(id, late, stamp(1)).ok(); }, true},
      {"player.withdraw", [&] { return players.withdraw(id, f.players[2].id, 2, stamp(2)).ok(); }, true},
      {"round.draft", [&] { return rounds.store_draft(id, f.pairing(1), stamp(3)).ok(); }, true},
      {"round.publish", [&] { return rounds.publish(id, 1, stamp(4)).ok(); }, true},
      {"result.set", [&] { return rounds.set_result(id, 1, 1, 1, GameResult::white_wins, stamp(5)).ok(); },
       true},
      {"result.set", [&] { return rounds.set_result(id, 1, 1, 1, GameResult::draw, stamp(6)).ok(); }, true},
      {"refused result", [&] { return !rounds.set_result(id, 1, 7, 1, GameResult::draw, stamp(6)).ok(); },
       false},
      {"clock press (not an arbiter action)",
       [&] {
         return append_clock_row(*f.db, {id, 1, 1, 1}, press, stamp(7)).ok();
       },
       false},
      {"clock.adjust",
       [&] {
         return append_clock_row(*f.db, {id, 1, 1, 1}, adjust, stamp(7)).ok();
       },
       true},
      {"round.complete", [&] { return rounds.complete(id, 1, stamp(8)).ok(); }, true},
      {"round.lock", [&] { return rounds.lock(id, 1, stamp(9)).ok(); }, true},
      {"refused lock", [&] { return !rounds.lock(id, 1, stamp(9)).ok(); }, false},
  };
  for (const auto& step : steps) {
    BOOST_TEST_INFO(step.action);
    const auto before = audit.count();
    const auto last_before = audit.last_id();
    BOOST_TEST(step.run());
    BOOST_TEST(audit.count() == before + (step.audited ? 1 : 0));
    // The live pages' version: it grows with an audited change and only with one.
    if (step.audited)
      BOOST_TEST(audit.last_id() > last_before);
    else
      BOOST_TEST(audit.last_id() == last_before);
    if (step.audited) BOOST_TEST(audit.list().back().action == step.action);
  }
}

BOOST_AUTO_TEST_CASE(an_audit_row_records_who_when_and_the_states_before_and_after) {
  EventFixture f(2);
  f.publish(1);
  BOOST_REQUIRE(
      RoundRepository(*f.db).set_result(f.event.id, 1, 1, 1, GameResult::white_forfeit, stamp(90)).ok());
  const auto last = AuditLog(*f.db).list(f.event.id).back();
  BOOST_TEST(last.at == "2026-05-01T11:30:00.000Z");
  BOOST_TEST(last.arbiter == "Судья Ольга");
  BOOST_TEST(last.action == "result.set");
  BOOST_TEST(last.event.has_value());
  BOOST_TEST(*last.before == R"({"board":1,"game":1,"result":null,"round":1})");
  BOOST_TEST(*last.after == R"({"board":1,"game":1,"result":"+/-","round":1})");
}

BOOST_AUTO_TEST_CASE(a_failure_in_the_middle_of_an_import_rolls_back_every_player) {
  EventFixture f(2);
  inject_failure(f, "boom", "INSERT ON players", "NEW.name = 'Взрыв'");
  const auto before = dump_without_triggers(f);
  std::vector<Player> entries(3);
  entries[0].name = "Первый";
  entries[1].name = "Взрыв";
  entries[2].name = "Третий";
  BOOST_CHECK_THROW(PlayerRepository(*f.db).add_all(f.event.id, entries, stamp()), DatabaseError);
  BOOST_TEST(dump_without_triggers(f) == before);
  BOOST_TEST(PlayerRepository(*f.db).list(f.event.id).size() == 2u);
}

BOOST_AUTO_TEST_CASE(a_failure_writing_the_audit_row_rolls_back_the_action) {
  EventFixture f(2);
  f.publish(1);
  inject_failure(f, "no_audit", "INSERT ON audit", "NEW.action = 'result.set'");
  const auto before = dump_without_triggers(f);
  BOOST_CHECK_THROW(RoundRepository(*f.db).set_result(f.event.id, 1, 1, 1, GameResult::draw, stamp()),
                    DatabaseError);
  BOOST_TEST(dump_without_triggers(f) == before);
  BOOST_TEST(!RoundRepository(*f.db).find(f.event.id, 1)->boards[0].games[0].has_value());
}

BOOST_AUTO_TEST_CASE(a_failure_halfway_through_a_draft_stores_no_part_of_the_round) {
  EventFixture f(6);
  inject_failure(f, "boom", "INSERT ON games", "NEW.board = 2");
  const auto before = dump_without_triggers(f);
  BOOST_CHECK_THROW(RoundRepository(*f.db).store_draft(f.event.id, f.pairing(1), stamp()), DatabaseError);
  BOOST_TEST(dump_without_triggers(f) == before);
  BOOST_TEST(!RoundRepository(*f.db).find(f.event.id, 1).has_value());
}

BOOST_AUTO_TEST_CASE(a_failed_state_change_takes_no_backup) {
  EventFixture f(2);
  RoundRepository(*f.db).store_draft(f.event.id, f.pairing(1), stamp());
  inject_failure(f, "boom", "UPDATE ON rounds", "NEW.state = 'published'");
  BOOST_CHECK_THROW(RoundRepository(*f.db).publish(f.event.id, 1, stamp()), DatabaseError);
  BOOST_TEST(!std::filesystem::exists(f.db->backup_folder()));
  BOOST_TEST((RoundRepository(*f.db).find(f.event.id, 1)->state == RoundState::draft));
}

BOOST_AUTO_TEST_SUITE_END()
