// The judge's language: every message id of the sources has its Russian translation (plural
// forms where there is a count), no message outside the command line names a command-line
// option, and the use cases' refusals reach a Russian judge in Russian.
#include "in_russian.hpp"
#include "rounds_fixture.hpp"

#include "shashki/app/appeal_service.hpp"
#include "shashki/app/bye_service.hpp"
#include "shashki/app/claim_service.hpp"
#include "shashki/app/clock_service.hpp"
#include "shashki/app/demo_service.hpp"
#include "shashki/app/endgame_service.hpp"
#include "shashki/app/errors.hpp"
#include "shashki/app/event_reports.hpp"
#include "shashki/app/i18n.hpp"
#include "shashki/app/load_tournament.hpp"
#include "shashki/app/opening_tables.hpp"
#include "shashki/app/rulings.hpp"
#include "shashki/app/terms.hpp"
#include "shashki/app/trf_service.hpp"
#include "shashki/clock/manual_time_source.hpp"
#include "shashki/db/database.hpp"
#include "shashki/test/support.hpp"

#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <fstream>
#include <functional>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace {

using namespace shashki;
using app::test::SessionFixture;
namespace fs = std::filesystem;

// One entry of a .po or .pot file.
struct PoEntry {
  std::string id;
  std::string plural;
  std::vector<std::string> translations;  // msgstr, or msgstr[0..n]
  bool fuzzy = false;
  std::vector<std::string> references;  // "path:line"
};

// The text of a quoted PO string, escapes resolved.
std::string unquoted(std::string_view line) {
  const auto open = line.find('"');
  const auto close = line.rfind('"');
  std::string out;
  for (auto i = open + 1; i < close; ++i) {
    if (line[i] == '\\' && i + 1 < close) {
      const char c = line[++i];
      out += c == 'n' ? '\n' : c == 't' ? '\t' : c;
    } else {
      out += line[i];
    }
  }
  return out;
}

std::vector<PoEntry> read_po(const fs::path& file) {
  std::vector<PoEntry> entries;
  std::ifstream in(file);
  PoEntry entry;
  std::string* field = nullptr;
  bool started = false;
  const auto finish = [&] {
    if (started) entries.push_back(entry);
    entry = {};
    field = nullptr;
    started = false;
  };
  std::string line;
  while (std::getline(in, line)) {
    if (line.starts_with("#:")) {
      if (started && !entry.id.empty() && field != nullptr) finish();
      std::istringstream refs(line.substr(2));
      for (std::string r; refs >> r;) entry.references.push_back(r);
    } else if (line.starts_with("#,")) {
      entry.fuzzy = entry.fuzzy || line.find("fuzzy") != std::string::npos;
    } else if (line.starts_with("msgid_plural ")) {
      entry.plural = unquoted(line);
      field = &entry.plural;
    } else if (line.starts_with("msgid ")) {
      if (started) finish();
      started = true;
      entry.id = unquoted(line);
      field = &entry.id;
    } else if (line.starts_with("msgstr")) {
      entry.translations.push_back(unquoted(line));
      field = &entry.translations.back();
    } else if (line.starts_with("\"") && field != nullptr) {
      *field += unquoted(line);
    } else if (line.find_first_not_of(" \t\r") == std::string::npos) {
      finish();
    }
  }
  finish();
  return entries;
}

// The message ids of the sources as xgettext finds them: the `pot` target's script, so that the
// template and this test know the same keywords (plural ones included).
std::vector<PoEntry> source_messages() {
  const shashki::test::TempDir dir;
  const auto pot = dir.path() / "sources.pot";
  const auto result =
      shashki::test::run(shashki::test::quoted(shashki::test::source_dir() / "scripts" / "xgettext-sources") +
                         " " + shashki::test::quoted(pot));
  BOOST_REQUIRE_MESSAGE(result.exit_code == 0, "xgettext failed: " + result.err);
  auto entries = read_po(pot);
  std::erase_if(entries, [](const PoEntry& e) { return e.id.empty(); });
  return entries;
}

// What the Russian catalogs say of each message id (and plural id): translated, not fuzzy.
std::map<std::string, const PoEntry*> russian(const std::vector<std::vector<PoEntry>>& files) {
  std::map<std::string, const PoEntry*> known;
  for (const auto& file : files) {
    for (const auto& e : file) {
      if (e.id.empty()) continue;
      known.emplace(e.id, &e);
      if (!e.plural.empty()) known.emplace(e.plural, &e);
    }
  }
  return known;
}

std::vector<fs::path> russian_files() {
  std::vector<fs::path> files;
  for (const auto& f : fs::directory_iterator(shashki::test::source_dir() / "po" / "ru")) {
    if (f.path().extension() == ".po") files.push_back(f.path());
  }
  return files;
}

// True when a message may name command-line options: the command line's own, and the options
// of the console program's own command line (`shashki-console --start-clocks`).
bool may_name_options(const PoEntry& e) {
  static const std::set<std::string> console_options{"--start-clocks"};
  bool all_cli = !e.references.empty();
  for (const auto& r : e.references) all_cli = all_cli && r.starts_with("arbiter/cli/");
  if (all_cli) return true;
  static const std::regex option("--[a-z][a-z-]*");
  const std::string text = e.id + " " + e.plural;
  for (auto it = std::sregex_iterator(text.begin(), text.end(), option); it != std::sregex_iterator(); ++it) {
    if (!console_options.contains(it->str())) return false;
  }
  return true;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(i18n)

BOOST_AUTO_TEST_CASE(
    every_message_of_the_sources_has_a_russian_translation_and_only_the_command_line_names_options) {
  std::vector<std::vector<PoEntry>> catalogs;
  for (const auto& f : russian_files()) catalogs.push_back(read_po(f));
  const auto known = russian(catalogs);
  const auto messages = source_messages();
  BOOST_TEST(messages.size() > 500u);  // the sources were found
  static const std::regex option("--[a-z]");
  static const std::regex command("`[^`]+`");
  for (const auto& m : messages) {
    const std::string where = m.references.empty() ? "?" : m.references.front();
    for (const auto& id : {m.id, m.plural}) {
      if (id.empty()) continue;
      const auto it = known.find(id);
      const bool translated = it != known.end() && !it->second->fuzzy && !it->second->translations.empty() &&
                              std::all_of(it->second->translations.begin(), it->second->translations.end(),
                                          [](const std::string& t) { return !t.empty(); });
      BOOST_TEST(translated, where << ": no Russian translation of \"" << id << "\"");
    }
    // Russian has three plural forms (Plural-Forms of po/ru/*.po): a count needs all three.
    if (!m.plural.empty()) {
      const auto it = known.find(m.id);
      BOOST_TEST((it != known.end() && it->second->translations.size() == 3u),
                 where << ": \"" << m.id << "\" needs msgstr[0], [1] and [2]");
    }
    const bool names_option = std::regex_search(m.id + m.plural, option) || std::regex_search(m.id, command);
    BOOST_TEST((!names_option || may_name_options(m)),
               where << ": a command-line word outside the command line: \"" << m.id << "\"");
  }
}

BOOST_AUTO_TEST_CASE(msgfmt_counts_no_untranslated_or_fuzzy_entry_in_any_russian_catalog) {
  for (const auto& f : russian_files()) {
    const auto result =
        shashki::test::run("msgfmt --check-format --statistics -o /dev/null " + shashki::test::quoted(f));
    BOOST_TEST(result.exit_code == 0, f.filename() << ": " << result.err);
    BOOST_TEST(result.err.find("untranslated") == std::string::npos, f.filename() << ": " << result.err);
    BOOST_TEST(result.err.find("fuzzy") == std::string::npos, f.filename() << ": " << result.err);
  }
}

BOOST_AUTO_TEST_SUITE_END()

namespace {

using shashki::app::test::InRussian;

// Latin words of `text` that are our wording left in English: quoted input ('...', «...»),
// paths, codes in capitals (TRF, PDN, FEN, CSV, IDF, FMJD, C.04.2) and the names of a players
// file's columns are names of things, not words.
std::vector<std::string> english_words(const std::string& text) {
  static const std::set<std::string> names{"SQLite", "Basic", "name",  "rating",    "title",   "club",
                                           "city",   "birth", "rapid", "lightning", "deciding"};
  std::string plain;
  for (std::size_t i = 0; i < text.size();) {
    const auto skip_to = [&](std::string_view open, std::string_view close) {
      if (text.compare(i, open.size(), open) != 0) return false;
      const auto end = text.find(close, i + open.size());
      if (end == std::string::npos) return false;
      i = end + close.size();
      plain += ' ';
      return true;
    };
    if (skip_to("'", "'") || skip_to("«", "»")) continue;
    plain += text[i++];
  }
  std::vector<std::string> words;
  std::istringstream tokens(plain);
  for (std::string token; tokens >> token;) {
    if (token.find('/') != std::string::npos) continue;  // a path
    static const std::regex word("[A-Za-z]+");
    for (auto it = std::sregex_iterator(token.begin(), token.end(), word); it != std::sregex_iterator();
         ++it) {
      const std::string w = it->str();
      const bool capitals = std::all_of(w.begin(), w.end(), [](char c) { return c >= 'A' && c <= 'Z'; });
      if (w.size() >= 2 && !capitals && !names.contains(w)) words.push_back(w);
    }
  }
  return words;
}

// A refusal the walk provokes: what the judge did, and the call.
struct Refusal {
  std::string what;
  std::function<void()> call;
};

// An event of 4 players and 2 rounds with round 1 played and completed, round 2 drafted.
struct WalkFixture : SessionFixture {
  tournament::EventId swiss = make_event(4, 2);
  tournament::EventId robin = make_event(4, 3, false, tournament::PairingSystem::round_robin);
  tournament::EventId knockout = make_event(4, 2, false, tournament::PairingSystem::knockout);
  tournament::EventId fresh = make_event(4, 2);
  tournament::EventId over = make_event(2, 1);

  WalkFixture() {
    app::RoundService rounds(session);
    rounds.pair(swiss);
    rounds.publish(swiss);
    play_round(swiss, 1);
    rounds.pair(swiss);
    rounds.pair(robin);
    rounds.pair(over);
    rounds.publish(over);
    play_round(over, 1);
    rounds.lock(over, 1);
    rounds.pair(knockout);
    rounds.publish(knockout);
  }

  tournament::PlayerId player_of(tournament::EventId event, int number) {
    return app::PlayerService(session).by_number(event, number).id;
  }
  fs::path file(const std::string& name, const std::string& content) {
    const auto path = dir.path() / name;
    std::ofstream(path, std::ios::binary) << content;
    return path;
  }
};

}  // namespace

BOOST_AUTO_TEST_SUITE(i18n)

BOOST_FIXTURE_TEST_CASE(every_refusal_of_the_use_cases_reaches_a_russian_judge_in_russian_without_options,
                        WalkFixture) {
  app::RoundService rounds(session);
  app::ResultService results(session);
  app::PlayerService players(session);
  app::EventService events(session);
  app::ByeService byes(session);
  const tournament::EventId nowhere{999};
  const auto event_with = [&](const std::string& control, tournament::Discipline d,
                              std::vector<tournament::Tiebreak> tiebreaks = {},
                              const std::string& table = {}) {
    tournament::Event e;
    e.name = "Первенство";
    e.rounds = 3;
    e.time_control = control;
    e.discipline = d;
    e.tiebreaks = std::move(tiebreaks);
    e.opening_table = table;
    return e;
  };
  const auto number = [&](tournament::PlayerId id) {
    for (const auto& p : players.list(swiss))
      if (p.id == id) return p.number;
    return 0;
  };
  const std::vector<Refusal> walk{
      // events
      {"an unknown event", [&] { rounds.complete(nowhere, 0); }},
      {"an unknown event loaded", [&] { rounds.pair(nowhere); }},
      {"a control that cannot be read",
       [&] { events.create(event_with("30+x", tournament::Discipline::classical)); }},
      {"a period that cannot be",
       [&] { events.create(event_with("40/0,30", tournament::Discipline::classical)); }},
      {"lightning for an hour",
       [&] { events.create(event_with("60+0", tournament::Discipline::lightning)); }},
      {"classical for a minute",
       [&] { events.create(event_with("1+0", tournament::Discipline::classical)); }},
      {"an unknown tie-break",
       [&] {
         // Read where it is typed (the command line, the console's form), refused by the core.
         const auto parsed = tournament::tiebreaks_from_codes({"XX"});
         if (!parsed) throw app::Error(app::ExitCode::input, parsed.problem());
       }},
      {"an unknown opening table",
       [&] { events.create(event_with("30+30", tournament::Discipline::classical, {}, "no-such-table")); }},
      {"a paired event changes its system",
       [&] {
         auto e = events.show(swiss).event;
         e.system = tournament::PairingSystem::round_robin;
         events.edit(swiss, e);
       }},
      {"a Swiss shorter than its rounds paired",
       [&] {
         auto e = events.show(swiss).event;
         e.rounds = 1;
         events.edit(swiss, e);
       }},
      {"tie-breaks changed without a reason",
       [&] {
         auto e = events.show(swiss).event;
         e.tiebreaks = {tournament::Tiebreak::buchholz};
         events.edit(swiss, e);
       }},
      {"an event that is over",
       [&] {
         auto e = events.show(over).event;
         e.name = "Другое";
         events.edit(over, e);
       }},
      {"a demo of one player",
       [&] {
         app::DemoService(session).create(app::DemoOptions{1, 1, 1});
       }},
      // players
      {"no player with that number", [&] { (void)players.by_number(swiss, 99); }},
      {"a ranking outside a Swiss", [&] { players.rank(robin); }},
      {"a ranking after round 1", [&] { players.rank(swiss); }},
      {"a move to no number", [&] { players.move(fresh, player_of(fresh, 1), 9, "ошибка"); }},
      {"a move of no player", [&] { players.move(fresh, tournament::PlayerId{9999}, 1, "ошибка"); }},
      {"readmitting a player who plays", [&] { players.readmit(swiss, player_of(swiss, 1), std::nullopt); }},
      {"readmitting a stranger", [&] { players.readmit(swiss, tournament::PlayerId{9999}, std::nullopt); }},
      {"readmitting into no round",
       [&] {
         players.withdraw(fresh, player_of(fresh, 2), std::nullopt);
         players.readmit(fresh, player_of(fresh, 2), 7);
       }},
      {"lots in a Swiss", [&] { players.draw_lots(fresh, 1); }},
      {"lots after round 1", [&] { players.draw_lots(robin, 1); }},
      {"an unreadable players file", [&] { players.import_csv(fresh, dir.path() / "missing.csv"); }},
      {"a players file with problems",
       [&] { players.import_csv(fresh, file("bad.csv", "name,rating,birth\n,abc,1990-13-40\nИван,1,\n")); }},
      {"a players file with a column twice",
       [&] { players.import_csv(fresh, file("twice.csv", "name,name\nА,Б\n")); }},
      {"a players file of another encoding",
       [&] { players.import_csv(fresh, file("latin1.csv", "name\n\xe9\n")); }},
      {"a players file with an open quote",
       [&] { players.import_csv(fresh, file("quote.csv", "name\n\"Иван\n")); }},
      {"an empty players file", [&] { players.import_csv(fresh, file("empty.csv", "")); }},
      {"a short row", [&] { players.import_csv(fresh, file("short.csv", "name,rating\nИван\n")); }},
      // rounds
      {"no round yet", [&] { rounds.complete(fresh, 0); }},
      {"no draft", [&] { (void)rounds.check(fresh); }},
      {"no such round", [&] { rounds.complete(swiss, 7); }},
      {"reopening without a reason", [&] { rounds.reopen(over, 1, " "); }},
      {"pairing past a published round",
       [&] {
         rounds.publish(robin);
         rounds.pair(robin);
       }},
      {"pairing past the last round", [&] { rounds.pair(over); }},
      {"a change to the draft that breaks rules, not confirmed",
       [&] {
         // Round 1 paired a-b and c-d; putting b where a's round-2 opponent sits makes both rematches.
         const auto first = rounds.show(swiss, 1).boards.front();
         const int a = number(first.white);
         const int b = number(*first.black);
         int opponent = 0;
         for (const auto& board : rounds.show(swiss, 2).boards) {
           if (board.is_bye()) continue;
           if (number(board.white) == a) opponent = number(*board.black);
           if (number(*board.black) == a) opponent = number(board.white);
         }
         rounds.edit(swiss, pairing::ExchangePlayers{b, opponent}, "ошибка", false);
       }},
      {"a pair on the draft that the judge forbids, not confirmed",
       [&] {
         // Each finding is said in the judge's language, after its rule ("judge" is a word).
         const auto board = rounds.show(swiss, 2).boards.front();
         rounds.edit(swiss, pairing::ForbidPair{number(board.white), number(*board.black)}, "ошибка", false);
       }},
      {"a change to no board of the draft",
       [&] { rounds.edit(swiss, pairing::SwapColours{9}, "ошибка", false); }},
      {"a change without a reason", [&] { rounds.edit(swiss, pairing::SwapColours{1}, " ", false); }},
      {"completing a level knockout match",
       [&] {
         const auto r = rounds.show(knockout, 1);
         for (const auto& b : r.boards) results.set(knockout, 1, b.number, 1, "=");
         rounds.complete(knockout, 1);
       }},
      // results
      {"a game the event does not play", [&] { results.set(swiss, 1, 1, 3, "1-0"); }},
      {"a result that is there", [&] { results.set(swiss, 1, 1, 1, "0-1"); }},
      {"clearing without a reason", [&] { results.clear(swiss, 1, 1, 1, ""); }},
      {"clearing a result paired on",
       [&] {
         rounds.publish(swiss);
         results.clear(swiss, 1, 1, 1, "ошибка");
       }},
      {"a tie-break outside a knockout", [&] { results.set_tiebreak(swiss, 1, 1, "rapid", "1-0"); }},
      {"an unknown tie-break stage", [&] { results.set_tiebreak(knockout, 1, 1, "blitz", "1-0"); }},
      {"a clock log of no round", [&] { (void)results.clock_log(swiss, 9, 1); }},
      {"a clock log of no board", [&] { (void)results.clock_log(swiss, 1, 9); }},
      // refusals of the rules in tournament/ and of the repositories in db/
      {"a result in a locked round", [&] { results.set(over, 1, 1, 1, "1-0"); }},
      {"a result on no board", [&] { results.set(swiss, 1, 9, 1, "1-0"); }},
      {"a result that is no result", [&] { results.set(fresh, 1, 1, 1, "3-0"); }},
      {"a player without a name", [&] { players.add(fresh, tournament::Player{}); }},
      {"a rating out of range",
       [&] {
         tournament::Player p;
         p.name = "Иванов Иван";
         p.rating = 5000;
         players.add(fresh, p);
       }},
      {"an event that ends before it starts",
       [&] {
         auto e = event_with("30+30", tournament::Discipline::classical);
         e.start_date = std::chrono::year{2026} / 5 / 9;
         e.end_date = std::chrono::year{2026} / 5 / 1;
         events.create(e);
       }},
      // byes
      {"a bye of the pairing's kind",
       [&] { byes.request(fresh, 1, 1, tournament::ByeKind::pairing_allocated); }},
      {"a bye outside a Swiss", [&] { byes.request(robin, 2, 1, tournament::ByeKind::requested_zero); }},
      {"a bye in no round", [&] { byes.request(fresh, 9, 1, tournament::ByeKind::requested_zero); }},
      {"a bye of no player", [&] { byes.request(fresh, 1, 9, tournament::ByeKind::requested_zero); }},
      {"a half-point bye the regulations do not allow",
       [&] { byes.request(fresh, 1, 1, tournament::ByeKind::requested_half); }},
      // documents
      {"standings after no round",
       [&] { (void)app::event_standings(app::load_tournament(session, swiss), 9); }},
      {"a report of no round",
       [&] {
         app::ReportRequest request;
         request.kind = app::ReportKind::pairings;
         request.round = 9;
         request.out = dir.path() / "r.html";
         app::write_event_report(app::load_tournament(session, swiss), request);
       }},
      {"a report nowhere",
       [&] {
         app::ReportRequest request;
         request.format = app::ReportFormat::html;
         request.out = dir.path() / "no" / "such" / "folder" / "r.html";
         app::write_event_report(app::load_tournament(session, swiss), request);
       }},
      {"an event file with an unknown setting",
       [&] { app::TrfService(session).import_file(file("bad.trf", "012 Турнир\nXXE discipline=blitz\n")); }},
      {"an event file with a game that is no result",
       [&] {
         app::TrfService(session).import_file(
             file("xxg.trf", "012 Турнир\nXXE micro-match=game\nXXG 1 1 2 1-0 9-9\n"));
       }},
      // the format module's readers: a broken TRF, a broken opening table, a broken players' list
      {"an event file with a player line out of its columns",
       [&] {
         app::TrfService(session).import_file(file("cols.trf",
                                                   "012 Турнир\n001    1      Иванов                         "
                                                   "   20x0                             1.0\n"));
       }},
      {"an event file with a round that names no opponent",
       [&] {
         app::TrfService(session).import_file(file("round.trf",
                                                   "001    1      Иванов                            2000     "
                                                   "                        1.0          x w 1\n"));
       }},
      {"an event file whose micro-match has no games",
       [&] {
         app::TrfService(session).import_file(file("mm.trf",
                                                   "XXE micro-match=game\n"
                                                   "001    1      Ivanov                            2000     "
                                                   "                        1.0          2 w 1\n"
                                                   "001    2      Petrov                            1900     "
                                                   "                        0.0          1 b 0\n"));
       }},
      {"an event file with a tie-break game of no board",
       [&] {
         app::TrfService(session).import_file(file("xxk.trf",
                                                   "001    1      Ivanov                            2000     "
                                                   "                        1.0          2 w 1\n"
                                                   "001    2      Petrov                            1900     "
                                                   "                        0.0          1 b 0\n"
                                                   "XXK 5 1 2 rapid 1-0\n"));
       }},
      {"an opening table with an open quote",
       [&] { (void)app::read_opening_table_file(file("q.csv", "code,fen\n1,\"W:W21-32:B1-12\n")); }},
      {"an opening table without its columns",
       [&] { (void)app::read_opening_table_file(file("h.csv", "код,позиция\n1,W:W21-32:B1-12\n")); }},
      {"a players' list with a bad rating and more",
       [&] { players.import_csv(fresh, file("p.csv", "name,rating\nИванов,много\nПетров,5000\n")); }},
      {"a players' list that is not UTF-8",
       [&] { players.import_csv(fresh, file("u8.csv", "name\nA\xC0\n")); }},
      {"an opening table with a code twice",
       [&] {
         (void)app::read_opening_table_file(file("t.csv", "code,fen\n1,W:W21-32:B1-12\n1,W:W21-32:B1-12\n"));
       }},
      {"an opening table with no position",
       [&] { (void)app::read_opening_table_file(file("u.csv", "code,fen\n1,белые\n")); }},
      // the endgame databases
      {"an endgame database that is damaged",
       [&] {
         // A class file that is no database of its class (6.1.8.5 asks the databases of 3 kings
         // against 1): the judge reads which file and what to do.
         const auto position = app::read_fen("W:WK1,K5,K9:BK32");
         const auto databases = dir.path() / "endgame";
         fs::create_directories(databases);
         std::ofstream(endgame::class_file(databases, endgame::Material::of_side_to_move(position)),
                       std::ios::binary)
             << "not a database";
         (void)app::endgame_report(endgame::Tablebase(databases), rules::GameRecord(position), {});
       }},
      // rules
      {"a position that cannot be read", [&] { (void)app::read_fen("W:Wz9"); }},
      {"an unreadable game file", [&] { (void)app::read_pdn_file(dir.path() / "missing.pdn"); }},
      // clocks
      {"clocks of a locked round", [&] { app::ClockService(session, clock::ManualTimeSource(), over, 1); }},
      {"clocks of no round", [&] { app::ClockService(session, clock::ManualTimeSource(), swiss, 9); }},
  };
  // The live ones need the clocks of a published round.
  clock::ManualTimeSource time;
  app::ClockService clocks(session, time, knockout, 1);
  app::AppealService appeals(session, clocks);
  app::ClaimService claims(session, clocks);
  const std::vector<Refusal> live{
      {"a board without a clock", [&] { clocks.start(9); }},
      {"a recovery of a board that waits for none",
       [&] { clocks.recover(1, clock::RecoveryChoice{}, "сбой"); }},
      {"a flag that has not fallen", [&] { clocks.confirm_flag(1, tournament::GameResult::white_wins); }},
      {"a control that cannot be read for a board", [&] { clocks.set_control(1, "x", "ошибка"); }},
      {"an appeal without its reason",
       [&] {
         appeals.open(app::AppealRequest{1, clock::Side::white, " ", {}, {}});
       }},
      {"deciding no appeal", [&] { appeals.decide(999, app::AppealDecision{}); }},
      {"deciding no claim", [&] { claims.decide(999, true); }},
      {"a claim without moves",
       [&] { claims.claim_draw(1, clock::Side::white, tournament::DrawClaimKind::repetition); }},
  };
  const InRussian russian;
  int refused = 0;
  for (const auto* list : {&walk, &live}) {
    for (const auto& [what, call] : *list) {
      try {
        call();
        BOOST_ERROR(what << ": was not refused");
      } catch (const app::Error& e) {
        ++refused;
        const std::string text = app::translate(e.message());
        BOOST_TEST(!e.message().is_verbatim(), what << ": no message id: " << text);
        BOOST_TEST(english_words(text).empty(), what << ": English in \"" << text << "\"");
        BOOST_TEST(text.find("--") == std::string::npos, what << ": an option in \"" << text << "\"");
        BOOST_TEST(text.find('`') == std::string::npos, what << ": a command in \"" << text << "\"");
      }
    }
  }
  BOOST_TEST(refused == static_cast<int>(walk.size() + live.size()));
}

BOOST_FIXTURE_TEST_CASE(a_clock_refusal_and_a_flag_proposal_reach_a_russian_judge_in_russian, WalkFixture) {
  const InRussian russian;
  clock::ManualTimeSource time;
  app::ClockService clocks(session, time, knockout, 1);
  std::vector<std::pair<std::string, std::string>> shown;
  shown.emplace_back("a press on a clock not started", clocks.press(1, clock::Side::white).message);
  shown.emplace_back("a resume of a clock not paused", clocks.resume(1).message);
  BOOST_REQUIRE(clocks.start(1).accepted);
  shown.emplace_back("a press by the side whose clock does not run",
                     clocks.press(1, clock::Side::black).message);
  time.advance(std::chrono::hours(10));  // beyond any control: White's flag falls
  const auto flags = clocks.check_flags();
  BOOST_REQUIRE(flags.size() == 1u);
  shown.emplace_back("the proposal of a fallen flag", flags.front().explanation);
  shown.emplace_back("a press after the flag fell", clocks.press(1, clock::Side::white).message);
  for (const auto& [what, text] : shown) {
    BOOST_TEST(!text.empty(), what << ": nothing shown");
    BOOST_TEST(english_words(text).empty(), what << ": English in \"" << text << "\"");
  }
}

BOOST_AUTO_TEST_CASE(a_file_that_is_no_event_database_is_refused_in_russian) {
  // The database's own failures (a damaged file, a newer schema, a file in use) reach the judge
  // as messages too.
  shashki::test::TempDir dir;
  const auto junk = dir.path() / "junk.db";
  std::ofstream(junk) << "not a database, just text that is long enough to be read as a header page";
  const InRussian russian;
  try {
    app::Session session(junk, "i18n-tests");
    BOOST_ERROR("the file was opened");
  } catch (const shashki::db::DatabaseError& e) {
    const std::string text = app::translate(e.message());
    BOOST_TEST(!e.message().is_verbatim(), text);
    BOOST_TEST(english_words(text).empty(), "English in \"" << text << "\"");
    BOOST_TEST(text.find("не является читаемой базой") != std::string::npos, text);
  }
}

BOOST_AUTO_TEST_CASE(a_count_takes_the_russian_form_its_number_asks_for) {
  const InRussian russian;
  const auto rounds = [](unsigned long n) {
    return app::translate(tournament::Message::plural("{n} round", "{n} rounds", n));
  };
  // Russian plural forms: 1, 21 тур; 2-4, 22 тура; 5-20, 11-14 туров.
  BOOST_TEST(rounds(1) == "1 тур");
  BOOST_TEST(rounds(3) == "3 тура");
  BOOST_TEST(rounds(11) == "11 туров");
  BOOST_TEST(rounds(21) == "21 тур");
  BOOST_TEST(app::translate(tournament::Message("Round {round} ({state})")
                                .with("round", 2)
                                .with_term("state", app::state_term(tournament::RoundState::draft))) ==
             "Тур 2 (черновик)");
}

BOOST_AUTO_TEST_SUITE_END()
