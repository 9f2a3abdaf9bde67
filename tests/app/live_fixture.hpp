#pragma once
// A temporary event database with a published round, for the live-play use cases.

#include "shashki/app/session.hpp"
#include "shashki/clock/clock_state.hpp"
#include "shashki/clock/manual_time_source.hpp"
#include "shashki/clock/side.hpp"
#include "shashki/rules/position.hpp"
#include "shashki/test/clock_printing.hpp"
#include "shashki/test/support.hpp"
#include "shashki/tournament/event.hpp"
#include "shashki/tournament/game_result.hpp"
#include "shashki/tournament/live_play.hpp"
#include "shashki/tournament/live_rows.hpp"
#include "shashki/tournament/player.hpp"

#include <filesystem>
#include <memory>
#include <optional>
#include <ostream>
#include <string>
#include <type_traits>
#include <vector>

namespace shashki::app::test {

/// An event of `boards` boards (2 x boards players), round 1 drafted and published, in a
/// temporary folder; a manual time source starting at 1 000 000 ms, 2026-05-01 10:00 UTC.
struct LiveFixture {
  explicit LiveFixture(int boards = 4, tournament::Discipline discipline = tournament::Discipline::classical,
                       std::string control = "30+30", bool micro_match = false);

  shashki::test::TempDir dir;
  std::filesystem::path path;
  std::unique_ptr<Session> session;
  clock::ManualTimeSource time;
  tournament::Event event;
  std::vector<tournament::Player> players;

  /// The key of game 1 of a board of round 1.
  [[nodiscard]] tournament::GameKey game(int board) const {
    return tournament::GameKey{event.id, 1, board, 1};
  }
  /// Closes the session (releasing the database's lock), as a program that stops.
  void close() { session.reset(); }
  /// Opens it again.
  void reopen() { session = std::make_unique<Session>(path, "app-tests"); }
  /// The number of audit rows, and the action names from the `from`-th on (0-based).
  [[nodiscard]] std::vector<std::string> audit_actions(std::size_t from = 0);
};

/// Enters `plies` quiet moves in `game`, each the first legal move that leaves the opponent no
/// capture, so that the balance of forces (and so a running draw count) stays as it is.
void enter_quiet_moves(Session& session, const tournament::GameKey& game, int plies);

/// Creates the event database at `path` as LiveFixture does (for a child process too).
tournament::Event create_live_event(Session& session, int boards, tournament::Discipline discipline,
                                    const std::string& control,
                                    std::vector<tournament::Player>* players = nullptr);

}  // namespace shashki::app::test

// Boost.Test prints model values in failure messages by their stable codes (found by ADL, also
// for an optional of them); the clock's come from shashki/test/clock_printing.hpp.
namespace shashki::rules {
inline std::ostream& boost_test_print_type(std::ostream& out, Color v) {
  return out << (v == Color::white ? "white" : "black");
}
template <typename T>
std::ostream& boost_test_print_type(std::ostream& out, const std::optional<T>& v) {
  if (!v) return out << "none";
  return boost_test_print_type(out, *v);
}
}  // namespace shashki::rules
namespace shashki::tournament {
// Every model enum with a stable code: GameResult, AppealVerdict, ClaimProposal, ClaimOutcome ...
template <typename E>
requires std::is_enum_v<E> && requires(E e) {
  code(e);
}
std::ostream& boost_test_print_type(std::ostream& out, const E& v) {
  return out << code(v);
}
template <typename T>
std::ostream& boost_test_print_type(std::ostream& out, const std::optional<T>& v) {
  if (!v) return out << "none";
  return boost_test_print_type(out, *v);
}
}  // namespace shashki::tournament
