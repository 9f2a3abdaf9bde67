// Board tokens of the venue network: 128 random bits per board with a game of a published
// round, opening that board of that round only, revoked by a reissue, and never written to the
// audit log or into an error's text.
#include "rounds_fixture.hpp"

#include "shashki/app/errors.hpp"
#include "shashki/app/venue_tokens.hpp"

#include <boost/test/unit_test.hpp>

#include <set>

namespace {

using namespace shashki;
using app::test::SessionFixture;

// An event of five players (so round 1 has a bye board) with round 1 published.
struct TokensFixture : SessionFixture {
  tournament::EventId event = make_event(5, 3);
  app::VenueTokens tokens{session, app::seeded_random_bytes(2026)};

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

BOOST_AUTO_TEST_SUITE_END()
