// Sports-rank norms (docs/norms.md): every rule of the method on cases computed by hand.

#include <boost/test/unit_test.hpp>

#include "shashki/tournament/rank_norms.hpp"

#include <map>
#include <utility>
#include <vector>

using namespace shashki::tournament;

namespace {

// A round robin of the players with these titles, every round complete (circle method, an even
// count; with an odd count the last player is a phantom and his opponent rests). `score(a, b)`:
// the result of a's game against b from a's side, 2 a win, 1 a draw, 0 a loss; a draw unless
// `decided` says otherwise. `forfeits`: pairs whose game was won by the first without play.
struct League {
  std::vector<Title> titles;
  std::map<std::pair<int, int>, int> decided;
  std::vector<std::pair<int, int>> forfeits;
  int games = 1;  // 2: micro-matches

  [[nodiscard]] int score(int a, int b) const {
    if (const auto f = decided.find({a, b}); f != decided.end()) return f->second;
    if (const auto f = decided.find({b, a}); f != decided.end()) return 2 - f->second;
    return 1;
  }

  [[nodiscard]] Tournament build() const {
    Tournament t;
    t.event.micro_match = games == 2;
    const int n = static_cast<int>(titles.size());
    for (int k = 0; k < n; ++k) {
      Player p;
      p.id = PlayerId{k + 1};
      p.number = k + 1;
      p.name = "P" + std::to_string(k);
      p.title = titles[static_cast<std::size_t>(k)];
      t.players.push_back(p);
    }
    const int m = n % 2 == 0 ? n : n + 1;  // with a phantom
    for (int r = 0; r < m - 1; ++r) {
      Round round{r + 1, RoundState::complete, {}};
      int board = 0;
      for (int k = 0; k < m / 2; ++k) {
        const int a = k == 0 ? m - 1 : (r + k) % (m - 1);
        const int b = (r - k + m - 1) % (m - 1);
        if (a >= n || b >= n) continue;  // the phantom's opponent rests
        auto pairing = Board::pairing(++board, PlayerId{a + 1}, PlayerId{b + 1}, games);
        const bool forfeit_a = std::find(forfeits.begin(), forfeits.end(), std::pair{a, b}) != forfeits.end();
        const bool forfeit_b = std::find(forfeits.begin(), forfeits.end(), std::pair{b, a}) != forfeits.end();
        for (int g = 0; g < games; ++g) {
          // Game 2 of a micro-match is written from its White, the board's Black.
          const int from_white = g == 0 ? score(a, b) : score(b, a);
          GameResult result = from_white == 2   ? GameResult::white_wins
                              : from_white == 1 ? GameResult::draw
                                                : GameResult::black_wins;
          if (forfeit_a) result = g == 0 ? GameResult::white_forfeit : GameResult::black_forfeit;
          if (forfeit_b) result = g == 0 ? GameResult::black_forfeit : GameResult::white_forfeit;
          pairing.games[static_cast<std::size_t>(g)] = result;
        }
        round.boards.push_back(pairing);
      }
      t.rounds.push_back(round);
    }
    return t;
  }
};

// P0 unranked, then ranks 1, 2, 2, 3, 3, 1j, 2j: coefficients 6, 1, 2, 2, 3, 3, 3, 4; their mean
// is 3.00, so the targets open are those of coefficient 3 and weaker: 3, 1j, 2j, 3j.
League field() {
  return League{{Title::none, Title::first, Title::second, Title::second, Title::third, Title::third,
                 Title::first_junior, Title::second_junior},
                {},
                {},
                1};
}

const NormPlayer& of(const NormReport& report, std::size_t player) {
  for (const auto& p : report.players) {
    if (p.player == player) return p;
  }
  throw std::runtime_error("no such player in the report");
}

std::map<Title, int> required(const NormReport& report, std::size_t player) {
  std::map<Title, int> out;
  const auto& p = of(report, player);
  for (std::size_t t = 0; t < report.open.size(); ++t) out[report.open[t]] = p.required_hundredths[t];
  return out;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(rank_norms_tests)

// norms.md, "The shipped table": the cells as printed, a `-` on the strong side is the row's
// smallest value and on the weak side 100.
BOOST_AUTO_TEST_CASE(the_shipped_table_reads_its_cells_and_its_dashes_on_either_side) {
  const auto& table = shipped_norm_table();
  BOOST_TEST(table.edition == "club-2020");
  BOOST_TEST(check_norm_table(table).ok());
  const auto row = [&](Title t) {
    return *std::find_if(table.rows.begin(), table.rows.end(),
                         [&](const NormRow& r) { return r.target == t; });
  };
  BOOST_TEST(norm_percent(row(Title::kms), -2) == 20);
  BOOST_TEST(norm_percent(row(Title::kms), 3) == 95);
  BOOST_TEST(norm_percent(row(Title::kms), 4) == 100);    // `-` on the weak side
  BOOST_TEST(norm_percent(row(Title::second), -2) == 5);  // `-` on the strong side
  BOOST_TEST(norm_percent(row(Title::third_junior), 6) == 60);
  BOOST_TEST(norm_percent(row(Title::third_junior), -1) == 5);
  BOOST_TEST(norm_percent(row(Title::second_junior), 6) == 75);
  BOOST_TEST(table.coefficient.at(Title::gms) == -2);
  BOOST_TEST(table.coefficient.at(Title::mf) == 0);
  BOOST_TEST(table.coefficient.at(Title::first_junior) == 3);
  BOOST_TEST(table.coefficient.at(Title::none) == 6);
  BOOST_TEST(table.min_participants == 8);
  BOOST_TEST(table.min_games == 7);
}

// Method 2-4 on the field above. P0 beats P5, P6 and P7 and loses to P1-P4; every other game is
// drawn. P0's required points against coefficients 1, 2, 2, 3, 3, 3, 4:
//   3 and 1j: 20+35+35+50+50+50+65 = 305; 2j: 5+20+20+35+35+35+50 = 200; 3j: 5+5+5+20+20+20+35 = 110.
BOOST_AUTO_TEST_CASE(required_points_the_cap_and_the_rank_given_follow_the_hand_computation) {
  auto league = field();
  league.decided = {{{0, 5}, 2}, {{0, 6}, 2}, {{0, 7}, 2}, {{0, 1}, 0},
                    {{0, 2}, 0}, {{0, 3}, 0}, {{0, 4}, 0}};
  const auto report = compute_norms(league.build(), shipped_norm_table());
  BOOST_TEST(report.participants == 8);
  BOOST_TEST(report.tournament_coefficient_hundredths == 300);  // 24 / 8
  BOOST_TEST((report.open == std::vector<Title>{Title::third, Title::first_junior, Title::second_junior,
                                                Title::third_junior}));
  const auto p0 = of(report, 0);
  BOOST_TEST(p0.games.size() == 7u);
  BOOST_TEST(p0.half_points == 6);
  BOOST_TEST((required(report, 0) == std::map<Title, int>{{Title::third, 305},
                                                          {Title::first_junior, 305},
                                                          {Title::second_junior, 200},
                                                          {Title::third_junior, 110}}));
  // 3.00 points: short of 3.05 for the 3rd rank, enough for 2j.
  BOOST_TEST((p0.earned == Title::second_junior));
  BOOST_TEST(!p0.confirmed);
  // P4 (rank 3): 4 points against 95+20+35+35+50+50+65 = 3.50 required: his rank confirmed.
  BOOST_TEST(required(report, 4)[Title::third] == 350);
  BOOST_TEST((of(report, 4).earned == Title::third));
  BOOST_TEST(of(report, 4).confirmed);
  // P6 (1j): 3 points against 3.50: neither 3 nor 1j, and 2j is weaker than his own rank.
  BOOST_TEST(!of(report, 6).earned.has_value());
  BOOST_TEST((of(report, 6).shortfall == NormShortfall::none));
  // P7 (2j): 3 points; 3 asks 3.35 (95+20+35+35+50+50+50), 2j asks 2.25: confirmed.
  BOOST_TEST(required(report, 7)[Title::third] == 335);
  BOOST_TEST(required(report, 7)[Title::second_junior] == 225);
  BOOST_TEST((of(report, 7).earned == Title::second_junior));
  BOOST_TEST(of(report, 7).confirmed);
  // P1 (rank 1): every open target is weaker than his rank.
  BOOST_TEST(!of(report, 1).earned.has_value());
  // Each game's percentages are kept for the calculation shown to the judge.
  BOOST_TEST(p0.games.front().percent.size() == report.open.size());
}

// Method 4 and 5: `3` before `1j` where both are reached, and points exactly equal to the
// required ones earn the rank. Every game drawn: 3.50 each.
BOOST_AUTO_TEST_CASE(three_comes_before_1j_and_points_exactly_at_the_norm_earn_it) {
  const auto report = compute_norms(field().build(), shipped_norm_table());
  // P0: 3.50 against 3.05 for both 3 and 1j: the 3rd rank.
  BOOST_TEST((of(report, 0).earned == Title::third));
  // P4 (rank 3): 3.50 against exactly 3.50.
  BOOST_TEST(required(report, 4)[Title::third] == 350);
  BOOST_TEST((of(report, 4).earned == Title::third));
  BOOST_TEST(of(report, 4).confirmed);
  // P6 (1j) reaches the 1j norm, and `3`, which shares its coefficient, is given.
  BOOST_TEST((of(report, 6).earned == Title::third));
  BOOST_TEST(!of(report, 6).confirmed);
}

// Method 3: a weak field gives no high rank. Eight unranked players: a tournament coefficient
// of 6, and no target has a coefficient of 6 or more.
BOOST_AUTO_TEST_CASE(a_field_of_unranked_players_opens_no_target) {
  League league{std::vector<Title>(8, Title::none), {{{0, 1}, 2}, {{0, 2}, 2}, {{0, 3}, 2}}, {}, 1};
  const auto report = compute_norms(league.build(), shipped_norm_table());
  BOOST_TEST(report.tournament_coefficient_hundredths == 600);
  BOOST_TEST(report.open.empty());
  for (const auto& p : report.players) BOOST_TEST(!p.earned.has_value());
}

// Limits: fewer than 8 participants gives no one a rank, whatever the points.
BOOST_AUTO_TEST_CASE(an_event_below_the_participants_limit_gives_no_rank_and_says_why) {
  auto league = field();
  league.titles.pop_back();  // seven players
  const auto report = compute_norms(league.build(), shipped_norm_table());
  BOOST_TEST(report.participants == 7);
  for (const auto& p : report.players) {
    BOOST_TEST((p.shortfall == NormShortfall::participants));
    BOOST_TEST(!p.earned.has_value());
  }
}

// Method 1 and the limits: a forfeit is not a counted game, nor are its points; a player left
// with 6 counted games is below the limit of 7.
BOOST_AUTO_TEST_CASE(a_forfeit_is_not_counted_and_leaves_the_player_below_the_games_limit) {
  auto league = field();
  league.forfeits = {{0, 7}};  // P0 wins against P7 without play
  const auto report = compute_norms(league.build(), shipped_norm_table());
  const auto& p0 = of(report, 0);
  BOOST_TEST(p0.games.size() == 6u);
  BOOST_TEST(p0.half_points == 6);  // six draws; the forfeit's point is not counted
  BOOST_TEST((p0.shortfall == NormShortfall::games));
  BOOST_TEST(!p0.earned.has_value());
  BOOST_TEST((of(report, 7).shortfall == NormShortfall::games));
  BOOST_TEST((of(report, 1).shortfall == NormShortfall::none));
}

// Method 1: each game of a micro-match counts as one game, scored 1, 0.5 or 0.
BOOST_AUTO_TEST_CASE(each_game_of_a_micro_match_counts_as_one) {
  auto league = field();
  league.games = 2;
  league.decided = {{{0, 1}, 2}};  // P0 wins both games against P1
  const auto report = compute_norms(league.build(), shipped_norm_table());
  const auto& p0 = of(report, 0);
  BOOST_TEST(p0.games.size() == 14u);
  BOOST_TEST(p0.half_points == 2 * 2 + 12 * 1);
  BOOST_TEST(required(report, 0)[Title::third] == 2 * 305);
}

// The numbers are data: a loaded table that asks more changes the rank given. 2j asking 80%
// against coefficient 3 makes P0's 2j norm 5+20+20+80+80+80+50 = 3.35, above his 3.00.
BOOST_AUTO_TEST_CASE(a_loaded_table_that_differs_from_the_shipped_one_changes_the_result) {
  auto league = field();
  league.decided = {{{0, 5}, 2}, {{0, 6}, 2}, {{0, 7}, 2}, {{0, 1}, 0},
                    {{0, 2}, 0}, {{0, 3}, 0}, {{0, 4}, 0}};
  auto table = shipped_norm_table();
  table.edition = "stricter";
  for (auto& row : table.rows) {
    if (row.target == Title::second_junior) row.percent[3] = 80;
  }
  BOOST_REQUIRE(check_norm_table(table).ok());
  const auto report = compute_norms(league.build(), table);
  BOOST_TEST(report.edition == "stricter");
  BOOST_TEST(required(report, 0)[Title::second_junior] == 335);
  BOOST_TEST((of(report, 0).earned == Title::third_junior));
}

// Norms after a round count that round's games and no later ones.
BOOST_AUTO_TEST_CASE(norms_after_a_round_count_only_the_rounds_up_to_it) {
  const auto report = compute_norms(field().build(), shipped_norm_table(), NormOptions{3, {}});
  for (const auto& p : report.players) {
    BOOST_TEST(p.games.size() == 3u);
    BOOST_TEST((p.shortfall == NormShortfall::games));
  }
}

// A section: its players ranked alone, the participants and the tournament coefficient theirs,
// their games against anyone counted.
BOOST_AUTO_TEST_CASE(a_section_counts_its_own_participants_and_all_their_games) {
  const auto report = compute_norms(field().build(), shipped_norm_table(), NormOptions{0, {0, 4, 6}});
  BOOST_TEST(report.players.size() == 3u);
  BOOST_TEST(report.participants == 3);
  BOOST_TEST(report.tournament_coefficient_hundredths == 400);  // (6 + 3 + 3) / 3
  BOOST_TEST(of(report, 0).games.size() == 7u);
  BOOST_TEST((of(report, 0).shortfall == NormShortfall::participants));
}

BOOST_AUTO_TEST_CASE(a_table_with_a_gap_an_unknown_target_or_a_missing_coefficient_is_refused) {
  auto gap = shipped_norm_table();
  gap.rows[0].percent.erase(0);
  BOOST_TEST(!check_norm_table(gap).ok());
  BOOST_TEST(check_norm_table(gap).problem().english().find("gap") != std::string::npos);
  auto unknown = shipped_norm_table();
  unknown.rows[0].target = Title::ms;
  BOOST_TEST(!check_norm_table(unknown).ok());
  auto missing = shipped_norm_table();
  missing.coefficient.erase(Title::third_junior);
  BOOST_TEST(!check_norm_table(missing).ok());
  BOOST_TEST(check_norm_table(missing).problem().english().find("3j") != std::string::npos);
  auto twice = shipped_norm_table();
  twice.rows.push_back(twice.rows.front());
  BOOST_TEST(!check_norm_table(twice).ok());
  auto over = shipped_norm_table();
  over.rows[0].percent[0] = 101;
  BOOST_TEST(!check_norm_table(over).ok());
}

BOOST_AUTO_TEST_SUITE_END()
