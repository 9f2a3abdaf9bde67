#include "shashki/db/player_repository.hpp"

#include "action.hpp"
#include "model_json.hpp"
#include "rows.hpp"

#include <algorithm>
#include <functional>

namespace shashki::db {

using tournament::Checked;
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

// Checks and inserts one player inside `action`; a refusal names the player by `label`.
Checked<Player> insert_player(Action& action, const tournament::Event& event, Player player,
                              const std::string& label) {
  auto checked = tournament::check_player(std::move(player));
  if (!checked) return Checked<Player>::failure(label + checked.error());
  Player p = *checked;
  if (p.late_entry_round && *p.late_entry_round > event.rounds) {
    return Checked<Player>::failure(label + "late_entry_round: the event has only " +
                                    std::to_string(event.rounds) + " rounds");
  }
  if (p.number == 0) {
    p.number = next_number(action.sql(), event.id);
  } else if (number_taken(action.sql(), event.id, p.number)) {
    return Checked<Player>::failure(label + "number: starting number " + std::to_string(p.number) +
                                    " is taken");
  }
  SQLite::Statement insert(
      action.sql(),
      "INSERT INTO players (event_id, number, name, rating, title, club, city, federation, birth, "
      "status, withdrawn_from, late_entry_round) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
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

Checked<Player> no_event(tournament::EventId event) {
  return Checked<Player>::failure("event: there is no event " + std::to_string(event.value));
}

Checked<Player> no_player(tournament::EventId event, tournament::PlayerId player) {
  return Checked<Player>::failure("player: event " + std::to_string(event.value) + " has no player " +
                                  std::to_string(player.value));
}

// Why `round` is not a round of the event, or nothing when it is.
std::optional<std::string> round_problem(int round, const tournament::Event& event) {
  if (round >= 1 && round <= event.rounds) return std::nullopt;
  return "from-round: " + std::to_string(round) + " is not a round of the event (1-" +
         std::to_string(event.rounds) + ")";
}

// Writes every column of the stored player `p` (found by its id).
void update_player(SQLite::Database& sql, tournament::EventId event, const Player& p) {
  SQLite::Statement update(
      sql,
      "UPDATE players SET number = ?, name = ?, rating = ?, title = ?, club = ?, city = ?, "
      "federation = ?, birth = ?, status = ?, withdrawn_from = ?, late_entry_round = ? "
      "WHERE event_id = ? AND id = ?");
  bind_player(update, p, 1);
  update.bind(12, event.value);
  update.bind(13, p.id.value);
  update.exec();
}

// A withdrawal or a readmission from round `from_round`: the player, unless `refusal` names a
// reason against it, is changed by `apply`, stored and audited with the states before and after.
Checked<Player> change_participation(Action& action, tournament::EventId event, tournament::PlayerId player,
                                     int from_round,
                                     const std::function<std::optional<std::string>(const Player&)>& refusal,
                                     const std::function<void(Player&)>& apply) {
  const auto before = find_player(action.sql(), event, player);
  if (!before) return no_player(event, player);
  if (auto why = refusal(*before)) return Checked<Player>::failure(*why);
  if (auto problem = round_problem(from_round, *read_event(action.sql(), event)))
    return Checked<Player>::failure(*problem);
  Player after = *before;
  apply(after);
  update_player(action.sql(), event, after);
  action.commit(to_json(*before), to_json(after));
  return after;
}

nlohmann::json numbers_json(const std::vector<Player>& players) {
  auto numbers = nlohmann::json::array();
  for (const auto& p : players) numbers.push_back({{"id", p.id.value}, {"number", p.number}});
  return numbers;
}

// Gives the event's players (`players`, as stored) the numbers 1..n in `order`; false, and
// nothing changed, unless `order` holds every one of them once.
bool renumber(SQLite::Database& sql, tournament::EventId event, const std::vector<Player>& players,
              const std::vector<tournament::PlayerId>& order) {
  std::vector<std::int64_t> ordered, stored;
  for (const auto id : order) ordered.push_back(id.value);
  for (const auto& p : players) stored.push_back(p.id.value);
  std::sort(ordered.begin(), ordered.end());
  std::sort(stored.begin(), stored.end());
  if (ordered != stored) return false;
  // Numbers are unique at every step: first move them all above the highest, then give 1..n.
  SQLite::Statement shift(sql,
                          "UPDATE players SET number = number + (SELECT max(number) FROM players "
                          "WHERE event_id = ?1) WHERE event_id = ?1");
  shift.bind(1, event.value);
  shift.exec();
  for (std::size_t k = 0; k < order.size(); ++k) {
    auto p = *std::find_if(players.begin(), players.end(), [&](const Player& q) { return q.id == order[k]; });
    p.number = static_cast<int>(k + 1);
    update_player(sql, event, p);
  }
  return true;
}

// What a renumbering action says: its audit name, the step for a database error, and its two
// refusals (round 1 drafted; an order that is not the event's players).
struct Renumbering {
  const char* action;
  const char* what;
  const char* after_round_one;
  const char* bad_order;
};

// Numbers the event's players 1..n in `order` as one action `how`, refused once round 1 exists;
// the audit row holds the numbers before, and `detail` (the seed, the reason) with the numbers
// after.
Checked<std::vector<Player>> store_numbers(Database::Impl& db, tournament::EventId event,
                                           const std::vector<tournament::PlayerId>& order, const Stamp& stamp,
                                           const Renumbering& how,
                                           std::pair<const char*, nlohmann::json> detail) {
  using Result = Checked<std::vector<Player>>;
  return guarded(db, how.what, [&] {
    Action action(db, stamp, how.action, event);
    auto& sql = action.sql();
    if (!read_event(sql, event)) return Result::failure(no_event(event).problem());
    if (last_round_number(sql, event) > 0) return Result::failure(how.after_round_one);
    const auto players = read_players(sql, event);
    if (!renumber(sql, event, players, order)) return Result::failure(how.bad_order);
    auto renumbered = read_players(sql, event);
    action.commit({{"numbers", numbers_json(players)}},
                  {{detail.first, detail.second}, {"numbers", numbers_json(renumbered)}});
    return Result(std::move(renumbered));
  });
}

}  // namespace

Checked<Player> PlayerRepository::add(tournament::EventId event, Player player, const Stamp& stamp) {
  return guarded(m_db.impl(), "add the player", [&] {
    Action action(m_db.impl(), stamp, "player.add", event);
    const auto settings = read_event(action.sql(), event);
    if (!settings) return no_event(event);
    auto stored = insert_player(action, *settings, std::move(player), "");
    if (stored) action.commit(nullptr, to_json(*stored));
    return stored;
  });
}

Checked<std::vector<Player>> PlayerRepository::add_all(tournament::EventId event, std::vector<Player> players,
                                                       const Stamp& stamp) {
  using Result = Checked<std::vector<Player>>;
  return guarded(m_db.impl(), "import the players", [&] {
    Action action(m_db.impl(), stamp, "player.import", event);
    const auto settings = read_event(action.sql(), event);
    if (!settings) return Result::failure(no_event(event).problem());
    std::vector<Player> stored;
    nlohmann::json after = nlohmann::json::array();
    for (std::size_t i = 0; i < players.size(); ++i) {
      auto one =
          insert_player(action, *settings, std::move(players[i]), "player " + std::to_string(i) + ": ");
      if (!one) return Result::failure(one.problem());  // the action rolls back every insert
      after.push_back(to_json(*one));
      stored.push_back(*one);
    }
    action.commit(nullptr, after);
    return Result(std::move(stored));
  });
}

Checked<Player> PlayerRepository::withdraw(tournament::EventId event, tournament::PlayerId player,
                                           int from_round, const Stamp& stamp) {
  return guarded(m_db.impl(), "withdraw the player", [&] {
    Action action(m_db.impl(), stamp, "player.withdraw", event);
    return change_participation(
        action, event, player, from_round,
        [](const Player& p) -> std::optional<std::string> {
          if (p.status != tournament::PlayerStatus::withdrawn) return std::nullopt;
          return "player: " + p.name + " has already withdrawn from round " +
                 std::to_string(*p.withdrawn_from);
        },
        [&](Player& p) {
          p.status = tournament::PlayerStatus::withdrawn;
          p.withdrawn_from = from_round;
        });
  });
}

Checked<Player> PlayerRepository::edit(tournament::EventId event, const Player& player, const Stamp& stamp,
                                       const std::vector<tournament::PlayerId>& order) {
  return guarded(m_db.impl(), "edit the player", [&] {
    Action action(m_db.impl(), stamp, "player.edit", event);
    const auto before = find_player(action.sql(), event, player.id);
    if (!before) return no_player(event, player.id);
    // Only the player's own details; number, status and rounds have their own actions.
    Player after = *before;
    after.name = player.name;
    after.rating = player.rating;
    after.title = player.title;
    after.club = player.club;
    after.city = player.city;
    after.federation = player.federation;
    after.birth = player.birth;
    auto checked = tournament::check_player(after);
    if (!checked || after == *before) return checked;  // a refusal, or nothing to write
    update_player(action.sql(), event, after);
    if (!order.empty()) {
      // The details changed the player's place in the initial ranking: one action all the same.
      const auto players = read_players(action.sql(), event);
      if (last_round_number(action.sql(), event) > 0 || !renumber(action.sql(), event, players, order))
        return Checked<Player>::failure("order: not a ranking of the event's players before round 1");
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
  return guarded(m_db.impl(), "readmit the player", [&] {
    Action action(m_db.impl(), stamp, "player.readmit", event);
    return change_participation(
        action, event, player, from_round,
        [](const Player& p) -> std::optional<std::string> {
          if (p.status == tournament::PlayerStatus::withdrawn) return std::nullopt;
          return "player: " + p.name + " has not withdrawn";
        },
        [&](Player& p) {
          // The rounds missed are told by the boards; from now on the player enters at `from_round`.
          p.status = tournament::PlayerStatus::active;
          p.withdrawn_from.reset();
          p.late_entry_round = from_round;
        });
  });
}

Checked<std::vector<Player>> PlayerRepository::store_lots(tournament::EventId event,
                                                          const std::vector<tournament::PlayerId>& order,
                                                          std::uint64_t seed, const Stamp& stamp) {
  return store_numbers(m_db.impl(), event, order, stamp,
                       {"player.lots", "store the starting numbers drawn by lot",
                        "lots: round 1 has been drafted; starting numbers are drawn before it",
                        "order: the draw must hold every player of the event once"},
                       {"seed", seed});
}

Checked<std::vector<Player>> PlayerRepository::add_ranked(tournament::EventId event,
                                                          std::vector<Player> ranked, const Stamp& stamp) {
  using Result = Checked<std::vector<Player>>;
  const auto newcomers =
      std::count_if(ranked.begin(), ranked.end(), [](const Player& p) { return p.id.value == 0; });
  return guarded(m_db.impl(), "register the players in their ranking", [&] {
    Action action(m_db.impl(), stamp, newcomers == 1 ? "player.add" : "player.import", event);
    auto& sql = action.sql();
    const auto settings = read_event(sql, event);
    if (!settings) return Result::failure(no_event(event).problem());
    if (last_round_number(sql, event) > 0) {
      return Result::failure("number: round 1 has been drafted; the starting numbers are fixed");
    }
    const auto before = read_players(sql, event);
    std::vector<Player> stored;
    std::vector<tournament::PlayerId> order;
    nlohmann::json added = nlohmann::json::array();
    int index = 0;
    for (auto& p : ranked) {
      if (p.id.value == 0) {
        // Inserted after every stored number, renumbered below with the rest.
        p.number = 0;
        auto one = insert_player(action, *settings, std::move(p),
                                 newcomers == 1 ? "" : "player " + std::to_string(index++) + ": ");
        if (!one) return Result::failure(one.problem());  // the action rolls back every insert
        p = *one;
        stored.push_back(*one);
      }
      order.push_back(p.id);
    }
    if (!renumber(sql, event, read_players(sql, event), order))
      return Result::failure("order: the ranking must hold every player of the event once");
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
  return store_numbers(m_db.impl(), event, order, stamp,
                       {"player.rank", "store the initial ranking",
                        "number: round 1 has been drafted; the starting numbers are fixed",
                        "order: the ranking must hold every player of the event once"},
                       {"reason", reason});
}

std::vector<Player> PlayerRepository::list(tournament::EventId event) const {
  return guarded(m_db.impl(), "list the players", [&] { return read_players(m_db.impl().sql, event); });
}

}  // namespace shashki::db
