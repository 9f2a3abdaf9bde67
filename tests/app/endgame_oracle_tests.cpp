// The endgame databases beside the rulings the judge makes: a draw claim of 6.1.8.5, 6.1.8.7,
// 6.1.10.4 or 6.1.10.5 and a flag fall (6.1.10.5) carry their verdict, and say plainly when the
// position is outside them. The databases are the small classes built for the tests.
#include "endgame_fixture.hpp"
#include "live_fixture.hpp"

#include "shashki/app/claim_service.hpp"
#include "shashki/app/endgame_service.hpp"
#include "shashki/app/game_record_service.hpp"
#include "shashki/app/i18n.hpp"
#include "shashki/db/live_repository.hpp"
#include "shashki/rules/fen.hpp"

#include <boost/test/unit_test.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>

using namespace std::chrono_literals;
using shashki::app::ClaimService;
using shashki::app::ClockService;
using shashki::app::GameRecordService;
using shashki::app::test::LiveFixture;
using shashki::clock::Side;
using shashki::endgame::testing::king_databases;
using shashki::tournament::DrawClaimKind;
using Proposal = shashki::tournament::ClaimProposal;

namespace {

// Three kings, one on the big road, against a lone king: won in 11 moves (docs/endgame.md).
constexpr const char* petrov = "W:WKa1,Kc1,Ke1:BKh2";

// A board whose game starts at `fen`, its clocks reading the test databases.
struct OracleBoard {
  explicit OracleBoard(
      const char* fen,
      shashki::tournament::Discipline discipline = shashki::tournament::Discipline::classical,
      std::string control = "30+30")
      : f(1, discipline, std::move(control)) {
    GameRecordService(*f.session).set_start(f.game(1), fen);
    clocks = std::make_unique<ClockService>(*f.session, f.time, f.event.id, 1);
    clocks->flags().use_endgame_directory(king_databases().dir());
  }
  // The claims of the board, reading the test databases too.
  ClaimService claims() {
    ClaimService service(*f.session, *clocks);
    service.use_endgame_directory(king_databases().dir());
    return service;
  }
  LiveFixture f;
  std::unique_ptr<ClockService> clocks;
};

nlohmann::json stored_endgame(LiveFixture& f) {
  const auto stored = shashki::db::LiveRepository(f.session->database()).claims(f.game(1));
  BOOST_REQUIRE(!stored.empty());
  return nlohmann::json::parse(stored.back().facts).value("endgame", nlohmann::json());
}

// The ruling of the board's last claim as a reader gets it back from the stored facts.
std::string stored_ruling(LiveFixture& f) {
  const auto stored = shashki::db::LiveRepository(f.session->database()).claims(f.game(1));
  BOOST_REQUIRE(!stored.empty());
  return shashki::app::claim_ruling_text(stored.back().facts, stored.back().by_side, stored.back().clause);
}

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(endgame_oracle_tests)

BOOST_AUTO_TEST_CASE(a_short_of_time_claim_carries_the_databases_win_and_stores_it_with_the_claim) {
  // 6.1.10.5: "a theoretically won position" is the judge's to determine.
  OracleBoard b(petrov);
  const auto a = b.claims().claim_draw(1, Side::white, DrawClaimKind::short_of_time);
  BOOST_TEST(a.clause == "6.1.10.5");
  BOOST_TEST((a.proposal == Proposal::judge));
  BOOST_REQUIRE(a.endgame.has_value());
  BOOST_TEST(a.endgame->report.in_databases);
  BOOST_TEST(contains(a.message,
                      "the endgame databases say: White wins in 11 moves (21 plies); 6.1.8.3 allows 15 moves "
                      "counted from ply 0, so the win is within the count; best move "),
             a.message);
  BOOST_TEST(a.message.ends_with("; the judge decides"), a.message);
  const auto stored = stored_endgame(b.f);
  BOOST_TEST(stored.value("in_databases", false));
  BOOST_TEST(stored.value("verdict", "") == "win");
  BOOST_TEST(stored.value("plies_to_end", 0) == 21);
  BOOST_TEST(stored.value("verdict_with_counts", "") == "win");
  BOOST_TEST(stored["line"].size() == 21U);
  BOOST_TEST(!stored.contains("text"));  // the verdict is stored typed, worded when read
  BOOST_TEST(stored_ruling(b.f) == a.message);
  shashki::app::init_translations("ru");
  const auto russian = stored_ruling(b.f);
  shashki::app::init_translations("en");
  BOOST_TEST(contains(russian, "11 ходов (21 полуход)"), russian);
}

BOOST_AUTO_TEST_CASE(a_clearly_drawn_claim_shows_the_databases_draw_beside_the_judges_proposal) {
  // 6.1.8.7: two kings against one, a draw with best play.
  OracleBoard b("W:WKa1,Kc1:BKh6");
  const auto a = b.claims().claim_draw(1, Side::black, DrawClaimKind::clearly_drawn);
  BOOST_TEST(a.clause == "6.1.8.7");
  BOOST_TEST((a.proposal == Proposal::judge));
  BOOST_TEST(contains(a.message, "the endgame databases say: a draw with best play; best move "), a.message);
  const auto stored = stored_endgame(b.f);
  BOOST_TEST(stored.value("verdict", "") == "draw");
  BOOST_TEST(stored["plies_to_end"].is_null());
  BOOST_TEST(stored_ruling(b.f) == a.message);
}

BOOST_AUTO_TEST_CASE(a_6_1_8_5_count_claim_carries_whether_a_side_can_still_win) {
  // 6.1.8.5: three kings off the big road against a lone king on it; "a possibility of winning"
  // is the judge's to see, the databases say what they know of it.
  OracleBoard b("W:WKc1,Ke1,Kh2:BKd4");
  const auto a = b.claims().claim_draw(1, Side::black, DrawClaimKind::count);
  BOOST_TEST((a.proposal == Proposal::no_draw));  // premature: no count has run out
  BOOST_TEST(
      std::any_of(a.counts.begin(), a.counts.end(), [](const auto& c) { return c.clause == "6.1.8.5"; }));
  BOOST_REQUIRE(a.endgame.has_value());
  BOOST_TEST(a.endgame->report.in_databases);
  BOOST_TEST(contains(a.message, "the endgame databases say: "), a.message);
  BOOST_TEST(stored_endgame(b.f).value("in_databases", false));
  BOOST_TEST(stored_ruling(b.f) == a.message);
}

BOOST_AUTO_TEST_CASE(a_6_1_10_4_claim_without_increment_says_the_win_is_not_played_on) {
  // 6.1.10.4: without time per move the ending is drawn unless the player demonstrates a win.
  OracleBoard b("W:WKa1,Kc1:BKh6", shashki::tournament::Discipline::lightning, "3");
  const auto a = b.claims().claim_draw(1, Side::black, DrawClaimKind::no_increment);
  BOOST_TEST((a.proposal == Proposal::draw));
  BOOST_REQUIRE(a.endgame.has_value());
  BOOST_TEST(a.endgame->report.in_databases);
  BOOST_TEST(contains(a.message, "the endgame databases say: "), a.message);
  BOOST_TEST(stored_endgame(b.f).value("in_databases", false));
  BOOST_TEST(stored_ruling(b.f) == a.message);
}

BOOST_AUTO_TEST_CASE(a_claim_on_six_pieces_says_the_position_is_outside_the_databases_and_guesses_nothing) {
  OracleBoard b("W:WKa1,Kc1,Ke1:BKh2,Kh4,Kh6");
  const auto a = b.claims().claim_draw(1, Side::black, DrawClaimKind::clearly_drawn);
  BOOST_REQUIRE(a.endgame.has_value());
  BOOST_TEST(!a.endgame->report.in_databases);
  BOOST_TEST(contains(a.message,
                      "6 pieces on the board: outside the endgame databases (they hold up to 5 pieces); they "
                      "give no verdict"),
             a.message);
  BOOST_TEST(!contains(a.message, "databases say"));
  const auto stored = stored_endgame(b.f);
  BOOST_TEST(!stored.value("in_databases", true));
  BOOST_TEST(stored["verdict"].is_null());
  BOOST_TEST(stored_ruling(b.f) == a.message);
}

BOOST_AUTO_TEST_CASE(a_claim_on_a_class_not_built_says_so_and_gives_no_verdict) {
  // One man against four: a 5-piece class the test databases do not hold.
  OracleBoard b("W:Wc3:Bb8,d8,f8,h8");
  const auto a = b.claims().claim_draw(1, Side::white, DrawClaimKind::short_of_time);
  BOOST_REQUIRE(a.endgame.has_value());
  BOOST_TEST(a.endgame->report.databases_missing);
  BOOST_TEST(contains(a.message,
                      "the endgame databases for this material are not built (shashki endgame build); they "
                      "give no verdict"),
             a.message);
  BOOST_TEST(stored_ruling(b.f) == a.message);
}

BOOST_AUTO_TEST_CASE(a_repetition_claim_is_a_fact_and_carries_no_verdict_of_the_databases) {
  OracleBoard b(petrov);
  const auto a = b.claims().claim_draw(1, Side::black, DrawClaimKind::repetition);
  BOOST_TEST(!a.endgame.has_value());
  BOOST_TEST(stored_endgame(b.f).is_null());
}

BOOST_AUTO_TEST_CASE(a_flag_fall_proposal_carries_the_databases_verdict_while_the_judge_decides) {
  // 6.1.10.5: White's flag falls in a won position against a bare king: the proposal stays the
  // draw the material gives, for the judge, and the databases say the position was won.
  OracleBoard b(petrov, shashki::tournament::Discipline::lightning, "3+2");
  b.clocks->start_all();
  b.f.time.advance(4min);
  const auto proposals = b.clocks->check_flags();
  BOOST_REQUIRE(proposals.size() == 1U);
  BOOST_TEST((proposals[0].result == shashki::tournament::GameResult::draw));
  BOOST_TEST(proposals[0].judge_must_decide);
  BOOST_REQUIRE(proposals[0].endgame.has_value());
  BOOST_TEST(proposals[0].endgame->report.in_databases);
  BOOST_TEST(
      contains(proposals[0].explanation, "the endgame databases say: White wins in 11 moves (21 plies)"),
      proposals[0].explanation);
  BOOST_TEST(proposals[0].explanation.ends_with("; the judge decides"), proposals[0].explanation);
}

BOOST_AUTO_TEST_CASE(a_flag_fall_outside_the_databases_says_so) {
  OracleBoard b("W:WKa1,Kc1,Ke1:BKh2,Kh4,Kh6", shashki::tournament::Discipline::lightning, "3+2");
  b.clocks->start_all();
  b.f.time.advance(4min);
  const auto proposals = b.clocks->check_flags();
  BOOST_REQUIRE(proposals.size() == 1U);
  BOOST_TEST(contains(proposals[0].explanation, "outside the endgame databases"), proposals[0].explanation);
}

BOOST_AUTO_TEST_CASE(the_command_line_claim_stores_the_claim_and_prints_the_databases_verdict) {
  // `shashki claim`: the same use case as the console's, the databases' verdict beside the
  // judge's proposal (6.1.10.5).
  OracleBoard b(petrov);
  b.clocks.reset();
  b.f.close();
  const auto command = [&](const std::string& args) {
    return shashki::test::run("SHASHKI_ENDGAME_DIR=" + shashki::test::quoted(king_databases().dir()) + " " +
                              shashki::test::shashki_command("--lang en --db " +
                                                             shashki::test::quoted(b.f.path) +
                                                             " claim --event 1 --round 1 --board 1 " + args));
  };
  const auto r = command("--by white --kind short-of-time --json");
  BOOST_REQUIRE_MESSAGE(r.exit_code == 0, r.err);
  const auto j = nlohmann::json::parse(r.out);
  BOOST_TEST(j["clause"] == "6.1.10.5");
  BOOST_TEST(j["proposal"] == "judge");
  BOOST_TEST(j["endgame"]["verdict"] == "win");
  BOOST_TEST(j["endgame"]["plies_to_end"] == 21);
  BOOST_TEST(contains(j["message"].get<std::string>(), "the endgame databases say: White wins in 11 moves"));
  const auto text = command("--by black --kind clearly-drawn");
  BOOST_REQUIRE_MESSAGE(text.exit_code == 0, text.err);
  BOOST_TEST(text.out.starts_with("6.1.8.7: "), text.out);
  BOOST_TEST(contains(text.out, "the endgame databases say: White wins in 11 moves"), text.out);
  LiveFixture& f = b.f;
  f.reopen();
  BOOST_TEST(shashki::db::LiveRepository(f.session->database()).claims(f.game(1)).size() == 2U);
}

BOOST_AUTO_TEST_CASE(the_command_line_shows_a_fallen_flag_s_proposal_with_the_databases_verdict) {
  OracleBoard b(petrov, shashki::tournament::Discipline::lightning, "3+2");
  b.clocks->start_all();
  b.f.time.advance(4min);
  BOOST_REQUIRE(b.clocks->check_flags().size() == 1U);
  b.clocks.reset();
  b.f.close();
  const auto command = [&](int board) {
    return shashki::test::run("SHASHKI_ENDGAME_DIR=" + shashki::test::quoted(king_databases().dir()) + " " +
                              shashki::test::shashki_command(
                                  "--lang en --db " + shashki::test::quoted(b.f.path) +
                                  " clock flag --event 1 --round 1 --json --board " + std::to_string(board)));
  };
  const auto r = command(1);
  BOOST_REQUIRE_MESSAGE(r.exit_code == 0, r.err);
  const auto j = nlohmann::json::parse(r.out);
  BOOST_TEST(j["flagged"] == "white");
  BOOST_TEST(j["result"] == "=");
  BOOST_TEST(j["judge_must_decide"] == true);
  BOOST_TEST(j["endgame"]["verdict"] == "win");
  BOOST_TEST(
      contains(j["explanation"].get<std::string>(), "the endgame databases say: White wins in 11 moves"));
}

BOOST_AUTO_TEST_CASE(counts_of_moves_and_plies_take_the_russian_plural_forms) {
  // ngettext: Russian has three forms (1 ход, 2 хода, 5 ходов; 21 полуход).
  const shashki::endgame::Tablebase tb(king_databases().dir());
  const auto report = [&](const char* fen) {
    const auto p = shashki::rules::parse_fen(fen);
    BOOST_REQUIRE(p.ok());
    return shashki::app::endgame_report(tb, shashki::rules::GameRecord(*p), shashki::rules::GameConditions{});
  };
  shashki::app::init_translations("ru");
  const auto won = report(petrov);
  shashki::app::init_translations("en");
  BOOST_TEST(contains(won.summary, "11 ходов (21 полуход)"), won.summary);
  BOOST_TEST(contains(won.counting_summary, "15 ходов"), won.counting_summary);
  const auto english = report(petrov);
  BOOST_TEST(english.summary == "White wins in 11 moves (21 plies)");
}

BOOST_AUTO_TEST_SUITE_END()
