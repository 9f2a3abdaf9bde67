// What an event still allows (shashki/app/event_limits.hpp): the limits of editing it, the
// questions an edit raises, whether lots may be drawn or the initial ranking corrected, and the
// first round still open. The use cases refuse by these answers and the console greys out by
// them, so each is checked against what the use case does.
#include "rounds_fixture.hpp"

#include "shashki/app/errors.hpp"
#include "shashki/app/event_limits.hpp"
#include "shashki/app/i18n.hpp"
#include "shashki/app/load_tournament.hpp"
#include "shashki/app/result_service.hpp"

#include <boost/test/unit_test.hpp>

#include <functional>
#include <string>

using namespace shashki;
using app::test::SessionFixture;
using tournament::PairingSystem;
using tournament::RoundState;

namespace {

// An event of `rounds` rounds of `system` with `paired` rounds stored, all but the last locked.
tournament::Tournament with_rounds(PairingSystem system, int rounds, int paired, RoundState last) {
  tournament::Tournament t;
  t.event.system = system;
  t.event.rounds = rounds;
  for (int number = 1; number <= paired; ++number) {
    tournament::Round r;
    r.number = number;
    r.state = number == paired ? last : RoundState::locked;
    t.rounds.push_back(r);
  }
  return t;
}

// The English text of the use case's refusal, or "" when it was not refused.
std::string refusal_text(const std::function<void()>& action) {
  try {
    action();
  } catch (const app::Error& e) {
    return e.code() == app::ExitCode::refused ? e.message().english() : std::string();
  }
  return {};
}

bool refused(const std::function<void()>& action) {
  try {
    action();
  } catch (const app::Error& e) {
    return e.code() == app::ExitCode::refused;
  }
  return false;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(event_limits_tests)

BOOST_AUTO_TEST_CASE(the_edit_limits_follow_the_rounds_paired_published_and_locked) {
  struct Row {
    const char* what;
    int paired;       // rounds stored; all but the last locked
    RoundState last;  // the state of the last of them
    bool is_paired;
    bool published;
    bool over;
    int min_rounds;
  };
  const Row rows[] = {
      {"nothing paired", 0, RoundState::draft, false, false, false, 1},
      {"round 1 drafted", 1, RoundState::draft, true, false, false, 1},
      {"round 1 published", 1, RoundState::published, true, true, false, 1},
      {"round 3 locked", 3, RoundState::locked, true, true, false, 3},
      {"the last round complete", 5, RoundState::complete, true, true, false, 5},
      {"the last round locked", 5, RoundState::locked, true, true, true, 5},
  };
  for (const auto& row : rows) {
    BOOST_TEST_INFO(row.what);
    const auto swiss = tournament::edit_limits(with_rounds(PairingSystem::swiss, 5, row.paired, row.last));
    BOOST_TEST(swiss.paired == row.is_paired);
    BOOST_TEST(swiss.published == row.published);
    BOOST_TEST(swiss.over == row.over);
    BOOST_TEST(swiss.min_rounds == row.min_rounds);
    // A Swiss keeps its number of rounds open until the end; a round robin's and a knockout's
    // follow their table once paired.
    BOOST_TEST(swiss.rounds_fixed == row.over);
    for (const auto system : {PairingSystem::round_robin, PairingSystem::knockout}) {
      BOOST_TEST(tournament::edit_limits(with_rounds(system, 5, row.paired, row.last)).rounds_fixed ==
                 row.is_paired);
    }
  }
}

BOOST_AUTO_TEST_CASE(what_the_edit_limits_fix_the_edit_refuses_and_the_rest_it_stores) {
  SessionFixture f;
  const auto event = f.make_event(4, 3, false, PairingSystem::round_robin);
  app::RoundService(f.session).pair(event);
  const auto stored = app::load_tournament(f.session, event);
  const auto limits = tournament::edit_limits(stored);
  BOOST_REQUIRE(limits.paired);
  BOOST_REQUIRE(limits.rounds_fixed);
  app::EventService events(f.session);
  auto changed = stored.event;
  changed.system = PairingSystem::swiss;
  BOOST_TEST(refused([&] { events.edit(event, changed); }));
  changed = stored.event;
  changed.rounds = 4;
  BOOST_TEST(refused([&] { events.edit(event, changed); }));
  changed = stored.event;
  changed.venue = "Казань";
  BOOST_TEST(events.edit(event, changed).venue == "Казань");
}

BOOST_AUTO_TEST_CASE(an_over_event_is_refused_every_edit) {
  SessionFixture f;
  const auto event = f.make_event(2, 1);
  app::RoundService rounds(f.session);
  rounds.pair(event);
  rounds.publish(event);
  f.play_round(event, 1);
  BOOST_TEST(!tournament::edit_limits(app::load_tournament(f.session, event)).over);
  rounds.lock(event, 1);
  const auto stored = app::load_tournament(f.session, event);
  BOOST_TEST(tournament::edit_limits(stored).over);
  auto changed = stored.event;
  changed.venue = "Казань";
  BOOST_TEST(refused([&] { app::EventService(f.session).edit(event, changed); }));
}

BOOST_AUTO_TEST_CASE(an_edit_asks_about_a_new_control_and_after_publication_about_new_tiebreaks) {
  SessionFixture f;
  const auto event = f.make_event(4, 3);
  auto stored = app::load_tournament(f.session, event);
  auto changed = stored.event;
  changed.venue = "Казань";
  // Nothing asked: a control kept is not asked about again, and nothing is published.
  auto questions = app::edit_questions(stored, changed);
  BOOST_TEST(!questions.control.has_value());
  BOOST_TEST(!questions.reason);
  // 10 minutes is no classical control (6.1.9.1): the regulations must set it (6.1.9.4).
  changed.time_control = "10+5";
  questions = app::edit_questions(stored, changed);
  BOOST_REQUIRE(questions.control.has_value());
  BOOST_TEST(questions.control->find("6.1.9.4") != std::string::npos);
  // The same control in rapid play is within its bounds (6.1.9.2).
  changed.discipline = tournament::Discipline::rapid;
  BOOST_TEST(!app::edit_questions(stored, changed).control.has_value());

  changed = stored.event;
  changed.tiebreaks = {shashki::tournament::Tiebreak::buchholz};
  BOOST_TEST(!app::edit_questions(stored, changed).reason);  // before round 1 is published
  app::RoundService(f.session).pair(event);
  stored = app::load_tournament(f.session, event);
  BOOST_TEST(!app::edit_questions(stored, changed).reason);  // a draft is not yet out
  app::RoundService(f.session).publish(event);
  stored = app::load_tournament(f.session, event);
  BOOST_TEST(app::edit_questions(stored, changed).reason);
  // The use case refuses the change without the reason the question asks for.
  BOOST_TEST(refused([&] { app::EventService(f.session).edit(event, changed); }));
  BOOST_TEST(
      app::EventService(f.session)
          .edit(event, changed, clock::RegulationException::not_confirmed, "an error in the regulations")
          .tiebreaks == changed.tiebreaks);
}

BOOST_AUTO_TEST_CASE(lots_are_allowed_exactly_when_the_draw_goes_through) {
  struct Row {
    const char* what;
    PairingSystem system;
    int players;
    bool pair_first;
    bool allowed;
  };
  const Row rows[] = {
      {"a round robin before round 1", PairingSystem::round_robin, 4, false, true},
      {"a knockout before round 1", PairingSystem::knockout, 4, false, true},
      {"a Swiss (C.04.2)", PairingSystem::swiss, 4, false, false},
      {"a round robin of one player", PairingSystem::round_robin, 1, false, false},
      {"a round robin paired", PairingSystem::round_robin, 4, true, false},
  };
  for (const auto& row : rows) {
    BOOST_TEST_INFO(row.what);
    SessionFixture f;
    const auto event = f.make_event(row.players, 3, false, row.system);
    if (row.pair_first) app::RoundService(f.session).pair(event);
    const auto refusal = app::lots_refusal(app::load_tournament(f.session, event));
    BOOST_TEST(!refusal.has_value() == row.allowed);
    if (refusal) {
      BOOST_TEST(refusal->field() == "event");
      BOOST_TEST(!app::translate(*refusal).empty());
    }
    BOOST_TEST(refused([&] { app::PlayerService(f.session).draw_lots(event, 7); }) == !row.allowed);
  }
}

BOOST_AUTO_TEST_CASE(the_initial_ranking_is_open_exactly_when_the_use_case_ranks) {
  struct Row {
    const char* what;
    PairingSystem system;
    bool pair_first;
    bool open;
  };
  const Row rows[] = {
      {"a Swiss before round 1", PairingSystem::swiss, false, true},
      {"a Swiss paired", PairingSystem::swiss, true, false},
      {"a round robin (lots instead)", PairingSystem::round_robin, false, false},
  };
  for (const auto& row : rows) {
    BOOST_TEST_INFO(row.what);
    SessionFixture f;
    const auto event = f.make_event(4, 3, false, row.system);
    if (row.pair_first) app::RoundService(f.session).pair(event);
    BOOST_TEST(!app::ranking_refusal(app::load_tournament(f.session, event)).has_value() == row.open);
    BOOST_TEST(refused([&] { app::PlayerService(f.session).rank(event); }) == !row.open);
  }
}

BOOST_AUTO_TEST_CASE(the_first_open_round_is_the_draft_else_the_round_after_the_last) {
  BOOST_TEST(app::first_open_round(with_rounds(PairingSystem::swiss, 5, 0, RoundState::draft)) == 1);
  BOOST_TEST(app::first_open_round(with_rounds(PairingSystem::swiss, 5, 2, RoundState::draft)) == 2);
  BOOST_TEST(app::first_open_round(with_rounds(PairingSystem::swiss, 5, 2, RoundState::published)) == 3);
  BOOST_TEST(app::first_open_round(with_rounds(PairingSystem::swiss, 5, 2, RoundState::locked)) == 3);
}

BOOST_FIXTURE_TEST_CASE(a_player_readmitted_after_the_draft_is_missing_from_it_until_it_is_paired_again,
                        SessionFixture) {
  const auto event = make_event(5, 3);
  app::PlayerService players(session);
  app::RoundService rounds(session);
  const auto fifth = players.by_number(event, 5).id;
  players.withdraw(event, fifth, std::nullopt);
  rounds.pair(event);
  BOOST_TEST(!app::draft_without(app::load_tournament(session, event), players.by_number(event, 1).id));
  players.readmit(event, fifth, std::nullopt);
  BOOST_TEST(app::draft_without(app::load_tournament(session, event), fifth).value_or(0) == 1);
  rounds.pair(event);  // paired again: the player is seated
  BOOST_TEST(!app::draft_without(app::load_tournament(session, event), fifth));
  rounds.publish(event);
  BOOST_TEST(!app::draft_without(app::load_tournament(session, event), fifth));
}

// The use cases ask the core once (tournament::check_result_entry, check_event_edit); the
// repository stores what they allow.
BOOST_AUTO_TEST_CASE(a_result_entry_the_round_does_not_take_is_refused_by_the_use_case_writing_nothing) {
  SessionFixture f;
  const auto event = f.make_event(3, 2);
  app::RoundService rounds(f.session);
  app::ResultService results(f.session);
  rounds.pair(event);
  const auto audit = f.actions(event).size();
  BOOST_TEST(refusal_text([&] { results.set(event, 1, 1, 1, "1-0"); }) ==
             "round 1 is a draft; publish it first");
  BOOST_TEST(f.actions(event).size() == audit);
  rounds.publish(event);
  int bye = 0;
  for (const auto& b : rounds.show(event, 1).boards) bye = b.is_bye() ? b.number : bye;
  BOOST_REQUIRE(bye > 0);
  BOOST_TEST(refusal_text([&] { results.set(event, 1, bye, 1, "1-0"); }) ==
             "board " + std::to_string(bye) + " is a bye; it has no game");
  BOOST_TEST(refusal_text([&] { results.set(event, 1, 7, 1, "1-0"); }) == "round 1 has no board 7");
  BOOST_TEST(refusal_text([&] { results.set(event, 3, 1, 1, "1-0"); }).find("has no round 3") !=
             std::string::npos);
  f.play_round(event, 1);
  rounds.lock(event, 1);
  const auto locked = f.actions(event).size();
  BOOST_TEST(refusal_text([&] { results.set(event, 1, 1, 1, "0-1", "a slip"); }) ==
             "round 1 is locked; its results are final");
  BOOST_TEST(f.actions(event).size() == locked);
}

BOOST_AUTO_TEST_CASE(an_event_edit_that_would_orphan_a_late_entry_or_a_round_is_refused_writing_nothing) {
  SessionFixture f;
  const auto event = f.make_event(4, 5);
  tournament::Player late;
  late.name = "Поздний";
  late.rating = 1500;
  late.late_entry_round = 4;
  app::PlayerService(f.session).add(event, late);
  app::EventService events(f.session);
  const auto audit = f.actions(event).size();
  auto changed = app::load_tournament(f.session, event).event;
  changed.rounds = 3;
  BOOST_TEST(refusal_text([&] { events.edit(event, changed); }) ==
             "Поздний enters in round 4; the event cannot have fewer rounds");
  app::RoundService(f.session).pair(event);
  changed.rounds = 4;
  changed.micro_match = true;
  BOOST_TEST(refused([&] { events.edit(event, changed); }));
  BOOST_TEST(f.actions(event).size() == audit + 1);  // the draft only
}

BOOST_AUTO_TEST_SUITE_END()
