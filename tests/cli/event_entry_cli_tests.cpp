// What the judge types for an event, end to end through `shashki`: players named by the
// starting number every list shows first, results written as the help lists them, and event
// settings checked when they are entered.
#include <boost/test/unit_test.hpp>

#include "event_database.hpp"
#include "shashki/test/support.hpp"

#include <nlohmann/json.hpp>

#include <string>

namespace {

using shashki::test::RunResult;

using shashki::test::EventDatabase;

// A Swiss whose initial ranking (C.04.2) puts the player registered second at number 1, so that
// no starting number equals its database id.
void two_ranked_players(const EventDatabase& shashki) {
  BOOST_REQUIRE(
      shashki("event create --name Open --system swiss --rounds 3 --discipline classical").exit_code == 0);
  BOOST_REQUIRE(shashki("player add --event 1 --name 'Low, Anna' --rating 1500").exit_code == 0);
  BOOST_REQUIRE(shashki("player add --event 1 --name 'High, Boris' --rating 2000").exit_code == 0);
  const auto list = nlohmann::json::parse(shashki("player list --event 1 --json").out);
  BOOST_REQUIRE(list[0]["name"] == "High, Boris");
  BOOST_REQUIRE(list[0]["number"] == 1);
  BOOST_REQUIRE(list[0]["id"] == 2);
}

// The status of each player in starting-number order, e.g. "withdrawn active".
std::string statuses(const EventDatabase& shashki) {
  std::string text;
  for (const auto& p : nlohmann::json::parse(shashki("player list --event 1 --json").out))
    text += (text.empty() ? "" : " ") + p["status"].get<std::string>();
  return text;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(player_numbers)

BOOST_AUTO_TEST_CASE(player_add_prints_the_starting_number_not_the_database_id) {
  EventDatabase shashki;
  BOOST_REQUIRE(
      shashki("event create --name Open --system swiss --rounds 3 --discipline classical").exit_code == 0);
  BOOST_TEST(shashki("player add --event 1 --name 'Low, Anna' --rating 1500").out == "1\n");
  // Ranked by rating (C.04.2), the second entry is number 1 though its database id is 2.
  const auto r = shashki("player add --event 1 --name 'High, Boris' --rating 2000");
  BOOST_TEST(r.exit_code == 0);
  BOOST_TEST(r.out == "1\n");
  const auto list = nlohmann::json::parse(shashki("player list --event 1 --json").out);
  BOOST_TEST(list[0]["name"] == "High, Boris");
  BOOST_TEST(list[0]["id"] == 2);
}

BOOST_AUTO_TEST_CASE(player_add_keeps_sex_region_and_coach_and_list_json_gives_them) {
  EventDatabase shashki;
  BOOST_REQUIRE(
      shashki("event create --name Open --system swiss --rounds 3 --discipline classical").exit_code == 0);
  BOOST_REQUIRE(
      shashki("player add --event 1 --name 'A, Anna' --sex f --region 'Татарстан' --coach 'Петров П.'")
          .exit_code == 0);
  BOOST_REQUIRE(shashki("player add --event 1 --name 'B, Boris'").exit_code == 0);
  const auto bad = shashki("player add --event 1 --name 'C, Clara' --sex x");
  BOOST_TEST(bad.exit_code != 0);
  BOOST_TEST(bad.err.find("--sex") != std::string::npos);
  const auto list = nlohmann::json::parse(shashki("player list --event 1 --json").out);
  BOOST_TEST_REQUIRE(list.size() == 2u);
  BOOST_TEST(list[0]["sex"] == "f");
  BOOST_TEST(list[0]["region"] == "Татарстан");
  BOOST_TEST(list[0]["coach"] == "Петров П.");
  BOOST_TEST(list[1]["sex"].is_null());
}

BOOST_AUTO_TEST_CASE(player_withdraw_takes_the_starting_number_not_the_database_id) {
  EventDatabase shashki;
  two_ranked_players(shashki);
  const auto r = shashki("player withdraw --event 1 --player 1");
  BOOST_TEST(r.exit_code == 0);
  BOOST_TEST(r.out.starts_with("High, Boris: "));
  BOOST_TEST(statuses(shashki) == "withdrawn active");
}

BOOST_AUTO_TEST_CASE(the_database_id_is_named_by_its_own_option) {
  EventDatabase shashki;
  two_ranked_players(shashki);
  const auto r = shashki("player withdraw --event 1 --player-id 1");
  BOOST_TEST(r.exit_code == 0);
  BOOST_TEST(r.out.starts_with("Low, Anna: "));
  const auto readmitted = shashki("player readmit --event 1 --player 2");
  BOOST_TEST(readmitted.exit_code == 0);
  BOOST_TEST(readmitted.out.starts_with("Low, Anna: "));
  const auto both = shashki("player withdraw --event 1 --player 1 --player-id 1");
  BOOST_TEST(both.exit_code == 2);
}

BOOST_AUTO_TEST_CASE(player_move_takes_the_starting_number_and_lists_numbers_first) {
  EventDatabase shashki;
  two_ranked_players(shashki);
  const auto r = shashki("player move --event 1 --player 2 --to 1 --reason 'rating corrected'");
  BOOST_TEST(r.exit_code == 0);
  BOOST_TEST(r.out.starts_with("1\tLow, Anna\tdatabase id 1\n2\tHigh, Boris\tdatabase id 2\n"));
}

BOOST_AUTO_TEST_CASE(a_starting_number_the_event_lacks_is_refused_naming_the_option) {
  EventDatabase shashki;
  two_ranked_players(shashki);
  const auto r = shashki("player withdraw --event 1 --player 9");
  BOOST_TEST(r.exit_code == 3);
  BOOST_TEST(r.err.starts_with("error: --player: "));
  BOOST_TEST(r.err.find("starting number 9") != std::string::npos);
  BOOST_TEST(r.err.find("starting numbers 1-2") != std::string::npos);
  BOOST_TEST(statuses(shashki) == "active active");
}

BOOST_AUTO_TEST_CASE(no_russian_list_calls_the_database_id_a_number) {
  EventDatabase shashki;
  two_ranked_players(shashki);
  const auto list = shashki("player list --event 1", "ru");
  BOOST_TEST(list.exit_code == 0);
  BOOST_TEST(list.out.find("номер") == std::string::npos);
  BOOST_TEST(list.out.find("ид. в базе 2") != std::string::npos);
  const auto help = shashki("player withdraw --help", "ru");
  BOOST_TEST(help.out.find("Номер участника в базе") == std::string::npos);
  BOOST_TEST(help.out.find("Стартовый номер участника") != std::string::npos);
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(results_as_written)

// Every result `result set --help` lists, typed as written, each after the one before as a
// correction; the forfeits lead with '-' and come before, between and after the options.
BOOST_AUTO_TEST_CASE(every_result_the_help_lists_is_accepted_as_written) {
  EventDatabase shashki;
  BOOST_REQUIRE(
      shashki("event create --name Open --system swiss --rounds 3 --discipline classical").exit_code == 0);
  BOOST_REQUIRE(shashki("player add --event 1 --name 'A, Anna'").exit_code == 0);
  BOOST_REQUIRE(shashki("player add --event 1 --name 'B, Boris'").exit_code == 0);
  BOOST_REQUIRE(shashki("round pair --event 1").exit_code == 0);
  BOOST_REQUIRE(shashki("round publish --event 1").exit_code == 0);
  // No two in a row store the same result, so that each correction changes something.
  const std::pair<const char*, const char*> typed[] = {
      {"-/+", "-/+"}, {"1-0", "1-0"}, {"=", "="},     {"0-1", "0-1"}, {"1/2-1/2", "="}, {"2-0", "1-0"},
      {"1-1", "="},   {"0-2", "0-1"}, {"+/-", "+/-"}, {"-/-", "-/-"}, {"-/+", "-/+"},
  };
  bool first = true;
  int order = 0;
  for (const auto& [result, stored] : typed) {
    const std::string board = "--event 1 --round 1 --board 1";
    const std::string correct = first ? "" : " --correct 'scoresheet'";
    // The result first, last, or between the options.
    const std::string args = order % 3 == 0   ? std::string(result) + " " + board + correct
                             : order % 3 == 1 ? board + correct + " " + result
                                              : board + " " + result + correct;
    ++order;
    first = false;
    const auto r = shashki("result set " + args);
    BOOST_TEST_INFO("result set " << args << ": " << r.err);
    BOOST_TEST(r.exit_code == 0);
    BOOST_TEST(r.out == std::string("round 1, board 1, game 1: ") + stored + "\n");
  }
}

BOOST_AUTO_TEST_CASE(a_forfeit_in_game_two_of_a_micro_match_is_accepted_as_written) {
  EventDatabase shashki;
  BOOST_REQUIRE(shashki("event create --name Match --system swiss --rounds 3 --discipline classical "
                        "--micro-match")
                    .exit_code == 0);
  BOOST_REQUIRE(shashki("player add --event 1 --name 'A, Anna'").exit_code == 0);
  BOOST_REQUIRE(shashki("player add --event 1 --name 'B, Boris'").exit_code == 0);
  BOOST_REQUIRE(shashki("round pair --event 1").exit_code == 0);
  BOOST_REQUIRE(shashki("round publish --event 1").exit_code == 0);
  const auto r = shashki("result set --event 1 --round 1 --board 1 --game 2 -/-");
  BOOST_TEST(r.exit_code == 0);
  BOOST_TEST(r.out == "round 1, board 1, game 2: -/-\n");
  const auto shown = nlohmann::json::parse(shashki("round show --event 1 --round 1 --json").out);
  BOOST_TEST(shown["boards"][0]["results"][1] == "-/-");
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(event_settings_on_entry)

BOOST_AUTO_TEST_CASE(an_unreadable_control_is_refused_at_once_naming_the_option) {
  EventDatabase shashki;
  const auto r =
      shashki("event create --name Blitz --system swiss --rounds 7 --discipline lightning --control abc");
  BOOST_TEST(r.exit_code == 3);
  BOOST_TEST(r.err.starts_with("error: --control: 'abc'"));
  BOOST_TEST(shashki("event list").out.empty());
}

BOOST_AUTO_TEST_CASE(a_lightning_hour_needs_regulations_differ_which_the_event_then_shows) {
  EventDatabase shashki;
  const std::string create =
      "event create --name Blitz --system swiss --rounds 7 --discipline lightning --control 60+0";
  const auto refused = shashki(create);
  BOOST_TEST(refused.exit_code == 1);
  BOOST_TEST(refused.err.starts_with(
      "error: --regulations-differ: the time control 60+0 gives each player 60 minutes"));
  BOOST_TEST(refused.err.find("6.1.9.3") != std::string::npos);
  BOOST_TEST(refused.err.find("--regulations-differ") != std::string::npos);
  BOOST_TEST(shashki("event list").out.empty());
  const auto confirmed = shashki(create + " --regulations-differ");
  BOOST_TEST(confirmed.exit_code == 0);
  BOOST_TEST(confirmed.out == "1\n");
  const auto shown = nlohmann::json::parse(shashki("event show --event 1 --json").out);
  BOOST_TEST(shown["control"] == "60+0");
  BOOST_TEST(shown["regulations_differ"] == true);
  BOOST_TEST(shashki("event show --event 1")
                 .out.find("Russian draughts, lightning play 60+0 (set by the regulations, 6.1.9.4)") !=
             std::string::npos);
}

BOOST_AUTO_TEST_CASE(a_control_within_the_discipline_bounds_needs_no_confirmation) {
  EventDatabase shashki;
  const auto r =
      shashki("event create --name Rapid --system swiss --rounds 7 --discipline rapid --control 15+10");
  BOOST_TEST(r.exit_code == 0);
  const auto shown = nlohmann::json::parse(shashki("event show --event 1 --json").out);
  BOOST_TEST(shown["regulations_differ"] == false);
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(tiebreaks_on_entry)

BOOST_AUTO_TEST_CASE(
    event_create_refuses_an_unknown_tie_break_and_takes_the_edition_in_force_on_its_first_day) {
  EventDatabase shashki;
  const auto bad = shashki(
      "event create --name Open --system swiss --rounds 5 --discipline classical --tiebreaks 'BH-C1, Koya'");
  BOOST_TEST(bad.exit_code == 3);
  BOOST_TEST(bad.err.find("'Koya'") != std::string::npos, bad.err);
  BOOST_TEST(shashki("event list --json").out.find("Open") == std::string::npos);
  // Started before 1 March 2026: C.07 as in force then (2024), unless the option says otherwise.
  BOOST_REQUIRE(shashki("event create --name Winter --system swiss --rounds 5 --discipline classical "
                        "--start 2026-02-20 --tiebreaks 'bh-c1, ks'")
                    .exit_code == 0);
  BOOST_REQUIRE(shashki("event create --name Spring --system swiss --rounds 5 --discipline classical "
                        "--start 2026-02-20 --tiebreak-edition 2026")
                    .exit_code == 0);
  const auto winter = nlohmann::json::parse(shashki("event show --event 1 --json").out);
  BOOST_TEST(winter["tiebreak_edition"] == "2024");
  BOOST_TEST(winter["tiebreaks"] == nlohmann::json({"BH-C1", "KS"}));
  BOOST_TEST(nlohmann::json::parse(shashki("event show --event 2 --json").out)["tiebreak_edition"] == "2026");
}

BOOST_AUTO_TEST_CASE(event_edit_corrects_the_tie_breaks_and_after_publication_only_with_a_reason) {
  EventDatabase shashki;
  BOOST_REQUIRE(
      shashki("event create --name Open --system swiss --rounds 3 --discipline classical").exit_code == 0);
  BOOST_REQUIRE(shashki("player add --event 1 --name 'A, Anna'").exit_code == 0);
  BOOST_REQUIRE(shashki("player add --event 1 --name 'B, Boris'").exit_code == 0);
  BOOST_TEST(shashki("event edit --event 1 --tiebreaks 'BH, SB'").exit_code == 0);
  BOOST_REQUIRE(shashki("round pair --event 1").exit_code == 0);
  BOOST_REQUIRE(shashki("round publish --event 1").exit_code == 0);
  const auto refused = shashki("event edit --event 1 --tiebreaks 'SB, BH'", "ru");
  BOOST_TEST(refused.exit_code == 1);
  BOOST_TEST(refused.err.find("--reason") != std::string::npos, refused.err);
  BOOST_TEST(nlohmann::json::parse(shashki("event show --event 1 --json").out)["tiebreaks"] ==
             nlohmann::json({"BH", "SB"}));
  const auto r = shashki(
      "event edit --event 1 --tiebreaks 'SB, BH' --tiebreak-edition 2024 "
      "--reason 'as the regulations list them'");
  BOOST_TEST(r.exit_code == 0, r.err);
  BOOST_TEST(r.out.find("SB, BH") != std::string::npos, r.out);
  const auto shown = nlohmann::json::parse(shashki("event show --event 1 --json").out);
  BOOST_TEST(shown["tiebreaks"] == nlohmann::json({"SB", "BH"}));
  BOOST_TEST(shown["tiebreak_edition"] == "2024");
  BOOST_TEST(shashki("event edit --event 1").exit_code == 2);
}

BOOST_AUTO_TEST_SUITE_END()
