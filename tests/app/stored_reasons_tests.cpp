// What the program writes in its own words into the audit log and a claim's facts is stored in
// no language (a message id with its named arguments, a ground's code, a verdict typed): each
// row here is written once and read back in English and in Russian, and a row an older version
// wrote as text still reads as it was.
#include "live_fixture.hpp"
#include "rounds_fixture.hpp"

#include "shashki/app/appeal_service.hpp"
#include "shashki/app/claim_service.hpp"
#include "shashki/app/clock_service.hpp"
#include "shashki/app/endgame_service.hpp"
#include "shashki/app/game_record_service.hpp"
#include "shashki/app/i18n.hpp"
#include "shashki/app/stored_message.hpp"
#include "shashki/db/live_repository.hpp"

#include <boost/test/unit_test.hpp>

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

using namespace shashki;
using app::test::SessionFixture;

namespace {

// The `after` document of the last audit row of `event` named `action`.
nlohmann::json last_after_of(app::Session& session, tournament::EventId event, const std::string& action) {
  nlohmann::json after;
  for (const auto& a : db::AuditLog(session.database()).list(event)) {
    if (a.action == action && a.after) after = nlohmann::json::parse(*a.after);
  }
  return after;
}

bool has_part(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

// `stored` read by an English and by a Russian reader.
struct Readings {
  std::string english;
  std::string russian;
};

Readings read_both(const std::string& stored) {
  app::init_translations("en");
  Readings r{app::stored_text(stored), {}};
  app::init_translations("ru");
  r.russian = app::stored_text(stored);
  app::init_translations("en");
  return r;
}

// A Swiss of 14 with rounds 1 and 2 played and round 3 drafted.
struct ThirdRoundDrafted : SessionFixture {
  tournament::EventId event = make_event(14, 5);
  app::RoundService rounds{session};
  app::ResultService results{session};

  ThirdRoundDrafted() {
    for (int r = 1; r <= 2; ++r) {
      rounds.pair(event);
      rounds.publish(event);
      play_round(event, r);
    }
    rounds.pair(event);
  }
};

}  // namespace

BOOST_AUTO_TEST_SUITE(stored_reasons_tests)

BOOST_FIXTURE_TEST_CASE(the_reasons_of_the_initial_ranking_read_in_the_readers_language, SessionFixture) {
  const auto event = make_event(3, 5);
  app::PlayerService players(session);
  players.rank(event);
  const auto by_rule = last_after_of(session, event, "player.rank").value("reason", "");
  BOOST_TEST(app::read_stored_message(by_rule).has_value(), by_rule);
  const auto rule = read_both(by_rule);
  BOOST_TEST(rule.english == "initial ranking (C.04.2): rating, title, name");
  BOOST_TEST(rule.russian == "начальный рейтинг-лист (C.04.2): рейтинг, звание, фамилия");

  // Moved by hand with the judge's words: those stay as typed in either language.
  const auto third = players.list(event).back();
  players.move(event, third.id, 1, "rating list of May");
  const auto moved = read_both(last_after_of(session, event, "player.rank").value("reason", ""));
  BOOST_TEST(moved.english == "Игрок 3: No. 3 -> No. 1; rating list of May");
  BOOST_TEST(moved.russian == "Игрок 3: № 3 -> № 1; rating list of May");

  // Moved without a reason: the program's words, translated.
  players.move(event, third.id, 2, "");
  const auto by_hand = read_both(last_after_of(session, event, "player.rank").value("reason", ""));
  BOOST_TEST(by_hand.english == "Игрок 3: No. 1 -> No. 2; correction by hand");
  BOOST_TEST(by_hand.russian == "Игрок 3: № 1 -> № 2; поправка вручную");

  // The English an older version stored reads as it was.
  BOOST_TEST(read_both("Игрок 3: 3 -> 1; correction by hand").russian ==
             "Игрок 3: 3 -> 1; correction by hand");
}

BOOST_FIXTURE_TEST_CASE(a_judges_change_to_a_draft_and_its_findings_read_in_the_readers_language,
                        SessionFixture) {
  const auto event = make_event(8, 3);
  app::RoundService rounds(session);
  rounds.pair(event);  // round 1 of a Swiss: No. 1 meets No. 5 on board 1 (C.04.3)
  const auto edited =
      rounds.edit(event, pairing::ForbidPair{1, 5, pairing::ForbidGround::same_club}, "brothers", true);
  BOOST_REQUIRE(!edited.findings.empty());  // the forbidden pair still sits on board 1
  const auto change = last_after_of(session, event, "round.edit")["change"];
  BOOST_TEST(change.value("reason", "") == "brothers");  // the judge's words as typed
  const auto description = read_both(change.value("description", ""));
  BOOST_TEST(description.english == "forbid 1 against 5 (same-club)");
  BOOST_TEST(description.russian == "запрет встречи 1 с 5 (same-club)");
  BOOST_REQUIRE(change["findings"].size() == edited.findings.size());
  const auto stored = change["findings"][0].get<std::string>();
  BOOST_TEST(app::read_stored_message(stored).has_value(), stored);
  const auto finding = read_both(stored);
  app::init_translations("en");
  BOOST_TEST(finding.english == app::finding_text(edited.findings[0]));
  BOOST_TEST(finding.english == edited.findings[0].describe());  // what an older version stored
  app::init_translations("ru");
  BOOST_TEST(finding.russian == app::finding_text(edited.findings[0]));
  app::init_translations("en");
  BOOST_TEST(finding.russian.starts_with("судья: "), finding.russian);
  BOOST_TEST(finding.russian != finding.english);
  // An older version's English reads as it was.
  BOOST_TEST(read_both("forbid 1 against 5 (same-club)").russian == "forbid 1 against 5 (same-club)");
}

BOOST_FIXTURE_TEST_CASE(a_stale_draft_kept_stores_why_it_was_stale_in_no_language, ThirdRoundDrafted) {
  results.set(event, 2, 1, 1, "0-1", "the scoresheet was signed the other way");
  rounds.publish(event, "the pairing was announced in the hall");
  const auto stored = last_after_of(session, event, "round.publish").value("reason", "");
  BOOST_TEST(app::read_stored_message(stored).has_value(), stored);
  const auto kept = read_both(stored);
  BOOST_TEST(kept.english ==
             "paired before the result of round 2, board 1, game 1 was corrected; kept: the pairing was "
             "announced in the hall");
  BOOST_TEST(kept.russian ==
             "жеребьёвка проведена до того, как был исправлен результат партии (тур 2, доска 1, партия 1); "
             "оставлена: the pairing was announced in the hall");
  // An older version's row: the stale cause in the judge's language of the day, then the words.
  const std::string old = "был исправлен результат партии (тур 2, доска 1, партия 1); объявлено в зале";
  BOOST_TEST(read_both(old).english == old);
}

BOOST_FIXTURE_TEST_CASE(the_effect_of_a_correction_reads_in_the_readers_language, ThirdRoundDrafted) {
  // Round 3 played and round 4 drafted: a correction of round 2 leaves round 3's pairing
  // standing and makes round 4's draft stale.
  rounds.publish(event);
  play_round(event, 3);
  rounds.pair(event);
  app::init_translations("en");
  const auto shown = results.correction_effect(event, 2);
  results.set(event, 2, 1, 1, "0-1", "the scoresheet was signed the other way");
  const auto stored = last_after_of(session, event, "result.set").value("effect", "");
  BOOST_TEST(app::read_stored_message(stored).has_value(), stored);
  const auto effect = read_both(stored);
  BOOST_TEST(effect.english == shown);
  BOOST_TEST(effect.english ==
             "The published pairing of round 3 stands; this correction counts from round 4 on. The draft of "
             "round 4 was paired before this correction: pair it again, or publish it as it stands and give "
             "the reason for keeping it.");
  BOOST_TEST(has_part(effect.russian, "Опубликованная жеребьёвка тура 3 остаётся в силе"), effect.russian);
  BOOST_TEST(has_part(effect.russian, "Черновик тура 4 составлен до этого исправления"), effect.russian);
  app::init_translations("ru");
  BOOST_TEST(results.correction_effect(event, 2) == effect.russian);  // the same words as shown
  app::init_translations("en");
  const std::string old = "The draft of round 4 was paired before this correction: pair it again.";
  BOOST_TEST(read_both(old).russian == old);
}

BOOST_AUTO_TEST_CASE(a_claims_ruling_is_stored_as_its_ground_and_reads_in_the_readers_language) {
  using namespace std::chrono_literals;
  app::test::LiveFixture f(1, tournament::Discipline::lightning, "3+2");
  app::GameRecordService games(*f.session);
  games.set_start(f.game(1), "W:Wa1,c1,Kg1:BKa7");
  app::ClockService clocks(*f.session, f.time, f.event.id, 1);
  app::ClaimService claims(*f.session, clocks);
  app::init_translations("en");
  std::vector<app::ClaimAnswer> answers;
  answers.push_back(claims.claim_draw(1, clock::Side::black, tournament::DrawClaimKind::repetition));
  answers.push_back(claims.claim_draw(1, clock::Side::black, tournament::DrawClaimKind::count));
  answers.push_back(claims.claim_draw(1, clock::Side::black, tournament::DrawClaimKind::clearly_drawn));
  answers.push_back(claims.claim_draw(1, clock::Side::white, tournament::DrawClaimKind::short_of_time));
  answers.push_back(claims.claim_draw(1, clock::Side::black, tournament::DrawClaimKind::no_increment));
  const auto stored = db::LiveRepository(f.session->database()).claims(f.game(1));
  BOOST_REQUIRE(stored.size() == answers.size());
  for (std::size_t i = 0; i < stored.size(); ++i) {
    const auto& row = stored[i];
    BOOST_TEST_INFO("claim " << i + 1 << ": " << row.facts);
    const auto facts = nlohmann::json::parse(row.facts);
    BOOST_TEST(!facts.contains("message"));  // no text in the language of the day
    BOOST_TEST(tournament::draw_claim_ground_from_code(facts.value("ground", "")).has_value());
    if (facts.contains("endgame")) BOOST_TEST(!facts["endgame"].contains("text"));
    app::init_translations("en");
    const auto english = app::claim_ruling_text(row.facts, row.by_side, row.clause);
    app::init_translations("ru");
    const auto russian = app::claim_ruling_text(row.facts, row.by_side, row.clause);
    app::init_translations("en");
    BOOST_TEST(english == answers[i].message);
    BOOST_TEST(russian != english);
    BOOST_TEST(russian.find_first_of("абвгдеёжзийклмнопрстуфхцчшщыьэюя") != std::string::npos, russian);
  }
  // A claim an older version stored with its ruling as text reads as that text.
  const std::string old = R"({"occurrences": 1, "message": "the claim is premature: no count is running"})";
  BOOST_TEST(app::claim_ruling_text(old, clock::Side::white, "6.1.8.2") ==
             "the claim is premature: no count is running");
}

BOOST_AUTO_TEST_CASE(what_a_disputed_move_breaks_is_stored_as_its_message_id_and_reads_in_either_language) {
  app::test::LiveFixture f(1);
  app::ClockService clocks(*f.session, f.time, f.event.id, 1);
  app::AppealService appeals(*f.session, clocks);
  app::init_translations("en");
  // White must capture d4 (6.1.5.3); c3-b4 is a quiet move.
  const auto opened = appeals.open(app::AppealRequest{1, clock::Side::black, "White did not capture",
                                                      std::string("W:Wc3:Bd4"), std::string("c3-b4")});
  BOOST_TEST(opened.findings.clause == "6.1.5.3");
  const auto english = opened.findings.violation;
  BOOST_TEST(!english.empty());
  const auto rows = db::LiveRepository(f.session->database()).appeals(f.event.id, 1);
  BOOST_REQUIRE(rows.size() == 1U);
  const auto stored = nlohmann::json::parse(rows[0].finding).value("violation", "");
  BOOST_TEST(app::read_stored_message(stored).has_value(), stored);
  BOOST_TEST(appeals.list().front().findings.violation == english);
  app::init_translations("ru");
  const auto russian = appeals.list().front().findings.violation;
  app::init_translations("en");
  BOOST_TEST(russian != english);
  BOOST_TEST(russian.find_first_of("абвгдеёжзийклмнопрстуфхцчшщыьэюя") != std::string::npos, russian);
  // An appeal an older version stored with the words of its day reads as it was.
  tournament::AppealRow old = rows[0];
  auto finding = nlohmann::json::parse(old.finding);
  finding["violation"] = "взятие обязательно";
  old.finding = finding.dump();
  BOOST_REQUIRE(db::LiveRepository(f.session->database()).open_appeal(old, {}, f.session->stamp()).ok());
  BOOST_TEST(appeals.list().back().findings.violation == "взятие обязательно");
}

BOOST_AUTO_TEST_CASE(an_endgame_finding_stored_typed_reads_in_either_language_and_an_old_one_as_it_was) {
  // What a claim's facts keep of the databases, written as endgame_facts_json() writes it.
  const auto stored = nlohmann::json::parse(R"({
    "pieces": 3, "in_databases": true, "verdict": "win", "plies_to_end": 21,
    "verdict_with_counts": "win", "best": "c1-d2", "line": [], "error": null,
    "to_move": "white", "over": false, "databases_missing": false,
    "counting": {"kind": "within", "clause": "6.1.8.3", "limit": 15, "ply": 0, "side": null}})");
  app::init_translations("en");
  BOOST_TEST(app::endgame_facts_text(stored) ==
             "the endgame databases say: White wins in 11 moves (21 plies); 6.1.8.3 allows 15 moves counted "
             "from ply 0, so the win is within the count; best move c1-d2; the judge decides");
  app::init_translations("ru");
  const auto russian = app::endgame_facts_text(stored);
  app::init_translations("en");
  BOOST_TEST(has_part(russian, "11 ходов (21 полуход)"), russian);
  BOOST_TEST(has_part(russian, "15 ходов"), russian);
  // Too many pieces, and a failure stored as a message: worded in the reader's language.
  const auto outside = nlohmann::json::parse(
      R"({"pieces": 7, "in_databases": false, "verdict": null, "to_move": "black", "error": null})");
  BOOST_TEST(has_part(app::endgame_facts_text(outside), "7 pieces on the board"));
  // An older version's finding, with its text of the day.
  const auto old =
      nlohmann::json::parse(R"({"pieces": 7, "in_databases": false, "text": "7 фигур на доске"})");
  BOOST_TEST(app::endgame_facts_text(old) == "7 фигур на доске");
}

BOOST_AUTO_TEST_SUITE_END()
