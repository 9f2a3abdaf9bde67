// ClockService's presses from the boards' devices (docs/clock.md, "Presses from the boards'
// devices"): what a late press is charged, duplicates, offline replays, the arbiter winning over
// a replay, and the acknowledged sequence across a restart. Time: the fixture's manual source.
#include "live_fixture.hpp"

#include "shashki/app/clock_service.hpp"
#include "shashki/app/i18n.hpp"
#include "shashki/db/live_repository.hpp"

#include <boost/test/unit_test.hpp>

#include <vector>

using namespace std::chrono_literals;
using shashki::app::ClockService;
using shashki::app::test::LiveFixture;
using shashki::clock::ClockPhase;
using shashki::clock::RemoteOutcome;
using shashki::clock::RemotePress;
using shashki::clock::Side;
using std::chrono::milliseconds;

namespace {

constexpr milliseconds rtt = 400ms;
constexpr milliseconds base = 30min;  // the fixture's 30+30
constexpr milliseconds bonus = 30s;

std::vector<shashki::clock::RemotePressRow> remote_rows(LiveFixture& f) {
  return shashki::db::LiveRepository(f.session->database()).load_remote_presses(f.game(1));
}

std::size_t journal_size(LiveFixture& f) {
  return shashki::db::LiveRepository(f.session->database()).load_clock(f.game(1)).size();
}

// The monotonic reading of the board's last journal record, from the clock's start.
milliseconds last_reading(const ClockService& clocks, milliseconds start) {
  return clocks.clock(1).journal().back().reading - start;
}

// The board's clock started; White's press with `device` think time arrives 10.3 s later.
struct LatePress {
  explicit LatePress(milliseconds device) {
    start = f.time.now().monotonic;
    clocks.start_all();
    f.time.advance(10'300ms);
    answer = clocks.remote_press(1, RemotePress{Side::white, 1, device}, rtt);
  }
  LiveFixture f{1};
  ClockService clocks{*f.session, f.time, f.event.id, 1};
  milliseconds start{};
  shashki::app::ClockAnswer answer;
};

}  // namespace

BOOST_AUTO_TEST_SUITE(remote_clock_tests)

BOOST_AUTO_TEST_CASE(a_press_that_arrives_late_is_charged_the_device_s_think_time_within_the_round_trip) {
  // The press left the device at 10 s and took 300 ms on the Wi-Fi.
  LatePress late(10'000ms);
  auto& [f, clocks, start, answer] = late;
  BOOST_TEST(answer.accepted);
  BOOST_REQUIRE(answer.remote.has_value());
  BOOST_TEST(answer.remote->outcome == RemoteOutcome::applied);
  BOOST_TEST(answer.remote->think.count() == 10'000);
  // White is charged 10 s, not the 10.3 s the server saw, and gets the increment (6.1.9).
  BOOST_TEST(clocks.clock(1).state().sides[0].remaining.count() == (base - 10s + bonus).count());
  BOOST_TEST(last_reading(clocks, start).count() == 10'000);
  const auto rows = remote_rows(f);
  BOOST_REQUIRE(rows.size() == 1U);
  BOOST_TEST(rows[0].seq.value_or(-1) == 2);  // the press's journal record
  BOOST_TEST(rows[0].device_ms == 10'000);
  BOOST_TEST(rows[0].server_ms.value_or(-1) == 10'300);
  BOOST_TEST(rows[0].rtt_ms == 400);
  BOOST_TEST(rows[0].accepted_ms.value_or(-1) == 10'000);
  BOOST_TEST(rows[0].outcome == RemoteOutcome::applied);
  BOOST_TEST(clocks.acknowledged_sequence(1) == 1U);
}

BOOST_AUTO_TEST_CASE(a_press_claiming_more_than_the_server_saw_is_charged_the_server_s_time) {
  LatePress late(12'000ms);
  auto& [f, clocks, start, answer] = late;
  BOOST_REQUIRE(answer.remote.has_value());
  BOOST_TEST(answer.remote->outcome == RemoteOutcome::clamped_high);
  BOOST_TEST(clocks.clock(1).state().sides[0].remaining.count() == (base - 10'300ms + bonus).count());
  BOOST_TEST(last_reading(clocks, start).count() == 10'300);
  BOOST_TEST(remote_rows(f).at(0).outcome == RemoteOutcome::clamped_high);
}

BOOST_AUTO_TEST_CASE(a_press_claiming_far_less_is_charged_the_server_s_time_less_the_round_trip) {
  LatePress late(2'000ms);
  auto& [f, clocks, start, answer] = late;
  BOOST_REQUIRE(answer.remote.has_value());
  BOOST_TEST(answer.remote->outcome == RemoteOutcome::clamped_low);
  BOOST_TEST(answer.remote->think.count() == 9'900);
  BOOST_TEST(clocks.clock(1).state().sides[0].remaining.count() == (base - 9'900ms + bonus).count());
  BOOST_TEST(last_reading(clocks, start).count() == 9'900);
  const auto rows = remote_rows(f);
  BOOST_TEST(rows.at(0).outcome == RemoteOutcome::clamped_low);
  BOOST_TEST(rows.at(0).device_ms == 2'000);  // both measures are kept beside the charged one
  BOOST_TEST(rows.at(0).accepted_ms.value_or(-1) == 9'900);
}

BOOST_AUTO_TEST_CASE(a_press_sent_again_gets_the_same_answer_and_writes_nothing) {
  LiveFixture f(1);
  ClockService clocks(*f.session, f.time, f.event.id, 1);
  clocks.start_all();
  f.time.advance(5s);
  const RemotePress press{Side::white, 1, 4'800ms};
  const auto first = clocks.remote_press(1, press, rtt);
  BOOST_REQUIRE(first.accepted);
  const auto journal = journal_size(f);
  const auto state = clocks.clock(1).state();
  f.time.advance(3s);  // the acknowledgement was lost; the device sends the press again
  const auto again = clocks.remote_press(1, press, rtt);
  BOOST_TEST(again.accepted);
  BOOST_REQUIRE(again.remote.has_value());
  BOOST_TEST(again.remote->duplicate);
  BOOST_TEST(again.remote->sequence == 1U);
  BOOST_TEST(again.remote->think.count() == first.remote->think.count());
  BOOST_TEST(journal_size(f) == journal);
  BOOST_TEST(remote_rows(f).size() == 1U);
  BOOST_TEST((clocks.clock(1).state() == state));
  // The same number with other contents is no duplicate, and a number skipping ahead is refused.
  BOOST_TEST(!clocks.remote_press(1, RemotePress{Side::white, 1, 1'000ms}, rtt).accepted);
  const auto skipped = clocks.remote_press(1, RemotePress{Side::black, 3, 1'000ms}, rtt);
  BOOST_TEST(!skipped.accepted);
  BOOST_TEST(skipped.message == "board 1: press 3 skips ahead; the last acknowledged press is 1");
  BOOST_TEST(journal_size(f) == journal);
  BOOST_TEST(clocks.acknowledged_sequence(1) == 1U);
}

BOOST_AUTO_TEST_CASE(a_wrong_side_s_press_is_refused_and_not_acknowledged) {
  LiveFixture f(1);
  ClockService clocks(*f.session, f.time, f.event.id, 1);
  clocks.start_all();
  f.time.advance(2s);
  const auto answer = clocks.remote_press(1, RemotePress{Side::black, 1, 1'900ms}, rtt);
  BOOST_TEST(!answer.accepted);
  BOOST_TEST(answer.message == "it is not this side's clock that runs");
  BOOST_TEST(clocks.acknowledged_sequence(1) == 0U);
  BOOST_TEST(remote_rows(f).empty());
}

BOOST_AUTO_TEST_CASE(an_offline_replay_applies_the_presses_in_order_and_never_past_now) {
  LiveFixture f(1);
  ClockService clocks(*f.session, f.time, f.event.id, 1);
  const auto start = f.time.now().monotonic;
  clocks.start_all();
  f.time.advance(5s);
  BOOST_REQUIRE(clocks.remote_press(1, RemotePress{Side::white, 1, 5s}, rtt).accepted);
  f.time.advance(20s);  // the Wi-Fi was down; the players went on pressing the device
  const std::vector<RemotePress> made{
      {Side::black, 2, 8s}, {Side::white, 3, 6s}, {Side::black, 4, 9s}};  // 23 s in all: 3 s too many
  const auto answer = clocks.replay(1, made, 1, rtt);
  BOOST_TEST(answer.accepted);
  BOOST_TEST(answer.applied == 3);
  BOOST_TEST(answer.clamped == 1);
  BOOST_TEST(!answer.discarded);
  BOOST_TEST(answer.acknowledged == 4U);
  BOOST_TEST(answer.offline.count() == 20'000);
  BOOST_TEST(clocks.last_outage(1).value_or(0ms).count() == 20'000);
  const auto& journal = clocks.clock(1).journal();
  BOOST_REQUIRE(journal.size() == 5U);
  BOOST_TEST((journal[2].reading - start).count() == 13'000);
  BOOST_TEST((journal[3].reading - start).count() == 19'000);
  BOOST_TEST((journal[4].reading - start).count() == 25'000);  // clamped to the server's now
  // Black thought 8 s and then 6 s (not the 9 s claimed): each got the increment.
  BOOST_TEST(clocks.clock(1).state().sides[1].remaining.count() == (base - 14s + 2 * bonus).count());
  BOOST_TEST(answer.face.running == Side::white);
  const auto rows = remote_rows(f);
  BOOST_REQUIRE(rows.size() == 4U);
  BOOST_TEST(rows[1].seq.value_or(-1) == 3);
  BOOST_TEST(rows[2].outcome == RemoteOutcome::applied);
  BOOST_TEST(rows[3].outcome == RemoteOutcome::clamped_high);
  BOOST_TEST(rows[3].accepted_ms.value_or(-1) == 6'000);
  BOOST_TEST(rows[3].server_ms.value_or(-1) == 6'000);
}

BOOST_AUTO_TEST_CASE(an_out_of_order_replay_is_refused_with_nothing_written) {
  LiveFixture f(1);
  ClockService clocks(*f.session, f.time, f.event.id, 1);
  clocks.start_all();
  f.time.advance(30s);
  const auto journal = journal_size(f);
  const std::vector<RemotePress> made{{Side::white, 1, 5s}, {Side::white, 3, 5s}, {Side::black, 2, 5s}};
  const auto answer = clocks.replay(1, made, 0, rtt);
  BOOST_TEST(!answer.accepted);
  BOOST_TEST(shashki::app::translate(answer.refusal) ==
             "board 1: the replayed presses are out of order at press 2; none was applied");
  BOOST_TEST(answer.applied == 0);
  BOOST_TEST(journal_size(f) == journal);
  BOOST_TEST(remote_rows(f).empty());
  BOOST_TEST(clocks.acknowledged_sequence(1) == 0U);
  BOOST_TEST(clocks.clock(1).running() == Side::white);
}

BOOST_AUTO_TEST_CASE(a_pause_by_the_arbiter_during_the_outage_discards_the_replay_and_tells_the_device) {
  LiveFixture f(1);
  ClockService clocks(*f.session, f.time, f.event.id, 1);
  clocks.start_all();
  f.time.advance(5s);
  BOOST_REQUIRE(clocks.remote_press(1, RemotePress{Side::white, 1, 5s}, rtt).accepted);
  f.time.advance(10s);
  BOOST_REQUIRE(clocks.pause(1, Side::black, "appeal: the device lost its connection").accepted);
  const auto journal = journal_size(f);
  const auto state = clocks.clock(1).state();
  f.time.advance(30s);
  const std::vector<RemotePress> made{{Side::black, 2, 12s}, {Side::white, 3, 4s}};
  const auto answer = clocks.replay(1, made, 1, rtt);
  BOOST_TEST(answer.accepted);
  BOOST_TEST(answer.discarded);
  BOOST_TEST(answer.applied == 0);
  BOOST_TEST(
      shashki::app::translate(answer.reason)
          .starts_with("board 1: the clock changed on the arbiter's side while the device was offline"));
  // The server's clock stands: still paused, nothing new in its journal.
  BOOST_TEST(answer.face.phase == ClockPhase::paused);
  BOOST_TEST(journal_size(f) == journal);
  BOOST_TEST((clocks.clock(1).state() == state));
  // Recorded, with the reason, and acknowledged: sent again, they get the same answer.
  const auto rows = remote_rows(f);
  BOOST_REQUIRE(rows.size() == 3U);
  BOOST_TEST(rows[1].outcome == RemoteOutcome::discarded);
  BOOST_TEST(!rows[1].seq.has_value());
  BOOST_TEST((rows[2].reason == shashki::clock::DiscardReason::arbiter));
  BOOST_TEST(answer.acknowledged == 3U);
  const auto again = clocks.remote_press(1, made[1], rtt);
  BOOST_TEST(!again.accepted);
  BOOST_REQUIRE(again.remote.has_value());
  BOOST_TEST(again.remote->duplicate);
  BOOST_TEST(again.remote->outcome == RemoteOutcome::discarded);
  BOOST_TEST(remote_rows(f).size() == 3U);
}

BOOST_AUTO_TEST_CASE(a_flag_that_falls_by_the_device_s_own_times_stands_and_discards_the_rest_of_the_replay) {
  LiveFixture f(1, shashki::tournament::Discipline::lightning, "3+2");
  ClockService clocks(*f.session, f.time, f.event.id, 1);
  clocks.start_all();
  f.time.advance(10s);
  BOOST_REQUIRE(clocks.remote_press(1, RemotePress{Side::white, 1, 10s}, rtt).accepted);
  f.time.advance(5min);
  // Black's 3 min ran out before press 3 (by the device's own times: 10 s, then 3 min 10 s).
  const std::vector<RemotePress> made{
      {Side::black, 2, 10s}, {Side::white, 3, 20s}, {Side::black, 4, 3min + 10s}};
  const auto answer = clocks.replay(1, made, 1, rtt);
  BOOST_TEST(answer.accepted);
  BOOST_TEST(answer.applied == 2);
  BOOST_TEST(answer.discarded);
  BOOST_REQUIRE(answer.flag.has_value());
  BOOST_TEST(answer.flag->flagged == Side::black);
  BOOST_TEST(clocks.clock(1).phase() == ClockPhase::flagged);
  const auto rows = remote_rows(f);
  BOOST_REQUIRE(rows.size() == 4U);
  BOOST_TEST((rows[3].reason == shashki::clock::DiscardReason::flag_fell));
  BOOST_TEST((shashki::db::LiveRepository(f.session->database()).load_clock(f.game(1)).back().row.kind ==
              shashki::clock::EventKind::flag));
}

BOOST_AUTO_TEST_CASE(presses_of_several_boards_arriving_together_are_each_journaled_and_answered_in_order) {
  LiveFixture f(3);
  {
    ClockService clocks(*f.session, f.time, f.event.id, 1);
    clocks.start_all();
    f.time.advance(4s);
    using shashki::app::BoardPress;
    // Board 1's second press is staged on its first one's outcome; board 3's is Black's, not its turn.
    const std::vector<BoardPress> batch{{1, RemotePress{Side::white, 1, 3'900ms}, rtt},
                                        {2, RemotePress{Side::white, 1, 3'950ms}, rtt},
                                        {1, RemotePress{Side::black, 2, 0ms}, rtt},
                                        {3, RemotePress{Side::black, 1, 3'900ms}, rtt}};
    const auto answers = clocks.remote_presses(batch);
    BOOST_REQUIRE(answers.size() == 4U);
    BOOST_TEST(answers[0].accepted);
    BOOST_TEST(answers[1].accepted);
    BOOST_TEST(answers[2].accepted);
    BOOST_TEST(!answers[3].accepted);
    BOOST_TEST(answers[3].message == "it is not this side's clock that runs");
    BOOST_REQUIRE(answers[0].remote.has_value());
    BOOST_REQUIRE(answers[2].remote.has_value());
    BOOST_TEST(answers[0].remote->sequence == 1U);
    BOOST_TEST(answers[0].remote->think.count() == 3'900);
    BOOST_TEST(answers[2].remote->sequence == 2U);
    BOOST_TEST(clocks.clock(1).moves(Side::white) == 1);
    BOOST_TEST(clocks.clock(1).moves(Side::black) == 1);
    BOOST_TEST(clocks.clock(2).moves(Side::white) == 1);
    BOOST_TEST(clocks.clock(3).moves(Side::black) == 0);
  }
  // All of it is in the database, as a restarted server finds it.
  f.close();
  f.reopen();
  ClockService restarted(*f.session, f.time, f.event.id, 1);
  BOOST_TEST(restarted.acknowledged_sequence(1) == 2U);
  BOOST_TEST(restarted.acknowledged_sequence(2) == 1U);
  BOOST_TEST(restarted.acknowledged_sequence(3) == 0U);
  const auto live = shashki::db::LiveRepository(f.session->database());
  BOOST_TEST(live.load_remote_presses(f.game(1)).size() == 2U);
  BOOST_TEST(live.load_remote_presses(f.game(2)).size() == 1U);
  BOOST_TEST(live.load_remote_presses(f.game(3)).empty());
}

BOOST_AUTO_TEST_CASE(a_new_service_on_the_same_database_keeps_the_acknowledged_sequence) {
  LiveFixture f(1);
  const RemotePress second{Side::black, 2, 3s};
  {
    ClockService clocks(*f.session, f.time, f.event.id, 1);
    clocks.start_all();
    f.time.advance(5s);
    BOOST_REQUIRE(clocks.remote_press(1, RemotePress{Side::white, 1, 5s}, rtt).accepted);
    f.time.advance(3s);
    BOOST_REQUIRE(clocks.remote_press(1, second, rtt).accepted);
  }
  // The server restarts: a new session and service on the same file.
  f.close();
  f.reopen();
  ClockService restarted(*f.session, f.time, f.event.id, 1);
  BOOST_TEST(restarted.acknowledged_sequence(1) == 2U);
  const auto journal = journal_size(f);
  // The device never got the answer to press 2 and sends it again: still a duplicate.
  const auto again = restarted.remote_press(1, second, rtt);
  BOOST_TEST(again.accepted);
  BOOST_REQUIRE(again.remote.has_value());
  BOOST_TEST(again.remote->duplicate);
  BOOST_TEST(journal_size(f) == journal);
  BOOST_TEST(!restarted.remote_press(1, RemotePress{Side::white, 4, 1s}, rtt).accepted);
}

BOOST_AUTO_TEST_CASE(a_press_is_measured_when_the_server_received_it_not_when_the_program_got_to_it) {
  // The press came at 10.3 s; the program was busy and takes it 20 s later. The device claims
  // 30 s of thought: measured at the arrival, the most it can be charged is 10.3 s (the server's
  // own measure), not the 30.3 s a measure at the taking would allow.
  LiveFixture f{1};
  ClockService clocks{*f.session, f.time, f.event.id, 1};
  const auto start = f.time.now().monotonic;
  clocks.start_all();
  f.time.advance(10'300ms);
  const auto arrived = f.time.now();
  f.time.advance(20'000ms);
  const shashki::app::BoardPress press{1, RemotePress{Side::white, 1, 30'000ms}, rtt, arrived};
  const auto answers = clocks.remote_presses(std::span(&press, 1));
  BOOST_REQUIRE(answers.size() == 1U);
  BOOST_TEST(answers[0].accepted);
  BOOST_REQUIRE(answers[0].remote.has_value());
  BOOST_TEST(answers[0].remote->outcome == RemoteOutcome::clamped_high);
  BOOST_TEST(answers[0].remote->think.count() == 10'300);
  BOOST_TEST(last_reading(clocks, start).count() == 10'300);
  BOOST_TEST(remote_rows(f)[0].server_ms.value_or(-1) == 10'300);
  // Without the arrival (a desk that gives none), the press is measured as it is taken.
  LiveFixture g{1};
  ClockService later{*g.session, g.time, g.event.id, 1};
  later.start_all();
  g.time.advance(30'300ms);
  const auto unstamped = later.remote_press(1, RemotePress{Side::white, 1, 30'000ms}, rtt);
  BOOST_REQUIRE(unstamped.remote.has_value());
  BOOST_TEST(unstamped.remote->think.count() == 30'000);
}

BOOST_AUTO_TEST_SUITE_END()
