// Presses from the boards' devices (docs/clock.md, "Presses from the boards' devices"): the think
// time a press is charged, the replay of presses made during an outage, the round-trip bound.
#include <boost/test/unit_test.hpp>

#include "clock_test_helpers.hpp"
#include "shashki/clock/remote_press.hpp"

#include <variant>
#include <vector>

using namespace shashki::clock;
using shashki::clock::test::at;
using std::chrono::milliseconds;
using namespace std::chrono_literals;

namespace {

ReplayPlan planned(const std::variant<ReplayPlan, RemoteRefused>& result) {
  BOOST_REQUIRE(std::holds_alternative<ReplayPlan>(result));
  return std::get<ReplayPlan>(result);
}

RemoteRefusal refusal_of(const std::variant<ReplayPlan, RemoteRefused>& result) {
  BOOST_REQUIRE(std::holds_alternative<RemoteRefused>(result));
  return std::get<RemoteRefused>(result).code;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(remote_press_tests)

BOOST_AUTO_TEST_CASE(a_device_think_time_within_the_round_trip_of_the_server_s_is_accepted_as_is) {
  // The press arrived 10.3 s after the turn began; the device measured 10 s; the link's round trip
  // is at most 400 ms: the device's measure stands.
  const auto r = reconcile(10'000ms, 10'300ms, 400ms);
  BOOST_TEST(r.accepted.count() == 10'000);
  BOOST_TEST(r.outcome == RemoteOutcome::applied);
}

BOOST_AUTO_TEST_CASE(a_device_claiming_more_than_the_server_saw_is_charged_the_server_s_time) {
  const auto r = reconcile(12'000ms, 10'300ms, 400ms);
  BOOST_TEST(r.accepted.count() == 10'300);
  BOOST_TEST(r.outcome == RemoteOutcome::clamped_high);
}

BOOST_AUTO_TEST_CASE(a_device_claiming_far_less_is_charged_the_server_s_time_less_the_round_trip) {
  const auto r = reconcile(2'000ms, 10'300ms, 400ms);
  BOOST_TEST(r.accepted.count() == 9'900);
  BOOST_TEST(r.outcome == RemoteOutcome::clamped_low);
  // A round trip longer than the server's time takes the lower bound to zero, never below.
  BOOST_TEST(reconcile(-5ms, 300ms, 400ms).accepted.count() == 0);
}

BOOST_AUTO_TEST_CASE(a_live_press_is_placed_after_the_turn_s_start_and_never_before_the_last_event) {
  const RemotePress press{Side::white, 1, 4'000ms};
  const auto p = plan_press(press, 1'000ms, 1'000ms, 5'200ms, 500ms);
  BOOST_TEST(p.at.count() == 5'000);
  BOOST_TEST(p.server.count() == 4'200);
  BOOST_TEST(p.outcome == RemoteOutcome::applied);
  // The judge adjusted the clock at 5.1 s, after the press on the device: the press is put there.
  const auto after_adjust = plan_press(press, 1'000ms, 5'100ms, 5'200ms, 500ms);
  BOOST_TEST(after_adjust.at.count() == 5'100);
  BOOST_TEST(after_adjust.accepted.count() == 4'100);
  BOOST_TEST(after_adjust.outcome == RemoteOutcome::clamped_low);
}

BOOST_AUTO_TEST_CASE(the_turn_starts_at_the_last_start_press_or_resume_not_at_an_adjustment) {
  GameClock clock(std::get<TimeControl>(TimeControl::parse("30+30")));
  BOOST_TEST(!turn_start(clock).has_value());
  BOOST_REQUIRE(clock.start(at(0ms)).accepted());
  BOOST_REQUIRE(clock.press(Side::white, at(3s)).accepted());
  BOOST_REQUIRE(clock.adjust(Side::black, 10s, "clock fault", at(4s)).accepted());
  BOOST_TEST(turn_start(clock)->count() == 3'000);
}

BOOST_AUTO_TEST_CASE(replayed_presses_follow_one_another_by_their_own_think_times_bounded_by_now) {
  const std::vector<RemotePress> presses{{Side::black, 4, 3'000ms},
                                         {Side::white, 5, 2'000ms},
                                         {Side::black, 6, 9'000ms},
                                         {Side::white, 7, 1'000ms}};
  // The last acknowledged press was at 10 s; the replay arrives at 20 s.
  const auto plan = planned(plan_replay(10'000ms, 20'000ms, 3, false, presses));
  BOOST_REQUIRE(plan.presses.size() == 4U);
  BOOST_TEST(!plan.discarded);
  BOOST_TEST(plan.presses[0].at.count() == 13'000);
  BOOST_TEST(plan.presses[1].at.count() == 15'000);
  // 15 s + 9 s would pass now: clamped to now, and the next one gets no time at all.
  BOOST_TEST(plan.presses[2].at.count() == 20'000);
  BOOST_TEST(plan.presses[2].accepted.count() == 5'000);
  BOOST_TEST(plan.presses[2].outcome == RemoteOutcome::clamped_high);
  BOOST_TEST(plan.presses[3].at.count() == 20'000);
  BOOST_TEST(plan.presses[3].outcome == RemoteOutcome::clamped_high);
}

BOOST_AUTO_TEST_CASE(a_replay_whose_sequences_do_not_increase_is_refused_as_a_whole) {
  const std::vector<RemotePress> presses{{Side::black, 4, 1s}, {Side::white, 6, 1s}, {Side::black, 5, 1s}};
  BOOST_TEST(refusal_of(plan_replay(0ms, 10s, 3, false, presses)) == RemoteRefusal::out_of_order);
}

BOOST_AUTO_TEST_CASE(a_replay_that_skips_a_sequence_or_has_a_negative_think_time_is_refused) {
  const std::vector<RemotePress> gap{{Side::black, 5, 1s}};
  BOOST_TEST(refusal_of(plan_replay(0ms, 10s, 3, false, gap)) == RemoteRefusal::sequence_gap);
  const std::vector<RemotePress> negative{{Side::black, 4, 1s}, {Side::white, 5, -1ms}};
  BOOST_TEST(refusal_of(plan_replay(0ms, 10s, 3, false, negative)) == RemoteRefusal::negative_think);
}

BOOST_AUTO_TEST_CASE(presses_already_acknowledged_lead_a_replay_as_duplicates) {
  // The answer to press 4 was lost in the outage: the device sends it again before 5 and 6.
  const std::vector<RemotePress> presses{{Side::black, 4, 1s}, {Side::white, 5, 2s}, {Side::black, 6, 1s}};
  const auto plan = planned(plan_replay(0ms, 10s, 4, false, presses));
  BOOST_TEST(plan.duplicates == 1U);
  BOOST_REQUIRE(plan.presses.size() == 2U);
  BOOST_TEST(plan.presses[0].press.sequence == 5U);
  BOOST_TEST(plan.presses[0].at.count() == 2'000);
}

BOOST_AUTO_TEST_CASE(when_the_arbiter_came_first_the_replay_is_planned_as_discarded) {
  const std::vector<RemotePress> presses{{Side::black, 4, 1s}, {Side::white, 5, 2s}};
  const auto plan = planned(plan_replay(0ms, 10s, 3, true, presses));
  BOOST_TEST(plan.discarded);
  BOOST_REQUIRE(plan.presses.size() == 2U);
  BOOST_TEST(plan.presses[1].outcome == RemoteOutcome::discarded);
}

BOOST_AUTO_TEST_CASE(the_round_trip_bound_is_the_largest_recent_sample_between_its_floor_and_cap) {
  RoundTripEstimator rtt(3, 50ms, 1'000ms);
  BOOST_TEST(rtt.bound().count() == 50);  // no sample yet: the floor
  rtt.add(120ms);
  rtt.add(300ms);
  rtt.add(80ms);
  BOOST_TEST(rtt.bound().count() == 300);
  rtt.add(90ms);
  rtt.add(70ms);  // 300 ms has left the window of 3
  BOOST_TEST(rtt.bound().count() == 90);
  rtt.add(5'000ms);
  BOOST_TEST(rtt.bound().count() == 1'000);
  rtt.add(-10ms);  // ignored
  BOOST_TEST(rtt.bound().count() == 1'000);
}

BOOST_AUTO_TEST_CASE(outcome_and_discard_codes_read_back) {
  for (const auto o : {RemoteOutcome::applied, RemoteOutcome::clamped_high, RemoteOutcome::clamped_low,
                       RemoteOutcome::discarded}) {
    BOOST_TEST(remote_outcome_from_code(code(o)) == o);
  }
  BOOST_TEST(discard_reason_from_code("flag-fell") == DiscardReason::flag_fell);
  BOOST_TEST(!remote_outcome_from_code("duplicate").has_value());
}

BOOST_AUTO_TEST_SUITE_END()
