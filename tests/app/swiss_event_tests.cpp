// The rounds part of the workflows: a whole Swiss of 30 players and 7 rounds of micro-matches on
// the database, with a withdrawal, a late entry, a forfeit and a corrected result, and in round 4
// the live play of one board: its clock started, an appeal decided with a time sanction, a
// premature draw offer refused, a later one declined by the opponent, a premature count claim
// refused and a run-out count accepted (6.1.8.6). The audit log tells the story in order.
#include "live_fixture.hpp"
#include "rounds_fixture.hpp"

#include "shashki/app/appeal_service.hpp"
#include "shashki/app/claim_service.hpp"
#include "shashki/app/clock_service.hpp"
#include "shashki/app/errors.hpp"
#include "shashki/app/game_record_service.hpp"
#include "shashki/app/load_tournament.hpp"
#include "shashki/app/pairing_input_mapping.hpp"
#include "shashki/clock/manual_time_source.hpp"
#include "shashki/db/round_repository.hpp"
#include "shashki/pairing/checker.hpp"

#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <chrono>
#include <map>
#include <set>

using namespace shashki;
using app::test::SessionFixture;
using namespace std::chrono_literals;

namespace {

// The round and board whose game 1 is played live; board 3 of a micro-match gets "=" in game 1
// anyway, so the accepted draw leaves the scores (and so the later pairings) as they were.
constexpr int live_round = 4;
constexpr int live_board = 3;

// Presses both clocks of the live board `moves` times each, a second per move.
void play_clock_moves(clock::ManualTimeSource& time, app::ClockService& clocks, int moves) {
  for (int i = 0; i < moves; ++i) {
    time.advance(1s);
    BOOST_REQUIRE(clocks.press(live_board, clock::Side::white).accepted);
    time.advance(1s);
    BOOST_REQUIRE(clocks.press(live_board, clock::Side::black).accepted);
  }
}

// Enters `plies` quiet moves on the live game, one audit row ("game.move") each.
void play_quiet_moves(app::Session& session, const tournament::GameKey& game, int plies,
                      std::vector<std::string>& story) {
  app::test::enter_quiet_moves(session, game, plies);
  story.insert(story.end(), static_cast<std::size_t>(plies), "game.move");
}

// Game 1 of the live board, played on the clock: an appeal decided with a time sanction
// (5.4.14.2); a draw offer at move 12 refused under 6.1.8.1 (it writes nothing); an offer after
// 20 moves each that the opponent declines; then the game reaches two kings against one, the
// judge records it from there, a count claim two moves in is refused (6.1.8.6 needs 5 moves) and
// one after the count has run out is accepted, which makes the game a draw. Appends the audited
// actions to `story`.
void play_live_board(app::Session& session, tournament::EventId event, std::vector<std::string>& story) {
  clock::ManualTimeSource time(std::chrono::milliseconds(1'000'000),
                               std::chrono::sys_days{std::chrono::year{2026} / std::chrono::May / 1} + 10h);
  app::ClockService clocks(session, time, event, live_round);
  BOOST_TEST(clocks.start_all() > 0);
  story.push_back("clock.start-all");
  time.advance(20s);
  app::AppealService appeals(session, clocks);
  const auto opened = appeals.open(
      app::AppealRequest{live_board, clock::Side::white, "Black's move was illegal", std::nullopt, "f6-g5"});
  BOOST_TEST(opened.clock_paused);
  BOOST_TEST((clocks.clock(live_board).phase() == clock::ClockPhase::paused));
  story.push_back("appeal.open");
  const auto white_before = clocks.clock(live_board).remaining(clock::Side::white, time.now().monotonic);
  time.advance(2min);  // the appeal is considered; the clock stands still
  const auto decided = appeals.decide(
      opened.id, app::AppealDecision{false, "the move was legal", clock::Side::white, -1min, true});
  BOOST_TEST((decided.decision == tournament::AppealVerdict::rejected));
  BOOST_TEST((clocks.clock(live_board).phase() == clock::ClockPhase::running));
  BOOST_TEST(
      (clocks.clock(live_board).remaining(clock::Side::white, time.now().monotonic) == white_before - 1min));
  story.push_back("appeal.decide");
  play_clock_moves(time, clocks, 12);
  app::ClaimService claims(session, clocks);
  const auto rows = db::AuditLog(session.database()).list(event).size();
  const auto early = claims.offer_draw(live_board, clock::Side::white);
  BOOST_TEST(!early.allowed);
  BOOST_TEST(early.clause == "6.1.8.1");
  BOOST_TEST(!early.id.has_value());
  BOOST_TEST(db::AuditLog(session.database()).list(event).size() == rows);  // a refusal writes nothing
  play_clock_moves(time, clocks, 8);
  const auto offer = claims.offer_draw(live_board, clock::Side::black);
  BOOST_TEST(offer.allowed);
  BOOST_REQUIRE(offer.id.has_value());
  story.push_back("draw.offer");
  claims.decide(*offer.id, false);  // the opponent plays on
  story.push_back("draw.decide");
  BOOST_TEST((clocks.clock(live_board).phase() == clock::ClockPhase::running));
  // Two kings against one: the judge records the game from this position (6.1.8.6 counts 5 moves).
  const tournament::GameKey game{event, live_round, live_board, 1};
  app::GameRecordService games(session);
  games.set_start(game, "W:WKa1,Kc1:BKh6");
  story.push_back("game.import");
  // Black claims the count after `plies` more moves; the judge follows the proposed ruling.
  const auto claim_count = [&](int plies, tournament::ClaimProposal proposal) {
    play_quiet_moves(session, game, plies, story);
    const auto claim = claims.claim_draw(live_board, clock::Side::black, tournament::DrawClaimKind::count);
    BOOST_TEST((claim.proposal == proposal));
    BOOST_TEST(claim.clause == "6.1.8.6");
    story.push_back("draw.claim");
    claims.decide(claim.id, proposal == tournament::ClaimProposal::draw);
    story.push_back("draw.decide");
  };
  claim_count(2, tournament::ClaimProposal::no_draw);  // two moves into the count: refused, play goes on
  BOOST_TEST((clocks.clock(live_board).phase() == clock::ClockPhase::running));
  claim_count(8, tournament::ClaimProposal::draw);  // the count has run out
  // Game 1's clock has ended; the board's clock is now game 2's of the micro-match, not started.
  BOOST_TEST(!clocks.runs(live_board, 1));
  BOOST_TEST(clocks.game(live_board).game == 2);
  BOOST_TEST((clocks.clock(live_board).phase() == clock::ClockPhase::not_started));
  const auto round = db::RoundRepository(session.database()).find(event, live_round);
  BOOST_REQUIRE(round.has_value());
  BOOST_TEST((round->boards[live_board - 1].games[0] == tournament::GameResult::draw));
}

}  // namespace

BOOST_AUTO_TEST_SUITE(swiss_event_tests)

BOOST_FIXTURE_TEST_CASE(a_thirty_player_seven_round_micro_match_swiss_runs_to_the_end_with_a_full_story,
                        SessionFixture) {
  constexpr int rounds = 7;
  const auto event = make_event(29, rounds, true);
  app::RoundService service(session);
  app::ResultService results(session);
  std::set<std::pair<std::int64_t, std::int64_t>> met;
  std::int64_t withdrawn = 0, late = 0;
  std::vector<std::string> story;  // the actions the judge performed, in order
  for (int r = 1; r <= rounds; ++r) {
    if (r == 3) {
      // A late entry arrives before round 3 is paired (the 30th player).
      tournament::Player p;
      p.name = "Опоздавший, Олег";
      p.rating = 2100;
      p.late_entry_round = 3;
      late = app::PlayerService(session).add(event, p).id.value;
      story.push_back("player.add");
    }
    if (r == 4) {
      // Starting number 7 withdraws before round 4 (from the first round not yet published).
      withdrawn = app::PlayerService(session).list(event)[6].id.value;
      app::PlayerService(session).withdraw(event, tournament::PlayerId{withdrawn}, std::nullopt);
      story.push_back("player.withdraw");
    }
    // The checker, independent of the engine, finds nothing wrong with the engine's round.
    const auto before = app::to_pairing_view(app::load_tournament(session, event), r);
    const auto draft = service.pair(event);
    story.push_back("round.draft");
    for (const auto& f : draft.findings) BOOST_TEST_MESSAGE("round " << r << ": " << f.describe());
    BOOST_TEST_INFO("round " << r);
    BOOST_TEST(draft.findings.empty());
    BOOST_TEST(pairing::check_round(before.input, app::to_pairing(draft.round, before),
                                    app::check_options(app::load_tournament(session, event).event))
                   .empty());
    service.publish(event);
    story.push_back("round.publish");
    for (const auto& b : draft.round.boards) {
      BOOST_TEST_INFO("round " << r << ", board " << b.number);
      if (r < 3) BOOST_TEST(b.white.value != late);
      if (r >= 4) BOOST_TEST(!b.has_player(tournament::PlayerId{withdrawn}));
      if (b.is_bye()) continue;
      BOOST_TEST(met.insert(std::minmax(b.white.value, b.black->value)).second);  // no rematch (C1)
      if (r == 2 && b.number == 5) {
        // Black does not come to board 5: both games are forfeits.
        results.set(event, r, b.number, 1, "+/-");
        results.set(event, r, b.number, 2, "-/+");
        story.insert(story.end(), {"result.set", "result.set"});
        met.erase(std::minmax(b.white.value, b.black->value));  // not a meeting (C1)
        continue;
      }
      if (r == live_round && b.number == live_board) {
        // Game 1 is played live; its result comes from the accepted draw claim.
        play_live_board(session, event, story);
      } else {
        results.set(event, r, b.number, 1, b.number % 3 == 0 ? "=" : "1-0");
        story.push_back("result.set");
      }
      results.set(event, r, b.number, 2, b.number % 2 == 0 ? "1-0" : "=");
      story.push_back("result.set");
    }
    if (r == 5) {
      // A result corrected after it was entered (still before the round is closed).
      BOOST_CHECK_THROW(results.set(event, r, 1, 2, "0-1"), app::Error);  // a slip: refused, no row
      results.set(event, r, 1, 2, "0-1", "the players signed 0-1 on the score sheet");
      story.push_back("result.set");
    }
    service.complete(event, r);
    story.push_back("round.complete");
    if (r == 6) {
      // A correction after the round was closed: reopen, correct, close again.
      db::RoundRepository(session.database()).reopen(event, r, session.stamp());
      results.set(event, r, 2, 1, "=", "appeal upheld after the round was closed");
      service.complete(event, r);
      story.insert(story.end(), {"round.reopen", "result.set", "round.complete"});
    }
    service.lock(event, r);
    story.push_back("round.lock");
  }
  const auto t = app::load_tournament(session, event);
  BOOST_TEST(t.players.size() == 30u);
  BOOST_TEST(t.rounds.size() == static_cast<std::size_t>(rounds));
  for (const auto& r : t.rounds) BOOST_TEST((r.state == tournament::RoundState::locked));
  BOOST_TEST((t.rounds[4].boards[0].games[1] == tournament::GameResult::black_wins));
  BOOST_TEST((t.rounds[5].boards[1].games[0] == tournament::GameResult::draw));
  BOOST_TEST((t.rounds[live_round - 1].boards[live_board - 1].games[0] == tournament::GameResult::draw));
  // The late entrant plays from round 3 on, the withdrawn player no more from round 4.
  BOOST_TEST(std::any_of(t.rounds[2].boards.begin(), t.rounds[2].boards.end(),
                         [&](const auto& b) { return b.has_player(tournament::PlayerId{late}); }));
  // The audit log tells the same story, in the same order, after the event and its players.
  auto names = actions(event);
  BOOST_TEST(names.front() == "event.create");
  const auto first_round = std::find(names.begin(), names.end(), "round.draft");
  BOOST_TEST(std::count(names.begin(), first_round, "player.add") == 29);
  const std::vector<std::string> rest(first_round, names.end());
  BOOST_TEST(rest == story, boost::test_tools::per_element());
}

BOOST_AUTO_TEST_SUITE_END()
