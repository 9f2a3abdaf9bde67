// `shashki pair` and `shashki berger` as docs/cli.md writes them down: output formats,
// exit codes, and errors naming file, line and column.
#include <boost/test/unit_test.hpp>

#include "pairing_test_support.hpp"
#include "shashki/pairing/generator.hpp"
#include "shashki/pairing/round_robin_engine.hpp"

#include <fstream>

using namespace shashki::pairing;
using namespace shashki::pairing::testing;
using shashki::test::run;

namespace {

std::string shashki_cmd(const std::string& args) {
  return shashki::test::shashki_command("--lang en " + args);
}

std::string quoted(const std::filesystem::path& p) {
  return "'" + p.string() + "'";
}

void write(const std::filesystem::path& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
}

// A complete 7-player round robin, paired by the Berger engine.
std::string round_robin_trf() {
  GeneratorOptions o;
  o.players = 7;
  o.rounds = 7;
  o.late_entries = 0;
  o.withdraw_percent = 0;
  o.seed = 11;
  const RoundRobinEngine engine;
  return write_trf(make_trf(generate_tournament(o, &engine)));
}

}  // namespace

BOOST_AUTO_TEST_SUITE(pair_command_tests)

BOOST_AUTO_TEST_CASE(berger_prints_round_board_white_black_with_the_bye_as_0) {
  const auto r = run(shashki_cmd("berger 3"));
  BOOST_TEST(r.exit_code == 0, r.err);
  BOOST_TEST(r.out == "1 1 1 0\n1 2 2 3\n2 1 0 3\n2 2 1 2\n3 1 2 0\n3 2 3 1\n");
}

BOOST_AUTO_TEST_CASE(berger_double_json_lists_every_round_of_both_cycles) {
  const auto r = run(shashki_cmd("berger 4 --double --json"));
  BOOST_TEST(r.exit_code == 0, r.err);
  BOOST_TEST(r.out.find("\"players\":4") != std::string::npos);
  BOOST_TEST(r.out.find("\"round\":6") != std::string::npos);
  // Round 2 is the table's round 3 (the last two of the first cycle swapped): 2-4 first.
  BOOST_TEST(r.out.find("{\"boards\":[{\"black\":4,\"board\":1,\"white\":2}") != std::string::npos, r.out);
}

BOOST_AUTO_TEST_CASE(berger_refuses_a_field_of_one) {
  const auto r = run(shashki_cmd("berger 1"));
  BOOST_TEST(r.exit_code == 2);
  BOOST_TEST(r.err.starts_with("error: "));
}

BOOST_AUTO_TEST_CASE(pair_p_writes_the_number_of_pairs_then_the_boards_then_the_bye) {
  shashki::test::TempDir dir;
  PairingInput s;
  for (int n = 1; n <= 5; ++n) s.players.push_back(make_player(n, 2000 - n));
  write(dir.path() / "rr.trf", write_trf(make_trf(s)));
  const auto r = run(shashki_cmd("pair --system round-robin --trf " + quoted(dir.path() / "rr.trf") + " -p"));
  BOOST_TEST(r.exit_code == 0, r.err);
  BOOST_TEST(r.out == "3\n2 5\n3 4\n1 0\n");
  const auto to_file = run(shashki_cmd("pair --system round-robin --trf " + quoted(dir.path() / "rr.trf") +
                                       " -p " + quoted(dir.path() / "out.txt")));
  BOOST_TEST(to_file.exit_code == 0, to_file.err);
  BOOST_TEST(shashki::test::read_file(dir.path() / "out.txt") == "3\n2 5\n3 4\n1 0\n");
}

BOOST_AUTO_TEST_CASE(pair_c_finds_no_discrepancy_in_a_round_robin_and_one_in_a_tampered_copy) {
  shashki::test::TempDir dir;
  const std::string text = round_robin_trf();
  write(dir.path() / "rr.trf", text);
  const auto good = run(shashki_cmd("pair --system round-robin --trf " + quoted(dir.path() / "rr.trf") +
                                    " -c -l " + quoted(dir.path() / "list.txt")));
  BOOST_TEST(good.exit_code == 0, good.out + good.err);
  BOOST_TEST(good.out == "rounds checked: 7, discrepancies: 0\n");
  BOOST_TEST(shashki::test::read_file(dir.path() / "list.txt").find("strength") != std::string::npos);

  // Swap the colours of player 2's first game (2-7) on both lines.
  TrfDocument doc = must_read(text);
  RoundEntry& mine = doc.input.find(2)->rounds[0];
  RoundEntry& theirs = doc.input.find(*mine.opponent)->rounds[0];
  std::swap(mine.colour, theirs.colour);
  write(dir.path() / "bad.trf", write_trf(doc));
  const auto bad =
      run(shashki_cmd("pair --system round-robin --trf " + quoted(dir.path() / "bad.trf") + " -c"));
  BOOST_TEST(bad.exit_code == 1);
  BOOST_TEST(bad.out.find("round 1: colours differ") != std::string::npos, bad.out);
}

BOOST_AUTO_TEST_CASE(pair_l_with_dutch_adds_how_every_bracket_was_paired) {
  shashki::test::TempDir dir;
  const std::string file = quoted(reference_dir() / "bye_eligibility_10p.trf");
  const auto r =
      run(shashki_cmd("pair --system dutch --trf " + file + " -p -l " + quoted(dir.path() / "list.txt")));
  BOOST_TEST(r.exit_code == 0, r.err);
  BOOST_TEST(r.out == "4\n5 1\n8 2\n3 9\n7 0\n");
  const std::string list = shashki::test::read_file(dir.path() / "list.txt");
  BOOST_TEST(list.find("strength") != std::string::npos, list);  // the checklist stays first
  BOOST_TEST(list.find("Round 7: how the FIDE Dutch system paired it") != std::string::npos, list);
  BOOST_TEST(list.find("pairing-allocated bye 7 (3.0)") != std::string::npos, list);
  BOOST_TEST(list.find("pair 5 - 1: White 5 (E.") != std::string::npos, list);

  // In Russian the labels are translated and the criteria keep their codes.
  const auto ru = run(shashki::test::shashki_command("--lang ru pair --system dutch --trf " + file +
                                                     " -p -l " + quoted(dir.path() / "list_ru.txt")));
  BOOST_TEST(ru.exit_code == 0, ru.err);
  const std::string list_ru = shashki::test::read_file(dir.path() / "list_ru.txt");
  BOOST_TEST(list_ru.find("Группа 4.5") != std::string::npos, list_ru);
  BOOST_TEST(list_ru.find("C2 ") != std::string::npos, list_ru);
}

BOOST_AUTO_TEST_CASE(pair_c_l_explains_every_round_it_re_pairs) {
  shashki::test::TempDir dir;
  const auto r =
      run(shashki_cmd("pair --system dutch --trf " + quoted(reference_dir() / "dutch_100p_9r.trf") +
                      " -c -l " + quoted(dir.path() / "list.txt")));
  BOOST_TEST(r.exit_code == 0, r.out + r.err);
  const std::string list = shashki::test::read_file(dir.path() / "list.txt");
  for (int round = 1; round <= 9; ++round) {
    const std::string heading = "Round " + std::to_string(round) + ": how the FIDE Dutch system paired it";
    BOOST_TEST(list.find(heading) != std::string::npos, heading);
  }
}

BOOST_AUTO_TEST_CASE(pair_reports_a_malformed_file_with_file_line_and_column) {
  shashki::test::TempDir dir;
  write(dir.path() / "bad.trf", "012 x\nXXR nine\n");
  const auto r = run(shashki_cmd("pair --system knockout --trf " + quoted(dir.path() / "bad.trf") + " -p"));
  BOOST_TEST(r.exit_code == 3);
  BOOST_TEST(r.err.find("bad.trf:2:5: ") != std::string::npos, r.err);
}

BOOST_AUTO_TEST_CASE(pair_rejects_an_unknown_system_and_a_missing_mode) {
  const std::string file = quoted(reference_dir() / "bye_eligibility_10p.trf");
  const auto unknown = run(shashki_cmd("pair --system lottery --trf " + file + " -p"));
  BOOST_TEST(unknown.exit_code == 2);
  BOOST_TEST(unknown.err.find("round-robin") != std::string::npos, unknown.err);
  const auto no_mode = run(shashki_cmd("pair --system knockout --trf " + file));
  BOOST_TEST(no_mode.exit_code == 2);
}

BOOST_AUTO_TEST_CASE(pair_answers_no_when_the_engine_refuses) {
  // The Swiss file does not follow a knockout bracket: a valid request answered "no".
  const auto r = run(shashki_cmd("pair --system knockout --trf " +
                                 quoted(reference_dir() / "bye_eligibility_10p.trf") + " -p"));
  BOOST_TEST(r.exit_code == 1);
  BOOST_TEST(r.err.find("knockout bracket") != std::string::npos, r.err);
}

BOOST_AUTO_TEST_SUITE_END()
