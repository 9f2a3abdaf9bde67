// The judges' panel (docs/documents.md, "Officials"): appointments, dismissals and the panel the
// documents print.
#include <boost/test/unit_test.hpp>

#include "shashki/tournament/official.hpp"
#include "shashki/tournament/tournament.hpp"

namespace tn = shashki::tournament;

namespace {

tn::Tournament with_chief(const std::string& chief) {
  tn::Tournament t;
  t.event.name = "Cup";
  t.event.chief_arbiter = chief;
  return t;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(officials_tests)

BOOST_AUTO_TEST_CASE(codes_read_back_and_russian_abbreviations_are_understood) {
  for (const auto role :
       {tn::OfficialRole::chief_judge, tn::OfficialRole::chief_secretary, tn::OfficialRole::deputy})
    BOOST_TEST((tn::official_role_from_code(tn::code(role)) == role));
  for (const auto c : {tn::JudgeCategory::none, tn::JudgeCategory::all_russian, tn::JudgeCategory::first,
                       tn::JudgeCategory::second, tn::JudgeCategory::third, tn::JudgeCategory::young})
    BOOST_TEST((tn::judge_category_from_code(tn::code(c)) == c));
  BOOST_TEST((tn::judge_category_from_code("ВК") == tn::JudgeCategory::all_russian));
  BOOST_TEST((tn::judge_category_from_code("1к") == tn::JudgeCategory::first));
  BOOST_TEST((tn::judge_category_from_code("ЮС") == tn::JudgeCategory::young));
  BOOST_TEST(!tn::judge_category_from_code("4K").has_value());
  BOOST_TEST(!tn::official_role_from_code("judge").has_value());
}

BOOST_AUTO_TEST_CASE(a_chief_judge_replaces_the_one_before_and_becomes_the_chief_arbiter) {
  tn::Tournament t = with_chief("Old, Name");
  auto panel = tn::appoint_official(
      t, {tn::OfficialRole::chief_judge, "Петров П. П.", tn::JudgeCategory::all_russian});
  BOOST_REQUIRE(panel.ok());
  BOOST_TEST(panel.value().chief_arbiter == "Петров П. П.");
  t.officials = panel.value().officials;
  t.event.chief_arbiter = panel.value().chief_arbiter;
  panel = tn::appoint_official(t, {tn::OfficialRole::chief_judge, "Сидоров С. С.", tn::JudgeCategory::first});
  BOOST_REQUIRE(panel.ok());
  BOOST_TEST(panel.value().officials.size() == 1u);
  BOOST_TEST(panel.value().officials[0].name == "Сидоров С. С.");
  BOOST_TEST(panel.value().chief_arbiter == "Сидоров С. С.");
}

BOOST_AUTO_TEST_CASE(deputies_are_added_and_one_named_again_gets_the_new_category) {
  tn::Tournament t = with_chief("");
  for (const char* name : {"A", "B", "A"}) {
    auto panel = tn::appoint_official(t, {tn::OfficialRole::deputy, name, tn::JudgeCategory::second});
    BOOST_REQUIRE(panel.ok());
    t.officials = panel.value().officials;
  }
  auto panel = tn::appoint_official(t, {tn::OfficialRole::deputy, "A", tn::JudgeCategory::third});
  BOOST_REQUIRE(panel.ok());
  BOOST_TEST(panel.value().officials.size() == 2u);
  BOOST_TEST((panel.value().officials[0].category == tn::JudgeCategory::third));
  BOOST_TEST(panel.value().chief_arbiter.empty());
}

BOOST_AUTO_TEST_CASE(a_bad_name_is_refused_naming_the_field) {
  const tn::Tournament t = with_chief("");
  for (const std::string name : {std::string("  "), std::string("A\nB"), std::string(201, 'x')}) {
    const auto panel = tn::appoint_official(t, {tn::OfficialRole::deputy, name, tn::JudgeCategory::none});
    BOOST_REQUIRE(!panel.ok());
    BOOST_TEST(panel.problem().field() == "name");
  }
  BOOST_TEST(tn::appoint_official(t, {tn::OfficialRole::deputy, std::string(200, 'x'), {}}).ok());
}

BOOST_AUTO_TEST_CASE(the_documents_print_the_event_chief_arbiter_with_the_appointed_category_first) {
  tn::Tournament t = with_chief("Typed, In The Form");
  t.officials = {{tn::OfficialRole::deputy, "Deputy", tn::JudgeCategory::second},
                 {tn::OfficialRole::chief_secretary, "Secretary", tn::JudgeCategory::first},
                 {tn::OfficialRole::chief_judge, "Appointed, Before", tn::JudgeCategory::all_russian}};
  const auto panel = tn::event_officials(t);
  BOOST_REQUIRE(panel.size() == 3u);
  BOOST_TEST(panel[0].name == "Typed, In The Form");  // the event's form renamed him since
  BOOST_TEST((panel[0].category == tn::JudgeCategory::all_russian));
  BOOST_TEST(panel[1].name == "Secretary");
  BOOST_TEST(panel[2].name == "Deputy");
  // A chief arbiter never appointed is printed without a category.
  const auto bare = tn::event_officials(with_chief("Only, Typed"));
  BOOST_REQUIRE(bare.size() == 1u);
  BOOST_TEST((bare[0].category == tn::JudgeCategory::none));
  BOOST_TEST(tn::event_officials(with_chief("")).empty());
}

BOOST_AUTO_TEST_CASE(dismissing_needs_the_official_and_the_chief_judge_leaves_no_chief_arbiter) {
  tn::Tournament t = with_chief("Chief");
  t.officials = {{tn::OfficialRole::chief_judge, "Chief", tn::JudgeCategory::first},
                 {tn::OfficialRole::deputy, "Deputy", tn::JudgeCategory::second}};
  const auto none = tn::dismiss_official(t, tn::OfficialRole::deputy, "Nobody");
  BOOST_REQUIRE(!none.ok());
  BOOST_TEST(none.problem().field() == "name");
  const auto deputy = tn::dismiss_official(t, tn::OfficialRole::deputy, "Deputy");
  BOOST_REQUIRE(deputy.ok());
  BOOST_TEST(deputy.value().officials.size() == 1u);
  BOOST_TEST(deputy.value().chief_arbiter == "Chief");
  const auto chief = tn::dismiss_official(t, tn::OfficialRole::chief_judge, "Chief");
  BOOST_REQUIRE(chief.ok());
  BOOST_TEST(chief.value().officials.size() == 1u);
  BOOST_TEST(chief.value().chief_arbiter.empty());
}

BOOST_AUTO_TEST_CASE(a_name_is_trimmed_and_a_cleared_chief_arbiter_signs_nothing) {
  tn::Tournament t = with_chief("");
  t.officials = {{tn::OfficialRole::deputy, "Петров", tn::JudgeCategory::second}};
  const auto again =
      tn::appoint_official(t, {tn::OfficialRole::deputy, "  Петров ", tn::JudgeCategory::first});
  BOOST_REQUIRE(again.ok());
  BOOST_TEST(again.value().officials.size() == 1u);
  BOOST_TEST((again.value().officials[0].category == tn::JudgeCategory::first));
  // A chief judge appointed, then the event's form cleared the chief arbiter's name.
  t.officials.push_back({tn::OfficialRole::chief_judge, "Chief", tn::JudgeCategory::all_russian});
  const auto panel = tn::event_officials(t);
  BOOST_TEST(panel.size() == 1u);
  BOOST_TEST((panel[0].role == tn::OfficialRole::deputy));
}

BOOST_AUTO_TEST_SUITE_END()
