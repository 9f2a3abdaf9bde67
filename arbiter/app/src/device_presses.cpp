#include "shashki/app/device_presses.hpp"

#include "clock_rows.hpp"
#include "service_support.hpp"
#include "shashki/app/flag_proposals.hpp"
#include "shashki/app/i18n.hpp"

#include <algorithm>
#include <set>

namespace shashki::app {

namespace {

using clock::GameClock;
using clock::TimeReading;

// When a press is measured: at its arrival, unless that is not between the clock's last record
// and now (a press that arrived before the clock changed is measured as it is taken).
TimeReading measured_at(const GameClock& c, const std::optional<TimeReading>& arrived, TimeReading now) {
  if (!arrived || c.journal().empty()) return now;
  if (arrived->monotonic < c.journal().back().reading || arrived->monotonic > now.monotonic) return now;
  return *arrived;
}

// The reading `at` on the source's time line, with the wall time that goes with it at `now`.
TimeReading reading_at(TimeReading now, std::chrono::milliseconds at) {
  return TimeReading{at, now.wall - (now.monotonic - at)};
}

long long sequence_number(std::uint64_t sequence) {
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
      .with("sequence", sequence_number(sequence))
      .with("acknowledged", sequence_number(acknowledged))
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
      .with("sequence", sequence_number(sequence))
      .about("board");
}

clock::RemotePressRow press_row(const clock::PlannedPress& p, std::chrono::milliseconds rtt) {
  clock::RemotePressRow row;
  row.device_seq = static_cast<std::int64_t>(p.press.sequence);
  row.side = p.press.side;
  row.device_ms = p.press.device_think.count();
  row.server_ms = p.server.count();
  row.rtt_ms = rtt.count();
  row.accepted_ms = p.accepted.count();
  row.outcome = p.outcome;
  return row;
}

clock::RemotePressRow discarded_row(const clock::RemotePress& p, std::chrono::milliseconds rtt,
                                    clock::DiscardReason reason) {
  clock::RemotePressRow row;
  row.device_seq = static_cast<std::int64_t>(p.sequence);
  row.side = p.side;
  row.device_ms = p.device_think.count();
  row.rtt_ms = rtt.count();
  row.outcome = clock::RemoteOutcome::discarded;
  row.reason = reason;
  return row;
}

RemoteAck ack_of(const clock::RemotePressRow& row, bool duplicate) {
  return RemoteAck{static_cast<std::uint64_t>(row.device_seq), duplicate, row.outcome,
                   std::chrono::milliseconds(row.accepted_ms.value_or(0))};
}

}  // namespace

std::uint64_t DevicePresses::acknowledged_sequence(int board) const {
  const auto& remote = m_clocks.m_entries[m_clocks.index_of(board)].remote;
  return remote.empty() ? 0 : static_cast<std::uint64_t>(remote.back().device_seq);
}

std::optional<std::chrono::milliseconds> DevicePresses::last_outage(int board) const {
  return m_clocks.m_entries[m_clocks.index_of(board)].outage;
}

void DevicePresses::remember(std::size_t i, const tournament::ClockWrite& write, std::size_t before) {
  // The seq numbers the database gave: the write's records follow the `before` stored ones.
  auto& entry = m_clocks.m_entries[i];
  for (const auto& press : write.presses) {
    auto row = press.row;
    if (press.record) row.seq = static_cast<std::int64_t>(before + *press.record + 1);
    row.journal_seq = static_cast<std::int64_t>(before + write.rows.size());
    entry.remote.push_back(std::move(row));
  }
}

ClockAnswer DevicePresses::repeated(int board, const clock::RemotePress& press) const {
  const auto& entry = m_clocks.m_entries[m_clocks.index_of(board)];
  const auto acknowledged = acknowledged_sequence(board);
  const auto first =
      std::find_if(entry.remote.begin(), entry.remote.end(), [&](const clock::RemotePressRow& r) {
        return r.device_seq == static_cast<std::int64_t>(press.sequence);
      });
  // Only the same press sent again is a duplicate; a device that reuses a number is confused.
  if (first == entry.remote.end() || first->side != press.side ||
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
    const auto reason = first->reason.value_or(clock::DiscardReason::arbiter);
    answer.message = translate(discard_message(reason, board, press.sequence));
  }
  answer.flag = m_flags.proposal(board);
  return answer;
}

ClockAnswer DevicePresses::press(int board, const clock::RemotePress& press,
                                 std::chrono::milliseconds rtt_bound) {
  const BoardPress one{board, press, rtt_bound};
  return std::move(presses(std::span(&one, 1)).front());
}

std::vector<ClockAnswer> DevicePresses::presses(std::span<const BoardPress> presses) {
  std::vector<ClockAnswer> answers(presses.size());
  std::vector<PendingPress> pending;
  std::set<int> boards;
  for (std::size_t k = 0; k < presses.size(); ++k) {
    // A board's second press follows its first one's outcome: the batch so far is written first.
    if (boards.contains(presses[k].board)) {
      settle(pending, answers);
      boards.clear();
    }
    auto applied = apply(presses[k], k);
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

std::variant<ClockAnswer, DevicePresses::PendingPress> DevicePresses::apply(const BoardPress& p,
                                                                            std::size_t at) {
  const auto board = p.board;
  const auto& press = p.press;
  const auto i = m_clocks.index_of(board);
  const auto acknowledged = acknowledged_sequence(board);
  if (press.sequence <= acknowledged) return repeated(board, press);
  std::optional<clock::RemoteRefusal> refusal;
  if (press.sequence != acknowledged + 1) refusal = clock::RemoteRefusal::sequence_gap;
  if (press.device_think < std::chrono::milliseconds::zero()) refusal = clock::RemoteRefusal::negative_think;
  if (refusal) {
    return ClockAnswer{false, translate(remote_refusal(*refusal, board, press.sequence, acknowledged)),
                       std::nullopt, std::nullopt};
  }
  auto& entry = m_clocks.m_entries[i];
  PendingPress pending{at, i, entry.clock.mark(), {}, tournament::ClockWrite{entry.key, {}}};
  if (entry.pending) {
    pending.result.refusal = clock::Refusal::not_paused;
    return pending;
  }
  auto& c = entry.clock;
  const auto now = measured_at(c, p.arrived, m_clocks.m_source.now());
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
        clock::RemotePressWrite{press_row(*planned, p.rtt_bound), pending.write.rows.size() - 1});
  }
  return pending;
}

void DevicePresses::settle(std::vector<PendingPress>& pending, std::vector<ClockAnswer>& answers) {
  if (pending.empty()) return;
  std::vector<tournament::ClockWrite> writes;
  for (const auto& p : pending) {
    // A refused press may have recorded a flag that fell before it: that is written too.
    if (!p.write.rows.empty() || !p.write.presses.empty()) writes.push_back(p.write);
  }
  try {
    if (!writes.empty()) m_clocks.write_clocks(writes, std::nullopt);
  } catch (const Error& e) {
    // Nothing of the batch was written (the round is no longer played, the disk failed): every
    // clock goes back to where it was, every press is refused with the reason, and its device
    // takes the server's clock again.
    for (const auto& p : pending) {
      m_clocks.m_entries[p.index].clock.undo(p.before);
      answers[p.at] = ClockAnswer{false, translate(e.message()), std::nullopt, std::nullopt};
    }
    pending.clear();
    return;
  }
  for (const auto& p : pending) answers[p.at] = settled(p);
  pending.clear();
}

ClockAnswer DevicePresses::settled(const PendingPress& press) {
  auto& entry = m_clocks.m_entries[press.index];
  const auto before = entry.stored;
  entry.stored = entry.clock.journal().size();
  ClockAnswer answer;
  answer.accepted = press.result.accepted();
  if (answer.accepted) {
    remember(press.index, press.write, before);
    answer.remote = ack_of(entry.remote.back(), false);
  } else {
    answer.message = m_clocks.refusal_of(press.index, press.result);
  }
  answer.flag = m_flags.proposal(entry.board);
  return answer;
}

ReplayAnswer DevicePresses::replay(int board, std::span<const clock::RemotePress> presses,
                                   std::uint64_t acknowledged, std::chrono::milliseconds rtt_bound) {
  const auto i = m_clocks.index_of(board);
  const auto now = m_clocks.m_source.now();
  const auto ours = acknowledged_sequence(board);
  ReplayAnswer answer;
  answer.acknowledged = ours;
  auto refused = [&](tournament::Message why) {
    answer.refusal = std::move(why);
    answer.face = m_clocks.board_face(i, now.monotonic);
    return answer;
  };
  if (acknowledged > ours)
    return refused(remote_refusal(clock::RemoteRefusal::unknown_acknowledgement, board, acknowledged, ours));
  const auto& entry = m_clocks.m_entries[i];
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
  tournament::ClockWrite write{entry.key, {}};
  std::optional<clock::DiscardReason> discard;
  if (plan.discarded) discard = clock::DiscardReason::arbiter;
  std::uint64_t first_discarded = plan.presses.empty() ? 0 : plan.presses.front().press.sequence;
  for (const auto& p : plan.presses) {
    if (!discard) {
      const auto result = next.press(p.press.side, reading_at(now, p.at));
      if (result.accepted()) {
        write.presses.push_back(
            clock::RemotePressWrite{press_row(p, rtt_bound), next.journal().size() - 1 - entry.stored});
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
                           .with("sequence", sequence_number(p.press.sequence))
                           .with_term("why", refusal_text(*result.refusal))
                           .about("sequence"));
      }
      discard = clock::DiscardReason::flag_fell;
      first_discarded = p.press.sequence;
    }
    write.presses.push_back(
        clock::RemotePressWrite{discarded_row(p.press, rtt_bound, *discard), std::nullopt});
  }
  append_new_rows(write, next, entry.stored);
  const auto before = entry.stored;
  std::vector<StagedClock> one;
  one.push_back(StagedClock{i, std::move(next), clock::EventResult{}, write});
  // Written before the clock changes, without an audit row: the presses are the players'.
  m_clocks.commit(std::move(one), std::nullopt);
  remember(i, write, before);
  m_clocks.m_entries[i].outage = answer.offline;
  answer.accepted = true;
  answer.acknowledged = acknowledged_sequence(board);
  if (discard) {
    answer.discarded = true;
    answer.reason = discard_message(*discard, board, first_discarded);
  }
  answer.face = m_clocks.board_face(i, now.monotonic);
  answer.flag = m_flags.proposal(board);
  return answer;
}

}  // namespace shashki::app
