#pragma once
// A fallen flag turned into the result the judge confirms, with what the position and the
// endgame databases say of it.

#include "shashki/app/clock_answers.hpp"
#include "shashki/app/round_clocks.hpp"
#include "shashki/endgame/tablebase.hpp"
#include "shashki/tournament/game_result.hpp"

#include <filesystem>
#include <optional>
#include <set>
#include <vector>

namespace shashki::app {

/// The flags of the round's clocks: recorded when they fall, proposed as a result
/// (tournament::flag_fall_ruling), confirmed by the judge. The endgame databases they consult
/// (6.1.10.5: "a theoretically won position") are theirs, not the clocks'.
class FlagProposals {
 public:
  /// The flags of `clocks`, consulting the endgame databases in `endgame_directory`.
  FlagProposals(RoundClocks& clocks, const std::filesystem::path& endgame_directory);

  /// Records every flag that has fallen by now; returns the proposals for the judge.
  std::vector<FlagProposal> check_flags();
  /// The proposal for a fallen flag of a board, if its flag has fallen.
  [[nodiscard]] std::optional<FlagProposal> proposal(int board) const;
  /// The judge confirms the result of a fallen flag (or another: a win, a loss or a draw; a
  /// forfeit is refused) ("clock.flag-result"): the result is entered and the clock ends, in one
  /// transaction.
  void confirm(int board, tournament::GameResult result);

  /// The endgame databases a proposal consults.
  [[nodiscard]] const endgame::Tablebase& endgame_databases() const { return m_endgame; }
  /// Reads the endgame databases from `directory` from now on.
  void use_endgame_directory(const std::filesystem::path& directory) {
    m_endgame = endgame::Tablebase(directory);
  }

 private:
  RoundClocks& m_clocks;
  endgame::Tablebase m_endgame;  // class files load on first probe
  // The boards with a fallen flag's proposal waiting, as far as this writer knows: read from the
  // database once, then kept, so that a look for withdrawn flags reads the proposals only when
  // one of these boards' flags is gone.
  std::optional<std::set<int>> m_flag_proposals;
};

}  // namespace shashki::app
