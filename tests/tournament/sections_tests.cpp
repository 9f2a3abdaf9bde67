// Sections (docs/sections.md): who belongs where, the age groups as the youth regulations count
// them, a section's standings out of the whole event's, and the sections refused.

#include <boost/test/unit_test.hpp>

#include "shashki/tournament/calendar.hpp"
#include "shashki/tournament/sections.hpp"

#include <string>
#include <vector>

using namespace shashki::tournament;
using namespace std::chrono;

namespace {

// Six players of a children's event held in 2026, two rounds played:
// No. 1 boy 2014, No. 2 girl 2015, No. 3 boy 2016, No. 4 girl 2016, No. 5 boy 2013, No. 6 sex
// not given, 2016. Points: No. 1 2, No. 6 1.5, No. 2 1, No. 4 1, No. 3 0.5, No. 5 0.
Tournament children() {
  Tournament t;
  t.event.name = "Первенство города";
  t.event.rounds = 5;
  const std::vector<std::pair<Sex, int>> who = {{Sex::male, 2014}, {Sex::female, 2015},
                                                {Sex::male, 2016}, {Sex::female, 2016},
                                                {Sex::male, 2013}, {Sex::unknown, 2016}};
  for (std::size_t k = 0; k < who.size(); ++k) {
    Player p;
    p.id = PlayerId{static_cast<std::int64_t>(k + 1)};
    p.number = static_cast<int>(k + 1);
    p.name = "P" + std::to_string(k + 1);
    p.sex = who[k].first;
    p.birth = year{who[k].second} / March / 1;
    t.players.push_back(p);
  }
  const auto board = [](int number, int white, int black, GameResult result) {
    auto b = Board::pairing(number, PlayerId{white}, PlayerId{black}, 1);
    b.games[0] = result;
    return b;
  };
  t.rounds.push_back(Round{1,
                           RoundState::complete,
                           {board(1, 1, 2, GameResult::white_wins), board(2, 3, 4, GameResult::draw),
                            board(3, 5, 6, GameResult::black_wins)}});
  t.rounds.push_back(Round{2,
                           RoundState::complete,
                           {board(1, 1, 3, GameResult::white_wins), board(2, 2, 5, GameResult::white_wins),
                            board(3, 4, 6, GameResult::draw)}});
  return t;
}

std::vector<int> numbers_of(const Standings& s, const Tournament& t) {
  std::vector<int> numbers;
  for (const auto& row : s.rows) numbers.push_back(t.players[row.player].number);
  return numbers;
}

std::vector<int> ranks_of(const Standings& s) {
  std::vector<int> ranks;
  for (const auto& row : s.rows) ranks.push_back(row.rank);
  return ranks;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(sections_tests)

BOOST_AUTO_TEST_CASE(under_eleven_means_under_eleven_on_the_thirty_first_of_december) {
  // Born in 2016: ten on 31 December 2026, so under 11; born in 2015: eleven, so not.
  BOOST_TEST(born_from_for_under(2026, 11) == 2016);
  BOOST_TEST(born_from_for_under(2027, 9) == 2019);
  Section under_11{"до 11 лет", Sex::unknown, born_from_for_under(2026, 11), std::nullopt, {}};
  Player p;
  p.birth = 2016y / January / 1;
  BOOST_TEST(in_section(under_11, p));
  p.birth = 2015y / December / 31;
  BOOST_TEST(!in_section(under_11, p));
  // A player whose birth is not given fits no age group.
  p.birth.reset();
  BOOST_TEST(!in_section(under_11, p));
}

BOOST_AUTO_TEST_CASE(sex_and_years_choose_the_members_and_a_list_names_them) {
  const auto t = children();
  const Section girls{"Девочки", Sex::female, std::nullopt, std::nullopt, {}};
  BOOST_TEST((section_members(girls, t) == std::vector<std::size_t>{1, 3}));
  // No. 6's sex is not given: not a boy for a boys' section, but of the age group.
  const Section boys_under_11{"Мальчики до 11 лет", Sex::male, 2016, std::nullopt, {}};
  BOOST_TEST((section_members(boys_under_11, t) == std::vector<std::size_t>{2}));
  const Section under_11{"до 11 лет", Sex::unknown, 2016, std::nullopt, {}};
  BOOST_TEST((section_members(under_11, t) == std::vector<std::size_t>{2, 3, 5}));
  const Section born_2013_to_2014{"2013-2014", Sex::unknown, 2013, 2014, {}};
  BOOST_TEST((section_members(born_2013_to_2014, t) == std::vector<std::size_t>{0, 4}));
  const Section listed{"Приглашённые", Sex::unknown, std::nullopt, std::nullopt, {PlayerId{5}, PlayerId{2}}};
  BOOST_TEST((section_members(listed, t) == std::vector<std::size_t>{1, 4}));
}

BOOST_AUTO_TEST_CASE(a_sections_standings_keep_the_events_order_and_rank_among_themselves) {
  const auto t = children();
  const auto whole = compute_standings(t);
  BOOST_TEST_REQUIRE(whole.rows.size() == 6u);
  BOOST_TEST(t.players[whole.rows[0].player].number == 1);
  const Section under_11{"до 11 лет", Sex::unknown, 2016, std::nullopt, {}};
  const auto section = section_standings(whole, t, under_11);
  // No. 6 (1.5), No. 4 (1), No. 3 (0.5): places 1-3 of the section, 2nd, 3rd or 4th and 5th
  // of the event.
  BOOST_TEST((numbers_of(section, t) == std::vector<int>{6, 4, 3}));
  BOOST_TEST((ranks_of(section) == std::vector<int>{1, 2, 3}));
  // The tie-break values are the whole event's, row for row.
  for (const auto& row : section.rows) {
    const auto it = std::find_if(whole.rows.begin(), whole.rows.end(),
                                 [&](const StandingsRow& w) { return w.player == row.player; });
    BOOST_TEST((it->values == row.values));
    BOOST_TEST((it->points == row.points));
  }
}

BOOST_AUTO_TEST_CASE(players_who_share_a_place_in_the_event_share_it_in_the_section) {
  auto t = children();
  // Tie-breaks that cannot part Nos. 2 and 4 (1 point each): only the lot, not drawn.
  t.event.tiebreaks = {Tiebreak::lot};
  const auto whole = compute_standings(t);
  const Section girls{"Девочки", Sex::female, std::nullopt, std::nullopt, {}};
  const auto section = section_standings(whole, t, girls);
  BOOST_TEST_REQUIRE(section.rows.size() == 2u);
  BOOST_TEST((ranks_of(section) == std::vector<int>{1, 1}));
  BOOST_TEST(section.rows[0].shared);
  BOOST_TEST(section.rows[1].shared);
  // The boys are all apart.
  const Section boys{"Мальчики", Sex::male, std::nullopt, std::nullopt, {}};
  const auto b = section_standings(whole, t, boys);
  BOOST_TEST((numbers_of(b, t) == std::vector<int>{1, 3, 5}));
  BOOST_TEST((ranks_of(b) == std::vector<int>{1, 2, 3}));
  BOOST_TEST(!b.rows[0].shared);
}

BOOST_AUTO_TEST_CASE(a_section_that_cannot_be_is_refused_naming_what_is_wrong) {
  auto t = children();
  t.sections.push_back(Section{"Девочки", Sex::female, std::nullopt, std::nullopt, {}});
  struct Case {
    Section section;
    std::string message;
    std::string field;
  };
  const std::vector<Case> cases = {
      {Section{" ", Sex::unknown, std::nullopt, std::nullopt, {}}, "a section needs a name", "name"},
      {Section{"Девочки", Sex::female, 2015, std::nullopt, {}}, "the event already has a section Девочки",
       "name"},
      {Section{"A", Sex::unknown, 2016, 2014, {}},
       "A: the years of birth run from 2016 to 2014, which is no year at all", "born_from"},
      {Section{"B", Sex::male, std::nullopt, std::nullopt, {PlayerId{1}}},
       "B: a section names its players or filters by sex and year, not both", "players"},
      {Section{"C", Sex::unknown, std::nullopt, std::nullopt, {PlayerId{1}, PlayerId{1}}},
       "C: a player is named twice", "players"},
      {Section{"D", Sex::unknown, std::nullopt, std::nullopt, {PlayerId{99}}},
       "D: a named player is not in the event", "players"},
      // Girls under 9 in 2026: born 2018 or later; the youngest girl was born in 2016.
      {Section{"Девочки до 9 лет", Sex::female, born_from_for_under(2026, 9), std::nullopt, {}},
       "Девочки до 9 лет: no player of the event fits this section; nothing was changed", "name"},
  };
  for (const auto& c : cases) {
    const auto checked = check_section(c.section, t);
    BOOST_TEST_REQUIRE(!checked.ok(), c.message);
    BOOST_TEST(checked.problem().english() == c.message);
    BOOST_TEST(checked.problem().field() == c.field);
  }
  // Players registered from a list that gave years alone have no date of birth: the refusal says
  // how many, since that is why nobody fits.
  auto undated = t;
  undated.players[0].birth.reset();
  undated.players[1].birth.reset();
  const auto none = check_section(
      Section{"Девочки до 9 лет", Sex::female, born_from_for_under(2026, 9), std::nullopt, {}}, undated);
  BOOST_TEST_REQUIRE(!none.ok());
  BOOST_TEST(
      none.problem().english() ==
      "Девочки до 9 лет: no player of the event fits this section; 2 players have no date of birth; nothing "
      "was changed");
  const auto good = check_section(Section{"Мальчики", Sex::male, 2013, 2016, {}}, t);
  BOOST_TEST(good.ok());
}

BOOST_AUTO_TEST_CASE(a_year_of_birth_alone_places_a_player_in_his_age_group) {
  // A federation's list gives "2015": the player has no date of birth, only the year.
  const auto birth = parse_birth("2015");
  BOOST_REQUIRE(birth.has_value());
  BOOST_TEST(!birth->date.has_value());
  BOOST_TEST((birth->year == 2015));
  BOOST_TEST(parse_birth("2015-06-01")->date.has_value());
  BOOST_TEST(!parse_birth("2015-06-01")->year.has_value());
  BOOST_TEST(!parse_birth("")->date.has_value());
  BOOST_TEST((parse_birth("01.06.2015")->date == parse_birth("2015-06-01")->date));
  for (const char* bad : {"15", "1899", "2101", "20x5", "2015-13-01", "31.02.2015", "1.6.2015"})
    BOOST_TEST(!parse_birth(bad), bad);
  BOOST_TEST(birth_text(std::nullopt, 2015) == "2015");

  auto t = children();
  t.players[0].birth.reset();
  t.players[0].birth_year = 2017;
  BOOST_TEST((year_of_birth(t.players[0]) == 2017));
  const Section young{"До 10 лет", Sex::unknown, born_from_for_under(2026, 10), std::nullopt, {}};
  BOOST_TEST(in_section(young, t.players[0]));
  // Checked: a year out of range is refused; a year beside a full date is the date's.
  Player wrong = t.players[0];
  wrong.birth_year = 1850;
  BOOST_TEST(!check_player(wrong).ok());
  BOOST_TEST(check_player(wrong).problem().field() == "birth");
  Player both = t.players[1];
  both.birth_year = 1999;
  const auto checked = check_player(both);
  BOOST_REQUIRE(checked.ok());
  BOOST_TEST(!checked.value().birth_year.has_value());
  BOOST_TEST((year_of_birth(checked.value()) == static_cast<int>(both.birth->year())));
}

BOOST_AUTO_TEST_SUITE_END()
