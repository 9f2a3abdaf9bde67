#pragma once

#include "shashki/pairing/engine.hpp"
#include "shashki/pairing/engine_factory.hpp"
#include "shashki/pairing/pairing_input.hpp"
#include "shashki/tournament/message.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace shashki::pairing {

/// A rule a proposed round can break. Stored codes are the `reference` strings of findings,
/// never these ordinals.
enum class Rule {
  rematch,                 ///< C1: the two have already played each other
  second_pairing_bye,      ///< C2: the PAB to a player who already had one
  bye_after_unplayed_win,  ///< C2 (2026): the PAB to a player who already scored a win unplayed
  colour_difference,       ///< C3: colour difference beyond +2 or -2 (C.04.1 f)
  colour_three_in_a_row,   ///< C3: the same colour a third time running (C.04.1 g)
  absent_paired,           ///< C.04.2: a player who announced an absence is paired
  withdrawn_paired,        ///< C.04.2: a withdrawn player is paired
  paired_twice,            ///< C.04.1: a player appears on two boards (or a board and the bye)
  not_paired,              ///< C.04.1: a player to be paired is on no board and has no bye
  unknown_player,          ///< a starting number that is not in the event
  too_many_byes,           ///< C.04.1: more than one player left without an opponent
  forbidden_pair,          ///< the judge forbade this pair (same club, same family, ...)
  regulations_pair,        ///< the event's regulations keep this pair apart (docs/pairing-bans.md)
};

/// The rule's number as the judge reads it: "C1", "C2", "C3", "C.04.1", "C.04.2", "judge" or
/// "regulations" (msgids: the judge's own decision, the event's rule; translated where shown).
std::string_view rule_reference(Rule rule);

/// One broken rule: which, who, and a sentence for the judge.
struct Finding {
  Rule rule = Rule::rematch;  ///< the rule
  std::vector<int> players;   ///< the starting numbers concerned
  /// e.g. "3 and 9 already played in round 2", for the app to translate.
  tournament::Message explanation;
  /// "C1: 3 and 9 already played in round 2", in English (logs, the stored edit record).
  [[nodiscard]] std::string describe() const;
};

/// What the rules of the event are; the defaults are those of a Swiss (FIDE C.04).
struct CheckOptions {
  int max_meetings = 1;          ///< how often two players may meet (2 in a double round robin)
  bool colour_rules = true;      ///< C3 colour limits (off for round robins and knockouts)
  bool pairing_bye_once = true;  ///< C2 (off where a bye is the table's, e.g. round robin)
  int max_byes = 1;              ///< players without an opponent (a knockout's round 1: many)
  /// A round robin pairs absentees and withdrawn players (their games are forfeited).
  bool absent_may_be_paired = false;

  /// The options of the rounds `engine` pairs; `double_cycle` for a double round robin.
  static CheckOptions for_engine(EngineKind engine, bool double_cycle = false);
};

/// Every rule the proposed round `pairing` breaks, given the position before it. Independent of
/// any engine: it works from the rules, not from how a round was made.
std::vector<Finding> check_round(const PairingInput& input, const Pairing& pairing,
                                 const CheckOptions& options = {});

}  // namespace shashki::pairing
