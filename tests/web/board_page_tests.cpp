// The board clock page (arbiter/web/pages) as the server serves it: its style, script and words
// inlined, the words of each language from the message catalogs (po/ru/venue.po), a count's
// plural forms with the catalog's rule.
#include "shashki/app/i18n.hpp"
#include "shashki/web/board_page.hpp"

#include <boost/test/unit_test.hpp>

#include <string>

using namespace shashki;

BOOST_AUTO_TEST_SUITE(board_page_tests)

BOOST_AUTO_TEST_CASE(the_page_is_its_three_files_in_one_with_every_language_s_words) {
  const std::string page(web::board_page());
  BOOST_TEST(page.find("<!DOCTYPE html>") == 0u);
  BOOST_TEST(page.find("#clock { display: flex;") != std::string::npos);  // board.css
  BOOST_TEST(page.find("new WebSocket") != std::string::npos);            // board.js
  BOOST_TEST(page.find("href=\"board.css\"") == std::string::npos);
  BOOST_TEST(page.find("src=\"board.js\"") == std::string::npos);
  BOOST_TEST(page.find("\"Флаг упал: {side}\"") != std::string::npos);
  BOOST_TEST(page.find("\"Flag fell: {side}\"") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(russian_words_come_from_the_catalog_with_three_plural_forms) {
  const auto ru = web::page_words("ru");
  BOOST_TEST(ru["words"]["white"] == "Белые");
  BOOST_TEST(ru["words"]["boardRound"] == "Доска {board}, тур {round}");
  BOOST_TEST(ru["words"]["offlineBanner"] == "Нет связи: часы идут, нажатия сохраняются");
  BOOST_REQUIRE(ru["words"]["moves"].is_array());
  BOOST_TEST(ru["words"]["moves"].size() == 3u);
  BOOST_TEST(ru["words"]["moves"][0] == "{n} ход");
  BOOST_TEST(ru["words"]["moves"][2] == "{n} ходов");
  BOOST_TEST(ru["plural"].get<std::string>().find("n%10==1") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(english_words_are_the_msgids_whatever_the_program_s_language) {
  app::init_translations("ru");
  const auto en = web::page_words("en");
  app::init_translations("en");
  BOOST_TEST(en["words"]["white"] == "White");
  BOOST_TEST(en["words"]["call"] == "Call the arbiter");
  BOOST_TEST(en["words"]["moves"] == nlohmann::json::array({"{n} move", "{n} moves"}));
  BOOST_TEST(en["plural"] == "n != 1");
}

BOOST_AUTO_TEST_CASE(a_language_without_a_catalog_gets_the_english_words) {
  const auto xx = web::page_words("xx");
  BOOST_TEST(xx["words"]["paused"] == "Clock paused");
  BOOST_TEST(xx["plural"] == "n != 1");
}

BOOST_AUTO_TEST_SUITE_END()
