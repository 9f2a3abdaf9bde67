#include "shashki/app/clock_service.hpp"

#include "clock_rows.hpp"
#include "live_support.hpp"
#include "service_support.hpp"
#include "shashki/app/game_record_service.hpp"
#include "shashki/app/i18n.hpp"
#include "shashki/app/paths.hpp"
#include "shashki/app/terms.hpp"
#include "shashki/clock/clock_board.hpp"
#include "shashki/clock/display.hpp"
#include "shashki/db/live_repository.hpp"
#include "shashki/db/round_repository.hpp"
#include "shashki/tournament/live_play.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <set>

namespace shashki::app {

namespace {

using clock::GameClock;
using clock::Side;
using clock::TimeReading;
using Event = std::function<clock::EventResult(GameClock&, TimeReading)>;

clock::TimeControl parse_control(std::string_view text, std::string field) {
  auto parsed = clock::TimeControl::parse(text);
  if (auto* error = std::get_if<clock::ControlError>(&parsed)) {
    throw Error(ExitCode::input, control_message(*error, text, std::move(field)));
  }
  return std::get<clock::TimeControl>(std::move(parsed));
}

using clock::face_of;

// A restored board shows the times of its last event, stopped, until the judge decides.
clock::BoardFace face_of(const clock::RecoveryQuestion& q, const GameClock& c) {
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

std::string side_name(Side side) {
  return side == Side::white ? tr("White") : tr("Black");
}

// A pause of the whole hall (pause_all), recognised after a restart by its recorded reason.
bool hall_pause(const clock::JournalRecord& r) {
  return r.kind == clock::EventKind::pause && !r.side && clock_reason::is_hall_pause(r.reason);
}

// A stored checkpoint in the clock module's terms.
std::optional<clock::Checkpoint> checkpoint_of(const std::optional<db::ClockCheckpointRow>& row) {
  if (!row || row->seq < 0) return std::nullopt;
  return clock::Checkpoint{static_cast<std::size_t>(row->seq), std::chrono::milliseconds(row->reading_ms),
                           date::sys_time<std::chrono::milliseconds>(row->at.time_since_epoch()),
                           std::chrono::milliseconds(row->white_ms),
                           std::chrono::milliseconds(row->black_ms)};
}

// The reading `at` on the source's time line, with the wall time that goes with it at `now`.
TimeReading reading_at(TimeReading now, std::chrono::milliseconds at) {
  return TimeReading{at, now.wall - (now.monotonic - at)};
}

long long number(std::uint64_t sequence) {
  return static_cast<long long>(sequence);
}

// A refused remote press or replay in the judge's words (and the device's).
tournament::Message remote_refusal(clock::RemoteRefusal code, int board, std::uint64_t sequence,
                                   std::uint64_t acknowledged) {
  const char* id = nullptr;
  switch (code) {
    case clock::RemoteRefusal::sequence_gap:
      id = N_("board {board}: press {sequence} skips ahead; the last acknowledged press is {acknowledged}");
      break;
    case clock::RemoteRefusal::sequence_behind:
      id =
          N_("board {board}: press {sequence} was acknowledged with other contents; the last acknowledged "
             "press is {acknowledged}");
      break;
    case clock::RemoteRefusal::out_of_order:
      id = N_("board {board}: the replayed presses are out of order at press {sequence}; none was applied");
      break;
    case clock::RemoteRefusal::negative_think:
      id = N_("board {board}: press {sequence} has a negative think time");
      break;
    case clock::RemoteRefusal::unknown_acknowledgement:
      id =
          N_("board {board}: the device counts press {sequence} as acknowledged, but the last acknowledged "
             "press is {acknowledged}");
      break;
  }
  return tournament::Message(id)
      .with("board", board)
      .with("sequence", number(sequence))
      .with("acknowledged", number(acknowledged))
      .about("sequence");
}

// Why replayed presses were recorded and not applied, from `sequence` on.
tournament::Message discard_message(clock::DiscardReason reason, int board, std::uint64_t sequence) {
  if (reason == clock::DiscardReason::arbiter) {
    return tournament::Message(N_("board {board}: the clock changed on the arbiter's side while the device "
                                  "was offline; its presses were recorded but not applied: the board shows "
                                  "the server's clock"))
        .with("board", board)
        .about("board");
  }
  return tournament::Message(N_("board {board}: by the device's own times the flag fell before press "
                                "{sequence}; that press and those after it were recorded but not applied"))
      .with("board", board)
      .with("sequence", number(sequence))
      .about("board");
}

db::RemotePressRow press_row(const clock::PlannedPress& p, std::chrono::milliseconds rtt) {
  db::RemotePressRow row;
  row.device_seq = static_cast<std::int64_t>(p.press.sequence);
  row.side = std::string(clock::to_string(p.press.side));
  row.device_ms = p.press.device_think.count();
  row.server_ms = p.server.count();
  row.rtt_ms = rtt.count();
  row.accepted_ms = p.accepted.count();
  row.outcome = std::string(clock::to_string(p.outcome));
  return row;
}

db::RemotePressRow discarded_row(const clock::RemotePress& p, std::chrono::milliseconds rtt,
                                 clock::DiscardReason reason) {
  db::RemotePressRow row;
  row.device_seq = static_cast<std::int64_t>(p.sequence);
  row.side = std::string(clock::to_string(p.side));
  row.device_ms = p.device_think.count();
  row.rtt_ms = rtt.count();
  row.outcome = std::string(clock::to_string(clock::RemoteOutcome::discarded));
  row.reason = std::string(clock::to_string(reason));
  return row;
}

// The records of `c` after the first `stored` ones (those not yet in the database), as rows of `write`.
void append_new_rows(db::ClockWrite& write, const clock::GameClock& c, std::size_t stored) {
  for (std::size_t r = stored; r < c.journal().size(); ++r) write.rows.push_back(to_row(c.journal()[r]));
}

// The game a board plays now (games played one after the other, as in a micro-match): the first
// without a result, or the last when every one has it.
int game_in_play(const std::vector<bool>& results) {
  for (std::size_t g = 0; g < results.size(); ++g) {
    if (!results[g]) return static_cast<int>(g) + 1;
  }
  return static_cast<int>(results.size());
}

RemoteAck ack_of(const db::RemotePressRow& row, bool duplicate) {
  return RemoteAck{static_cast<std::uint64_t>(row.device_seq), duplicate,
                   clock::parse_remote_outcome(row.outcome).value_or(clock::RemoteOutcome::discarded),
                   std::chrono::milliseconds(row.accepted_ms.value_or(0))};
}

}  // namespace

const char* refusal_text(clock::Refusal refusal) {
  switch (refusal) {
    case clock::Refusal::not_started:
      return "the clock has not been started";
    case clock::Refusal::already_started:
      return "the clock has already been started";
    case clock::Refusal::not_running:
      return "the clock is not running";
    case clock::Refusal::not_paused:
      return "the clock is not paused";
    case clock::Refusal::finished:
      return "the game is over; its clock has stopped for good";
    case clock::Refusal::flag_fell:
      return "the flag has fallen: the time is up";
    case clock::Refusal::wrong_side:
      return "it is not this side's clock that runs";
    case clock::Refusal::time_went_backwards:
      return "the time source went backwards; the event was not recorded";
    case clock::Refusal::no_reason:
      return "the judge's reason is required";
    case clock::Refusal::bad_adjustment:
      return "the adjustment must change the time and leave some time";
    case clock::Refusal::bad_move_count:
      return "a move counter cannot be negative";
  }
  return "the clock refused the event";
}

ClockService::ClockService(Session& session, const clock::TimeSource& source, tournament::EventId event,
                           int round, std::optional<int> game)
    : m_session(session),
      m_source(source),
      m_event(event),
      m_round(round),
      m_game(game),
      m_endgame(default_endgame_directory()) {
  const auto settings = require_event(session, event);
  const auto found = db::RoundRepository(session.database()).find(event, round);
  if (!found) throw Error(ExitCode::input, no_round(event, round));
  accepted(tournament::check_live_write(round, found->state, tournament::LiveWrite::play));
  const auto event_control = parse_control(settings.time_control, "event");
  db::LiveRepository repository(session.database());
  std::map<int, db::BoardControlRow> own;
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
  m_session.attach(*this);
}

ClockService::~ClockService() {
  m_session.detach(*this);
}

ClockService::Entry ClockService::load_entry(int board, int game, std::vector<bool> results,
                                             const clock::TimeControl& control, bool own_control) {
  db::LiveRepository repository(m_session.database());
  const db::GameKey key{m_event, m_round, board, game};
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
    entry.hall_paused = phase == clock::ClockPhase::running || (!list.empty() && hall_pause(list.back()));
  }
  return entry;
}

void ClockService::follow_game_in_play(std::size_t i) {
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

bool ClockService::runs(int board, int game) const {
  return std::any_of(m_entries.begin(), m_entries.end(),
                     [&](const Entry& e) { return e.board == board && e.key.game == game; });
}

std::size_t ClockService::index_of(int board) const {
  for (std::size_t i = 0; i < m_entries.size(); ++i) {
    if (m_entries[i].board == board) return i;
  }
  throw Error(ExitCode::input, Message(N_("round {round} has no board {board} with a game clock"))
                                   .with("round", m_round)
                                   .with("board", board)
                                   .about("board"));
}

std::vector<RecoveryItem> ClockService::recovery() const {
  std::vector<RecoveryItem> items;
  for (const auto& e : m_entries) {
    if (e.pending) items.push_back({e.board, *e.pending});
  }
  return items;
}

StagedClock ClockService::stage(int board, const Event& event) const {
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
  db::ClockWrite write{entry.key, {}};
  append_new_rows(write, next, entry.stored);
  return StagedClock{i, std::move(next), std::move(result), std::move(write)};
}

void ClockService::adopt(StagedClock staged) {
  auto& entry = m_entries.at(staged.index);
  entry.stored = staged.next.journal().size();
  entry.clock = std::move(staged.next);
}

void ClockService::commit(std::vector<StagedClock> staged, std::optional<std::string_view> audit) {
  std::vector<db::ClockWrite> writes;
  for (const auto& s : staged) {
    // Discarded remote presses are written without a clock record.
    if (!s.write.rows.empty() || !s.write.presses.empty()) writes.push_back(s.write);
  }
  if (writes.empty()) return;
  // Persisted before acknowledged: if the write fails, no clock changes.
  write_clocks(writes, audit);
  for (auto& s : staged) adopt(std::move(s));
}

void ClockService::write_clocks(std::span<const db::ClockWrite> writes,
                                std::optional<std::string_view> audit) {
  accepted(db::LiveRepository(m_session.database()).append_clock(writes, m_session.stamp(), audit));
}

ClockAnswer ClockService::apply(int board, std::optional<std::string_view> audit, const Event& event) {
  return conclude(board, stage(board, event), audit);
}

std::string ClockService::refusal_of(std::size_t index, const clock::EventResult& result) const {
  return m_entries[index].pending ? tr("the clock waits for the judge's recovery choice")
                                  : tr(refusal_text(*result.refusal));
}

ClockAnswer ClockService::conclude(int board, StagedClock staged, std::optional<std::string_view> audit) {
  ClockAnswer answer;
  answer.accepted = staged.result.accepted();
  if (!answer.accepted) answer.message = refusal_of(staged.index, staged.result);
  // A refused event may still have recorded a flag that fell before it: that is kept too.
  std::vector<StagedClock> one;
  one.push_back(std::move(staged));
  commit(std::move(one), answer.accepted ? audit : std::nullopt);
  answer.flag = flag_proposal(board);
  return answer;
}

StagedClock ClockService::stage_recover(std::size_t i, const clock::RecoveryChoice& choice,
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
  db::ClockWrite write{entry.key, {}};
  append_new_rows(write, next, entry.stored);
  return StagedClock{i, std::move(next), std::move(result), std::move(write)};
}

void ClockService::recover(int board, clock::RecoveryChoice choice, const std::string& reason) {
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

int ClockService::recover_all(clock::RecoveryChoice choice, const std::string& reason) {
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

void ClockService::set_control(int board, std::string_view control, const std::string& reason) {
  const auto i = index_of(board);
  auto parsed = parse_control(control, "control");
  accepted(db::LiveRepository(m_session.database())
               .set_control(m_event, m_round, db::BoardControlRow{board, parsed.to_string(), reason},
                            m_session.stamp()));
  auto results = std::move(m_entries[i].results);
  m_entries[i] = Entry{board, m_entries[i].key, parsed, true, GameClock(parsed), 0, std::nullopt, false};
  m_entries[i].has_result = results.at(static_cast<std::size_t>(m_entries[i].key.game - 1));
  m_entries[i].results = std::move(results);
}

int ClockService::start_all() {
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

int ClockService::pause_all(const std::string& reason) {
  const auto now = m_source.now();
  std::vector<StagedClock> staged;
  std::vector<std::size_t> paused;
  for (const auto& e : m_entries) {
    if (e.pending || e.clock.phase() != clock::ClockPhase::running) continue;
    auto s = stage(e.board, [&](GameClock& c, TimeReading) {
      return c.pause(now, std::nullopt, clock_reason::hall_pause(reason));
    });
    if (s.result.accepted()) paused.push_back(s.index);
    staged.push_back(std::move(s));
  }
  commit(std::move(staged), "clock.pause-all");
  for (const auto i : paused) m_entries[i].hall_paused = true;
  return static_cast<int>(paused.size());
}

int ClockService::resume_all() {
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

ClockAnswer ClockService::start(int board) {
  if (m_entries[index_of(board)].has_result)
    return ClockAnswer{false, tr("the game's result is in; its clock does not start"), std::nullopt,
                       std::nullopt};
  return apply(board, "clock.start", [](GameClock& c, TimeReading now) { return c.start(now); });
}

int ClockService::running() const {
  return static_cast<int>(std::count_if(m_entries.begin(), m_entries.end(), [](const Entry& e) {
    return !e.pending && e.clock.phase() == clock::ClockPhase::running;
  }));
}

int ClockService::checkpoint() {
  const auto now = m_source.now();
  std::vector<db::ClockCheckpointRow> rows;
  for (const auto& e : m_entries) {
    if (e.pending) continue;
    const auto c = clock::checkpoint_of(e.clock, now);
    // Only a clock whose journal is all written: the checkpoint follows its last stored record.
    if (!c || e.stored != e.clock.journal().size()) continue;
    rows.push_back(
        db::ClockCheckpointRow{e.key, static_cast<std::int64_t>(c->records),
                               std::chrono::sys_time<std::chrono::milliseconds>(c->at.time_since_epoch()),
                               c->reading.count(), c->white.count(), c->black.count()});
  }
  db::LiveRepository(m_session.database()).save_checkpoints(rows);
  m_last_checkpoint = now.monotonic;
  return static_cast<int>(rows.size());
}

int ClockService::checkpoint_if_due() {
  const auto now = m_source.now().monotonic;
  if (m_last_checkpoint && now - *m_last_checkpoint < checkpoint_interval) return 0;
  return checkpoint();
}

ClockAnswer ClockService::press(int board, Side side) {
  return apply(board, std::nullopt, [side](GameClock& c, TimeReading now) { return c.press(side, now); });
}

std::uint64_t ClockService::acknowledged_sequence(int board) const {
  const auto& remote = m_entries[index_of(board)].remote;
  return remote.empty() ? 0 : static_cast<std::uint64_t>(remote.back().device_seq);
}

std::optional<std::chrono::milliseconds> ClockService::last_outage(int board) const {
  return m_entries[index_of(board)].outage;
}

void ClockService::remember(std::size_t i, const db::ClockWrite& write, std::size_t before) {
  // The seq numbers the database gave: the write's records follow the `before` stored ones.
  auto& entry = m_entries[i];
  for (const auto& press : write.presses) {
    auto row = press.row;
    if (press.record) row.seq = static_cast<std::int64_t>(before + *press.record + 1);
    row.journal_seq = static_cast<std::int64_t>(before + write.rows.size());
    entry.remote.push_back(std::move(row));
  }
}

ClockAnswer ClockService::repeated(int board, const clock::RemotePress& press) const {
  const auto& entry = m_entries[index_of(board)];
  const auto acknowledged = acknowledged_sequence(board);
  const auto first = std::find_if(entry.remote.begin(), entry.remote.end(), [&](const db::RemotePressRow& r) {
    return r.device_seq == static_cast<std::int64_t>(press.sequence);
  });
  // Only the same press sent again is a duplicate; a device that reuses a number is confused.
  if (first == entry.remote.end() || first->side != clock::to_string(press.side) ||
      first->device_ms != press.device_think.count()) {
    return ClockAnswer{
        false,
        translate(remote_refusal(clock::RemoteRefusal::sequence_behind, board, press.sequence, acknowledged)),
        std::nullopt, std::nullopt};
  }
  ClockAnswer answer;
  answer.remote = ack_of(*first, true);
  answer.accepted = answer.remote->outcome != clock::RemoteOutcome::discarded;
  if (!answer.accepted) {
    const auto reason =
        clock::parse_discard_reason(first->reason.value_or("")).value_or(clock::DiscardReason::arbiter);
    answer.message = translate(discard_message(reason, board, press.sequence));
  }
  answer.flag = flag_proposal(board);
  return answer;
}

ClockAnswer ClockService::remote_press(int board, const clock::RemotePress& press,
                                       std::chrono::milliseconds rtt_bound) {
  const BoardPress one{board, press, rtt_bound};
  return std::move(remote_presses(std::span(&one, 1)).front());
}

std::vector<ClockAnswer> ClockService::remote_presses(std::span<const BoardPress> presses) {
  std::vector<ClockAnswer> answers(presses.size());
  std::vector<PendingPress> pending;
  std::set<int> boards;
  for (std::size_t k = 0; k < presses.size(); ++k) {
    // A board's second press follows its first one's outcome: the batch so far is written first.
    if (boards.contains(presses[k].board)) {
      settle(pending, answers);
      boards.clear();
    }
    auto applied = apply_remote(presses[k], k);
    if (auto* answer = std::get_if<ClockAnswer>(&applied)) {
      answers[k] = std::move(*answer);
      continue;
    }
    boards.insert(presses[k].board);
    pending.push_back(std::get<PendingPress>(std::move(applied)));
  }
  settle(pending, answers);
  return answers;
}

std::variant<ClockAnswer, ClockService::PendingPress> ClockService::apply_remote(const BoardPress& p,
                                                                                 std::size_t at) {
  const auto board = p.board;
  const auto& press = p.press;
  const auto i = index_of(board);
  const auto acknowledged = acknowledged_sequence(board);
  if (press.sequence <= acknowledged) return repeated(board, press);
  std::optional<clock::RemoteRefusal> refusal;
  if (press.sequence != acknowledged + 1) refusal = clock::RemoteRefusal::sequence_gap;
  if (press.device_think < std::chrono::milliseconds::zero()) refusal = clock::RemoteRefusal::negative_think;
  if (refusal) {
    return ClockAnswer{false, translate(remote_refusal(*refusal, board, press.sequence, acknowledged)),
                       std::nullopt, std::nullopt};
  }
  auto& entry = m_entries[i];
  PendingPress pending{at, i, entry.clock.mark(), {}, db::ClockWrite{entry.key, {}}};
  if (entry.pending) {
    pending.result.refusal = clock::Refusal::not_paused;
    return pending;
  }
  auto& c = entry.clock;
  const auto now = m_source.now();
  const auto began = clock::turn_start(c);
  std::optional<clock::PlannedPress> planned;
  if (!c.running() || !began) {
    // A clock that does not run refuses the press as it refuses one from the wall.
    pending.result = c.press(press.side, now);
  } else {
    planned = clock::plan_press(press, *began, c.journal().back().reading, now.monotonic, p.rtt_bound);
    pending.result = c.press(press.side, reading_at(now, planned->at));
  }
  append_new_rows(pending.write, c, entry.stored);
  if (pending.result.accepted()) {
    // The press's record is the write's last: a flag before it would have refused it.
    pending.write.presses.push_back(
        db::RemotePressWrite{press_row(*planned, p.rtt_bound), pending.write.rows.size() - 1});
  }
  return pending;
}

void ClockService::settle(std::vector<PendingPress>& pending, std::vector<ClockAnswer>& answers) {
  if (pending.empty()) return;
  std::vector<db::ClockWrite> writes;
  for (const auto& p : pending) {
    // A refused press may have recorded a flag that fell before it: that is written too.
    if (!p.write.rows.empty() || !p.write.presses.empty()) writes.push_back(p.write);
  }
  try {
    if (!writes.empty()) write_clocks(writes, std::nullopt);
  } catch (const Error& e) {
    // Nothing of the batch was written (the round is no longer played, the disk failed): every
    // clock goes back to where it was, every press is refused with the reason, and its device
    // takes the server's clock again.
    for (const auto& p : pending) {
      m_entries[p.index].clock.undo(p.before);
      answers[p.at] = ClockAnswer{false, translate(e.message()), std::nullopt, std::nullopt};
    }
    pending.clear();
    return;
  }
  for (const auto& p : pending) answers[p.at] = settled(p);
  pending.clear();
}

ClockAnswer ClockService::settled(const PendingPress& press) {
  auto& entry = m_entries[press.index];
  const auto before = entry.stored;
  entry.stored = entry.clock.journal().size();
  ClockAnswer answer;
  answer.accepted = press.result.accepted();
  if (answer.accepted) {
    remember(press.index, press.write, before);
    answer.remote = ack_of(entry.remote.back(), false);
  } else {
    answer.message = refusal_of(press.index, press.result);
  }
  answer.flag = flag_proposal(entry.board);
  return answer;
}

ReplayAnswer ClockService::replay(int board, std::span<const clock::RemotePress> presses,
                                  std::uint64_t acknowledged, std::chrono::milliseconds rtt_bound) {
  const auto i = index_of(board);
  const auto now = m_source.now();
  const auto ours = acknowledged_sequence(board);
  ReplayAnswer answer;
  answer.acknowledged = ours;
  auto refused = [&](tournament::Message why) {
    answer.refusal = std::move(why);
    answer.face = board_face(i, now.monotonic);
    return answer;
  };
  if (acknowledged > ours)
    return refused(remote_refusal(clock::RemoteRefusal::unknown_acknowledgement, board, acknowledged, ours));
  const auto& entry = m_entries[i];
  if (entry.pending)
    return refused(Message(N_("the clock waits for the judge's recovery choice")).about("board"));
  const auto& journal = entry.clock.journal();
  // What the device last knew of the clock: the journal as its last acknowledged press was
  // answered (or the start). Anything after it is not this device's doing: the arbiter wins.
  const std::size_t known = ours > 0 ? static_cast<std::size_t>(entry.remote.back().journal_seq)
                                     : std::min<std::size_t>(journal.size(), 1);
  const bool arbiter_after = journal.size() > known;
  if (known > 0) answer.offline = now.wall - journal[known - 1].at;
  const auto planned = clock::plan_replay(journal.empty() ? now.monotonic : journal.back().reading,
                                          now.monotonic, ours, arbiter_after, presses);
  if (const auto* no = std::get_if<clock::RemoteRefused>(&planned))
    return refused(remote_refusal(no->code, board, no->sequence, ours));
  const auto& plan = std::get<clock::ReplayPlan>(planned);
  for (std::size_t d = 0; d < plan.duplicates; ++d) {
    if (!repeated(board, presses[d]).remote) {
      return refused(remote_refusal(clock::RemoteRefusal::sequence_behind, board, presses[d].sequence, ours));
    }
  }
  answer.duplicates = static_cast<int>(plan.duplicates);
  GameClock next = entry.clock;
  db::ClockWrite write{entry.key, {}};
  std::optional<clock::DiscardReason> discard;
  if (plan.discarded) discard = clock::DiscardReason::arbiter;
  std::uint64_t first_discarded = plan.presses.empty() ? 0 : plan.presses.front().press.sequence;
  for (const auto& p : plan.presses) {
    if (!discard) {
      const auto result = next.press(p.press.side, reading_at(now, p.at));
      if (result.accepted()) {
        write.presses.push_back(
            db::RemotePressWrite{press_row(p, rtt_bound), next.journal().size() - 1 - entry.stored});
        ++answer.applied;
        if (p.outcome == clock::RemoteOutcome::clamped_high) ++answer.clamped;
        continue;
      }
      // 6.1.9: by the device's own times the flag fell first; the flag stands, the rest waits
      // for the judge. Any other refusal (a wrong side) means the device's story does not hold.
      if (*result.refusal != clock::Refusal::flag_fell) {
        answer.applied = answer.clamped = 0;
        return refused(Message(N_("board {board}: replayed press {sequence} was refused: {why}"))
                           .with("board", board)
                           .with("sequence", number(p.press.sequence))
                           .with_term("why", refusal_text(*result.refusal))
                           .about("sequence"));
      }
      discard = clock::DiscardReason::flag_fell;
      first_discarded = p.press.sequence;
    }
    write.presses.push_back(db::RemotePressWrite{discarded_row(p.press, rtt_bound, *discard), std::nullopt});
  }
  append_new_rows(write, next, entry.stored);
  const auto before = entry.stored;
  std::vector<StagedClock> one;
  one.push_back(StagedClock{i, std::move(next), clock::EventResult{}, write});
  // Written before the clock changes, without an audit row: the presses are the players'.
  commit(std::move(one), std::nullopt);
  remember(i, write, before);
  m_entries[i].outage = answer.offline;
  answer.accepted = true;
  answer.acknowledged = acknowledged_sequence(board);
  if (discard) {
    answer.discarded = true;
    answer.reason = discard_message(*discard, board, first_discarded);
  }
  answer.face = board_face(i, now.monotonic);
  answer.flag = flag_proposal(board);
  return answer;
}

ClockAnswer ClockService::pause(int board, std::optional<Side> by, const std::string& reason) {
  return apply(board, "clock.pause", [&](GameClock& c, TimeReading now) { return c.pause(now, by, reason); });
}

ClockAnswer ClockService::resume(int board) {
  auto answer = apply(board, "clock.resume", [](GameClock& c, TimeReading now) { return c.resume(now); });
  if (answer.accepted) m_entries[index_of(board)].hall_paused = false;
  return answer;
}

ClockAnswer ClockService::adjust(int board, Side side, std::chrono::milliseconds delta,
                                 const std::string& reason) {
  return apply(board, "clock.adjust",
               [&](GameClock& c, TimeReading now) { return c.adjust(side, delta, reason, now); });
}

std::vector<FlagProposal> ClockService::check_flags() {
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
  std::vector<FlagProposal> proposals;
  for (const int board : fell) {
    if (auto p = flag_proposal(board)) proposals.push_back(std::move(*p));
  }
  return proposals;
}

std::optional<FlagProposal> ClockService::flag_proposal(int board) const {
  const auto& entry = m_entries[index_of(board)];
  const auto& flag = entry.clock.state().flag;
  if (!flag) return std::nullopt;
  FlagProposal p;
  p.board = board;
  p.flagged = flag->side;
  p.move = flag->move;
  const Side winner = clock::opposite(flag->side);
  p.result = winner == Side::white ? tournament::GameResult::white_wins : tournament::GameResult::black_wins;
  const auto moves = db::LiveRepository(m_session.database()).load_moves(entry.key);
  if (moves.moves.empty() && !moves.start_fen) {
    p.explanation =
        fmt::format(fmt::runtime(tr("{}'s flag fell at move {}; no moves were recorded, so the judge "
                                    "checks on the board that {} can still win")),
                    side_name(flag->side), flag->move, side_name(winner));
    return p;
  }
  const auto situation = board_situation(m_session, *this, board);
  p.facts = situation.facts;
  // 6.1.10.5: whether the position is "theoretically won" is the judge's ruling; the databases
  // say what they know of it beside the proposal.
  p.endgame = endgame_finding(m_endgame, situation.record, situation.conditions);
  const auto& opponent = p.facts->of(winner == Side::white ? rules::Color::white : rules::Color::black);
  const bool bare = opponent.kings == 1 && opponent.men == 0;
  p.judge_must_decide = bare || !opponent.can_win;
  if (p.judge_must_decide) {
    p.result = tournament::GameResult::draw;
    p.explanation =
        fmt::format(fmt::runtime(tr("{}'s flag fell at move {}, but {} cannot win on material ({} men, {} "
                                    "kings): a draw is proposed; the judge decides from the position")),
                    side_name(flag->side), flag->move, side_name(winner), opponent.men, opponent.kings);
  } else {
    p.explanation =
        fmt::format(fmt::runtime(tr("{}'s flag fell at move {}; {} has {} men and {} kings and can win "
                                    "on material: {} is proposed")),
                    side_name(flag->side), flag->move, side_name(winner), opponent.men, opponent.kings,
                    tournament::code(p.result));
  }
  p.explanation += "; " + p.endgame->text;
  return p;
}

std::optional<StagedClock> ClockService::stage_end(int board, const std::string& reason) const {
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
  db::ClockWrite write{entry.key, {}};
  append_new_rows(write, next, entry.stored);
  return StagedClock{i, std::move(next), std::move(result), std::move(write)};
}

void ClockService::result_entered(int board, std::optional<StagedClock> end) {
  const auto i = index_of(board);
  if (end) adopt(std::move(*end));
  auto& entry = m_entries[i];
  entry.pending.reset();
  entry.hall_paused = false;
  entry.has_result = true;
  entry.results.at(static_cast<std::size_t>(entry.key.game - 1)) = true;
  follow_game_in_play(i);
}

void ClockService::result_cleared(int board, int game) {
  for (std::size_t i = 0; i < m_entries.size(); ++i) {
    auto& e = m_entries[i];
    if (e.board != board || game < 1 || game > static_cast<int>(e.results.size())) continue;
    e.results[static_cast<std::size_t>(game - 1)] = false;
    if (e.key.game == game) e.has_result = false;
    follow_game_in_play(i);
  }
}

void ClockService::confirm_flag(int board, tournament::GameResult result) {
  const auto i = index_of(board);
  if (!m_entries[i].clock.state().flag) {
    throw Error(ExitCode::refused,
                Message(N_("board {board}: no flag has fallen")).with("board", board).about("board"));
  }
  if (m_entries[i].pending)
    throw Error(ExitCode::refused,
                Message(N_("the clock waits for the judge's recovery choice")).about("board"));
  if (tournament::is_forfeit(result)) {
    // A game whose flag fell was played: it ends in a win, a loss or a draw (6.1.10.5), never a
    // forfeit.
    throw Error(ExitCode::input, Message(N_("'{result}' is not 1-0, 0-1 or ="))
                                     .with("result", std::string(tournament::code(result)))
                                     .about("result"));
  }
  auto staged =
      stage(board, [](GameClock& c, TimeReading now) { return c.end(now, clock_reason::flag_confirmed); });
  std::vector<db::ClockWrite> writes{staged.write};
  accepted(db::LiveRepository(m_session.database())
               .confirm_result(m_entries[i].key, result, writes, "clock.flag-result", m_session.stamp()));
  result_entered(board, std::move(staged));
}

std::vector<BoardClock> ClockService::boards() const {
  const auto now = m_source.now().monotonic;
  std::vector<BoardClock> out;
  out.reserve(m_entries.size());
  for (const auto& e : m_entries) {
    out.push_back(
        {e.board, e.control.to_string(), e.own_control, e.pending.has_value(), board_face(out.size(), now)});
  }
  return out;
}

void ClockService::faces(std::span<clock::BoardFace> out) const {
  const auto now = m_source.now().monotonic;
  const std::size_t n = std::min(out.size(), m_entries.size());
  for (std::size_t i = 0; i < n; ++i) out[i] = board_face(i, now);
}

clock::BoardFace ClockService::board_face(std::size_t i, std::chrono::milliseconds now) const {
  const auto& e = m_entries[i];
  return e.pending ? face_of(*e.pending, e.clock) : face_of(e.clock, now);
}

const GameClock& ClockService::clock(int board) const {
  return m_entries[index_of(board)].clock;
}

const clock::TimeControl& ClockService::control(int board) const {
  return m_entries[index_of(board)].control;
}

db::GameKey ClockService::game(int board) const {
  return m_entries[index_of(board)].key;
}

bool ClockService::awaiting_recovery(int board) const {
  return m_entries[index_of(board)].pending.has_value();
}

}  // namespace shashki::app
