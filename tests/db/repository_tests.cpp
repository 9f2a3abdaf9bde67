// Round trips of events and players, and names that must come back byte for byte.
#include <boost/test/unit_test.hpp>

#include "fixture.hpp"
#include "shashki/db/audit_log.hpp"
#include "shashki/db/prize_repository.hpp"
#include "shashki/db/section_repository.hpp"

using namespace shashki::db;
using namespace shashki::db::test;
using namespace shashki::tournament;
using namespace std::chrono;

BOOST_AUTO_TEST_SUITE(repository_tests)

BOOST_AUTO_TEST_CASE(an_event_comes_back_with_every_setting) {
  shashki::test::TempDir dir;
  Database db(dir.path() / "e.db");
  EventRepository events(db);
  auto e = sample_event(9, true);
  e.scale = ScoringScale::one_half_zero;
  e.match_scoring = MicroMatchScoring::per_match;
  e.system = PairingSystem::double_round_robin;
  e.tiebreak_edition = TiebreakEdition::fide_2024;  // not the default: it must be stored
  const auto created = events.create(e, stamp());
  BOOST_REQUIRE(created.ok());
  BOOST_TEST(created->id.value > 0);
  e.id = created->id;
  const auto found = events.find(created->id);
  BOOST_REQUIRE(found.has_value());
  BOOST_TEST((*found == e));
  BOOST_TEST(events.list().size() == 1u);
  BOOST_TEST(!events.find(EventId{42}).has_value());
}

BOOST_AUTO_TEST_CASE(an_invalid_event_is_refused_and_nothing_is_written) {
  shashki::test::TempDir dir;
  Database db(dir.path() / "e.db");
  auto e = sample_event();
  e.rounds = 0;
  const auto created = EventRepository(db).create(e, stamp());
  BOOST_TEST(!created.ok());
  BOOST_TEST(created.problem().field() == "rounds");
  BOOST_TEST(EventRepository(db).list().empty());
  BOOST_TEST(AuditLog(db).count() == 0);
}

BOOST_AUTO_TEST_CASE(a_player_comes_back_with_every_field) {
  EventFixture f(0);
  Player p;
  p.name = "Иванов, Иван";
  p.rating = 2150;
  p.title = Title::kms;
  p.club = "ШК «Дебют»";
  p.city = "Санкт-Петербург";
  p.federation = "RUS";
  p.birth = 2008y / February / 29;
  p.late_entry_round = 2;
  p.sex = Sex::female;
  p.region = "Республика Татарстан";
  p.coach = "Сидоров С. С.";
  PlayerRepository players(*f.db);
  const auto added = players.add(f.event.id, p, stamp());
  BOOST_REQUIRE(added.ok());
  BOOST_TEST(added->number == 1);
  p.id = added->id;
  p.number = 1;
  const auto listed = players.list(f.event.id);
  BOOST_REQUIRE(listed.size() == 1u);
  BOOST_TEST((listed[0] == p));
}

BOOST_AUTO_TEST_CASE(names_with_cyrillic_apostrophes_quotes_and_script_tags_round_trip_exactly) {
  EventFixture f(0);
  const std::vector<std::string> names = {
      "Щукин-Эйлер, Ёжик Ъ",
      "O'Brien, Sean",
      "D\"Artagnan, \"Le Gascon\"",
      "<script>alert('x')</script>",
      "Robert'); DROP TABLE players;--",
      "Ølsen, Åsa ß 李 🙂",
      "  spaces  around  ",
      "back\\slash%_wild*",
  };
  std::vector<Player> entries;
  for (const auto& name : names) {
    Player p;
    p.name = name;
    p.club = name;
    entries.push_back(p);
  }
  PlayerRepository players(*f.db);
  BOOST_REQUIRE(players.add_all(f.event.id, entries, stamp()).ok());
  // Reopen, so that nothing comes from memory.
  f.close();
  f.reopen();
  const auto listed = PlayerRepository(*f.db).list(f.event.id);
  BOOST_REQUIRE(listed.size() == names.size());
  for (std::size_t i = 0; i < names.size(); ++i) {
    BOOST_TEST(listed[i].name == names[i]);
    BOOST_TEST(listed[i].club == names[i]);
  }
}

BOOST_AUTO_TEST_CASE(an_import_with_one_bad_player_imports_nobody_and_names_the_player) {
  EventFixture f(0);
  std::vector<Player> entries(3);
  entries[0].name = "Первый";
  entries[1].name = "";
  entries[2].name = "Третий";
  const auto imported = PlayerRepository(*f.db).add_all(f.event.id, entries, stamp());
  BOOST_TEST(!imported.ok());
  BOOST_TEST(imported.error() == "player 2 of the list has no name");
  BOOST_TEST(PlayerRepository(*f.db).list(f.event.id).empty());
}

BOOST_AUTO_TEST_CASE(sections_come_back_in_order_with_the_event_and_each_change_is_audited) {
  EventFixture f(3);
  SectionRepository sections(*f.db);
  const Section girls{"Девочки до 11 лет", Sex::female, 2016, std::nullopt, {}};
  const Section listed{
      "Приглашённые", Sex::unknown, std::nullopt, std::nullopt, {f.players[2].id, f.players[0].id}};
  const auto before = AuditLog(*f.db).count();
  BOOST_REQUIRE(sections.add(f.event.id, girls, stamp()).ok());
  BOOST_REQUIRE(sections.add(f.event.id, listed, stamp()).ok());
  // A second section of a name is refused, and nothing is written.
  const auto twice = sections.add(f.event.id, girls, stamp());
  BOOST_TEST(!twice.ok());
  BOOST_TEST(twice.problem().field() == "name");
  BOOST_TEST(AuditLog(*f.db).count() == before + 2);
  const auto loaded = EventRepository(*f.db).load(f.event.id);
  BOOST_REQUIRE(loaded.has_value());
  BOOST_TEST_REQUIRE(loaded->sections.size() == 2u);
  BOOST_TEST((loaded->sections[0] == girls));
  BOOST_TEST((loaded->sections[1] == listed));
  const auto removed = sections.remove(f.event.id, girls.name, stamp());
  BOOST_REQUIRE(removed.ok());
  BOOST_TEST((*removed == girls));
  BOOST_TEST(!sections.remove(f.event.id, girls.name, stamp()).ok());
  BOOST_TEST_REQUIRE(sections.list(f.event.id).size() == 1u);
  const auto log = AuditLog(*f.db).list(f.event.id);
  BOOST_TEST(log.back().action == "section.remove");
  BOOST_TEST(log.back().before->find("Девочки до 11 лет") != std::string::npos);
  BOOST_TEST(AuditLog(*f.db).count() == before + 3);
}

BOOST_AUTO_TEST_CASE(prizes_keep_the_lists_order_and_close_up_when_one_is_removed) {
  EventFixture f(3);
  PrizeRepository prizes(*f.db);
  const std::vector<Prize> list = {{"1 место", 1, "", 1000}, {"2 место", 2, "", 500}, {"Кубок", 1, "", 0}};
  for (const auto& p : list) BOOST_REQUIRE(prizes.add(f.event.id, p, stamp()).ok());
  const auto loaded = EventRepository(*f.db).load(f.event.id);
  BOOST_REQUIRE(loaded.has_value());
  BOOST_TEST((loaded->prizes == list));
  const auto before = AuditLog(*f.db).count();
  const auto gone = prizes.remove(f.event.id, 4, stamp());
  BOOST_TEST(!gone.ok());
  BOOST_TEST(gone.problem().english() == "the prize list has no number 4; it has 3 prizes");
  BOOST_TEST(AuditLog(*f.db).count() == before);
  BOOST_REQUIRE(prizes.remove(f.event.id, 1, stamp()).ok());
  BOOST_TEST((prizes.list(f.event.id) == std::vector<Prize>{list[1], list[2]}));
  BOOST_REQUIRE(prizes.add(f.event.id, list[0], stamp()).ok());
  BOOST_TEST((prizes.list(f.event.id) == std::vector<Prize>{list[1], list[2], list[0]}));
  BOOST_TEST(AuditLog(*f.db).list(f.event.id).back().action == "prize.add");
}

BOOST_AUTO_TEST_CASE(a_taken_starting_number_is_refused) {
  EventFixture f(2);
  Player p;
  p.name = "Дубль";
  p.number = 2;
  const auto added = PlayerRepository(*f.db).add(f.event.id, p, stamp());
  BOOST_TEST(!added.ok());
  BOOST_TEST(added.error().find("taken") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(a_late_entry_after_the_last_round_is_refused) {
  EventFixture f(0, 5);
  Player p;
  p.name = "Опоздавший";
  p.late_entry_round = 6;
  const auto added = PlayerRepository(*f.db).add(f.event.id, p, stamp());
  BOOST_TEST(added.problem().field() == "late_entry_round");
  p.late_entry_round = 5;
  BOOST_TEST(PlayerRepository(*f.db).add(f.event.id, p, stamp()).ok());
}

BOOST_AUTO_TEST_CASE(a_player_for_an_unknown_event_is_refused) {
  EventFixture f(0);
  Player p;
  p.name = "Никто";
  BOOST_TEST(!PlayerRepository(*f.db).add(EventId{99}, p, stamp()).ok());
}

BOOST_AUTO_TEST_CASE(a_withdrawal_is_stored_with_its_round_and_cannot_be_repeated) {
  EventFixture f(3);
  PlayerRepository players(*f.db);
  const auto withdrawn = players.withdraw(f.event.id, f.players[1].id, 3, stamp());
  BOOST_REQUIRE(withdrawn.ok());
  const auto listed = players.list(f.event.id);
  BOOST_TEST((listed[1].status == PlayerStatus::withdrawn));
  BOOST_TEST((listed[1].withdrawn_from == 3));
  BOOST_TEST(!players.withdraw(f.event.id, f.players[1].id, 4, stamp()).ok());
  BOOST_TEST(!players.withdraw(f.event.id, f.players[0].id, 0, stamp()).ok());
  BOOST_TEST(!players.withdraw(f.event.id, PlayerId{999}, 2, stamp()).ok());
}

BOOST_AUTO_TEST_CASE(a_whole_event_loads_as_one_snapshot) {
  EventFixture f(5);
  f.publish(1);
  const auto t = EventRepository(*f.db).load(f.event.id);
  BOOST_REQUIRE(t.has_value());
  BOOST_TEST((t->event == f.event));
  BOOST_TEST((t->players == f.players));
  BOOST_REQUIRE(t->rounds.size() == 1u);
  BOOST_TEST(t->rounds[0].boards.size() == 3u);
  BOOST_TEST(t->rounds[0].boards[2].is_bye());
  BOOST_TEST(!EventRepository(*f.db).load(EventId{77}).has_value());
}

BOOST_AUTO_TEST_SUITE_END()
