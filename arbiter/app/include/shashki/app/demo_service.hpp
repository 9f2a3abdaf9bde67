#pragma once

#include "shashki/app/session.hpp"
#include "shashki/tournament/ids.hpp"

#include <cstdint>

namespace shashki::app {

/// What the sample event looks like.
struct DemoOptions {
  int players = 20;          ///< players registered
  int rounds = 7;            ///< rounds played (and the event's number of rounds)
  std::uint64_t seed = 2026; ///< the generator of names, ratings and results
};

/// Creates a finished sample event for a first look: a Swiss in 2-1-0 with players, every
/// round paired, published, played (results from a seeded generator that favours the higher
/// rating) and locked. Each step is the judge's own use case, so the audit log reads like a
/// real event's. The same options give the same event.
class DemoService {
 public:
  explicit DemoService(Session& session) : m_session(session) {}
  /// The new event's id. Error(usage) when there are fewer than 2 players or no round, or more
  /// rounds than a Swiss of that size can have.
  tournament::EventId create(const DemoOptions& options);

 private:
  Session& m_session;
};

}  // namespace shashki::app
