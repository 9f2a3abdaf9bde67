#pragma once

#include "shashki/pairing/player.hpp"
#include "shashki/pairing/point_system.hpp"
#include "shashki/pairing/points_text.hpp"
#include "shashki/pairing/round_entry.hpp"
#include "shashki/tournament/pairing_ban.hpp"

#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace shashki::pairing {

/// An unordered pair of starting numbers that must not meet (a judge's decision: same club,
/// same family; JaVaFo XXP without values; TRF-2026 260). Stored with `first < second`.
struct ForbiddenPair {
  int first = 0;       ///< lower starting number
  int second = 0;      ///< higher starting number
  int from_round = 1;  ///< first round the ban applies to
  int to_round = 0;    ///< last round it applies to, 0 for the rest of the event
  /// Why: the judge's (a manual change, a TRF file) or an event's rule (docs/pairing-bans.md).
  tournament::BanGround ground = tournament::BanGround::judge;
  friend auto operator<=>(const ForbiddenPair&, const ForbiddenPair&) = default;
};

/// Everything a pairing system needs to pair the next round, and nothing else: the one model
/// shared by every engine, the checker, the generator and the TRF reader (in the spirit of
/// bbpPairings). The app layer maps the event database into it; it never reads a clock.
///
/// The round to be paired is the one after the last round in which the pairing decided
/// something (a game, a forfeit or a PAB); entries already present in that round's columns with
/// no opponent are absences announced for it (`0000 - H`, `0000 - Z`).
struct PairingInput {
  std::string name;                           ///< TRF 012, for display only
  std::vector<Player> players;                ///< sorted by starting number
  int total_rounds = 0;                       ///< XXR / TRF-2026 142; 0 when not given
  std::optional<clock::Side> initial_colour;  ///< player 1's colour in round 1 (XXC, 152); nullopt: unstated
  PointSystem point_system;                   ///< XXS / 162 (defaults: win, draw, loss)
  /// How the event writes its points: the TRF decimal columns ("1.0" or "2.0" for a won game)
  /// and the judge's texts. Scores themselves are the same Points on either scale.
  ScoringScale scale = ScoringScale::one_half_zero;
  /// XXA / 250: per player, virtual points per round of accelerated pairings (C.04.7) only.
  std::map<int, std::vector<Points>> accelerations;
  std::set<ForbiddenPair> forbidden_pairs;  ///< pairs the judge forbade
  std::set<int> withdrawn;                  ///< withdrawn: never paired again (C.04.2)
  /// Byes asked for in advance (TRF-2026 240): round -> player -> 'F', 'H' or 'Z'. For the round
  /// to be paired they are announced absences, like `0000 - H` in the round's columns.
  std::map<int, std::map<int, ResultCode>> requested_byes;

  /// The player with starting number `number`, or nullptr.
  [[nodiscard]] const Player* find(int number) const;
  /// The ban that keeps `a` and `b` apart in the round to be paired, or nullptr.
  [[nodiscard]] const ForbiddenPair* forbidden_by(int a, int b) const;
  /// Mutable access for builders and the manual-change tools.
  [[nodiscard]] Player* find(int number);
  /// Highest round in which some entry is a pairing decision; 0 before round 1.
  [[nodiscard]] int rounds_completed() const;
  /// The round an engine pairs now: rounds_completed() + 1.
  [[nodiscard]] int next_round() const { return rounds_completed() + 1; }
  /// The absence `number` announced for the round to be paired ('H', 'Z' or 'F'), if any.
  [[nodiscard]] std::optional<ResultCode> announced_absence(int number) const;
  /// To be paired in the next round: present, not withdrawn, not absent.
  [[nodiscard]] bool available(int number) const;
  /// Starting numbers of the players to pair in the next round, ascending.
  [[nodiscard]] std::vector<int> available_players() const;
  /// Score of `number` after `after_round` rounds (the real score, without acceleration).
  [[nodiscard]] Points score(int number, int after_round) const;
  /// Score after the completed rounds.
  [[nodiscard]] Points score(int number) const { return score(number, rounds_completed()); }
  /// Score used for pairing the next round: score plus the acceleration of that round (C.04.7).
  [[nodiscard]] Points pairing_score(int number) const { return pairing_score(number, rounds_completed()); }
  /// The same after `completed` rounds (callers looping over players compute it once).
  [[nodiscard]] Points pairing_score(int number, int completed) const;
  /// The initial colour in force (C.04.3 E.5; XXC, 152): the one given, else the one round 1
  /// was paired with (see initial_colour_of_round_one), else White (a lot not yet drawn).
  [[nodiscard]] clock::Side initial_colour_in_force() const;
  /// The initial colour that the rounds played show (C.04.3 E.5, read as bbpPairings reads a
  /// file without XXC): from the first round in which a board has colours, by the parity of the
  /// first coloured player's place among those paired by then; nullopt before round 1 is
  /// paired, or when no round has colours.
  [[nodiscard]] std::optional<clock::Side> initial_colour_of_round_one() const;
  /// Whether `a` and `b` have met over the board (C.04.3 C1: forfeits do not count).
  [[nodiscard]] bool have_met(int a, int b) const;
  /// Whether `a` against `b` is forbidden in the round to be paired.
  [[nodiscard]] bool is_forbidden(int a, int b) const;
  /// The position before round `round` was paired: rounds from `round` on are cut, except the
  /// absences already announced for `round` itself (used to re-pair a file round by round);
  /// a withdrawn player who was paired in `round` or later is not withdrawn yet.
  [[nodiscard]] PairingInput before_round(int round) const;
  /// Keeps `players` sorted by starting number (call after adding players).
  void sort_players();
};

}  // namespace shashki::pairing
