#include "shashki/app/clock_service.hpp"

#include "clock_rows.hpp"
#include "service_support.hpp"
#include "shashki/app/game_record_service.hpp"
#include "shashki/app/i18n.hpp"
#include "shashki/clock/clock_board.hpp"
#include "shashki/clock/display.hpp"
#include "shashki/db/live_repository.hpp"
#include "shashki/db/round_repository.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>

namespace shashki::app {

namespace {

using clock::GameClock;
using clock::Side;
using clock::TimeReading;
using Event = std::function<clock::EventResult(GameClock&, TimeReading)>;

clock::TimeControl parse_control(std::string_view text, std::string_view field) {
  auto parsed = clock::TimeControl::parse(text);
  if (auto* error = std::get_if<clock::ControlError>(&parsed)) {
    throw Error(ExitCode::input, fmt::format("{}: '{}': {}", field, text, error->message));
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
                           int round, int game)
    : m_session(session), m_source(source), m_event(event), m_round(round), m_game(game) {
  const auto settings = require_event(session, event);
  const auto found = db::RoundRepository(session.database()).find(event, round);
  if (!found)
    throw Error(ExitCode::input,
                fmt::format(fmt::runtime(tr("--round: event {} has no round {}")), event.value, round));
  if (found->state != tournament::RoundState::published) {
    throw Error(ExitCode::refused,
                fmt::format(fmt::runtime(tr("round {} is {}; clocks run only in a published round")), round,
                            tournament::code(found->state)));
  }
  const auto event_control = parse_control(settings.time_control, "event time control");
  db::LiveRepository repository(session.database());
  std::map<int, db::BoardControlRow> own;
  for (auto& row : repository.controls(event, round)) own.emplace(row.board, row);
  for (const auto& board : found->boards) {
    if (board.is_bye() || game > static_cast<int>(board.games.size())) continue;
    const auto exception = own.find(board.number);
    const bool has_own = exception != own.end();
    auto control = has_own ? parse_control(exception->second.control, "board control") : event_control;
    const db::GameKey key{event, round, board.number, game};
    const auto rows = repository.load_clock(key);
    auto records = to_records(rows);
    if (auto* bad = std::get_if<std::string>(&records)) {
      throw Error(ExitCode::database,
                  fmt::format(fmt::runtime(tr("board {}: the clock journal cannot be read: {}")),
                              board.number, *bad));
    }
    const auto& list = std::get<std::vector<clock::JournalRecord>>(records);
    auto replayed = GameClock::replay(control, list);
    if (auto* error = std::get_if<clock::ReplayError>(&replayed)) {
      throw Error(ExitCode::database,
                  fmt::format(fmt::runtime(tr("board {}: the clock journal does not replay at "
                                              "record {}: {}")),
                              board.number, error->record + 1, error->message));
    }
    Entry entry{board.number, key,          control, has_own, std::get<GameClock>(std::move(replayed)),
                list.size(),  std::nullopt, false};
    const auto phase = entry.clock.phase();
    // A clock that was started and not finished lost its time base with the program (a reboot
    // restarts the monotonic clock): it waits, paused, for the judge's recovery choice.
    if (phase == clock::ClockPhase::running || phase == clock::ClockPhase::paused ||
        phase == clock::ClockPhase::flagged) {
      auto question = clock::recovery_question(control, list);
      if (auto* q = std::get_if<clock::RecoveryQuestion>(&question)) entry.pending = *q;
    }
    m_entries.push_back(std::move(entry));
  }
}

std::size_t ClockService::index_of(int board) const {
  for (std::size_t i = 0; i < m_entries.size(); ++i) {
    if (m_entries[i].board == board) return i;
  }
  throw Error(
      ExitCode::input,
      fmt::format(fmt::runtime(tr("--board: round {} has no board {} with a game clock")), m_round, board));
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
  for (std::size_t r = entry.stored; r < next.journal().size(); ++r)
    write.rows.push_back(to_row(next.journal()[r]));
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
    if (!s.write.rows.empty()) writes.push_back(s.write);
  }
  if (writes.empty()) return;
  // Persisted before acknowledged: if the write fails, no clock changes.
  accepted(db::LiveRepository(m_session.database()).append_clock(writes, m_session.stamp(), audit));
  for (auto& s : staged) adopt(std::move(s));
}

ClockAnswer ClockService::apply(int board, std::optional<std::string_view> audit, const Event& event) {
  auto staged = stage(board, event);
  ClockAnswer answer;
  answer.accepted = staged.result.accepted();
  if (!answer.accepted) {
    answer.message = m_entries[staged.index].pending ? tr("the clock waits for the judge's recovery choice")
                                                     : tr(refusal_text(*staged.result.refusal));
  }
  // A refused event may still have recorded a flag that fell before it: that is kept too.
  std::vector<StagedClock> one;
  one.push_back(std::move(staged));
  commit(std::move(one), answer.accepted ? audit : std::nullopt);
  answer.flag = flag_proposal(board);
  return answer;
}

void ClockService::recover(int board, clock::RecoveryChoice choice, const std::string& reason) {
  const auto i = index_of(board);
  auto& entry = m_entries[i];
  if (!entry.pending) {
    throw Error(ExitCode::refused,
                fmt::format(fmt::runtime(tr("board {} is not waiting for a recovery choice")), board));
  }
  const auto charge = choice.charge_until ? entry.pending->charge_until(*choice.charge_until)
                                          : std::chrono::milliseconds::zero();
  std::string why = "crash recovery";
  if (choice.charge_until)
    why += ": judge charged the time until " + clock::format_instant(*choice.charge_until);
  if (!reason.empty()) why += "; " + reason;
  GameClock next = entry.clock;
  // The recover record starts a new time base, so readings of the old boot are never compared.
  (void)next.recover(charge, m_source.now(), why);
  db::ClockWrite write{entry.key, {}};
  for (std::size_t r = entry.stored; r < next.journal().size(); ++r)
    write.rows.push_back(to_row(next.journal()[r]));
  std::vector<db::ClockWrite> writes{write};
  accepted(db::LiveRepository(m_session.database()).append_clock(writes, m_session.stamp(), "clock.recover"));
  entry.stored = next.journal().size();
  entry.clock = std::move(next);
  entry.pending.reset();
}

int ClockService::recover_all(clock::RecoveryChoice choice, const std::string& reason) {
  int count = 0;
  for (const auto& e : m_entries) {
    if (!e.pending) continue;
    recover(e.board, choice, reason);
    ++count;
  }
  return count;
}

void ClockService::set_control(int board, std::string_view control, const std::string& reason) {
  const auto i = index_of(board);
  auto parsed = parse_control(control, "--control");
  accepted(db::LiveRepository(m_session.database())
               .set_control(m_event, m_round, db::BoardControlRow{board, parsed.to_string(), reason},
                            m_session.stamp()));
  m_entries[i] = Entry{board, m_entries[i].key, parsed, true, GameClock(parsed), 0, std::nullopt, false};
}

int ClockService::start_all() {
  // One reading for the whole hall, as when the chief arbiter starts the round.
  const auto now = m_source.now();
  std::vector<StagedClock> staged;
  for (const auto& e : m_entries) {
    if (e.pending || e.clock.phase() != clock::ClockPhase::not_started) continue;
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
    auto s = stage(e.board, [&](GameClock& c, TimeReading) { return c.pause(now, std::nullopt, reason); });
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
  return apply(board, "clock.start", [](GameClock& c, TimeReading now) { return c.start(now); });
}

ClockAnswer ClockService::press(int board, Side side) {
  return apply(board, std::nullopt, [side](GameClock& c, TimeReading now) { return c.press(side, now); });
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
  p.result = winner == Side::white ? "1-0" : "0-1";
  const auto moves = db::LiveRepository(m_session.database()).load_moves(entry.key);
  if (moves.moves.empty() && !moves.start_fen) {
    p.explanation =
        fmt::format(fmt::runtime(tr("{}'s flag fell at move {}; no moves were recorded, so the judge "
                                    "checks on the board that {} can still win")),
                    side_name(flag->side), flag->move, side_name(winner));
    return p;
  }
  p.facts = position_facts(replay_moves(moves).current());
  const auto& opponent = p.facts->of(winner == Side::white ? rules::Color::white : rules::Color::black);
  const bool bare = opponent.kings == 1 && opponent.men == 0;
  p.judge_must_decide = bare || !opponent.can_win;
  if (p.judge_must_decide) {
    p.result = "=";
    p.explanation =
        fmt::format(fmt::runtime(tr("{}'s flag fell at move {}, but {} cannot win on material ({} men, {} "
                                    "kings): a draw is proposed; the judge decides from the position")),
                    side_name(flag->side), flag->move, side_name(winner), opponent.men, opponent.kings);
  } else {
    p.explanation = fmt::format(
        fmt::runtime(tr("{}'s flag fell at move {}; {} has {} men and {} kings and can win "
                        "on material: {} is proposed")),
        side_name(flag->side), flag->move, side_name(winner), opponent.men, opponent.kings, p.result);
  }
  return p;
}

void ClockService::confirm_flag(int board, const std::string& result) {
  const auto i = index_of(board);
  if (!m_entries[i].clock.state().flag) {
    throw Error(ExitCode::refused, fmt::format(fmt::runtime(tr("board {}: no flag has fallen")), board));
  }
  if (m_entries[i].pending)
    throw Error(ExitCode::refused, tr("the clock waits for the judge's recovery choice"));
  if (result != "1-0" && result != "0-1" && result != "=") {
    throw Error(ExitCode::input, fmt::format(fmt::runtime(tr("RESULT: '{}' is not 1-0, 0-1 or =")), result));
  }
  auto staged =
      stage(board, [](GameClock& c, TimeReading now) { return c.end(now, "flag: result confirmed"); });
  std::vector<db::ClockWrite> writes{staged.write};
  accepted(db::LiveRepository(m_session.database())
               .confirm_result(m_entries[i].key, db::ResultWrite{result}, writes, "clock.flag-result",
                               m_session.stamp()));
  adopt(std::move(staged));
}

std::vector<BoardClock> ClockService::boards() const {
  const auto now = m_source.now().monotonic;
  std::vector<BoardClock> out;
  out.reserve(m_entries.size());
  for (const auto& e : m_entries) {
    out.push_back({e.board, e.control.to_string(), e.own_control, e.pending.has_value(),
                   e.pending ? face_of(*e.pending, e.clock) : face_of(e.clock, now)});
  }
  return out;
}

void ClockService::faces(std::span<clock::BoardFace> out) const {
  const auto now = m_source.now().monotonic;
  const std::size_t n = std::min(out.size(), m_entries.size());
  for (std::size_t i = 0; i < n; ++i) {
    const auto& e = m_entries[i];
    out[i] = e.pending ? face_of(*e.pending, e.clock) : face_of(e.clock, now);
  }
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
