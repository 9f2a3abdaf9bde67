// The event -> pairing input mapping (docs/workflows.md): points per scoring system, colours
// of played games only, forfeits, byes, withdrawals and late entries; and the TRF round trip.
#include "rounds_fixture.hpp"

#include "shashki/app/demo_service.hpp"
#include "shashki/app/load_tournament.hpp"
#include "shashki/app/pairing_input_mapping.hpp"
#include "shashki/app/trf_service.hpp"

#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <set>
#include <sstream>
#include <tuple>

using namespace shashki;
using app::test::SessionFixture;
using pairing::ResultCode;
using tournament::Board;
using tournament::GameResult;
using tournament::PlayerId;

namespace {

// Four players (ids 11..14, numbers 1..4) and round 1 as given.
tournament::Tournament four_players(bool micro_match, std::vector<Board> round_one) {
  tournament::Tournament t;
  t.event.name = "mapping";
  t.event.rounds = 5;
  t.event.micro_match = micro_match;
  for (int i = 1; i <= 4; ++i) {
    tournament::Player p;
    p.id = PlayerId{10 + i};
    p.number = i;
    p.name = "P" + std::to_string(i);
    t.players.push_back(p);
  }
  tournament::Round r;
  r.number = 1;
  r.state = tournament::RoundState::complete;
  r.boards = std::move(round_one);
  t.rounds.push_back(r);
  return t;
}

Board played(int number, int white, int black, std::vector<GameResult> games) {
  auto b = Board::pairing(number, PlayerId{10 + white}, PlayerId{10 + black}, static_cast<int>(games.size()));
  for (std::size_t g = 0; g < games.size(); ++g) b.games[g] = games[g];
  return b;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(round_mapping_tests)

BOOST_AUTO_TEST_CASE(single_games_on_the_two_one_zero_scale_score_two_for_a_win) {
  const auto t =
      four_players(false, {played(1, 1, 2, {GameResult::white_wins}), played(2, 3, 4, {GameResult::draw})});
  const auto s = app::to_pairing_view(t, 2).input;
  BOOST_TEST(s.score(1).half_points() == 2);
  BOOST_TEST(s.score(2).half_points() == 0);
  BOOST_TEST(s.score(3).half_points() == 1);
  BOOST_TEST((s.find(1)->entry(1).colour == clock::Side::white));
  BOOST_TEST((s.find(2)->entry(1).colour == clock::Side::black));
  BOOST_TEST(s.have_met(1, 2));
}

BOOST_AUTO_TEST_CASE(a_players_sex_goes_to_trf_column_ten_as_m_or_w) {
  auto t = four_players(false, {});
  t.players[0].sex = tournament::Sex::female;
  t.players[1].sex = tournament::Sex::male;
  const auto s = app::to_pairing_view(t, 1).input;
  BOOST_TEST(s.find(1)->sex == 'w');
  BOOST_TEST(s.find(2)->sex == 'm');
  BOOST_TEST(s.find(3)->sex == ' ');
}

BOOST_AUTO_TEST_CASE(the_initial_colour_is_the_one_player_one_had_in_round_one) {
  BOOST_TEST((app::to_pairing_view(four_players(false, {}), 1).input.initial_colour == clock::Side::white));
  const auto t =
      four_players(false, {played(1, 2, 1, {GameResult::draw}), played(2, 3, 4, {GameResult::draw})});
  BOOST_TEST((app::to_pairing_view(t, 2).input.initial_colour == clock::Side::black));
}

BOOST_AUTO_TEST_CASE(a_forfeit_scores_but_is_neither_a_meeting_nor_a_counted_colour) {
  const auto t = four_players(
      false, {played(1, 1, 2, {GameResult::black_forfeit}), played(2, 3, 4, {GameResult::double_forfeit})});
  const auto s = app::to_pairing_view(t, 2).input;
  BOOST_TEST((s.find(2)->entry(1).result == ResultCode::forfeit_win));
  BOOST_TEST((s.find(1)->entry(1).result == ResultCode::forfeit_loss));
  BOOST_TEST(!s.find(1)->entry(1).played());                       // C.04.2: its colour does not count
  BOOST_TEST((s.find(1)->entry(1).colour == clock::Side::white));  // as allocated, for re-checking
  BOOST_TEST(!s.have_met(1, 2));                                   // C.04.3 C1: a forfeit is not a meeting
  BOOST_TEST(s.score(2).half_points() == 2);
  BOOST_TEST((s.find(3)->entry(1).result == ResultCode::forfeit_loss));
  BOOST_TEST((s.find(4)->entry(1).result == ResultCode::forfeit_loss));
  BOOST_TEST(s.score(3).half_points() + s.score(4).half_points() == 0);
}

BOOST_AUTO_TEST_CASE(byes_map_to_u_h_and_z_with_their_points) {
  const auto t = four_players(false, {Board::bye_for(1, PlayerId{11}, tournament::ByeKind::pairing_allocated),
                                      Board::bye_for(2, PlayerId{12}, tournament::ByeKind::requested_half),
                                      Board::bye_for(3, PlayerId{13}, tournament::ByeKind::requested_zero)});
  const auto s = app::to_pairing_view(t, 2).input;
  BOOST_TEST((s.find(1)->entry(1).result == ResultCode::pairing_bye));
  BOOST_TEST((s.find(2)->entry(1).result == ResultCode::half_bye));
  BOOST_TEST((s.find(3)->entry(1).result == ResultCode::zero_bye));
  BOOST_TEST(s.score(1).half_points() == 2);
  BOOST_TEST(s.score(2).half_points() == 1);
  BOOST_TEST(s.score(3).half_points() == 0);
}

BOOST_AUTO_TEST_CASE(a_micro_match_won_three_to_one_pairs_on_its_game_points) {
  // Game 1 won by the board's White, game 2 drawn: 3-1 on the 2-1-0 scale (per game).
  const auto t = four_players(true, {played(1, 1, 2, {GameResult::white_wins, GameResult::draw}),
                                     played(2, 3, 4, {GameResult::white_wins, GameResult::white_wins})});
  const auto s = app::to_pairing_view(t, 2).input;
  BOOST_TEST((s.find(1)->entry(1).result == ResultCode::win));
  BOOST_TEST((s.find(1)->entry(1).colour == clock::Side::white));  // game 1's colour
  BOOST_TEST(s.pairing_score(1).half_points() == 3);
  BOOST_TEST(s.pairing_score(2).half_points() == 1);
  // 2-2: drawn match, game 2's White (board's Black 4) won.
  BOOST_TEST((s.find(3)->entry(1).result == ResultCode::draw));
  BOOST_TEST(s.pairing_score(3).half_points() == 2);
  // The game points travel in the rounds themselves, not as virtual points (C.04.7 is for
  // accelerated pairings only), and a written win is the event's 2.
  BOOST_TEST(s.accelerations.empty());
  BOOST_TEST(s.score(1).half_points() == 3);
  BOOST_TEST((s.find(1)->entry(1).scored == tournament::Points::from_half_points(3)));
  BOOST_TEST((s.scale == tournament::ScoringScale::two_one_zero));
}

BOOST_AUTO_TEST_CASE(withdrawn_players_are_not_paired_and_late_entries_are_absent_until_they_come) {
  auto t = four_players(false, {played(1, 1, 2, {GameResult::draw}), played(2, 3, 4, {GameResult::draw})});
  t.players[1].status = tournament::PlayerStatus::withdrawn;
  t.players[1].withdrawn_from = 2;
  tournament::Player late;
  late.id = PlayerId{15};
  late.number = 5;
  late.name = "Late";
  late.late_entry_round = 3;
  t.players.push_back(late);
  const auto s = app::to_pairing_view(t, 2).input;
  BOOST_TEST(s.withdrawn.contains(2));
  BOOST_TEST(!s.available(2));
  BOOST_TEST(!s.available(5));
  BOOST_TEST(s.available(1));
  const auto later = app::to_pairing_view(t, 3).input;
  BOOST_TEST(later.available(5));
}

BOOST_FIXTURE_TEST_CASE(a_trf_export_reimports_to_the_same_players_rounds_and_results, SessionFixture) {
  app::DemoOptions options;
  options.players = 11;
  options.rounds = 4;
  const auto event = app::DemoService(session).create(options);
  const auto original = app::load_tournament(session, event);
  const auto out = dir.path() / "exported.trf";
  app::TrfService(session).export_event(event, out);
  const auto copy_id = app::TrfService(session).import_file(out);
  const auto copy = app::load_tournament(session, copy_id);
  BOOST_TEST(copy.players.size() == original.players.size());
  for (std::size_t i = 0; i < copy.players.size(); ++i) {
    BOOST_TEST(copy.players[i].name == original.players[i].name);
    BOOST_TEST(copy.players[i].number == original.players[i].number);
    BOOST_TEST((copy.players[i].rating == original.players[i].rating));
  }
  BOOST_REQUIRE(copy.rounds.size() == original.rounds.size());
  const auto boards = [](const tournament::Tournament& t, const tournament::Round& r) {
    std::set<std::tuple<int, int, std::string>> set;
    for (const auto& b : r.boards) {
      const int w = t.player(b.white)->number;
      const int bl = b.black ? t.player(*b.black)->number : 0;
      set.emplace(
          w, bl,
          b.is_bye() ? std::string(tournament::code(*b.bye)) : std::string(tournament::code(*b.games[0])));
    }
    return set;
  };
  for (std::size_t r = 0; r < copy.rounds.size(); ++r) {
    BOOST_TEST_INFO("round " << r + 1);
    BOOST_TEST((boards(copy, copy.rounds[r]) == boards(original, original.rounds[r])));
  }
  const auto again = dir.path() / "again.trf";
  app::TrfService(session).export_event(copy_id, again);
  BOOST_TEST(shashki::test::read_file(again) == shashki::test::read_file(out));
}

BOOST_FIXTURE_TEST_CASE(a_reference_trf_imported_and_exported_again_keeps_every_player_and_round,
                        SessionFixture) {
  const auto file = shashki::test::data_dir() / "pairing" / "dutch_100p_9r.trf";
  const auto event = app::TrfService(session).import_file(file);
  const auto t = app::load_tournament(session, event);
  BOOST_TEST(t.players.size() == 100u);
  BOOST_TEST(t.rounds.size() == 9u);
  const auto out = dir.path() / "re.trf";
  app::TrfService(session).export_event(event, out);
  // Player lines without the rank column (not exported), as lists of lines.
  const auto player_lines = [](std::string text) {
    std::replace(text.begin(), text.end(), '\r', '\n');
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) {
      if (line.rfind("001", 0) != 0) continue;
      line = line.substr(0, 84) + (line.size() > 91 ? line.substr(91) : std::string());
      line.erase(line.find_last_not_of(' ') + 1);
      lines.push_back(line);
    }
    return lines;
  };
  const auto original = player_lines(shashki::test::read_file(file));
  const auto exported = player_lines(shashki::test::read_file(out));
  BOOST_TEST(exported == original, boost::test_tools::per_element());
  // Player 1 had White in round 1 of this file: the initial colour goes with the file.
  BOOST_TEST(shashki::test::read_file(out).find("XXC white1") != std::string::npos);
}

BOOST_FIXTURE_TEST_CASE(the_demo_is_a_finished_event_and_the_same_seed_gives_the_same_event, SessionFixture) {
  app::DemoOptions options;
  options.players = 8;
  options.rounds = 3;
  const auto a = app::load_tournament(session, app::DemoService(session).create(options));
  const auto b = app::load_tournament(session, app::DemoService(session).create(options));
  BOOST_REQUIRE(a.rounds.size() == 3u);
  for (std::size_t r = 0; r < a.rounds.size(); ++r) {
    BOOST_TEST((a.rounds[r].state == tournament::RoundState::locked));
    BOOST_TEST(a.rounds[r].is_complete());
    BOOST_TEST(a.rounds[r].boards.size() == b.rounds[r].boards.size());
    for (std::size_t k = 0; k < a.rounds[r].boards.size(); ++k) {
      BOOST_TEST((a.rounds[r].boards[k].games == b.rounds[r].boards[k].games));
    }
  }
}

BOOST_AUTO_TEST_SUITE_END()
