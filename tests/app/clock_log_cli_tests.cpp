#include "live_fixture.hpp"

#include "shashki/app/clock_service.hpp"

#include <boost/test/unit_test.hpp>
#include <nlohmann/json.hpp>

using namespace std::chrono_literals;
using shashki::app::ClockService;
using shashki::app::test::LiveFixture;
using shashki::clock::Side;

BOOST_AUTO_TEST_SUITE(clock_log_cli_tests)

BOOST_AUTO_TEST_CASE(clock_log_shows_a_recovered_game_with_the_contract_s_events_only) {
  LiveFixture f(1);
  {
    ClockService clocks(*f.session, f.time, f.event.id, 1);
    clocks.start_all();
    f.time.advance(4s);
    clocks.press(1, Side::white);
  }
  {
    ClockService clocks(*f.session, f.time, f.event.id, 1);  // a restart
    clocks.recover_all({}, "power cut");
    clocks.adjust(1, Side::black, 2min, "clock fault");
  }
  f.close();
  const auto r = shashki::test::run(shashki::test::shashki_command(
      "--lang en --db " + shashki::test::quoted(f.path) + " clock log --event 1 --round 1 --board 1 --json"));
  BOOST_REQUIRE_MESSAGE(r.exit_code == 0, r.err);
  const auto log = nlohmann::json::parse(r.out);
  BOOST_REQUIRE(log.size() == 4U);
  std::vector<std::string> events;
  for (const auto& e : log) events.push_back(e["event"].get<std::string>());
  // The recovery is logged as a pause (its reason says which), as the contract lists events.
  const std::vector<std::string> expected{"start", "press", "pause", "adjust"};
  BOOST_TEST(events == expected, boost::test_tools::per_element());
  BOOST_TEST(log[2]["reason"].get<std::string>().find("power cut") != std::string::npos);
  BOOST_TEST(log[3]["black_ms"] == 1'800'000 + 120'000);
  BOOST_TEST(log[0]["at"] == "2026-05-01T10:00:00.000Z");
}

BOOST_AUTO_TEST_SUITE_END()
