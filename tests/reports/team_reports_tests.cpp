// The documents of a team event on a small event computed by hand: the start list with its
// rosters, a round's match list, the crosstable, the standings with their legend and the board
// prizes; each one written as PDF, and read in Russian through the project's own catalogs.
#include <boost/test/unit_test.hpp>

#include "pdf_probe.hpp"
#include "sample_reports.hpp"
#include "shashki/reports/csv_writer.hpp"
#include "shashki/reports/html_writer.hpp"
#include "shashki/reports/pdf_writer.hpp"
#include "shashki/reports/team_report_builders.hpp"
#include "shashki/test/support.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

namespace {

namespace tn = shashki::tournament;
using namespace shashki::reports;

tn::MatchBoard team_reports_board(int home, int away, bool home_white, tn::GameResult result) {
  tn::MatchBoard board;
  board.home_player = home;
  board.away_player = away;
  board.home_white = home_white;
  board.result = result;
  return board;
}

// Three teams of two boards and a reserve, three rounds, 2-1-0 match points, a bye each round:
//   R1: 1 Dynamo - 2 Spartak 1½:½ (1-4 1-0 with White, 2-5 drawn with Black); 3 Zenit bye
//   R2: 3 Zenit - 1 Dynamo 1½:½ (7-1 drawn; 8 with Black beats Dynamo's reserve 3); 2 bye
//   R3: 2 Spartak - 3 Zenit forfeited, Spartak wins (Zenit did not come); 1 bye
// Match points 3 each; game points (a bye is half the boards): 2: 3½, 1: 3, 3: 2½.
tn::Tournament team_reports_event() {
  tn::Tournament t;
  t.event.name = "Team Cup";
  t.event.system = tn::PairingSystem::swiss;
  t.event.rounds = 3;
  t.event.scale = tn::ScoringScale::one_half_zero;  // game points read 1-0.5-0
  const char* names[] = {"Alekseev", "Borisov", "Vasiliev", "Grigoriev", "Dmitriev",
                         "Egorov",   "Zhukov",  "Zaitsev",  "Ivanov"};
  for (int n = 1; n <= 9; ++n) {
    tn::Player p;
    p.number = n;
    p.id = tn::PlayerId{n};
    p.name = names[n - 1];
    t.players.push_back(p);
  }
  tn::TeamEvent event;
  event.system = tn::PairingSystem::swiss;
  event.rounds_planned = 3;
  event.boards_per_match = 2;
  event.teams = {{1, "Dynamo", "DYN", "Moscow", "Ivanov I.", {1, 2, 3}},
                 {2, "Spartak", "SPA", "Kazan", "Petrov P.", {4, 5, 6}},
                 {3, "Zenit", "ZEN", "St Petersburg", "Sidorov S.", {7, 8, 9}}};
  using tn::GameResult;
  tn::TeamMatch r1{1, 1, 2, tn::MatchForfeit::none, {}};
  r1.boards = {team_reports_board(1, 4, true, GameResult::white_wins),
               team_reports_board(2, 5, false, GameResult::draw)};
  tn::TeamMatch r2{2, 3, 1, tn::MatchForfeit::none, {}};
  r2.boards = {team_reports_board(7, 1, true, GameResult::draw),
               team_reports_board(8, 3, false, GameResult::black_wins)};
  tn::TeamMatch r3{3, 2, 3, tn::MatchForfeit::home_wins, {}};
  event.matches = {r1, {1, 3, std::nullopt, tn::MatchForfeit::none, {}},
                   r2, {2, 2, std::nullopt, tn::MatchForfeit::none, {}},
                   r3, {3, 1, std::nullopt, tn::MatchForfeit::none, {}}};
  t.team = event;
  return t;
}

TeamRanking team_reports_ranking(const tn::Tournament& t, int after_round = 3) {
  TeamRanking ranking;
  ranking.after_round = after_round;
  ranking.tiebreaks = tn::default_team_tiebreaks(t.team->system);
  ranking.rows = tn::team_standings(*t.team, ranking.tiebreaks, after_round);
  return ranking;
}

// The body row whose cell `column` reads `text`.
const Row& team_reports_row(const Report& report, std::size_t column, const std::string& text) {
  for (const Row& row : report.table.body) {
    if (row.cells.size() > column && row.cells[column].text == text) return row;
  }
  BOOST_FAIL("no row with \"" << text << "\" in column " << column);
  return report.table.body.front();
}

std::vector<std::string> team_reports_texts(const Row& row) {
  std::vector<std::string> texts;
  for (const Cell& cell : row.cells) texts.push_back(cell.text);
  return texts;
}

bool team_reports_has(const std::vector<std::string>& lines, const std::string& part) {
  return std::any_of(lines.begin(), lines.end(),
                     [&](const std::string& line) { return line.find(part) != std::string::npos; });
}

// The Russian of the project's catalogs (po/ru/*.po), read the simple way: one-line msgids and
// msgstrs, continued by quoted lines. Enough for the words of a document.
std::string team_reports_unquote(const std::string& line) {
  const auto first = line.find('"');
  const auto last = line.rfind('"');
  std::string text;
  for (std::size_t i = first + 1; i < last; ++i) {
    if (line[i] == '\\' && i + 1 < last) {
      ++i;
      text += line[i] == 'n' ? '\n' : line[i];
    } else {
      text += line[i];
    }
  }
  return text;
}

Translate team_reports_russian() {
  auto catalog = std::make_shared<std::map<std::string, std::string>>();
  for (const auto& f : std::filesystem::directory_iterator(shashki::test::source_dir() / "po" / "ru")) {
    if (f.path().extension() != ".po") continue;
    std::ifstream in(f.path());
    std::string line;
    std::string id;
    std::string str;
    std::string* current = nullptr;
    const auto flush = [&] {
      if (!id.empty() && !str.empty()) catalog->emplace(id, str);
      id.clear();
      str.clear();
      current = nullptr;
    };
    while (std::getline(in, line)) {
      if (line.starts_with("msgid ")) {
        flush();
        id = team_reports_unquote(line);
        current = &id;
      } else if (line.starts_with("msgstr ")) {
        str = team_reports_unquote(line);
        current = &str;
      } else if (line.starts_with("\"") && current != nullptr) {
        *current += team_reports_unquote(line);
      } else if (line.starts_with("msgid_plural") || line.starts_with("msgstr[")) {
        current = nullptr;
      }
    }
    flush();
  }
  return [catalog](const std::string& id) {
    const auto found = catalog->find(id);
    return found == catalog->end() ? id : found->second;
  };
}

// Three teams of two boards, three rounds, a bye each round (tests/data/teams/three_teams_3r.trf):
// team 1 Kazan wins both its matches; in round 3 team 2 leaves board 1 empty.
const std::string team_reports_trf =
    shashki::test::read_file(shashki::test::data_dir() / "teams" / "three_teams_3r.trf");

std::string team_reports_pdf(const Report& report) {
  std::ostringstream out;
  write_pdf(report, out);
  return out.str();
}

}  // namespace

BOOST_AUTO_TEST_SUITE(team_reports_tests)

BOOST_AUTO_TEST_CASE(the_start_list_gives_each_team_then_its_roster_with_the_reserve_marked) {
  const auto t = team_reports_event();
  const Report report = team_start_list_report(t, {});
  const Row& dynamo = report.table.body.at(0);
  BOOST_REQUIRE(dynamo.cells.size() == 1u);
  BOOST_TEST(dynamo.cells[0].text == "Team 1: Dynamo (DYN), Moscow; captain: Ivanov I.");
  BOOST_TEST(dynamo.cells[0].column_span == 6u);
  // Dynamo's roster: Alekseev and Borisov on boards 1 and 2, Vasiliev the reserve.
  BOOST_TEST(team_reports_row(report, 3, "Alekseev").cells[0].text == "1");
  BOOST_TEST(team_reports_row(report, 3, "Borisov").cells[0].text == "2");
  BOOST_TEST(team_reports_row(report, 3, "Vasiliev").cells[0].text == "res.");
  BOOST_TEST(report.table.body.size() == 12u);  // three teams of one line and three players
  BOOST_TEST(team_reports_pdf(report).starts_with("%PDF"));
}

BOOST_AUTO_TEST_CASE(the_match_list_gives_each_board_with_colours_result_and_the_captains_lines) {
  const auto t = team_reports_event();
  ReportOptions options;
  options.round = 2;
  const Report report = team_match_list_report(t, options);
  BOOST_TEST(report.title == "Matches, round 2");
  const Row& head = team_reports_row(report, 0, "Match 1");
  BOOST_TEST(
      team_reports_texts(head) == (std::vector<std::string>{"Match 1", "3 Zenit", "1½ : ½", "1 Dynamo"}),
      boost::test_tools::per_element());
  // Board 2: Zaitsev of Zenit with Black beat Dynamo's reserve Vasiliev.
  BOOST_TEST(team_reports_texts(team_reports_row(report, 0, "2")) ==
                 (std::vector<std::string>{"2", "8", "Zaitsev", "b", "1 : 0", "w", "Vasiliev", "3"}),
             boost::test_tools::per_element());
  BOOST_TEST(team_reports_texts(team_reports_row(report, 0, "1")) ==
                 (std::vector<std::string>{"1", "7", "Zhukov", "w", "½ : ½", "b", "Alekseev", "1"}),
             boost::test_tools::per_element());
  const Row& captains = report.table.body.at(report.table.body.size() - 2);  // before the bye
  BOOST_TEST(captains.cells[2].text.starts_with("Captain Sidorov S.: ___"));
  BOOST_TEST(captains.cells[6].text.starts_with("Captain Ivanov I.: ___"));
  BOOST_TEST(team_reports_texts(report.table.body.back()) ==
                 (std::vector<std::string>{"Bye", "2 Spartak", "", "", "", ""}),
             boost::test_tools::per_element());
  // The venue pages' marks (docs/reports.md): each match a table body of its own, holding its
  // boards' rows with their players' numbers and the result as `result set` writes it.
  const auto html = write_html(report);
  BOOST_TEST(html.find("<tbody data-match=\"1\" data-white-team=\"3\" data-black-team=\"1\">") !=
             std::string::npos);
  // Board 2: Vasiliev (3) had White and lost to Zaitsev (8).
  BOOST_TEST(html.find("<tr data-board=\"2\" data-white=\"3\" data-black=\"8\" data-result=\"0-1\">") !=
             std::string::npos);
  BOOST_TEST(html.find("<tbody data-match=\"bye\" data-white-team=\"2\">") != std::string::npos);
  BOOST_TEST(team_reports_pdf(report).starts_with("%PDF"));
}

BOOST_AUTO_TEST_CASE(a_match_forfeited_as_a_whole_is_said_so_in_the_match_list) {
  const auto t = team_reports_event();
  ReportOptions options;
  options.round = 3;
  const Report report = team_match_list_report(t, options);
  BOOST_TEST(team_reports_texts(team_reports_row(report, 0, "Match 1"))[2] == "2 : 0");
  BOOST_TEST(report.table.body.at(1).cells.at(1).text == "Match forfeited: won by 2 Spartak");
  BOOST_TEST(report.table.body.back().cells.at(1).text == "1 Dynamo");
}

BOOST_AUTO_TEST_CASE(the_crosstable_cell_gives_match_then_game_points_and_marks_byes_and_forfeits) {
  const auto t = team_reports_event();
  const TeamRanking ranking = team_reports_ranking(t);
  const Report report = team_crosstable_report(t, ranking, {});
  BOOST_TEST(report.title == "Team crosstable after round 3");
  // Standings order: Spartak 3 MP 3½ GP, Dynamo 3 MP 3 GP, Zenit 3 MP 2½ GP (MPVGP first).
  std::vector<std::string> headers;
  for (const Column& c : report.table.columns) headers.push_back(c.header);
  BOOST_TEST(headers == (std::vector<std::string>{"No", "Team", "2", "1", "3", "Bye", "MP", "GP", "Place"}),
             boost::test_tools::per_element());
  BOOST_TEST(team_reports_texts(team_reports_row(report, 0, "1")) ==
                 (std::vector<std::string>{"1", "Dynamo", "2 (1½)", "", "0 (½)", "1 (1)", "3", "3", "2"}),
             boost::test_tools::per_element());
  BOOST_TEST(team_reports_texts(team_reports_row(report, 0, "2")) ==
                 (std::vector<std::string>{"2", "Spartak", "", "0 (½)", "+ 2 (2)", "1 (1)", "3", "3½", "1"}),
             boost::test_tools::per_element());
  BOOST_TEST(team_reports_row(report, 0, "3").cells[2].text == "- 0 (0)");
  BOOST_TEST(team_reports_row(report, 0, "1").cells[3].shaded);  // the diagonal
  BOOST_TEST(team_reports_has(report.legend, "+ / -: a match won / lost by forfeit"));
  BOOST_TEST((report.orientation == Orientation::landscape));
  // A spreadsheet reads the halves as decimals.
  BOOST_TEST(write_csv(report).find("2 (1.5)") != std::string::npos);
  BOOST_TEST(team_reports_pdf(report).starts_with("%PDF"));
}

BOOST_AUTO_TEST_CASE(the_crosstable_after_a_round_counts_only_the_rounds_up_to_it) {
  const auto t = team_reports_event();
  const Report report = team_crosstable_report(t, team_reports_ranking(t, 1), {});
  const Row& spartak = team_reports_row(report, 0, "2");
  BOOST_TEST(std::none_of(spartak.cells.begin(), spartak.cells.end(),
                          [](const Cell& c) { return c.text.starts_with("+"); }));
}

BOOST_AUTO_TEST_CASE(the_standings_give_the_team_tiebreaks_and_their_articles) {
  const auto t = team_reports_event();
  const TeamRanking ranking = team_reports_ranking(t);
  const Report report = team_standings_report(t, ranking, {});
  BOOST_TEST(report.title == "Team standings after round 3");
  BOOST_TEST(report.table.columns.at(6).header == "MPVGP");
  BOOST_TEST(team_reports_texts(report.table.body.at(0))[2] == "Spartak");
  BOOST_TEST(team_reports_texts(report.table.body.at(0))[6] == "3.5");  // MPVGP: the game points
  BOOST_TEST(team_reports_texts(report.table.body.at(2))[2] == "Zenit");
  BOOST_TEST(team_reports_has(
      report.legend, "MPVGP: Secondary score (match points v game points), FIDE C.07, article 13.1"));
  BOOST_TEST(team_reports_has(report.legend, "BH-C1: Buchholz Cut-1, FIDE C.07, article 14.1"));
  BOOST_TEST(write_html(report).find("<td class=\"r b\">3</td>") != std::string::npos);  // MP in bold
  BOOST_TEST(write_html(report).find("data-rank=\"1\" data-team=\"2\" data-match-points=\"") !=
             std::string::npos);
  BOOST_TEST(write_html(report).find("data-tiebreak=\"MPVGP\">3.5<") != std::string::npos);
  BOOST_TEST(team_reports_pdf(report).starts_with("%PDF"));
}

BOOST_AUTO_TEST_CASE(board_prizes_list_the_qualified_by_percentage_then_those_short_of_games) {
  const auto t = team_reports_event();
  const int min_games = tn::default_board_prize_min_games(*t.team);
  BOOST_TEST(min_games == 2);
  const Report report = board_prizes_report(t, tn::board_prizes(*t.team, min_games), min_games, 3, {});
  BOOST_TEST(report.table.body.at(0).cells.at(0).text == "Board 1");
  // Board 1: Alekseev 1½ of 2 (75%) ranked; Zhukov (½ of 1) and Grigoriev (0 of 1) short of games.
  BOOST_TEST(team_reports_texts(report.table.body.at(1)) ==
                 (std::vector<std::string>{"1", "1", "Alekseev", "Dynamo", "2", "1½", "75.0"}),
             boost::test_tools::per_element());
  BOOST_TEST(team_reports_texts(report.table.body.at(2)) ==
                 (std::vector<std::string>{"", "7", "Zhukov", "Zenit", "1", "½", "50.0"}),
             boost::test_tools::per_element());
  BOOST_TEST(report.table.body.at(3).cells.at(2).text == "Grigoriev");
  BOOST_TEST(report.table.body.at(4).cells.at(0).text == "Board 2");
  BOOST_TEST(team_reports_has(report.legend, "Minimum games for a prize: 2"));
  // With a minimum of one game, board 2 is ranked: Zaitsev 100%, then Borisov and Dmitriev 50%.
  const Report one = board_prizes_report(t, tn::board_prizes(*t.team, 1), 1, 3, {});
  BOOST_TEST(team_reports_row(one, 2, "Zaitsev").cells[0].text == "1");
  BOOST_TEST(team_reports_row(one, 2, "Borisov").cells[0].text == "2");
  BOOST_TEST(team_reports_row(one, 2, "Dmitriev").cells[0].text == "2");
  BOOST_TEST(team_reports_row(one, 2, "Vasiliev").cells[0].text == "4");
  BOOST_TEST(team_reports_pdf(report).starts_with("%PDF"));
}

BOOST_AUTO_TEST_CASE(every_team_document_reads_in_russian_with_the_russian_catalog) {
  const auto t = team_reports_event();
  ReportOptions options;
  options.translate = team_reports_russian();
  options.language = "ru";
  options.round = 2;
  const TeamRanking ranking = team_reports_ranking(t);
  const Report start = team_start_list_report(t, options);
  const Report matches = team_match_list_report(t, options);
  const Report cross = team_crosstable_report(t, ranking, options);
  const Report standings = team_standings_report(t, ranking, options);
  const Report prizes = board_prizes_report(t, tn::board_prizes(*t.team, 2), 2, 3, options);
  BOOST_TEST(start.title == "Стартовый список команд");
  BOOST_TEST(start.table.columns.at(0).header == "Доска");
  BOOST_TEST(start.table.body.at(0).cells.at(0).text ==
             "Команда 1: Dynamo (DYN), Moscow; капитан: Ivanov I.");
  BOOST_TEST(matches.title == "Матчи, тур 2");
  BOOST_TEST(matches.table.columns.at(2).header == "Участник");
  BOOST_TEST(matches.table.body.at(3).cells.at(2).text.starts_with("Капитан"));
  BOOST_TEST(matches.table.body.at(4).cells.at(0).text == "Своб.");
  BOOST_TEST(cross.title == "Командная таблица после тура 3");
  BOOST_TEST(cross.table.columns.at(1).header == "Команда");
  BOOST_TEST(standings.title == "Командное положение после тура 3");
  BOOST_TEST(team_reports_has(standings.legend, "статья 13.1"));
  BOOST_TEST(prizes.title == "Призы по доскам после тура 3");
  BOOST_TEST(prizes.table.body.at(0).cells.at(0).text == "Доска 1");
  // Each PDF, read back by poppler, carries its Russian title; its first page is left as a PNG
  // in <build>/tests/reports/report_pages/ to be looked at.
  const std::pair<const Report*, const char*> files[] = {{&start, "team_start_list_ru.pdf"},
                                                         {&matches, "team_matches_ru.pdf"},
                                                         {&cross, "team_crosstable_ru.pdf"},
                                                         {&standings, "team_standings_ru.pdf"},
                                                         {&prizes, "team_board_prizes_ru.pdf"}};
  for (const auto& [report, name] : files) {
    BOOST_TEST_INFO(name);
    const auto file = samples::pages_dir() / name;
    write_pdf(*report, file);
    samples::first_page_png(file);
    BOOST_TEST(samples::probe_pdf(file).text.find(report->title) != std::string::npos);
    BOOST_TEST(write_html(*report).find("lang=\"ru\"") != std::string::npos);
  }
}

BOOST_AUTO_TEST_CASE(shashki_report_writes_the_team_documents_and_board_prizes_only_for_a_team_event) {
  shashki::test::TempDir dir;
  const auto db = dir.path() / "event.db";
  const auto trf = dir.path() / "team.trf";
  std::ofstream(trf, std::ios::binary) << team_reports_trf;
  const auto shashki = [&](const std::string& args) {
    return shashki::test::run(
        shashki::test::shashki_command("--db " + shashki::test::quoted(db) + " --lang en " + args));
  };
  const auto imported = shashki("trf import " + shashki::test::quoted(trf));
  BOOST_TEST_REQUIRE(imported.exit_code == 0, imported.err);
  const std::string event = " --event 1";
  for (const std::string kind :
       {"start-list", "pairings", "results", "standings", "crosstable", "board-prizes"}) {
    for (const std::string format : {"html", "pdf", "csv"}) {
      const auto out = dir.path() / (kind + "." + format);
      const auto r =
          shashki("report " + kind + event + " --format " + format + " --out " + shashki::test::quoted(out));
      BOOST_TEST_INFO(kind << " " << format << ": " << r.err);
      BOOST_TEST(r.exit_code == 0);
      const std::string content = shashki::test::read_file(out);
      BOOST_TEST((format == "pdf" ? content.starts_with("%PDF") : content.find("Tula") != std::string::npos));
    }
  }
  // Board 1: Alpha won both his games (two of three rounds: the minimum); Delta and Zeta played one.
  const std::string prizes = shashki::test::read_file(dir.path() / "board-prizes.csv");
  BOOST_TEST(prizes.find("1,1,\"Alpha, A\",Kazan,2,2,100.0") != std::string::npos, prizes);
  BOOST_TEST(prizes.find(",4,\"Delta, D\",Moscow,1,0,0.0") != std::string::npos, prizes);
  const std::string cross = shashki::test::read_file(dir.path() / "crosstable.csv");
  BOOST_TEST(cross.find("1,Kazan,,2 (2),2 (1.5),1 (1),5,4.5,1") != std::string::npos, cross);
  const auto fewer = shashki("report board-prizes" + event + " --min-games 1 --format csv --out " +
                             shashki::test::quoted(dir.path() / "one.csv"));
  BOOST_TEST(fewer.exit_code == 0, fewer.err);
  BOOST_TEST(shashki::test::read_file(dir.path() / "one.csv").find("4,5,\"Eps, E\",Moscow,2,0.5,25.0") !=
             std::string::npos);
  const auto none = shashki("report board-prizes" + event + " --min-games 0 --format csv --out " +
                            shashki::test::quoted(dir.path() / "none.csv"));
  BOOST_TEST(none.exit_code == 2);
  BOOST_TEST(none.err.starts_with("error: --min-games"), none.err);
  // An individual event has no board prizes: refused, naming the event.
  const auto created = shashki("event create --name Open --system swiss --rounds 5 --discipline classical");
  BOOST_TEST_REQUIRE(created.exit_code == 0, created.err);
  const auto refused = shashki("report board-prizes --event 2 --format csv --out " +
                               shashki::test::quoted(dir.path() / "refused.csv"));
  BOOST_TEST(refused.exit_code == 3);
  BOOST_TEST(
      refused.err.find("board prizes are awarded in team events only; event 2 is an individual event") !=
          std::string::npos,
      refused.err);
}

BOOST_AUTO_TEST_SUITE_END()
