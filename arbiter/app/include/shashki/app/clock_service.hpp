#pragma once
// The one object the front ends hold for a round's clocks: the clocks themselves (RoundClocks),
// the presses of the boards' devices (DevicePresses) and the fallen flags (FlagProposals).

#include "shashki/app/clock_answers.hpp"
#include "shashki/app/clock_reason.hpp"
#include "shashki/app/device_presses.hpp"
#include "shashki/app/flag_proposals.hpp"
#include "shashki/app/round_clocks.hpp"
#include "shashki/app/session.hpp"
#include "shashki/clock/time_source.hpp"
#include "shashki/tournament/ids.hpp"

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace shashki::app {

/// The clocks of one published round with their devices' presses and their flags. Each answer
/// to an event carries the proposal for a flag that fell before or with it. See RoundClocks,
/// DevicePresses and FlagProposals for what each call does.
class ClockService {
 public:
  /// Opens the clocks of round `round` (RoundClocks), their flags consulting the endgame
  /// databases of default_endgame_directory().
  ClockService(Session& session, const clock::TimeSource& source, tournament::EventId event, int round,
               std::optional<int> game = std::nullopt);
  ClockService(const ClockService&) = delete;
  ClockService& operator=(const ClockService&) = delete;

  /// How often checkpoint_if_due() writes the running clocks' times: what a crash can cost.
  static constexpr std::chrono::seconds checkpoint_interval = RoundClocks::checkpoint_interval;
  /// The reason recorded with the pause of every running clock when the program closes.
  static constexpr std::string_view closing_reason = clock_reason::console_closed;

  /// The round's clocks (for a use case that ends or stages one: a result, an appeal, a claim).
  [[nodiscard]] RoundClocks& round_clocks() { return m_clocks; }
  [[nodiscard]] const RoundClocks& round_clocks() const { return m_clocks; }
  /// The presses of the boards' devices.
  [[nodiscard]] DevicePresses& device_presses() { return m_presses; }
  /// The flags of the round's clocks.
  [[nodiscard]] FlagProposals& flags() { return m_flags; }
  [[nodiscard]] const FlagProposals& flags() const { return m_flags; }

  // The round's clocks.
  [[nodiscard]] std::vector<RecoveryItem> recovery() const { return m_clocks.recovery(); }
  void recover(int board, clock::RecoveryChoice choice, const std::string& reason) {
    m_clocks.recover(board, choice, reason);
  }
  int recover_all(clock::RecoveryChoice choice, const std::string& reason) {
    return m_clocks.recover_all(choice, reason);
  }
  void set_control(int board, std::string_view control, const std::string& reason) {
    m_clocks.set_control(board, control, reason);
  }
  int start_all() { return m_clocks.start_all(); }
  int pause_all(const std::string& reason) { return m_clocks.pause_all(reason); }
  int resume_all() { return m_clocks.resume_all(); }
  [[nodiscard]] int running() const { return m_clocks.running(); }
  int checkpoint() { return m_clocks.checkpoint(); }
  int checkpoint_if_due() { return m_clocks.checkpoint_if_due(); }
  /// Starts one board; refused for a game whose result is in (then without a flag).
  ClockAnswer start(int board);
  ClockAnswer press(int board, clock::Side side) { return with_flag(board, m_clocks.press(board, side)); }
  ClockAnswer pause(int board, std::optional<clock::Side> by, const std::string& reason) {
    return with_flag(board, m_clocks.pause(board, by, reason));
  }
  ClockAnswer resume(int board) { return with_flag(board, m_clocks.resume(board)); }
  ClockAnswer adjust(int board, clock::Side side, std::chrono::milliseconds delta,
                     const std::string& reason) {
    return with_flag(board, m_clocks.adjust(board, side, delta, reason));
  }
  [[nodiscard]] std::vector<BoardClock> boards() const { return m_clocks.boards(); }
  void faces(std::span<clock::BoardFace> out) const { m_clocks.faces(out); }
  [[nodiscard]] std::size_t size() const { return m_clocks.size(); }
  [[nodiscard]] const clock::GameClock& clock(int board) const { return m_clocks.clock(board); }
  [[nodiscard]] tournament::GameKey game(int board) const { return m_clocks.game(board); }
  [[nodiscard]] bool runs(int board, int game) const { return m_clocks.runs(board, game); }
  [[nodiscard]] const clock::TimeControl& control(int board) const { return m_clocks.control(board); }
  [[nodiscard]] tournament::EventId event() const { return m_clocks.event(); }
  [[nodiscard]] int round() const { return m_clocks.round(); }
  [[nodiscard]] bool awaiting_recovery(int board) const { return m_clocks.awaiting_recovery(board); }
  [[nodiscard]] const clock::TimeSource& source() const { return m_clocks.source(); }

  // The presses of the boards' devices.
  ClockAnswer remote_press(int board, const clock::RemotePress& press, std::chrono::milliseconds rtt_bound) {
    return m_presses.press(board, press, rtt_bound);
  }
  std::vector<ClockAnswer> remote_presses(std::span<const BoardPress> presses) {
    return m_presses.presses(presses);
  }
  ReplayAnswer replay(int board, std::span<const clock::RemotePress> presses, std::uint64_t acknowledged,
                      std::chrono::milliseconds rtt_bound) {
    return m_presses.replay(board, presses, acknowledged, rtt_bound);
  }
  [[nodiscard]] std::uint64_t acknowledged_sequence(int board) const {
    return m_presses.acknowledged_sequence(board);
  }
  [[nodiscard]] std::optional<std::chrono::milliseconds> last_outage(int board) const {
    return m_presses.last_outage(board);
  }

  // The flags.
  std::vector<FlagProposal> check_flags() { return m_flags.check_flags(); }
  [[nodiscard]] std::optional<FlagProposal> flag_proposal(int board) const { return m_flags.proposal(board); }
  void confirm_flag(int board, tournament::GameResult result) { m_flags.confirm(board, result); }

 private:
  // The answer with the proposal for the board's fallen flag, if it has fallen.
  ClockAnswer with_flag(int board, ClockAnswer answer) const;

  RoundClocks m_clocks;
  FlagProposals m_flags;
  DevicePresses m_presses;
};

}  // namespace shashki::app
