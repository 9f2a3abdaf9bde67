// An event's settings are checked when they are entered, for the command line and the console
// alike: a time control that cannot be read is refused naming --control, and one outside its
// discipline's bounds (6.1.9.1 classical, 6.1.9.2 rapid, 6.1.9.3 lightning) is stored only when
// the judge confirms that the regulations set it (6.1.9.4), a confirmation the audit row keeps.
#include "rounds_fixture.hpp"

#include "shashki/app/i18n.hpp"
#include "shown_refusal.hpp"

#include "shashki/app/errors.hpp"
#include "shashki/db/audit_log.hpp"

#include <boost/test/unit_test.hpp>
#include <nlohmann/json.hpp>

#include <utility>

using namespace shashki;
using app::ExitCode;
using app::test::SessionFixture;
using clock::RegulationException;
using tournament::Discipline;

namespace {

tournament::Event event_with(Discipline discipline, const std::string& control) {
  tournament::Event e;
  e.name = "Blitz night";
  e.system = tournament::PairingSystem::swiss;
  e.rounds = 7;
  e.discipline = discipline;
  e.time_control = control;
  return e;
}

// The message of the app::Error that `call` throws, checking its exit code.
template <class Call>
std::string refusal(ExitCode code, Call&& call) {
  try {
    call();
  } catch (const app::Error& e) {
    BOOST_TEST((e.code() == code));
    return app::test::shown(e);
  }
  BOOST_ERROR("the call was not refused");
  return {};
}

std::int64_t audit_rows(app::Session& session) {
  return db::AuditLog(session.database()).count();
}

nlohmann::json last_after(app::Session& session) {
  return nlohmann::json::parse(db::AuditLog(session.database()).list().back().after.value_or("null"));
}

}  // namespace

BOOST_AUTO_TEST_SUITE(event_settings_tests)

BOOST_FIXTURE_TEST_CASE(a_control_that_cannot_be_read_is_refused_naming_the_option, SessionFixture) {
  app::EventService events(session);
  const auto message =
      refusal(ExitCode::input, [&] { events.create(event_with(Discipline::lightning, "abc")); });
  BOOST_TEST(message.starts_with("--control: 'abc'"));
  BOOST_TEST(events.list().empty());
  BOOST_TEST(audit_rows(session) == 0);
}

BOOST_FIXTURE_TEST_CASE(a_lightning_hour_needs_the_regulations_and_the_audit_keeps_the_answer,
                        SessionFixture) {
  app::EventService events(session);
  // 6.1.9.3: lightning gives each player 3 to 5 minutes; an hour is refused without a word
  // from the judge, and nothing is written.
  const auto question = app::control_question(event_with(Discipline::lightning, "60+0"));
  BOOST_REQUIRE(question.has_value());
  BOOST_TEST(question->find("6.1.9.3") != std::string::npos);
  BOOST_TEST(question->find("6.1.9.4") != std::string::npos);
  const auto message =
      refusal(ExitCode::refused, [&] { events.create(event_with(Discipline::lightning, "60+0")); });
  BOOST_TEST(message.find("6.1.9.3") != std::string::npos);
  BOOST_TEST(message.find("--regulations-differ") != std::string::npos);
  BOOST_TEST(events.list().empty());
  BOOST_TEST(audit_rows(session) == 0);
  // Confirmed under 6.1.9.4: stored, and the audit row records the confirmation.
  const auto created =
      events.create(event_with(Discipline::lightning, "60+0"), RegulationException::confirmed);
  BOOST_TEST(created.time_control == "60+0");
  BOOST_TEST(last_after(session)["regulations_differ"] == true);
  BOOST_TEST(events.show(created.id).regulations_differ);
}

BOOST_FIXTURE_TEST_CASE(a_control_within_the_bounds_asks_nothing_and_records_no_exception, SessionFixture) {
  app::EventService events(session);
  using Case = std::pair<Discipline, const char*>;
  const Case within[] = {{Discipline::classical, "30+30"},
                         {Discipline::rapid, "15+10"},
                         {Discipline::lightning, "3+2"},
                         {Discipline::lightning, "5"}};
  for (const auto& [discipline, control] : within) {
    BOOST_TEST_INFO(control);
    BOOST_TEST(!app::control_question(event_with(discipline, control)).has_value());
  }
  const auto created = events.create(event_with(Discipline::rapid, "15+10"), RegulationException::confirmed);
  BOOST_TEST(!last_after(session).contains("regulations_differ"));
  BOOST_TEST(!events.show(created.id).regulations_differ);
}

BOOST_FIXTURE_TEST_CASE(an_edit_asks_again_only_when_the_control_or_discipline_changes, SessionFixture) {
  app::EventService events(session);
  auto event = events.create(event_with(Discipline::rapid, "40"), RegulationException::confirmed);
  // Another name: the control stays as confirmed.
  event.name = "Rapid night";
  BOOST_TEST(events.edit(event.id, event).name == "Rapid night");
  // Rapid to lightning keeps 40 minutes, which lightning does not have (6.1.9.3).
  auto lightning = event;
  lightning.discipline = Discipline::lightning;
  const auto rows = audit_rows(session);
  const auto message = refusal(ExitCode::refused, [&] { events.edit(event.id, lightning); });
  BOOST_TEST(message.find("6.1.9.3") != std::string::npos);
  BOOST_TEST(audit_rows(session) == rows);
  BOOST_TEST((events.show(event.id).event.discipline == Discipline::rapid));
  // A control that cannot be read is refused on an edit too.
  auto unreadable = event;
  unreadable.time_control = "40+";
  BOOST_TEST(refusal(ExitCode::input, [&] { events.edit(event.id, unreadable); }).starts_with("--control: "));
  // Confirmed: stored and recorded.
  events.edit(event.id, lightning, RegulationException::confirmed);
  BOOST_TEST(last_after(session)["regulations_differ"] == true);
  BOOST_TEST((events.show(event.id).event.discipline == Discipline::lightning));
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(tiebreak_settings_tests)

BOOST_FIXTURE_TEST_CASE(an_unknown_tie_break_code_is_refused_and_known_ones_travel_as_tie_breaks,
                        SessionFixture) {
  // The codes are read once, where they are typed; the event holds tie-breaks, not text.
  const auto unknown = tournament::tiebreaks_from_codes({"bh-c1", "Koya-ish"});
  BOOST_REQUIRE(!unknown);
  const auto message = app::translate(unknown.problem());
  BOOST_TEST(message.find("'Koya-ish'") != std::string::npos, message);
  BOOST_TEST(message.find("BH-C1") != std::string::npos, message);  // the codes are listed
  app::EventService events(session);
  auto e = event_with(Discipline::classical, "");
  const auto known = tournament::tiebreaks_from_codes({"bh-c1", "ks"});
  BOOST_REQUIRE(known.ok());
  e.tiebreaks = *known;
  const auto stored = events.create(e);
  BOOST_TEST(
      (stored.tiebreaks == std::vector{tournament::Tiebreak::buchholz_cut1, tournament::Tiebreak::koya}));
}

BOOST_AUTO_TEST_CASE(the_default_edition_is_the_one_in_force_on_the_first_day) {
  using namespace std::chrono;
  // C.07 (2026) is in force from 1 March 2026.
  BOOST_TEST((tournament::default_tiebreak_edition(year{2026} / February / 28) ==
              tournament::TiebreakEdition::fide_2024));
  BOOST_TEST((tournament::default_tiebreak_edition(year{2026} / March / 1) ==
              tournament::TiebreakEdition::fide_2026));
  BOOST_TEST((tournament::default_tiebreak_edition(std::nullopt) == tournament::TiebreakEdition::fide_2026));
}

BOOST_FIXTURE_TEST_CASE(tie_breaks_change_freely_until_round_one_is_published_then_only_with_a_reason,
                        SessionFixture) {
  const auto id = make_event(6, 5);
  app::EventService events(session);
  app::RoundService rounds(session);
  auto e = events.show(id).event;
  e.tiebreaks = {tournament::Tiebreak::buchholz, tournament::Tiebreak::sonneborn_berger};
  rounds.pair(id);  // a draft: nothing has gone out to the players yet
  BOOST_TEST((events.edit(id, e).tiebreaks ==
              std::vector{tournament::Tiebreak::buchholz, tournament::Tiebreak::sonneborn_berger}));
  rounds.publish(id);
  e.tiebreaks = {tournament::Tiebreak::sonneborn_berger, tournament::Tiebreak::buchholz};
  e.tiebreak_edition = tournament::TiebreakEdition::fide_2024;
  const auto rows = audit_rows(session);
  const auto message = refusal(ExitCode::refused, [&] { events.edit(id, e); });
  BOOST_TEST(message.find("reason") != std::string::npos, message);
  BOOST_TEST(audit_rows(session) == rows);
  BOOST_TEST((events.show(id).event.tiebreaks ==
              std::vector{tournament::Tiebreak::buchholz, tournament::Tiebreak::sonneborn_berger}));
  const auto stored = events.edit(id, e, RegulationException::not_confirmed, "the regulations list SB first");
  BOOST_TEST((stored.tiebreaks ==
              std::vector{tournament::Tiebreak::sonneborn_berger, tournament::Tiebreak::buchholz}));
  BOOST_TEST((stored.tiebreak_edition == tournament::TiebreakEdition::fide_2024));
  const auto after = last_after(session);
  BOOST_TEST(after.value("reason", "") == "the regulations list SB first");
  BOOST_TEST(after.value("tiebreak_edition", "") == "2024");
  // A stored event comes back with its edition.
  BOOST_TEST((events.show(id).event.tiebreak_edition == tournament::TiebreakEdition::fide_2024));
}

BOOST_AUTO_TEST_SUITE_END()
