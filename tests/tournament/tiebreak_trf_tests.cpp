// Cross-check on the reference Swiss tournaments of tests/data/pairing (FIDE Dutch, with
// forfeits, half and zero byes, pairing-allocated byes and withdrawals): the scores of the
// standings equal the points column of every TRF, and Buchholz, Buchholz Cut-1 and
// Sonneborn-Berger equal a second, direct reading of FIDE C.07 article 16 written here from the
// TRF result letters alone.
#include <boost/test/data/test_case.hpp>
#include <boost/test/unit_test.hpp>

#include "printing.hpp"
#include "shashki/tournament/standings.hpp"
#include "trf_event.hpp"

#include <algorithm>
#include <cstdlib>
#include <map>
#include <sstream>

using namespace shashki::tournament;

namespace {

using namespace shashki::tournament::testing;

// C.07 article 16 read directly from the TRF letters: '+', 'U', 'F' and played games are not
// voluntary; '-', 'H', 'Z' are. Unplayed rounds without an opponent after the last involuntary
// one count as draws in the opponent's score; the player's own unplayed rounds count his score
// (2024), or no more than the scheduled opponent's or half the maximum (2026, 16.4).
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

Direct direct_reading(const std::vector<TrfPlayer>& players, TiebreakEdition edition) {
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
      int score = played(round) ? adjusted[static_cast<std::size_t>(round.opponent - 1)] : total[i];
      if (!played(round) && edition == TiebreakEdition::fide_2026) {
        // 16.4.1: no more than the scheduled opponent; 16.4.2: no more than half the maximum.
        score = std::min(score, round.opponent != 0 ? adjusted[static_cast<std::size_t>(round.opponent - 1)]
                                                    : static_cast<int>(players[i].rounds.size()));
      }
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

BOOST_DATA_TEST_CASE(buchholz_cut_one_and_sonneborn_berger_agree_with_a_direct_reading_of_article_16,
                     boost::unit_test::data::make({TiebreakEdition::fide_2024, TiebreakEdition::fide_2026}),
                     edition) {
  // The sanitizer build checks the two smaller files only: the rest adds time, not coverage.
  const std::size_t count = sanitized() ? 2 : std::size(files);
  for (std::size_t f = 0; f < count; ++f) {
    const auto players = read_trf(files[f]);
    Tournament t = to_tournament(players);
    t.event.tiebreak_edition = edition;
    StandingsOptions options;
    options.tiebreaks = {Tiebreak::buchholz, Tiebreak::buchholz_cut1, Tiebreak::sonneborn_berger};
    const Standings s = compute_standings(t, options);
    const Direct d = direct_reading(players, edition);
    int unplayed_players = 0;
    for (const StandingsRow& row : s.rows) {
      const std::size_t i = row.player;
      BOOST_TEST_INFO(files[f] << " edition " << code(edition) << " player " << players[i].number);
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
