// The command-line contract of docs/cli.md, "Global": version, help, exit codes, --lang.
#define BOOST_TEST_MODULE cli_tests
#include <boost/test/unit_test.hpp>

#include "shashki/test/support.hpp"

using shashki::test::run;

BOOST_AUTO_TEST_SUITE(cli_tests)

BOOST_AUTO_TEST_CASE(version_prints_the_program_version) {
  const auto r = run(shashki::test::shashki_command("--version"));
  BOOST_TEST(r.exit_code == 0);
  BOOST_TEST(r.out.starts_with("shashki 0."));
}

BOOST_AUTO_TEST_CASE(help_lists_the_global_options) {
  const auto r = run(shashki::test::shashki_command("--help"));
  BOOST_TEST(r.exit_code == 0);
  BOOST_TEST(r.out.find("--db") != std::string::npos);
  BOOST_TEST(r.out.find("--lang") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(an_unknown_subcommand_exits_2_with_one_error_line) {
  const auto r = run(shashki::test::shashki_command("frobnicate"));
  BOOST_TEST(r.exit_code == 2);
  BOOST_TEST(r.err.starts_with("error: "));
  BOOST_TEST(r.err.find("frobnicate") != std::string::npos);
  BOOST_TEST(std::count(r.err.begin(), r.err.end(), '\n') == 1);
}

BOOST_AUTO_TEST_CASE(a_bad_language_is_a_usage_error) {
  const auto r = run(shashki::test::shashki_command("--lang de version"));
  BOOST_TEST(r.exit_code == 2);
  BOOST_TEST(r.err.starts_with("error: "));
}

BOOST_AUTO_TEST_CASE(russian_help_comes_from_the_russian_catalog) {
  const auto en = run(shashki::test::shashki_command("--lang en --help"));
  const auto ru = run(shashki::test::shashki_command("--lang ru --help"));
  BOOST_TEST(en.out.find("Print this help and exit") != std::string::npos);
  BOOST_TEST(ru.out.find("Показать эту справку и выйти") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(the_version_command_names_the_schema) {
  const auto r = run(shashki::test::shashki_command("version"));
  BOOST_TEST(r.exit_code == 0);
  BOOST_TEST(r.out.find("schema ") != std::string::npos);
}

BOOST_AUTO_TEST_SUITE_END()
