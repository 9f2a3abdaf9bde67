#pragma once
// A game's result ends its clock in the same action (the result use cases, a round's close):
// through the round's clocks the caller runs, if it named them, so that the running clock stops
// at once, else through clocks opened for the purpose on the stored journals.

#include "shashki/app/round_clocks.hpp"
#include "shashki/app/session.hpp"
#include "shashki/clock/boot_time_source.hpp"
#include "shashki/tournament/live_rows.hpp"

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace shashki::app {

/// The end records of the clocks one action ends, staged before its transaction and handed to
/// the clocks once it is committed.
class ClockEndings {
 public:
  /// `live`: the clocks that run the round now, if the caller runs them (none: only the journals).
  ClockEndings(Session& session, tournament::EventId event, int round, RoundClocks* live)
      : m_session(session), m_event(event), m_round(round), m_live(live) {}

  /// Stages the end of the clock of game `game` of `board` (nothing for a clock never started,
  /// already ended, or a round whose clocks cannot run).
  void end(int board, int game, const std::string& reason);
  /// Stages the end of every clock of the round's games 1..`games` still going.
  void end_all(int games, const std::string& reason);
  /// The records to write with the action.
  [[nodiscard]] std::vector<tournament::ClockWrite> writes() const;
  /// The action is committed: the clocks are ended for good and their games have a result.
  void committed();

 private:
  struct Ending {
    RoundClocks* clocks = nullptr;
    int board = 0;
    std::optional<StagedClock> staged;
  };
  // The clocks that run game `game` of `board`: the live ones, else ones opened for the action.
  RoundClocks* clocks(int board, int game);
  // The clocks opened for the action on game `game` of every board (none: no clocks there).
  RoundClocks* owned(int game);

  Session& m_session;
  tournament::EventId m_event;
  int m_round = 0;
  RoundClocks* m_live = nullptr;
  clock::BootTimeSource m_boot;
  std::map<int, std::unique_ptr<RoundClocks>> m_owned;  // by game, when the live clocks run another
  std::vector<Ending> m_endings;
};

}  // namespace shashki::app
