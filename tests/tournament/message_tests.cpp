// A Message is a refusal or notice before translation: its placeholders, plural count and field
// travel with it so that each front end renders it in the judge's language.
#include "shashki/tournament/message.hpp"

#include <boost/test/unit_test.hpp>

using shashki::tournament::Message;

BOOST_AUTO_TEST_SUITE(message_tests)

BOOST_AUTO_TEST_CASE(placeholders_are_filled_by_name_and_braces_can_be_written_doubled) {
  const Message m = Message("round {round} of {event} has no board {board}; {{literal}}")
                        .with("event", "Spring Open")
                        .with("round", 2)
                        .with("board", 14)
                        .about("board");
  BOOST_TEST(m.english() == "round 2 of Spring Open has no board 14; {literal}");
  BOOST_TEST(m.field() == "board");
}

BOOST_AUTO_TEST_CASE(a_placeholder_without_a_value_is_left_as_written) {
  BOOST_TEST(Message("{who} moved").english() == "{who} moved");
}

BOOST_AUTO_TEST_CASE(the_translators_choose_the_form_and_terms_are_translated_too) {
  const Message m =
      Message::plural("{n} move in {state}", "{n} moves in {state}", 5).with_term("state", "draft");
  const auto singular = [](const char* id) {
    return std::string(id) == "draft" ? std::string("черновик") : std::string(id);
  };
  const auto plural = [](const char*, const char*, unsigned long n) {
    return std::string(n % 10 == 1 && n % 100 != 11 ? "{n} ход в {state}" : "{n} ходов в {state}");
  };
  BOOST_TEST(m.render(singular, plural) == "5 ходов в черновик");
  BOOST_TEST(m.english() == "5 moves in draft");
  BOOST_TEST(Message::plural("{n} move", "{n} moves", 1).english() == "1 move");
}

BOOST_AUTO_TEST_CASE(verbatim_text_is_shown_as_it_is) {
  const Message m = Message::verbatim("disk I/O error");
  BOOST_TEST(m.is_verbatim());
  BOOST_TEST(m.render([](const char*) { return std::string("X"); },
                      [](const char*, const char*, unsigned long) { return std::string("Y"); }) ==
             "disk I/O error");
}

BOOST_AUTO_TEST_SUITE_END()
