// The initial ranking of a Swiss (FIDE C.04.2 article 2, C.04.3 A.2): rating, then title, then
// name; and where a late registration enters a ranking corrected by hand.
#include <boost/test/unit_test.hpp>

#include "shashki/tournament/initial_ranking.hpp"

#include <string>
#include <vector>

using namespace shashki::tournament;

namespace {

Player player(const std::string& name, std::optional<int> rating, Title title = Title::none) {
  Player p;
  p.name = name;
  p.rating = rating;
  p.title = title;
  return p;
}

std::vector<std::string> names(const std::vector<Player>& players) {
  std::vector<std::string> out;
  for (const auto& p : players) out.push_back(p.name);
  return out;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(initial_ranking_tests)

BOOST_AUTO_TEST_CASE(rating_comes_first_then_title_then_name_and_the_unrated_last) {
  const auto ranked =
      initial_ranking({player("Яковлев", std::nullopt), player("Петров", 2100, Title::first),
                       player("Орлов", 2100, Title::kms), player("Жуков", 2300),
                       player("Борисов", 2100, Title::first), player("Абрамов", std::nullopt)});
  const std::vector<std::string> expected{"Жуков", "Орлов", "Борисов", "Петров", "Абрамов", "Яковлев"};
  BOOST_TEST(names(ranked) == expected, boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(titles_rank_international_then_russian_then_the_categories_then_none) {
  const std::vector<Title> strongest_first{Title::gmi,          Title::mi,           Title::mf,
                                           Title::gms,          Title::msmk,         Title::ms,
                                           Title::kms,          Title::first,        Title::second,
                                           Title::third,        Title::first_junior, Title::second_junior,
                                           Title::third_junior, Title::none};
  for (std::size_t i = 1; i < strongest_first.size(); ++i) {
    BOOST_TEST_INFO("title " << code(strongest_first[i]));
    BOOST_TEST(title_strength_rank(strongest_first[i - 1]) < title_strength_rank(strongest_first[i]));
  }
}

BOOST_AUTO_TEST_CASE(names_sort_in_russian_order_and_numbers_by_value) {
  BOOST_TEST(names_before("Ёлкин", "Жуков"));  // Ё with Е, before Ж
  BOOST_TEST(names_before("Абрамов", "Яковлев"));
  BOOST_TEST(names_before("K2", "K10"));
  BOOST_TEST(!names_before("K10", "K2"));
  BOOST_TEST(names_before("ivanov", "Jones"));  // Latin case does not count
}

BOOST_AUTO_TEST_CASE(a_late_registration_enters_before_the_first_player_it_outranks) {
  // The judge moved C (1800) above B (1900) by hand; D (1850) enters before C, B stays last.
  const std::vector<Player> corrected{player("A", 2000), player("C", 1800), player("B", 1900)};
  BOOST_TEST(ranked_place(corrected, player("D", 1850)) == 1U);
  BOOST_TEST(ranked_place(corrected, player("E", 2100)) == 0U);
  BOOST_TEST(ranked_place(corrected, player("F", std::nullopt)) == 3U);
}

BOOST_AUTO_TEST_SUITE_END()
