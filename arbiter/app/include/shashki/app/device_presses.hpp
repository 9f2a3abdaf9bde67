#pragma once
// Presses sent by the boards' devices over the venue network: one, a batch, or the replay of
// those made offline; each journaled before it is answered.

#include "shashki/app/clock_answers.hpp"
#include "shashki/app/round_clocks.hpp"
#include "shashki/clock/clock_board.hpp"
#include "shashki/clock/remote_press.hpp"
#include "shashki/tournament/message.hpp"

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <variant>
#include <vector>

namespace shashki::app {

class FlagProposals;

/// One press of a batch (DevicePresses::presses): the board, what its device sent, the
/// connection's round-trip bound, and when the server received it.
struct BoardPress {
  int board = 0;
  clock::RemotePress press;
  std::chrono::milliseconds rtt_bound{0};
  /// The clocks' time source's reading when the venue server received the press (none: now).
  /// The press is measured at its arrival, not when the program got round to it: a busy window
  /// must not widen the bound that charges it.
  std::optional<clock::TimeReading> arrived;
};

/// The answer to a device's replay of the presses it made while offline.
struct ReplayAnswer {
  bool accepted = false;           ///< false: refused as a whole and nothing written (see refusal)
  tournament::Message refusal;     ///< why it was refused
  int applied = 0;                 ///< presses applied to the clock now
  int clamped = 0;                 ///< of those, presses cut short so that the total does not pass now
  int duplicates = 0;              ///< presses acknowledged before: answered again, not written
  bool discarded = false;          ///< presses recorded but not applied: the device takes the server's clock
  tournament::Message reason;      ///< why they were discarded
  std::uint64_t acknowledged = 0;  ///< the board's last acknowledged sequence after the call
  std::chrono::milliseconds offline{
      0};                 ///< wall time from the last acknowledged press (or the start) to the replay
  clock::BoardFace face;  ///< the board after the replay
  std::optional<FlagProposal> flag;  ///< a flag that has fallen
};

/// The presses of the boards' devices on the round's clocks (not audited: a player's doing, not
/// the arbiter's). A press is charged its device's think time within the bounds of what the
/// server saw and the connection's round trip (clock::plan_press); its sequence must follow the
/// board's acknowledged one, and a repeated one gets its first answer and writes nothing.
class DevicePresses {
 public:
  /// Presses on `clocks`; an answer carries the proposal `flags` makes of a fallen flag.
  DevicePresses(RoundClocks& clocks, const FlagProposals& flags) : m_clocks(clocks), m_flags(flags) {}

  /// A press sent by the board's device. Journaled (clock record and remote_presses row, one
  /// transaction) before the clock changes. A write the database refuses (the round is no longer
  /// played, the disk failed) is answered refused with its reason, and the clock does not change.
  ClockAnswer press(int board, const clock::RemotePress& press, std::chrono::milliseconds rtt_bound);
  /// Presses from several boards' devices in the order they arrived, each answered as press()
  /// answers it; the answers in the same order. Written together (group commit): one transaction
  /// for each run of presses that names no board twice, so that a hall of devices costs one write
  /// to the disk per batch rather than one per press. Every press is still journaled before its
  /// answer exists. A batch the database refuses is refused whole, nothing written.
  std::vector<ClockAnswer> presses(std::span<const BoardPress> presses);
  /// The presses a board's device made while offline, in order (`acknowledged`: the last sequence
  /// the device saw acknowledged). Applied one after another by the device's think times up to
  /// now (clock::plan_replay), or, if anything but this device's presses reached the journal after
  /// its last acknowledged press, recorded as discarded; refused as a whole, nothing written, when
  /// the sequences do not follow or the clock refuses one (a wrong side, a paused clock). A flag
  /// that falls by the device's own times is recorded and discards the presses from there on.
  ReplayAnswer replay(int board, std::span<const clock::RemotePress> presses, std::uint64_t acknowledged,
                      std::chrono::milliseconds rtt_bound);
  /// The last sequence of the board's device the server has answered (0: none); read back from
  /// the database when the clocks open, so a restart keeps presses idempotent.
  [[nodiscard]] std::uint64_t acknowledged_sequence(int board) const;
  /// How long the board's device was offline before its last replay, if it replayed.
  [[nodiscard]] std::optional<std::chrono::milliseconds> last_outage(int board) const;

 private:
  // A press applied to its board's clock in place, not yet written: its place in the batch, the
  // clock before it (to undo it if the write fails) and what to write.
  struct PendingPress {
    std::size_t at = 0;
    std::size_t index = 0;
    clock::GameClock::Mark before;
    clock::EventResult result;
    tournament::ClockWrite write;
  };
  // The answer to a press whose sequence is acknowledged: its first answer, if it repeats it.
  ClockAnswer repeated(int board, const clock::RemotePress& press) const;
  // The press applied to its board's clock, or its answer when it writes nothing (repeated,
  // refused before the clock saw it). Presses are applied in place rather than on a copy of
  // the clock, whose journal grows by a record a move.
  std::variant<ClockAnswer, PendingPress> apply(const BoardPress& press, std::size_t at);
  // Writes the applied presses in one transaction and fills in their answers; undoes them all
  // when the write fails.
  void settle(std::vector<PendingPress>& pending, std::vector<ClockAnswer>& answers);
  // The answer to an applied press once it is written.
  ClockAnswer settled(const PendingPress& press);
  // Remembers the remote presses of a committed write that began at journal length `before`.
  void remember(std::size_t i, const tournament::ClockWrite& write, std::size_t before);

  RoundClocks& m_clocks;
  const FlagProposals& m_flags;
};

}  // namespace shashki::app
