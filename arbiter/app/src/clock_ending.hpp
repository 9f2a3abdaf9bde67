#pragma once
// A game's result ends its clock in the same action (the result use cases, a round's close):
// through the clock service that runs the round in this session if there is one, so that the
// running clock stops at once, else through one opened for the purpose on the stored journals.

#include "shashki/app/clock_service.hpp"
#include "shashki/app/session.hpp"
#include "shashki/clock/boot_time_source.hpp"
#include "shashki/db/live_rows.hpp"

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace shashki::app {

/// The end records of the clocks one action ends, staged before its transaction and handed to
/// the clock services once it is committed.
class ClockEndings {
 public:
  ClockEndings(Session& session, tournament::EventId event, int round)
      : m_session(session), m_event(event), m_round(round) {}

  /// Stages the end of the clock of game `game` of `board` (nothing for a clock never started,
  /// already ended, or a round whose clocks cannot run).
  void end(int board, int game, const std::string& reason);
  /// Stages the end of every clock of the round's games 1..`games` still going.
  void end_all(int games, const std::string& reason);
  /// The records to write with the action.
  [[nodiscard]] std::vector<db::ClockWrite> writes() const;
  /// The action is committed: the clocks are ended for good and their games have a result.
  void committed();

 private:
  struct Ending {
    ClockService* clocks = nullptr;
    int board = 0;
    std::optional<StagedClock> staged;
  };
  // The service that runs game `game` of `board`: the session's, else one opened for the action.
  ClockService* clocks(int board, int game);
  // The service opened for the action on game `game` of every board (none: no clocks there).
  ClockService* owned(int game);

  Session& m_session;
  tournament::EventId m_event;
  int m_round = 0;
  clock::BootTimeSource m_boot;
  std::map<int, std::unique_ptr<ClockService>> m_owned;  // by game, when none runs in the session
  std::vector<Ending> m_endings;
};

}  // namespace shashki::app
