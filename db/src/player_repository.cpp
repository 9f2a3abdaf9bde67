#include "shashki/db/player_repository.hpp"

#include "action.hpp"
#include "model_json.hpp"
#include "refusals.hpp"
#include "rows.hpp"
#include "shashki/tournament/player_edit.hpp"
#include "shashki/tournament/registration.hpp"

#include <algorithm>

namespace shashki::db {

using tournament::Checked;
using tournament::Message;
using tournament::Player;

namespace {

int next_number(SQLite::Database& sql, tournament::EventId event) {
  SQLite::Statement select(sql, "SELECT coalesce(max(number), 0) + 1 FROM players WHERE event_id = ?");
  select.bind(1, event.value);
  select.executeStep();
  return select.getColumn(0).getInt();
}

bool number_taken(SQLite::Database& sql, tournament::EventId event, int number) {
  SQLite::Statement select(sql, "SELECT 1 FROM players WHERE event_id = ? AND number = ?");
  select.bind(1, event.value);
  select.bind(2, number);
  return select.executeStep();
}

// Checks and inserts one player inside `action`; `position` is the player's place in a list
// being registered (0 for a single player), which names a player without a name.
Checked<Player> insert_player(Action& action, const tournament::Event& event, Player player, int position) {
  auto checked = tournament::check_entry(std::move(player), event, position);
  if (!checked) return checked;
  Player p = *checked;
  if (p.number == 0) {
    p.number = next_number(action.sql(), event.id);
  } else if (number_taken(action.sql(), event.id, p.number)) {
    return Checked<Player>::failure(
        Message(N_("starting number {number} is taken")).with("number", p.number).about("number"));
  }
  SQLite::Statement insert(action.sql(), player_insert_sql);
  insert.bind(1, event.id.value);
  bind_player(insert, p, 2);
  insert.exec();
  p.id = tournament::PlayerId{action.sql().getLastInsertRowid()};
  return p;
}

std::optional<Player> find_player(SQLite::Database& sql, tournament::EventId event, tournament::PlayerId id) {
  SQLite::Statement select(
      sql, std::string("SELECT ") + player_columns + " FROM players WHERE event_id = ? AND id = ?");
  select.bind(1, event.value);
  select.bind(2, id.value);
  if (!select.executeStep()) return std::nullopt;
  return read_player(select);
}

// Writes every column of the stored player `p` (found by its id).
void update_player(SQLite::Database& sql, tournament::EventId event, const Player& p) {
  SQLite::Statement update(sql, player_update_sql);
  bind_player(update, p, 1);
  update.bind(player_value_count + 1, event.value);
  update.bind(player_value_count + 2, p.id.value);
  update.exec();
}

// A withdrawal or a readmission from round `from_round`: the player as `change` (the rule) makes
// it, stored and audited with the states before and after.
Checked<Player> change_participation(Action& action, tournament::EventId event, tournament::PlayerId player,
                                     int from_round,
                                     Checked<Player> (*change)(Player, int, const tournament::Event&),
                                     const std::string& reason = {}) {
  const auto before = find_player(action.sql(), event, player);
  if (!before) return Checked<Player>::failure(no_player(event, player));
  auto after = change(*before, from_round, *read_event(action.sql(), event));
  if (!after) return after;
  update_player(action.sql(), event, *after);
  auto written = to_json(*after);
  if (!reason.empty()) written["reason"] = reason;
  action.commit(to_json(*before), written);
  return after;
}

nlohmann::json numbers_json(const std::vector<Player>& players) {
  auto numbers = nlohmann::json::array();
  for (const auto& p : players) numbers.push_back({{"id", p.id.value}, {"number", p.number}});
  return numbers;
}

// Gives the event's players (`players`, as stored) the numbers 1..n in `order` when the rules
// allow it now (round 1 not drafted, every player ranked once); else the refusal, nothing changed.
Checked<std::vector<tournament::PlayerId>> renumber(SQLite::Database& sql, tournament::EventId event,
                                                    const std::vector<Player>& players,
                                                    std::vector<tournament::PlayerId> order) {
  const auto open = tournament::check_numbers_open(last_round_number(sql, event));
  if (!open) return Checked<std::vector<tournament::PlayerId>>::failure(open.problem());
  auto checked = tournament::check_ranking(players, std::move(order));
  if (!checked) return checked;
  // Numbers are unique at every step: first move them all above the highest, then give 1..n.
  SQLite::Statement shift(sql,
                          "UPDATE players SET number = number + (SELECT max(number) FROM players "
                          "WHERE event_id = ?1) WHERE event_id = ?1");
  shift.bind(1, event.value);
  shift.exec();
  const auto& ranked = *checked;
  for (std::size_t k = 0; k < ranked.size(); ++k) {
    auto p =
        *std::find_if(players.begin(), players.end(), [&](const Player& q) { return q.id == ranked[k]; });
    p.number = static_cast<int>(k + 1);
    update_player(sql, event, p);
  }
  return checked;
}

// Numbers the event's players 1..n in `order` as one action `name` (`what` for a database
// error), refused once round 1 exists; the audit row holds the numbers before, and `detail` (the
// seed, the reason) with the numbers after.
Checked<std::vector<Player>> store_numbers(Database::Impl& db, tournament::EventId event,
                                           const std::vector<tournament::PlayerId>& order, const Stamp& stamp,
                                           const char* name, const char* what,
                                           std::pair<const char*, nlohmann::json> detail) {
  using Result = Checked<std::vector<Player>>;
  return in_action(db, what, stamp, name, event, [&](Action& action) {
    auto& sql = action.sql();
    if (!read_event(sql, event)) return Result::failure(no_event(event));
    const auto players = read_players(sql, event);
    const auto done = renumber(sql, event, players, order);
    if (!done) return Result::failure(done.problem());
    auto renumbered = read_players(sql, event);
    action.commit({{"numbers", numbers_json(players)}},
                  {{detail.first, detail.second}, {"numbers", numbers_json(renumbered)}});
    return Result(std::move(renumbered));
  });
}

}  // namespace

Checked<Player> PlayerRepository::add(tournament::EventId event, Player player, const Stamp& stamp) {
  return in_action(m_db.impl(), "add the player", stamp, "player.add", event, [&](Action& action) {
    const auto settings = read_event(action.sql(), event);
    if (!settings) return Checked<Player>::failure(no_event(event));
    auto stored = insert_player(action, *settings, std::move(player), 0);
    if (stored) action.commit(nullptr, to_json(*stored));
    return stored;
  });
}

Checked<std::vector<Player>> PlayerRepository::add_all(tournament::EventId event, std::vector<Player> players,
                                                       const Stamp& stamp) {
  using Result = Checked<std::vector<Player>>;
  return in_action(m_db.impl(), "import the players", stamp, "player.import", event, [&](Action& action) {
    const auto settings = read_event(action.sql(), event);
    if (!settings) return Result::failure(no_event(event));
    std::vector<Player> stored;
    nlohmann::json after = nlohmann::json::array();
    for (std::size_t i = 0; i < players.size(); ++i) {
      auto one = insert_player(action, *settings, std::move(players[i]), static_cast<int>(i + 1));
      if (!one) return Result::failure(one.problem());  // the action rolls back every insert
      after.push_back(to_json(*one));
      stored.push_back(*one);
    }
    action.commit(nullptr, after);
    return Result(std::move(stored));
  });
}

Checked<Player> PlayerRepository::withdraw(tournament::EventId event, tournament::PlayerId player,
                                           int from_round, const Stamp& stamp, const std::string& reason) {
  return in_action(m_db.impl(), "withdraw the player", stamp, "player.withdraw", event, [&](Action& action) {
    return change_participation(action, event, player, from_round, tournament::withdraw, reason);
  });
}

Checked<Player> PlayerRepository::edit(tournament::EventId event, const Player& player, const Stamp& stamp,
                                       const std::vector<tournament::PlayerId>& order) {
  return in_action(m_db.impl(), "edit the player", stamp, "player.edit", event, [&](Action& action) {
    const auto before = find_player(action.sql(), event, player.id);
    if (!before) return Checked<Player>::failure(no_player(event, player.id));
    // Only what an edit may change (the core's rule); number, status and rounds have their own
    // actions.
    const Player after = tournament::with_edited_details(*before, player);
    auto checked = tournament::check_player(after);
    if (!checked || after == *before) return checked;  // a refusal, or nothing to write
    update_player(action.sql(), event, after);
    if (!order.empty()) {
      // The details changed the player's place in the initial ranking: one action all the same.
      const auto done = renumber(action.sql(), event, read_players(action.sql(), event), order);
      if (!done) return Checked<Player>::failure(done.problem());
      auto renumbered = *find_player(action.sql(), event, player.id);
      action.commit(to_json(*before), {{"player", to_json(renumbered)},
                                       {"numbers", numbers_json(read_players(action.sql(), event))}});
      return Checked<Player>(renumbered);
    }
    action.commit(to_json(*before), to_json(after));
    return checked;
  });
}

Checked<Player> PlayerRepository::readmit(tournament::EventId event, tournament::PlayerId player,
                                          int from_round, const Stamp& stamp) {
  return in_action(m_db.impl(), "readmit the player", stamp, "player.readmit", event, [&](Action& action) {
    return change_participation(action, event, player, from_round, tournament::readmit);
  });
}

Checked<std::vector<Player>> PlayerRepository::store_lots(tournament::EventId event,
                                                          const std::vector<tournament::PlayerId>& order,
                                                          std::uint64_t seed, const Stamp& stamp) {
  return store_numbers(m_db.impl(), event, order, stamp, "player.lots",
                       "store the starting numbers drawn by lot", {"seed", seed});
}

Checked<std::vector<Player>> PlayerRepository::add_ranked(tournament::EventId event,
                                                          std::vector<Player> ranked, const Stamp& stamp) {
  using Result = Checked<std::vector<Player>>;
  const auto newcomers =
      std::count_if(ranked.begin(), ranked.end(), [](const Player& p) { return p.id.value == 0; });
  return in_action(
      m_db.impl(), "register the players in their ranking", stamp,
      newcomers == 1 ? "player.add" : "player.import", event, [&](Action& action) {
        auto& sql = action.sql();
        const auto settings = read_event(sql, event);
        if (!settings) return Result::failure(no_event(event));
        const auto open = tournament::check_numbers_open(last_round_number(sql, event));
        if (!open) return Result::failure(open.problem());
        const auto before = read_players(sql, event);
        std::vector<Player> stored;
        std::vector<tournament::PlayerId> order;
        nlohmann::json added = nlohmann::json::array();
        int position = 0;
        for (auto& p : ranked) {
          if (p.id.value == 0) {
            // Inserted after every stored number, renumbered below with the rest.
            p.number = 0;
            auto one = insert_player(action, *settings, std::move(p), newcomers == 1 ? 0 : ++position);
            if (!one) return Result::failure(one.problem());  // the action rolls back every insert
            p = *one;
            stored.push_back(*one);
          }
          order.push_back(p.id);
        }
        const auto done = renumber(sql, event, read_players(sql, event), order);
        if (!done) return Result::failure(done.problem());
        const auto after = read_players(sql, event);
        for (auto& p : stored) {
          p.number =
              std::find_if(after.begin(), after.end(), [&](const Player& q) { return q.id == p.id; })->number;
          added.push_back(to_json(p));
        }
        action.commit({{"numbers", numbers_json(before)}},
                      {{"players", added}, {"numbers", numbers_json(after)}});
        return Result(std::move(stored));
      });
}

Checked<std::vector<Player>> PlayerRepository::store_ranking(tournament::EventId event,
                                                             const std::vector<tournament::PlayerId>& order,
                                                             const std::string& reason, const Stamp& stamp) {
  return store_numbers(m_db.impl(), event, order, stamp, "player.rank", "store the initial ranking",
                       {"reason", reason});
}

std::vector<Player> PlayerRepository::list(tournament::EventId event) const {
  return guarded(m_db.impl(), "list the players", [&] { return read_players(m_db.impl().sql, event); });
}

}  // namespace shashki::db
