// Issue 9 acceptance, the rounds part: a whole Swiss of 30 players and 7 rounds of
// micro-matches on the database, with a withdrawal, a late entry, a forfeit and a corrected
// result, and an audit log that tells the story in order. (Appeals, claims and clocks are the
// live-play suites'.)
#include "rounds_fixture.hpp"

#include "shashki/app/errors.hpp"
#include "shashki/app/event_reports.hpp"
#include "shashki/app/snapshot_mapping.hpp"
#include "shashki/pairing/checker.hpp"

#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <map>
#include <set>

using namespace shashki;
using app::test::SessionFixture;

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
    BOOST_TEST(pairing::check_round(before.snapshot, app::to_pairing(draft.round, before),
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
      results.set(event, r, b.number, 1, b.number % 3 == 0 ? "=" : "1-0");
      results.set(event, r, b.number, 2, b.number % 2 == 0 ? "1-0" : "=");
      story.insert(story.end(), {"result.set", "result.set"});
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
