#pragma once

#include "shashki/app/clock_service.hpp"
#include "shashki/app/endgame_service.hpp"
#include "shashki/app/game_situation.hpp"
#include "shashki/app/session.hpp"
#include "shashki/endgame/tablebase.hpp"
#include "shashki/tournament/draw_claim.hpp"
#include "shashki/tournament/live_play.hpp"

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shashki::app {

/// The answer to a draw offer: allowed (and recorded, for the opponent's answer) or refused,
/// with the clause and the move counts it was checked against.
struct OfferAnswer {
  bool allowed = false;
  std::string clause;   ///< "6.1.8.1" or "6.1.10.2"
  std::string message;  ///< in the user's language
  int white_moves = 0;
  int black_moves = 0;
  std::optional<std::int64_t> id;  ///< the stored offer, when allowed
};

/// A draw claim checked against the recorded game: the ruling proposed to the judge.
struct ClaimAnswer {
  std::int64_t id = 0;
  std::string clause;
  tournament::ClaimProposal proposal = tournament::ClaimProposal::judge;
  std::string message;  ///< in the user's language
  PositionFacts facts;
  std::vector<CountView> counts;
  bool increment = true;                       ///< the control adds time per move (6.1.10.4)
  std::chrono::milliseconds claimant_time{0};  ///< the claimant's time left (6.1.10.5)
  int occurrences = 1;                         ///< of the current position (repetition)
  /// What the endgame databases say about the position, for the claims the judge rules on
  /// (6.1.8.5, 6.1.8.7, 6.1.10.4, 6.1.10.5); the message ends with its text.
  std::optional<EndgameFinding> endgame;
};

/// The proposal in the user's language: "a draw", "no draw", "for the judge to decide".
[[nodiscard]] std::string proposal_text(tournament::ClaimProposal proposal);

/// The ruling a stored claim proposed (ClaimAnswer::message), in the language in force: worded
/// again from its stored facts (the ground's code, the game's facts, the endgame databases'
/// verdict typed), the claimant `by` and its `clause`. A claim an older version stored with the
/// text of its day reads as that text.
[[nodiscard]] std::string claim_ruling_text(std::string_view stored_facts, clock::Side by,
                                            std::string_view clause);

/// Draw offers and claims on the boards of a round, checked by the rules core against the
/// recorded game and the clock's move counters. A refused offer changes nothing; a claim is
/// stored with its proposed ruling and decided by the judge.
class ClaimService {
 public:
  /// Claims on the boards of `clocks`, consulting the endgame databases of
  /// default_endgame_directory() (6.1.10.5).
  ClaimService(Session& session, ClockService& clocks);
  /// Reads the endgame databases from `directory` from now on.
  void use_endgame_directory(const std::filesystem::path& directory) {
    m_endgame = endgame::Tablebase(directory);
  }

  /// A draw offer by `by`, checked against 6.1.8.1 (classical) or 6.1.10.2 (rapid, lightning;
  /// `fen` lets the judge give the position of an unrecorded game). Stored ("draw.offer") only
  /// when allowed.
  OfferAnswer offer_draw(int board, clock::Side by, const std::optional<std::string>& fen = std::nullopt);
  /// A draw claim ("draw.claim") with the ruling proposed and its clause. Error(refused) when
  /// the game has no recorded position to check against.
  ClaimAnswer claim_draw(int board, clock::Side by, tournament::DrawClaimKind kind);
  /// The answer to an offer or the judge's decision on a claim ("draw.decide"); an accepted one
  /// makes the game a draw and ends its clock in the same transaction.
  void decide(std::int64_t id, bool accepted);

 private:
  Session& m_session;
  RoundClocks& m_clocks;
  endgame::Tablebase m_endgame;  // class files load on first probe
};

}  // namespace shashki::app
