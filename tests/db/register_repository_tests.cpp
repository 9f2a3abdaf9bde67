// The player register (docs/register.md): entries stored and found again as the judge types,
// an import all or nothing with one audit row, links of an event's players, ranks written back.
#include <boost/test/unit_test.hpp>

#include "fixture.hpp"
#include "shashki/db/audit_log.hpp"
#include "shashki/db/register_repository.hpp"

#include <string>
#include <vector>

using namespace shashki::db;
using namespace shashki::db::test;
using namespace shashki::tournament;
using namespace std::chrono;

namespace {

RegisterEntry listed_person(std::string name, std::optional<int> year, std::string club,
                            std::string federation_id = {}) {
  RegisterEntry e;
  e.name = std::move(name);
  e.birth_year = year;
  e.club = std::move(club);
  e.federation_id = std::move(federation_id);
  return e;
}

std::vector<RegisterEntry> federation_sample() {
  auto first = listed_person("Ёлкин Пётр", 2010, "Динамо", "R-1");
  first.birth = 2010y / March / 14d;
  first.title = Title::second;
  first.sex = Sex::male;
  first.region = "Татарстан";
  first.coach = "Петров П.П.";
  first.federation = "RUS";
  first.city = "Казань";
  return {first, listed_person("Иванов Иван", 2011, "Спартак", "R-2"),
          listed_person("Ivanova Maria", 2011, "Dinamo Minsk"),
          listed_person("Сидоров О'Нил \"Младший\"", 1990, "<script>", "R-4")};
}

std::vector<std::string> entry_names(const std::vector<RegisterEntry>& entries) {
  std::vector<std::string> out;
  for (const auto& e : entries) out.push_back(e.name);
  return out;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(register_repository_tests)

BOOST_AUTO_TEST_CASE(an_imported_entry_comes_back_with_every_field) {
  EventFixture f(0);
  RegisterRepository reg(*f.db);
  const auto imported = reg.import(federation_sample(), "fed.csv", stamp());
  BOOST_REQUIRE(imported.ok());
  BOOST_TEST(imported->added == 4);
  BOOST_TEST(imported->updated == 0);
  BOOST_TEST(reg.count() == 4);
  const auto found = reg.search(parse_register_query("ёлк"), 10);
  BOOST_REQUIRE(found.size() == 1U);
  auto expected = federation_sample().front();
  expected.id = found.front().id;
  BOOST_TEST((found.front() == expected));
  BOOST_TEST((reg.find(expected.id) == std::optional<RegisterEntry>(expected)));
  BOOST_TEST(!reg.find(RegisterId{999}).has_value());
  const auto odd = reg.search(parse_register_query("сидоров"), 10);
  BOOST_REQUIRE(odd.size() == 1U);
  BOOST_TEST(odd.front().name == "Сидоров О'Нил \"Младший\"");
  BOOST_TEST(odd.front().club == "<script>");
}

BOOST_AUTO_TEST_CASE(the_search_matches_any_word_start_in_any_case_with_year_and_club) {
  EventFixture f(0);
  RegisterRepository reg(*f.db);
  BOOST_REQUIRE(reg.import(federation_sample(), "fed.csv", stamp()).ok());
  const auto search = [&](const char* text) {
    return entry_names(reg.search(parse_register_query(text), 10));
  };
  BOOST_TEST(search("ИВАН") == (std::vector<std::string>{"Иванов Иван"}), boost::test_tools::per_element());
  BOOST_TEST(search("iva") == (std::vector<std::string>{"Ivanova Maria"}), boost::test_tools::per_element());
  BOOST_TEST(search("иван 2011") == (std::vector<std::string>{"Иванов Иван"}),
             boost::test_tools::per_element());
  BOOST_TEST(search("иван 2010").empty());
  BOOST_TEST(search("ЕЛКИН") == (std::vector<std::string>{"Ёлкин Пётр"}), boost::test_tools::per_element());
  BOOST_TEST(search("петр дин") == (std::vector<std::string>{"Ёлкин Пётр"}),
             boost::test_tools::per_element());
  BOOST_TEST(search("dinamo") == (std::vector<std::string>{"Ivanova Maria"}),
             boost::test_tools::per_element());
  BOOST_TEST(search("2011") == (std::vector<std::string>{"Ivanova Maria", "Иванов Иван"}),
             boost::test_tools::per_element());
  BOOST_TEST(search("казан") == (std::vector<std::string>{"Ёлкин Пётр"}), boost::test_tools::per_element());
  BOOST_TEST(search("ван").empty());  // the start of a word, not any part of it
  BOOST_TEST(search("\"*").empty());
  BOOST_TEST(reg.search(parse_register_query("иван"), 1).size() == 1U);
}

BOOST_AUTO_TEST_CASE(a_new_list_updates_the_entries_it_names_and_keeps_their_ids) {
  EventFixture f(0);
  RegisterRepository reg(*f.db);
  BOOST_REQUIRE(reg.import(federation_sample(), "fed-2025.csv", stamp()).ok());
  const auto before = reg.search(parse_register_query("иванов"), 10).front();
  auto newer = listed_person("Иванов Иван", 2011, "Динамо", "R-2");
  newer.title = Title::first;
  const auto again = reg.import(
      {newer, listed_person("Ivanova Maria", 2011, "Minsk"), listed_person("Новиков Олег", 2012, "")},
      "fed-2026.csv", stamp(1));
  BOOST_REQUIRE(again.ok());
  BOOST_TEST(again->added == 1);
  BOOST_TEST(again->updated == 2);
  BOOST_TEST(again->unchanged == 0);
  BOOST_TEST(reg.count() == 5);
  const auto after = reg.find(before.id);
  BOOST_REQUIRE(after.has_value());
  BOOST_TEST(after->club == "Динамо");
  BOOST_TEST((after->title == Title::first));
  BOOST_TEST(reg.search(parse_register_query("спартак"), 10).empty());
  BOOST_TEST(reg.search(parse_register_query("minsk"), 10).size() == 1U);
  const auto audit = AuditLog(*f.db).list();
  BOOST_REQUIRE(audit.size() >= 2U);
  BOOST_TEST(audit.back().action == "register.import");
  BOOST_TEST(!audit.back().event.has_value());
  BOOST_TEST(audit.back().after->find("\"updated\":2") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(the_same_list_again_changes_nothing_and_says_so) {
  EventFixture f(0);
  RegisterRepository reg(*f.db);
  BOOST_REQUIRE(reg.import(federation_sample(), "fed.csv", stamp()).ok());
  const auto again = reg.import(federation_sample(), "fed.csv", stamp(1));
  BOOST_REQUIRE(again.ok());
  BOOST_TEST(again->added == 0);
  BOOST_TEST(again->updated == 0);
  BOOST_TEST(again->unchanged == 4);
  BOOST_TEST(reg.search(parse_register_query("елкин"), 10).size() == 1U);
}

BOOST_AUTO_TEST_CASE(a_failure_in_the_middle_of_an_import_leaves_nothing_of_it) {
  EventFixture f(0);
  f.close();
  BOOST_REQUIRE(
      sqlite3(f.path,
              "CREATE TRIGGER fail_register BEFORE INSERT ON register_entries WHEN NEW.name = 'Bad' "
              "BEGIN SELECT RAISE(ABORT, 'injected failure'); END;")
          .exit_code == 0);
  f.reopen();
  RegisterRepository reg(*f.db);
  const auto audit_rows = AuditLog(*f.db).count();
  auto list = federation_sample();
  list.push_back(listed_person("Bad", std::nullopt, ""));
  BOOST_CHECK_THROW((void)reg.import(list, "fed.csv", stamp()), DatabaseError);
  BOOST_TEST(reg.count() == 0);
  BOOST_TEST(reg.search(parse_register_query("иван"), 10).empty());
  BOOST_TEST(AuditLog(*f.db).count() == audit_rows);
}

BOOST_AUTO_TEST_CASE(an_events_player_is_linked_to_his_entry) {
  EventFixture f(2);
  RegisterRepository reg(*f.db);
  BOOST_REQUIRE(reg.import(federation_sample(), "fed.csv", stamp()).ok());
  const auto entry = reg.search(parse_register_query("иванов"), 1).front().id;
  const auto linked = reg.link(f.event.id, f.players[1].id, entry, stamp(1));
  BOOST_REQUIRE(linked.ok());
  BOOST_TEST((reg.links(f.event.id) == std::map<PlayerId, RegisterId>{{f.players[1].id, entry}}));
  const auto players = reg.players_of(entry);
  BOOST_REQUIRE(players.size() == 1U);
  BOOST_TEST(players.front().event.value == f.event.id.value);
  BOOST_TEST(players.front().player.value == f.players[1].id.value);
  const auto rows = AuditLog(*f.db).count();
  const auto no_entry = reg.link(f.event.id, f.players[0].id, RegisterId{999}, stamp(2));
  BOOST_REQUIRE(!no_entry.ok());
  BOOST_TEST(no_entry.problem().field() == "register");
  BOOST_TEST(!reg.link(EventId{77}, f.players[0].id, entry, stamp(2)).ok());
  BOOST_TEST(AuditLog(*f.db).count() == rows);
}

BOOST_AUTO_TEST_CASE(only_raised_ranks_are_written_and_a_stale_list_writes_nothing) {
  EventFixture f(2);
  RegisterRepository reg(*f.db);
  BOOST_REQUIRE(reg.import(federation_sample(), "fed.csv", stamp()).ok());
  const auto elkin = reg.search(parse_register_query("елкин"), 1).front();    // holds "2"
  const auto ivanov = reg.search(parse_register_query("иванов"), 1).front();  // holds none
  const std::vector<RankChange> changes{{0, elkin.id, Title::second, Title::second, RankWriteBack::confirmed},
                                        {1, ivanov.id, Title::none, Title::third, RankWriteBack::raise}};
  const auto written = reg.write_ranks(f.event.id, changes, stamp(1));
  BOOST_REQUIRE(written.ok());
  BOOST_TEST(written->size() == 1U);
  BOOST_TEST((reg.find(ivanov.id)->title == Title::third));
  BOOST_TEST((reg.find(elkin.id)->title == Title::second));
  BOOST_TEST(AuditLog(*f.db).list().back().action == "register.ranks");
  // The same list again: Ivanov holds "3" now, not the "none" the judge was shown.
  const auto rows = AuditLog(*f.db).count();
  const auto stale = reg.write_ranks(f.event.id, changes, stamp(2));
  BOOST_REQUIRE(!stale.ok());
  BOOST_TEST((reg.find(ivanov.id)->title == Title::third));
  BOOST_TEST(AuditLog(*f.db).count() == rows);
}

BOOST_AUTO_TEST_SUITE_END()
