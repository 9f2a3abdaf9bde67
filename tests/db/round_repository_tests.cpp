// Rounds: drafts, the state machine, results, micro-matches, backups, clock journals.
#include <boost/test/unit_test.hpp>

#include "fixture.hpp"
#include "shashki/db/audit_log.hpp"
#include "shashki/db/board_token_repository.hpp"
#include "shashki/db/clock_journal.hpp"
#include "shashki/db/live_repository.hpp"
#include "shashki/db/round_repository.hpp"

#include <array>

using namespace shashki::db;
using namespace shashki::db::test;
using shashki::clock::ClockJournalRow;
using shashki::clock::ClockRecordRow;
using shashki::clock::RemotePressRow;
using shashki::clock::RemotePressWrite;
using namespace shashki::tournament;
using namespace std::chrono;

namespace {

std::size_t backups_in(const std::filesystem::path& folder) {
  if (!std::filesystem::exists(folder)) return 0;
  std::size_t n = 0;
  for (const auto& entry : std::filesystem::directory_iterator(folder))
    n += entry.path().extension() == ".db";
  return n;
}

}  // namespace

namespace {

// The start of a 15-minute clock, as the journal stores it.
ClockJournalRow start_row() {
  ClockJournalRow start;
  start.at = sys_days{2026y / May / 1} + 10h;
  start.kind = shashki::clock::EventKind::start;
  start.reading_ms = 5000;
  start.white_ms = start.black_ms = 900000;
  return start;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(round_repository_tests)

BOOST_AUTO_TEST_CASE(a_drafted_round_comes_back_with_boards_byes_and_openings) {
  EventFixture f(5);
  RoundRepository rounds(*f.db);
  auto draft = f.pairing(1);
  draft.boards[2].bye = ByeKind::requested_half;
  const auto stored = rounds.store_draft(f.event.id, draft, stamp());
  BOOST_REQUIRE(stored.ok());
  const auto found = rounds.find(f.event.id, 1);
  BOOST_REQUIRE(found.has_value());
  BOOST_TEST((*found == draft));
  BOOST_TEST((found->state == RoundState::draft));
  BOOST_TEST((found->boards[0].opening == "1-IV"));
}

BOOST_AUTO_TEST_CASE(a_new_draft_replaces_the_old_one_until_it_is_published) {
  EventFixture f(4);
  RoundRepository rounds(*f.db);
  BOOST_REQUIRE(rounds.store_draft(f.event.id, f.pairing(1), stamp()).ok());
  Round other;
  other.number = 1;
  other.boards = {Board::pairing(1, f.players[3].id, f.players[0].id),
                  Board::pairing(2, f.players[1].id, f.players[2].id)};
  BOOST_REQUIRE(rounds.store_draft(f.event.id, other, stamp()).ok());
  BOOST_TEST((rounds.find(f.event.id, 1)->boards == other.boards));
  BOOST_REQUIRE(rounds.publish(f.event.id, 1, stamp()).ok());
  BOOST_TEST(!rounds.store_draft(f.event.id, f.pairing(1), stamp()).ok());
}

BOOST_AUTO_TEST_CASE(the_next_round_waits_until_the_last_one_is_complete) {
  EventFixture f(2, 2);
  RoundRepository rounds(*f.db);
  BOOST_TEST(!rounds.store_draft(f.event.id, f.pairing(2), stamp()).ok());
  f.publish(1);
  const auto early = rounds.store_draft(f.event.id, f.pairing(2), stamp());
  BOOST_TEST(!early.ok());
  BOOST_TEST(early.error().find("round 1 is not complete") != std::string::npos);
  BOOST_REQUIRE(rounds.set_result(f.event.id, 1, 1, 1, GameResult::white_wins, stamp()).ok());
  BOOST_REQUIRE(rounds.complete(f.event.id, 1, stamp()).ok());
  BOOST_TEST(rounds.store_draft(f.event.id, f.pairing(2), stamp()).ok());
  BOOST_TEST(!rounds.store_draft(f.event.id, f.pairing(3), stamp()).ok());  // the event has 2 rounds
}

BOOST_AUTO_TEST_CASE(a_draft_with_a_stranger_or_a_player_twice_is_refused) {
  EventFixture f(4);
  RoundRepository rounds(*f.db);
  auto twice = f.pairing(1);
  twice.boards[1].white = f.players[0].id;
  BOOST_TEST(rounds.store_draft(f.event.id, twice, stamp()).error().find("sits twice") != std::string::npos);
  auto stranger = f.pairing(1);
  stranger.boards[1].black = PlayerId{999};
  BOOST_TEST(rounds.store_draft(f.event.id, stranger, stamp()).error().find("not in this event") !=
             std::string::npos);
  auto micro = f.pairing(1);
  micro.boards[0].games.resize(2);
  BOOST_TEST(
      rounds.store_draft(f.event.id, micro, stamp()).error().find("this event plays 1 game per board") !=
      std::string::npos);
  BOOST_TEST(!rounds.find(f.event.id, 1).has_value());
}

BOOST_AUTO_TEST_CASE(a_result_is_stored_and_corrected_in_a_published_or_complete_round) {
  // Whether a round takes results is tournament::check_result_entry's, asked by the app
  // (ResultService); the repository stores what it is given.
  EventFixture f(2);
  RoundRepository rounds(*f.db);
  BOOST_REQUIRE(rounds.store_draft(f.event.id, f.pairing(1), stamp()).ok());
  BOOST_REQUIRE(rounds.publish(f.event.id, 1, stamp()).ok());
  const auto set = rounds.set_result(f.event.id, 1, 1, 1, GameResult::black_forfeit, stamp());
  BOOST_REQUIRE(set.ok());
  BOOST_TEST((set->games[0] == GameResult::black_forfeit));
  BOOST_REQUIRE(rounds.complete(f.event.id, 1, stamp()).ok());
  BOOST_TEST(rounds.set_result(f.event.id, 1, 1, 1, GameResult::draw, stamp()).ok());  // a correction
  BOOST_TEST((rounds.find(f.event.id, 1)->boards[0].games[0] == GameResult::draw));
}

BOOST_AUTO_TEST_CASE(a_result_for_a_game_not_stored_is_refused_and_writes_nothing) {
  EventFixture f(3);
  f.publish(1);
  RoundRepository rounds(*f.db);
  const auto audit = AuditLog(*f.db).count();
  BOOST_TEST(rounds.set_result(f.event.id, 1, 2, 1, GameResult::draw, stamp()).error().find("no game 1") !=
             std::string::npos);  // a bye
  BOOST_TEST(rounds.set_result(f.event.id, 1, 9, 1, GameResult::draw, stamp()).error().find("board 9") !=
             std::string::npos);
  BOOST_TEST(rounds.set_result(f.event.id, 1, 1, 2, GameResult::draw, stamp()).error().find("no game 2") !=
             std::string::npos);
  BOOST_TEST(AuditLog(*f.db).count() == audit);
  BOOST_TEST(rounds.set_result(f.event.id, 4, 1, 1, GameResult::draw, stamp()).error().find("no round") !=
             std::string::npos);
}

BOOST_AUTO_TEST_CASE(a_micro_match_stores_both_games) {
  EventFixture f(2, 5, true);
  f.publish(1);
  RoundRepository rounds(*f.db);
  BOOST_REQUIRE(rounds.set_result(f.event.id, 1, 1, 1, GameResult::white_wins, stamp()).ok());
  BOOST_REQUIRE(rounds.set_result(f.event.id, 1, 1, 2, GameResult::draw, stamp()).ok());
  const auto board = rounds.find(f.event.id, 1)->boards[0];
  BOOST_TEST(board.games.size() == 2u);
  BOOST_TEST((board.games[1] == GameResult::draw));
  const auto points = f.event.scoring().board_points(board);
  BOOST_TEST(points->first.half_points() == 3);
}

BOOST_AUTO_TEST_CASE(the_state_machine_is_enforced) {
  EventFixture f(2);
  RoundRepository rounds(*f.db);
  BOOST_TEST(!rounds.publish(f.event.id, 1, stamp()).ok());  // no such round
  BOOST_REQUIRE(rounds.store_draft(f.event.id, f.pairing(1), stamp()).ok());
  BOOST_TEST(!rounds.lock(f.event.id, 1, stamp()).ok());
  BOOST_TEST(!rounds.complete(f.event.id, 1, stamp()).ok());
  BOOST_REQUIRE(rounds.publish(f.event.id, 1, stamp()).ok());
  const auto incomplete = rounds.complete(f.event.id, 1, stamp());
  BOOST_TEST(incomplete.error().find("lacks results") != std::string::npos);
  BOOST_REQUIRE(rounds.set_result(f.event.id, 1, 1, 1, GameResult::double_forfeit, stamp()).ok());
  BOOST_REQUIRE(rounds.complete(f.event.id, 1, stamp()).ok());
  BOOST_REQUIRE(rounds.reopen(f.event.id, 1, stamp()).ok());
  BOOST_REQUIRE(rounds.complete(f.event.id, 1, stamp()).ok());
  BOOST_REQUIRE(rounds.lock(f.event.id, 1, stamp()).ok());
  BOOST_TEST(!rounds.reopen(f.event.id, 1, stamp()).ok());
  BOOST_TEST((rounds.find(f.event.id, 1)->state == RoundState::locked));
}

BOOST_AUTO_TEST_CASE(every_state_change_leaves_a_backup_that_opens_with_the_new_state) {
  EventFixture f(2);
  RoundRepository rounds(*f.db);
  BOOST_REQUIRE(rounds.store_draft(f.event.id, f.pairing(1), stamp()).ok());
  BOOST_TEST(backups_in(f.db->backup_folder()) == 0u);  // a draft is not a state change
  const auto published = rounds.publish(f.event.id, 1, stamp());
  BOOST_REQUIRE(published.ok());
  BOOST_TEST(std::filesystem::exists(published->backup));
  BOOST_TEST(published->backup.parent_path() == f.dir.path() / "backups");
  BOOST_TEST(backups_in(f.db->backup_folder()) == 1u);
  BOOST_TEST(sqlite3_value(published->backup, "PRAGMA integrity_check;") == "ok");
  BOOST_TEST(sqlite3_value(published->backup, "SELECT state FROM rounds;") == "published");
  BOOST_REQUIRE(rounds.set_result(f.event.id, 1, 1, 1, GameResult::draw, stamp()).ok());
  BOOST_REQUIRE(rounds.complete(f.event.id, 1, stamp()).ok());
  BOOST_TEST(backups_in(f.db->backup_folder()) == 2u);
}

BOOST_AUTO_TEST_CASE(only_the_last_n_backups_are_kept) {
  EventFixture f(2);
  f.db->set_backups_kept(2);
  RoundRepository rounds(*f.db);
  f.publish(1);
  BOOST_REQUIRE(rounds.set_result(f.event.id, 1, 1, 1, GameResult::draw, stamp()).ok());
  BOOST_REQUIRE(rounds.complete(f.event.id, 1, stamp()).ok());
  const auto last = rounds.lock(f.event.id, 1, stamp());
  BOOST_REQUIRE(last.ok());
  BOOST_TEST(backups_in(f.db->backup_folder()) == 2u);
  BOOST_TEST(std::filesystem::exists(last->backup));
  BOOST_TEST(last->backup.filename().string().ends_with("-e1-r1-locked.db"));
}

BOOST_AUTO_TEST_CASE(a_clock_journal_is_stored_per_game_and_comes_back_in_order) {
  EventFixture f(2);
  f.publish(1);
  const GameKey key{f.event.id, 1, 1, 1};
  const ClockJournalRow start = start_row();
  ClockJournalRow press = start;
  press.kind = shashki::clock::EventKind::press;
  press.side = shashki::clock::Side::white;
  press.reading_ms = 17250;
  press.white_ms = 897750;
  press.white_moves = 1;
  ClockJournalRow adjust = press;
  adjust.kind = shashki::clock::EventKind::adjust;
  adjust.side = shashki::clock::Side::black;
  adjust.black_ms = 960000;
  adjust.reason = "штраф: +1 мин. сопернику";
  std::vector<ClockJournalRow> rows{start, press, adjust};
  std::int64_t seq = 0;
  for (auto& row : rows) {
    BOOST_REQUIRE(append_clock_row(*f.db, key, row, stamp()).ok());
    row.seq = ++seq;  // the journal numbers each game's records 1, 2, 3
  }
  BOOST_TEST(rows[2].seq == 3);
  f.close();
  f.reopen();
  const auto loaded = ClockJournal(*f.db).load(key);
  BOOST_TEST((loaded == rows));
  BOOST_TEST(ClockJournal(*f.db).load(GameKey{f.event.id, 1, 1, 2}).empty());
  BOOST_TEST(!append_clock_row(*f.db, GameKey{f.event.id, 1, 5, 1}, start, stamp()).ok());
}

BOOST_AUTO_TEST_CASE(remote_presses_are_stored_with_the_clock_record_they_produced_in_one_write) {
  EventFixture f(2);
  f.publish(1);
  const GameKey key{f.event.id, 1, 1, 1};
  const ClockJournalRow start = start_row();
  BOOST_REQUIRE(append_clock_row(*f.db, key, start, stamp()).ok());
  ClockJournalRow press = start;
  press.kind = shashki::clock::EventKind::press;
  press.side = shashki::clock::Side::white;
  press.reading_ms = 15000;
  press.white_ms = 890000;
  press.white_moves = 1;
  using shashki::clock::DiscardReason;
  using shashki::clock::RemoteOutcome;
  using shashki::clock::Side;
  RemotePressRow applied{
      1, std::nullopt, 0, Side::white, 9800, 10300, 400, 10000, RemoteOutcome::clamped_high, std::nullopt};
  RemotePressRow discarded{2,
                           std::nullopt,
                           0,
                           Side::black,
                           3000,
                           std::nullopt,
                           400,
                           std::nullopt,
                           RemoteOutcome::discarded,
                           DiscardReason::arbiter};
  const std::array<ClockWrite, 1> writes{ClockWrite{
      key, {ClockRecordRow{press, 0}}, {RemotePressWrite{applied, 0}, RemotePressWrite{discarded, {}}}}};
  BOOST_REQUIRE(LiveRepository(*f.db).append_clock(writes, stamp(), std::nullopt).ok());
  f.close();
  f.reopen();
  const auto loaded = LiveRepository(*f.db).load_remote_presses(key);
  // The journal gave the press seq 2, after the start; both were answered with the journal at 2.
  applied.seq = 2;
  applied.journal_seq = discarded.journal_seq = 2;
  BOOST_TEST((loaded == std::vector<RemotePressRow>{applied, discarded}));
  BOOST_TEST(LiveRepository(*f.db).load_remote_presses(GameKey{f.event.id, 1, 1, 2}).empty());
  // The schema itself refuses a discarded press that claims a clock record.
  f.close();
  const auto bad = sqlite3(f.path, "INSERT INTO remote_presses VALUES (" + std::to_string(f.event.id.value) +
                                       ", 1, 1, 1, 3, 2, 2, 'white', 0, NULL, 0, NULL, "
                                       "'discarded', 'arbiter');");
  BOOST_TEST(bad.exit_code != 0);
  BOOST_TEST(sqlite3_value(f.path, "SELECT count(*) FROM remote_presses;") == "2");
}

BOOST_AUTO_TEST_CASE(board_tokens_are_stored_revoked_by_a_reissue_and_at_most_one_is_valid_per_board) {
  EventFixture f(4);
  f.publish(1);
  BoardTokenRepository tokens(*f.db);
  // What is stored of a token: its nonce and its digest, never its text.
  const auto made = [](int board, char n, char d) {
    return NewBoardToken{board, std::string(32, n), std::string(64, d)};
  };
  const auto a = made(1, '1', 'a');
  const auto b = made(2, '2', 'b');
  const auto c = made(1, '3', 'c');
  tokens.issue(f.event.id, 1, {a, b}, stamp());
  auto valid = tokens.valid(f.event.id, 1);
  BOOST_TEST_REQUIRE(valid.size() == 2U);
  BOOST_TEST(valid[0].board == 1);
  BOOST_TEST(valid[0].nonce == a.nonce);
  BOOST_TEST(valid[0].digest == a.digest);
  BOOST_TEST(valid[0].issued_at == "2026-05-01T10:00:00.000Z");
  tokens.reissue(f.event.id, 1, c, "lost", stamp(5));
  valid = tokens.valid(f.event.id, 1);
  BOOST_TEST_REQUIRE(valid.size() == 2U);
  BOOST_TEST(valid[0].digest == c.digest);
  const auto old = tokens.find(f.event.id, a.digest);
  BOOST_TEST_REQUIRE(old.has_value());
  BOOST_TEST(old->revoked_at.value_or("") == "2026-05-01T10:05:00.000Z");
  BOOST_TEST(!tokens.find(EventId{f.event.id.value + 1}, b.digest).has_value());
  // Whatever program writes the file, a board has one valid token, a digest one board, and a
  // row is a nonce with its digest (hex), never text of another shape.
  f.close();
  const auto id = std::to_string(f.event.id.value);
  const auto insert = [&](const std::string& values) {
    return sqlite3(f.path,
                   "INSERT INTO board_tokens (event_id, round, board, nonce, digest, issued_at, revoked_at) "
                   "VALUES (" +
                       id + ", 1, " + values + ");")
        .exit_code;
  };
  const std::string hex_nonce = "'" + std::string(32, 'd') + "'";
  const std::string hex_digest = "'" + std::string(64, 'd') + "'";
  BOOST_TEST(insert("2, " + hex_nonce + ", " + hex_digest + ", 'x', NULL") != 0);  // board 2 has one
  BOOST_TEST(insert("2, " + hex_nonce + ", '" + b.digest + "', 'x', 'y'") != 0);   // b's digest
  BOOST_TEST(insert("3, " + hex_nonce + ", '" + std::string(22, 'e') + "', 'x', NULL") != 0);  // text
  BOOST_TEST(insert("3, " + hex_nonce + ", '" + std::string(64, 'G') + "', 'x', NULL") != 0);  // not hex
  BOOST_TEST(insert("3, NULL, " + hex_digest + ", 'x', NULL") != 0);                           // no nonce
  BOOST_TEST(insert("3, NULL, NULL, 'x', NULL") != 0);  // only a revoked row has neither
  BOOST_TEST(insert("3, " + hex_nonce + ", " + hex_digest + ", 'x', NULL") == 0);
}

// The clock's writes keep their statements prepared (Database::Impl::kept), and a kept SELECT read
// part way would hold a read transaction open between presses: no checkpoint could then empty the
// WAL, and it would grow all day. Each use ends with the statement reset.
BOOST_AUTO_TEST_CASE(a_clock_write_leaves_no_read_open_that_would_keep_the_wal_from_emptying) {
  EventFixture f(2);
  f.publish(1);
  const auto row = clock_start_row();
  BOOST_REQUIRE(append_clock_row(*f.db, {f.event.id, 1, 1, 1}, row, stamp()).ok());
  BOOST_REQUIRE(append_clock_row(*f.db, {f.event.id, 1, 1, 1}, row, stamp()).ok());
  // busy|log|checkpointed: busy is 1 when a reader kept the checkpoint from finishing.
  const auto checkpoint = sqlite3(f.path, "PRAGMA wal_checkpoint(TRUNCATE);");
  BOOST_TEST(checkpoint.out.substr(0, 2) == "0|", "checkpoint: " << checkpoint.out);
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_CASE(appeals_and_claims_come_back_with_their_sides_verdicts_and_times) {
  EventFixture f(2);
  f.publish(1);
  const GameKey key{f.event.id, 1, 1, 1};
  LiveRepository live(*f.db);
  AppealRow appeal;
  appeal.key = key;
  appeal.by_side = shashki::clock::Side::black;
  appeal.reason = "соперник тронул две шашки";
  appeal.fen = "W:W21,22:B1,2";
  appeal.finding = "{}";
  const auto opened = live.open_appeal(appeal, {}, stamp(3));
  BOOST_REQUIRE(opened.ok());
  auto decided = *opened;
  decided.decision = AppealVerdict::upheld;
  decided.explanation = "штраф";
  decided.adjust_side = shashki::clock::Side::white;
  decided.adjust = std::chrono::milliseconds(-120'000);
  BOOST_REQUIRE(live.decide_appeal(decided, {}, stamp(9)).ok());
  f.close();
  f.reopen();
  const auto back = LiveRepository(*f.db).find_appeal(opened->id);
  BOOST_REQUIRE(back.has_value());
  BOOST_TEST((back->by_side == shashki::clock::Side::black));
  BOOST_TEST((back->opened_at == stamp(3).at));
  BOOST_TEST((back->decision == AppealVerdict::upheld));
  BOOST_TEST((back->adjust_side == shashki::clock::Side::white));
  BOOST_TEST(back->adjust.value_or(std::chrono::milliseconds::zero()).count() == -120'000);
  BOOST_TEST((back->decided_at == stamp(9).at));

  ClaimRow claim;
  claim.key = key;
  claim.kind = DrawRequest::claim;
  claim.by_side = shashki::clock::Side::white;
  claim.clause = "6.1.8.2";
  claim.proposal = ClaimProposal::no_draw;
  claim.facts = "{}";
  LiveRepository again(*f.db);
  const auto stored = again.record_claim(claim, stamp(10));
  BOOST_REQUIRE(stored.ok());
  // The outcome and the result it sets are the caller's decision; db/ only stores them.
  BOOST_REQUIRE(again.decide_claim(stored->id, ClaimOutcome::declined, std::nullopt, {}, stamp(11)).ok());
  const auto claims = again.claims(key);
  BOOST_REQUIRE(claims.size() == 1U);
  BOOST_TEST((claims[0].kind == DrawRequest::claim));
  BOOST_TEST((claims[0].proposal == ClaimProposal::no_draw));
  BOOST_TEST((claims[0].outcome == ClaimOutcome::declined));
  BOOST_TEST((claims[0].at == stamp(10).at));
  BOOST_TEST(!RoundRepository(*f.db).find(f.event.id, 1)->boards[0].games[0].has_value());
}
