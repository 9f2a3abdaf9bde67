#pragma once

#include "shashki/app/clock_service.hpp"
#include "shashki/app/game_situation.hpp"
#include "shashki/app/session.hpp"
#include "shashki/tournament/live_play.hpp"

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace shashki::app {

/// A player's appeal to the judge (6.1.10.3), as the appeal form fills it in.
struct AppealRequest {
  int board = 0;
  clock::Side by = clock::Side::white;       ///< who appeals (and stops the clock)
  std::string reason;                        ///< what the player says, required
  std::optional<std::string> fen;            ///< the position set up by hand; none: from the recorded moves
  std::optional<std::string> disputed_move;  ///< a move whose legality is disputed, as written
};

/// The rules core's findings on the position of an appeal.
struct AppealFindings {
  PositionFacts facts;
  std::vector<std::string> legal_moves;  ///< every legal move, in notation
  std::optional<std::string> disputed_move;
  bool disputed_legal = false;    ///< the disputed move is legal here
  std::string clause;             ///< the clause the disputed move breaks, if it does
  std::string violation;          ///< what it breaks, in the user's language
  std::vector<CountView> counts;  ///< the endgame counts running (6.1.8.3-6.1.8.8)
  bool offer_allowed = false;     ///< a draw may be offered now (6.1.8.1, 6.1.10.2)
  int white_moves = 0;
  int black_moves = 0;
};

/// The judge's decision on an appeal.
struct AppealDecision {
  bool upheld = false;                     ///< the appeal was founded
  std::string explanation;                 ///< the judge's words, required
  std::optional<clock::Side> adjust_side;  ///< whose time changes (5.4.14.2 sanction, or compensation)
  std::chrono::milliseconds adjust{0};     ///< negative: time taken away; zero: no change at all
  bool resume = false;                     ///< the clock runs again on the judge's word
};

/// An appeal as the rulings board shows it.
struct AppealView {
  std::int64_t id = 0;
  int board = 0;
  clock::Side by = clock::Side::white;
  std::string reason;
  std::chrono::sys_time<std::chrono::milliseconds> opened_at{};  ///< UTC
  bool clock_paused = false;                                     ///< opening it stopped a running clock
  AppealFindings findings;
  std::optional<tournament::AppealVerdict> decision;
  std::string explanation;
  std::optional<clock::Side> adjust_side;
  std::chrono::milliseconds adjust{0};
};

/// Appeals of a round (6.1.10.3): opening one pauses its board's clock and records who and why
/// with the rules core's findings; the decision is stored together with the ruling, with an
/// optional time adjustment; the clock resumes only on the judge's word.
class AppealService {
 public:
  AppealService(Session& session, ClockService& clocks)
      : m_session(session), m_clocks(clocks.round_clocks()) {}

  /// Opens the appeal ("appeal.open"). Error(input) for a bad FEN or an empty reason.
  AppealView open(const AppealRequest& request);
  /// Decides it ("appeal.decide"): the ruling, the decision, the adjustment and the resumption in
  /// one transaction. Error(refused) for an appeal already decided or a refused adjustment, with
  /// nothing changed.
  AppealView decide(std::int64_t id, const AppealDecision& decision);
  /// The appeals of the round, oldest first.
  [[nodiscard]] std::vector<AppealView> list();
  /// The findings on a position without opening an appeal (the judge looks first).
  [[nodiscard]] AppealFindings findings(int board, const std::optional<std::string>& fen,
                                        const std::optional<std::string>& disputed_move);

 private:
  Session& m_session;
  RoundClocks& m_clocks;
};

}  // namespace shashki::app
