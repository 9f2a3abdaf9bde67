#pragma once
// Pieces every report builder shares: the title block, translated words, player cells.

#include "shashki/reports/report_builders.hpp"
#include "shashki/tournament/initial_ranking.hpp"

#include <string>
#include <string_view>

// Marks an English msgid for xgettext (po/CMakeLists.txt extracts N_); the app translates it.
#define N_(text) text

namespace shashki::reports::detail {

/// The translator of `options`, or the identity.
class Words {
 public:
  explicit Words(const ReportOptions& options) : m_translate(options.translate) {}
  [[nodiscard]] std::string operator()(const std::string& msgid) const {
    return m_translate ? m_translate(msgid) : msgid;
  }

 private:
  Translate m_translate;
};

/// A report with the event's title block, labels, language and signatures filled in.
Report base_report(const tournament::Tournament& tournament, const ReportOptions& options,
                   const std::string& title);

/// A report about the event as it stands after `standings.after_round`: base_report with the
/// title `msgid` + the round, and, while games of the rounds counted still have no result, how
/// many (Report::pending_games), so that a table of a round in play is never taken for final.
Report after_round_report(const tournament::Tournament& tournament, const tournament::Standings& standings,
                          const ReportOptions& options, const std::string& msgid);

/// "Dynamo, Moscow": club and city, either may be missing.
std::string club_and_city(const tournament::Player& player);

/// The round a pairing or results report is about: options.round, else the last one there is.
const tournament::Round* chosen_round(const tournament::Tournament& tournament, const ReportOptions& options);

/// The points of a player written in the event's scale ("1.5", "3").
std::string points_text(const tournament::Tournament& tournament, tournament::Points points);

/// A number of points as `points_text` writes it, with its word: "2 points", "½ point"; in
/// Russian "2 очка", "½ очка". Whole phrases, as the word agrees with the number.
std::string points_phrase(const Words& words, const std::string& points);

/// One game's result from one player's side, as a crosstable writes it: "1", "½", "0" on
/// 1-0.5-0 ("2", "1", "0" on 2-1-0), "+" and "-" for forfeits.
std::string game_symbol(const tournament::Tournament& tournament, const tournament::GameRecord& game);

/// Points as the venue pages' marks write them: a decimal with a dot on the event's scale ("5.5",
/// "11"), never a fraction sign.
std::string decimal_points(tournament::Points points, tournament::ScoringScale scale);

/// The results of a board's games as `result set` writes them ("1-0", "=", "+/-"; a
/// micro-match's games separated by a space), empty until every game has one.
std::string result_codes(const tournament::Board& board);

/// One game's result from the board's White in the event's notation ("1-0", "½-½"; "2-0",
/// "1-1" on 2-1-0; forfeits as "+/-").
std::string result_text(const tournament::Tournament& tournament, tournament::GameResult result);

/// Marks the tie-break cells of the last body row of `table`, which start at `first`, with each
/// tie-break's code (`data-tiebreak`).
void mark_tiebreak_cells(Table& table, std::size_t first, const tournament::Standings& standings);

/// An official's post as a document heads it: "Chief judge" (in Russian "Главный судья").
std::string post_label(const Words& words, tournament::OfficialRole role);
/// The signature lines of the event's panel: the chief judge's and the chief secretary's, each
/// with his name and category ("Петров П. П. (ВК)"), the name left blank when not entered.
std::vector<Signer> panel_signers(const tournament::Tournament& tournament, const Words& words);

/// Translated title/category code ("KMS" -> "КМС").
std::string title_text(const Words& words, tournament::Title title);

}  // namespace shashki::reports::detail

namespace shashki::reports::detail {

/// Each player's place as printed: "3", or "3-5" for places shared after every tie-break;
/// empty for players left out of the standings. Indexed like Tournament::players.
std::vector<std::string> place_texts(const tournament::Standings& standings, std::size_t players);

/// The identity columns of a ranked list (rank, number, title, name, club/city, rating) and a
/// player's cells under them; rank, number and name are the key columns of a split page.
std::vector<Column> ranked_player_columns(const Words& words);
std::vector<std::string> ranked_player_cells(const Words& words, const tournament::Player& player,
                                             const std::string& place);

/// Appends the columns and cells shared by standings and crosstables: points and one column per
/// tie-break (headed by its code), and the legend naming each code.
void add_tiebreak_columns(Table& table, const tournament::Standings& standings, const Words& words);
void add_tiebreak_cells(std::vector<std::string>& cells, const tournament::Tournament& tournament,
                        const tournament::Standings& standings, std::size_t player);
std::vector<std::string> tiebreak_legend(const tournament::Standings& standings, const Words& words);
/// The "Rank earned" cell of player `player` (an index into Tournament::players): the rank's
/// title text, "(confirmed)" after a rank the player already held; empty without one.
std::string earned_rank_text(const Words& words, const tournament::NormReport& norms, std::size_t player);
/// The legend line of the norms: the table's edition, the participants and the tournament
/// coefficient.
std::string norms_legend(const Words& words, const tournament::NormReport& norms);

/// "Titles: GMI — International Grandmaster; MF — FMJD Master" for the FMJD titles the event's
/// players hold (in Russian "МГР — международный гроссмейстер (GMI)"); empty when none does.
std::vector<std::string> title_legend(const tournament::Tournament& tournament, const Words& words);
/// Notes on players left out of a round-robin standings.
std::vector<std::string> left_out_notes(const tournament::Tournament& tournament,
                                        const tournament::Standings& standings, const Words& words);

/// Knockout: " TB" when `player`'s match of round `round` was decided by tie-break games.
std::string knockout_mark(const tournament::Tournament& t, int round, tournament::PlayerId player);
/// Knockout: the legend of its places and, on a crosstable, of its marks; empty otherwise.
std::vector<std::string> knockout_legend(const tournament::Tournament& t, const Words& words,
                                         bool crosstable);

}  // namespace shashki::reports::detail
