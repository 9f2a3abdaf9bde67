// The player register (docs/register.md): an entry's check, what the search box's text means,
// and the rule that writes the ranks earned in an event back to the register.

#include <boost/test/unit_test.hpp>

#include "shashki/tournament/register_entry.hpp"

#include <string>
#include <vector>

using namespace shashki::tournament;
using namespace std::chrono;

namespace {

RegisterEntry register_entry_of(std::int64_t id, Title title) {
  RegisterEntry e;
  e.id = RegisterId{id};
  e.name = "Entry " + std::to_string(id);
  e.title = title;
  return e;
}

NormPlayer norm_player_earning(std::size_t player, std::optional<Title> title, bool confirmed = false) {
  NormPlayer p;
  p.player = player;
  p.earned = title;
  p.confirmed = confirmed;
  return p;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(register_entry_tests)

BOOST_AUTO_TEST_CASE(an_entry_needs_a_name_and_names_its_line_when_it_has_none) {
  RegisterEntry e;
  e.name = "  ";
  const auto single = check_register_entry(e);
  BOOST_REQUIRE(!single.ok());
  BOOST_TEST(single.problem().field() == "name");
  const auto listed = check_register_entry(e, 17);
  BOOST_REQUIRE(!listed.ok());
  BOOST_TEST(listed.error() == "the entry on line 17 has no name");
}

BOOST_AUTO_TEST_CASE(a_line_break_in_any_text_field_is_refused_naming_the_field) {
  RegisterEntry e;
  e.name = "Иванов Иван";
  e.coach = "Петров\nП.";
  const auto checked = check_register_entry(e);
  BOOST_REQUIRE(!checked.ok());
  BOOST_TEST(checked.problem().field() == "coach");
}

BOOST_AUTO_TEST_CASE(the_year_of_birth_follows_the_date_and_must_agree_with_it) {
  RegisterEntry e;
  e.name = "Сидорова Анна";
  e.birth = 2011y / May / 3d;
  const auto filled = check_register_entry(e);
  BOOST_REQUIRE(filled.ok());
  BOOST_TEST((filled->birth_year == std::optional<int>(2011)));
  e.birth_year = 2012;
  BOOST_TEST(!check_register_entry(e).ok());
  e.birth.reset();
  e.birth_year = 1850;
  const auto old = check_register_entry(e);
  BOOST_REQUIRE(!old.ok());
  BOOST_TEST(old.problem().field() == "birth");
}

BOOST_AUTO_TEST_CASE(a_player_made_from_an_entry_carries_its_details_but_not_a_year_alone) {
  RegisterEntry e = register_entry_of(4, Title::second);
  e.club = "Динамо";
  e.region = "Татарстан";
  e.sex = Sex::female;
  e.birth_year = 2010;
  const Player p = player_of(e);
  BOOST_TEST(p.name == e.name);
  BOOST_TEST((p.title == Title::second));
  BOOST_TEST(p.club == "Динамо");
  BOOST_TEST(p.region == "Татарстан");
  BOOST_TEST((p.sex == Sex::female));
  BOOST_TEST(!p.birth.has_value());
  BOOST_TEST(p.number == 0);
}

BOOST_AUTO_TEST_CASE(a_query_is_split_into_words_and_a_year_with_yo_read_as_ye) {
  const auto q = parse_register_query("  Сёмин, «Динамо» 2011 k2 ");
  BOOST_TEST(q.words == (std::vector<std::string>{"Семин", "Динамо", "k2"}),
             boost::test_tools::per_element());
  BOOST_TEST((q.year == std::optional<int>(2011)));
  const auto digits = parse_register_query("12345 1899");
  BOOST_TEST(digits.words == (std::vector<std::string>{"12345", "1899"}), boost::test_tools::per_element());
  BOOST_TEST(!digits.year.has_value());
  BOOST_TEST(parse_register_query(" -- \u2014 ").empty());
}

BOOST_AUTO_TEST_CASE(a_stronger_rank_raises_the_entry_the_same_confirms_it_a_weaker_changes_nothing) {
  NormReport report;
  report.players = {norm_player_earning(0, Title::second), norm_player_earning(1, Title::second, true),
                    norm_player_earning(2, Title::third),  norm_player_earning(3, Title::third),
                    norm_player_earning(4, std::nullopt),  norm_player_earning(5, Title::first)};
  const std::vector<std::optional<RegisterEntry>> entries{
      register_entry_of(10, Title::third),         // 2 earned over 3: raised
      register_entry_of(11, Title::second),        // 2 confirmed
      register_entry_of(12, Title::first),         // 3 earned by a first-category player: never lowered
      register_entry_of(13, Title::first_junior),  // 3 is above 1j though they share a coefficient
      register_entry_of(14, Title::none),          // nothing earned
      std::nullopt};                               // not linked to the register
  const auto changes = rank_write_back(report, entries);
  BOOST_REQUIRE(changes.size() == 4U);
  BOOST_TEST((changes[0].outcome == RankWriteBack::raise));
  BOOST_TEST(changes[0].entry.value == 10);
  BOOST_TEST((changes[0].held == Title::third));
  BOOST_TEST((changes[0].earned == Title::second));
  BOOST_TEST((changes[1].outcome == RankWriteBack::confirmed));
  BOOST_TEST((changes[2].outcome == RankWriteBack::keep));
  BOOST_TEST((changes[3].outcome == RankWriteBack::raise));
  BOOST_TEST(code(RankWriteBack::raise) == "raise");
}

BOOST_AUTO_TEST_CASE(the_register_is_compared_not_the_rank_held_at_the_start) {
  // The player entered the event as a 3rd category and earned the 2nd, but the register was
  // raised to the 1st by another event meanwhile: nothing is lowered.
  NormReport report;
  report.players = {norm_player_earning(0, Title::second)};
  const auto changes = rank_write_back(report, {register_entry_of(20, Title::first)});
  BOOST_REQUIRE(changes.size() == 1U);
  BOOST_TEST((changes[0].outcome == RankWriteBack::keep));
}

BOOST_AUTO_TEST_SUITE_END()
