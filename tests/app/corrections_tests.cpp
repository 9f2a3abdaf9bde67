// Corrections between rounds and byes asked for before one: a result of an earlier round
// corrected while the next round is drafted (the draft is stale) or after it was published (it
// stands; the correction counts from the round after), a locked round reopened by the chief
// arbiter, and requested half- and zero-point byes (C.04.2) from entry to standings and TRF.
#include "rounds_fixture.hpp"
#include "shown_refusal.hpp"

#include "shashki/app/bye_service.hpp"
#include "shashki/app/errors.hpp"
#include "shashki/app/event_reports.hpp"
#include "shashki/app/load_tournament.hpp"
#include "shashki/app/stored_message.hpp"
#include "shashki/app/trf_service.hpp"
#include "shashki/db/round_repository.hpp"

#include <boost/test/unit_test.hpp>

#include <nlohmann/json.hpp>

using namespace shashki;
using app::test::SessionFixture;
using tournament::ByeKind;
using tournament::RoundState;

namespace {

// A 14-player Swiss with rounds 1 and 2 played and round 3 drafted.
struct DraftedThirdRound : SessionFixture {
  tournament::EventId event = make_event(14, 5);
  app::RoundService rounds{session};
  app::ResultService results{session};
  tournament::Round draft;

  DraftedThirdRound() {
    for (int r = 1; r <= 2; ++r) {
      rounds.pair(event);
      rounds.publish(event);
      play_round(event, r);
    }
    draft = rounds.pair(event).round;
  }

  // Turns round 2's first two boards round (1-0 becomes 0-1, = becomes 1-0), as corrections.
  void correct_round_two() {
    results.set(event, 2, 1, 1, "0-1", "the scoresheet was signed the other way");
    results.set(event, 2, 2, 1, "1-0", "the scoresheet was signed the other way");
  }

  // The `after` document of the last audit row named `action`.
  nlohmann::json last_after(const std::string& action) {
    nlohmann::json after;
    for (const auto& a : db::AuditLog(session.database()).list(event)) {
      if (a.action == action && a.after) after = nlohmann::json::parse(*a.after);
    }
    return after;
  }
};

int board_of(const tournament::Round& round, tournament::PlayerId player) {
  for (const auto& b : round.boards) {
    if (b.has_player(player)) return b.number;
  }
  return 0;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(corrections_tests)

BOOST_FIXTURE_TEST_CASE(a_correction_of_an_earlier_round_makes_the_draft_stale_and_publish_is_refused,
                        DraftedThirdRound) {
  BOOST_TEST(rounds.stale_reason(event).empty());
  correct_round_two();
  const auto why = rounds.stale_reason(event);
  BOOST_TEST(why.find("round 2, board 2, game 1 was corrected") != std::string::npos, why);
  const auto audit = actions(event).size();
  try {
    rounds.publish(event);
    BOOST_FAIL("a stale draft was published");
  } catch (const app::Error& e) {
    BOOST_TEST(static_cast<int>(e.code()) == static_cast<int>(app::ExitCode::refused));
    BOOST_TEST(app::test::shown(e).find("--keep: round 3 was paired before") != std::string::npos, e.what());
  }
  BOOST_TEST(actions(event).size() == audit);  // nothing written
  BOOST_TEST((rounds.show(event, 3).state == RoundState::draft));
  // Paired again on the corrected scores, the draft follows from the results and is published.
  rounds.pair(event);
  BOOST_TEST(rounds.stale_reason(event).empty());
  BOOST_TEST((rounds.publish(event).round.state == RoundState::published));
}

BOOST_FIXTURE_TEST_CASE(a_stale_draft_is_kept_only_with_a_reason_that_the_audit_log_keeps,
                        DraftedThirdRound) {
  correct_round_two();
  BOOST_CHECK_THROW(rounds.publish(event, "  "), app::Error);
  const auto published = rounds.publish(event, "the pairing was announced in the hall");
  BOOST_TEST((published.round.boards == draft.boards));
  const auto reason = app::stored_text(last_after("round.publish").value("reason", ""));
  BOOST_TEST(reason.find("the pairing was announced in the hall") != std::string::npos, reason);
  BOOST_TEST(reason.find("was corrected") != std::string::npos, reason);
}

BOOST_FIXTURE_TEST_CASE(why_these_pairs_after_a_correction_says_so_and_not_that_the_judge_edited_it,
                        DraftedThirdRound) {
  correct_round_two();
  const auto text = rounds.explain(event);
  BOOST_TEST(text.find("The judge changed") == std::string::npos, text);
  const auto repaired = rounds.pair(event).round;
  BOOST_TEST_REQUIRE(!(repaired.boards == draft.boards));  // the correction changes the pairing
  BOOST_TEST(text.find("This draft was paired before the result of round 2") != std::string::npos, text);
  // Edited by hand, it says so as before.
  rounds.edit(event, pairing::SwapColours{1}, "the players asked", true);
  BOOST_TEST(rounds.explain(event).starts_with("The judge changed this draft"));
}

BOOST_FIXTURE_TEST_CASE(after_publication_the_pairing_stands_and_a_correction_counts_from_the_next_round,
                        DraftedThirdRound) {
  const auto published = rounds.publish(event).round;
  const auto effect = results.correction_effect(event, 2);
  BOOST_TEST(effect == "The published pairing of round 3 stands; this correction counts from round 4 on.");
  correct_round_two();
  BOOST_TEST((rounds.show(event, 3).boards == published.boards));
  BOOST_TEST(app::stored_text(last_after("result.set").value("effect", "")) == effect);
  // The draft was not stale when it was published: no reason was asked for or recorded.
  BOOST_TEST(!last_after("round.publish").contains("reason"));
}

BOOST_FIXTURE_TEST_CASE(the_chief_arbiter_reopens_a_locked_round_with_a_reason_to_correct_a_result,
                        SessionFixture) {
  const auto event = make_event(8, 3);
  app::RoundService rounds(session);
  app::ResultService results(session);
  rounds.pair(event);
  rounds.publish(event);
  play_round(event, 1);
  rounds.lock(event, 1);
  BOOST_CHECK_THROW(results.set(event, 1, 1, 1, "0-1", "scoresheet error"), app::Error);
  const auto audit = actions(event).size();
  BOOST_CHECK_THROW(rounds.reopen(event, 1, " "), app::Error);  // no reason
  BOOST_TEST(actions(event).size() == audit);
  const auto reopened = rounds.reopen(event, 1, "scoresheet error found after the lock");
  BOOST_TEST((reopened.change.round.state == RoundState::complete));
  BOOST_TEST(std::filesystem::exists(reopened.change.backup));
  BOOST_TEST(actions(event).back() == "round.unlock");
  nlohmann::json after;
  for (const auto& a : db::AuditLog(session.database()).list(event)) {
    if (a.action == "round.unlock") after = nlohmann::json::parse(*a.after);
  }
  BOOST_TEST(after.value("reason", "") == "scoresheet error found after the lock");
  results.set(event, 1, 1, 1, "0-1", "scoresheet error");
  BOOST_TEST((rounds.lock(event, 1).round.state == RoundState::locked));
  // Only a locked round is reopened.
  rounds.pair(event);
  BOOST_CHECK_THROW(rounds.reopen(event, 2, "no reason to"), app::Error);
}

BOOST_FIXTURE_TEST_CASE(a_correction_in_a_reopened_round_makes_the_next_draft_stale, DraftedThirdRound) {
  rounds.lock(event, 2);
  const auto reopened = rounds.reopen(event, 2, "an arbiter's slip");
  BOOST_TEST(reopened.effect.find("The draft of round 3 was paired before") != std::string::npos,
             reopened.effect);
  correct_round_two();
  BOOST_CHECK_THROW(rounds.publish(event), app::Error);
}

BOOST_FIXTURE_TEST_CASE(a_requested_half_point_bye_leaves_the_player_out_and_scores_a_draw, SessionFixture) {
  tournament::Event e;
  e.name = "Open";
  e.rounds = 5;
  e.time_control = "30+30";
  e.scale = tournament::ScoringScale::one_half_zero;
  e.half_byes = 1;
  const auto event = app::EventService(session).create(e).id;
  for (int i = 0; i < 14; ++i) {
    tournament::Player p;
    p.name = "Игрок " + std::to_string(i + 1);
    p.rating = 2400 - 10 * i;
    app::PlayerService(session).add(event, p);
  }
  app::ByeService byes(session);
  app::RoundService rounds(session);
  BOOST_TEST((byes.request(event, 1, 3, ByeKind::requested_half) == ByeKind::requested_half));
  BOOST_TEST((byes.request(event, 1, 9, ByeKind::requested_zero) == ByeKind::requested_zero));
  const auto round = rounds.pair(event).round;
  const auto t = app::load_tournament(session, event);
  const auto id = [&](int number) { return t.players[static_cast<std::size_t>(number - 1)].id; };
  // 12 players on 6 boards; the two requests as byes of their kind, and no pairing-allocated bye.
  int games = 0;
  std::map<tournament::PlayerId, ByeKind> bye_boards;
  for (const auto& b : round.boards) {
    if (b.is_bye()) {
      bye_boards[b.white] = *b.bye;
    } else {
      ++games;
    }
  }
  BOOST_TEST(games == 6);
  BOOST_TEST((bye_boards == std::map<tournament::PlayerId, ByeKind>{{id(3), ByeKind::requested_half},
                                                                    {id(9), ByeKind::requested_zero}}));
  rounds.publish(event);
  play_round(event, 1);
  const auto standings = app::event_standings(app::load_tournament(session, event), 1);
  for (const auto& row : standings.rows) {
    if (t.players[row.player].number == 3) BOOST_TEST(row.points.half_points() == 1);
    if (t.players[row.player].number == 9) BOOST_TEST(row.points.half_points() == 0);
  }
  // The pairing list shows them.
  const auto csv = dir.path() / "pairings.csv";
  app::write_event_report(app::load_tournament(session, event),
                          {app::ReportKind::pairings, app::ReportFormat::csv, 1, false, csv, "en"});
  const auto text = shashki::test::read_file(csv);
  // Written with their points on the event's scale (1-0.5-0 here; the CSV writes ½ as 0.5).
  BOOST_TEST(text.find("requested bye (0.5 point)") != std::string::npos, text);
  BOOST_TEST(text.find("requested bye (0 points)") != std::string::npos, text);
  // One half-point bye each: a second is refused; a request for a published round too.
  BOOST_CHECK_THROW(byes.request(event, 2, 3, ByeKind::requested_half), app::Error);
  BOOST_CHECK_THROW(byes.request(event, 1, 4, ByeKind::requested_zero), app::Error);
  BOOST_TEST(board_of(rounds.show(event, 1), id(3)) > 6);
}

BOOST_FIXTURE_TEST_CASE(half_point_byes_are_refused_where_the_regulations_allow_none_and_outside_a_swiss,
                        SessionFixture) {
  const auto swiss = make_event(6, 3);  // half_byes 0
  app::ByeService byes(session);
  const auto audit = actions(swiss).size();
  BOOST_CHECK_THROW(byes.request(swiss, 1, 2, ByeKind::requested_half), app::Error);
  BOOST_CHECK_THROW(byes.request(swiss, 1, 7, ByeKind::requested_zero), app::Error);  // no No. 7
  BOOST_CHECK_THROW(byes.request(swiss, 4, 2, ByeKind::requested_zero), app::Error);  // no round 4
  BOOST_TEST(actions(swiss).size() == audit);
  BOOST_TEST((byes.request(swiss, 1, 2, ByeKind::requested_zero) == ByeKind::requested_zero));
  BOOST_TEST((byes.cancel(swiss, 1, 2) == ByeKind::requested_zero));
  BOOST_TEST(byes.list(swiss).empty());
  const auto robin = make_event(6, 5, false, tournament::PairingSystem::round_robin);
  BOOST_CHECK_THROW(byes.request(robin, 1, 2, ByeKind::requested_zero), app::Error);
}

BOOST_FIXTURE_TEST_CASE(a_bye_requested_for_the_drafted_round_makes_the_draft_stale, DraftedThirdRound) {
  app::ByeService(session).request(event, 3, 5, ByeKind::requested_zero);
  BOOST_TEST(!rounds.stale_reason(event).empty());
  BOOST_CHECK_THROW(rounds.publish(event), app::Error);
  const auto repaired = rounds.pair(event).round;
  const auto t = app::load_tournament(session, event);
  const auto* b = repaired.board(board_of(repaired, t.players[4].id));
  BOOST_TEST_REQUIRE(b != nullptr);
  BOOST_TEST((b->bye == std::optional(ByeKind::requested_zero)));
}

BOOST_FIXTURE_TEST_CASE(requested_byes_go_out_in_trf_and_come_back_in, DraftedThirdRound) {
  app::ByeService byes(session);
  byes.request(event, 3, 5, ByeKind::requested_zero);
  rounds.pair(event);
  rounds.publish(event);
  play_round(event, 3);
  byes.request(event, 4, 7, ByeKind::requested_zero);
  const auto file = dir.path() / "event.trf";
  app::TrfService(session).export_event(event, file);
  const auto text = shashki::test::read_file(file);
  BOOST_TEST(text.find("240 Z 004    7") != std::string::npos, text);
  const auto imported = app::TrfService(session).import_file(file);
  const auto back = app::load_tournament(session, imported);
  const auto& round3 = back.rounds.at(2);
  bool zero = false;
  for (const auto& b : round3.boards) zero = zero || (b.is_bye() && *b.bye == ByeKind::requested_zero);
  BOOST_TEST(zero);
  BOOST_TEST((app::ByeService(session).list(imported) ==
              std::map<int, std::map<int, ByeKind>>{{4, {{7, ByeKind::requested_zero}}}}));
  const auto again = dir.path() / "again.trf";
  app::TrfService(session).export_event(imported, again);
  BOOST_TEST(shashki::test::read_file(again).find("240 Z 004    7") != std::string::npos);
}

BOOST_AUTO_TEST_SUITE_END()
