// Pairing, editing, publishing and closing rounds on the database (issue 9), and the refusals
// that must change nothing.
#include "rounds_fixture.hpp"

#include "shashki/app/errors.hpp"
#include "shashki/db/audit_log.hpp"

#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <filesystem>
#include <map>
#include <set>

using namespace shashki;
using app::test::seated;
using app::test::SessionFixture;

namespace {

bool refused(const app::Error& e) {
  return e.code() == app::ExitCode::refused;
}

// Round 2 of a 4-player Swiss drafted, and an exchange that would pair board 1 of round 1
// again: a rematch (C.04.3 C1).
struct RematchFixture : SessionFixture {
  RematchFixture() {
    const auto first = rounds.pair(event).round;
    rounds.publish(event);
    play_round(event, 1);
    second = rounds.pair(event).round;
    const auto players = app::PlayerService(session).list(event);
    const auto number_of = [&](tournament::PlayerId id) {
      for (const auto& p : players) {
        if (p.id == id) return p.number;
      }
      return 0;
    };
    // a's opponent now changes places with a's round-1 opponent: a meets that one again.
    const auto a = first.boards[0].white;
    int partner_of_a = 0;
    for (const auto& b : second.boards) {
      if (b.white == a) partner_of_a = number_of(*b.black);
      if (b.black == a) partner_of_a = number_of(b.white);
    }
    change = pairing::ExchangePlayers{partner_of_a, number_of(*first.boards[0].black)};
  }
  tournament::EventId event = make_event(4, 3);
  app::RoundService rounds{session};
  tournament::Round second;
  pairing::ManualChange change;
};

}  // namespace

BOOST_AUTO_TEST_SUITE(round_service_tests)

BOOST_FIXTURE_TEST_CASE(pairing_round_one_of_a_swiss_seats_every_player_once_with_one_bye, SessionFixture) {
  const auto event = make_event(9, 5);
  const auto draft = app::RoundService(session).pair(event);
  BOOST_TEST((draft.engine == pairing::EngineKind::dutch));
  BOOST_TEST(draft.findings.empty());
  BOOST_TEST(draft.round.number == 1);
  BOOST_TEST((draft.round.state == tournament::RoundState::draft));
  BOOST_TEST(draft.round.boards.size() == 5u);
  BOOST_TEST(seated(draft.round).size() == 9u);
  BOOST_TEST(draft.round.boards.back().is_bye());
  BOOST_TEST((draft.round.boards.back().bye == tournament::ByeKind::pairing_allocated));
}

BOOST_FIXTURE_TEST_CASE(a_swiss_draft_carries_the_engines_explanation_and_a_round_robin_none,
                        SessionFixture) {
  const auto swiss = make_event(9, 5);
  app::RoundService rounds(session);
  auto draft = rounds.pair(swiss);
  const auto& text = draft.explanation;
  BOOST_TEST(text.find("Round 1: how the FIDE Dutch system paired it") != std::string::npos, text);
  // One line per board with the colour rule (round 1: E.5), one for the bye.
  std::size_t pair_lines = 0;
  for (auto at = text.find("\n  pair "); at != std::string::npos; at = text.find("\n  pair ", at + 1))
    ++pair_lines;
  BOOST_TEST(pair_lines == 4u, text);
  BOOST_TEST(text.find("(E.5 ") != std::string::npos, text);
  BOOST_TEST(text.find("pairing-allocated bye 9 (0.0)") != std::string::npos, text);
  // Round 2: scoregroups, so brackets and criteria appear.
  rounds.publish(swiss);
  play_round(swiss, 1);
  draft = rounds.pair(swiss);
  BOOST_TEST(draft.explanation.find("Round 2: ") != std::string::npos, draft.explanation);
  BOOST_TEST(draft.explanation.find("Bracket ") != std::string::npos, draft.explanation);

  const auto robin = make_event(4, 3, false, tournament::PairingSystem::round_robin);
  BOOST_TEST(rounds.pair(robin).explanation.empty());
}

BOOST_FIXTURE_TEST_CASE(explain_gives_the_stored_drafts_explanation_and_says_when_the_judge_changed_it,
                        SessionFixture) {
  const auto swiss = make_event(9, 5);
  app::RoundService rounds(session);
  BOOST_CHECK_THROW((void)rounds.explain(swiss), app::Error);  // no draft yet
  const auto draft = rounds.pair(swiss);
  const auto audit = actions(swiss).size();
  // Asked again later (another program, a restart), the explanation is the one of the pairing.
  BOOST_TEST(rounds.explain(swiss) == draft.explanation);
  BOOST_TEST(actions(swiss).size() == audit);  // nothing written
  rounds.edit(swiss, pairing::SwapColours{1}, "the players asked", true);
  const auto after_edit = rounds.explain(swiss);
  BOOST_TEST(after_edit.starts_with("The judge changed this draft"), after_edit);
  BOOST_TEST(after_edit.find(draft.explanation) != std::string::npos, after_edit);

  const auto robin = make_event(4, 3, false, tournament::PairingSystem::round_robin);
  rounds.pair(robin);
  BOOST_TEST(rounds.explain(robin).empty());
}

BOOST_FIXTURE_TEST_CASE(pairing_before_the_last_round_is_complete_is_refused_and_changes_nothing,
                        SessionFixture) {
  const auto event = make_event(8, 5);
  app::RoundService rounds(session);
  rounds.pair(event);
  rounds.publish(event);
  app::ResultService(session).set(event, 1, 1, 1, "1-0");
  const auto audit_rows = db::AuditLog(session.database()).count();
  BOOST_CHECK_EXCEPTION(rounds.pair(event), app::Error, [](const app::Error& e) {
    return refused(e) && std::string(e.what()).find("round 1 is not complete: 3 boards") != std::string::npos;
  });
  BOOST_TEST(db::AuditLog(session.database()).count() == audit_rows);
  BOOST_TEST(rounds.show(event).number == 1);
}

BOOST_FIXTURE_TEST_CASE(a_round_with_every_result_must_be_closed_before_the_next_is_paired, SessionFixture) {
  const auto event = make_event(6, 5);
  app::RoundService rounds(session);
  rounds.pair(event);
  rounds.publish(event);
  for (int b = 1; b <= 3; ++b) app::ResultService(session).set(event, 1, b, 1, "=");
  BOOST_CHECK_EXCEPTION(rounds.pair(event), app::Error, [](const app::Error& e) {
    return refused(e) && std::string(e.what()).find("complete the round") != std::string::npos;
  });
  rounds.complete(event, 1);
  BOOST_TEST(rounds.pair(event).round.number == 2);
}

BOOST_FIXTURE_TEST_CASE(pairing_after_the_last_round_of_the_event_is_refused, SessionFixture) {
  const auto event = make_event(4, 1);
  app::RoundService rounds(session);
  rounds.pair(event);
  rounds.publish(event);
  play_round(event, 1);
  BOOST_CHECK_EXCEPTION(rounds.pair(event), app::Error, [](const app::Error& e) {
    return refused(e) &&
           std::string(e.what()).find("the event's 1 round has been played") != std::string::npos;
  });
}

BOOST_FIXTURE_TEST_CASE(the_second_round_never_repeats_a_pairing_of_the_first, SessionFixture) {
  const auto event = make_event(10, 5);
  app::RoundService rounds(session);
  const auto first = rounds.pair(event).round;
  rounds.publish(event);
  play_round(event, 1);
  const auto second = rounds.pair(event).round;
  std::set<std::pair<std::int64_t, std::int64_t>> met;
  for (const auto& b : first.boards) met.insert(std::minmax(b.white.value, b.black->value));
  for (const auto& b : second.boards) BOOST_TEST(!met.contains(std::minmax(b.white.value, b.black->value)));
}

BOOST_FIXTURE_TEST_CASE(a_rematch_made_by_hand_needs_confirmation_and_is_audited_with_reason_and_finding,
                        RematchFixture) {
  const auto rows = db::AuditLog(session.database()).count();
  BOOST_CHECK_EXCEPTION(rounds.edit(event, change, "same hotel room", false), app::Error,
                        [](const app::Error& e) {
                          return refused(e) && std::string(e.what()).find("C1") != std::string::npos;
                        });
  BOOST_TEST(db::AuditLog(session.database()).count() == rows);
  BOOST_TEST((rounds.show(event) == second));
  const auto edited = rounds.edit(event, change, "same hotel room", true);
  BOOST_TEST(!edited.findings.empty());
  BOOST_TEST(pairing::rule_reference(edited.findings.front().rule) == "C1");
  const auto audit = db::AuditLog(session.database()).list(event);
  BOOST_TEST(audit.back().action == "round.edit");
  BOOST_TEST(audit.back().after->find("same hotel room") != std::string::npos);
  BOOST_TEST(audit.back().after->find("C1") != std::string::npos);
}

BOOST_FIXTURE_TEST_CASE(a_preview_shows_the_rematch_a_change_would_make_and_writes_nothing, RematchFixture) {
  const auto rows = db::AuditLog(session.database()).count();
  const auto preview = rounds.preview_edit(event, change);
  BOOST_TEST(preview.description.find("exchange") != std::string::npos);
  BOOST_REQUIRE(!preview.findings.empty());
  BOOST_TEST(pairing::rule_reference(preview.findings.front().rule) == "C1");
  // The round it shows is the one the edit stores when the judge confirms it.
  BOOST_TEST(!(preview.round == second));
  BOOST_TEST(db::AuditLog(session.database()).count() == rows);
  BOOST_TEST((rounds.show(event) == second));
  BOOST_TEST((rounds.edit(event, change, "same hotel room", true).round == preview.round));
  // A change that cannot be made at all is an input error, and a preview of it writes nothing.
  const auto after = db::AuditLog(session.database()).count();
  BOOST_CHECK_EXCEPTION(rounds.preview_edit(event, pairing::SwapColours{99}), app::Error,
                        [](const app::Error& e) { return e.code() == app::ExitCode::input; });
  BOOST_TEST(db::AuditLog(session.database()).count() == after);
}

BOOST_FIXTURE_TEST_CASE(a_check_reads_the_draft_as_stored_and_names_the_judge_after_an_edit, RematchFixture) {
  const auto fresh = rounds.check(event);
  BOOST_TEST((fresh.engine == pairing::EngineKind::dutch));
  BOOST_TEST(fresh.findings.empty());
  BOOST_TEST((fresh.round == second));
  const auto rows = db::AuditLog(session.database()).count();
  rounds.edit(event, change, "same hotel room", true);
  const auto edited = rounds.check(event);
  BOOST_TEST(!edited.engine.has_value());
  BOOST_REQUIRE(!edited.findings.empty());
  BOOST_TEST(pairing::rule_reference(edited.findings.front().rule) == "C1");
  BOOST_TEST(db::AuditLog(session.database()).count() == rows + 1);
  // Pairing the draft again gives it back to the engine; once published there is no draft.
  rounds.pair(event);
  BOOST_TEST((rounds.check(event).engine == pairing::EngineKind::dutch));
  rounds.publish(event);
  BOOST_CHECK_EXCEPTION(rounds.check(event), app::Error, refused);
  BOOST_CHECK_EXCEPTION(rounds.preview_edit(event, pairing::SwapColours{1}), app::Error, refused);
}

BOOST_FIXTURE_TEST_CASE(swapping_colours_needs_a_reason_and_changes_only_that_board, SessionFixture) {
  const auto event = make_event(6, 3);
  app::RoundService rounds(session);
  const auto draft = rounds.pair(event).round;
  BOOST_CHECK_EXCEPTION(rounds.edit(event, pairing::SwapColours{2}, "", false), app::Error,
                        [](const app::Error& e) { return e.code() == app::ExitCode::input; });
  const auto edited =
      rounds.edit(event, pairing::SwapColours{2}, "White asked by the organiser", false).round;
  BOOST_TEST((edited.boards[0] == draft.boards[0]));
  BOOST_TEST((edited.boards[1].white == *draft.boards[1].black));
  BOOST_TEST((edited.boards[2] == draft.boards[2]));
}

BOOST_FIXTURE_TEST_CASE(publishing_takes_a_backup_beside_the_database, SessionFixture) {
  const auto event = make_event(4, 3);
  app::RoundService rounds(session);
  rounds.pair(event);
  const auto change = rounds.publish(event);
  BOOST_TEST((change.round.state == tournament::RoundState::published));
  BOOST_TEST(std::filesystem::exists(change.backup));
  BOOST_TEST(change.backup.parent_path() == session.database().backup_folder());
}

BOOST_FIXTURE_TEST_CASE(publishing_without_a_draft_is_refused, SessionFixture) {
  const auto event = make_event(4, 3);
  app::RoundService rounds(session);
  BOOST_CHECK_THROW(rounds.publish(event), app::Error);
  rounds.pair(event);
  rounds.publish(event);
  BOOST_CHECK_EXCEPTION(rounds.publish(event), app::Error, refused);
}

BOOST_FIXTURE_TEST_CASE(a_micro_match_round_draws_one_opening_for_every_board_and_a_repair_draws_it_again,
                        SessionFixture) {
  const auto event = make_event(8, 3, true, tournament::PairingSystem::swiss, "IDF Basic");
  app::RoundService rounds(session);
  const auto draft = rounds.pair(event).round;
  BOOST_REQUIRE(draft.boards.front().opening.has_value());
  for (const auto& b : draft.boards) {
    BOOST_TEST(b.games.size() == 2u);
    BOOST_TEST((b.opening == draft.boards.front().opening));
  }
  BOOST_TEST((rounds.pair(event).round.boards.front().opening == draft.boards.front().opening));
}

BOOST_FIXTURE_TEST_CASE(a_double_round_robin_pairs_every_pair_twice_with_colours_reversed, SessionFixture) {
  const auto event = make_event(4, 6, false, tournament::PairingSystem::double_round_robin);
  app::RoundService rounds(session);
  std::map<std::pair<std::int64_t, std::int64_t>, int> games;
  for (int r = 1; r <= 6; ++r) {
    const auto round = rounds.pair(event).round;
    BOOST_TEST((rounds.pair(event).engine == pairing::EngineKind::round_robin));
    rounds.publish(event);
    play_round(event, r);
    for (const auto& b : round.boards) ++games[{b.white.value, b.black->value}];
  }
  BOOST_TEST(games.size() == 12u);
  for (const auto& [pair, count] : games) BOOST_TEST(count == 1);
}

BOOST_FIXTURE_TEST_CASE(the_audit_log_of_a_round_reads_draft_publish_results_complete_lock, SessionFixture) {
  const auto event = make_event(4, 3);
  app::RoundService rounds(session);
  rounds.pair(event);
  rounds.publish(event);
  play_round(event, 1);
  rounds.lock(event, 1);
  const auto names = actions(event);
  const std::vector<std::string> tail(names.end() - 6, names.end());
  const std::vector<std::string> expected{"round.draft", "round.publish",  "result.set",
                                          "result.set",  "round.complete", "round.lock"};
  BOOST_TEST(tail == expected, boost::test_tools::per_element());
}

BOOST_AUTO_TEST_SUITE_END()
