// Cross-check on the reference Swiss tournaments of tests/data/pairing (FIDE Dutch, with
// forfeits, half and zero byes, pairing-allocated byes and withdrawals): the scores of the
// standings equal the points column of every TRF, and Buchholz, Buchholz Cut-1 and
// Sonneborn-Berger equal a second, direct reading of FIDE C.07 article 16 written here from the
// TRF result letters alone.
#include <boost/test/unit_test.hpp>

#include "shashki/test/support.hpp"
#include "shashki/tournament/standings.hpp"

#include <algorithm>
#include <cstdlib>
#include <map>
#include <sstream>

using namespace shashki::tournament;

namespace {

// One round of one TRF player line (TRF-16: a 10-column block from column 92).
struct TrfRound {
  int opponent = 0;  // 0: none
  char colour = '-';
  char result = ' ';
};

struct TrfPlayer {
  int number = 0;
  int rating = 0;
  int half_points = 0;  // the points column, doubled
  std::vector<TrfRound> rounds;
};

std::vector<TrfPlayer> read_trf(const std::string& file) {
  std::string text = shashki::test::read_file(shashki::test::data_dir() / "pairing" / file);
  std::replace(text.begin(), text.end(), '\r', '\n');
  std::istringstream lines(text);
  std::vector<TrfPlayer> players;
  std::string line;
  while (std::getline(lines, line)) {
    if (!line.starts_with("001")) continue;
    TrfPlayer p;
    p.number = std::stoi(line.substr(4, 4));
    const std::string rating = line.substr(48, 4);
    p.rating = rating.find_first_not_of(' ') == std::string::npos ? 0 : std::stoi(rating);
    p.half_points = static_cast<int>(std::stod(line.substr(80, 4)) * 2 + 0.25);
    for (std::size_t at = 91; at + 8 <= line.size(); at += 10) {
      TrfRound r;
      const std::string opponent = line.substr(at, 4);
      r.opponent = opponent.find_first_not_of(' ') == std::string::npos ? 0 : std::stoi(opponent);
      r.colour = line[at + 5];
      r.result = line[at + 7];
      p.rounds.push_back(r);
    }
    players.push_back(p);
  }
  std::sort(players.begin(), players.end(), [](const auto& a, const auto& b) { return a.number < b.number; });
  return players;
}

// The same event in the tournament model: each game once, from its White.
Tournament to_tournament(const std::vector<TrfPlayer>& players) {
  Tournament t;
  t.event.system = PairingSystem::swiss;
  t.event.scale = ScoringScale::one_half_zero;
  std::size_t rounds = 0;
  for (const auto& p : players) {
    Player player;
    player.id = PlayerId{p.number};
    player.number = p.number;
    player.name = "Player " + std::to_string(p.number);
    if (p.rating > 0) player.rating = p.rating;
    t.players.push_back(player);
    rounds = std::max(rounds, p.rounds.size());
  }
  t.event.rounds = static_cast<int>(rounds);
  for (std::size_t r = 0; r < rounds; ++r) {
    Round round;
    round.number = static_cast<int>(r) + 1;
    round.state = RoundState::locked;
    for (const auto& p : players) {
      if (r >= p.rounds.size()) continue;
      const TrfRound& mine = p.rounds[r];
      const int board = static_cast<int>(round.boards.size()) + 1;
      if (mine.opponent == 0) {
        const auto kind = mine.result == 'U' || mine.result == 'F' || mine.result == '+'
                              ? ByeKind::pairing_allocated
                          : mine.result == 'H' ? ByeKind::requested_half
                                               : ByeKind::requested_zero;
        round.boards.push_back(Board::bye_for(board, PlayerId{p.number}, kind));
        continue;
      }
      if (mine.colour != 'w') continue;  // the game is written once, by its White
      auto game = Board::pairing(board, PlayerId{p.number}, PlayerId{mine.opponent});
      const auto& theirs = players[static_cast<std::size_t>(mine.opponent - 1)].rounds[r];
      if (mine.result == '+') {
        game.games[0] = GameResult::white_forfeit;
      } else if (theirs.result == '+') {
        game.games[0] = GameResult::black_forfeit;
      } else if (mine.result == '-') {
        game.games[0] = GameResult::double_forfeit;
      } else {
        game.games[0] = mine.result == '1'   ? GameResult::white_wins
                        : mine.result == '=' ? GameResult::draw
                                             : GameResult::black_wins;
      }
      round.boards.push_back(game);
    }
    t.rounds.push_back(round);
  }
  return t;
}

// C.07 article 16 read directly from the TRF letters: '+', 'U', 'F' and played games are not
// voluntary; '-', 'H', 'Z' are. Unplayed rounds without an opponent after the last involuntary
// one count as draws in the opponent's score; the player's own unplayed rounds count his score.
struct Direct {
  std::vector<int> buchholz;
  std::vector<int> cut1;
  std::vector<std::int64_t> sb_twice;  // SB in half-points, doubled to stay whole
};

int round_half(char result) {
  switch (result) {
    case '1':
    case '+':
    case 'U':
    case 'F':
    case 'W':
      return 2;
    case '=':
    case 'H':
    case 'D':
      return 1;
    default:
      return 0;
  }
}

bool played(const TrfRound& r) {
  return r.opponent != 0 && (r.result == '1' || r.result == '0' || r.result == '=');
}
bool voluntary(const TrfRound& r) {
  return r.result == '-' || r.result == 'H' || r.result == 'Z' || r.result == ' ';
}

Direct direct_reading(const std::vector<TrfPlayer>& players) {
  const std::size_t n = players.size();
  std::vector<int> total(n, 0);
  std::vector<int> adjusted(n, 0);
  for (std::size_t i = 0; i < n; ++i) {
    std::size_t last = 0;
    for (std::size_t r = 0; r < players[i].rounds.size(); ++r) {
      total[i] += round_half(players[i].rounds[r].result);
      if (!voluntary(players[i].rounds[r])) last = r + 1;
    }
    for (std::size_t r = 0; r < players[i].rounds.size(); ++r) {
      const auto& round = players[i].rounds[r];
      adjusted[i] += (r + 1 > last && round.opponent == 0) ? 1 : round_half(round.result);
    }
  }
  Direct d;
  for (std::size_t i = 0; i < n; ++i) {
    std::vector<std::pair<bool, int>> entries;  // (voluntary, score)
    std::int64_t sb = 0;
    for (const auto& round : players[i].rounds) {
      const int score = played(round) ? adjusted[static_cast<std::size_t>(round.opponent - 1)] : total[i];
      entries.emplace_back(!played(round) && voluntary(round), score);
      sb += static_cast<std::int64_t>(score) * round_half(round.result);
    }
    int sum = 0;
    for (const auto& e : entries) sum += e.second;
    d.buchholz.push_back(sum);
    // Cut-1: a voluntary unplayed round first (the lowest of them), else the lowest.
    auto victim = std::min_element(entries.begin(), entries.end(), [](const auto& a, const auto& b) {
      return a.first != b.first ? a.first : a.second < b.second;
    });
    d.cut1.push_back(sum - (victim == entries.end() ? 0 : victim->second));
    d.sb_twice.push_back(sb);
  }
  return d;
}

const char* const files[] = {"dutch_100p_9r.trf", "dutch_250p_9r.trf", "dutch_500p_9r.trf",
                             "dutch_500p_11r.trf", "dutch_1000p_9r.trf"};

bool sanitized() {
  const char* value = std::getenv("SHASHKI_SANITIZED");
  return value != nullptr && std::string(value) == "1";
}

}  // namespace

BOOST_AUTO_TEST_SUITE(tiebreak_trf_tests)

BOOST_AUTO_TEST_CASE(scores_equal_the_points_column_of_every_reference_trf) {
  for (const char* file : files) {
    const auto players = read_trf(file);
    const Standings s = compute_standings(to_tournament(players));
    BOOST_TEST_INFO(file);
    BOOST_TEST(s.rows.size() == players.size());
    for (std::size_t i = 0; i < players.size(); ++i) {
      BOOST_TEST_INFO(file << " player " << players[i].number);
      BOOST_TEST(s.records.totals[i].half_points() == players[i].half_points);
    }
  }
}

BOOST_AUTO_TEST_CASE(buchholz_cut_one_and_sonneborn_berger_agree_with_a_direct_reading_of_article_16) {
  // The sanitizer build checks the two smaller files only: the rest adds time, not coverage.
  const std::size_t count = sanitized() ? 2 : std::size(files);
  for (std::size_t f = 0; f < count; ++f) {
    const auto players = read_trf(files[f]);
    const Tournament t = to_tournament(players);
    StandingsOptions options;
    options.tiebreaks = {Tiebreak::buchholz, Tiebreak::buchholz_cut1, Tiebreak::sonneborn_berger};
    const Standings s = compute_standings(t, options);
    const Direct d = direct_reading(players);
    int unplayed_players = 0;
    for (const StandingsRow& row : s.rows) {
      const std::size_t i = row.player;
      BOOST_TEST_INFO(files[f] << " player " << players[i].number);
      BOOST_TEST((*row.values[0] == TiebreakValue::half_points(d.buchholz[i])));
      BOOST_TEST((*row.values[1] == TiebreakValue::half_points(d.cut1[i])));
      BOOST_TEST((*row.values[2] == TiebreakValue(d.sb_twice[i], 2, TiebreakValue::Unit::points)));
      unplayed_players += std::any_of(players[i].rounds.begin(), players[i].rounds.end(),
                                      [](const TrfRound& r) { return !played(r); });
    }
    BOOST_TEST(unplayed_players > 0);  // the files do exercise article 16
  }
}

BOOST_AUTO_TEST_CASE(the_ranking_is_ordered_by_points_then_by_each_tie_break) {
  const auto players = read_trf("dutch_500p_11r.trf");
  const Tournament t = to_tournament(players);
  const Standings s = compute_standings(t);
  for (std::size_t k = 1; k < s.rows.size(); ++k) {
    const auto& a = s.rows[k - 1];
    const auto& b = s.rows[k];
    BOOST_TEST_INFO("places " << k << " and " << k + 1);
    BOOST_TEST((a.points >= b.points));
    if (a.points != b.points) continue;
    // Within equal points the first differing tie-break decides, higher first.
    for (std::size_t v = 0; v < a.values.size(); ++v) {
      if (s.tiebreaks[v] == Tiebreak::direct_encounter) break;
      if (a.values[v] == b.values[v]) continue;
      BOOST_TEST((a.values[v] && (!b.values[v] || *a.values[v] > *b.values[v])));
      break;
    }
    BOOST_TEST(a.rank <= b.rank);
  }
}

BOOST_AUTO_TEST_SUITE_END()
