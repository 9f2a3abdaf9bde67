// The journal: stable codes, exact replay of long random games (a seeded generator), and
// crash recovery from a journal cut at any point.
#include <boost/test/unit_test.hpp>

#include "clock_test_helpers.hpp"
#include "shashki/clock/game_clock.hpp"
#include "shashki/clock/recovery.hpp"

#include <cstdlib>
#include <random>
#include <set>
#include <string>
#include <vector>

using namespace shashki::clock;
using shashki::clock::test::at;
using shashki::clock::test::round_start;
using std::chrono::milliseconds;
using namespace std::chrono_literals;

namespace {

// ASan and UBSan slow this suite down about twentyfold: the sanitizer build cuts the journals
// at every point of a shorter game.
bool sanitized() {
  const char* flag = std::getenv("SHASHKI_SANITIZED");
  return flag != nullptr && std::string(flag) == "1";
}

// Drives a clock with `count` random events from a seeded engine: presses by either side
// (sometimes the wrong one), pauses, resumes, adjustments, counter corrections, flag checks,
// time steps long enough for flags to fall, and now and then a crash with a reboot (the
// monotonic origin starts again) recovered with a random charge. A flagged side is given time
// back so the game goes on; the last event ends it.
GameClock random_game(const TimeControl& control, std::uint64_t seed, int count) {
  std::mt19937_64 rng(seed);
  auto pick = [&rng](int n) { return static_cast<int>(rng() % static_cast<std::uint64_t>(n)); };
  milliseconds t = 0ms;
  milliseconds wall_offset = 0ms;  // the wall clock goes on across reboots; boot time does not
  auto reading = [&] { return TimeReading{t, round_start() + wall_offset + t}; };
  GameClock clock(control);
  (void)clock.start(reading());
  for (int i = 0; i < count - 1; ++i) {
    t += milliseconds{pick(4) == 0 ? pick(120000) : pick(9000)};
    const Side side = pick(5) == 0 ? Side::black : Side::white;
    const int roll = pick(1000);
    if (roll < 600) {
      (void)clock.press(clock.running().value_or(side), reading());
    } else if (roll < 640) {
      (void)clock.press(side, reading());
    } else if (roll < 700) {
      (void)clock.pause(reading(), side, "appeal");
    } else if (roll < 800) {
      (void)clock.resume(reading());
    } else if (roll < 860) {
      (void)clock.adjust(side, milliseconds{pick(120000) - 40000}, "judge", reading());
    } else if (roll < 880) {
      (void)clock.set_moves(side, pick(60), "correction", reading());
    } else if (roll < 990) {
      (void)clock.check_flag(reading());
    } else {
      const auto crash = round_start() + wall_offset + t;
      wall_offset += t + milliseconds{pick(600000)};
      t = milliseconds{pick(5000)};
      RecoveryChoice choice;
      if (pick(2) == 0) choice.charge_until = crash;
      clock = std::get<GameClock>(recover(control, clock.journal(), choice, reading()));
    }
    if (clock.phase() == ClockPhase::flagged) {
      (void)clock.adjust(clock.state().flag->side, 90s, "flag withdrawn", reading());
    }
  }
  t += 1s;
  (void)clock.end(reading(), "result entered");
  return clock;
}

std::vector<EventKind> all_kinds() {
  return {EventKind::start,     EventKind::press, EventKind::pause, EventKind::resume, EventKind::adjust,
          EventKind::set_moves, EventKind::flag,  EventKind::end,   EventKind::recover};
}

std::vector<TimeControl> sample_controls() {
  return {TimeControl::fischer(3min, 2s), TimeControl::sudden_death(5min), TimeControl::bronstein(7min, 5s),
          TimeControl::simple_delay(3min, 5s),
          std::get<TimeControl>(TimeControl::parse("10/4+2d,5/2+3b,2+2"))};
}

}  // namespace

BOOST_AUTO_TEST_SUITE(journal_tests)

BOOST_AUTO_TEST_CASE(every_event_kind_and_side_has_a_stable_code_that_reads_back) {
  for (const EventKind kind : all_kinds()) {
    BOOST_TEST_INFO("kind " << code(kind));
    BOOST_TEST(event_kind_from_code(code(kind)) == kind);
  }
  BOOST_TEST(code(EventKind::set_moves) == "moves");
  BOOST_TEST(code(EventKind::press) == "press");
  BOOST_TEST(side_from_code("white") == Side::white);
  BOOST_TEST(side_from_code(code(Side::black)) == Side::black);
  BOOST_TEST(!event_kind_from_code("Press").has_value());
  BOOST_TEST(!side_from_code("null").has_value());
}

BOOST_AUTO_TEST_CASE(every_kind_maps_to_an_event_of_the_clock_log_contract) {
  const std::set<std::string_view> contract{"start", "press", "pause", "resume", "adjust", "flag", "end"};
  for (const EventKind kind : all_kinds()) {
    BOOST_TEST_INFO("kind " << code(kind));
    BOOST_TEST(contract.count(log_event(kind)) == 1U);
  }
  BOOST_TEST(log_event(EventKind::set_moves) == "adjust");
  BOOST_TEST(log_event(EventKind::press) == "press");
}

BOOST_AUTO_TEST_CASE(the_wall_time_is_written_as_in_the_clock_log) {
  BOOST_TEST(format_instant(round_start() + 1234ms) == "2026-05-01T10:00:01.234Z");
}

BOOST_AUTO_TEST_CASE(replaying_a_journal_of_10000_random_events_reproduces_the_state_exactly) {
  std::uint64_t seed = 20261129;
  for (const TimeControl& control : sample_controls()) {
    BOOST_TEST_INFO("control " << control.to_string() << ", seed " << seed);
    const GameClock live = random_game(control, seed++, 10000);
    BOOST_TEST(live.journal().size() > 3000U);  // many random events are accepted ones
    // The game must have gone through every kind of event, or the replay proves little.
    std::set<EventKind> kinds;
    for (const JournalRecord& r : live.journal()) kinds.insert(r.kind);
    BOOST_TEST(kinds.size() == 9U);
    auto replayed = GameClock::replay(control, live.journal());
    BOOST_REQUIRE(std::holds_alternative<GameClock>(replayed));
    const GameClock& copy = std::get<GameClock>(replayed);
    BOOST_TEST((copy.state() == live.state()));
    BOOST_TEST((copy.journal() == live.journal()));
  }
}

BOOST_AUTO_TEST_CASE(a_journal_cut_at_any_point_rebuilds_a_consistent_paused_state) {
  const TimeControl control = std::get<TimeControl>(TimeControl::parse("10/4+2d,5/2+3b,2+2"));
  const GameClock live = random_game(control, 7, sanitized() ? 1000 : 10000);
  BOOST_TEST_MESSAGE("cutting a journal of " << live.journal().size() << " records");
  const auto& journal = live.journal();
  // After a reboot the monotonic origin starts again, far below the journal's readings.
  const TimeReading after_reboot{5s, round_start() + 10h};
  for (std::size_t cut = 1; cut <= journal.size(); ++cut) {
    BOOST_TEST_INFO("cut after record " << cut);
    const std::span<const JournalRecord> prefix(journal.data(), cut);
    auto recovered = recover(control, prefix, RecoveryChoice{}, after_reboot);
    BOOST_REQUIRE(std::holds_alternative<GameClock>(recovered));
    const GameClock& clock = std::get<GameClock>(recovered);
    const JournalRecord& last = prefix.back();
    // Nothing runs; each side has exactly what it had at the last stored event.
    BOOST_TEST(!clock.running().has_value());
    BOOST_TEST(clock.remaining(Side::white, 1h).count() == last.white.count());
    BOOST_TEST(clock.remaining(Side::black, 1h).count() == last.black.count());
    BOOST_TEST(clock.moves(Side::white) == last.white_moves);
    BOOST_TEST(clock.moves(Side::black) == last.black_moves);
    if (last.kind != EventKind::end) BOOST_TEST(clock.phase() != ClockPhase::finished);
    // A clock that had records and was not finished gets a recover record at the new time base;
    // one that was running says whose time it was and is now paused.
    if (clock.phase() != ClockPhase::finished) {
      BOOST_REQUIRE(clock.journal().size() == cut + 1);
      const JournalRecord& rec = clock.journal().back();
      BOOST_TEST(rec.kind == EventKind::recover);
      BOOST_TEST(rec.reading.count() == after_reboot.monotonic.count());
      if (rec.side) BOOST_TEST(clock.phase() == ClockPhase::paused);
    }
    // The recovered journal is itself a journal that replays.
    BOOST_TEST(std::holds_alternative<GameClock>(GameClock::replay(control, clock.journal())));
  }
}

BOOST_AUTO_TEST_CASE(recovery_charges_the_running_side_only_when_the_judge_so_decides) {
  const TimeControl control = TimeControl::fischer(30min, 30s);
  GameClock live(control);
  BOOST_TEST(live.start(at(0ms)).accepted());
  BOOST_TEST(live.press(Side::white, at(20s)).accepted());  // Black's clock runs from 10:00:20
  const auto question = std::get<RecoveryQuestion>(recovery_question(control, live.journal()));
  BOOST_TEST(question.running_side == Side::black);
  BOOST_TEST(question.black.count() == milliseconds(30min).count());
  BOOST_TEST(format_instant(question.last_event_at) == "2026-05-01T10:00:20.000Z");
  // The power went out at 10:02:00: Black thought 100 s of it.
  const auto power_cut = round_start() + 2min;
  BOOST_TEST(question.charge_until(power_cut).count() == 100000);

  const TimeReading after_reboot{3s, round_start() + 15min};
  const auto kept = std::get<GameClock>(recover(control, live.journal(), RecoveryChoice{}, after_reboot));
  BOOST_TEST(kept.phase() == ClockPhase::paused);
  BOOST_TEST(kept.remaining(Side::black, 1h).count() == milliseconds(30min).count());

  auto charged =
      std::get<GameClock>(recover(control, live.journal(), RecoveryChoice{power_cut}, after_reboot));
  BOOST_TEST(charged.phase() == ClockPhase::paused);
  BOOST_TEST(charged.remaining(Side::black, 3s).count() == milliseconds(30min - 100s).count());
  const JournalRecord& rec = charged.journal().back();
  BOOST_TEST(rec.kind == EventKind::recover);
  BOOST_TEST(rec.side == Side::black);
  BOOST_TEST(rec.value == 100000);
  BOOST_TEST(rec.reason.find("10:02:00") != std::string::npos);
  // It runs again in the new time base once the judge resumes it.
  BOOST_TEST(charged.resume(at(4s)).accepted());
  BOOST_TEST(charged.remaining(Side::black, 5s).count() == milliseconds(30min - 101s).count());
  BOOST_TEST(std::holds_alternative<GameClock>(GameClock::replay(control, charged.journal())));
}

BOOST_AUTO_TEST_CASE(a_charge_longer_than_the_remaining_time_lets_the_flag_fall_when_it_would_have) {
  const TimeControl control = TimeControl::fischer(3min, 2s);
  GameClock live(control);
  BOOST_TEST(live.start(at(0ms)).accepted());
  auto recovered = std::get<GameClock>(recover(control, live.journal(), RecoveryChoice{round_start() + 10min},
                                               TimeReading{1s, round_start() + 11min}));
  BOOST_TEST(recovered.phase() == ClockPhase::flagged);
  BOOST_REQUIRE(recovered.state().flag.has_value());
  BOOST_TEST(recovered.state().flag->side == Side::white);
  const auto& j = recovered.journal();
  BOOST_TEST(j[j.size() - 2].kind == EventKind::flag);
  BOOST_TEST(format_instant(j[j.size() - 2].at) == "2026-05-01T10:03:00.000Z");
  BOOST_TEST(std::holds_alternative<GameClock>(GameClock::replay(control, j)));
}

BOOST_AUTO_TEST_CASE(a_paused_clock_restored_after_a_reboot_can_be_resumed) {
  const TimeControl control = TimeControl::fischer(8min, 4s);
  GameClock live(control);
  BOOST_TEST(live.start(at(100s)).accepted());
  BOOST_TEST(live.pause(at(110s), std::nullopt, "announcement").accepted());
  auto clock =
      std::get<GameClock>(recover(control, live.journal(), RecoveryChoice{}, TimeReading{2s, round_start()}));
  BOOST_TEST(clock.resume(at(3s)).accepted());
  BOOST_TEST(clock.remaining(Side::white, 4s).count() == milliseconds(8min - 11s).count());
}

BOOST_AUTO_TEST_CASE(a_tampered_journal_is_refused_naming_the_record_and_the_field) {
  const TimeControl control = TimeControl::fischer(8min, 4s);
  GameClock live(control);
  BOOST_TEST(live.start(at(0ms)).accepted());
  BOOST_TEST(live.press(Side::white, at(5s)).accepted());
  BOOST_TEST(live.press(Side::black, at(9s)).accepted());
  std::vector<JournalRecord> journal = live.journal();
  journal[2].black += 1ms;
  const auto error = std::get<ReplayError>(GameClock::replay(control, journal));
  BOOST_TEST(error.record == 2U);
  BOOST_TEST(error.message.find("record 3 (press)") != std::string::npos);
  BOOST_TEST(error.message.find("black_ms") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(a_journal_missing_its_flag_record_does_not_replay) {
  const TimeControl control = TimeControl::sudden_death(3min);
  GameClock live(control);
  BOOST_TEST(live.start(at(0ms)).accepted());
  BOOST_TEST(live.check_flag(at(4min)).has_value());
  BOOST_TEST(live.end(at(5min), "0-2").accepted());
  std::vector<JournalRecord> journal = live.journal();
  journal.erase(journal.begin() + 1);
  const auto error = std::get<ReplayError>(GameClock::replay(control, journal));
  BOOST_TEST(error.record == 1U);
}

BOOST_AUTO_TEST_CASE(recovery_offers_the_times_of_a_checkpoint_taken_after_the_last_record) {
  const TimeControl control = TimeControl::fischer(30min, 30s);
  GameClock live(control);
  BOOST_TEST(live.start(at(0ms)).accepted());
  BOOST_TEST(live.press(Side::white, at(20s)).accepted());  // Black's clock runs from 10:00:20
  // Checkpoints while Black thinks: the later one counts; none for a clock that does not run.
  const auto early = checkpoint_of(live, at(25s));
  const auto late = checkpoint_of(live, at(80s));
  BOOST_REQUIRE(late.has_value());
  BOOST_TEST(late->records == 2U);
  BOOST_TEST(late->black.count() == milliseconds(30min - 60s).count());
  const auto question = std::get<RecoveryQuestion>(recovery_question(control, live.journal(), late));
  BOOST_TEST(question.black.count() == milliseconds(30min - 60s).count());
  BOOST_TEST(question.checkpoint_charge.count() == 60000);
  BOOST_TEST(question.checkpoint_at.has_value());
  // The power went out 10 s after the checkpoint: the judge may charge those too, never less.
  BOOST_TEST(question.charge_until(round_start() + 90s).count() == 70000);
  BOOST_TEST(question.charge_until(round_start() + 30s).count() == 60000);
  const TimeReading after_reboot{3s, round_start() + 15min};
  const auto restored =
      std::get<GameClock>(recover(control, live.journal(), RecoveryChoice{}, after_reboot, late));
  BOOST_TEST(restored.phase() == ClockPhase::paused);
  BOOST_TEST(restored.remaining(Side::black, 1h).count() == milliseconds(30min - 60s).count());
  BOOST_TEST(restored.journal().back().value == 60000);
  BOOST_TEST(std::holds_alternative<GameClock>(GameClock::replay(control, restored.journal())));
  // A checkpoint older than the last record is ignored: the press after it has the times.
  BOOST_TEST(live.press(Side::black, at(90s)).accepted());
  const auto stale = std::get<RecoveryQuestion>(recovery_question(control, live.journal(), early));
  BOOST_TEST(stale.checkpoint_charge.count() == 0);
  BOOST_TEST(!stale.checkpoint_at.has_value());
  BOOST_TEST(live.pause(at(95s)).accepted());
  BOOST_TEST(!checkpoint_of(live, at(99s)).has_value());
}

BOOST_AUTO_TEST_SUITE_END()
