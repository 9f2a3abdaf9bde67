#include "shashki/db/prize_repository.hpp"

#include "action.hpp"
#include "refusals.hpp"
#include "rows.hpp"

#include <nlohmann/json.hpp>

namespace shashki::db {

using tournament::Checked;
using tournament::Message;
using tournament::Prize;

namespace {

nlohmann::json prize_json(const Prize& p, int number) {
  return {{"number", number},
          {"name", p.name},
          {"place", p.place},
          {"section", p.section.empty() ? nlohmann::json(nullptr) : nlohmann::json(p.section)},
          {"value", p.value}};
}

}  // namespace

Checked<Prize> PrizeRepository::add(tournament::EventId event, Prize prize, const Stamp& stamp) {
  return in_action(m_db.impl(), "add a prize", stamp, "prize.add", event, [&](Action& action) {
    auto& sql = action.sql();
    if (!read_event(sql, event)) return Checked<Prize>::failure(no_event(event));
    const int number = static_cast<int>(read_prizes(sql, event).size()) + 1;
    SQLite::Statement insert(
        sql,
        "INSERT INTO prizes (event_id, position, name, place, section, value) VALUES (?, ?, ?, "
        "?, ?, ?)");
    insert.bind(1, event.value);
    insert.bind(2, number);
    insert.bind(3, prize.name);
    insert.bind(4, prize.place);
    insert.bind(5, prize.section);
    insert.bind(6, static_cast<std::int64_t>(prize.value));
    insert.exec();
    action.commit(nullptr, prize_json(prize, number));
    return Checked<Prize>(prize);
  });
}

Checked<Prize> PrizeRepository::remove(tournament::EventId event, int number, const Stamp& stamp) {
  return in_action(m_db.impl(), "remove a prize", stamp, "prize.remove", event, [&](Action& action) {
    auto& sql = action.sql();
    if (!read_event(sql, event)) return Checked<Prize>::failure(no_event(event));
    const auto prizes = read_prizes(sql, event);
    if (number < 1 || number > static_cast<int>(prizes.size())) {
      return Checked<Prize>::failure(
          Message::plural("the prize list has no number {number}; it has {n} prize",
                          "the prize list has no number {number}; it has {n} prizes",
                          static_cast<unsigned long>(prizes.size()))
              .with("number", number)
              .about("number"));
    }
    SQLite::Statement erase(sql, "DELETE FROM prizes WHERE event_id = ? AND position = ?");
    erase.bind(1, event.value);
    erase.bind(2, number);
    erase.exec();
    // Those after it move up one, in order, so that no two share a position on the way.
    SQLite::Statement shift(sql,
                            "UPDATE prizes SET position = position - 1 WHERE event_id = ? AND position = ?");
    for (int k = number + 1; k <= static_cast<int>(prizes.size()); ++k) {
      shift.reset();
      shift.bind(1, event.value);
      shift.bind(2, k);
      shift.exec();
    }
    const Prize& removed = prizes[static_cast<std::size_t>(number - 1)];
    action.commit(prize_json(removed, number), nullptr);
    return Checked<Prize>(removed);
  });
}

std::vector<Prize> PrizeRepository::list(tournament::EventId event) const {
  return guarded(m_db.impl(), "list the prizes", [&] { return read_prizes(m_db.impl().sql, event); });
}

}  // namespace shashki::db
