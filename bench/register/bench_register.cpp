// bench_register [--players N] [--queries Q] [--seed S]: writes a federation's list of N players
// (default 50,000; Russian names with a share in Latin letters, years, clubs, cities) as CSV,
// imports it through the use case (one action) and once more (every entry updated), then runs
// Q search-as-you-type queries (default
// 1,000): the first 2 to 5 letters of a surname or a first name, some followed by a year of
// birth or the start of a club. Prints the import time and the p50, p99 and slowest query.
#include "shashki/app/register_service.hpp"
#include "shashki/app/session.hpp"

#include <unistd.h>
#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace {

using namespace shashki;
using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

constexpr std::array<std::string_view, 40> surnames{
    "Иванов",  "Смирнов", "Кузнецов", "Попов",       "Васильев", "Петров",    "Соколов", "Михайлов",
    "Новиков", "Фёдоров", "Морозов",  "Волков",      "Алексеев", "Лебедев",   "Семёнов", "Егоров",
    "Павлов",  "Козлов",  "Степанов", "Николаев",    "Орлов",    "Андреев",   "Макаров", "Никитин",
    "Захаров", "Зайцев",  "Соловьёв", "Борисов",     "Яковлев",  "Григорьев", "Романов", "Воробьёв",
    "Сергеев", "Кузьмин", "Фролов",   "Александров", "Дмитриев", "Королёв",   "Гусев",   "Киселёв"};
constexpr std::array<std::string_view, 20> male_names{
    "Александр", "Дмитрий", "Максим", "Сергей",  "Андрей",  "Алексей", "Артём",
    "Илья",      "Кирилл",  "Михаил", "Никита",  "Матвей",  "Роман",   "Егор",
    "Арсений",   "Иван",    "Денис",  "Евгений", "Тимофей", "Владимир"};
constexpr std::array<std::string_view, 20> female_names{
    "Анастасия", "Мария", "Анна",  "Виктория", "Екатерина", "Наталья", "Марина", "Полина", "Дарья", "Алиса",
    "Ксения",    "Елена", "Софья", "Ольга",    "Татьяна",   "Ирина",   "Юлия",   "Вера",   "Алёна", "Ульяна"};
constexpr std::array<std::string_view, 16> latin_surnames{
    "Ivanov",  "Smirnov", "Kuznetsov", "Popov",  "Vasiliev", "Petrov", "Sokolov", "Mikhailov",
    "Novikov", "Fedorov", "Morozov",   "Volkov", "Kowalski", "Nowak",  "Schmidt", "Dubois"};
constexpr std::array<std::string_view, 12> latin_names{"Alexander", "Dmitry", "Maxim", "Sergey",
                                                       "Anna",      "Maria",  "Elena", "Olga",
                                                       "Piotr",     "Jan",    "Marie", "Lukas"};
constexpr std::array<std::string_view, 16> clubs{
    "Динамо",           "Спартак",     "Ладья",        "Дамка",
    "Чемпион",          "Олимп",       "Юность",       "Локомотив",
    "Шашечный клуб 64", "Белая ладья", "Гроссмейстер", "Торпедо",
    "Dinamo Minsk",     "Sokol",       "Zenit",        "Rubin"};
constexpr std::array<std::string_view, 12> cities{"Москва", "Санкт-Петербург", "Казань", "Уфа",
                                                  "Якутск", "Новосибирск",     "Самара", "Пермь",
                                                  "Омск",   "Минск",           "Тюмень", "Краснодар"};
constexpr std::array<std::string_view, 9> ranks{"б/р", "3j", "2j", "1j", "3", "2", "1", "КМС", "МС"};

struct Person {
  std::string surname, first, club;
  int year = 0;
};

template <class List>
std::string_view pick(const List& list, std::mt19937& random) {
  return list[random() % list.size()];
}

// The first `letters` letters (code points) of `word`.
std::string prefix(std::string_view word, int letters) {
  std::size_t end = 0;
  for (int n = 0; n < letters && end < word.size(); ++n) {
    ++end;
    while (end < word.size() && (static_cast<unsigned char>(word[end]) & 0xC0) == 0x80) ++end;
  }
  return std::string(word.substr(0, end));
}

std::string feminine(std::string_view surname) {
  // Russian surnames in -ов, -ев, -ин take -а for a woman.
  return std::string(surname) + "а";
}

}  // namespace

int main(int argc, char** argv) {
  int players = 50000;
  int queries = 1000;
  unsigned seed = 2026;
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string_view option = argv[i];
    if (option == "--players") players = std::atoi(argv[i + 1]);
    if (option == "--queries") queries = std::atoi(argv[i + 1]);
    if (option == "--seed") seed = static_cast<unsigned>(std::atoi(argv[i + 1]));
  }
  std::mt19937 random(seed);
  const auto dir =
      std::filesystem::temp_directory_path() / ("shashki-bench-register-" + std::to_string(getpid()));
  std::filesystem::create_directories(dir);
  const auto csv = dir / "federation.csv";
  std::vector<Person> people;
  people.reserve(static_cast<std::size_t>(players));
  {
    std::ofstream out(csv, std::ios::binary);
    out << "№;Фамилия;Имя;Год рождения;Пол;Разряд;Клуб;Город;ID ФШР\n";
    for (int k = 1; k <= players; ++k) {
      const bool latin = random() % 5 == 0;
      const bool woman = random() % 3 == 0;
      Person p;
      if (latin) {
        p.surname = pick(latin_surnames, random);
        p.first = pick(latin_names, random);
      } else {
        p.surname = woman ? feminine(pick(surnames, random)) : std::string(pick(surnames, random));
        p.first = woman ? pick(female_names, random) : pick(male_names, random);
      }
      p.year = 1950 + static_cast<int>(random() % 69);
      p.club = pick(clubs, random);
      out << k << ';' << p.surname << ';' << p.first << ';' << p.year << ';' << (woman ? "ж" : "м") << ';'
          << pick(ranks, random) << ';' << p.club << ';' << pick(cities, random) << ";R-" << k << '\n';
      people.push_back(std::move(p));
    }
  }
  app::Session session(dir / "register.db", "bench_register");
  app::RegisterService service(session);
  auto start = Clock::now();
  const auto report = service.import_csv(csv);
  const double import_ms = ms_since(start);
  std::printf("import: %d entries (%d new) in %.0f ms\n", report.entries, report.added, import_ms);
  // The next year's list: every entry found again by its federation id and replaced.
  start = Clock::now();
  const auto again = service.import_csv(csv);
  std::printf("import again: %d entries (%d updated) in %.0f ms\n", again.entries, again.updated,
              ms_since(start));

  // As the judge types: 2, 3, 4, 5 letters of a word of one player, sometimes with the year
  // or the start of the club after it.
  std::vector<double> times;
  std::vector<std::pair<double, std::string>> slowest;
  std::size_t found = 0;
  while (static_cast<int>(times.size()) < queries) {
    const Person& p = people[random() % people.size()];
    const std::string_view word = random() % 4 == 0 ? std::string_view(p.first) : std::string_view(p.surname);
    const auto extra = random() % 5;
    for (int letters = 2; letters <= 5 && static_cast<int>(times.size()) < queries; ++letters) {
      std::string text = prefix(word, letters);
      if (extra == 0) text += ' ' + std::to_string(p.year);
      if (extra == 1) text += ' ' + prefix(p.club, 3);
      start = Clock::now();
      found += service.search(text, 20).size();
      times.push_back(ms_since(start));
      slowest.emplace_back(times.back(), text);
    }
  }
  std::sort(times.begin(), times.end());
  const auto at = [&](double share) {
    return times[std::min(times.size() - 1,
                          static_cast<std::size_t>(share * static_cast<double>(times.size())))];
  };
  std::printf(
      "search: %zu queries (limit 20, %zu entries found): p50 %.2f ms, p99 %.2f ms, slowest %.2f ms\n",
      times.size(), found, at(0.50), at(0.99), times.back());
  std::sort(slowest.rbegin(), slowest.rend());
  std::printf("slowest queries:");
  for (std::size_t k = 0; k < std::min<std::size_t>(5, slowest.size()); ++k)
    std::printf(" \"%s\" %.1f ms;", slowest[k].second.c_str(), slowest[k].first);
  std::printf("\n");
  if (std::ifstream load("/proc/loadavg"); load) {
    std::string line;
    std::getline(load, line);
    std::printf("load average: %s\n", line.c_str());
  }
  std::filesystem::remove_all(dir);
  return 0;
}
