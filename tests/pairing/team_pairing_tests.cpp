// Team round robins by the Berger tables of FIDE C.05 (docs/teams.md): every two teams meet once
// (twice with colours reversed in a double round robin); an odd team out rests.
#include <boost/test/unit_test.hpp>

#include "shashki/pairing/team_pairing.hpp"

#include <map>
#include <set>

using namespace shashki::pairing;
namespace tn = shashki::tournament;

namespace {

tn::TeamEvent round_robin(int teams, tn::PairingSystem system) {
  tn::TeamEvent event;
  event.system = system;
  for (int t = 1; t <= teams; ++t)
    event.teams.push_back({t * 10, "Team " + std::to_string(t), "", "", "", {}});
  return event;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(team_pairing_tests)

BOOST_AUTO_TEST_CASE(an_eight_team_double_round_robin_meets_every_pair_twice_with_colours_reversed) {
  const auto event = round_robin(8, tn::PairingSystem::double_round_robin);
  std::map<std::pair<int, int>, int> white_of;  // (white, black) -> times
  for (int round = 1; round <= 14; ++round) {
    const auto paired = pair_team_round(event, round);
    BOOST_REQUIRE(paired.ok());
    BOOST_TEST(paired->pairs.size() == 4U);
    BOOST_TEST(!paired->bye.has_value());
    std::set<int> seen;
    for (const auto& pair : paired->pairs) {
      BOOST_TEST(seen.insert(pair.white).second);
      BOOST_TEST(seen.insert(pair.black).second);
      ++white_of[{pair.white, pair.black}];
    }
  }
  // 28 pairs, each once with either team as the match's White.
  BOOST_TEST(white_of.size() == 56U);
  for (const auto& [pair, times] : white_of) {
    BOOST_TEST(times == 1);
    BOOST_TEST(white_of.count({pair.second, pair.first}) == 1U);
  }
  BOOST_TEST(!pair_team_round(event, 15).ok());
}

BOOST_AUTO_TEST_CASE(in_an_odd_round_robin_the_team_against_the_phantom_rests) {
  const auto event = round_robin(5, tn::PairingSystem::round_robin);
  std::map<int, int> rests;
  std::set<std::pair<int, int>> met;
  for (int round = 1; round <= 5; ++round) {
    const auto paired = pair_team_round(event, round);
    BOOST_REQUIRE(paired.ok());
    BOOST_TEST(paired->pairs.size() == 2U);
    std::set<int> playing;
    for (const auto& pair : paired->pairs) {
      playing.insert({pair.white, pair.black});
      BOOST_TEST(met.insert({std::min(pair.white, pair.black), std::max(pair.white, pair.black)}).second);
    }
    for (const auto& team : event.teams) {
      if (playing.count(team.number) == 0) ++rests[team.number];
    }
  }
  BOOST_TEST(met.size() == 10U);
  BOOST_TEST(rests.size() == 5U);  // every team rests exactly once
  for (const auto& [team, times] : rests) BOOST_TEST(times == 1);
}

BOOST_AUTO_TEST_CASE(a_round_robin_uses_the_teams_pairing_numbers) {
  const auto paired = pair_team_round(round_robin(4, tn::PairingSystem::round_robin), 1);
  BOOST_REQUIRE(paired.ok());
  for (const auto& pair : paired->pairs) {
    BOOST_TEST(pair.white % 10 == 0);
    BOOST_TEST(pair.black % 10 == 0);
  }
}

BOOST_AUTO_TEST_CASE(a_round_changed_by_hand_is_refused_naming_the_article_it_breaks) {
  auto event = round_robin(5, tn::PairingSystem::swiss);  // teams 10, 20, 30, 40, 50
  event.matches = {{1, 10, 20, tn::MatchForfeit::none, {}},
                   {1, 30, 40, tn::MatchForfeit::away_wins, {}},  // 40 won by forfeit: no meeting
                   {1, 50, std::nullopt, tn::MatchForfeit::none, {}}};
  const auto articles = [&](const TeamRoundPairing& proposed) {
    std::string text;
    for (const auto& finding : check_team_round(event, 2, proposed)) text += finding.english() + "\n";
    return text;
  };
  // A good round: nothing to say.
  BOOST_TEST(articles({{{10, 30}, {20, 50}}, 40}).find("C.04.6") != std::string::npos);  // 40 won by forfeit
  BOOST_TEST(articles({{{10, 30}, {40, 50}}, 20}).empty());
  // [C1]: 10 and 20 met in round 1; 30 and 40 did not (a forfeited match is no meeting).
  BOOST_TEST(articles({{{20, 10}, {30, 40}}, 50}).find("[C1]: teams 20 and 10 already met in round 1") !=
             std::string::npos);
  BOOST_TEST(articles({{{20, 10}, {30, 40}}, 50}).find("[C1]: teams 30 and 40") == std::string::npos);
  // [C2]: 50 had the bye.
  BOOST_TEST(articles({{{10, 30}, {20, 40}}, 50}).find("[C2]: team 50") != std::string::npos);
  // [C3] / 3.1: a team twice, a team left out.
  const auto twice = articles({{{10, 30}, {10, 40}}, 20});
  BOOST_TEST(twice.find("[C3]: team 10 is placed twice") != std::string::npos);
  BOOST_TEST(twice.find("3.1: team 50 has neither a match nor the bye") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(a_double_round_robin_allows_the_second_meeting_with_colours_reversed) {
  auto event = round_robin(4, tn::PairingSystem::double_round_robin);
  event.matches = {{1, 10, 20, tn::MatchForfeit::none, {}}, {1, 30, 40, tn::MatchForfeit::none, {}}};
  BOOST_TEST(check_team_round(event, 2, {{{20, 10}, {40, 30}}, std::nullopt}).empty());
  BOOST_TEST(check_team_round(event, 2, {{{10, 20}, {40, 30}}, std::nullopt}).size() == 1U);
}

BOOST_AUTO_TEST_SUITE_END()
