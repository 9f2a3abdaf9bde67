#pragma once

#include "shashki/clock/display.hpp"
#include "shashki/clock/game_clock.hpp"
#include "shashki/clock/time_control.hpp"
#include "shashki/clock/time_source.hpp"

#include <chrono>
#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace shashki::clock {

/// What the screen needs to draw one board's clock.
struct BoardFace {
  std::chrono::milliseconds white{0};
  std::chrono::milliseconds black{0};
  std::chrono::milliseconds delay_left{0};  ///< simple delay still to run for the side to move
  ClockPhase phase = ClockPhase::not_started;
  std::optional<Side> running;  ///< whose clock runs
  std::optional<Side> flag;     ///< a flag that fell or is due at the reading
  DisplayText white_text;
  DisplayText black_text;
};

/// The face of `clock` at the time-source reading `now` (no allocation).
[[nodiscard]] BoardFace face_of(const GameClock& clock, std::chrono::milliseconds now);

/// The clocks of a whole round, one per board, on one time source. Events read the source
/// themselves; faces() reads it once for all boards so every face shows the same instant.
class ClockBoard {
 public:
  /// An empty board list on `source` (which must outlive the board).
  explicit ClockBoard(const TimeSource& source) : m_source(source) {}

  /// Adds a board running `control`; returns its index.
  std::size_t add(TimeControl control);
  /// Adds a board whose clock was rebuilt elsewhere (e.g. by recover()); returns its index.
  std::size_t add(GameClock clock);
  /// Number of boards.
  [[nodiscard]] std::size_t size() const { return m_clocks.size(); }
  /// The clock of a board.
  [[nodiscard]] const GameClock& clock(std::size_t board) const { return m_clocks.at(board); }

  /// Starts one board (White first, 6.1.4.1).
  EventResult start(std::size_t board, Side first = Side::white);
  /// A press on one board.
  EventResult press(std::size_t board, Side side);
  /// Pauses one board, e.g. for an appeal (6.1.10.3).
  EventResult pause(std::size_t board, std::optional<Side> by, std::string reason);
  /// Resumes one board.
  EventResult resume(std::size_t board);
  /// A judge's time adjustment on one board.
  EventResult adjust(std::size_t board, Side side, std::chrono::milliseconds delta, std::string reason);
  /// A judge's move counter correction on one board.
  EventResult set_moves(std::size_t board, Side side, int moves, std::string reason);
  /// Ends the game of one board.
  EventResult end(std::size_t board, std::string reason = {});

  /// Starts every board not yet started, all at one reading; returns how many started.
  std::size_t start_all();
  /// Pauses every running board (an announcement to the hall); returns how many paused.
  std::size_t pause_all(const std::string& reason);
  /// Resumes the boards pause_all() stopped (not those paused for an appeal); returns how many.
  std::size_t resume_all();
  /// Records every flag that has fallen by now; returns how many fell in this call.
  std::size_t check_flags();
  /// Writes the indices of boards whose flag has fallen (recorded) into `out`; returns the
  /// number written (at most out.size()).
  std::size_t flagged(std::span<std::size_t> out) const;

  /// Fills `out[i]` with board i's face at one reading of the source, for i < out.size().
  /// Allocates nothing and changes nothing.
  void faces(std::span<BoardFace> out) const;

 private:
  // Applies `event` to every clock in `phase`; returns how many accepted it.
  template <typename Event>
  std::size_t apply_to(ClockPhase phase, Event event);

  const TimeSource& m_source;
  std::vector<GameClock> m_clocks;
  std::vector<bool> m_hall_paused;  // stopped by pause_all(), so resume_all() may restart it
};

}  // namespace shashki::clock
