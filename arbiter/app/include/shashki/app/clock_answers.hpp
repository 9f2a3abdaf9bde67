#pragma once
// What the round's clocks, the boards' devices and a fallen flag answer the front ends.

#include "shashki/app/endgame_service.hpp"
#include "shashki/app/position_facts.hpp"
#include "shashki/clock/event_result.hpp"
#include "shashki/clock/remote_press.hpp"
#include "shashki/clock/side.hpp"
#include "shashki/tournament/game_result.hpp"

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>

namespace shashki::app {

/// A flag fall turned into a result the judge confirms (or changes): whose flag, the result it
/// would give (tournament::flag_fall_ruling), and the position's facts when the moves were
/// recorded. A flag against a bare king, or when the opponent cannot win on material, is left to
/// the judge.
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

/// The English msgid of a clock refusal, for tr().
[[nodiscard]] const char* refusal_text(clock::Refusal refusal);

}  // namespace shashki::app
