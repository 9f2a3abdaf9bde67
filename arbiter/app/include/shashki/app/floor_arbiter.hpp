#pragma once
// Floor arbiters (docs/venue.md, "Floor arbiters"): a deputy arbiter on the floor, with a tablet
// and an arbiter token, pauses and resumes a board's clock, opens an appeal and enters or confirms
// a result. Each action goes through the use case the console's runs, and its audit row names the
// deputy. What the floor may do is the rules core's (tournament/board_result.hpp).

#include "shashki/app/clock_service.hpp"
#include "shashki/app/session.hpp"
#include "shashki/clock/side.hpp"
#include "shashki/tournament/board_result.hpp"

#include <optional>
#include <string>

namespace shashki::app {

/// One action of a floor arbiter at a board.
struct FloorRequest {
  int board = 0;
  tournament::FloorAction action = tournament::FloorAction::pause;
  clock::Side side = clock::Side::white;         ///< appeal: the player who appeals
  std::string reason;                            ///< appeal: what the player says (required)
  std::optional<tournament::GameResult> result;  ///< result: 1-0, 0-1 or =
};

/// For its lifetime, the audit rows `session` writes name `name`; the arbiter before it after.
class ActingArbiter {
 public:
  ActingArbiter(Session& session, std::string name);
  ~ActingArbiter();
  ActingArbiter(const ActingArbiter&) = delete;
  ActingArbiter& operator=(const ActingArbiter&) = delete;

 private:
  Session& m_session;
  std::string m_before;
};

/// The floor arbiters' actions on the round `clocks` runs.
class FloorArbiter {
 public:
  FloorArbiter(Session& session, ClockService& clocks) : m_session(session), m_clocks(clocks) {}

  /// Carries out `request` as the deputy `deputy`:
  /// - pause and resume: ClockService, as the console's keys ("clock.pause", "clock.resume");
  /// - appeal: AppealService::open ("appeal.open"), which stops the clock (6.1.10.3);
  /// - result: the result the players agreed on (or the clock proposed) is confirmed
  ///   ("result.confirm"), any other enters as the console enters it ("result.set"), within
  ///   tournament::check_floor_result.
  /// Error(input) for an unknown board or a missing result or reason, Error(refused) as the use
  /// case or the rules core refuse; nothing is written then.
  void act(const std::string& deputy, const FloorRequest& request);

 private:
  Session& m_session;
  ClockService& m_clocks;
};

}  // namespace shashki::app
