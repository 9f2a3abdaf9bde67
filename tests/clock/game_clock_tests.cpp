// GameClock against the manual time source: every preset of 6.1.9, delays, periods, pauses for
// appeals (6.1.10.3), adjustments and refusals.
#define BOOST_TEST_MODULE clock_tests
#include <boost/test/data/test_case.hpp>
#include <boost/test/unit_test.hpp>

#include "clock_test_helpers.hpp"
#include "shashki/clock/game_clock.hpp"
#include "shashki/clock/presets.hpp"

#include <functional>
#include <string>
#include <vector>

namespace bdata = boost::unit_test::data;
using namespace shashki::clock;
using shashki::clock::test::at;
using std::chrono::milliseconds;
using namespace std::chrono_literals;

namespace {

std::vector<std::size_t> preset_indices() {
  std::vector<std::size_t> indices;
  for (std::size_t i = 0; i < presets().size(); ++i) indices.push_back(i);
  return indices;
}

TimeControl parsed(std::string_view text) {
  return std::get<TimeControl>(TimeControl::parse(text));
}

}  // namespace

BOOST_AUTO_TEST_SUITE(game_clock_tests)

BOOST_DATA_TEST_CASE(the_increment_is_added_after_the_press_and_not_before, bdata::make(preset_indices()),
                     i) {
  const Preset& p = presets()[i];
  BOOST_TEST_INFO("preset " << p.name);
  GameClock clock(p.control());
  BOOST_TEST(clock.start(at(0ms)).accepted());
  BOOST_TEST(clock.running() == Side::white);  // 6.1.4.1: White's clock runs first
  // Just before the press the player has only his base time, less what he used.
  BOOST_TEST(clock.remaining(Side::white, 10s).count() == milliseconds(p.base - 10s).count());
  BOOST_TEST(clock.press(Side::white, at(10s)).accepted());
  BOOST_TEST(clock.remaining(Side::white, 10s).count() == milliseconds(p.base - 10s + p.increment).count());
  BOOST_TEST(clock.running() == Side::black);
  // Black's clock starts at the press, untouched until then.
  BOOST_TEST(clock.remaining(Side::black, 10s).count() == milliseconds(p.base).count());
  BOOST_TEST(clock.remaining(Side::black, 13s).count() == milliseconds(p.base - 3s).count());
  BOOST_TEST(clock.press(Side::black, at(13s)).accepted());
  BOOST_TEST(clock.remaining(Side::black, 13s).count() == milliseconds(p.base - 3s + p.increment).count());
  BOOST_TEST(clock.moves(Side::white) == 1);
  BOOST_TEST(clock.moves(Side::black) == 1);
}

BOOST_DATA_TEST_CASE(the_flag_falls_at_exactly_zero_and_not_a_millisecond_before,
                     bdata::make(preset_indices()), i) {
  const Preset& p = presets()[i];
  BOOST_TEST_INFO("preset " << p.name);
  GameClock clock(p.control());
  BOOST_TEST(clock.start(at(0ms)).accepted());
  BOOST_TEST(clock.press(Side::white, at(1s)).accepted());
  // Black thinks until his time is up: it falls at base exactly after the press.
  const milliseconds zero = 1s + milliseconds(p.base);
  BOOST_TEST(!clock.check_flag(at(zero - 1ms)).has_value());
  BOOST_TEST(clock.remaining(Side::black, zero - 1ms).count() == 1);
  BOOST_TEST(!clock.flag_due(zero - 1ms));
  // Noticed late, it is still recorded at the instant it fell.
  const auto flag = clock.check_flag(at(zero + 250ms));
  BOOST_REQUIRE(flag.has_value());
  BOOST_TEST(flag->side == Side::black);
  BOOST_TEST(flag->move == 1);
  BOOST_TEST(flag->reading.count() == zero.count());
  BOOST_TEST(clock.phase() == ClockPhase::flagged);
  BOOST_TEST(clock.journal().back().kind == EventKind::flag);
  BOOST_TEST(clock.journal().back().reading.count() == zero.count());
  BOOST_TEST(clock.journal().back().black.count() == 0);
}

BOOST_DATA_TEST_CASE(no_increment_is_given_after_the_final_flag, bdata::make(preset_indices()), i) {
  const Preset& p = presets()[i];
  BOOST_TEST_INFO("preset " << p.name);
  GameClock clock(p.control());
  BOOST_TEST(clock.start(at(0ms)).accepted());
  const milliseconds late = milliseconds(p.base);  // pressing at zero is too late
  const EventResult r = clock.press(Side::white, at(late));
  BOOST_TEST(!r.accepted());
  BOOST_TEST(r.refusal == Refusal::flag_fell);
  BOOST_TEST(r.records == 1U);  // the flag itself is recorded
  BOOST_TEST(clock.remaining(Side::white, late).count() == 0);
  BOOST_TEST(clock.moves(Side::white) == 0);
  BOOST_TEST(clock.state().flag->side == Side::white);
  // The flag stays visible after the game ends.
  BOOST_TEST(clock.end(at(late + 5s), "0-2 on time").accepted());
  BOOST_TEST(clock.phase() == ClockPhase::finished);
  BOOST_TEST(clock.state().flag.has_value());
}

BOOST_DATA_TEST_CASE(a_pause_for_an_appeal_stops_both_sides, bdata::make(preset_indices()), i) {
  const Preset& p = presets()[i];
  BOOST_TEST_INFO("preset " << p.name);
  GameClock clock(p.control());
  BOOST_TEST(clock.start(at(0ms)).accepted());
  BOOST_TEST(clock.press(Side::white, at(4s)).accepted());
  // 6.1.10.3: Black stops the clock to appeal to the judge.
  BOOST_TEST(clock.pause(at(6s), Side::black, "appeal: touch-move claim").accepted());
  const milliseconds white = clock.remaining(Side::white, 6s);
  const milliseconds black = clock.remaining(Side::black, 6s);
  BOOST_TEST(black.count() == milliseconds(p.base - 2s).count());
  // An hour of deliberation costs neither side anything, and no flag falls.
  BOOST_TEST(clock.remaining(Side::white, 6s + 1h).count() == white.count());
  BOOST_TEST(clock.remaining(Side::black, 6s + 1h).count() == black.count());
  BOOST_TEST(!clock.check_flag(at(6s + 1h)).has_value());
  BOOST_TEST(clock.journal().back().kind == EventKind::pause);
  BOOST_TEST(clock.journal().back().side == Side::black);
  // Resumed, Black's clock runs on from where it stood.
  BOOST_TEST(clock.resume(at(6s + 1h)).accepted());
  BOOST_TEST(clock.remaining(Side::black, 6s + 1h + 1s).count() == milliseconds(black - 1s).count());
}

BOOST_AUTO_TEST_CASE(bronstein_gives_back_the_time_used_up_to_the_delay) {
  GameClock clock(TimeControl::bronstein(5min, 5s));
  BOOST_TEST(clock.start(at(0ms)).accepted());
  BOOST_TEST(clock.press(Side::white, at(3s)).accepted());  // used 3 s, gets 3 s back
  BOOST_TEST(clock.remaining(Side::white, 3s).count() == milliseconds(5min).count());
  BOOST_TEST(clock.press(Side::black, at(11s)).accepted());  // used 8 s, gets 5 s back
  BOOST_TEST(clock.remaining(Side::black, 11s).count() == milliseconds(5min - 3s).count());
  // Time used before a pause counts towards the move's refund too.
  BOOST_TEST(clock.pause(at(13s), std::nullopt, "announcement").accepted());
  BOOST_TEST(clock.resume(at(100s)).accepted());
  BOOST_TEST(clock.press(Side::white, at(101s)).accepted());  // 2 s + 1 s used
  BOOST_TEST(clock.remaining(Side::white, 101s).count() == milliseconds(5min).count());
}

BOOST_AUTO_TEST_CASE(a_simple_delay_is_consumed_before_the_main_time) {
  GameClock clock(TimeControl::simple_delay(3min, 5s));
  BOOST_TEST(clock.start(at(0ms)).accepted());
  BOOST_TEST(clock.remaining(Side::white, 4s).count() == milliseconds(3min).count());
  BOOST_TEST(clock.delay_left(4s).count() == 1000);
  BOOST_TEST(clock.remaining(Side::white, 7s).count() == milliseconds(3min - 2s).count());
  BOOST_TEST(clock.delay_left(7s).count() == 0);
  BOOST_TEST(clock.press(Side::white, at(7s)).accepted());
  // No time is added at the press: the delay only shields the next move's first seconds.
  BOOST_TEST(clock.remaining(Side::white, 7s).count() == milliseconds(3min - 2s).count());
  // A pause inside the delay keeps the rest of it for after the resume.
  BOOST_TEST(clock.pause(at(9s), std::nullopt, "appeal").accepted());
  BOOST_TEST(clock.resume(at(60s)).accepted());
  BOOST_TEST(clock.delay_left(60s).count() == 3000);
  BOOST_TEST(clock.remaining(Side::black, 64s).count() == milliseconds(3min - 1s).count());
  // The flag falls when delay and main time are both gone.
  BOOST_TEST(!clock.check_flag(at(60s + 3s + 3min - 1ms)).has_value());
  BOOST_TEST(clock.check_flag(at(60s + 3s + 3min)).has_value());
}

BOOST_AUTO_TEST_CASE(a_period_s_time_is_added_when_its_move_count_is_reached) {
  // Two moves in one minute, then one minute plus 5 s per move.
  GameClock clock(parsed("2/1,1+5"));
  BOOST_TEST(clock.start(at(0ms)).accepted());
  BOOST_TEST(clock.press(Side::white, at(10s)).accepted());
  BOOST_TEST(clock.remaining(Side::white, 10s).count() == milliseconds(50s).count());
  BOOST_TEST(clock.press(Side::black, at(11s)).accepted());
  BOOST_TEST(clock.press(Side::white, at(21s)).accepted());  // White's second move ends the period
  BOOST_TEST(clock.state().sides[index(Side::white)].period == 1U);
  // The first period gives no increment; the second period's minute arrives with the press.
  BOOST_TEST(clock.remaining(Side::white, 21s).count() == milliseconds(40s + 1min).count());
  BOOST_TEST(clock.state().sides[index(Side::black)].period == 0U);
  BOOST_TEST(clock.press(Side::black, at(22s)).accepted());
  BOOST_TEST(clock.press(Side::white, at(32s)).accepted());  // now 5 s per move
  BOOST_TEST(clock.remaining(Side::white, 32s).count() == milliseconds(40s + 1min - 10s + 5s).count());
}

BOOST_AUTO_TEST_CASE(a_judge_s_move_counter_correction_is_what_the_period_reads) {
  GameClock clock(parsed("3/1,1"));
  BOOST_TEST(clock.start(at(0ms)).accepted());
  BOOST_TEST(clock.press(Side::white, at(1s)).accepted());
  // A press was missed: the judge sets White's count to 2, so the next press ends the period.
  const EventResult r = clock.set_moves(Side::white, 2, "missed press on move 2", at(2s));
  BOOST_TEST(r.accepted());
  BOOST_TEST(clock.moves(Side::white) == 2);
  BOOST_TEST(clock.journal().back().kind == EventKind::set_moves);
  BOOST_TEST(clock.journal().back().value == 2);
  BOOST_TEST(clock.journal().back().reason == "missed press on move 2");
  BOOST_TEST(clock.press(Side::black, at(2s)).accepted());
  BOOST_TEST(clock.press(Side::white, at(3s)).accepted());
  BOOST_TEST(clock.moves(Side::white) == 3);
  BOOST_TEST(clock.state().sides[index(Side::white)].period == 1U);
  BOOST_TEST(clock.remaining(Side::white, 3s).count() == milliseconds(2min - 2s).count());
}

BOOST_AUTO_TEST_CASE(the_move_counters_tell_when_6_1_8_1_allows_a_draw_offer) {
  GameClock clock(TimeControl::fischer(30min, 30s));
  BOOST_TEST(clock.start(at(0ms)).accepted());
  milliseconds t = 0ms;
  for (int move = 1; move <= 20; ++move) {
    BOOST_TEST(clock.press(Side::white, at(t += 1s)).accepted());
    // 6.1.8.1: a draw may be offered once each player has made at least 20 moves.
    BOOST_TEST((std::min(clock.moves(Side::white), clock.moves(Side::black)) >= 20) == false);
    BOOST_TEST(clock.press(Side::black, at(t += 1s)).accepted());
  }
  BOOST_TEST(clock.moves(Side::white) == 20);
  BOOST_TEST(clock.moves(Side::black) == 20);
}

BOOST_AUTO_TEST_CASE(adjustments_are_logged_with_their_reason) {
  GameClock clock(TimeControl::fischer(8min, 4s));
  BOOST_TEST(clock.start(at(0ms)).accepted());
  BOOST_TEST(
      clock.adjust(Side::black, 2min, "5.4.14.2: White stopped the clock without cause", at(5s)).accepted());
  const JournalRecord& add = clock.journal().back();
  BOOST_TEST(add.kind == EventKind::adjust);
  BOOST_TEST(add.side == Side::black);
  BOOST_TEST(add.value == 120000);
  BOOST_TEST(add.reason == "5.4.14.2: White stopped the clock without cause");
  BOOST_TEST(add.black.count() == milliseconds(10min).count());
  BOOST_TEST(add.white.count() == milliseconds(8min - 5s).count());  // settled at the event
  BOOST_TEST(clock.adjust(Side::white, -1min, "late arrival", at(6s)).accepted());
  BOOST_TEST(clock.journal().back().value == -60000);
  BOOST_TEST(clock.remaining(Side::white, 6s).count() == milliseconds(7min - 6s).count());
}

BOOST_AUTO_TEST_CASE(time_given_back_to_a_flagged_side_withdraws_the_flag_and_leaves_the_clock_paused) {
  GameClock clock(TimeControl::fischer(3min, 2s));
  BOOST_TEST(clock.start(at(0ms)).accepted());
  BOOST_TEST(clock.check_flag(at(3min)).has_value());
  BOOST_TEST(
      clock.adjust(Side::white, 30s, "clock malfunction confirmed by the judge", at(3min + 10s)).accepted());
  BOOST_TEST(clock.phase() == ClockPhase::paused);
  BOOST_TEST(!clock.state().flag.has_value());
  BOOST_TEST(clock.resume(at(3min + 20s)).accepted());
  BOOST_TEST(clock.running() == Side::white);
}

namespace {

struct IllegalCase {
  std::string name;
  std::function<void(GameClock&)> prepare;
  std::function<EventResult(GameClock&)> event;
  Refusal expected;
};

std::ostream& operator<<(std::ostream& out, const IllegalCase& c) {
  return out << c.name;
}

void started(GameClock& c) {
  (void)c.start(at(0ms));
}
void paused(GameClock& c) {
  started(c);
  (void)c.pause(at(1s), Side::white, "appeal");
}
void flagged(GameClock& c) {
  started(c);
  (void)c.check_flag(at(10min));
}
void finished(GameClock& c) {
  started(c);
  (void)c.end(at(2s), "1-1");
}
void fresh(GameClock&) {}

std::vector<IllegalCase> illegal_cases() {
  return {
      {"press before the start", fresh, [](GameClock& c) { return c.press(Side::white, at(1s)); },
       Refusal::not_started},
      {"pause before the start", fresh, [](GameClock& c) { return c.pause(at(1s)); }, Refusal::not_started},
      {"resume before the start", fresh, [](GameClock& c) { return c.resume(at(1s)); }, Refusal::not_paused},
      {"start twice", started, [](GameClock& c) { return c.start(at(1s)); }, Refusal::already_started},
      {"press by the side not running", started, [](GameClock& c) { return c.press(Side::black, at(1s)); },
       Refusal::wrong_side},
      {"resume a running clock", started, [](GameClock& c) { return c.resume(at(1s)); }, Refusal::not_paused},
      {"adjust without a reason", started, [](GameClock& c) { return c.adjust(Side::white, 1s, "", at(1s)); },
       Refusal::no_reason},
      {"adjust by nothing", started, [](GameClock& c) { return c.adjust(Side::white, 0ms, "x", at(1s)); },
       Refusal::bad_adjustment},
      {"remove all the time", started, [](GameClock& c) { return c.adjust(Side::black, -5min, "x", at(1s)); },
       Refusal::bad_adjustment},
      {"negative move counter", started,
       [](GameClock& c) { return c.set_moves(Side::white, -1, "x", at(1s)); }, Refusal::bad_move_count},
      {"move counter without a reason", started,
       [](GameClock& c) { return c.set_moves(Side::white, 3, "", at(1s)); }, Refusal::no_reason},
      {"a reading from the past", paused, [](GameClock& c) { return c.resume(at(500ms)); },
       Refusal::time_went_backwards},
      {"press a paused clock", paused, [](GameClock& c) { return c.press(Side::white, at(2s)); },
       Refusal::not_running},
      {"pause a paused clock", paused, [](GameClock& c) { return c.pause(at(2s)); }, Refusal::not_running},
      {"press after the flag", flagged, [](GameClock& c) { return c.press(Side::white, at(11min)); },
       Refusal::flag_fell},
      {"resume after the flag", flagged, [](GameClock& c) { return c.resume(at(11min)); },
       Refusal::not_paused},
      {"resume a finished game", finished, [](GameClock& c) { return c.resume(at(3s)); }, Refusal::finished},
      {"press in a finished game", finished, [](GameClock& c) { return c.press(Side::white, at(3s)); },
       Refusal::finished},
      {"adjust a finished game", finished,
       [](GameClock& c) { return c.adjust(Side::white, 1s, "x", at(3s)); }, Refusal::finished},
      {"end twice", finished, [](GameClock& c) { return c.end(at(3s)); }, Refusal::finished},
  };
}

}  // namespace

BOOST_DATA_TEST_CASE(an_illegal_event_is_refused_with_a_reason_and_changes_nothing,
                     bdata::make(illegal_cases()), c) {
  GameClock clock(TimeControl::fischer(5min, 3s));
  c.prepare(clock);
  const ClockState before = clock.state();
  const std::vector<JournalRecord> journal = clock.journal();
  const EventResult r = c.event(clock);
  BOOST_TEST(!r.accepted());
  BOOST_TEST(r.refusal == c.expected);
  BOOST_TEST(!r.message.empty());
  BOOST_TEST(r.records == 0U);
  BOOST_TEST((clock.state() == before));
  BOOST_TEST((clock.journal() == journal));
}

BOOST_AUTO_TEST_CASE(black_s_clock_starts_when_a_drawn_opening_gives_black_the_move) {
  // 6.1.4.1: White moves first unless the opening drawn by ballot says otherwise.
  GameClock clock(TimeControl::fischer(20min, 30s));
  BOOST_TEST(clock.start(at(0ms), Side::black).accepted());
  BOOST_TEST(clock.running() == Side::black);
  BOOST_TEST(clock.journal().front().side == Side::black);
}

BOOST_AUTO_TEST_CASE(undo_takes_the_clock_back_to_its_mark_and_drops_the_records_after_it) {
  GameClock clock(parsed("5+3"));
  BOOST_TEST(clock.start(at(0ms)).accepted());
  BOOST_TEST(clock.press(Side::white, at(4s)).accepted());
  const auto state = clock.state();
  const auto journal = clock.journal();
  const auto mark = clock.mark();
  // Black's press, then a flag that falls before White's: both go.
  BOOST_TEST(clock.press(Side::black, at(6s)).accepted());
  BOOST_TEST(!clock.press(Side::white, at(10min)).accepted());
  BOOST_TEST(clock.journal().size() == journal.size() + 2);
  clock.undo(mark);
  BOOST_TEST((clock.state() == state));
  BOOST_TEST((clock.journal() == journal));
  // The clock runs on from there as if nothing had been applied.
  BOOST_TEST(clock.press(Side::black, at(7s)).accepted());
  BOOST_TEST(clock.remaining(Side::black, 7s).count() == milliseconds(5min - 3s + 3s).count());
}

BOOST_AUTO_TEST_SUITE_END()
