#include "shashki/app/round_clocks.hpp"

#include "clock_rows.hpp"
#include "service_support.hpp"
#include "shashki/app/i18n.hpp"
#include "shashki/app/terms.hpp"
#include "shashki/clock/clock_board.hpp"
#include "shashki/clock/display.hpp"
#include "shashki/db/live_repository.hpp"
#include "shashki/db/round_repository.hpp"
#include "shashki/tournament/live_play.hpp"

#include <algorithm>
#include <map>

namespace shashki::app {

namespace {

using clock::GameClock;
using clock::Side;
using clock::TimeReading;
using ClockEvent = std::function<clock::EventResult(GameClock&, TimeReading)>;

clock::TimeControl parse_control(std::string_view text, std::string field) {
  auto parsed = clock::TimeControl::parse(text);
  if (auto* error = std::get_if<clock::ControlError>(&parsed)) {
    throw Error(ExitCode::input, control_message(*error, text, std::move(field)));
  }
  return std::get<clock::TimeControl>(std::move(parsed));
}

// A restored board shows the times of its last event, stopped, until the judge decides.
clock::BoardFace restored_face(const clock::RecoveryQuestion& q, const GameClock& c) {
  clock::BoardFace face;
  face.white = q.white;
  face.black = q.black;
  face.phase =
      c.phase() == clock::ClockPhase::flagged ? clock::ClockPhase::flagged : clock::ClockPhase::paused;
  if (c.state().flag) face.flag = c.state().flag->side;
  face.white_text = clock::display_text(face.white);
  face.black_text = clock::display_text(face.black);
  return face;
}

// A pause of the whole hall (pause_all), recognised after a restart by its recorded cause.
bool is_hall_pause_record(const clock::JournalRecord& r) {
  return r.kind == clock::EventKind::pause && r.cause == clock::PauseCause::all;
}

// A stored checkpoint in the clock module's terms.
std::optional<clock::Checkpoint> checkpoint_of(const std::optional<tournament::ClockCheckpointRow>& row) {
  if (!row || row->seq < 0) return std::nullopt;
  return clock::Checkpoint{static_cast<std::size_t>(row->seq), std::chrono::milliseconds(row->reading_ms),
                           date::sys_time<std::chrono::milliseconds>(row->at.time_since_epoch()),
                           std::chrono::milliseconds(row->white_ms),
                           std::chrono::milliseconds(row->black_ms)};
}

// The game a board plays now (games played one after the other, as in a micro-match): the first
// without a result, or the last when every one has it.
int game_in_play(const std::vector<bool>& results) {
  for (std::size_t g = 0; g < results.size(); ++g) {
    if (!results[g]) return static_cast<int>(g) + 1;
  }
  return static_cast<int>(results.size());
}

}  // namespace

const char* refusal_text(clock::Refusal refusal) {
  switch (refusal) {
    case clock::Refusal::not_started:
      return N_("the clock has not been started");
    case clock::Refusal::already_started:
      return N_("the clock has already been started");
    case clock::Refusal::not_running:
      return N_("the clock is not running");
    case clock::Refusal::not_paused:
      return N_("the clock is not paused");
    case clock::Refusal::finished:
      return N_("the game is over; its clock has stopped for good");
    case clock::Refusal::flag_fell:
      return N_("the flag has fallen: the time is up");
    case clock::Refusal::wrong_side:
      return N_("it is not this side's clock that runs");
    case clock::Refusal::time_went_backwards:
      return N_("the time source went backwards; the event was not recorded");
    case clock::Refusal::no_reason:
      return N_("the judge's reason is required");
    case clock::Refusal::bad_adjustment:
      return N_("the adjustment must change the time and leave some time");
    case clock::Refusal::bad_move_count:
      return N_("a move counter cannot be negative");
  }
  return N_("the clock refused the event");
}

RoundClocks::RoundClocks(Session& session, const clock::TimeSource& source, tournament::EventId event,
                         int round, std::optional<int> game)
    : m_session(session), m_source(source), m_event(event), m_round(round), m_game(game) {
  const auto settings = require_event(session, event);
  const auto found = db::RoundRepository(session.database()).find(event, round);
  if (!found) throw Error(ExitCode::input, no_round(event, round));
  accepted(tournament::check_live_write(round, found->state, tournament::LiveWrite::play));
  const auto event_control = parse_control(settings.time_control, "event");
  db::LiveRepository repository(session.database());
  std::map<int, tournament::BoardControlRow> own;
  for (auto& row : repository.controls(event, round)) own.emplace(row.board, row);
  for (const auto& board : found->boards) {
    if (board.is_bye() || (game && *game > static_cast<int>(board.games.size()))) continue;
    const auto exception = own.find(board.number);
    const bool has_own = exception != own.end();
    auto control = has_own ? parse_control(exception->second.control, "board") : event_control;
    std::vector<bool> results;
    for (const auto& g : board.games) results.push_back(g.has_value());
    const int played = game ? *game : game_in_play(results);
    m_entries.push_back(load_entry(board.number, played, std::move(results), control, has_own));
  }
  // The first checkpoint is due an interval after opening, like every later one.
  m_last_checkpoint = source.now().monotonic;
}

RoundClocks::Entry RoundClocks::load_entry(int board, int game, std::vector<bool> results,
                                           const clock::TimeControl& control, bool own_control) {
  db::LiveRepository repository(m_session.database());
  const tournament::GameKey key{m_event, m_round, board, game};
  const auto rows = repository.load_clock(key);
  auto records = to_records(rows);
  if (auto* bad = std::get_if<std::string>(&records)) {
    throw Error(ExitCode::database, Message(N_("board {board}: the clock journal cannot be read: {why}"))
                                        .with("board", board)
                                        .with("why", *bad)
                                        .about("board"));
  }
  const auto& list = std::get<std::vector<clock::JournalRecord>>(records);
  auto replayed = GameClock::replay(control, list);
  if (auto* error = std::get_if<clock::ReplayError>(&replayed)) {
    throw Error(ExitCode::database,
                Message(N_("board {board}: the clock journal does not replay at record {record}: {why}"))
                    .with("board", board)
                    .with("record", static_cast<long long>(error->record + 1))
                    .with("why", error->message)
                    .about("board"));
  }
  Entry entry{board,       key,          control, own_control, std::get<GameClock>(std::move(replayed)),
              list.size(), std::nullopt, false};
  entry.has_result = results.at(static_cast<std::size_t>(game - 1));
  entry.results = std::move(results);
  // The device's acknowledged presses survive a restart: a press sent again stays a duplicate.
  entry.remote = repository.load_remote_presses(key);
  const auto phase = entry.clock.phase();
  // A clock that was started and not finished lost its time base with the program (a reboot
  // restarts the monotonic clock): it waits, paused, for the judge's recovery choice.
  if (phase == clock::ClockPhase::running || phase == clock::ClockPhase::paused ||
      phase == clock::ClockPhase::flagged) {
    auto question = clock::recovery_question(control, list, checkpoint_of(repository.load_checkpoint(key)));
    if (auto* q = std::get_if<clock::RecoveryQuestion>(&question)) entry.pending = *q;
    // Running when the program stopped, or stopped with the hall: resume_all() takes it up.
    entry.hall_paused =
        phase == clock::ClockPhase::running || (!list.empty() && is_hall_pause_record(list.back()));
  }
  return entry;
}

void RoundClocks::follow_game_in_play(std::size_t i) {
  if (m_game) return;
  const auto& entry = m_entries[i];
  const int in_play = game_in_play(entry.results);
  const auto phase = entry.clock.phase();
  // A game being played keeps its clock; only a finished or unstarted one gives way.
  if (in_play == entry.key.game || entry.pending ||
      (phase != clock::ClockPhase::not_started && phase != clock::ClockPhase::finished)) {
    return;
  }
  m_entries[i] = load_entry(entry.board, in_play, entry.results, entry.control, entry.own_control);
}

bool RoundClocks::runs(tournament::EventId event, int round, int board, int game) const {
  return event == m_event && round == m_round && runs(board, game);
}

bool RoundClocks::runs(int board, int game) const {
  return std::any_of(m_entries.begin(), m_entries.end(),
                     [&](const Entry& e) { return e.board == board && e.key.game == game; });
}

std::size_t RoundClocks::index_of(int board) const {
  for (std::size_t i = 0; i < m_entries.size(); ++i) {
    if (m_entries[i].board == board) return i;
  }
  throw Error(ExitCode::input, Message(N_("round {round} has no board {board} with a game clock"))
                                   .with("round", m_round)
                                   .with("board", board)
                                   .about("board"));
}

std::vector<RecoveryItem> RoundClocks::recovery() const {
  std::vector<RecoveryItem> items;
  for (const auto& e : m_entries) {
    if (e.pending) items.push_back({e.board, *e.pending});
  }
  return items;
}

StagedClock RoundClocks::stage(int board, const ClockEvent& event) const {
  const auto i = index_of(board);
  const auto& entry = m_entries[i];
  GameClock next = entry.clock;
  clock::EventResult result;
  if (entry.pending) {
    result.refusal = clock::Refusal::not_paused;
    result.message = "the clock waits for the judge's recovery choice";
  } else {
    result = event(next, m_source.now());
  }
  tournament::ClockWrite write{entry.key, {}};
  append_new_rows(write, next, entry.stored);
  return StagedClock{i, std::move(next), std::move(result), std::move(write)};
}

void RoundClocks::adopt(StagedClock staged) {
  auto& entry = m_entries.at(staged.index);
  entry.stored = staged.next.journal().size();
  entry.clock = std::move(staged.next);
}

void RoundClocks::commit(std::vector<StagedClock> staged, std::optional<std::string_view> audit) {
  std::vector<tournament::ClockWrite> writes;
  for (const auto& s : staged) {
    // Discarded remote presses are written without a clock record.
    if (!s.write.rows.empty() || !s.write.presses.empty()) writes.push_back(s.write);
  }
  if (writes.empty()) return;
  // Persisted before acknowledged: if the write fails, no clock changes.
  write_clocks(writes, audit);
  for (auto& s : staged) adopt(std::move(s));
}

void RoundClocks::write_clocks(std::span<const tournament::ClockWrite> writes,
                               std::optional<std::string_view> audit) {
  accepted(db::LiveRepository(m_session.database()).append_clock(writes, m_session.stamp(), audit));
}

ClockAnswer RoundClocks::apply(int board, std::optional<std::string_view> audit, const ClockEvent& event) {
  auto staged = stage(board, event);
  ClockAnswer answer;
  answer.accepted = staged.result.accepted();
  if (!answer.accepted) answer.message = refusal_of(staged.index, staged.result);
  // A refused event may still have recorded a flag that fell before it: that is kept too.
  std::vector<StagedClock> one;
  one.push_back(std::move(staged));
  commit(std::move(one), answer.accepted ? audit : std::nullopt);
  return answer;
}

std::string RoundClocks::refusal_of(std::size_t index, const clock::EventResult& result) const {
  return m_entries[index].pending ? tr("the clock waits for the judge's recovery choice")
                                  : tr(refusal_text(*result.refusal));
}

StagedClock RoundClocks::stage_recover(std::size_t i, const clock::RecoveryChoice& choice,
                                       const std::string& reason, TimeReading now) const {
  const auto& entry = m_entries[i];
  const auto instant = [](const auto& at) {
    return at ? std::optional<std::string>(clock::format_instant(*at)) : std::nullopt;
  };
  const std::string why =
      clock_reason::recovery(instant(choice.charge_until), instant(entry.pending->checkpoint_at), reason);
  GameClock next = entry.clock;
  // The recover record starts a new time base, so readings of the old boot are never compared.
  auto result = next.recover(clock::recovery_charge(*entry.pending, choice), now, why);
  tournament::ClockWrite write{entry.key, {}};
  append_new_rows(write, next, entry.stored);
  return StagedClock{i, std::move(next), std::move(result), std::move(write)};
}

void RoundClocks::recover(int board, clock::RecoveryChoice choice, const std::string& reason) {
  const auto i = index_of(board);
  if (!m_entries[i].pending) {
    throw Error(ExitCode::refused, Message(N_("board {board} is not waiting for a recovery choice"))
                                       .with("board", board)
                                       .about("board"));
  }
  std::vector<StagedClock> one;
  one.push_back(stage_recover(i, choice, reason, m_source.now()));
  commit(std::move(one), "clock.recover");
  m_entries[i].pending.reset();
}

int RoundClocks::recover_all(clock::RecoveryChoice choice, const std::string& reason) {
  // One reading and one transaction for the whole hall, as the judge confirmed it once.
  const auto now = m_source.now();
  std::vector<StagedClock> staged;
  for (std::size_t i = 0; i < m_entries.size(); ++i) {
    if (m_entries[i].pending) staged.push_back(stage_recover(i, choice, reason, now));
  }
  std::vector<std::size_t> restored;
  for (const auto& s : staged) restored.push_back(s.index);
  commit(std::move(staged), "clock.recover-all");
  for (const auto i : restored) m_entries[i].pending.reset();
  return static_cast<int>(restored.size());
}

void RoundClocks::set_control(int board, std::string_view control, const std::string& reason) {
  const auto i = index_of(board);
  auto parsed = parse_control(control, "control");
  accepted(db::LiveRepository(m_session.database())
               .set_control(m_event, m_round, tournament::BoardControlRow{board, parsed.to_string(), reason},
                            m_session.stamp()));
  auto results = std::move(m_entries[i].results);
  m_entries[i] = Entry{board, m_entries[i].key, parsed, true, GameClock(parsed), 0, std::nullopt, false};
  m_entries[i].has_result = results.at(static_cast<std::size_t>(m_entries[i].key.game - 1));
  m_entries[i].results = std::move(results);
}

int RoundClocks::start_all() {
  // One reading for the whole hall, as when the chief arbiter starts the round.
  const auto now = m_source.now();
  std::vector<StagedClock> staged;
  for (const auto& e : m_entries) {
    // A game whose result is in is over before it began (a forfeit, a result entered early).
    if (e.pending || e.has_result || e.clock.phase() != clock::ClockPhase::not_started) continue;
    auto s = stage(e.board, [&](GameClock& c, TimeReading) { return c.start(now); });
    if (s.result.accepted()) staged.push_back(std::move(s));
  }
  const int count = static_cast<int>(staged.size());
  commit(std::move(staged), "clock.start-all");
  return count;
}

int RoundClocks::pause_all(const std::string& reason) {
  const auto now = m_source.now();
  std::vector<StagedClock> staged;
  std::vector<std::size_t> paused;
  for (const auto& e : m_entries) {
    if (e.pending || e.clock.phase() != clock::ClockPhase::running) continue;
    auto s = stage(e.board, [&](GameClock& c, TimeReading) {
      return c.pause(now, std::nullopt, reason, clock::PauseCause::all);
    });
    if (s.result.accepted()) paused.push_back(s.index);
    staged.push_back(std::move(s));
  }
  commit(std::move(staged), "clock.pause-all");
  for (const auto i : paused) m_entries[i].hall_paused = true;
  return static_cast<int>(paused.size());
}

int RoundClocks::resume_all() {
  const auto now = m_source.now();
  std::vector<StagedClock> staged;
  for (const auto& e : m_entries) {
    if (!e.hall_paused || e.pending || e.clock.phase() != clock::ClockPhase::paused) continue;
    auto s = stage(e.board, [&](GameClock& c, TimeReading) { return c.resume(now); });
    if (s.result.accepted()) staged.push_back(std::move(s));
  }
  std::vector<std::size_t> resumed;
  for (const auto& s : staged) resumed.push_back(s.index);
  commit(std::move(staged), "clock.resume-all");
  for (const auto i : resumed) m_entries[i].hall_paused = false;
  return static_cast<int>(resumed.size());
}

ClockAnswer RoundClocks::start(int board) {
  if (m_entries[index_of(board)].has_result)
    return ClockAnswer{false, tr("the game's result is in; its clock does not start"), std::nullopt,
                       std::nullopt};
  return apply(board, "clock.start", [](GameClock& c, TimeReading now) { return c.start(now); });
}

int RoundClocks::running() const {
  return static_cast<int>(std::count_if(m_entries.begin(), m_entries.end(), [](const Entry& e) {
    return !e.pending && e.clock.phase() == clock::ClockPhase::running;
  }));
}

int RoundClocks::checkpoint() {
  const auto now = m_source.now();
  std::vector<tournament::ClockCheckpointRow> rows;
  for (const auto& e : m_entries) {
    if (e.pending) continue;
    const auto c = clock::checkpoint_of(e.clock, now);
    // Only a clock whose journal is all written: the checkpoint follows its last stored record.
    if (!c || e.stored != e.clock.journal().size()) continue;
    rows.push_back(tournament::ClockCheckpointRow{
        e.key, static_cast<std::int64_t>(c->records),
        std::chrono::sys_time<std::chrono::milliseconds>(c->at.time_since_epoch()), c->reading.count(),
        c->white.count(), c->black.count()});
  }
  db::LiveRepository(m_session.database()).save_checkpoints(rows);
  m_last_checkpoint = now.monotonic;
  return static_cast<int>(rows.size());
}

int RoundClocks::checkpoint_if_due() {
  const auto now = m_source.now().monotonic;
  if (m_last_checkpoint && now - *m_last_checkpoint < checkpoint_interval) return 0;
  return checkpoint();
}

ClockAnswer RoundClocks::press(int board, Side side) {
  return apply(board, std::nullopt, [side](GameClock& c, TimeReading now) { return c.press(side, now); });
}
ClockAnswer RoundClocks::pause(int board, std::optional<Side> by, const std::string& reason) {
  return apply(board, "clock.pause", [&](GameClock& c, TimeReading now) { return c.pause(now, by, reason); });
}

ClockAnswer RoundClocks::resume(int board) {
  auto answer = apply(board, "clock.resume", [](GameClock& c, TimeReading now) { return c.resume(now); });
  if (answer.accepted) m_entries[index_of(board)].hall_paused = false;
  return answer;
}

ClockAnswer RoundClocks::adjust(int board, Side side, std::chrono::milliseconds delta,
                                const std::string& reason) {
  return apply(board, "clock.adjust",
               [&](GameClock& c, TimeReading now) { return c.adjust(side, delta, reason, now); });
}

std::vector<int> RoundClocks::record_flags() {
  std::vector<StagedClock> staged;
  std::vector<int> fell;
  for (const auto& e : m_entries) {
    if (e.pending || e.clock.phase() != clock::ClockPhase::running) continue;
    auto s = stage(e.board, [](GameClock& c, TimeReading now) {
      clock::EventResult r;
      r.records = c.check_flag(now) ? 1 : 0;
      return r;
    });
    if (s.write.rows.empty()) continue;
    fell.push_back(e.board);
    staged.push_back(std::move(s));
  }
  // A flag is nobody's button: no audit row, like a press.
  commit(std::move(staged), std::nullopt);
  return fell;
}

std::optional<StagedClock> RoundClocks::stage_end(int board, const std::string& reason) const {
  std::size_t i = 0;
  for (; i < m_entries.size() && m_entries[i].board != board; ++i) {
  }
  if (i == m_entries.size()) return std::nullopt;  // a bye: no clock
  const auto& entry = m_entries[i];
  const auto phase = entry.clock.phase();
  if (phase == clock::ClockPhase::not_started || phase == clock::ClockPhase::finished) return std::nullopt;
  const auto now = m_source.now();
  GameClock next = entry.clock;
  clock::EventResult result;
  if (entry.pending) {
    // Its time base died with the program that ran it: restored as by default, then ended.
    std::string why = "crash recovery";
    if (entry.pending->checkpoint_at)
      why += ": charged until the checkpoint at " + clock::format_instant(*entry.pending->checkpoint_at);
    (void)next.recover(clock::recovery_charge(*entry.pending, {}), now, why);
  }
  result = next.end(now, reason);
  tournament::ClockWrite write{entry.key, {}};
  append_new_rows(write, next, entry.stored);
  return StagedClock{i, std::move(next), std::move(result), std::move(write)};
}

void RoundClocks::result_entered(int board, std::optional<StagedClock> end) {
  const auto i = index_of(board);
  if (end) adopt(std::move(*end));
  auto& entry = m_entries[i];
  entry.pending.reset();
  entry.hall_paused = false;
  entry.has_result = true;
  entry.results.at(static_cast<std::size_t>(entry.key.game - 1)) = true;
  follow_game_in_play(i);
}

void RoundClocks::result_cleared(int board, int game) {
  for (std::size_t i = 0; i < m_entries.size(); ++i) {
    auto& e = m_entries[i];
    if (e.board != board || game < 1 || game > static_cast<int>(e.results.size())) continue;
    e.results[static_cast<std::size_t>(game - 1)] = false;
    if (e.key.game == game) e.has_result = false;
    follow_game_in_play(i);
  }
}

std::vector<BoardClock> RoundClocks::boards() const {
  const auto now = m_source.now().monotonic;
  std::vector<BoardClock> out;
  out.reserve(m_entries.size());
  for (const auto& e : m_entries) {
    out.push_back(
        {e.board, e.control.to_string(), e.own_control, e.pending.has_value(), board_face(out.size(), now)});
  }
  return out;
}

void RoundClocks::faces(std::span<clock::BoardFace> out) const {
  const auto now = m_source.now().monotonic;
  const std::size_t n = std::min(out.size(), m_entries.size());
  for (std::size_t i = 0; i < n; ++i) out[i] = board_face(i, now);
}

clock::BoardFace RoundClocks::board_face(std::size_t i, std::chrono::milliseconds now) const {
  const auto& e = m_entries[i];
  return e.pending ? restored_face(*e.pending, e.clock) : clock::face_of(e.clock, now);
}

const GameClock& RoundClocks::clock(int board) const {
  return m_entries[index_of(board)].clock;
}

const clock::TimeControl& RoundClocks::control(int board) const {
  return m_entries[index_of(board)].control;
}

tournament::GameKey RoundClocks::game(int board) const {
  return m_entries[index_of(board)].key;
}

bool RoundClocks::has_result(int board) const {
  return m_entries[index_of(board)].has_result;
}

bool RoundClocks::awaiting_recovery(int board) const {
  return m_entries[index_of(board)].pending.has_value();
}

}  // namespace shashki::app
