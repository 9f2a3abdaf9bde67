#include "shashki/app/event_service.hpp"

#include "service_support.hpp"
#include "shashki/app/event_reports.hpp"
#include "shashki/app/i18n.hpp"
#include "shashki/app/opening_tables.hpp"

#include <fmt/format.h>

#include <utility>

namespace shashki::app {

namespace {

using tournament::RoundState;

// Over: the last round of the event has been played and locked; its settings are history then.
bool is_over(const tournament::Tournament& t) {
  return !t.rounds.empty() && t.rounds.back().number >= t.event.rounds &&
         t.rounds.back().state == RoundState::locked;
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

}  // namespace

tournament::Event EventService::create(tournament::Event event) {
  // A table that cannot be read is refused now, not at the first pairing (6.1.4.1).
  settle_opening_table(event);
  return accepted(db::EventRepository(m_session.database()).create(std::move(event), m_session.stamp()),
                  ExitCode::input);
}

tournament::Event EventService::edit(tournament::EventId id, tournament::Event changed) {
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
  if (changed.opening_table != t.event.opening_table && changed.opening_csv == t.event.opening_csv) {
    changed.opening_csv.clear();  // another table named: the text kept was the old table's
  }
  if (changed.opening_table != t.event.opening_table || changed.opening_csv != t.event.opening_csv) {
    settle_opening_table(changed);
  }
  if (changed.rounds < t.current_round()) {
    throw Error(
        ExitCode::refused,
        fmt::format(fmt::runtime(tr("rounds: round {} has already been paired, so the event cannot have "
                                    "{} rounds; nothing was changed")),
                    t.current_round(), changed.rounds));
  }
  return accepted(db::EventRepository(m_session.database()).edit(id, std::move(changed), m_session.stamp()),
                  ExitCode::input);
}

std::vector<tournament::Event> EventService::list() {
  return db::EventRepository(m_session.database()).list();
}

EventOverview EventService::show(tournament::EventId id) {
  require_event(m_session, id);
  const auto t = db::EventRepository(m_session.database()).load(id);
  return EventOverview{t->event, t->current_round(), static_cast<int>(t->players.size())};
}

}  // namespace shashki::app
