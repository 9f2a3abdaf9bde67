#pragma once

#include "shashki/tournament/checked.hpp"
#include "shashki/tournament/pairing_system.hpp"

#include <chrono>
#include <optional>
#include <string_view>
#include <vector>

namespace shashki::tournament {

/// A tie-break criterion. Codes follow FIDE C.07 acronyms where FIDE has one; the Shmulyan
/// coefficient is Russian draughts practice and has none, so "SHM".
enum class Tiebreak {
  shmulyan,          ///< "SHM": final scores of opponents beaten minus those lost to
  buchholz,          ///< "BH": sum of opponents' scores (C.07 8.1, Solkoff)
  buchholz_cut1,     ///< "BH-C1": without the least significant opponent (C.07 14.1)
  buchholz_cut2,     ///< "BH-C2": without the two least significant (C.07 14.1)
  buchholz_median1,  ///< "BH-M1": without the least and the most significant (C.07 14.2)
  sonneborn_berger,  ///< "SB": the Berger coefficient (C.07 9.1)
  koya,              ///< "KS": points against opponents with at least half the maximum (C.07 9.2)
  direct_encounter,  ///< "DE": points among the tied players (C.07 6)
  wins,              ///< "WIN": games won, unplayed wins included (C.07 7.1)
  wins_played,       ///< "WON": games won over the board (C.07 7.2)
  games_with_black,  ///< "BPG": games played over the board with Black (C.07 7.3)
  progressive,       ///< "PS": sum of the running scores after each round (C.07 7.5)
  average_rating,    ///< "ARO": average rating of opponents met over the board (C.07 10.1)
  performance,       ///< "TPR": tournament performance rating (C.07 10.2)
  playoff,           ///< "PO": order of a play-off, entered by the judge
  lot,               ///< "LOT": order drawn by lot, entered by the judge (the last resort)
};

/// The edition of FIDE C.07 that an event's tie-breaks follow. They differ in article 16.4, the
/// dummy opponent of a participant's own unplayed round in a Swiss event: in the 2024 edition it
/// holds the participant's own final score; in the 2026 edition (in force from 1 March 2026) the
/// lesser of that score and the scheduled opponent's (16.4.1) or, with no opponent, half the
/// maximum score (16.4.2).
enum class TiebreakEdition {
  fide_2024,  ///< "2024": C.07 as in force until 28 February 2026
  fide_2026,  ///< "2026": C.07 as in force from 1 March 2026 (the default)
};

/// Stable code of an edition: "2024" or "2026".
[[nodiscard]] std::string_view code(TiebreakEdition edition);
/// The edition with that code, if any.
[[nodiscard]] std::optional<TiebreakEdition> tiebreak_edition_from_code(std::string_view text);

/// The edition an event follows unless its regulations say otherwise: the one in force on its
/// first day, 2024 for an event that started before 1 March 2026, else (or with no date) 2026.
[[nodiscard]] TiebreakEdition default_tiebreak_edition(std::optional<std::chrono::year_month_day> start);

/// Stable code, e.g. "BH-C1".
[[nodiscard]] std::string_view code(Tiebreak tiebreak);
/// The tie-break with that code (letter case ignored), if any.
[[nodiscard]] std::optional<Tiebreak> tiebreak_from_code(std::string_view text);
/// English name, also the msgid the app translates ("Buchholz Cut-1").
[[nodiscard]] std::string_view name(Tiebreak tiebreak);
/// A table column's header: the code in English, also the msgid the app translates into a
/// short header in the reader's language ("BH-C1", in Russian "Бх-1").
[[nodiscard]] std::string_view abbreviation(Tiebreak tiebreak);
/// The tie-breaks of `codes` in order (letter case ignored), or the refusal naming the first
/// one that is no tie-break code, with every code there is.
[[nodiscard]] Checked<std::vector<Tiebreak>> tiebreaks_from_codes(const std::vector<std::string>& codes);
/// The codes of `tiebreaks`, in order.
[[nodiscard]] std::vector<std::string> tiebreak_codes(const std::vector<Tiebreak>& tiebreaks);
/// Every tie-break, in declaration order.
[[nodiscard]] const std::vector<Tiebreak>& all_tiebreaks();

/// Whether an event of `system` may use the tie-break. Buchholz-type criteria compare the
/// strength of opponents, which is the same for everyone in a round robin, so they are not
/// offered there (issue 8; C.07 annex of recommended tie-breaks).
[[nodiscard]] bool offered_for(Tiebreak tiebreak, PairingSystem system);
/// The tie-breaks an event gets when the regulations name none: round robin SB, wins, direct
/// encounter; Swiss Buchholz cut-1, Buchholz, wins, direct encounter; knockout none.
[[nodiscard]] std::vector<Tiebreak> default_tiebreaks(PairingSystem system);

}  // namespace shashki::tournament
