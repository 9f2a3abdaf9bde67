#pragma once

#include "shashki/app/clock_reason.hpp"
#include "shashki/app/endgame_service.hpp"
#include "shashki/app/position_facts.hpp"
#include "shashki/app/session.hpp"
#include "shashki/clock/clock_board.hpp"
#include "shashki/clock/game_clock.hpp"
#include "shashki/clock/recovery.hpp"
#include "shashki/clock/remote_press.hpp"
#include "shashki/clock/time_source.hpp"
#include "shashki/db/live_rows.hpp"
#include "shashki/endgame/tablebase.hpp"
#include "shashki/tournament/game_result.hpp"
#include "shashki/tournament/ids.hpp"
#include "shashki/tournament/message.hpp"

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <variant>
#include <vector>

namespace shashki::app {

/// A flag fall turned into a result the judge confirms (or changes): whose flag, the result it
/// would give, and the position's facts when the moves were recorded. A flag against a bare
/// king, or when the opponent cannot win on material, is left to the judge.
struct FlagProposal {
  int board = 0;
  clock::Side flagged = clock::Side::white;
  int move = 0;                                                  ///< the move the flag fell on
  tournament::GameResult result = tournament::GameResult::draw;  ///< proposed, seen from the game's White
  bool judge_must_decide = false;      ///< the opponent cannot win on material, or has a bare king
  std::optional<PositionFacts> facts;  ///< none when no move was recorded
  /// What the endgame databases say about the position (6.1.10.5: "a theoretically won
  /// position"); none when no move was recorded. The explanation ends with its text.
  std::optional<EndgameFinding> endgame;
  std::string explanation;  ///< in the user's language
};

/// How a press from a board's device was answered; a duplicate gets its first answer again.
struct RemoteAck {
  std::uint64_t sequence = 0;  ///< the press acknowledged
  bool duplicate = false;      ///< acknowledged before: nothing was written now
  clock::RemoteOutcome outcome = clock::RemoteOutcome::applied;
  std::chrono::milliseconds think{0};  ///< think time charged (zero when discarded)
};

/// The answer to one clock event.
struct ClockAnswer {
  bool accepted = false;
  std::string message;               ///< why it was refused, in the user's language
  std::optional<FlagProposal> flag;  ///< a flag that fell before or with the event
  std::optional<RemoteAck> remote;   ///< a press from a board's device, once acknowledged
};

/// One press of a batch (ClockService::remote_presses): the board, what its device sent, and the
/// connection's round-trip bound.
struct BoardPress {
  int board = 0;
  clock::RemotePress press;
  std::chrono::milliseconds rtt_bound{0};
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
  db::ClockWrite write;
};

/// The clocks of one published round: one per board with a game (byes have none), with the
/// event's control or the board's own. A micro-match's board plays its games one after the
/// other: unless a game is named, each board's clock is that of its game in play (the first
/// without a result), and when that game's result is entered the board's next game's clock
/// takes its place, not started. Every event is written to the database before the
/// in-memory clock changes, so an acknowledged event survives a crash; opening the service after
/// a crash restores every clock PAUSED and offers the judge the recovery choice.
class ClockService {
 public:
  /// Loads the clocks of round `round` from their journals: each board's game in play, or game
  /// `game` of every board when one is named. Error(refused) when the round is not published,
  /// Error(input) for an unreadable control, Error(database) for a journal that does not replay
  /// (naming board and record).
  ClockService(Session& session, const clock::TimeSource& source, tournament::EventId event, int round,
               std::optional<int> game = std::nullopt);
  ~ClockService();
  ClockService(const ClockService&) = delete;
  ClockService& operator=(const ClockService&) = delete;

  /// How often checkpoint_if_due() writes the running clocks' times: what a crash can cost.
  static constexpr std::chrono::seconds checkpoint_interval{5};
  /// The reason recorded with the pause of every running clock when the program closes.
  static constexpr std::string_view closing_reason = clock_reason::console_closed;

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
  /// checkpoint() when checkpoint_interval has passed since the last one (a redraw tick calls
  /// it); returns how many were written.
  int checkpoint_if_due();
  /// Starts one board; refused for a game whose result is in.
  ClockAnswer start(int board);
  /// A player's press (not audited: a player's doing, not the arbiter's).
  ClockAnswer press(int board, clock::Side side);
  /// A press sent by the board's device (not audited, like press()): charged the device's think
  /// time within the bounds of what the server saw and `rtt_bound` (clock::plan_press). Its
  /// sequence must follow the board's acknowledged one; a repeated one gets its first answer and
  /// writes nothing. Journaled (clock record and remote_presses row, one transaction) before the
  /// clock changes.
  /// A write the database refuses (the round is no longer played, the disk failed) is answered
  /// refused with its reason, and the clock does not change.
  ClockAnswer remote_press(int board, const clock::RemotePress& press, std::chrono::milliseconds rtt_bound);
  /// Presses from several boards' devices in the order they arrived, each answered as
  /// remote_press() answers it; the answers in the same order. Written together (group commit):
  /// one transaction for each run of presses that names no board twice, so that a hall of
  /// devices costs one write to the disk per batch rather than one per press. Every press is
  /// still journaled before its answer exists. A batch the database refuses is refused whole,
  /// nothing written.
  std::vector<ClockAnswer> remote_presses(std::span<const BoardPress> presses);
  /// The presses a board's device made while offline, in order (`acknowledged`: the last sequence
  /// the device saw acknowledged). Applied one after another by the device's think times up to
  /// now (clock::plan_replay), or, if anything but this device's presses reached the journal after
  /// its last acknowledged press, recorded as discarded; refused as a whole, nothing written, when
  /// the sequences do not follow or the clock refuses one (a wrong side, a paused clock). A flag
  /// that falls by the device's own times is recorded and discards the presses from there on.
  ReplayAnswer replay(int board, std::span<const clock::RemotePress> presses, std::uint64_t acknowledged,
                      std::chrono::milliseconds rtt_bound);
  /// The last sequence of the board's device the server has answered (0: none); read back from
  /// the database when the service opens, so a restart keeps presses idempotent.
  [[nodiscard]] std::uint64_t acknowledged_sequence(int board) const;
  /// How long the board's device was offline before its last replay, if it replayed.
  [[nodiscard]] std::optional<std::chrono::milliseconds> last_outage(int board) const;
  /// Pauses one board ("clock.pause").
  ClockAnswer pause(int board, std::optional<clock::Side> by, const std::string& reason);
  /// Resumes one board ("clock.resume").
  ClockAnswer resume(int board);
  /// The judge adds or removes time ("clock.adjust").
  ClockAnswer adjust(int board, clock::Side side, std::chrono::milliseconds delta, const std::string& reason);
  /// Records every flag that has fallen by now; returns the proposals for the judge.
  std::vector<FlagProposal> check_flags();
  /// The judge confirms the result of a fallen flag (or another: a win, a loss or a draw; a
  /// forfeit is refused) ("clock.flag-result"): the result is entered and the clock ends, in one
  /// transaction.
  void confirm_flag(int board, tournament::GameResult result);

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
  [[nodiscard]] db::GameKey game(int board) const;
  /// Whether the service runs the clock of game `game` of `board` now.
  [[nodiscard]] bool runs(int board, int game) const;
  /// The control a board's clock plays.
  [[nodiscard]] const clock::TimeControl& control(int board) const;
  /// The event the round belongs to.
  [[nodiscard]] tournament::EventId event() const { return m_event; }
  /// The round.
  [[nodiscard]] int round() const { return m_round; }
  /// Whether the board waits for the recovery choice.
  [[nodiscard]] bool awaiting_recovery(int board) const;
  /// The time source (so that a use case stages events at its reading).
  [[nodiscard]] const clock::TimeSource& source() const { return m_source; }

  /// Applies `event` to a copy of the board's clock at the source's reading now.
  [[nodiscard]] StagedClock stage(
      int board, const std::function<clock::EventResult(clock::GameClock&, clock::TimeReading)>& event) const;
  /// Makes a staged clock the board's, once its records are written.
  void adopt(StagedClock staged);
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
  /// The proposal for a fallen flag of a board, if its flag has fallen.
  [[nodiscard]] std::optional<FlagProposal> flag_proposal(int board) const;

  /// The endgame databases a flag proposal or a claim consults (default_endgame_directory()
  /// unless use_endgame_directory() chose another).
  [[nodiscard]] const endgame::Tablebase& endgame_databases() const { return m_endgame; }
  /// Reads the endgame databases from `directory` from now on.
  void use_endgame_directory(const std::filesystem::path& directory) {
    m_endgame = endgame::Tablebase(directory);
  }

 private:
  struct Entry {
    int board = 0;
    db::GameKey key;
    clock::TimeControl control;
    bool own_control = false;
    clock::GameClock clock;
    std::size_t stored = 0;                                // journal records already in the database
    std::optional<clock::RecoveryQuestion> pending;        // waiting for the judge after a restart
    bool hall_paused = false;                              // stopped by pause_all()
    bool has_result = false;                               // the game is over: its clock never starts
    std::vector<bool> results = {};                        // by game of the board: has its result
    std::vector<db::RemotePressRow> remote = {};           // the device's answered presses, by sequence
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
  // The answer to a staged event once its records are written (a refused one's flag too).
  ClockAnswer conclude(int board, StagedClock staged, std::optional<std::string_view> audit);
  // Why a staged event was refused, in the user's language.
  [[nodiscard]] std::string refusal_of(std::size_t index, const clock::EventResult& result) const;
  // The answer to a press whose sequence is acknowledged: its first answer, if it repeats it.
  ClockAnswer repeated(int board, const clock::RemotePress& press) const;
  // What board `i` shows at monotonic reading `now` (a restored board: the times of its last event).
  [[nodiscard]] clock::BoardFace board_face(std::size_t i, std::chrono::milliseconds now) const;
  // A remote press applied to its board's clock in place, not yet written: its place in the
  // batch, the clock before it (to undo it if the write fails) and what to write.
  struct PendingPress {
    std::size_t at = 0;
    std::size_t index = 0;
    clock::GameClock::Mark before;
    clock::EventResult result;
    db::ClockWrite write;
  };
  // The press applied to its board's clock, or its answer when it writes nothing (repeated,
  // refused before the clock saw it). Presses are applied in place rather than on a copy of
  // the clock, whose journal grows by a record a move.
  std::variant<ClockAnswer, PendingPress> apply_remote(const BoardPress& press, std::size_t at);
  // Writes the applied presses in one transaction and fills in their answers; undoes them all
  // when the write fails.
  void settle(std::vector<PendingPress>& pending, std::vector<ClockAnswer>& answers);
  // The answer to an applied press once it is written.
  ClockAnswer settled(const PendingPress& press);
  // Remembers the remote presses of a committed write that began at journal length `before`.
  void remember(std::size_t i, const db::ClockWrite& write, std::size_t before);
  // The recovery of waiting board `i` as the judge chose, at `now`.
  StagedClock stage_recover(std::size_t i, const clock::RecoveryChoice& choice, const std::string& reason,
                            clock::TimeReading now) const;
  // Writes the clocks' new records as one action (Error when the database refuses).
  void write_clocks(std::span<const db::ClockWrite> writes, std::optional<std::string_view> audit);
  // Writes the staged clocks' new records as one action, then adopts them all.
  void commit(std::vector<StagedClock> staged, std::optional<std::string_view> audit);

  Session& m_session;
  const clock::TimeSource& m_source;
  tournament::EventId m_event;
  int m_round = 0;
  std::optional<int> m_game;  // the game named, none: each board's game in play
  std::vector<Entry> m_entries;
  std::optional<std::chrono::milliseconds> m_last_checkpoint;  // reading of the last checkpoint
  endgame::Tablebase m_endgame;                                // class files load on first probe
};

/// The English msgid of a clock refusal, for tr().
[[nodiscard]] const char* refusal_text(clock::Refusal refusal);

}  // namespace shashki::app
