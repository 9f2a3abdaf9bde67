#include "shashki/db/bye_request_repository.hpp"

#include "action.hpp"
#include "refusals.hpp"
#include "rows.hpp"

namespace shashki::db {

using tournament::ByeKind;
using tournament::Checked;
using tournament::Message;

namespace {

nlohmann::json request_json(int round, tournament::PlayerId player, std::optional<ByeKind> kind) {
  return {{"round", round},
          {"player", player.value},
          {"bye", kind ? nlohmann::json(std::string(tournament::code(*kind))) : nlohmann::json()}};
}

std::optional<ByeKind> stored_kind(SQLite::Database& sql, tournament::EventId event, int round,
                                   tournament::PlayerId player) {
  const auto all = read_bye_requests(sql, event);
  const auto r = all.find(round);
  if (r == all.end()) return std::nullopt;
  const auto p = r->second.find(player);
  return p == r->second.end() ? std::nullopt : std::optional(p->second);
}

}  // namespace

Checked<ByeKind> ByeRequestRepository::request(tournament::EventId event, int round,
                                               tournament::PlayerId player, ByeKind kind,
                                               const Stamp& stamp) {
  return in_action(m_db.impl(), "record the bye", stamp, "bye.request", event, [&](Action& action) {
    auto& sql = action.sql();
    SQLite::Statement known(sql, "SELECT 1 FROM players WHERE event_id = ? AND id = ?");
    known.bind(1, event.value);
    known.bind(2, player.value);
    if (!known.executeStep()) return Checked<ByeKind>::failure(no_player(event, player));
    const auto before = stored_kind(sql, event, round, player);
    SQLite::Statement upsert(sql,
                             "INSERT INTO bye_requests (event_id, round, player, kind) VALUES (?, ?, ?, ?) "
                             "ON CONFLICT (event_id, round, player) DO UPDATE SET kind = excluded.kind");
    upsert.bind(1, event.value);
    upsert.bind(2, round);
    upsert.bind(3, player.value);
    upsert.bind(4, std::string(tournament::code(kind)));
    upsert.exec();
    action.commit(request_json(round, player, before), request_json(round, player, kind));
    return Checked<ByeKind>(kind);
  });
}

Checked<ByeKind> ByeRequestRepository::cancel(tournament::EventId event, int round,
                                              tournament::PlayerId player, const Stamp& stamp) {
  return in_action(m_db.impl(), "cancel the bye", stamp, "bye.cancel", event, [&](Action& action) {
    auto& sql = action.sql();
    const auto before = stored_kind(sql, event, round, player);
    if (!before) {
      return Checked<ByeKind>::failure(Message(N_("player {player} has no bye requested for round {round}"))
                                           .with("player", static_cast<long long>(player.value))
                                           .with("round", round)
                                           .about("player"));
    }
    SQLite::Statement remove(sql, "DELETE FROM bye_requests WHERE event_id = ? AND round = ? AND player = ?");
    remove.bind(1, event.value);
    remove.bind(2, round);
    remove.bind(3, player.value);
    remove.exec();
    action.commit(request_json(round, player, before), request_json(round, player, std::nullopt));
    return Checked<ByeKind>(*before);
  });
}

std::map<int, std::map<tournament::PlayerId, ByeKind>> ByeRequestRepository::list(
    tournament::EventId event) const {
  return guarded(m_db.impl(), "list the byes", [&] { return read_bye_requests(m_db.impl().sql, event); });
}

}  // namespace shashki::db
