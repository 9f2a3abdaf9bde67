// The standings of the reference corpus (tests/data/pairing/reference-corpus: 485 Swiss events
// with forfeits, byes, absences and withdrawals) against the final tie-breaks FIDE's reference
// computes under C.07 as in force from 1 March 2026: every value of every player, and the rank.
#include <boost/test/unit_test.hpp>

#include "printing.hpp"
#include "shashki/tournament/standings.hpp"
#include "trf_event.hpp"

#include <map>
#include <regex>

using namespace shashki::tournament;
using namespace shashki::tournament::testing;

namespace {

namespace fs = std::filesystem;

// The columns of a *.tiebreaks.tsv after StartNo, Rank and PTS, in the order the reference ranks
// by them, with our tie-break of the same definition.
const std::vector<std::pair<std::string, Tiebreak>> columns{
    {"BH/V2026", Tiebreak::buchholz},
    {"BH/C1/V2026", Tiebreak::buchholz_cut1},
    {"BH/C2/V2026", Tiebreak::buchholz_cut2},
    {"BH/M1/V2026", Tiebreak::buchholz_median1},
    {"SB/V2026", Tiebreak::sonneborn_berger},
    {"KS/V2026", Tiebreak::koya},
    {"WIN/V2026", Tiebreak::wins},
    {"WON/V2026", Tiebreak::wins_played},
    {"BPG/V2026", Tiebreak::games_with_black},
    {"PS/V2026", Tiebreak::progressive},
    {"ARO/V2026", Tiebreak::average_rating},
    {"TPR/V2026", Tiebreak::performance},
};

std::vector<std::string> split(const std::string& line, char by) {
  std::vector<std::string> out;
  std::string cell;
  std::istringstream in(line);
  while (std::getline(in, cell, by)) out.push_back(cell);
  return out;
}

// "4.25" points as an exact value in half-points; "1863" as a count.
TiebreakValue parse(const std::string& text, TiebreakValue::Unit unit) {
  const auto dot = text.find('.');
  if (dot == std::string::npos) {
    const std::int64_t whole = std::stoll(text);
    return unit == TiebreakValue::Unit::count ? TiebreakValue::count(whole)
                                              : TiebreakValue::half_points(2 * whole);
  }
  std::int64_t denominator = 1;
  for (std::size_t i = dot + 1; i < text.size(); ++i) denominator *= 10;
  const std::int64_t numerator = std::stoll(text.substr(0, dot) + text.substr(dot + 1));
  return TiebreakValue(2 * numerator, denominator, unit);
}

std::vector<fs::path> corpus_events() {
  std::vector<fs::path> files;
  for (const auto& entry :
       fs::directory_iterator(shashki::test::data_dir() / "pairing" / "reference-corpus")) {
    if (entry.path().extension() == ".trf") files.push_back(entry.path());
  }
  std::sort(files.begin(), files.end());
  return files;
}

int planned_rounds(const fs::path& file) {
  std::smatch m;
  const std::string name = file.filename().string();
  return std::regex_search(name, m, std::regex("_(\\d+)r\\.trf$")) ? std::stoi(m[1]) : 0;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(tiebreak_corpus_tests)

BOOST_AUTO_TEST_CASE(every_tie_break_of_every_player_of_the_corpus_equals_the_reference) {
  const auto files = corpus_events();
  BOOST_TEST_REQUIRE(files.size() == 485u);
  std::vector<Tiebreak> order;
  for (const auto& [column, tiebreak] : columns) order.push_back(tiebreak);
  int players = 0;
  int differences = 0;
  int ranks_differing = 0;
  for (const fs::path& trf : files) {
    const std::string name = trf.filename().string();
    const auto lines = read_trf("reference-corpus/" + name);
    Tournament t = to_tournament(lines, planned_rounds(trf));
    BOOST_TEST_REQUIRE(t.event.tiebreak_edition == TiebreakEdition::fide_2026);  // the default
    StandingsOptions options;
    options.tiebreaks = order;
    const Standings s = compute_standings(t, options);
    std::map<int, const StandingsRow*> row_of;
    for (const StandingsRow& row : s.rows) row_of[t.players[row.player].number] = &row;

    std::string tsv = shashki::test::read_file(fs::path(trf).replace_extension(".tiebreaks.tsv"));
    std::istringstream in(tsv);
    std::string line;
    std::getline(in, line);
    const auto header = split(line, '\t');
    while (std::getline(in, line)) {
      if (line.empty()) continue;
      const auto cells = split(line, '\t');
      BOOST_TEST_REQUIRE(cells.size() == header.size());
      const int number = std::stoi(cells[0]);
      const StandingsRow& row = *row_of.at(number);
      ++players;
      BOOST_TEST_INFO(name << " player " << number);
      BOOST_TEST((TiebreakValue::half_points(row.points.half_points()) ==
                  parse(cells[2], TiebreakValue::Unit::points)));
      for (std::size_t c = 0; c < columns.size(); ++c) {
        BOOST_TEST_REQUIRE(header[3 + c] == columns[c].first);
        const bool count = c >= 6 && columns[c].second != Tiebreak::progressive;
        const auto expected =
            parse(cells[3 + c], count ? TiebreakValue::Unit::count : TiebreakValue::Unit::points);
        const auto& actual = row.values[c];
        if (!actual || !(*actual == expected)) {
          ++differences;
          BOOST_TEST_INFO(name << " player " << number << " " << columns[c].first);
          BOOST_TEST(actual.has_value());
          if (actual) BOOST_TEST(actual->format(ScoringScale::one_half_zero) == cells[3 + c]);
        }
      }
      if (row.rank != std::stoi(cells[1])) ++ranks_differing;
      BOOST_TEST(row.rank == std::stoi(cells[1]));
    }
  }
  BOOST_TEST_MESSAGE(players << " players, " << differences << " tie-break values and " << ranks_differing
                             << " ranks differing");
  BOOST_TEST(players == 23423);
  BOOST_TEST(differences == 0);
}

BOOST_AUTO_TEST_SUITE_END()
