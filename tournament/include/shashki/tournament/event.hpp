#pragma once

#include "shashki/tournament/checked.hpp"
#include "shashki/tournament/discipline.hpp"
#include "shashki/tournament/ids.hpp"
#include "shashki/tournament/pairing_system.hpp"
#include "shashki/tournament/scoring.hpp"
#include "shashki/tournament/tiebreak.hpp"

#include <chrono>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shashki::tournament {

/// What becomes of a result both players agreed on at the board (board_result.hpp).
enum class BoardResults {
  confirm,  ///< "confirm": it waits for the arbiter's confirmation (the default)
  direct,   ///< "direct": it enters the tournament as soon as the opponent confirms it
};
/// Stable codes, as stored, written to JSON and given on the command line.
[[nodiscard]] std::string_view code(BoardResults setting);
[[nodiscard]] std::optional<BoardResults> board_results_from_code(std::string_view text);

/// What players who share a place after every tie-break receive of the money prizes
/// (docs/prizes.md, "Shared places").
enum class PrizeMoney {
  apart,   ///< "apart": the event's order gives each his own prize (the default)
  shared,  ///< "shared": they pool the money of the prizes their place brings and share it equally
};
/// Stable codes, as stored, written to JSON and given on the command line.
[[nodiscard]] std::string_view code(PrizeMoney setting);
[[nodiscard]] std::optional<PrizeMoney> prize_money_from_code(std::string_view text);

/// One tournament's settings as the regulations fix them.
struct Event {
  EventId id;  ///< database identity; 0 before it is stored
  std::string name;
  std::optional<std::chrono::year_month_day> start_date;
  std::optional<std::chrono::year_month_day> end_date;
  std::string venue;
  std::string chief_arbiter;
  std::vector<std::string> arbiters;
  Discipline discipline = Discipline::classical;
  /// The time control as the regulations write it ("30+30": minutes + seconds per move); the
  /// clock module turns it into a control (6.1.9).
  std::string time_control;
  PairingSystem system = PairingSystem::swiss;
  int rounds = 0;
  ScoringScale scale = ScoringScale::two_one_zero;
  bool micro_match = false;
  MicroMatchScoring match_scoring = MicroMatchScoring::per_game;
  std::vector<Tiebreak> tiebreaks;  ///< in order of application (C.07); none: the system's default
  /// The C.07 edition the tie-breaks follow (article 16.4 differs): 2026 unless the event
  /// started before 1 March 2026 and its regulations say 2024.
  TiebreakEdition tiebreak_edition = TiebreakEdition::fide_2026;
  std::string opening_table;  ///< ballot table for openings (6.1.4.1), e.g. "IDF"
  /// The table's own CSV text when the judge loaded a federation's file (opening_table then
  /// names the file); empty for the tables built into the program. Kept with the event so that
  /// pairing never depends on the file staying where it was.
  std::string opening_csv;
  std::string rule_edition;  ///< edition of the rules in force
  /// How many half-point byes (C.04.2, TRF 'H') a player may request in this event; 0 when the
  /// regulations allow none. Zero-point byes (announced absences) are always accepted. A
  /// half-point bye is worth a drawn game (a drawn match in a micro-match).
  int half_byes = 0;
  /// Whether the players' agreed results from the board wait for the arbiter or enter at once.
  BoardResults board_results = BoardResults::confirm;
  /// The sports-rank norm table's CSV (format::read_norm_table) when the judge loaded one into the
  /// event; empty for the table shipped with the program (docs/norms.md).
  std::string norm_csv;
  /// What players sharing a place receive of the money prizes.
  PrizeMoney prize_money = PrizeMoney::apart;

  /// The scoring rules that follow from scale, micro_match, match_scoring and the system (a
  /// round robin's odd player out rests instead of taking a bye).
  [[nodiscard]] Scoring scoring() const {
    return {scale, micro_match, match_scoring,
            system == PairingSystem::round_robin || system == PairingSystem::double_round_robin};
  }

  friend bool operator==(const Event&, const Event&) = default;
};

/// Checks an event before it is stored; the message names the field.
[[nodiscard]] Checked<Event> check_event(Event event);

}  // namespace shashki::tournament
