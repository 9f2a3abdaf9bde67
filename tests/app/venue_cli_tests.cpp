// `shashki venue tokens` and `shashki venue reissue`: one line per board with a game and its
// clock page address; the same addresses on every run until a board's is reissued.
#include "shashki/test/support.hpp"

#include <boost/test/unit_test.hpp>

#include <fstream>
#include <iterator>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

namespace {

using shashki::test::quoted;
using shashki::test::RunResult;

RunResult cli(const std::filesystem::path& db, const std::string& args) {
  return shashki::test::run(shashki::test::shashki_command("--lang en --db " + quoted(db) + " " + args));
}

// Five players, round 1 published: boards 1 and 2 play, board 3 is the bye.
std::filesystem::path published_round(const shashki::test::TempDir& dir) {
  const auto db = dir.path() / "venue.db";
  const auto created = cli(db, "event create --name Open --system swiss --rounds 3 --discipline rapid");
  BOOST_REQUIRE_MESSAGE(created.exit_code == 0, created.err);
  for (int i = 1; i <= 5; ++i) {
    const auto added = cli(
        db, "player add --event 1 --name P" + std::to_string(i) + " --rating " + std::to_string(2000 - i));
    BOOST_REQUIRE_MESSAGE(added.exit_code == 0, added.err);
  }
  BOOST_REQUIRE(cli(db, "round pair --event 1").exit_code == 0);
  BOOST_REQUIRE(cli(db, "round publish --event 1").exit_code == 0);
  return db;
}

std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> all;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) all.push_back(line);
  return all;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(venue_cli_tests)

BOOST_AUTO_TEST_CASE(venue_tokens_prints_each_board_with_a_game_its_players_and_its_clock_page_address) {
  const shashki::test::TempDir dir;
  const auto db = published_round(dir);
  const auto shown = cli(db, "venue tokens --event 1 --round 1 --base-url http://10.0.0.2:8080/");
  BOOST_REQUIRE_MESSAGE(shown.exit_code == 0, shown.err);
  const auto rows = lines(shown.out);
  BOOST_TEST_REQUIRE(rows.size() == 2U, shown.out);
  const std::regex row(R"(([12])\t\(\d\) P\d\t\(\d\) P\d\thttp://10\.0\.0\.2:8080/board/[A-Za-z0-9_-]{22})");
  for (const auto& r : rows) BOOST_TEST(std::regex_match(r, row), r);
  BOOST_TEST(rows[0].starts_with("1\t"));
  // The addresses stay the same on the next run: the sheets printed earlier still work.
  BOOST_TEST(cli(db, "venue tokens --event 1 --round 1 --base-url http://10.0.0.2:8080").out == shown.out);
  const auto json = cli(db, "venue tokens --event 1 --base-url http://10.0.0.2:8080 --json");
  BOOST_REQUIRE_MESSAGE(json.exit_code == 0, json.err);
  BOOST_TEST(json.out.find(rows[1].substr(rows[1].rfind('\t') + 1)) != std::string::npos, json.out);
}

BOOST_AUTO_TEST_CASE(venue_reissue_gives_one_board_a_new_address_and_keeps_the_others) {
  const shashki::test::TempDir dir;
  const auto db = published_round(dir);
  const std::string tokens = "venue tokens --event 1 --round 1 --base-url http://10.0.0.2:8080";
  const auto before = lines(cli(db, tokens).out);
  const auto reissued = cli(db, "venue reissue --event 1 --round 1 --board 2 --reason 'phone lost'");
  BOOST_REQUIRE_MESSAGE(reissued.exit_code == 0, reissued.err);
  BOOST_TEST(reissued.out.find("Board 2 of round 1 has a new clock page address") != std::string::npos,
             reissued.out);
  const auto after = lines(cli(db, tokens).out);
  BOOST_TEST_REQUIRE(after.size() == 2U);
  BOOST_TEST(after[0] == before[0]);
  BOOST_TEST(after[1] != before[1]);
}

BOOST_AUTO_TEST_CASE(a_bad_base_address_a_draft_and_a_bye_board_are_refused_naming_the_option) {
  const shashki::test::TempDir dir;
  const auto db = published_round(dir);
  const auto bad = cli(db, "venue tokens --event 1 --base-url 10.0.0.2:8080");
  BOOST_TEST(bad.exit_code == 2);
  BOOST_TEST(bad.err.find("--base-url") != std::string::npos, bad.err);
  const auto bye = cli(db, "venue reissue --event 1 --round 1 --board 3 --reason x");
  BOOST_TEST(bye.exit_code == 1);
  BOOST_TEST(bye.err.find("--board") != std::string::npos, bye.err);
  BOOST_REQUIRE(cli(db, "result set --event 1 --round 1 --board 1 --game 1 1-0").exit_code == 0);
  BOOST_REQUIRE(cli(db, "result set --event 1 --round 1 --board 2 --game 1 =").exit_code == 0);
  BOOST_REQUIRE(cli(db, "round complete --event 1").exit_code == 0);
  BOOST_REQUIRE(cli(db, "round pair --event 1").exit_code == 0);
  const auto draft = cli(db, "venue tokens --event 1 --round 2 --base-url http://10.0.0.2:8080");
  BOOST_TEST(draft.exit_code == 1);
  BOOST_TEST(draft.err.find("--round") != std::string::npos, draft.err);
  BOOST_TEST(draft.out.empty());
}

BOOST_AUTO_TEST_CASE(the_pairing_list_with_qr_codes_carries_the_addresses_venue_tokens_prints) {
  const shashki::test::TempDir dir;
  const auto db = published_round(dir);
  const auto html = dir.path() / "pairings.html";
  // Printing first issues the tokens; `venue tokens` afterwards lists the same addresses.
  const auto printed = cli(
      db, "report pairings --event 1 --format html --qr-base-url http://10.0.0.2:8080 --out " + quoted(html));
  BOOST_REQUIRE_MESSAGE(printed.exit_code == 0, printed.err);
  std::ifstream in(html);
  const std::string page((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  std::size_t codes = 0;
  for (auto at = page.find("<svg"); at != std::string::npos; at = page.find("<svg", at + 1)) ++codes;
  BOOST_TEST(codes == 2U);  // boards 1 and 2; board 3 is the bye
  const auto csv = dir.path() / "pairings.csv";
  BOOST_REQUIRE(cli(db, "report pairings --event 1 --format csv --qr-base-url http://10.0.0.2:8080 --out " +
                            quoted(csv))
                    .exit_code == 0);
  std::ifstream csv_in(csv);
  const std::string table((std::istreambuf_iterator<char>(csv_in)), std::istreambuf_iterator<char>());
  for (const auto& line : lines(cli(db, "venue tokens --event 1 --base-url http://10.0.0.2:8080").out)) {
    const auto url = line.substr(line.rfind('\t') + 1);
    BOOST_TEST(table.find(url) != std::string::npos, url);
  }
  const auto bad = cli(db, "report pairings --event 1 --format html --qr-base-url 10.0.0.2 --out " +
                               quoted(dir.path() / "bad.html"));
  BOOST_TEST(bad.exit_code == 2);
  BOOST_TEST(bad.err.find("--qr-base-url") != std::string::npos, bad.err);
  BOOST_TEST(!std::filesystem::exists(dir.path() / "bad.html"));
}

BOOST_AUTO_TEST_CASE(the_database_holds_no_address_and_another_venue_key_is_told_with_the_reissue_command) {
  const shashki::test::TempDir dir;
  const auto db = published_round(dir);
  const std::string tokens = "venue tokens --event 1 --round 1 --base-url http://10.0.0.2:8080";
  const auto shown = lines(cli(db, tokens).out);
  BOOST_TEST_REQUIRE(shown.size() == 2U);
  const auto bytes = shashki::test::read_file(db);
  for (const auto& line : shown) {
    const auto token = line.substr(line.rfind('/') + 1);
    BOOST_TEST(token.size() == 22U);
    BOOST_TEST(bytes.find(token) == std::string::npos, token);
  }
  // Another user's configuration: another venue key, which cannot make the printed addresses.
  const auto elsewhere = "XDG_CONFIG_HOME=" + quoted(dir.path() / "elsewhere") + " ";
  const auto other = [&](const std::string& args) {
    return shashki::test::run(elsewhere +
                              shashki::test::shashki_command("--lang en --db " + quoted(db) + " " + args));
  };
  const auto refused = other(tokens);
  BOOST_TEST(refused.exit_code == 1);
  BOOST_TEST(refused.out.empty());
  BOOST_TEST(refused.err.find("2 clock page addresses of round 1 cannot be printed again (boards 1, 2)") !=
                 std::string::npos,
             refused.err);
  BOOST_TEST(refused.err.find("shashki venue reissue --event 1 --round 1 --board") != std::string::npos,
             refused.err);
  BOOST_TEST(std::filesystem::exists(dir.path() / "elsewhere" / "shashki-arbiter" / "venue.key"));
  const auto russian = shashki::test::run(
      elsewhere + shashki::test::shashki_command("--lang ru --db " + quoted(db) + " " + tokens));
  BOOST_TEST(russian.err.find("нельзя напечатать снова") != std::string::npos, russian.err);
  // The key at hand still prints what it made.
  BOOST_TEST((lines(cli(db, tokens).out) == shown));
  BOOST_REQUIRE(other("venue reissue --event 1 --round 1 --board 1 --reason 'new laptop'").exit_code == 0);
  BOOST_REQUIRE(other("venue reissue --event 1 --round 1 --board 2 --reason 'new laptop'").exit_code == 0);
  const auto again = other(tokens);
  BOOST_TEST_REQUIRE(again.exit_code == 0, again.err);
  BOOST_TEST(lines(again.out).size() == 2U);
  BOOST_TEST((lines(again.out) != shown));
}

BOOST_AUTO_TEST_SUITE_END()
