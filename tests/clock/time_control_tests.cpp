// Time controls as values: the compact notation, its checks, and the bounds of 6.1.9.
#include <boost/test/data/test_case.hpp>
#include <boost/test/unit_test.hpp>

#include "clock_test_helpers.hpp"
#include "shashki/clock/presets.hpp"
#include "shashki/clock/regulation.hpp"
#include "shashki/clock/time_control.hpp"

#include <string>
#include <vector>

namespace bdata = boost::unit_test::data;
using namespace shashki::clock;
using std::chrono::milliseconds;
using namespace std::chrono_literals;

namespace {

TimeControl parsed(std::string_view text) {
  auto result = TimeControl::parse(text);
  BOOST_REQUIRE_MESSAGE(std::holds_alternative<TimeControl>(result), "cannot parse " << text);
  return std::get<TimeControl>(result);
}

std::string parse_error(std::string_view text) {
  auto result = TimeControl::parse(text);
  if (auto* error = std::get_if<ControlError>(&result)) return error->message;
  return "(parsed)";
}

struct BoundCase {
  std::string control;
  Discipline discipline;
  bool within;
};

std::ostream& operator<<(std::ostream& out, const BoundCase& c) {
  return out << c.control << " " << code(c.discipline);
}

}  // namespace

BOOST_AUTO_TEST_SUITE(time_control_tests)

BOOST_AUTO_TEST_CASE(the_compact_notation_reads_every_kind_of_control) {
  BOOST_TEST((parsed("30+30") == TimeControl::fischer(30min, 30s)));
  BOOST_TEST((parsed("5") == TimeControl::sudden_death(5min)));
  BOOST_TEST((parsed("10+5d") == TimeControl::simple_delay(10min, 5s)));
  BOOST_TEST((parsed("10+5b") == TimeControl::bronstein(10min, 5s)));
  const TimeControl multi = parsed("40/120+30,30+30");
  BOOST_TEST(multi.periods().size() == 2U);
  BOOST_TEST(multi.periods()[0].moves == 40);
  BOOST_TEST(multi.periods()[0].base.count() == milliseconds(120min).count());
  BOOST_TEST(multi.moves_at_end_of(0) == 40);
  BOOST_TEST(multi.moves_at_end_of(1) == 0);
  BOOST_TEST(multi.total_base().count() == milliseconds(150min).count());
}

BOOST_DATA_TEST_CASE(the_compact_notation_reads_back_what_it_writes,
                     bdata::make(std::vector<std::string>{"30+30", "5", "3+2", "10+5d", "7+5b", "90s+2",
                                                          "40/120+30,30+30", "20/60,10/30+10d,15"}),
                     text) {
  BOOST_TEST(parsed(text).to_string() == text);
}

BOOST_AUTO_TEST_CASE(a_malformed_control_is_refused_naming_the_column) {
  BOOST_TEST(parse_error("30+") == "time control, column 4: expected seconds per move (0 to 3600) after '+'");
  BOOST_TEST(parse_error("x") == "time control, column 1: expected a number of minutes");
  BOOST_TEST(parse_error("30+30x") == "time control, column 6: unexpected 'x'");
  BOOST_TEST(parse_error("40/120+30").find("the last period must run to the end of the game") !=
             std::string::npos);
  BOOST_TEST(parse_error("0+30").find("the base time must be positive") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(a_control_is_made_of_whole_seconds) {
  auto odd = TimeControl::make({Period{0, 1500ms, Bonus{}}});
  BOOST_TEST(std::holds_alternative<ControlError>(odd));
  auto no_kind = TimeControl::make({Period{0, 5min, Bonus{BonusKind::none, 2s}}});
  BOOST_TEST(std::holds_alternative<ControlError>(no_kind));
}

BOOST_AUTO_TEST_CASE(only_a_control_with_time_per_move_counts_for_6_1_10_4) {
  // 6.1.10.4 shortens some endings "when a control without added time per move is used".
  BOOST_TEST(!TimeControl::sudden_death(5min).adds_time_per_move());
  BOOST_TEST(!parsed("5+0").adds_time_per_move());
  BOOST_TEST(TimeControl::fischer(3min, 2s).adds_time_per_move());
  BOOST_TEST(TimeControl::simple_delay(3min, 2s).adds_time_per_move());
}

BOOST_AUTO_TEST_CASE(every_preset_names_its_clause_and_lies_within_its_discipline) {
  BOOST_TEST(presets().size() == 5U);
  for (const Preset& p : presets()) {
    BOOST_TEST_INFO("preset " << p.name);
    BOOST_TEST(p.clause == bounds_of(p.discipline).clause);
    BOOST_TEST(!bound_violation(p.control(), p.discipline).has_value());
    BOOST_TEST(p.name.starts_with(code(p.discipline)));
  }
  // The recommended controls of 6.1.9.1-6.1.9.3, word for word.
  BOOST_TEST((find_preset("classical 30+30")->control() == TimeControl::fischer(30min, 30s)));
  BOOST_TEST((find_preset("classical 20+30")->control() == TimeControl::fischer(20min, 30s)));
  BOOST_TEST((find_preset("rapid 8+4")->control() == TimeControl::fischer(8min, 4s)));
  BOOST_TEST((find_preset("rapid 7+5")->control() == TimeControl::fischer(7min, 5s)));
  BOOST_TEST((find_preset("lightning 3+2")->control() == TimeControl::fischer(3min, 2s)));
  BOOST_TEST(!find_preset("blitz 5+0").has_value());
}

BOOST_DATA_TEST_CASE(the_bounds_of_6_1_9_hold_at_their_edges,
                     bdata::make(std::vector<BoundCase>{
                         {"20", Discipline::classical, true},  // 6.1.9.1: 20 minutes or more
                         {"1199s+30", Discipline::classical, false},
                         {"40/120,30+30", Discipline::classical, true},
                         {"7+5", Discipline::rapid, true},  // 6.1.9.2: 7 to 15 minutes
                         {"15", Discipline::rapid, true},
                         {"6+10", Discipline::rapid, false},
                         {"16", Discipline::rapid, false},
                         {"3+2", Discipline::lightning, true},  // 6.1.9.3: 3 to 5 minutes
                         {"5", Discipline::lightning, true},
                         {"2+5", Discipline::lightning, false},
                         {"301s", Discipline::lightning, false},
                     }),
                     c) {
  const auto violation = bound_violation(parsed(c.control), c.discipline);
  BOOST_TEST(violation.has_value() == !c.within);
  if (violation) {
    BOOST_TEST(violation->clause == bounds_of(c.discipline).clause);
    BOOST_TEST(violation->message.find("6.1.9.4") != std::string::npos);
  }
}

BOOST_AUTO_TEST_CASE(a_control_outside_the_bounds_needs_the_judge_s_confirmation) {
  const TimeControl blitz = TimeControl::fischer(15min, 10s);
  const auto refused = approve_control(blitz, Discipline::classical, RegulationException::not_confirmed);
  BOOST_REQUIRE(std::holds_alternative<ControlRefusal>(refused));
  BOOST_TEST(std::get<ControlRefusal>(refused).clause == "6.1.9.1");
  const auto confirmed = approve_control(blitz, Discipline::classical, RegulationException::confirmed);
  BOOST_REQUIRE(std::holds_alternative<ApprovedControl>(confirmed));
  BOOST_TEST(std::get<ApprovedControl>(confirmed).regulation_exception);
  BOOST_TEST(std::get<ApprovedControl>(confirmed).clause == "6.1.9.4");
  const auto normal =
      approve_control(TimeControl::fischer(8min, 4s), Discipline::rapid, RegulationException::confirmed);
  BOOST_REQUIRE(std::holds_alternative<ApprovedControl>(normal));
  BOOST_TEST(!std::get<ApprovedControl>(normal).regulation_exception);
  BOOST_TEST(std::get<ApprovedControl>(normal).clause == "6.1.9.2");
}

BOOST_AUTO_TEST_CASE(disciplines_have_the_codes_of_the_command_line) {
  for (const Discipline d : {Discipline::classical, Discipline::rapid, Discipline::lightning}) {
    BOOST_TEST(discipline_from_code(code(d)) == d);
  }
  BOOST_TEST(!discipline_from_code("blitz").has_value());
}

BOOST_AUTO_TEST_SUITE_END()
