// Results from the board (docs/venue.md, "Results from the board"): a player proposes, the
// opponent confirms or rejects on the same device, the arbiter confirms or dismisses; each step
// one audited action, a refused one writes nothing.
#include "live_fixture.hpp"

#include "shashki/app/clock_service.hpp"
#include "shashki/app/errors.hpp"
#include "shashki/app/event_service.hpp"
#include "shashki/app/result_proposals.hpp"
#include "shashki/app/result_service.hpp"
#include "shashki/db/live_repository.hpp"
#include "shashki/db/round_repository.hpp"

#include <boost/test/unit_test.hpp>

using namespace std::chrono_literals;
using shashki::app::ClockService;
using shashki::app::ResultProposals;
using shashki::app::ResultService;
using shashki::app::test::LiveFixture;
using shashki::clock::ClockPhase;
using shashki::clock::Side;
using shashki::tournament::GameResult;
using shashki::tournament::ProposalStep;

namespace {

std::optional<GameResult> stored_result(LiveFixture& f, int board) {
  const auto round = shashki::db::RoundRepository(f.session->database()).find(f.event.id, 1);
  return round->boards[static_cast<std::size_t>(board - 1)].games[0];
}

// Runs `action`, which must be refused, and checks that it wrote nothing.
template <class Action>
void refused_and_nothing_written(LiveFixture& f, Action action) {
  const auto audit = f.audit_actions().size();
  const auto proposals = ResultService(*f.session).proposals(f.event.id, 1);
  BOOST_CHECK_THROW(action(), shashki::app::Error);
  BOOST_TEST(f.audit_actions().size() == audit);
  const auto after = ResultService(*f.session).proposals(f.event.id, 1);
  BOOST_REQUIRE(after.size() == proposals.size());
  for (std::size_t i = 0; i < after.size(); ++i) {
    BOOST_TEST((after[i].result == proposals[i].result));
    BOOST_TEST(after[i].agreed == proposals[i].agreed);
  }
}

}  // namespace

BOOST_AUTO_TEST_SUITE(board_results_tests)

BOOST_AUTO_TEST_CASE(proposed_confirmed_by_the_opponent_then_by_the_arbiter_enters_and_ends_the_clock) {
  LiveFixture f(2);
  ClockService clocks(*f.session, f.time, f.event.id, 1);
  clocks.start_all();
  f.time.advance(5s);
  ResultProposals proposals(clocks.round_clocks());
  const auto from = f.audit_actions().size();

  const auto proposed = proposals.propose(2, Side::black, GameResult::black_wins);
  BOOST_TEST(!proposed.agreed);
  BOOST_TEST((ResultService(*f.session).proposals(f.event.id, 1).size() == 1));
  BOOST_TEST((proposals.answer(2, Side::white, true) == ProposalStep::awaits_arbiter));
  // Agreed: the clock stops so that no flag falls while the arbiter comes; no result yet.
  BOOST_TEST((clocks.clock(2).phase() == ClockPhase::paused));
  BOOST_TEST(proposals.pending(2)->agreed);
  BOOST_TEST(!stored_result(f, 2).has_value());

  ResultService(*f.session, &clocks.round_clocks()).confirm_proposal(f.event.id, 1, 2);
  BOOST_TEST((stored_result(f, 2) == GameResult::black_wins));
  BOOST_TEST((clocks.clock(2).phase() == ClockPhase::finished));
  BOOST_TEST(!proposals.pending(2).has_value());
  BOOST_TEST(ResultService(*f.session).proposals(f.event.id, 1).empty());
  const std::vector<std::string> steps{"result.propose", "result.agree", "result.confirm"};
  BOOST_TEST(f.audit_actions(from) == steps, boost::test_tools::per_element());
  // Board 1 plays on, untouched.
  BOOST_TEST((clocks.clock(1).phase() == ClockPhase::running));
}

BOOST_AUTO_TEST_CASE(the_proposer_cannot_confirm_and_a_forfeit_cannot_be_proposed) {
  LiveFixture f(1);
  ClockService clocks(*f.session, f.time, f.event.id, 1);
  clocks.start_all();
  ResultProposals proposals(clocks.round_clocks());
  refused_and_nothing_written(f, [&] { proposals.propose(1, Side::white, GameResult::white_forfeit); });
  proposals.propose(1, Side::white, GameResult::white_wins);
  refused_and_nothing_written(f, [&] { (void)proposals.answer(1, Side::white, true); });
  refused_and_nothing_written(f, [&] { (void)proposals.answer(1, Side::white, false); });
  // Not agreed: the arbiter enters a result instead of confirming one.
  refused_and_nothing_written(
      f, [&] { ResultService(*f.session, &clocks.round_clocks()).confirm_proposal(f.event.id, 1, 1); });
  BOOST_TEST((clocks.clock(1).phase() == ClockPhase::running));
}

BOOST_AUTO_TEST_CASE(a_rejected_proposal_is_dropped_and_play_goes_on) {
  LiveFixture f(1);
  ClockService clocks(*f.session, f.time, f.event.id, 1);
  clocks.start_all();
  ResultProposals proposals(clocks.round_clocks());
  proposals.propose(1, Side::white, GameResult::draw);
  // The same proposal again (a double tap) writes nothing; a new one replaces one not answered.
  const auto audit = f.audit_actions().size();
  proposals.propose(1, Side::white, GameResult::draw);
  BOOST_TEST(f.audit_actions().size() == audit);
  proposals.propose(1, Side::black, GameResult::white_wins);
  BOOST_TEST((proposals.pending(1)->by_side == Side::black));
  BOOST_TEST((proposals.answer(1, Side::white, false) == ProposalStep::awaits_opponent));
  BOOST_TEST(!proposals.pending(1).has_value());
  BOOST_TEST((clocks.clock(1).phase() == ClockPhase::running));
  BOOST_TEST(f.audit_actions().back() == "result.reject");
  // Nothing is left for the opponent to answer.
  refused_and_nothing_written(f, [&] { (void)proposals.answer(1, Side::black, true); });
}

BOOST_AUTO_TEST_CASE(the_arbiter_dismisses_an_agreed_result_or_a_typed_result_supersedes_it) {
  LiveFixture f(2);
  ClockService clocks(*f.session, f.time, f.event.id, 1);
  clocks.start_all();
  ResultProposals proposals(clocks.round_clocks());
  proposals.propose(1, Side::white, GameResult::white_wins);
  (void)proposals.answer(1, Side::black, true);
  // The players agreed on another board's result: the arbiter turns it down.
  ResultService(*f.session, &clocks.round_clocks()).dismiss_proposal(f.event.id, 1, 1);
  BOOST_TEST(!proposals.pending(1).has_value());
  BOOST_TEST(f.audit_actions().back() == "result.dismiss");
  BOOST_TEST(!stored_result(f, 1).has_value());
  // A result the arbiter types supersedes a proposal of the same game.
  proposals.propose(2, Side::white, GameResult::draw);
  ResultService(*f.session, &clocks.round_clocks()).set(f.event.id, 1, 2, 1, GameResult::black_wins);
  BOOST_TEST(!proposals.pending(2).has_value());
  BOOST_TEST((stored_result(f, 2) == GameResult::black_wins));
  // And a game with its result takes no proposal.
  refused_and_nothing_written(f, [&] { proposals.propose(2, Side::white, GameResult::draw); });
}

BOOST_AUTO_TEST_CASE(where_the_event_lets_them_the_players_agreed_result_enters_at_once) {
  LiveFixture f(1);
  auto changed = f.event;
  changed.board_results = shashki::tournament::BoardResults::direct;
  shashki::app::EventService(*f.session).edit(f.event.id, changed);
  ClockService clocks(*f.session, f.time, f.event.id, 1);
  clocks.start_all();
  ResultProposals proposals(clocks.round_clocks());
  proposals.propose(1, Side::white, GameResult::draw);
  const auto from = f.audit_actions().size();
  BOOST_TEST((proposals.answer(1, Side::black, true) == ProposalStep::enters));
  BOOST_TEST((stored_result(f, 1) == GameResult::draw));
  BOOST_TEST((clocks.clock(1).phase() == ClockPhase::finished));
  BOOST_TEST(!proposals.pending(1).has_value());
  const std::vector<std::string> one{"result.agree"};
  BOOST_TEST(f.audit_actions(from) == one, boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(a_fallen_flag_is_proposed_the_same_way_and_withdrawn_with_the_flag) {
  LiveFixture f(2, shashki::tournament::Discipline::lightning, "3+2");
  ClockService clocks(*f.session, f.time, f.event.id, 1);
  clocks.start_all();
  f.time.advance(3min + 1s);
  BOOST_REQUIRE(clocks.check_flags().size() == 2U);
  auto waiting = ResultService(*f.session).proposals(f.event.id, 1);
  BOOST_REQUIRE(waiting.size() == 2U);
  BOOST_TEST((waiting[0].source == shashki::tournament::ProposalSource::clock));
  BOOST_TEST(waiting[0].agreed);
  BOOST_TEST((waiting[0].by_side == Side::white));
  BOOST_TEST((waiting[0].result == GameResult::black_wins));
  // The players cannot propose over it; the arbiter answers it.
  ResultProposals proposals(clocks.round_clocks());
  refused_and_nothing_written(f, [&] { proposals.propose(1, Side::white, GameResult::draw); });
  ResultService(*f.session, &clocks.round_clocks()).confirm_proposal(f.event.id, 1, 1);
  BOOST_TEST((stored_result(f, 1) == GameResult::black_wins));
  BOOST_TEST((clocks.clock(1).phase() == ClockPhase::finished));
  // Board 2: the arbiter gives White time back, which withdraws the flag and its proposal.
  BOOST_REQUIRE(clocks.adjust(2, Side::white, 1min, "the clock was set wrong").accepted);
  (void)clocks.check_flags();
  waiting = ResultService(*f.session).proposals(f.event.id, 1);
  BOOST_TEST(waiting.empty());
  BOOST_TEST(f.audit_actions().back() == "result.dismiss");
  // A further check writes nothing more.
  const auto audit = f.audit_actions().size();
  (void)clocks.check_flags();
  BOOST_TEST(f.audit_actions().size() == audit);
}

BOOST_AUTO_TEST_SUITE_END()
