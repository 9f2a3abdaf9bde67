// The arbiter's corrections of an event under way: edit the event or a player, readmit a withdrawn
// player, draw the starting numbers by lot, clear a result. Each succeeds with its one audit row;
// each refusal leaves the event and its audit log exactly as they were.
#include "rounds_fixture.hpp"
#include "shown_refusal.hpp"

#include "shashki/app/errors.hpp"
#include "shashki/app/load_tournament.hpp"
#include "shashki/db/audit_log.hpp"
#include "shashki/pairing/berger.hpp"
#include "shashki/pairing/seeded_random.hpp"

#include <boost/test/unit_test.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <functional>
#include <map>
#include <set>

using namespace shashki;
using app::ExitCode;
using app::test::seated;
using app::test::SessionFixture;
using tournament::RoundState;

namespace {

// The audit row that the last action of `event` wrote.
db::AuditEntry last_audit(app::Session& session, tournament::EventId event) {
  return db::AuditLog(session.database()).list(event).back();
}

nlohmann::json after_of(const db::AuditEntry& entry) {
  return nlohmann::json::parse(entry.after.value_or("null"));
}

// Runs `call`, which must be refused with `code` and a message holding `words`, and checks that
// neither the event (settings, players, rounds with results) nor the audit log changed.
void expect_refusal_changing_nothing(SessionFixture& f, tournament::EventId event, ExitCode code,
                                     const std::string& words, const std::function<void()>& call) {
  BOOST_TEST_CONTEXT("refusal naming '" << words << "'") {
    const auto before = app::load_tournament(f.session, event);
    const auto audit_rows = db::AuditLog(f.session.database()).count();
    std::string message;
    try {
      call();
      BOOST_ERROR("the call was not refused");
    } catch (const app::Error& e) {
      message = app::test::shown(e);
      BOOST_TEST((e.code() == code));
    }
    BOOST_TEST_INFO("message: " << message);
    BOOST_TEST(message.find(words) != std::string::npos);
    const auto after = app::load_tournament(f.session, event);
    BOOST_TEST((after.event == before.event));
    BOOST_TEST((after.players == before.players));
    BOOST_TEST((after.rounds == before.rounds));
    BOOST_TEST(db::AuditLog(f.session.database()).count() == audit_rows);
  }
}

// Pairs, publishes and plays round `round` (every board decided), leaving it complete.
void play(SessionFixture& f, tournament::EventId event, int round) {
  app::RoundService(f.session).pair(event);
  app::RoundService(f.session).publish(event);
  f.play_round(event, round);
}

tournament::Player player_numbered(app::Session& session, tournament::EventId event, int number) {
  for (const auto& p : app::PlayerService(session).list(event)) {
    if (p.number == number) return p;
  }
  BOOST_FAIL("no player numbered " << number);
  return {};
}

}  // namespace

BOOST_AUTO_TEST_SUITE(use_case_tests)

// --- Editing an event ---

BOOST_FIXTURE_TEST_CASE(an_event_under_way_may_change_its_name_venue_control_and_tiebreaks, SessionFixture) {
  const auto event = make_event(6, 5);
  play(*this, event, 1);
  auto changed = app::EventService(session).show(event).event;
  changed.name = "Кубок «Чёрная ладья»";
  changed.venue = "Казань, шахматный клуб";
  changed.time_control = "25+10";
  changed.tiebreaks = {shashki::tournament::Tiebreak::buchholz_cut1,
                       shashki::tournament::Tiebreak::sonneborn_berger};
  // Round 1 is out: a change of tie-breaks carries the judge's reason (C.07; see tiebreak_settings_tests).
  const auto stored = app::EventService(session).edit(
      event, changed, clock::RegulationException::not_confirmed, "corrected to the regulations");
  BOOST_TEST((stored == changed));
  BOOST_TEST((app::EventService(session).show(event).event == changed));
  const auto audit = last_audit(session, event);
  BOOST_TEST(audit.action == "event.edit");
  BOOST_TEST(nlohmann::json::parse(*audit.before)["name"] == "Кубок «Белая ладья»");
  BOOST_TEST(after_of(audit)["name"] == "Кубок «Чёрная ладья»");
  BOOST_TEST(after_of(audit)["tiebreaks"] == nlohmann::json({"BH-C1", "SB"}));
  BOOST_TEST(after_of(audit)["reason"] == "corrected to the regulations");
}

BOOST_FIXTURE_TEST_CASE(pairing_and_scoring_settings_change_before_round_one_only, SessionFixture) {
  const auto event = make_event(6, 5, false, tournament::PairingSystem::round_robin);
  app::EventService events(session);
  auto before_start = events.show(event).event;
  before_start.scale = tournament::ScoringScale::one_half_zero;
  before_start.system = tournament::PairingSystem::double_round_robin;
  before_start.rounds = 10;
  BOOST_TEST((events.edit(event, before_start).scale == tournament::ScoringScale::one_half_zero));
  before_start.system = tournament::PairingSystem::round_robin;
  before_start.rounds = 5;
  events.edit(event, before_start);
  app::RoundService(session).pair(event);  // a draft is enough: it was paired on these settings

  struct Row {
    const char* field;
    std::function<void(tournament::Event&)> change;
  };
  // The refusal names the setting's field (the command line's option) and why it stays.
  const Row rows[] = {
      {"--system", [](auto& e) { e.system = tournament::PairingSystem::swiss; }},
      {"--micro-match", [](auto& e) { e.micro_match = true; }},
      {"--scoring", [](auto& e) { e.scale = tournament::ScoringScale::two_one_zero; }},
      {"--match-scoring", [](auto& e) { e.match_scoring = tournament::MicroMatchScoring::per_match; }},
      {"--opening-table", [](auto& e) { e.opening_table = "IDF"; }},
      {"--rounds", [](auto& e) { e.rounds = 7; }},  // a round robin's rounds follow its table
  };
  for (const auto& row : rows) {
    auto changed = events.show(event).event;
    row.change(changed);
    expect_refusal_changing_nothing(*this, event, ExitCode::refused, std::string(row.field) + ": the ",
                                    [&] { events.edit(event, changed); });
  }
}

BOOST_FIXTURE_TEST_CASE(a_swiss_may_change_its_number_of_rounds_but_not_below_the_rounds_paired,
                        SessionFixture) {
  const auto event = make_event(6, 5);
  play(*this, event, 1);
  app::RoundService(session).pair(event);  // round 2 drafted
  app::EventService events(session);
  auto changed = events.show(event).event;
  changed.rounds = 7;
  BOOST_TEST(events.edit(event, changed).rounds == 7);
  changed.rounds = 1;
  expect_refusal_changing_nothing(*this, event, ExitCode::refused, "round 2 has already been paired",
                                  [&] { events.edit(event, changed); });
  changed.rounds = 2;
  BOOST_TEST(events.edit(event, changed).rounds == 2);
  BOOST_TEST(last_audit(session, event).action == "event.edit");
}

BOOST_FIXTURE_TEST_CASE(a_finished_event_keeps_its_settings, SessionFixture) {
  const auto event = make_event(2, 1);
  play(*this, event, 1);
  app::RoundService(session).lock(event, 1);
  auto changed = app::EventService(session).show(event).event;
  changed.name = "Другое имя";
  expect_refusal_changing_nothing(*this, event, ExitCode::refused, "is over",
                                  [&] { app::EventService(session).edit(event, changed); });
}

BOOST_FIXTURE_TEST_CASE(an_event_edit_with_bad_settings_is_an_input_error_and_an_unchanged_one_writes_nothing,
                        SessionFixture) {
  const auto event = make_event(4, 5);
  app::EventService events(session);
  auto changed = events.show(event).event;
  changed.name = "  ";
  expect_refusal_changing_nothing(*this, event, ExitCode::input,
                                  "name:", [&] { events.edit(event, changed); });
  changed = events.show(event).event;
  changed.end_date = std::chrono::year_month_day{std::chrono::year{2026} / 5 / 1};
  changed.start_date = std::chrono::year_month_day{std::chrono::year{2026} / 5 / 3};
  expect_refusal_changing_nothing(*this, event, ExitCode::input,
                                  "end:", [&] { events.edit(event, changed); });
  expect_refusal_changing_nothing(*this, event, ExitCode::input, "--event",
                                  [&] { events.edit(tournament::EventId{event.value + 1}, changed); });
  const auto rows = db::AuditLog(session.database()).count();
  events.edit(event, events.show(event).event);
  BOOST_TEST(db::AuditLog(session.database()).count() == rows);
}

// --- Editing a player ---

BOOST_FIXTURE_TEST_CASE(a_player_edit_changes_the_details_and_keeps_number_status_and_rounds,
                        SessionFixture) {
  const auto event = make_event(4, 5);
  play(*this, event, 1);
  auto player = player_numbered(session, event, 3);
  const auto was = player;
  player.name = "Щукин-Эйлер, Ёжик";
  player.rating = 2222;
  player.title = tournament::Title::kms;
  player.club = "ШК «Дебют»";
  player.city = "Санкт-Петербург";
  player.birth = std::chrono::year{2008} / 2 / 29;
  player.number = 1;  // not a detail: numbers are drawn or given in order of entry
  const auto stored = app::PlayerService(session).edit(event, player);
  BOOST_TEST(stored.name == player.name);
  BOOST_TEST((stored.rating == 2222));
  BOOST_TEST((stored.title == tournament::Title::kms));
  BOOST_TEST((stored.birth == player.birth));
  BOOST_TEST(stored.number == was.number);
  BOOST_TEST((player_numbered(session, event, 3) == stored));
  const auto audit = last_audit(session, event);
  BOOST_TEST(audit.action == "player.edit");
  BOOST_TEST(nlohmann::json::parse(*audit.before)["name"] == was.name);
  BOOST_TEST(after_of(audit)["club"] == "ШК «Дебют»");
}

BOOST_FIXTURE_TEST_CASE(a_player_edit_is_refused_like_an_entry_and_changes_nothing, SessionFixture) {
  const auto event = make_event(3, 5);
  struct Row {
    const char* words;
    std::function<void(tournament::Player&)> change;
  };
  const Row rows[] = {
      {"name:", [](auto& p) { p.name = " \t"; }},
      {"a name is one line", [](auto& p) { p.name = "Иванов\nИван"; }},
      {"rating:", [](auto& p) { p.rating = 4001; }},
      {"birth:", [](auto& p) { p.birth = std::chrono::year{2009} / 2 / 29; }},
      {"has no player", [](auto& p) { p.id = tournament::PlayerId{999}; }},
  };
  for (const auto& row : rows) {
    auto player = player_numbered(session, event, 2);
    row.change(player);
    expect_refusal_changing_nothing(*this, event, ExitCode::input, row.words,
                                    [&] { app::PlayerService(session).edit(event, player); });
  }
}

// --- Readmitting a withdrawn player ---

BOOST_FIXTURE_TEST_CASE(a_readmitted_player_is_paired_again_from_the_next_round, SessionFixture) {
  const auto event = make_event(6, 5);
  app::PlayerService players(session);
  play(*this, event, 1);
  const auto leaver = player_numbered(session, event, 6);
  BOOST_TEST(*players.withdraw(event, leaver.id, std::nullopt).withdrawn_from == 2);
  play(*this, event, 2);
  BOOST_TEST(!seated(app::RoundService(session).show(event, 2)).contains(leaver.id.value));

  const auto back = players.readmit(event, leaver.id, std::nullopt);
  BOOST_TEST((back.status == tournament::PlayerStatus::active));
  BOOST_TEST(!back.withdrawn_from.has_value());
  BOOST_TEST((back.late_entry_round == 3));
  const auto audit = last_audit(session, event);
  BOOST_TEST(audit.action == "player.readmit");
  BOOST_TEST(nlohmann::json::parse(*audit.before)["status"] == "withdrawn");
  BOOST_TEST(after_of(audit)["status"] == "active");

  const auto draft = app::RoundService(session).pair(event);
  BOOST_TEST(draft.round.number == 3);
  BOOST_TEST(seated(draft.round).contains(leaver.id.value));
  BOOST_TEST(seated(draft.round).size() == 6u);
  BOOST_TEST(draft.findings.empty());
}

BOOST_FIXTURE_TEST_CASE(a_readmission_may_wait_for_a_later_round, SessionFixture) {
  const auto event = make_event(6, 5);
  app::PlayerService players(session);
  play(*this, event, 1);
  const auto leaver = player_numbered(session, event, 2);
  players.withdraw(event, leaver.id, 2);
  BOOST_TEST((players.readmit(event, leaver.id, 3).late_entry_round == 3));
  // Round 2 is still without the player (an announced absence), round 3 with.
  app::RoundService(session).pair(event);
  BOOST_TEST(!seated(app::RoundService(session).show(event, 2)).contains(leaver.id.value));
  app::RoundService(session).publish(event);
  play_round(event, 2);
  BOOST_TEST(seated(app::RoundService(session).pair(event).round).contains(leaver.id.value));
}

BOOST_FIXTURE_TEST_CASE(readmitting_an_active_player_or_into_a_published_round_is_refused, SessionFixture) {
  const auto event = make_event(4, 3);
  app::PlayerService players(session);
  const auto active = player_numbered(session, event, 1);
  const auto leaver = player_numbered(session, event, 4);
  players.withdraw(event, leaver.id, 2);
  play(*this, event, 1);
  app::RoundService(session).pair(event);
  app::RoundService(session).publish(event);  // round 2 is being played
  expect_refusal_changing_nothing(*this, event, ExitCode::refused, "has not withdrawn",
                                  [&] { players.readmit(event, active.id, std::nullopt); });
  expect_refusal_changing_nothing(*this, event, ExitCode::refused, "round 2 has been published",
                                  [&] { players.readmit(event, leaver.id, 2); });
  expect_refusal_changing_nothing(*this, event, ExitCode::input, "--from-round: 4",
                                  [&] { players.readmit(event, leaver.id, 4); });
  expect_refusal_changing_nothing(*this, event, ExitCode::input, "--player",
                                  [&] { players.readmit(event, tournament::PlayerId{999}, std::nullopt); });
}

// --- Starting numbers by lot ---

BOOST_FIXTURE_TEST_CASE(lots_number_a_round_robin_and_its_berger_table_follows_the_numbers, SessionFixture) {
  const auto event = make_event(6, 5, false, tournament::PairingSystem::round_robin);
  const auto entered = app::PlayerService(session).list(event);
  const auto drawn = app::PlayerService(session).draw_lots(event, 2026);
  BOOST_REQUIRE(drawn.size() == 6u);
  std::set<std::int64_t> ids;
  for (std::size_t k = 0; k < drawn.size(); ++k) {
    BOOST_TEST(drawn[k].number == static_cast<int>(k + 1));
    ids.insert(drawn[k].id.value);
  }
  BOOST_TEST(ids.size() == 6u);
  BOOST_TEST((app::PlayerService(session).list(event) == drawn));
  bool moved = false;
  for (const auto& p : entered) moved = moved || player_numbered(session, event, p.number).id != p.id;
  BOOST_TEST(moved);
  BOOST_TEST(last_audit(session, event).action == "player.lots");
  BOOST_TEST(after_of(last_audit(session, event))["seed"] == 2026);

  // Round 1 is row 1 of the Berger table for 6, in the drawn numbers.
  const auto round = app::RoundService(session).pair(event).round;
  const auto table = pairing::berger_table(6);
  BOOST_REQUIRE(round.boards.size() == table[0].size());
  for (std::size_t b = 0; b < round.boards.size(); ++b) {
    BOOST_TEST_INFO("board " << b + 1);
    BOOST_TEST(round.boards[b].white.value ==
               drawn[static_cast<std::size_t>(table[0][b].white - 1)].id.value);
    BOOST_TEST(round.boards[b].black->value ==
               drawn[static_cast<std::size_t>(table[0][b].black - 1)].id.value);
  }
}

BOOST_FIXTURE_TEST_CASE(a_draw_is_replayed_from_the_seed_and_the_numbers_in_its_audit_row, SessionFixture) {
  const auto event = make_event(8, 7, false, tournament::PairingSystem::round_robin);
  const auto drawn = app::PlayerService(session).draw_lots(event, 77);
  const auto audit = last_audit(session, event);
  const auto before = nlohmann::json::parse(*audit.before)["numbers"];
  std::vector<int> numbers;
  std::map<int, std::int64_t> id_of_number;
  for (const auto& row : before) {
    numbers.push_back(row["number"].get<int>());
    id_of_number[row["number"].get<int>()] = row["id"].get<std::int64_t>();
  }
  const auto replay = pairing::draw_lots(numbers, after_of(audit)["seed"].get<std::uint64_t>());
  for (std::size_t k = 0; k < drawn.size(); ++k) {
    BOOST_TEST(drawn[k].id.value == id_of_number.at(replay.order[k]));
  }
  // Another seed on an identical event gives another order.
  const auto other = make_event(8, 7, false, tournament::PairingSystem::round_robin);
  const auto redrawn = app::PlayerService(session).draw_lots(other, 78);
  bool differs = false;
  for (std::size_t k = 0; k < drawn.size(); ++k) differs = differs || drawn[k].name != redrawn[k].name;
  BOOST_TEST(differs);
}

BOOST_FIXTURE_TEST_CASE(lots_are_refused_for_a_swiss_after_round_one_and_among_fewer_than_two,
                        SessionFixture) {
  app::PlayerService players(session);
  const auto swiss = make_event(6, 5);
  expect_refusal_changing_nothing(*this, swiss, ExitCode::refused, "C.04.2",
                                  [&] { players.draw_lots(swiss, 1); });
  const auto started = make_event(4, 3, false, tournament::PairingSystem::round_robin);
  app::RoundService(session).pair(started);
  expect_refusal_changing_nothing(*this, started, ExitCode::refused, "round 1 has been paired",
                                  [&] { players.draw_lots(started, 1); });
  const auto alone = make_event(1, 3, false, tournament::PairingSystem::knockout);
  expect_refusal_changing_nothing(*this, alone, ExitCode::refused, "two players or more",
                                  [&] { players.draw_lots(alone, 1); });
}

// --- Clearing a result ---

BOOST_FIXTURE_TEST_CASE(a_cleared_result_leaves_the_game_without_one_and_the_reason_in_the_audit_log,
                        SessionFixture) {
  const auto event = make_event(4, 3);
  app::RoundService(session).pair(event);
  app::RoundService(session).publish(event);
  app::ResultService results(session);
  results.set(event, 1, 2, 1, "2-0");
  const auto cleared = results.clear(event, 1, 2, 1, "entered on the wrong board");
  BOOST_TEST(!cleared.board.games[0].has_value());
  BOOST_TEST((cleared.state == RoundState::published));
  BOOST_TEST(!cleared.backup.has_value());
  BOOST_TEST(!app::RoundService(session).show(event, 1).board(2)->games[0].has_value());
  const auto audit = last_audit(session, event);
  BOOST_TEST(audit.action == "result.clear");
  BOOST_TEST(nlohmann::json::parse(*audit.before)["result"] == "1-0");
  BOOST_TEST(after_of(audit)["result"].is_null());
  BOOST_TEST(after_of(audit)["reason"] == "entered on the wrong board");
}

BOOST_FIXTURE_TEST_CASE(clearing_a_result_of_a_complete_round_publishes_it_again_with_a_backup,
                        SessionFixture) {
  const auto event = make_event(4, 3);
  play(*this, event, 1);
  const auto cleared = app::ResultService(session).clear(event, 1, 1, 1, "the score sheet is unsigned");
  BOOST_TEST((cleared.state == RoundState::published));
  BOOST_REQUIRE(cleared.backup.has_value());
  BOOST_TEST(std::filesystem::exists(*cleared.backup));
  BOOST_TEST((app::RoundService(session).show(event, 1).state == RoundState::published));
  const auto audit = last_audit(session, event);
  BOOST_TEST(nlohmann::json::parse(*audit.before)["state"] == "complete");
  BOOST_TEST(after_of(audit)["state"] == "published");
  // The round cannot be locked with a game missing.
  BOOST_CHECK_THROW(app::RoundService(session).lock(event, 1), app::Error);
}

BOOST_FIXTURE_TEST_CASE(clearing_is_refused_without_a_result_reason_or_open_round, SessionFixture) {
  const auto event = make_event(4, 3);
  app::ResultService results(session);
  app::RoundService(session).pair(event);
  expect_refusal_changing_nothing(*this, event, ExitCode::refused, "draft",
                                  [&] { results.clear(event, 1, 1, 1, "slip"); });
  app::RoundService(session).publish(event);
  results.set(event, 1, 1, 1, "=");
  expect_refusal_changing_nothing(*this, event, ExitCode::refused, "round 1, board 2, game 1 has no result",
                                  [&] { results.clear(event, 1, 2, 1, "slip"); });
  expect_refusal_changing_nothing(*this, event, ExitCode::input, "--reason",
                                  [&] { results.clear(event, 1, 1, 1, " "); });
  expect_refusal_changing_nothing(*this, event, ExitCode::refused, "no board 7",
                                  [&] { results.clear(event, 1, 7, 1, "slip"); });
  results.set(event, 1, 2, 1, "=");
  app::RoundService(session).complete(event, 1);
  app::RoundService(session).pair(event);
  expect_refusal_changing_nothing(*this, event, ExitCode::refused, "round 2 has been paired on the result",
                                  [&] { results.clear(event, 1, 1, 1, "slip"); });
  app::RoundService(session).lock(event, 1);
  expect_refusal_changing_nothing(*this, event, ExitCode::refused, "locked",
                                  [&] { results.clear(event, 1, 1, 1, "slip"); });
}

BOOST_AUTO_TEST_SUITE_END()
