// The federation's list read into the player register (docs/register.md, "The federation's
// list"): Russian and English headers recognised, columns mapped by the judge, and every kind of
// bad file refused with where it is.
#include <boost/test/unit_test.hpp>

#include "shashki/format/register_csv.hpp"

#include <string>

using shashki::format::parse_register_columns;
using shashki::format::PlayersCsvError;
using shashki::format::read_register_csv;
using shashki::format::RegisterColumns;
using shashki::format::RegisterCsv;
namespace tn = shashki::tournament;

namespace {

RegisterCsv read_good(const std::string& text, const RegisterColumns& columns = {}) {
  auto read = read_register_csv(text, columns);
  if (const auto* e = std::get_if<PlayersCsvError>(&read)) BOOST_FAIL(e->first.describe());
  return std::get<RegisterCsv>(std::move(read));
}

PlayersCsvError read_bad(const std::string& text, const RegisterColumns& columns = {}) {
  auto read = read_register_csv(text, columns);
  BOOST_REQUIRE(std::holds_alternative<PlayersCsvError>(read));
  return std::get<PlayersCsvError>(read);
}

}  // namespace

BOOST_AUTO_TEST_SUITE(register_csv_tests)

BOOST_AUTO_TEST_CASE(russian_headers_are_recognised_and_unknown_ones_left_out) {
  const auto list = read_good(
      "№;ФИО;Год рождения;Пол;Разряд;Клуб;Город;Субъект РФ;Тренер;ID ФШР;Рейтинг\n"
      "1;Ёлкин Пётр;2010;муж;КМС;Динамо;Казань;Татарстан;Петров П.П.;R-1;1500\n"
      "2;Сидорова Анна;14.03.2011;ж;б/р;;;;;;\n");
  BOOST_REQUIRE(list.entries.size() == 2U);
  const auto& first = list.entries[0];
  BOOST_TEST(first.name == "Ёлкин Пётр");
  BOOST_TEST((first.birth_year == std::optional<int>(2010)));
  BOOST_TEST(!first.birth.has_value());
  BOOST_TEST((first.sex == tn::Sex::male));
  BOOST_TEST((first.title == tn::Title::kms));
  BOOST_TEST(first.club == "Динамо");
  BOOST_TEST(first.city == "Казань");
  BOOST_TEST(first.region == "Татарстан");
  BOOST_TEST(first.coach == "Петров П.П.");
  BOOST_TEST(first.federation_id == "R-1");
  const auto& second = list.entries[1];
  BOOST_TEST((second.birth ==
              std::optional<std::chrono::year_month_day>(std::chrono::year{2011} / std::chrono::March / 14)));
  BOOST_TEST((second.birth_year == std::optional<int>(2011)));
  BOOST_TEST((second.title == tn::Title::none));
  BOOST_TEST(list.ignored == (std::vector<std::string>{"№", "Рейтинг"}), boost::test_tools::per_element());
  BOOST_TEST(list.used.at("name") == "ФИО");
}

BOOST_AUTO_TEST_CASE(english_headers_and_a_name_in_parts_are_read) {
  const auto list = read_good(
      "Surname,First name,Patronymic,Born,Title,Club\n"
      "Ivanov,Ivan,,2009-01-02,2,Spartak\n");
  BOOST_REQUIRE(list.entries.size() == 1U);
  BOOST_TEST(list.entries[0].name == "Ivanov Ivan");
  BOOST_TEST((list.entries[0].title == tn::Title::second));
  BOOST_TEST((list.entries[0].birth_year == std::optional<int>(2009)));
}

BOOST_AUTO_TEST_CASE(the_judges_mapping_takes_a_header_the_program_does_not_know) {
  const auto columns = parse_register_columns("name = Спортсмен (ФИО), birth=Г.Р.,club=Команда");
  BOOST_REQUIRE(columns.ok());
  const auto list =
      read_good("Спортсмен (ФИО);Г.Р.;Команда;Клуб\nНовиков Олег;2012;Сборная;Ладья\n", *columns);
  BOOST_REQUIRE(list.entries.size() == 1U);
  BOOST_TEST(list.entries[0].name == "Новиков Олег");
  BOOST_TEST(list.entries[0].club == "Сборная");
  // The mapped club wins; the recognised "Клуб" is left out rather than filling it twice.
  BOOST_TEST(list.ignored == (std::vector<std::string>{"Клуб"}), boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(a_mapping_that_is_no_field_or_no_pair_is_refused) {
  const auto unknown = parse_register_columns("nick=Ник");
  BOOST_REQUIRE(!unknown.ok());
  BOOST_TEST(unknown.problem().field() == "columns");
  BOOST_TEST(!parse_register_columns("name").ok());
  BOOST_TEST(!parse_register_columns("name=").ok());
}

BOOST_AUTO_TEST_CASE(a_list_without_a_name_column_is_refused_at_its_header) {
  const auto e = read_bad("Год;Клуб\n2010;Динамо\n");
  BOOST_TEST(e.first.line == 1);
  BOOST_TEST(e.first.message.english().find("'name'") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(a_mapped_header_the_file_lacks_is_refused_naming_it) {
  const auto e = read_bad("ФИО;Клуб\nА Б;В\n", {{"birth", "Год"}});
  BOOST_TEST(e.first.line == 1);
  BOOST_TEST(e.first.message.english().find("'Год'") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(two_columns_for_one_field_are_refused) {
  const auto e = read_bad("ФИО,Name\nА,Б\n");
  BOOST_TEST(e.first.line == 1);
  BOOST_TEST(e.first.column == 5);
}

BOOST_AUTO_TEST_CASE(a_bad_cell_is_refused_with_its_line_column_and_header_and_the_rest_counted) {
  const auto e = read_bad(
      "ФИО;Год рождения;Разряд\n"
      "Иванов Иван;2010;КМС\n"
      "Петров Пётр;в прошлом году;2\n"
      "Сидоров;2011;чемпион\n"
      ";2011;1\n");
  BOOST_TEST(e.first.line == 3);
  BOOST_TEST(e.first.column == 13);
  BOOST_TEST(e.column_name == "Год рождения");
  BOOST_TEST(e.more == 2);
}

BOOST_AUTO_TEST_CASE(an_entry_without_a_name_is_refused_naming_its_line) {
  const auto e = read_bad("ФИО;Год\nИванов;2010\n  ;2011\n");
  BOOST_TEST(e.first.line == 3);
  BOOST_TEST(e.first.message.english() == "the entry on line 3 has no name");
}

BOOST_AUTO_TEST_CASE(an_empty_file_is_refused) {
  const auto e = read_bad("");
  BOOST_TEST(e.first.line == 1);
}

BOOST_AUTO_TEST_SUITE_END()
