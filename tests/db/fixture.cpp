#include "fixture.hpp"

#include "shashki/db/live_repository.hpp"

#include <boost/test/unit_test.hpp>

#include <array>

namespace shashki::db::test {

using namespace std::chrono;

Stamp stamp(int minutes) {
  return Stamp{"Судья Ольга", sys_days{2026y / May / 1} + 10h + std::chrono::minutes(minutes)};
}

clock::ClockJournalRow clock_start_row() {
  clock::ClockJournalRow row;
  row.at = std::chrono::sys_days{std::chrono::year{2026} / 5 / 1} + std::chrono::hours(10);
  row.kind = clock::EventKind::start;
  row.white_ms = row.black_ms = 1800000;
  return row;
}

tournament::Checked<int> append_clock_row(Database& database, const tournament::GameKey& key,
                                          const clock::ClockJournalRow& row, const Stamp& stamp) {
  const std::array<tournament::ClockWrite, 1> writes{
      tournament::ClockWrite{key, {clock::ClockRecordRow{row, 0}}}};
  const auto audit =
      row.kind == clock::EventKind::adjust ? std::optional<std::string_view>("clock.adjust") : std::nullopt;
  return LiveRepository(database).append_clock(writes, stamp, audit);
}

tournament::Event sample_event(int rounds, bool micro_match) {
  tournament::Event e;
  e.name = "Первенство «Шашечный клуб» 2026";
  e.start_date = 2026y / May / 1;
  e.end_date = 2026y / May / 5;
  e.venue = "Казань";
  e.chief_arbiter = "Ольга Петрова";
  e.arbiters = {"Иван Сидоров", "O'Neil"};
  e.discipline = tournament::Discipline::rapid;
  e.time_control = "15+10";
  e.system = tournament::PairingSystem::swiss;
  e.rounds = rounds;
  e.micro_match = micro_match;
  e.tiebreaks = {shashki::tournament::Tiebreak::buchholz_cut1,
                 shashki::tournament::Tiebreak::sonneborn_berger};
  e.opening_table = "IDF";
  e.rule_edition = "2024";
  return e;
}

shashki::test::RunResult sqlite3(const std::filesystem::path& path, const std::string& statements) {
  return shashki::test::run("sqlite3 -bail '" + path.string() + "'",
                            "PRAGMA foreign_keys=ON;\n" + statements + "\n");
}

std::string sqlite3_value(const std::filesystem::path& path, const std::string& query) {
  auto out = sqlite3(path, query).out;
  while (!out.empty() && out.back() == '\n') out.pop_back();
  return out;
}

EventFixture::EventFixture(int players_count, int rounds, bool micro_match) : path(dir.path() / "event.db") {
  reopen();
  auto created = EventRepository(*db).create(sample_event(rounds, micro_match), stamp());
  BOOST_REQUIRE(created.ok());
  event = *created;
  std::vector<tournament::Player> entries;
  for (int i = 0; i < players_count; ++i) {
    tournament::Player p;
    p.name = "Игрок " + std::to_string(i + 1);
    p.rating = 2000 - i * 10;
    entries.push_back(p);
  }
  auto added = PlayerRepository(*db).add_all(event.id, entries, stamp());
  BOOST_REQUIRE(added.ok());
  players = *added;
}

tournament::Round EventFixture::pairing(int number) const {
  tournament::Round round;
  round.number = number;
  const int games = event.scoring().games_per_board();
  int board = 1;
  std::size_t i = 0;
  for (; i + 1 < players.size(); i += 2) {
    auto b = tournament::Board::pairing(board++, players[i].id, players[i + 1].id, games);
    b.opening = "1-IV";
    round.boards.push_back(b);
  }
  if (i < players.size()) {
    round.boards.push_back(
        tournament::Board::bye_for(board, players[i].id, tournament::ByeKind::pairing_allocated));
  }
  return round;
}

tournament::Round EventFixture::publish(int number) {
  RoundRepository rounds(*db);
  BOOST_REQUIRE(rounds.store_draft(event.id, pairing(number), stamp()).ok());
  auto published = rounds.publish(event.id, number, stamp());
  BOOST_REQUIRE(published.ok());
  return published->round;
}

}  // namespace shashki::db::test
