#include "sample_events.hpp"

#include "sample_reports.hpp"

#include <map>

namespace shashki::reports::samples {

namespace {

void describe(tournament::Event& event) {
  event.name = "Первенство клуба «Дамка»";
  event.start_date =
      std::chrono::year_month_day{std::chrono::year{2026}, std::chrono::May, std::chrono::day{1}};
  event.end_date =
      std::chrono::year_month_day{std::chrono::year{2026}, std::chrono::May, std::chrono::day{3}};
  event.venue = "Казань";
  event.chief_arbiter = "Петров П. П.";
  event.time_control = "30+30";
}

}  // namespace

tournament::Tournament sample_swiss() {
  auto builder = shashki::test::TournamentBuilder(tournament::PairingSystem::swiss, 3);
  builder.player("Smith, John", 2210)
      .player(tricky_name, 2150)
      .player("Ковалёв, Ёжик", 2100)
      .player("Абрамов, Антон")
      .player("O'Brien, Pat", 1950)
      .player("Яковлева, Юлия", 1900)
      .round("1-4 1-0, 5-2 0-1, 3-6 =")
      .round("2-1 =, 6-5 +/-, 4-3 0-1")
      .round("1-3 1-0, 4-6 =, 2 half, 5 pab");
  tournament::Tournament t = builder.build();
  describe(t.event);
  t.players[0].title = tournament::Title::ms;
  t.players[0].club = "Dynamo";
  t.players[0].city = "Moscow";
  t.players[1].title = tournament::Title::kms;
  t.players[1].club = "Club \"North\"";
  t.players[2].title = tournament::Title::first;
  t.players[2].city = "Казань";
  t.rounds[2].boards[0].opening = "1-IV";
  t.rounds[2].boards[1].opening = "2-II";
  return t;
}

tournament::Tournament sample_round_robin() {
  auto builder = shashki::test::TournamentBuilder(tournament::PairingSystem::round_robin, 3,
                                                  tournament::ScoringScale::two_one_zero, true);
  builder.player("Иванов, Иван", 2300)
      .player("Петрова, Анна", 2250)
      .player("Сидоров, Олег", 2200)
      .player("Кузнецов, Пётр", 2100)
      .withdraw(4, 2)
      .round("1-4 1-0 =, 2-3 = =")
      .round("1-3 = 1-0, 2-4 +/- -/+")
      .round("1-2 0-1 0-1, 3-4 +/- -/+");
  tournament::Tournament t = builder.build();
  describe(t.event);
  t.event.name = "Чемпионат города, финал";
  return t;
}

std::string to_russian(const std::string& msgid) {
  static const std::map<std::string, std::string> words{
      {"Standings after round", "Положение после тура"},
      {"Rank", "Место"},
      {"Name", "Фамилия, имя"},
      {"Pts", "Очки"},
      {"Chief arbiter", "Главный судья"},
      {"Chief secretary", "Главный секретарь"},
      {"Venue", "Место проведения"},
      {"Swiss system", "швейцарская система"},
      {"rounds", "туров"},
      {"Buchholz Cut-1", "усечённый коэффициент Бухгольца"}};
  const auto it = words.find(msgid);
  return it == words.end() ? msgid : it->second;
}

}  // namespace shashki::reports::samples
