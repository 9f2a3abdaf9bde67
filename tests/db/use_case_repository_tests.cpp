// The repository side of the corrections of an event under way: event and player edits, the
// readmission of a withdrawn player, starting numbers by lot, a cleared result. Each is one
// audited transaction; a refusal writes nothing.
#include <boost/test/unit_test.hpp>

#include "fixture.hpp"
#include "shashki/db/audit_log.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>
#include <functional>

using namespace shashki::db;
using namespace shashki::db::test;
using namespace shashki::tournament;

namespace {

// Runs a refused repository call and checks that the event and the audit log are as before.
void expect_nothing_written(EventFixture& f, const std::string& words,
                            const std::function<std::string()>& call) {
  BOOST_TEST_CONTEXT("refusal naming '" << words << "'") {
    const auto before = *EventRepository(*f.db).load(f.event.id);
    const auto rows = AuditLog(*f.db).count();
    const auto message = call();
    BOOST_TEST_INFO("message: " << message);
    BOOST_TEST(message.find(words) != std::string::npos);
    const auto after = *EventRepository(*f.db).load(f.event.id);
    BOOST_TEST((after.event == before.event));
    BOOST_TEST((after.players == before.players));
    BOOST_TEST((after.rounds == before.rounds));
    BOOST_TEST(AuditLog(*f.db).count() == rows);
  }
}

// The error of a refused Checked value after the field it concerns, "field: text" ("" when it
// was accepted, which fails the caller's test).
template <class T>
std::string refusal(const Checked<T>& checked) {
  return checked ? std::string() : checked.problem().field() + ": " + checked.error();
}

nlohmann::json audit_json(const std::optional<std::string>& text) {
  return nlohmann::json::parse(text.value_or("null"));
}

}  // namespace

BOOST_AUTO_TEST_SUITE(use_case_repository_tests)

BOOST_AUTO_TEST_CASE(an_edited_event_is_stored_with_its_settings_before_and_after_in_the_audit_log) {
  EventFixture f(4);
  auto changed = f.event;
  changed.name = "Первенство города";
  changed.tiebreaks = {Tiebreak::koya};
  changed.rounds = 7;
  const auto stored = EventRepository(*f.db).edit(f.event.id, changed, stamp(5));
  BOOST_REQUIRE(stored.ok());
  BOOST_TEST((*EventRepository(*f.db).find(f.event.id) == changed));
  const auto last = AuditLog(*f.db).list(f.event.id).back();
  BOOST_TEST(last.action == "event.edit");
  BOOST_TEST(audit_json(last.before)["rounds"] == 5);
  BOOST_TEST(audit_json(last.after)["rounds"] == 7);
  BOOST_TEST(audit_json(last.after)["name"] == "Первенство города");
}

BOOST_AUTO_TEST_CASE(an_event_edit_check_event_refuses_or_of_no_event_writes_nothing) {
  // Which settings may still change is tournament::check_event_edit's, asked by the app
  // (tests/tournament/event_rules_tests.cpp); the repository refuses only what check_event does.
  EventFixture f(4, 5);
  EventRepository events(*f.db);
  auto changed = f.event;
  changed.name = "";
  expect_nothing_written(f, "name:", [&] { return refusal(events.edit(f.event.id, changed, stamp())); });
  expect_nothing_written(f, "no event 9", [&] { return refusal(events.edit(EventId{9}, f.event, stamp())); });
}

BOOST_AUTO_TEST_CASE(a_player_edit_changes_only_the_details_and_an_unchanged_one_writes_nothing) {
  EventFixture f(3);
  PlayerRepository players(*f.db);
  BOOST_REQUIRE(players.withdraw(f.event.id, f.players[1].id, 2, stamp()).ok());
  auto edited = f.players[1];
  edited.name = "O'Brien, Sean";
  edited.city = "Дублин";
  edited.status = PlayerStatus::active;  // not a detail: withdrawal and readmission are actions
  edited.withdrawn_from.reset();
  edited.number = 3;
  const auto stored = players.edit(f.event.id, edited, stamp(1));
  BOOST_REQUIRE(stored.ok());
  BOOST_TEST(stored->name == "O'Brien, Sean");
  BOOST_TEST(stored->number == 2);
  BOOST_TEST((stored->status == PlayerStatus::withdrawn));
  BOOST_TEST((players.list(f.event.id)[1] == *stored));
  BOOST_TEST(AuditLog(*f.db).list(f.event.id).back().action == "player.edit");
  const auto rows = AuditLog(*f.db).count();
  BOOST_TEST(players.edit(f.event.id, *stored, stamp(2)).ok());
  BOOST_TEST(AuditLog(*f.db).count() == rows);
  edited.name = "\t";
  expect_nothing_written(f, "name:", [&] { return refusal(players.edit(f.event.id, edited, stamp())); });
}

BOOST_AUTO_TEST_CASE(a_readmitted_player_is_active_and_enters_again_at_the_round_given) {
  EventFixture f(4);
  PlayerRepository players(*f.db);
  expect_nothing_written(f, "has not withdrawn",
                         [&] { return refusal(players.readmit(f.event.id, f.players[3].id, 2, stamp())); });
  BOOST_REQUIRE(players.withdraw(f.event.id, f.players[3].id, 2, stamp()).ok());
  expect_nothing_written(f, "from_round: round 6",
                         [&] { return refusal(players.readmit(f.event.id, f.players[3].id, 6, stamp())); });
  const auto back = players.readmit(f.event.id, f.players[3].id, 3, stamp(4));
  BOOST_REQUIRE(back.ok());
  BOOST_TEST((back->status == PlayerStatus::active));
  BOOST_TEST(!back->withdrawn_from.has_value());
  BOOST_TEST((back->late_entry_round == 3));
  BOOST_TEST((players.list(f.event.id)[3] == *back));
  const auto last = AuditLog(*f.db).list(f.event.id).back();
  BOOST_TEST(last.action == "player.readmit");
  BOOST_TEST(audit_json(last.before)["withdrawn_from"] == 2);
}

BOOST_AUTO_TEST_CASE(drawn_starting_numbers_are_stored_in_the_order_given_with_the_seed) {
  EventFixture f(5);
  PlayerRepository players(*f.db);
  const std::vector<PlayerId> order = {f.players[3].id, f.players[0].id, f.players[4].id, f.players[2].id,
                                       f.players[1].id};
  const auto stored = players.store_lots(f.event.id, order, 18446744073709551557ULL, stamp(3));
  BOOST_REQUIRE(stored.ok());
  const auto listed = players.list(f.event.id);
  BOOST_REQUIRE(listed.size() == 5u);
  for (std::size_t k = 0; k < order.size(); ++k) {
    BOOST_TEST(listed[k].id.value == order[k].value);
    BOOST_TEST(listed[k].number == static_cast<int>(k + 1));
  }
  BOOST_TEST((stored.value() == listed));
  const auto last = AuditLog(*f.db).list(f.event.id).back();
  BOOST_TEST(last.action == "player.lots");
  BOOST_TEST(audit_json(last.after)["seed"].get<std::uint64_t>() == 18446744073709551557ULL);
  BOOST_TEST(audit_json(last.before)["numbers"][3]["id"] == f.players[3].id.value);
  BOOST_TEST(audit_json(last.after)["numbers"][0]["id"] == f.players[3].id.value);
}

BOOST_AUTO_TEST_CASE(a_draw_without_every_player_once_or_after_round_one_is_refused) {
  EventFixture f(3);
  PlayerRepository players(*f.db);
  const auto ids = [&](std::initializer_list<std::size_t> which) {
    std::vector<PlayerId> order;
    for (const auto k : which) order.push_back(f.players[k].id);
    return order;
  };
  expect_nothing_written(f, "every player", [&] {
    return refusal(players.store_lots(f.event.id, ids({0, 1}), 1, stamp()));
  });
  expect_nothing_written(f, "every player", [&] {
    return refusal(players.store_lots(f.event.id, ids({0, 1, 1}), 1, stamp()));
  });
  BOOST_REQUIRE(RoundRepository(*f.db).store_draft(f.event.id, f.pairing(1), stamp()).ok());
  expect_nothing_written(f, "round 1 has been drafted", [&] {
    return refusal(players.store_lots(f.event.id, ids({2, 1, 0}), 1, stamp()));
  });
}

BOOST_AUTO_TEST_CASE(a_cleared_result_is_none_again_and_a_complete_round_is_published_again_with_a_backup) {
  EventFixture f(4);
  f.publish(1);
  RoundRepository rounds(*f.db);
  BOOST_REQUIRE(rounds.set_result(f.event.id, 1, 1, 1, GameResult::white_wins, stamp(1)).ok());
  const auto open = rounds.clear_result(f.event.id, 1, 1, 1, "wrong board", stamp(2));
  BOOST_REQUIRE(open.ok());
  BOOST_TEST(!open->board.games[0].has_value());
  BOOST_TEST(!open->backup.has_value());
  const auto last = AuditLog(*f.db).list(f.event.id).back();
  BOOST_TEST(last.action == "result.clear");
  BOOST_TEST(audit_json(last.before)["result"] == "1-0");
  BOOST_TEST(audit_json(last.after)["reason"] == "wrong board");

  BOOST_REQUIRE(rounds.set_result(f.event.id, 1, 1, 1, GameResult::draw, stamp(3)).ok());
  BOOST_REQUIRE(rounds.set_result(f.event.id, 1, 2, 1, GameResult::draw, stamp(3)).ok());
  BOOST_REQUIRE(rounds.complete(f.event.id, 1, stamp(4)).ok());
  const auto reopened = rounds.clear_result(f.event.id, 1, 2, 1, "unsigned sheet", stamp(5));
  BOOST_REQUIRE(reopened.ok());
  BOOST_TEST((reopened->state == RoundState::published));
  BOOST_REQUIRE(reopened->backup.has_value());
  BOOST_TEST(std::filesystem::exists(*reopened->backup));
  BOOST_TEST(reopened->backup->filename().string().find("-e1-r1-published") != std::string::npos);
  BOOST_TEST((rounds.find(f.event.id, 1)->state == RoundState::published));
}

BOOST_AUTO_TEST_CASE(clearing_an_empty_game_or_a_result_the_next_round_was_paired_on_is_refused) {
  EventFixture f(4);
  f.publish(1);
  RoundRepository rounds(*f.db);
  expect_nothing_written(f, "round 1, board 1, game 1 has no result",
                         [&] { return refusal(rounds.clear_result(f.event.id, 1, 1, 1, "x", stamp())); });
  BOOST_REQUIRE(rounds.set_result(f.event.id, 1, 1, 1, GameResult::draw, stamp()).ok());
  BOOST_REQUIRE(rounds.set_result(f.event.id, 1, 2, 1, GameResult::draw, stamp()).ok());
  BOOST_REQUIRE(rounds.complete(f.event.id, 1, stamp()).ok());
  BOOST_REQUIRE(rounds.store_draft(f.event.id, f.pairing(2), stamp()).ok());
  expect_nothing_written(f, "round 2 has been paired",
                         [&] { return refusal(rounds.clear_result(f.event.id, 1, 1, 1, "x", stamp())); });
  expect_nothing_written(f, "draft",
                         [&] { return refusal(rounds.clear_result(f.event.id, 2, 1, 1, "x", stamp())); });
}

BOOST_AUTO_TEST_SUITE_END()
