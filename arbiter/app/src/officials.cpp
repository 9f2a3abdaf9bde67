#include "shashki/app/officials.hpp"

#include "service_support.hpp"
#include "shashki/app/errors.hpp"
#include "shashki/app/load_tournament.hpp"
#include "shashki/db/official_repository.hpp"
#include "shashki/db/transaction.hpp"

namespace shashki::app {

namespace {

// The panel `decide` makes of the event as stored, stored as action `action`. Read and written in
// one transaction: the panel is stored whole, so an appointment made meanwhile from another
// window or the command line is never overwritten.
template <class Decide>
tournament::Panel change_panel(Session& session, tournament::EventId event, const char* action,
                               Decide decide) {
  db::Transaction transaction(session.database());
  const auto tournament = load_tournament(session, event);
  auto panel = accepted(decide(tournament), ExitCode::input);
  auto stored = accepted(
      db::OfficialRepository(session.database()).store(event, std::move(panel), action, session.stamp()),
      ExitCode::input);
  transaction.commit();
  return stored;
}

}  // namespace

tournament::Panel appoint_official(Session& session, tournament::EventId event,
                                   tournament::Official official) {
  return change_panel(session, event, "official.appoint", [&](const tournament::Tournament& t) {
    return tournament::appoint_official(t, std::move(official));
  });
}

tournament::Panel dismiss_official(Session& session, tournament::EventId event, tournament::OfficialRole role,
                                   const std::string& name) {
  return change_panel(session, event, "official.dismiss", [&](const tournament::Tournament& t) {
    return tournament::dismiss_official(t, role, name);
  });
}

}  // namespace shashki::app
