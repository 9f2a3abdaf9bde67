#include "shashki/db/ban_repository.hpp"

#include "action.hpp"
#include "refusals.hpp"
#include "rows.hpp"

#include <nlohmann/json.hpp>

namespace shashki::db {

using tournament::BanGround;
using tournament::Checked;
using tournament::Message;
using tournament::PairingBan;

namespace {

nlohmann::json ban_json(const PairingBan& b) {
  nlohmann::json doc = {{"ground", std::string(code(b.ground))}, {"until_round", b.until_round}};
  if (b.ground == BanGround::family) doc["players"] = {b.first.value, b.second.value};
  return doc;
}

}  // namespace

Checked<PairingBan> BanRepository::add(tournament::EventId event, PairingBan ban, const Stamp& stamp) {
  return in_action(m_db.impl(), "add a pairing ban", stamp, "ban.add", event, [&](Action& action) {
    auto& sql = action.sql();
    if (!read_event(sql, event)) return Checked<PairingBan>::failure(no_event(event));
    nlohmann::json before = nullptr;
    if (ban.ground != BanGround::family) {
      for (const auto& old : read_bans(sql, event)) {
        if (old.ground == ban.ground) before = ban_json(old);
      }
      SQLite::Statement erase(sql, "DELETE FROM pairing_bans WHERE event_id = ? AND ground = ?");
      erase.bind(1, event.value);
      erase.bind(2, std::string(code(ban.ground)));
      erase.exec();
    }
    SQLite::Statement insert(
        sql,
        "INSERT INTO pairing_bans (event_id, ground, until_round, first_player, second_player) VALUES (?, "
        "?, ?, ?, ?)");
    insert.bind(1, event.value);
    insert.bind(2, std::string(code(ban.ground)));
    insert.bind(3, ban.until_round);
    if (ban.ground == BanGround::family) {
      insert.bind(4, ban.first.value);
      insert.bind(5, ban.second.value);
    } else {
      insert.bind(4);
      insert.bind(5);
    }
    insert.exec();
    action.commit(before, ban_json(ban));
    return Checked<PairingBan>(ban);
  });
}

Checked<PairingBan> BanRepository::remove(tournament::EventId event, int number, const Stamp& stamp) {
  return in_action(m_db.impl(), "remove a pairing ban", stamp, "ban.remove", event, [&](Action& action) {
    auto& sql = action.sql();
    if (!read_event(sql, event)) return Checked<PairingBan>::failure(no_event(event));
    SQLite::Statement ids(sql, "SELECT id FROM pairing_bans WHERE event_id = ? ORDER BY id");
    ids.bind(1, event.value);
    std::vector<std::int64_t> rows;
    while (ids.executeStep()) rows.push_back(ids.getColumn(0).getInt64());
    if (number < 1 || number > static_cast<int>(rows.size())) {
      return Checked<PairingBan>::failure(Message::plural("the event has no ban {number}; it has {n} ban",
                                                          "the event has no ban {number}; it has {n} bans",
                                                          static_cast<unsigned long>(rows.size()))
                                              .with("number", number)
                                              .about("number"));
    }
    const PairingBan removed = read_bans(sql, event).at(static_cast<std::size_t>(number - 1));
    SQLite::Statement erase(sql, "DELETE FROM pairing_bans WHERE id = ?");
    erase.bind(1, rows[static_cast<std::size_t>(number - 1)]);
    erase.exec();
    action.commit(ban_json(removed), nullptr);
    return Checked<PairingBan>(removed);
  });
}

std::vector<PairingBan> BanRepository::list(tournament::EventId event) const {
  return guarded(m_db.impl(), "list the pairing bans", [&] { return read_bans(m_db.impl().sql, event); });
}

}  // namespace shashki::db
