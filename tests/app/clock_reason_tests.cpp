// The reasons of a clock journal: stored in no language (message ids with their arguments, the
// cause of a pause in its own column), read in the reader's; the English forms older versions
// stored read the same.
#include "shashki/app/clock_reason.hpp"
#include "shashki/app/i18n.hpp"

#include <boost/test/unit_test.hpp>

#include <optional>
#include <string>

using namespace shashki;
using clock::PauseCause;

namespace {

// The reason in English and in Russian.
std::pair<std::string, std::string> both(std::optional<PauseCause> cause, const std::string& stored) {
  app::init_translations("ru");
  auto ru = app::clock_reason_text(cause, stored);
  app::init_translations("en");
  return {app::clock_reason_text(cause, stored), std::move(ru)};
}

}  // namespace

BOOST_AUTO_TEST_SUITE(clock_reason)

BOOST_AUTO_TEST_CASE(the_programs_reasons_are_stored_as_message_ids_and_read_in_either_language) {
  const auto result = app::clock_reason::result_entered("1-0");
  BOOST_TEST(result.find("\"msgid\"") != std::string::npos, result);
  const auto [en, ru] = both(std::nullopt, result);
  BOOST_TEST(en == "result entered: 1-0");
  BOOST_TEST(ru.find("1-0") != std::string::npos);
  BOOST_TEST(ru.find("result") == std::string::npos, ru);

  const auto recovered = app::clock_reason::recovery("10:05:00.000", std::nullopt, "телефон разрядился");
  const auto [en2, ru2] = both(std::nullopt, recovered);
  BOOST_TEST(en2 == "crash recovery: judge charged the time until 10:05:00.000; телефон разрядился");
  BOOST_TEST(ru2.find("recovery") == std::string::npos, ru2);
  BOOST_TEST(ru2.find("телефон разрядился") != std::string::npos, ru2);

  const auto decided = app::clock_reason::appeal_decision(7, "upheld: 30 s back");
  BOOST_TEST(both(std::nullopt, decided).first == "appeal 7: upheld: 30 s back");
}

BOOST_AUTO_TEST_CASE(the_cause_of_a_pause_comes_from_its_column_not_from_the_text) {
  const auto [en, ru] = both(PauseCause::all, app::clock_reason::console_closed);
  BOOST_TEST(en == "pause all: the console closed");
  BOOST_TEST(ru.find("pause") == std::string::npos, ru);
  BOOST_TEST(ru.find("console") == std::string::npos, ru);
  // The appellant's words stay as typed under the appeal's own words.
  const auto [appeal_en, appeal_ru] = both(PauseCause::appeal, "ход взят назад");
  BOOST_TEST(appeal_en == "appeal: ход взят назад");
  BOOST_TEST(appeal_ru.find("appeal") == std::string::npos, appeal_ru);
  // A pause of one board says only why.
  BOOST_TEST(both(PauseCause::board, "the judge looked").first == "the judge looked");
  // A text that only looks like a cause is the judge's words when the column says otherwise.
  BOOST_TEST(both(PauseCause::board, "pause all the boards?").first == "pause all the boards?");
}

BOOST_AUTO_TEST_CASE(the_english_forms_older_versions_stored_read_the_same) {
  for (const char* old : {"result entered: 0-1", "crash recovery",
                          "crash recovery: charged until the checkpoint at 10:05:00.000",
                          "crash recovery: judge charged the time until 10:05:00.000; why not",
                          "appeal 12: denied", "pause all: announcement"}) {
    const auto [en, ru] = both(std::nullopt, old);
    BOOST_TEST(en == old);
    BOOST_TEST(ru != old, ru);
  }
  // The judge's words, and a stored message of an id the program does not write, read as stored.
  BOOST_TEST(both(std::nullopt, "phone fell").first == "phone fell");
  const std::string foreign = R"({"msgid":"something else","args":{}})";
  BOOST_TEST(both(std::nullopt, foreign).first == foreign);
}

BOOST_AUTO_TEST_SUITE_END()
