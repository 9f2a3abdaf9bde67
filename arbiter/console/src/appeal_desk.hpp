#pragma once

#include "shashki/clock/clock_board.hpp"

#include <chrono>
#include <optional>
#include <string>
#include <vector>

namespace shashki::console {

/// What the judge decided on an appeal (the decision form returns this plain struct).
struct AppealDecision {
  std::string decision;                       ///< the ruling in the judge's words, with its clause
  std::chrono::milliseconds adjust_white{0};  ///< time added (or taken, if negative) to White, 5.4.14.2
  std::chrono::milliseconds adjust_black{0};
  bool resume = true;                         ///< restart the clock at once (the judge's word)
};

/// One appeal at a board (6.1.10.3): who, why, and, once decided, the decision.
struct Appeal {
  std::size_t tile = 0;  ///< index of the board's clock
  int board = 0;         ///< board number, as the players see it
  std::optional<clock::Side> by;
  std::string reason;
  std::optional<AppealDecision> decision;
};

/// The appeals of a round on its clocks: opening one pauses the board's clock, deciding it
/// applies the time adjustment and resumes on the judge's word. Kept in memory until the app's
/// appeal service lands (it will store the appeal with its ruling).
class AppealDesk {
 public:
  explicit AppealDesk(clock::ClockBoard& clocks) : m_clocks(clocks) {}

  /// Opens an appeal and pauses the clock; the refusal's English text when the clock cannot
  /// pause (not started, finished), else nullopt.
  std::optional<std::string> open(std::size_t tile, int board, std::optional<clock::Side> by, std::string reason);
  /// Decides the open appeal of `tile`; the refusal's text when there is none or the clock
  /// refuses an adjustment (the appeal then stays open; an adjustment already made stays).
  std::optional<std::string> decide(std::size_t tile, const AppealDecision& decision);
  /// True while `tile` has an undecided appeal (its tile shows "paused for appeal").
  [[nodiscard]] bool is_open(std::size_t tile) const;
  /// Every appeal, oldest first.
  [[nodiscard]] const std::vector<Appeal>& appeals() const { return m_appeals; }

 private:
  Appeal* open_appeal(std::size_t tile);
  clock::ClockBoard& m_clocks;
  std::vector<Appeal> m_appeals;
};

}  // namespace shashki::console
