#include "shashki/app/demo_service.hpp"

#include "shashki/app/errors.hpp"
#include "shashki/app/event_service.hpp"
#include "shashki/app/player_service.hpp"
#include "shashki/app/result_service.hpp"
#include "shashki/app/round_service.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <random>
#include <string>

namespace shashki::app {

namespace {

constexpr std::array<const char*, 16> surnames{
    "Иванов",  "Петров", "Сидоров", "Кузнецов", "Смирнов", "Попов",   "Волков",  "Соколов",
    "Лебедев", "Козлов", "Новиков", "Морозов",  "Павлов",  "Семёнов", "Голубев", "Виноградов"};
constexpr std::array<const char*, 12> given{"Иван",   "Пётр",    "Алексей", "Сергей", "Андрей", "Дмитрий",
                                            "Михаил", "Николай", "Олег",    "Юрий",   "Виктор", "Егор"};

// One game between ratings `white` and `black`: a draw a third of the time, otherwise the
// winner drawn by the Elo expectation.
std::string game(std::mt19937_64& rng, int white, int black) {
  std::uniform_real_distribution<double> u(0.0, 1.0);
  if (u(rng) < 1.0 / 3.0) return "=";
  const double expect = 1.0 / (1.0 + std::pow(10.0, (black - white) / 400.0));
  return u(rng) < expect ? "1-0" : "0-1";
}

}  // namespace

tournament::EventId DemoService::create(const DemoOptions& o) {
  if (o.players < 2 || o.rounds < 1 || o.rounds >= o.players) {
    throw Error(ExitCode::usage, Message::plural("a demo needs at least 2 players and 1 to {n} round",
                                                 "a demo needs at least 2 players and 1 to {n} rounds",
                                                 static_cast<unsigned long>(std::max(o.players - 1, 1)))
                                     .about(o.players < 2 ? "players" : "rounds"));
  }
  std::mt19937_64 rng(o.seed);
  tournament::Event e;
  e.name = "Demo open " + std::to_string(o.players) + "x" + std::to_string(o.rounds);
  e.system = tournament::PairingSystem::swiss;
  e.rounds = o.rounds;
  e.time_control = "30+30";
  e.tiebreaks = {tournament::Tiebreak::buchholz_cut1, tournament::Tiebreak::buchholz,
                 tournament::Tiebreak::shmulyan, tournament::Tiebreak::wins};
  const auto event = EventService(m_session).create(e).id;
  std::vector<tournament::Player> players;
  std::uniform_int_distribution<int> rating(1600, 2400);
  for (int i = 0; i < o.players; ++i) {
    tournament::Player p;
    p.name = std::string(surnames[static_cast<std::size_t>(i) % surnames.size()]) + ", " +
             given[static_cast<std::size_t>(i / static_cast<int>(surnames.size()) + i) % given.size()];
    // The given name moves on by 17 mod 12 each time the surnames come round, so the first
    // 16 x 12 names are all different; only a larger field needs a number to tell them apart.
    const auto distinct = static_cast<int>(surnames.size() * given.size());
    if (i >= distinct) p.name += " " + std::to_string(i / distinct + 1);
    p.rating = rating(rng);
    p.city = "Москва";
    players.push_back(p);
  }
  // Starting numbers follow the ratings, as the initial ranking of C.04.2 orders them.
  std::stable_sort(players.begin(), players.end(),
                   [](const auto& a, const auto& b) { return a.rating > b.rating; });
  for (auto& p : players) p = PlayerService(m_session).add(event, p);
  RoundService rounds(m_session);
  ResultService results(m_session);
  for (int r = 1; r <= o.rounds; ++r) {
    const auto draft = rounds.pair(event);
    rounds.publish(event);
    for (const auto& b : draft.round.boards) {
      if (b.is_bye()) continue;
      const auto rating_of = [&](tournament::PlayerId id) {
        for (const auto& p : players) {
          if (p.id == id) return p.rating.value_or(1800);
        }
        return 1800;
      };
      results.set(event, r, b.number, 1, game(rng, rating_of(b.white), rating_of(*b.black)));
    }
    rounds.complete(event, r);
    rounds.lock(event, r);
  }
  return event;
}

}  // namespace shashki::app
