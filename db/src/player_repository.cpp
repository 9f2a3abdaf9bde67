#include "shashki/db/player_repository.hpp"

#include "action.hpp"
#include "model_json.hpp"
#include "rows.hpp"

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
    if (!settings) return Result::failure(no_event(event).error());
    std::vector<Player> stored;
    nlohmann::json after = nlohmann::json::array();
    for (std::size_t i = 0; i < players.size(); ++i) {
      auto one =
          insert_player(action, *settings, std::move(players[i]), "player " + std::to_string(i) + ": ");
      if (!one) return Result::failure(one.error());  // the action rolls back every insert
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
    const auto before = find_player(action.sql(), event, player);
    if (!before) {
      return Checked<Player>::failure("player: event " + std::to_string(event.value) + " has no player " +
                                      std::to_string(player.value));
    }
    if (before->status == tournament::PlayerStatus::withdrawn) {
      return Checked<Player>::failure("player: " + before->name + " has already withdrawn from round " +
                                      std::to_string(*before->withdrawn_from));
    }
    const auto settings = read_event(action.sql(), event);
    if (from_round < 1 || from_round > settings->rounds) {
      return Checked<Player>::failure("from-round: " + std::to_string(from_round) +
                                      " is not a round of the event (1-" + std::to_string(settings->rounds) +
                                      ")");
    }
    Player after = *before;
    after.status = tournament::PlayerStatus::withdrawn;
    after.withdrawn_from = from_round;
    SQLite::Statement update(
        action.sql(),
        "UPDATE players SET status = 'withdrawn', withdrawn_from = ? WHERE event_id = ? AND id = ?");
    update.bind(1, from_round);
    update.bind(2, event.value);
    update.bind(3, player.value);
    update.exec();
    action.commit(to_json(*before), to_json(after));
    return Checked<Player>(after);
  });
}

std::vector<Player> PlayerRepository::list(tournament::EventId event) const {
  return guarded(m_db.impl(), "list the players", [&] { return read_players(m_db.impl().sql, event); });
}

}  // namespace shashki::db
