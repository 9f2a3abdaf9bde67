#pragma once
// The clocks of one published round: loaded from their journals, started, paused, resumed,
// recovered after a crash, checkpointed, and ended with their games' results.

#include "shashki/app/clock_answers.hpp"
#include "shashki/app/clock_reason.hpp"
#include "shashki/app/session.hpp"
#include "shashki/clock/clock_board.hpp"
#include "shashki/clock/game_clock.hpp"
#include "shashki/clock/recovery.hpp"
#include "shashki/clock/time_source.hpp"
#include "shashki/tournament/ids.hpp"
#include "shashki/tournament/live_rows.hpp"

#include <chrono>
#include <cstddef>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace shashki::app {

/// A board whose clock was running or paused when the program stopped: restored PAUSED with the
/// times of its last recorded event until the judge chooses (clock::RecoveryQuestion).
struct RecoveryItem {
  int board = 0;
  clock::RecoveryQuestion question;
};

/// What the clock wall shows of one board.
struct BoardClock {
  int board = 0;
  std::string control;             ///< the control it plays, "30+30"
  bool own_control = false;        ///< a per-board exception to the event's control (6.1.9.4)
  bool awaiting_recovery = false;  ///< restored after a restart, waiting for the judge
  clock::BoardFace face;
};

/// A clock event prepared on a copy of a board's clock, for a use case that writes its records
/// together with its own data in one transaction (an appeal, a claim); adopt() it once written.
struct StagedClock {
  std::size_t index = 0;
  clock::GameClock next;
  clock::EventResult result;
  tournament::ClockWrite write;
};

/// The clocks of one published round: one per board with a game (byes have none), with the
/// event's control or the board's own. A micro-match's board plays its games one after the
/// other: unless a game is named, each board's clock is that of its game in play (the first
/// without a result), and when that game's result is entered the board's next game's clock
/// takes its place, not started. Every event is written to the database before the in-memory
/// clock changes, so an acknowledged event survives a crash; opening them after a crash restores
/// every clock PAUSED and offers the judge the recovery choice. The answers here carry no flag
/// proposal: FlagProposals makes those (ClockService joins them).
class RoundClocks {
 public:
  /// Loads the clocks of round `round` from their journals: each board's game in play, or game
  /// `game` of every board when one is named. Error(refused) when the round is not published,
  /// Error(input) for an unreadable control, Error(database) for a journal that does not replay
  /// (naming board and record).
  RoundClocks(Session& session, const clock::TimeSource& source, tournament::EventId event, int round,
              std::optional<int> game = std::nullopt);
  RoundClocks(const RoundClocks&) = delete;
  RoundClocks& operator=(const RoundClocks&) = delete;

  /// How often checkpoint_if_due() writes the running clocks' times: what a crash can cost.
  static constexpr std::chrono::seconds checkpoint_interval{5};

  /// Boards waiting for the judge's recovery choice (empty after a clean start).
  [[nodiscard]] std::vector<RecoveryItem> recovery() const;
  /// Applies the judge's choice to one waiting board ("clock.recover"): it stays paused.
  void recover(int board, clock::RecoveryChoice choice, const std::string& reason);
  /// Applies the same choice to every waiting board as one action ("clock.recover-all"); a
  /// board that was running or stopped by pause_all() is then resumed by resume_all().
  int recover_all(clock::RecoveryChoice choice, const std::string& reason);
  /// Gives a board its own control before its clock starts ("board.control", 6.1.9.4).
  void set_control(int board, std::string_view control, const std::string& reason);

  /// Starts every board not yet started whose game has no result, at one reading
  /// ("clock.start-all"); returns how many.
  int start_all();
  /// Pauses every running board for an announcement ("clock.pause-all"); returns how many.
  /// The journal's reason starts "pause all: ", which marks the pause as the hall's after a
  /// restart too.
  int pause_all(const std::string& reason);
  /// Resumes the boards pause_all() stopped (before a restart too), not those paused for an
  /// appeal or one by one ("clock.resume-all").
  int resume_all();
  /// How many clocks run now.
  [[nodiscard]] int running() const;
  /// Writes the times of every running clock at one reading, in one transaction without an
  /// audit row; returns how many. Recovery after a crash offers these times.
  int checkpoint();
  /// checkpoint() when checkpoint_interval has passed since the last one; returns how many.
  int checkpoint_if_due();
  /// Starts one board; refused for a game whose result is in.
  ClockAnswer start(int board);
  /// A player's press (not audited: a player's doing, not the arbiter's).
  ClockAnswer press(int board, clock::Side side);
  /// Pauses one board ("clock.pause").
  ClockAnswer pause(int board, std::optional<clock::Side> by, const std::string& reason);
  /// Resumes one board ("clock.resume").
  ClockAnswer resume(int board);
  /// The judge adds or removes time ("clock.adjust").
  ClockAnswer adjust(int board, clock::Side side, std::chrono::milliseconds delta, const std::string& reason);

  /// Records every flag that has fallen by now (no audit row: a flag is nobody's button);
  /// returns the boards whose flag fell.
  std::vector<int> record_flags();

  /// Every board at one reading of the time source; changes nothing.
  [[nodiscard]] std::vector<BoardClock> boards() const;
  /// Fills out[i] with the face of the i-th board (board order, as boards()) at one reading,
  /// without allocating: what the clock wall redraws ten times a second.
  void faces(std::span<clock::BoardFace> out) const;
  /// The number of boards with a clock.
  [[nodiscard]] std::size_t size() const { return m_entries.size(); }
  /// The clock of a board; Error(input) for a board without a clock.
  [[nodiscard]] const clock::GameClock& clock(int board) const;
  /// The game a board's clock belongs to.
  [[nodiscard]] tournament::GameKey game(int board) const;
  /// Whether these are the clocks of game `game` of `board` of round `round` of `event`.
  [[nodiscard]] bool runs(tournament::EventId event, int round, int board, int game) const;
  /// Whether they run the clock of game `game` of `board` now.
  [[nodiscard]] bool runs(int board, int game) const;
  /// The control a board's clock plays.
  [[nodiscard]] const clock::TimeControl& control(int board) const;
  /// The event the round belongs to.
  [[nodiscard]] tournament::EventId event() const { return m_event; }
  /// The round.
  [[nodiscard]] int round() const { return m_round; }
  /// Whether the board waits for the recovery choice.
  [[nodiscard]] bool awaiting_recovery(int board) const;
  /// Whether the result of the board's game on the clock is in: its clock never starts.
  [[nodiscard]] bool has_result(int board) const;
  /// The time source (so that a use case stages events at its reading).
  [[nodiscard]] const clock::TimeSource& source() const { return m_source; }
  /// The session the clocks write through.
  [[nodiscard]] Session& session() const { return m_session; }

  /// Applies `event` to a copy of the board's clock at the source's reading now.
  [[nodiscard]] StagedClock stage(
      int board, const std::function<clock::EventResult(clock::GameClock&, clock::TimeReading)>& event) const;
  /// Makes a staged clock the board's, once its records are written.
  void adopt(StagedClock staged);
  /// Writes the staged clocks' new records as one action (`audit` names the arbiter's action,
  /// none for a player's), then adopts them all; Error when the database refuses.
  void commit(std::vector<StagedClock> staged, std::optional<std::string_view> audit);
  /// The records that end a board's clock because its game's result is entered: none for a
  /// board without a clock, a clock never started or already ended. A clock waiting for the
  /// recovery choice is first restored as by default (up to its checkpoint), then ended.
  [[nodiscard]] std::optional<StagedClock> stage_end(int board, const std::string& reason) const;
  /// The game of a board has its result (written with the staged end, if any): the clock
  /// stays still for good, and the board's next game, if any, takes its place.
  void result_entered(int board, std::optional<StagedClock> end);
  /// The result of game `game` of the board was cleared: a clock never started may start
  /// again, and a game in play not yet started gives way to the earlier game.
  void result_cleared(int board, int game);

 private:
  friend class DevicePresses;  // presses go straight onto the board's clock and its answered presses

  struct Entry {
    int board = 0;
    tournament::GameKey key;
    clock::TimeControl control;
    bool own_control = false;
    clock::GameClock clock;
    std::size_t stored = 0;                                // journal records already in the database
    std::optional<clock::RecoveryQuestion> pending;        // waiting for the judge after a restart
    bool hall_paused = false;                              // stopped by pause_all()
    bool has_result = false;                               // the game is over: its clock never starts
    std::vector<bool> results = {};                        // by game of the board: has its result
    std::vector<clock::RemotePressRow> remote = {};        // the device's answered presses, by sequence
    std::optional<std::chrono::milliseconds> outage = {};  // before the device's last replay
  };

  std::size_t index_of(int board) const;
  // The entry of game `game` of a board, loaded from its journal.
  Entry load_entry(int board, int game, std::vector<bool> results, const clock::TimeControl& control,
                   bool own_control);
  // Puts the board's game in play on its entry when it changed and its clock has not started.
  void follow_game_in_play(std::size_t i);
  // Applies one event to one board and writes it; `audit` names the arbiter's action.
  ClockAnswer apply(int board, std::optional<std::string_view> audit,
                    const std::function<clock::EventResult(clock::GameClock&, clock::TimeReading)>& event);
  // Why a staged event of board `i` was refused, in the user's language.
  [[nodiscard]] std::string refusal_of(std::size_t i, const clock::EventResult& result) const;
  // What board `i` shows at monotonic reading `now` (a restored board: the times of its last event).
  [[nodiscard]] clock::BoardFace board_face(std::size_t i, std::chrono::milliseconds now) const;
  // The recovery of waiting board `i` as the judge chose, at `now`.
  StagedClock stage_recover(std::size_t i, const clock::RecoveryChoice& choice, const std::string& reason,
                            clock::TimeReading now) const;
  // Writes the clocks' new records as one action (Error when the database refuses).
  void write_clocks(std::span<const tournament::ClockWrite> writes, std::optional<std::string_view> audit);

  Session& m_session;
  const clock::TimeSource& m_source;
  tournament::EventId m_event;
  int m_round = 0;
  std::optional<int> m_game;  // the game named, none: each board's game in play
  std::vector<Entry> m_entries;
  std::optional<std::chrono::milliseconds> m_last_checkpoint;  // reading of the last checkpoint
};

}  // namespace shashki::app
