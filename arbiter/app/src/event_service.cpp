#include "shashki/app/event_service.hpp"

#include "service_support.hpp"
#include "shashki/app/event_limits.hpp"
#include "shashki/app/i18n.hpp"
#include "shashki/app/load_tournament.hpp"
#include "shashki/app/opening_tables.hpp"
#include "shashki/db/transaction.hpp"
#include "shashki/tournament/event_edit.hpp"

#include <algorithm>
#include <chrono>
#include <optional>
#include <utility>
#include <variant>

namespace shashki::app {

namespace {

// What 6.1.9 says of a control outside its discipline's bounds (6.1.9.1-6.1.9.3), which the
// regulations may set (6.1.9.4): the question put to the judge, or with `refusal` the answer
// given when the judge has not confirmed it. None when the control lies within them or there is
// none; Error(input) when it cannot be read.
std::optional<Message> control_outside_bounds(const tournament::Event& event, bool refusal) {
  if (event.time_control.empty()) return std::nullopt;
  const auto parsed = clock::TimeControl::parse(event.time_control);
  if (const auto* error = std::get_if<clock::ControlError>(&parsed)) {
    throw Error(ExitCode::input, control_message(*error, event.time_control, "control"));
  }
  const auto& control = std::get<clock::TimeControl>(parsed);
  if (!clock::bound_violation(control, event.discipline)) return std::nullopt;
  const auto bounds = clock::bounds_of(event.discipline);
  const auto minutes = [](std::chrono::milliseconds d) {
    return static_cast<long long>(std::chrono::duration_cast<std::chrono::minutes>(d).count());
  };
  const auto base = static_cast<unsigned long>(minutes(control.total_base()));
  Message m;
  if (bounds.at_most && refusal) {
    m = Message::plural(
        "the time control {control} gives each player {n} minute of base time, where "
        "{discipline} play has {least} to {most} minutes ({clause}); if the event's "
        "regulations set it (6.1.9.4), confirm that they do; nothing was changed",
        "the time control {control} gives each player {n} minutes of base time, where "
        "{discipline} play has {least} to {most} minutes ({clause}); if the event's "
        "regulations set it (6.1.9.4), confirm that they do; nothing was changed",
        base);
  } else if (bounds.at_most) {
    m = Message::plural(
        "the time control {control} gives each player {n} minute of base time, where "
        "{discipline} play has {least} to {most} minutes ({clause}); the regulations of "
        "an event may set another control (6.1.9.4)",
        "the time control {control} gives each player {n} minutes of base time, where "
        "{discipline} play has {least} to {most} minutes ({clause}); the regulations of "
        "an event may set another control (6.1.9.4)",
        base);
  } else if (refusal) {
    m = Message::plural(
        "the time control {control} gives each player {n} minute of base time, where "
        "{discipline} play has at least {least} minutes ({clause}); if the event's "
        "regulations set it (6.1.9.4), confirm that they do; nothing was changed",
        "the time control {control} gives each player {n} minutes of base time, where "
        "{discipline} play has at least {least} minutes ({clause}); if the event's "
        "regulations set it (6.1.9.4), confirm that they do; nothing was changed",
        base);
  } else {
    m = Message::plural(
        "the time control {control} gives each player {n} minute of base time, where "
        "{discipline} play has at least {least} minutes ({clause}); the regulations of "
        "an event may set another control (6.1.9.4)",
        "the time control {control} gives each player {n} minutes of base time, where "
        "{discipline} play has at least {least} minutes ({clause}); the regulations of "
        "an event may set another control (6.1.9.4)",
        base);
  }
  m.with("control", event.time_control)
      .with_term("discipline", std::string(tournament::code(event.discipline)).c_str())
      .with("least", minutes(bounds.at_least))
      .with("clause", std::string(bounds.clause))
      .about("control");
  if (bounds.at_most) m.with("most", minutes(*bounds.at_most));
  return m;
}

// Refuses a control outside its discipline's bounds unless the judge confirmed that the
// regulations set it (6.1.9.4); true when it was so confirmed, for the audit row.
bool settle_control(const tournament::Event& event, clock::RegulationException exception) {
  auto refusal = control_outside_bounds(event, true);
  if (refusal && exception != clock::RegulationException::confirmed) {
    throw Error(ExitCode::refused, std::move(refusal->about("regulations_differ")));
  }
  return refusal.has_value();
}

}  // namespace

std::optional<std::string> control_question(const tournament::Event& event) {
  const auto question = control_outside_bounds(event, false);
  if (!question) return std::nullopt;
  return translate(*question);
}

tournament::Event EventService::create(tournament::Event event, clock::RegulationException exception) {
  const bool regulations_differ = settle_control(event, exception);
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
  // What the edit may change now is the core's rule, checked once here.
  changed = accepted(tournament::check_event_edit(t, std::move(changed), reason));
  const bool tiebreaks_changed =
      changed.tiebreaks != t.event.tiebreaks || changed.tiebreak_edition != t.event.tiebreak_edition;
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
  return accepted(db::EventRepository(m_session.database())
                      .edit(id, std::move(changed), m_session.stamp(), regulations_differ,
                            tiebreaks_changed ? reason : std::string()),
                  ExitCode::input);
}

tournament::TeamEvent EventService::edit_team_ranking(
    tournament::EventId id, std::optional<std::vector<tournament::TeamTiebreak>> tiebreaks,
    std::optional<tournament::PrimaryScore> primary, const std::string& reason) {
  const auto t = load_tournament(m_session, id);
  if (!t.team) {
    throw Error(ExitCode::input, Message(N_("event {event} is not a team event"))
                                     .with("event", static_cast<long long>(id.value))
                                     .about("event"));
  }
  tournament::TeamEvent changed = *t.team;
  if (tiebreaks) changed.tiebreaks = std::move(*tiebreaks);
  if (primary) changed.scoring.primary = *primary;
  changed = accepted(tournament::check_team_ranking_edit(*t.team, std::move(changed), reason));
  return accepted(db::EventRepository(m_session.database())
                      .edit_team_ranking(id, std::move(changed), m_session.stamp(), reason),
                  ExitCode::input);
}

tournament::Event EventService::edit_team_event(tournament::EventId id, tournament::Event changed,
                                                const tournament::TeamEvent& ranking,
                                                clock::RegulationException exception,
                                                const std::string& reason,
                                                const std::string& ranking_reason) {
  db::Transaction transaction(m_session.database());
  const auto t = load_tournament(m_session, id);
  if (t.team && tournament::team_ranking_changes(*t.team, ranking))
    edit_team_ranking(id, ranking.tiebreaks, ranking.scoring.primary, ranking_reason);
  auto stored = edit(id, std::move(changed), exception, reason);
  transaction.commit();
  return stored;
}

std::vector<tournament::Event> EventService::list() {
  return db::EventRepository(m_session.database()).list();
}

EventOverview EventService::show(tournament::EventId id) {
  require_event(m_session, id);
  const auto t = db::EventRepository(m_session.database()).load(id);
  EventOverview overview{t->event, t->current_round(), static_cast<int>(t->players.size())};
  overview.officials = tournament::event_officials(*t);
  try {
    overview.regulations_differ = control_question(t->event).has_value();
  } catch (const Error&) {
    // A control stored before controls were checked on entry: the clock refuses it when a
    // round starts; the overview still shows the event.
  }
  return overview;
}

}  // namespace shashki::app
