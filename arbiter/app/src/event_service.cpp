#include "shashki/app/event_service.hpp"

#include "service_support.hpp"
#include "shashki/app/event_limits.hpp"
#include "shashki/app/event_reports.hpp"
#include "shashki/app/i18n.hpp"
#include "shashki/app/opening_tables.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <utility>
#include <variant>

namespace shashki::app {

namespace {

// Over: the last round of the event has been played and locked; its settings are history then.
bool is_over(const tournament::Tournament& t) {
  return edit_limits(t).over;
}

// The first setting that pairings or scores rest on and that `changed` alters, or none. The
// rounds of a round robin or knockout follow its table, so they are one of them; a Swiss may be
// lengthened or shortened (checked apart).
const char* fixed_setting_changed(const tournament::Event& was, const tournament::Event& changed) {
  const std::pair<const char*, bool> fixed[] = {
      {"system", changed.system != was.system},
      {"micro_match", changed.micro_match != was.micro_match},
      {"scoring", changed.scale != was.scale},
      {"match_scoring", changed.match_scoring != was.match_scoring},
      {"opening_table", changed.opening_table != was.opening_table || changed.opening_csv != was.opening_csv},
      {"rounds", was.system != tournament::PairingSystem::swiss && changed.rounds != was.rounds},
  };
  for (const auto& [field, differs] : fixed) {
    if (differs) return field;
  }
  return nullptr;
}

// Refuses a control outside its discipline's bounds unless the judge confirmed that the
// regulations set it (6.1.9.4); true when it was so confirmed, for the audit row.
bool settle_control(const tournament::Event& event, clock::RegulationException exception) {
  const auto question = control_question(event);
  if (question && exception != clock::RegulationException::confirmed) {
    throw Error(
        ExitCode::refused,
        fmt::format(fmt::runtime(tr("{}; if the regulations set it, confirm it (--regulations-differ); "
                                    "nothing was changed")),
                    *question));
  }
  return question.has_value();
}

// Every tie-break named must be one the standings compute (its code, any letter case); they are
// stored as codes. An unknown name is refused now rather than dropped from the standings later.
void settle_tiebreaks(tournament::Event& event) {
  for (auto& item : event.tiebreaks) {
    const auto tiebreak = tournament::tiebreak_from_code(item);
    if (!tiebreak) {
      std::string codes;
      for (const auto t : tournament::all_tiebreaks())
        codes += (codes.empty() ? "" : ", ") + std::string(code(t));
      throw Error(ExitCode::input,
                  fmt::format(fmt::runtime(tr("--tiebreaks: '{}' is not a tie-break code; the codes are {}; "
                                              "nothing was changed")),
                              item, codes));
    }
    item = std::string(tournament::code(*tiebreak));
  }
}

// True once a round has gone out to the players: from then on the tie-breaks are part of what
// the players were told the event would be decided by.
bool published(const tournament::Tournament& t) {
  return edit_limits(t).published;
}

}  // namespace

std::optional<std::string> control_question(const tournament::Event& event) {
  if (event.time_control.empty()) return std::nullopt;
  const auto parsed = clock::TimeControl::parse(event.time_control);
  if (const auto* error = std::get_if<clock::ControlError>(&parsed)) {
    throw Error(ExitCode::input,
                fmt::format(fmt::runtime(tr("--control: '{}' is not a time control such as 30+30 (minutes + "
                                            "seconds per move): {}")),
                            event.time_control, error->message));
  }
  const auto& control = std::get<clock::TimeControl>(parsed);
  if (!clock::bound_violation(control, event.discipline)) return std::nullopt;
  const auto bounds = clock::bounds_of(event.discipline);
  const auto minutes = [](std::chrono::milliseconds d) {
    return std::chrono::duration_cast<std::chrono::minutes>(d).count();
  };
  const std::string allowed =
      bounds.at_most ? fmt::format(fmt::runtime(tr("{} to {} minutes")), minutes(bounds.at_least),
                                   minutes(*bounds.at_most))
                     : fmt::format(fmt::runtime(tr("at least {} minutes")), minutes(bounds.at_least));
  return fmt::format(fmt::runtime(tr("--control {}: {} minutes of base time for each player, where {} play "
                                     "has {} ({}); the regulations of an event may set another control "
                                     "(6.1.9.4)")),
                     event.time_control, minutes(control.total_base()),
                     tr(std::string(tournament::code(event.discipline)).c_str()), allowed, bounds.clause);
}

tournament::Event EventService::create(tournament::Event event, clock::RegulationException exception) {
  const bool regulations_differ = settle_control(event, exception);
  settle_tiebreaks(event);
  // A table that cannot be read is refused now, not at the first pairing (6.1.4.1).
  settle_opening_table(event);
  return accepted(db::EventRepository(m_session.database())
                      .create(std::move(event), m_session.stamp(), regulations_differ),
                  ExitCode::input);
}

tournament::Event EventService::edit(tournament::EventId id, tournament::Event changed,
                                     clock::RegulationException exception, const std::string& reason) {
  const auto t = load_tournament(m_session, id);
  changed.id = id;
  if (changed == t.event) return t.event;
  if (is_over(t)) {
    throw Error(
        ExitCode::refused,
        fmt::format(fmt::runtime(tr("event {} is over (its round {} is locked); its settings are final "
                                    "and nothing was changed")),
                    id.value, t.current_round()));
  }
  if (!t.rounds.empty()) {
    if (const char* field = fixed_setting_changed(t.event, changed)) {
      throw Error(ExitCode::refused,
                  fmt::format(fmt::runtime(tr("{}: round 1 has been paired, so what pairings and scores rest "
                                              "on stays as it is; nothing was changed")),
                              field));
    }
  }
  const bool tiebreaks_changed =
      changed.tiebreaks != t.event.tiebreaks || changed.tiebreak_edition != t.event.tiebreak_edition;
  if (tiebreaks_changed) {
    settle_tiebreaks(changed);
    if (published(t) && reason.find_first_not_of(" \t") == std::string::npos) {
      throw Error(ExitCode::refused,
                  tr("tie-breaks: round 1 has been published and the players know how ties are broken; "
                     "a correction needs the judge's reason (--reason), kept in the audit log; nothing "
                     "was changed"));
    }
  }
  if (changed.opening_table != t.event.opening_table && changed.opening_csv == t.event.opening_csv) {
    changed.opening_csv.clear();  // another table named: the text kept was the old table's
  }
  if (changed.opening_table != t.event.opening_table || changed.opening_csv != t.event.opening_csv) {
    settle_opening_table(changed);
  }
  bool regulations_differ = false;
  if (changed.time_control != t.event.time_control || changed.discipline != t.event.discipline) {
    regulations_differ = settle_control(changed, exception);
  }
  if (changed.rounds < t.current_round()) {
    throw Error(
        ExitCode::refused,
        fmt::format(fmt::runtime(tr("rounds: round {} has already been paired, so the event cannot have "
                                    "{} rounds; nothing was changed")),
                    t.current_round(), changed.rounds));
  }
  return accepted(db::EventRepository(m_session.database())
                      .edit(id, std::move(changed), m_session.stamp(), regulations_differ,
                            tiebreaks_changed ? reason : std::string()),
                  ExitCode::input);
}

std::vector<tournament::Event> EventService::list() {
  return db::EventRepository(m_session.database()).list();
}

EventOverview EventService::show(tournament::EventId id) {
  require_event(m_session, id);
  const auto t = db::EventRepository(m_session.database()).load(id);
  EventOverview overview{t->event, t->current_round(), static_cast<int>(t->players.size())};
  try {
    overview.regulations_differ = control_question(t->event).has_value();
  } catch (const Error&) {
    // A control stored before controls were checked on entry: the clock refuses it when a
    // round starts; the overview still shows the event.
  }
  return overview;
}

}  // namespace shashki::app
