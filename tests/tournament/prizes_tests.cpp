// Prizes (docs/prizes.md): given out one per player, the most valuable first, down the ranking
// of each prize; shared places sharing the money when the regulations say so; the properties
// checked on random events, and hand-computed cases.

#include <boost/test/unit_test.hpp>

#include "shashki/tournament/prizes.hpp"
#include "shashki/tournament/sections.hpp"

#include <map>
#include <random>
#include <string>
#include <vector>

using namespace shashki::tournament;
using namespace std::chrono;

namespace {

// Players 1..n with the sexes given ('m', 'f'), all born in 2015; rounds of the pairings given
// as (white, black, result) by starting numbers.
struct PrizeEvent {
  std::string sexes;
  std::vector<std::vector<std::tuple<int, int, GameResult>>> rounds;
  std::vector<Tiebreak> tiebreaks;

  [[nodiscard]] Tournament build() const {
    Tournament t;
    t.event.rounds = std::max<int>(1, static_cast<int>(rounds.size()));
    t.event.tiebreaks = tiebreaks;
    for (std::size_t k = 0; k < sexes.size(); ++k) {
      Player p;
      p.id = PlayerId{static_cast<std::int64_t>(k + 1)};
      p.number = static_cast<int>(k + 1);
      p.name = "P" + std::to_string(k + 1);
      p.sex = sexes[k] == 'f' ? Sex::female : Sex::male;
      p.birth = 2015y / June / 1;
      t.players.push_back(p);
    }
    for (std::size_t r = 0; r < rounds.size(); ++r) {
      Round round{static_cast<int>(r + 1), RoundState::complete, {}};
      int board = 0;
      for (const auto& [white, black, result] : rounds[r]) {
        auto b = Board::pairing(++board, PlayerId{white}, PlayerId{black}, 1);
        b.games[0] = result;
        round.boards.push_back(b);
      }
      t.rounds.push_back(round);
    }
    t.sections.push_back(Section{"Девочки", Sex::female, std::nullopt, std::nullopt, {}});
    return t;
  }
};

// Who took each prize, by starting number (0: nobody), and the money in hundredths.
std::vector<std::pair<int, std::int64_t>> given(const Tournament& t, const std::vector<PrizeAward>& awards) {
  std::vector<std::pair<int, std::int64_t>> out;
  for (const auto& a : awards) out.emplace_back(a.player ? t.players[*a.player].number : 0, a.hundredths);
  return out;
}

using Given = std::vector<std::pair<int, std::int64_t>>;

}  // namespace

BOOST_AUTO_TEST_SUITE(prizes_tests)

BOOST_AUTO_TEST_CASE(a_player_takes_the_more_valuable_prize_and_the_other_goes_down_the_ranking) {
  // No. 1 2 points; No. 2 (a girl) 1.5; No. 3 1; No. 4 0.5: places 1-4 in that order.
  const PrizeEvent e{"mfmm",
                     {{{1, 2, GameResult::white_wins}, {3, 4, GameResult::draw}},
                      {{1, 3, GameResult::white_wins}, {2, 4, GameResult::white_wins}}},
                     {}};
  const auto t = e.build();
  const auto standings = compute_standings(t);
  const std::vector<Prize> prizes = {{"1 место", 1, "", 1000},
                                     {"2 место", 2, "", 500},
                                     {"3 место", 3, "", 300},
                                     {"Лучшая девочка", 1, "Девочки", 700}};
  // The girl, 2nd overall, takes her 700 rather than the 500 of 2nd place, which goes to No. 3,
  // and 3rd place's 300 to No. 4.
  BOOST_TEST((given(t, allocate_prizes(t, standings, prizes)) ==
              Given{{1, 100000}, {3, 50000}, {4, 30000}, {2, 70000}}));
  // Worth more than the girls' prize, 2nd place is hers, and the girls' prize finds no other girl.
  auto richer = prizes;
  richer[1].value = 800;
  BOOST_TEST((given(t, allocate_prizes(t, standings, richer)) ==
              Given{{1, 100000}, {2, 80000}, {3, 30000}, {0, 70000}}));
}

BOOST_AUTO_TEST_CASE(shared_places_share_the_money_when_the_regulations_say_so) {
  // Nos. 2 and 3 both have 1 point, and the only tie-break is a lot nobody drew: they share 2nd
  // place. No. 1 has 2, No. 4 none.
  const PrizeEvent e{"mmmm",
                     {{{1, 2, GameResult::white_wins}, {3, 4, GameResult::white_wins}},
                      {{1, 3, GameResult::white_wins}, {2, 4, GameResult::white_wins}}},
                     {Tiebreak::lot}};
  const auto t = e.build();
  const auto standings = compute_standings(t);
  BOOST_TEST_REQUIRE(standings.rows[1].shared);
  const std::vector<Prize> three = {{"1", 1, "", 1000}, {"2", 2, "", 500}, {"3", 3, "", 300}};
  // Apart, the event's order gives No. 2 the 2nd prize.
  BOOST_TEST((given(t, allocate_prizes(t, standings, three)) == Given{{1, 100000}, {2, 50000}, {3, 30000}}));
  // Shared: 500 + 300 between two, 400 each.
  const auto shared = allocate_prizes(t, standings, three, PrizeOptions{true});
  BOOST_TEST((given(t, shared) == Given{{1, 100000}, {2, 40000}, {3, 40000}}));
  BOOST_TEST(!shared[0].shared);
  BOOST_TEST(shared[1].shared);
  // Only two prizes: the 500 of 2nd place is shared with the player tied for it, who had none,
  // 250 each; his share follows the prize it comes from.
  const std::vector<Prize> two = {{"1", 1, "", 1000}, {"2", 2, "", 500}};
  const auto pool = allocate_prizes(t, standings, two, PrizeOptions{true});
  BOOST_TEST((given(t, pool) == Given{{1, 100000}, {2, 25000}, {3, 25000}}));
  BOOST_TEST(pool[2].prize == 1u);
  // A cup is not shared: No. 2 keeps the cup of 2nd place, and No. 3's 300 has nobody to go
  // halves with.
  const std::vector<Prize> cup = {{"1", 1, "", 1000}, {"Кубок", 2, "", 0}, {"3", 3, "", 300}};
  const auto with_cup = allocate_prizes(t, standings, cup, PrizeOptions{true});
  BOOST_TEST((given(t, with_cup) == Given{{1, 100000}, {2, 0}, {3, 30000}}));
  BOOST_TEST(!with_cup[1].shared);
  BOOST_TEST(!with_cup[2].shared);
  // Three ways: 100 / 3 leaves a third of a kopeck, rounded down.
  const std::vector<Prize> small = {{"1", 1, "", 1000}, {"2", 2, "", 100}};
  const PrizeEvent three_way{
      "mmmmmm",
      {{{1, 2, GameResult::white_wins}, {3, 4, GameResult::white_wins}, {5, 6, GameResult::white_wins}},
       {{1, 3, GameResult::white_wins}, {5, 2, GameResult::black_wins}, {4, 6, GameResult::draw}}},
      {Tiebreak::lot}};
  const auto t3 = three_way.build();
  const auto pooled = allocate_prizes(t3, compute_standings(t3), small, PrizeOptions{true});
  BOOST_TEST_REQUIRE(pooled.size() == 4u);
  for (std::size_t k = 1; k < 4; ++k) BOOST_TEST(pooled[k].hundredths == 3333);
}

BOOST_AUTO_TEST_CASE(a_prize_nobody_can_hold_and_the_other_bad_prizes_are_refused) {
  const PrizeEvent e{"mfmm", {}, {}};
  const auto t = e.build();
  struct Case {
    Prize prize;
    std::string message;
    std::string field;
  };
  const std::vector<Case> cases = {
      {{"", 1, "", 0}, "a prize needs a name", "name"},
      {{"A", 0, "", 0}, "A: a place is 1 or more", "place"},
      {{"B", 1, "", -5}, "B: a prize's value is not below 0", "value"},
      {{"C", 1, "Мальчики", 0}, "C: the event has no section Мальчики", "section"},
      {{"D", 5, "", 0}, "D: nobody can hold place 5; the ranking has 4 players", "place"},
      {{"F", 1, "", max_prize_value + 1}, "F: a prize's value is at most 1000000000000", "value"},
      {{std::string(201, 'x'), 1, "", 0},
       std::string(201, 'x') + ": a name is at most 200 characters",
       "name"},
      {{"E", 2, "Девочки", 0}, "E: nobody can hold place 2; the ranking has 1 player", "place"},
  };
  for (const auto& c : cases) {
    const auto checked = check_prize(c.prize, t);
    BOOST_TEST_REQUIRE(!checked.ok(), c.message);
    BOOST_TEST(checked.problem().english() == c.message);
    BOOST_TEST(checked.problem().field() == c.field);
  }
  BOOST_TEST(check_prize(Prize{"Лучшая девочка", 1, "Девочки", 700}, t).ok());
}

BOOST_AUTO_TEST_CASE(
    on_random_events_each_player_takes_one_prize_every_prize_is_given_and_none_skips_a_better_player) {
  std::mt19937 random(20261207);
  for (int trial = 0; trial < 300; ++trial) {
    PrizeEvent e;
    const int n = 6 + static_cast<int>(random() % 15);
    for (int k = 0; k < n; ++k) e.sexes += random() % 3 == 0 ? 'f' : 'm';
    if (e.sexes.find('f') == std::string::npos) e.sexes[0] = 'f';
    const int rounds = 1 + static_cast<int>(random() % 5);
    for (int r = 0; r < rounds; ++r) {
      std::vector<int> order(static_cast<std::size_t>(n));
      std::iota(order.begin(), order.end(), 1);
      std::shuffle(order.begin(), order.end(), random);
      std::vector<std::tuple<int, int, GameResult>> boards;
      const GameResult results[] = {GameResult::white_wins, GameResult::draw, GameResult::black_wins};
      for (int k = 0; k + 1 < n; k += 2)
        boards.emplace_back(order[static_cast<std::size_t>(k)], order[static_cast<std::size_t>(k + 1)],
                            results[random() % 3]);
      e.rounds.push_back(boards);
    }
    const auto t = e.build();
    const auto standings = compute_standings(t);
    const auto girls = section_members(t.sections[0], t).size();
    std::vector<Prize> prizes;
    const int count = 1 + static_cast<int>(random() % 6);
    for (int k = 0; k < count; ++k) {
      const bool girl = random() % 3 == 0;
      Prize p{"P" + std::to_string(k), 1 + static_cast<int>(random() % 4), girl ? "Девочки" : "",
              static_cast<std::int64_t>(random() % 4) * 100};
      if (girl && static_cast<std::size_t>(p.place) > girls) p.place = 1;
      prizes.push_back(p);
    }
    const auto awards = allocate_prizes(t, standings, prizes);
    BOOST_TEST_REQUIRE(awards.size() == prizes.size());
    // One prize per player.
    std::map<std::size_t, std::size_t> held;
    for (const auto& a : awards) {
      if (!a.player) continue;
      BOOST_TEST(!held.contains(*a.player));
      held[*a.player] = a.prize;
    }
    // Every prize given when its ranking has a player for it beyond all the prizes there are.
    for (const auto& a : awards) {
      const Prize& p = prizes[a.prize];
      const std::size_t size = p.section.empty() ? static_cast<std::size_t>(n) : girls;
      if (size >= static_cast<std::size_t>(p.place) - 1 + prizes.size()) BOOST_TEST(a.player.has_value());
    }
    // Nobody is passed over: every player of a prize's ranking, from its place down to the one
    // who took it (or to the end when nobody did), holds a prize worth at least as much.
    for (const auto& a : awards) {
      const Prize& p = prizes[a.prize];
      const auto ranking = p.section.empty() ? standings : section_standings(standings, t, t.sections[0]);
      for (auto pos = static_cast<std::size_t>(p.place - 1); pos < ranking.rows.size(); ++pos) {
        const std::size_t x = ranking.rows[pos].player;
        if (a.player && x == *a.player) break;
        const auto h = held.find(x);
        BOOST_TEST_REQUIRE((h != held.end()));
        BOOST_TEST(prizes[h->second].value >= p.value);
      }
    }
  }
}

BOOST_AUTO_TEST_SUITE_END()
