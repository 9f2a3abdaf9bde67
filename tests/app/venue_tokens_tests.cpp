// Board tokens of the venue network: 128 bits per board with a game of a published round, made
// from a random nonce with the venue key, opening that board of that round only, revoked by a
// reissue, never written to the database, the audit log or an error's text.
#include "rounds_fixture.hpp"

#include "shashki/app/errors.hpp"
#include "shashki/app/venue_tokens.hpp"

#include <boost/test/unit_test.hpp>

#include <sys/stat.h>

#include <filesystem>
#include <fstream>
#include <set>

namespace {

using namespace shashki;
using app::test::SessionFixture;

// An event of five players (so round 1 has a bye board) with round 1 published.
struct TokensFixture : SessionFixture {
  tournament::EventId event = make_event(5, 3);
  // The venue key lives apart from the database, as the user's configuration does.
  std::filesystem::path key_file = dir.path() / "config" / "shashki-arbiter" / "venue.key";
  app::VenueTokens tokens{session, app::seeded_random_bytes(2026), key_file};

  TokensFixture() {
    app::RoundService(session).pair(event);
    app::RoundService(session).publish(event);
  }

  // The audit rows of the event as one text, to search for a token.
  std::string audit_text() {
    std::string text;
    for (const auto& a : db::AuditLog(session.database()).list(event)) {
      text += a.action + " " + a.before.value_or("") + " " + a.after.value_or("") + "\n";
    }
    return text;
  }

  // The bytes of the database as a copy of its files would hold them now.
  std::string database_bytes() {
    std::string bytes;
    for (const char* part : {"", "-wal", "-shm"}) {
      auto file = dir.path() / "event.db";
      file += part;
      if (std::filesystem::exists(file)) bytes += shashki::test::read_file(file);
    }
    return bytes;
  }
};

}  // namespace

BOOST_AUTO_TEST_SUITE(venue_tokens_tests)

BOOST_FIXTURE_TEST_CASE(every_board_with_a_game_gets_a_distinct_128_bit_token_and_the_bye_none,
                        TokensFixture) {
  const auto issued = tokens.issue_round(event, 1);
  // Five players: boards 1 and 2 play, board 3 is the bye.
  BOOST_TEST_REQUIRE(issued.size() == 2U);
  std::set<std::string> distinct;
  for (std::size_t i = 0; i < issued.size(); ++i) {
    BOOST_TEST(issued[i].round == 1);
    BOOST_TEST(issued[i].board == static_cast<int>(i + 1));
    // 22 base64url characters carry 132 bits, of which the 16 random bytes fill 128.
    BOOST_TEST(issued[i].token.size() == 22U);
    BOOST_TEST(issued[i].token.find_first_not_of(
                   "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_") == std::string::npos);
    distinct.insert(issued[i].token);
  }
  BOOST_TEST(distinct.size() == issued.size());
}

BOOST_FIXTURE_TEST_CASE(issuing_again_keeps_the_tokens_already_given_and_writes_nothing, TokensFixture) {
  const auto first = tokens.issue_round(event, 1);
  const auto audit_rows = actions(event).size();
  const auto second = tokens.issue_round(event, 1);
  BOOST_TEST_REQUIRE(second.size() == first.size());
  for (std::size_t i = 0; i < first.size(); ++i) BOOST_TEST(second[i].token == first[i].token);
  BOOST_TEST(actions(event).size() == audit_rows);
}

BOOST_FIXTURE_TEST_CASE(a_token_opens_its_own_board_of_its_own_round_of_its_own_event_only, TokensFixture) {
  const auto issued = tokens.issue_round(event, 1);
  const auto opened = tokens.resolve(event, issued[1].token);
  BOOST_TEST_REQUIRE(opened.has_value());
  BOOST_TEST(opened->round == 1);
  BOOST_TEST(opened->board == 2);
  // The same text in another event's address opens nothing there.
  const auto other = make_event(4, 3);
  BOOST_TEST(!tokens.resolve(other, issued[1].token).has_value());
  // Round 2's tokens are new ones: round 1's do not open round 2's boards.
  play_round(event, 1);
  app::RoundService(session).pair(event);
  app::RoundService(session).publish(event);
  const auto next = tokens.issue_round(event, 2);
  BOOST_TEST_REQUIRE(!next.empty());
  for (const auto& t : next) {
    BOOST_TEST(t.token != issued[0].token);
    BOOST_TEST(t.token != issued[1].token);
    BOOST_TEST(tokens.resolve(event, t.token)->round == 2);
  }
  BOOST_TEST(tokens.resolve(event, issued[1].token)->round == 1);
}

BOOST_FIXTURE_TEST_CASE(a_reissued_token_replaces_the_old_one_which_opens_nothing_any_more, TokensFixture) {
  const auto issued = tokens.issue_round(event, 1);
  const auto fresh = tokens.reissue(event, 1, 1, "the phone at board 1 was lost");
  BOOST_TEST(fresh.board == 1);
  BOOST_TEST(fresh.token != issued[0].token);
  BOOST_TEST(!tokens.resolve(event, issued[0].token).has_value());
  BOOST_TEST(tokens.resolve(event, fresh.token)->board == 1);
  // Board 2 keeps its token, and the round lists the new one for board 1.
  BOOST_TEST(tokens.resolve(event, issued[1].token)->board == 2);
  const auto listed = tokens.issue_round(event, 1);
  BOOST_TEST_REQUIRE(listed.size() == 2U);
  BOOST_TEST(listed[0].token == fresh.token);
}

BOOST_FIXTURE_TEST_CASE(garbage_oversized_and_near_miss_token_text_opens_nothing_and_throws_nothing,
                        TokensFixture) {
  const auto issued = tokens.issue_round(event, 1);
  const std::string& good = issued[0].token;
  for (const std::string& text :
       {std::string(), std::string("board"), good + "A", good.substr(1), std::string(100000, 'A'),
        std::string("' OR 1=1 --xxxxxxxxxxxx"), std::string("%00") + good, std::string(22, '\0'),
        std::string("ЖЖЖЖЖЖЖЖЖЖЖ"), good.substr(0, 21) + (good[21] == 'A' ? "B" : "A")}) {
    BOOST_TEST_INFO("text of " << text.size() << " bytes");
    std::optional<app::BoardToken> opened;
    BOOST_CHECK_NO_THROW(opened = tokens.resolve(event, text));
    BOOST_TEST(!opened.has_value());
  }
}

BOOST_FIXTURE_TEST_CASE(the_audit_log_records_issue_and_reissue_without_any_token, TokensFixture) {
  const auto issued = tokens.issue_round(event, 1);
  const auto fresh = tokens.reissue(event, 1, 2, "screen cracked");
  const auto names = actions(event);
  BOOST_TEST(std::count(names.begin(), names.end(), "venue.token-issue") == 1);
  BOOST_TEST(std::count(names.begin(), names.end(), "venue.token-reissue") == 1);
  const auto text = audit_text();
  BOOST_TEST(text.find("screen cracked") != std::string::npos, text);
  for (const auto& t : issued) BOOST_TEST(text.find(t.token) == std::string::npos, text);
  BOOST_TEST(text.find(fresh.token) == std::string::npos, text);
}

BOOST_FIXTURE_TEST_CASE(a_draft_round_a_missing_board_a_bye_and_a_blank_reason_are_refused_changing_nothing,
                        TokensFixture) {
  tokens.issue_round(event, 1);
  play_round(event, 1);
  app::RoundService(session).pair(event);  // round 2 is a draft
  const auto rows = actions(event).size();
  const auto refused = [&](auto call, app::ExitCode code, const std::string& field) {
    try {
      call();
      BOOST_ERROR("not refused");
    } catch (const app::Error& e) {
      BOOST_TEST(static_cast<int>(e.code()) == static_cast<int>(code));
      BOOST_TEST(e.message().field() == field);
    }
  };
  refused([&] { tokens.issue_round(event, 2); }, app::ExitCode::refused, "round");
  refused([&] { tokens.issue_round(event, 7); }, app::ExitCode::input, "round");
  refused([&] { tokens.reissue(event, 1, 9, "lost"); }, app::ExitCode::input, "board");
  refused([&] { tokens.reissue(event, 1, 3, "lost"); }, app::ExitCode::refused, "board");
  refused([&] { tokens.reissue(event, 1, 1, "  "); }, app::ExitCode::input, "reason");
  BOOST_TEST(actions(event).size() == rows);
}

BOOST_AUTO_TEST_CASE(the_seeded_source_repeats_itself_and_the_system_source_does_not) {
  std::array<std::byte, 16> a{};
  std::array<std::byte, 16> b{};
  app::seeded_random_bytes(7)(a);
  app::seeded_random_bytes(7)(b);
  BOOST_TEST((a == b));
  const auto system = app::system_random_bytes();
  system(a);
  system(b);
  BOOST_TEST((a != b));
}

BOOST_AUTO_TEST_CASE(a_base_url_must_be_an_http_address_with_a_host) {
  BOOST_TEST(app::checked_base_url("http://192.168.1.10:8080/", "base_url") == "http://192.168.1.10:8080");
  BOOST_TEST(app::checked_base_url("https://arbiter.local", "base_url") == "https://arbiter.local");
  for (const char* bad : {"", "192.168.1.10:8080", "ftp://x", "http://", "http:///board", "http://a b",
                          "http://host?x=1", "http://host#top"}) {
    BOOST_TEST_INFO(bad);
    BOOST_CHECK_THROW((void)app::checked_base_url(bad, "base_url"), app::Error);
  }
}

BOOST_FIXTURE_TEST_CASE(board_urls_put_each_token_under_the_base_address, TokensFixture) {
  const auto urls = tokens.board_urls(event, 0, "http://10.0.0.2:8080/");
  const auto issued = tokens.issue_round(event, 1);
  BOOST_TEST_REQUIRE(urls.size() == 2U);
  BOOST_TEST(urls.at(1) == "http://10.0.0.2:8080/board/" + issued[0].token);
  BOOST_TEST(urls.at(2) == "http://10.0.0.2:8080/board/" + issued[1].token);
}

BOOST_FIXTURE_TEST_CASE(the_database_holds_no_token_yet_each_opens_its_board_and_prints_again_the_same,
                        TokensFixture) {
  const auto issued = tokens.issue_round(event, 1);
  const auto fresh = tokens.reissue(event, 1, 2, "phone lost");
  BOOST_TEST_REQUIRE(issued.size() == 2U);
  const auto bytes = database_bytes();
  BOOST_TEST(!bytes.empty());
  for (const auto& t : {issued[0], issued[1], fresh}) {
    BOOST_TEST(t.reprintable);
    BOOST_TEST(bytes.find(t.token) == std::string::npos, "board " << t.board);
  }
  BOOST_TEST(tokens.resolve(event, issued[0].token)->board == 1);
  BOOST_TEST(tokens.resolve(event, fresh.token)->board == 2);
  // Printed again, from the stored nonces and the key: the same addresses.
  const auto urls =
      app::VenueTokens(session, app::seeded_random_bytes(99), key_file).board_urls(event, 1, "http://h");
  BOOST_TEST(urls.at(1) == "http://h/board/" + issued[0].token);
  BOOST_TEST(urls.at(2) == "http://h/board/" + fresh.token);
  // The key: 32 bytes that only their owner may read.
  struct stat st {};
  BOOST_TEST_REQUIRE(::stat(key_file.c_str(), &st) == 0);
  BOOST_TEST((st.st_mode & 0777U) == 0600U);
  BOOST_TEST(st.st_size == 32);
}

BOOST_FIXTURE_TEST_CASE(with_another_venue_key_the_tokens_still_open_their_boards_but_are_not_printed_again,
                        TokensFixture) {
  const auto issued = tokens.issue_round(event, 1);
  const auto rows = actions(event).size();
  for (const bool missing : {false, true}) {
    BOOST_TEST_INFO(std::string(missing ? "the key file is missing" : "another key file"));
    const auto other_key = missing ? key_file : dir.path() / "other.key";
    if (missing) std::filesystem::remove(key_file);
    app::VenueTokens other(session, app::seeded_random_bytes(7), other_key);
    try {
      (void)other.board_urls(event, 1, "http://h");
      BOOST_ERROR("printed with another key");
    } catch (const app::TokensNotReprintable& e) {
      BOOST_TEST(static_cast<int>(e.code()) == static_cast<int>(app::ExitCode::refused));
      BOOST_TEST(std::string(e.message().id())
                     .starts_with("{n} clock page address of round {round} cannot be "
                                  "printed again"));
      BOOST_TEST((e.boards() == std::vector<int>{1, 2}));
      BOOST_TEST(e.round() == 1);
      for (const auto& t : issued) BOOST_TEST(std::string(e.what()).find(t.token) == std::string::npos);
    }
    BOOST_TEST(actions(event).size() == rows);  // refused: nothing written
    const auto listed = other.issue_round(event, 1);
    BOOST_TEST_REQUIRE(listed.size() == 2U);
    for (const auto& t : listed) {
      BOOST_TEST(!t.reprintable);
      BOOST_TEST(t.token.empty());
    }
    // The phones keep working: opening a board needs no key.
    BOOST_TEST(other.resolve(event, issued[1].token)->board == 2);
  }
  // The way out is the reissue: the new address prints with the key at hand, the old one opens nothing.
  app::VenueTokens now(session, app::seeded_random_bytes(8), key_file);
  const auto fresh = now.reissue(event, 1, 1, "the venue key changed");
  try {
    (void)now.board_urls(event, 1, "http://h");
    BOOST_ERROR("board 2 printed with another key");
  } catch (const app::TokensNotReprintable& e) {
    BOOST_TEST((e.boards() == std::vector<int>{2}));
  }
  now.reissue(event, 1, 2, "the venue key changed");
  const auto urls = now.board_urls(event, 1, "http://h");
  BOOST_TEST(urls.at(1) == "http://h/board/" + fresh.token);
  BOOST_TEST(!now.resolve(event, issued[0].token).has_value());
}

BOOST_FIXTURE_TEST_CASE(a_wrong_token_and_a_token_of_another_key_open_nothing, TokensFixture) {
  const auto issued = tokens.issue_round(event, 1);
  // Same shape, another text: one character off, or a token of another venue key.
  std::string off = issued[0].token;
  off[5] = off[5] == 'A' ? 'B' : 'A';
  BOOST_TEST(!tokens.resolve(event, off).has_value());
  BOOST_TEST(!tokens.resolve(event, std::string(22, 'A')).has_value());
  app::VenueTokens other(session, app::seeded_random_bytes(31), dir.path() / "other.key");
  const auto other_event = make_event(4, 3);
  app::RoundService(session).pair(other_event);
  app::RoundService(session).publish(other_event);
  const auto elsewhere = other.issue_round(other_event, 1);
  BOOST_TEST_REQUIRE(!elsewhere.empty());
  BOOST_TEST(elsewhere[0].token != issued[0].token);
  BOOST_TEST(!tokens.resolve(event, elsewhere[0].token).has_value());
}

BOOST_FIXTURE_TEST_CASE(a_damaged_venue_key_is_refused_and_not_replaced, TokensFixture) {
  std::filesystem::create_directories(key_file.parent_path());
  std::ofstream(key_file, std::ios::binary) << "short";
  const auto rows = actions(event).size();
  try {
    (void)tokens.issue_round(event, 1);
    BOOST_ERROR("a damaged key was used");
  } catch (const app::Error& e) {
    BOOST_TEST(static_cast<int>(e.code()) == static_cast<int>(app::ExitCode::input));
    BOOST_TEST(std::string(e.message().id()).starts_with("the venue key {file} is damaged"));
  }
  BOOST_TEST(actions(event).size() == rows);
  BOOST_TEST(shashki::test::read_file(key_file) == "short");
}

BOOST_FIXTURE_TEST_CASE(an_arbiter_token_names_its_deputy_opens_its_event_and_stops_when_revoked,
                        TokensFixture) {
  const auto issued = tokens.issue_arbiter(event, "  Петров Пётр ");
  BOOST_TEST(issued.name == "Петров Пётр");  // trimmed, as the audit rows will name them
  BOOST_TEST(issued.token.size() == 22u);
  BOOST_TEST(!issued.revoked);
  const auto found = tokens.resolve_arbiter(event, issued.token);
  BOOST_REQUIRE(found.has_value());
  BOOST_TEST(found->id == issued.id);
  BOOST_TEST(found->name == "Петров Пётр");
  BOOST_TEST(app::arbiter_url("http://10.0.0.2:8080", issued) ==
             "http://10.0.0.2:8080/arbiter/" + issued.token);
  // A board's token is no arbiter's, nor the other way round.
  const auto boards = tokens.issue_round(event, 1);
  BOOST_TEST(!tokens.resolve_arbiter(event, boards.front().token).has_value());
  BOOST_TEST(!tokens.resolve(event, issued.token).has_value());
  // Another event's token opens nothing here.
  BOOST_TEST(!tokens.resolve_arbiter(tournament::EventId{event.value + 1}, issued.token).has_value());
  // The list shows it with its link's token, made again from the key; the token is nowhere in
  // the audit log or the database's bytes.
  const auto listed = tokens.arbiters(event);
  BOOST_REQUIRE(listed.size() == 1u);
  BOOST_TEST(listed[0].token == issued.token);
  BOOST_TEST(audit_text().find(issued.token) == std::string::npos);
  BOOST_TEST(audit_text().find("venue.arbiter-issue") != std::string::npos);
  BOOST_TEST(database_bytes().find(issued.token) == std::string::npos);
  // Revoked by its number: it opens nothing, is listed as revoked without its text, and a
  // second revocation is refused.
  const auto revoked = tokens.revoke_arbiter(event, std::to_string(issued.id));
  BOOST_TEST(revoked.revoked);
  BOOST_TEST(!tokens.resolve_arbiter(event, issued.token).has_value());
  BOOST_TEST(tokens.arbiters(event)[0].revoked);
  BOOST_TEST(tokens.arbiters(event)[0].token.empty());
  BOOST_CHECK_THROW(tokens.revoke_arbiter(event, issued.token), app::Error);
  BOOST_TEST(audit_text().find("venue.arbiter-revoke") != std::string::npos);
  // The deputy may get a new one once the old one is revoked.
  BOOST_TEST(tokens.issue_arbiter(event, "Петров Пётр").token != issued.token);
}

BOOST_FIXTURE_TEST_CASE(
    a_bad_deputy_name_a_second_valid_token_or_an_unknown_token_is_refused_and_writes_nothing, TokensFixture) {
  (void)tokens.issue_arbiter(event, "Иванов");
  const auto rows = db::AuditLog(session.database()).list(event).size();
  const auto refused = [&](const std::string& name, app::ExitCode code) {
    try {
      (void)tokens.issue_arbiter(event, name);
    } catch (const app::Error& e) {
      return e.code() == code;
    }
    return false;
  };
  BOOST_TEST(refused("", app::ExitCode::input));
  BOOST_TEST(refused("   ", app::ExitCode::input));
  BOOST_TEST(refused("two\nlines", app::ExitCode::input));
  BOOST_TEST(refused(std::string(101, 'x'), app::ExitCode::input));
  BOOST_TEST(refused("Иванов", app::ExitCode::refused));  // a valid token names them already
  BOOST_CHECK_THROW(tokens.revoke_arbiter(event, "999"), app::Error);
  BOOST_CHECK_THROW(tokens.revoke_arbiter(event, "AAAAAAAAAAAAAAAAAAAAAA"), app::Error);
  BOOST_CHECK_THROW(tokens.revoke_arbiter(event, "<script>"), app::Error);
  BOOST_CHECK_THROW(tokens.issue_arbiter(tournament::EventId{event.value + 1}, "Петров"), app::Error);
  BOOST_TEST(db::AuditLog(session.database()).list(event).size() == rows);
  BOOST_TEST(tokens.arbiters(event).size() == 1u);
  // Bad text never throws on resolving.
  for (const std::string& text :
       {std::string(), std::string("'; DROP TABLE arbiter_tokens; --"), std::string(500, 'A')})
    BOOST_TEST(!tokens.resolve_arbiter(event, text).has_value());
}

BOOST_AUTO_TEST_SUITE_END()
