#pragma once

#include "shashki/reports/report.hpp"
#include "shashki/tournament/prizes.hpp"
#include "shashki/tournament/rank_norms.hpp"
#include "shashki/tournament/standings.hpp"
#include "shashki/tournament/tournament.hpp"

#include <functional>
#include <map>
#include <string>

namespace shashki::reports {

/// Turns an English msgid into the reader's language. Reports is a core module and never calls
/// gettext: the app hands in its translator; empty means English.
using Translate = std::function<std::string(const std::string& msgid)>;

/// A title or category as every document and the console write it: the abbreviation in the
/// reader's language ("KMS", "1st cat."; in Russian "КМС", "1 р."), empty for none.
[[nodiscard]] std::string title_abbreviation(tournament::Title title, const Translate& translate);

/// What every report builder takes besides the event.
struct ReportOptions {
  Translate translate;          ///< empty: English
  std::string language = "en";  ///< BCP 47 code of the translation, for HTML
  std::string secretary;        ///< the chief secretary's name for the signature line
  int round = 0;                ///< pairing list, results: the round; 0 = the last round there is
  bool alphabetical = false;    ///< start list, pairing list: by name instead of number or board
  /// Pairing list by board: the Result column holds the results entered so far ("…" while a
  /// game is played), as the venue's live pairings show them; the wall list leaves it to fill in.
  bool with_results = false;
  /// Pairing list: the moves of an opening by its ballot code ("1.c3-d4 f6-g5 ..."), empty when
  /// unknown; the app looks them up in the event's table (reports does not load tables).
  std::function<std::string(const std::string& code)> opening_moves;
  /// Pairing list: the text of each board's QR code by board number (its clock page address on
  /// the venue network). When not empty, the list gets a QR column; a board without an entry
  /// (a bye) has an empty cell.
  std::map<int, std::string> board_qr = {};
  /// Standings: the name of the section they rank (docs/sections.md), printed after the title;
  /// empty for the whole event.
  std::string section;
  /// Standings: the sports-rank norms of the same players after the same round (docs/norms.md);
  /// when some rank is open to the field, a "Rank earned" column and a legend line show them.
  std::optional<tournament::NormReport> norms = std::nullopt;
};

/// Start list: number, title, name, rating, club, city; by starting number or by name (A4 portrait).
[[nodiscard]] Report start_list_report(const tournament::Tournament& tournament,
                                       const ReportOptions& options);

/// Pairing list of a round with the drawn opening: by board for the wall (board, numbers,
/// titles, names, clubs, points before the round, an empty result column to fill in; A4
/// landscape) or by name (each player's board, colour and opponent; A4 portrait). Notes under
/// the table give each opening's moves, that colours swap in game 2 of a micro-match, and the
/// players on no board (withdrawn, not yet entered, resting, absent).
[[nodiscard]] Report pairing_list_report(const tournament::Tournament& tournament,
                                         const ReportOptions& options);

/// Results of a round, board by board, each game of a micro-match shown. A4 portrait.
[[nodiscard]] Report results_report(const tournament::Tournament& tournament, const ReportOptions& options);

/// Standings after `standings.after_round` with the event's tie-breaks and their legend. A4 portrait.
[[nodiscard]] Report standings_report(const tournament::Tournament& tournament,
                                      const tournament::Standings& standings, const ReportOptions& options);

/// Crosstable, A4 landscape. Round robin: an N x N grid by starting number, the diagonal shaded,
/// a micro-match or a double round's cell showing both games. Otherwise (Swiss, knockout): one
/// line per player in rank order with each round's opponent, colour and result.
[[nodiscard]] Report crosstable_report(const tournament::Tournament& tournament,
                                       const tournament::Standings& standings, const ReportOptions& options);

/// The prize list after round `after_round`: each prize of the event's list with its ranking,
/// place, the player who receives it (or "not given") and the amount; shares of shared places
/// marked, with a legend line (docs/prizes.md). A4 portrait.
[[nodiscard]] Report prize_list_report(const tournament::Tournament& tournament,
                                       const std::vector<tournament::PrizeAward>& awards, int after_round,
                                       const ReportOptions& options);

}  // namespace shashki::reports
