// Pairing bans (docs/pairing-bans.md): which players a ban keeps apart, and the bans refused.

#include <boost/test/unit_test.hpp>

#include "shashki/tournament/pairing_bans.hpp"

#include <string>
#include <vector>

using namespace shashki::tournament;

namespace {

// A Swiss of five: Nos. 1 and 3 of "ШК Дебют" (typed two ways), No. 2 of "Dynamo", Nos. 4 and 5
// without a club; Nos. 2 and 4 of Татарстан, No. 5 of "татарстан " (typed in lower case).
Tournament banned_swiss() {
  Tournament t;
  t.event.rounds = 7;
  const std::vector<std::pair<std::string, std::string>> who = {
      {"ШК Дебют", ""}, {"Dynamo", "Татарстан"}, {" шк дебют", ""}, {"", "Татарстан"}, {"", "татарстан "}};
  for (std::size_t k = 0; k < who.size(); ++k) {
    Player p;
    p.id = PlayerId{static_cast<std::int64_t>(10 + k)};
    p.number = static_cast<int>(k + 1);
    p.name = "P" + std::to_string(k + 1);
    p.club = who[k].first;
    p.region = who[k].second;
    t.players.push_back(p);
  }
  return t;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(pairing_bans_tests)

BOOST_AUTO_TEST_CASE(a_club_ban_keeps_clubmates_apart_however_the_club_was_typed) {
  auto t = banned_swiss();
  t.bans.push_back(PairingBan{BanGround::same_club, 3, {}, {}});
  BOOST_TEST((forbidden_meetings(t) ==
              std::vector<ForbiddenMeeting>{{PlayerId{10}, PlayerId{12}, 3, BanGround::same_club}}));
  // The region: Nos. 2, 4 and 5, three pairs; a family for the whole event.
  t.bans.push_back(PairingBan{BanGround::same_region, 2, {}, {}});
  t.bans.push_back(PairingBan{BanGround::family, 0, PlayerId{14}, PlayerId{10}});
  const auto all = forbidden_meetings(t);
  BOOST_TEST_REQUIRE(all.size() == 5u);
  BOOST_TEST((all[1] == ForbiddenMeeting{PlayerId{11}, PlayerId{13}, 2, BanGround::same_region}));
  BOOST_TEST((all[3] == ForbiddenMeeting{PlayerId{13}, PlayerId{14}, 2, BanGround::same_region}));
  BOOST_TEST((all[4] == ForbiddenMeeting{PlayerId{10}, PlayerId{14}, 0, BanGround::family}));
}

BOOST_AUTO_TEST_CASE(the_bans_a_judge_cannot_set_are_refused_naming_why) {
  auto t = banned_swiss();
  t.bans.push_back(PairingBan{BanGround::family, 0, PlayerId{10}, PlayerId{11}});
  struct Case {
    PairingBan ban;
    std::string field;
  };
  const std::vector<Case> cases = {
      {{BanGround::same_club, 0, {}, {}}, "until_round"},
      {{BanGround::same_club, 8, {}, {}}, "until_round"},
      {{BanGround::family, 0, PlayerId{10}, PlayerId{10}}, "players"},
      {{BanGround::family, 0, PlayerId{10}, PlayerId{99}}, "players"},
      {{BanGround::family, 2, PlayerId{11}, PlayerId{10}}, "players"},  // already there
      {{BanGround::judge, 2, {}, {}}, "ground"},
  };
  for (const auto& c : cases) {
    const auto checked = check_ban(c.ban, t);
    BOOST_TEST_REQUIRE(!checked.ok(), std::string(code(c.ban.ground)));
    BOOST_TEST(checked.problem().field() == c.field);
  }
  BOOST_TEST(check_ban(PairingBan{BanGround::same_region, 7, {}, {}}, t).ok());
  // A round robin's table is fixed by the draw: no ban applies.
  t.event.system = PairingSystem::round_robin;
  const auto fixed = check_ban(PairingBan{BanGround::same_club, 3, {}, {}}, t);
  BOOST_TEST(!fixed.ok());
  BOOST_TEST(fixed.problem().english().find("round robin") != std::string::npos);
}

BOOST_AUTO_TEST_SUITE_END()
