// Manual changes by the judge: each goes through the checker and is recorded with the reason.
#include <boost/test/unit_test.hpp>

#include "pairing_test_support.hpp"
#include "shashki/pairing/manual_change.hpp"

using namespace shashki::pairing;
using namespace shashki::pairing::testing;

namespace {

// Four players after round 1 (1-3 1-0, 2-4 =); round 2 proposed as 4-1, 3-2.
PairingEditor editor() {
  PairingInput s;
  s.total_rounds = 5;
  s.players = {make_player(1, 2400, {game(3, W, ResultCode::win)}),
               make_player(2, 2300, {game(4, W, ResultCode::draw)}),
               make_player(3, 2200, {game(1, B, ResultCode::loss)}),
               make_player(4, 2100, {game(2, B, ResultCode::draw)})};
  return PairingEditor(s, Pairing{{{4, 1}, {3, 2}}, {}});
}

}  // namespace

BOOST_AUTO_TEST_SUITE(manual_change_tests)

BOOST_AUTO_TEST_CASE(a_colour_swap_that_breaks_no_rule_is_applied_and_recorded) {
  PairingEditor e = editor();
  BOOST_TEST(e.findings().empty());
  const auto result = e.apply(SwapColours{2}, "player 3 asked; equal colour history");
  BOOST_TEST_REQUIRE(std::holds_alternative<ChangeRecord>(result));
  const ChangeRecord& r = std::get<ChangeRecord>(result);
  BOOST_TEST(r.applied);
  BOOST_TEST(r.description == "swap colours on board 2 (3-2 becomes 2-3)");
  BOOST_TEST(r.reason == "player 3 asked; equal colour history");
  BOOST_TEST(r.before.boards[1] == (Board{3, 2}));
  BOOST_TEST(e.pairing().boards[1] == (Board{2, 3}));
  BOOST_TEST(e.log().size() == 1u);
}

BOOST_AUTO_TEST_CASE(an_exchange_that_makes_a_rematch_waits_for_the_judges_confirmation) {
  PairingEditor e = editor();
  // Exchanging 4 and 3 gives 3-1, a rematch of round 1.
  const auto first = e.apply(ExchangePlayers{4, 3}, "club request");
  BOOST_TEST_REQUIRE(std::holds_alternative<ChangeRecord>(first));
  const ChangeRecord& refused = std::get<ChangeRecord>(first);
  BOOST_TEST(!refused.applied);
  BOOST_TEST_REQUIRE(!refused.findings.empty());
  BOOST_TEST((refused.findings[0].rule == Rule::rematch));
  BOOST_TEST(e.pairing().boards[0] == (Board{4, 1}));  // unchanged
  const auto confirmed = e.apply(ExchangePlayers{4, 3}, "club request, judge overrules C1", true);
  BOOST_TEST_REQUIRE(std::holds_alternative<ChangeRecord>(confirmed));
  BOOST_TEST(std::get<ChangeRecord>(confirmed).applied);
  BOOST_TEST(e.pairing().boards[0] == (Board{3, 1}));
  BOOST_TEST(e.log().size() == 2u);
  BOOST_TEST(e.log()[1].findings.size() >= 1u);  // the override keeps what the checker said
}

BOOST_AUTO_TEST_CASE(forbidding_a_pair_of_the_same_family_flags_the_board_that_has_it) {
  PairingEditor e = editor();
  const auto r = e.apply(ForbidPair{2, 3, ForbidGround::same_family}, "brothers");
  BOOST_TEST_REQUIRE(std::holds_alternative<ChangeRecord>(r));
  BOOST_TEST(!std::get<ChangeRecord>(r).applied);
  BOOST_TEST((std::get<ChangeRecord>(r).findings.at(0).rule == Rule::forbidden_pair));
  BOOST_TEST(std::get<ChangeRecord>(r).description == "forbid 2 against 3 (same-family)");
  // Re-pairing the round around the forbidden pair, then forbidding it, passes cleanly.
  const auto re = e.apply(RePair{Pairing{{{2, 1}, {3, 4}}, {}}}, "avoid the brothers' game");
  BOOST_TEST_REQUIRE(std::holds_alternative<ChangeRecord>(re));
  BOOST_TEST(std::get<ChangeRecord>(re).applied);
  const auto forbid = e.apply(ForbidPair{2, 3, ForbidGround::same_club}, "same club");
  BOOST_TEST(std::get<ChangeRecord>(forbid).applied);
  BOOST_TEST(e.input().is_forbidden(3, 2));
}

BOOST_AUTO_TEST_CASE(the_checklist_names_the_ground_of_an_events_ban_and_its_last_round) {
  // Round 2 pairs 4-1 and 3-2; the event keeps one club apart until round 3, one family always.
  PairingInput s = editor().input();
  s.forbidden_pairs.insert({1, 4, 1, 3, shashki::tournament::BanGround::same_club});
  s.forbidden_pairs.insert({2, 3, 1, 0, shashki::tournament::BanGround::family});
  const auto findings = check_round(s, Pairing{{{4, 1}, {3, 2}}, {}}, CheckOptions{});
  std::vector<std::string> said;
  for (const auto& f : findings) {
    if (f.rule == Rule::regulations_pair) said.push_back(f.explanation.english());
  }
  BOOST_TEST_REQUIRE(said.size() == 2u);
  BOOST_TEST(said[0] ==
             "4 and 1 may not be paired: the same club, kept apart until round 3 by the event's regulations");
  BOOST_TEST(said[1] ==
             "3 and 2 may not be paired: one family, kept apart for the whole event by its regulations");
  BOOST_TEST(std::string(rule_reference(Rule::regulations_pair)) == "regulations");
  // After round 3 the club's ban is over.
  s.forbidden_pairs = {{1, 4, 1, 1, shashki::tournament::BanGround::same_club}};
  BOOST_TEST(!s.is_forbidden(1, 4));
}

BOOST_AUTO_TEST_CASE(a_change_without_a_reason_or_with_a_bad_target_is_refused) {
  PairingEditor e = editor();
  BOOST_TEST(std::holds_alternative<shashki::tournament::Message>(e.apply(SwapColours{1}, "  ")));
  BOOST_TEST(std::holds_alternative<shashki::tournament::Message>(e.apply(SwapColours{3}, "no such board")));
  BOOST_TEST(
      std::holds_alternative<shashki::tournament::Message>(e.apply(ExchangePlayers{1, 9}, "no such player")));
  BOOST_TEST(e.log().empty());
}

BOOST_AUTO_TEST_SUITE_END()
