// The rules of an event's life the use cases ask before they store: requested byes (C.04.2), a
// withdrawn player's results, closing a knockout round. Each is one function of the core.
#include <boost/test/unit_test.hpp>

#include "printing.hpp"
#include "shashki/tournament/bye_rules.hpp"
#include "shashki/tournament/event_edit.hpp"
#include "shashki/tournament/player_edit.hpp"
#include "shashki/tournament/round_close.hpp"
#include "shashki/tournament/withdrawal_results.hpp"

#include <string>

using namespace shashki::tournament;

namespace {

// A Swiss of `players` players and 5 rounds, round 1 published with boards 1-2, 3-4, ...
Tournament swiss_event(int players, int half_byes = 1) {
  Tournament t;
  t.event.rounds = 5;
  t.event.half_byes = half_byes;
  for (int i = 1; i <= players; ++i) {
    Player p;
    p.id = PlayerId{i};
    p.number = i;
    p.name = "Player " + std::to_string(i);
    t.players.push_back(p);
  }
  Round r;
  r.number = 1;
  r.state = RoundState::published;
  for (int i = 1; i + 1 <= players; i += 2)
    r.boards.push_back(Board::pairing(static_cast<int>(r.boards.size()) + 1, PlayerId{i}, PlayerId{i + 1}));
  t.rounds.push_back(r);
  return t;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(bye_rules_tests)

BOOST_AUTO_TEST_CASE(a_bye_is_requested_in_a_swiss_for_an_open_round_by_a_player_who_plays_it) {
  auto t = swiss_event(6);
  const auto& p = t.players[1];
  BOOST_TEST((check_bye_request(t, 2, p, ByeKind::requested_zero).value() == ByeKind::requested_zero));
  BOOST_TEST((check_bye_request(t, 2, p, ByeKind::requested_half).value() == ByeKind::requested_half));
  // The pairing's bye is never asked for.
  BOOST_TEST(check_bye_request(t, 2, p, ByeKind::pairing_allocated).error() ==
             "the pairing-allocated bye is given by the pairing; it cannot be requested");
  BOOST_TEST(check_bye_request(t, 2, p, ByeKind::pairing_allocated).problem().field() == "kind");
  // A round published, or one the event does not have.
  BOOST_TEST(check_bye_request(t, 1, p, ByeKind::requested_zero).problem().field() == "round");
  BOOST_TEST(check_bye_request(t, 1, p, ByeKind::requested_zero).error().find("has been published") !=
             std::string::npos);
  BOOST_TEST(check_bye_request(t, 6, p, ByeKind::requested_zero).error() == "the event has rounds 1 to 5");
  BOOST_TEST(!check_bye_round(t, 0).ok());
  // A draft may still be paired again: its round is open.
  t.rounds.front().state = RoundState::draft;
  BOOST_TEST(check_bye_round(t, 1).value() == 1);
  // A withdrawn player does not play the round.
  auto out = p;
  out.status = PlayerStatus::withdrawn;
  out.withdrawn_from = 2;
  BOOST_TEST(check_bye_request(t, 3, out, ByeKind::requested_zero).problem().field() == "player");
}

BOOST_AUTO_TEST_CASE(requested_byes_are_for_swiss_events_only_c_04_2) {
  for (const auto system : {PairingSystem::round_robin, PairingSystem::knockout}) {
    auto t = swiss_event(4);
    t.event.system = system;
    const auto refused = check_bye_request(t, 2, t.players[0], ByeKind::requested_zero);
    BOOST_TEST(refused.problem().field() == "event");
    BOOST_TEST(refused.error().find("requested byes are for Swiss events") == 0U);
  }
}

BOOST_AUTO_TEST_CASE(the_half_point_byes_taken_and_requested_elsewhere_count_against_the_allowance) {
  auto t = swiss_event(5, 1);
  // No. 5 sat out round 1 with a half-point bye.
  t.rounds.front().boards.push_back(Board::bye_for(3, PlayerId{5}, ByeKind::requested_half));
  const auto& five = t.players[4];
  const auto second = check_bye_request(t, 2, five, ByeKind::requested_half);
  BOOST_TEST(second.problem().field() == "kind");
  BOOST_TEST(
      second.error() ==
      "the event's regulations allow 1 half-point bye per player and No. 5 has 1; nothing was changed");
  BOOST_TEST(check_bye_request(t, 2, five, ByeKind::requested_zero).ok());
  // One requested for round 3, not yet paired, counts for round 2 and not for itself.
  const auto& two = t.players[1];
  t.bye_requests[3][two.id] = ByeKind::requested_half;
  BOOST_TEST(!check_bye_request(t, 2, two, ByeKind::requested_half).ok());
  BOOST_TEST(check_bye_request(t, 3, two, ByeKind::requested_half).ok());
  t.event.half_byes = 0;
  BOOST_TEST(!check_bye_request(t, 3, two, ByeKind::requested_half).ok());
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(withdrawal_results_tests)

BOOST_AUTO_TEST_CASE(a_withdrawn_player_s_games_are_forfeited_and_a_result_entered_stands) {
  auto t = swiss_event(4);
  t.players[0].status = PlayerStatus::withdrawn;
  t.players[0].withdrawn_from = 1;
  auto& round = t.rounds.front();
  const auto& first = round.boards[0];
  BOOST_TEST((withdrawn_on_board(t, first, 1).first() == &t.players[0]));
  BOOST_TEST(withdrawn_on_board(t, first, 1).black == nullptr);
  BOOST_TEST(
      (withdrawal_forfeits(t, first, 1) == std::vector<WithdrawalForfeit>{{1, GameResult::black_forfeit}}));
  BOOST_TEST(withdrawal_forfeits(t, round.boards[1], 1).empty());
  // Both withdrawn: both lose.
  t.players[1].status = PlayerStatus::withdrawn;
  t.players[1].withdrawn_from = 1;
  BOOST_TEST(
      (withdrawal_forfeits(t, first, 1) == std::vector<WithdrawalForfeit>{{1, GameResult::double_forfeit}}));
  // A result entered stands; before the round of the withdrawal the player plays.
  round.boards[0].games[0] = GameResult::draw;
  BOOST_TEST(withdrawal_forfeits(t, round.boards[0], 1).empty());
  t.players[0].withdrawn_from = 2;
  t.players[1].withdrawn_from = 2;
  BOOST_TEST(withdrawn_on_board(t, first, 1).first() == nullptr);
}

BOOST_AUTO_TEST_CASE(in_a_micro_match_the_forfeits_follow_the_colours_of_each_game) {
  auto t = swiss_event(2);
  t.rounds.front().boards = {Board::pairing(1, PlayerId{1}, PlayerId{2}, 2)};
  t.players[0].status = PlayerStatus::withdrawn;
  t.players[0].withdrawn_from = 1;
  BOOST_TEST(
      (withdrawal_forfeits(t, t.rounds.front().boards[0], 1) ==
       std::vector<WithdrawalForfeit>{{1, GameResult::black_forfeit}, {2, GameResult::white_forfeit}}));
}

BOOST_AUTO_TEST_CASE(a_played_result_for_a_withdrawn_player_s_game_needs_a_correction) {
  auto t = swiss_event(4);
  const auto& board = t.rounds.front().boards[1];
  BOOST_TEST(check_played_result(t, board, 1).ok());
  t.players[3].status = PlayerStatus::withdrawn;
  t.players[3].withdrawn_from = 1;
  const auto refused = check_played_result(t, board, 1);
  BOOST_TEST(refused.problem().field() == "correct");
  BOOST_TEST(refused.error().find("Player 4 (No. 4) has withdrawn from round 1") == 0U);
  // A bye has nobody to withdraw.
  BOOST_TEST(check_played_result(t, Board::bye_for(3, PlayerId{4}, ByeKind::requested_zero), 1).ok());
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(round_close_tests)

BOOST_AUTO_TEST_CASE(a_knockout_round_closes_only_when_every_match_is_decided) {
  Event event;
  event.system = PairingSystem::knockout;
  Round round;
  round.number = 2;
  round.boards = {Board::pairing(1, PlayerId{1}, PlayerId{2}), Board::pairing(2, PlayerId{3}, PlayerId{4})};
  round.boards[0].games[0] = GameResult::white_wins;
  round.boards[1].games[0] = GameResult::draw;
  const auto refused = check_round_decided(event, round);
  BOOST_TEST(refused.problem().field() == "round");
  BOOST_TEST(refused.error().find("round 2, board 2: the match ended level and has no winner yet") == 0U);
  // Its tie-break game decides it.
  round.boards[1].tiebreaks.push_back({KnockoutStage::deciding, GameResult::black_wins});
  BOOST_TEST(check_round_decided(event, round).value() == 2);
  // Any other system closes a level board: a draw is a result.
  round.boards[1].tiebreaks.clear();
  event.system = PairingSystem::swiss;
  BOOST_TEST(check_round_decided(event, round).ok());
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(event_edit_tests)

BOOST_AUTO_TEST_CASE(an_edited_event_keeps_its_stored_rounds_readable_one_message_per_case) {
  auto t = swiss_event(4);
  t.event.rounds = 7;
  t.rounds.push_back(t.rounds.front());
  t.rounds.back().number = 2;
  t.rounds.back().state = RoundState::draft;
  auto fewer = t.event;
  fewer.rounds = 1;
  BOOST_TEST(check_event_edit(t, fewer).error() ==
             "round 2 has already been paired, so the event cannot have 1 round; nothing was changed");
  BOOST_TEST(check_event_edit(t, fewer).problem().field() == "rounds");
  fewer.rounds = 2;
  BOOST_TEST(check_event_edit(t, fewer).ok());
  // A late entry needs its round.
  t.players[3].late_entry_round = 5;
  fewer.rounds = 4;
  BOOST_TEST(check_event_edit(t, fewer).error() ==
             "Player 4 enters in round 5; the event cannot have fewer rounds");
  // Once round 1 is paired, micro-matches (the games of every board stored) stay as they are.
  auto micro = t.event;
  micro.micro_match = true;
  BOOST_TEST(check_event_edit(t, micro).problem().field() == "micro_match");
  t.rounds.clear();
  BOOST_TEST(check_event_edit(t, micro).ok());
  // A team event's own settings are checked again (check_team_settings): micro-matches on its
  // boards may be chosen before round 1, a knockout may not.
  t.team = TeamEvent{};
  BOOST_TEST(check_event_edit(t, micro).ok());
  auto knockout = t.event;
  knockout.system = PairingSystem::knockout;
  BOOST_TEST(check_event_edit(t, knockout).problem().field() == "system");
  // A team event's rounds are its matches: once one is paired, micro-matches stay as they are,
  // though no round of it went to the clocks.
  t.team->matches.push_back(TeamMatch{1, 1, 2, MatchForfeit::none, {}});
  BOOST_TEST(check_event_edit(t, micro).problem().field() == "micro_match");
  // Byes asked for keep a Swiss a Swiss.
  t.team->matches.clear();
  t.team->bye_requests.push_back({2, 1, ByeKind::requested_half});
  auto round_robin = t.event;
  round_robin.system = PairingSystem::round_robin;
  BOOST_TEST(check_event_edit(t, round_robin).problem().field() == "system");
}

BOOST_AUTO_TEST_CASE(the_edit_limits_say_what_is_fixed_and_the_edit_refuses_exactly_that) {
  auto t = swiss_event(4);
  t.event.rounds = 1;
  auto limits = edit_limits(t);
  BOOST_TEST(limits.paired);
  BOOST_TEST(limits.published);
  BOOST_TEST(!limits.rounds_fixed);  // a Swiss may be lengthened
  BOOST_TEST(limits.min_rounds == 1);
  auto longer = t.event;
  longer.rounds = 3;
  BOOST_TEST(check_event_edit(t, longer).ok());
  // The tie-breaks of a published event change only with the judge's reason (C.07).
  auto tiebreaks = t.event;
  tiebreaks.tiebreaks = {shashki::tournament::Tiebreak::buchholz};
  BOOST_TEST(check_event_edit(t, tiebreaks).problem().field() == "reason");
  BOOST_TEST(check_event_edit(t, tiebreaks, " \t").problem().field() == "reason");
  BOOST_TEST(check_event_edit(t, tiebreaks, "as announced").ok());
  BOOST_TEST(tiebreaks_need_reason(t, tiebreaks));
  BOOST_TEST(!tiebreaks_need_reason(t, longer));
  // A round robin's rounds follow its table.
  t.event.system = PairingSystem::round_robin;
  BOOST_TEST(edit_limits(t).rounds_fixed);
  longer.system = PairingSystem::round_robin;
  BOOST_TEST(check_event_edit(t, longer).problem().field() == "rounds");
  // Over: the last round locked; every setting is final.
  t.rounds.front().state = RoundState::locked;
  BOOST_TEST(edit_limits(t).over);
  auto venue = t.event;
  venue.venue = "Kazan";
  BOOST_TEST(check_event_edit(t, venue).problem().field() == "event");
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(player_edit_tests)

BOOST_AUTO_TEST_CASE(an_edit_changes_only_the_player_s_details_never_number_status_or_rounds) {
  Player stored;
  stored.id = PlayerId{7};
  stored.number = 2;
  stored.name = "Ivanov, Ivan";
  stored.status = PlayerStatus::withdrawn;
  stored.withdrawn_from = 3;
  Player edited;
  edited.id = PlayerId{9};
  edited.number = 5;
  edited.name = "Ivanov, Ivan I.";
  edited.rating = 2100;
  edited.title = Title::gmi;
  edited.club = "Club";
  edited.city = "Kazan";
  edited.federation = "RUS";
  edited.late_entry_round = 2;
  const auto after = with_edited_details(stored, edited);
  BOOST_TEST(after.name == "Ivanov, Ivan I.");
  BOOST_TEST((after.rating == 2100));
  BOOST_TEST((after.title == Title::gmi));
  BOOST_TEST(after.club == "Club");
  BOOST_TEST(after.city == "Kazan");
  BOOST_TEST(after.federation == "RUS");
  BOOST_TEST(after.id.value == 7);
  BOOST_TEST(after.number == 2);
  BOOST_TEST((after.status == PlayerStatus::withdrawn));
  BOOST_TEST((after.withdrawn_from == 3));
  BOOST_TEST(!after.late_entry_round.has_value());
}

BOOST_AUTO_TEST_CASE(rating_title_and_name_are_what_the_initial_ranking_rests_on) {
  Player before;
  before.name = "A";
  auto after = before;
  after.city = "Kazan";
  BOOST_TEST(!ranking_details_changed(before, after));
  after.rating = 1900;
  BOOST_TEST(ranking_details_changed(before, after));
  after = before;
  after.name = "B";
  BOOST_TEST(ranking_details_changed(before, after));
}

BOOST_AUTO_TEST_SUITE_END()
