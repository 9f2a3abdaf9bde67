// The tournament domain model: events, players, snapshots.
#define BOOST_TEST_MODULE tournament_tests
#include <boost/test/unit_test.hpp>

#include "printing.hpp"
#include "shashki/tournament/calendar.hpp"
#include "shashki/tournament/tournament.hpp"

using namespace shashki::tournament;
using namespace std::chrono;

BOOST_AUTO_TEST_SUITE(tournament_tests)

BOOST_AUTO_TEST_CASE(an_event_without_a_name_or_rounds_is_refused_naming_the_field) {
  Event event;
  event.rounds = 9;
  BOOST_TEST(check_event(event).problem().field() == "name");
  event.name = "Кубок Москвы";
  event.rounds = 0;
  BOOST_TEST(check_event(event).problem().field() == "rounds");
  event.rounds = 9;
  BOOST_TEST(check_event(event).ok());
}

BOOST_AUTO_TEST_CASE(per_match_scoring_needs_micro_matches) {
  Event event;
  event.name = "Open";
  event.rounds = 7;
  event.match_scoring = MicroMatchScoring::per_match;
  BOOST_TEST(check_event(event).problem().field() == "match_scoring");
  event.micro_match = true;
  BOOST_TEST(check_event(event).ok());
}

BOOST_AUTO_TEST_CASE(an_event_ending_before_it_starts_is_refused) {
  Event event;
  event.name = "Open";
  event.rounds = 7;
  event.start_date = 2026y / May / 3;
  event.end_date = 2026y / May / 1;
  BOOST_TEST(check_event(event).problem().field() == "end");
}

BOOST_AUTO_TEST_CASE(a_player_needs_a_one_line_name_and_a_sane_rating) {
  Player player;
  BOOST_TEST(check_player(player).problem().field() == "name");
  player.name = "O'Brien, \"Pat\" <script>";
  BOOST_TEST(check_player(player).ok());
  player.name = "two\nlines";
  BOOST_TEST(check_player(player).problem().field() == "name");
  player.name = "Иванов Иван";
  player.rating = 5000;
  BOOST_TEST(check_player(player).problem().field() == "rating");
}

BOOST_AUTO_TEST_CASE(a_withdrawn_player_is_not_paired_from_the_round_of_withdrawal) {
  Player player;
  player.name = "Петров";
  player.status = PlayerStatus::withdrawn;
  player.withdrawn_from = 4;
  BOOST_TEST(check_player(player).ok());
  BOOST_TEST(player.plays_in(3));
  BOOST_TEST(!player.plays_in(4));
  BOOST_TEST(!player.plays_in(9));
}

BOOST_AUTO_TEST_CASE(a_withdrawal_without_its_round_is_refused) {
  Player player;
  player.name = "Петров";
  player.status = PlayerStatus::withdrawn;
  BOOST_TEST(check_player(player).problem().field() == "withdrawn_from");
}

BOOST_AUTO_TEST_CASE(a_late_entry_plays_from_its_first_round_on) {
  Player player;
  player.name = "Сидоров";
  player.late_entry_round = 3;
  BOOST_TEST(!player.plays_in(2));
  BOOST_TEST(player.plays_in(3));
}

BOOST_AUTO_TEST_CASE(iso_dates_round_trip_and_impossible_dates_are_refused) {
  const auto date = parse_iso_date("2008-02-29");
  BOOST_REQUIRE(date.has_value());
  BOOST_TEST(format_iso_date(*date) == "2008-02-29");
  BOOST_TEST(!parse_iso_date("2007-02-29").has_value());
  BOOST_TEST(!parse_iso_date("2007-2-1").has_value());
  BOOST_TEST(!parse_iso_date("29.02.2008").has_value());
}

BOOST_AUTO_TEST_CASE(a_snapshot_finds_players_and_rounds_and_knows_the_current_round) {
  Tournament t;
  Player a;
  a.id = PlayerId{7};
  a.name = "A";
  t.players.push_back(a);
  t.rounds.push_back(Round{1, RoundState::locked, {}});
  t.rounds.push_back(Round{2, RoundState::draft, {}});
  BOOST_TEST(t.player(PlayerId{7})->name == "A");
  BOOST_TEST(t.player(PlayerId{8}) == nullptr);
  BOOST_TEST(t.round(2)->state == RoundState::draft);
  BOOST_TEST(t.current_round() == 2);
}

BOOST_AUTO_TEST_CASE(the_published_view_leaves_out_a_round_still_in_draft) {
  Tournament t;
  t.rounds.push_back(Round{1, RoundState::complete, {}});
  t.rounds.push_back(Round{2, RoundState::published, {}});
  BOOST_TEST(published_view(t).current_round() == 2);
  t.rounds.push_back(Round{3, RoundState::draft, {}});
  BOOST_TEST(published_view(t).current_round() == 2);
  BOOST_TEST(published_view(Tournament{}).current_round() == 0);
}

BOOST_AUTO_TEST_SUITE_END()
