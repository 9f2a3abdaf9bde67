#include "shashki/app/player_service.hpp"

#include "service_support.hpp"
#include "shashki/app/event_limits.hpp"
#include "shashki/app/i18n.hpp"
#include "shashki/app/load_tournament.hpp"
#include "shashki/app/stored_message.hpp"
#include "shashki/db/player_repository.hpp"
#include "shashki/db/round_repository.hpp"
#include "shashki/db/transaction.hpp"
#include "shashki/format/players_csv.hpp"
#include "shashki/pairing/seeded_random.hpp"
#include "shashki/tournament/calendar.hpp"
#include "shashki/tournament/initial_ranking.hpp"
#include "shashki/tournament/player_edit.hpp"
#include "withdrawal_forfeits.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <charconv>
#include <fstream>
#include <map>
#include <sstream>

namespace shashki::app {

namespace {

using tournament::Player;

// The reasons of a "player.rank" row, stored as message ids (stored_message).
constexpr const char* ranking_by_rule = N_("initial ranking (C.04.2): rating, title, name");
constexpr const char* ranking_moved = N_("{name}: No. {from} -> No. {to}; {why}");

std::vector<Player> read_players_csv(const std::filesystem::path& file) {
  auto read = format::read_players_csv(read_input_file(file, "file"));
  if (auto* players = std::get_if<std::vector<Player>>(&read)) return std::move(*players);
  throw refused_csv(file, std::get<format::PlayersCsvError>(read));
}

// The first round a player can still be left out of or brought back into (event_limits.hpp).
int first_open_round(Session& session, tournament::EventId event) {
  return shashki::app::first_open_round(load_tournament(session, event));
}

// True while a Swiss's starting numbers follow its initial ranking (C.04.2): until round 1 has
// been drafted. From then on they are fixed and a late entry takes the next number.
bool ranking_open(const tournament::Tournament& t) {
  return !ranking_refusal(t).has_value();
}

// The ranking `order` with `newcomers` each entered at its place (tournament::ranked_place).
std::vector<Player> with_newcomers(std::vector<Player> order, std::vector<Player> newcomers) {
  for (auto& p : newcomers) {
    p.id = {};
    const auto at = tournament::ranked_place(order, p);
    order.insert(order.begin() + static_cast<std::ptrdiff_t>(at), std::move(p));
  }
  return order;
}

// Error(refused) unless `t` is a Swiss whose round 1 has not been drafted yet.
void require_ranking_open(const tournament::Tournament& t) {
  if (auto why = ranking_refusal(t)) throw Error(ExitCode::refused, std::move(*why));
}

std::vector<tournament::PlayerId> ids_of(const std::vector<Player>& players) {
  std::vector<tournament::PlayerId> ids;
  for (const auto& p : players) ids.push_back(p.id);
  return ids;
}

}  // namespace

Player PlayerService::add(tournament::EventId event, Player player) {
  const auto t = load_tournament(m_session, event);
  db::PlayerRepository players(m_session.database());
  if (ranking_open(t) && player.number == 0) {
    // A Swiss ranks its players as they register (C.04.2), so the Players page and the start
    // list show the pairing numbers round 1 will use.
    return accepted(
               players.add_ranked(event, with_newcomers(t.players, {std::move(player)}), m_session.stamp()),
               ExitCode::input)
        .front();
  }
  return accepted(players.add(event, std::move(player), m_session.stamp()), ExitCode::input);
}

std::vector<Player> PlayerService::import_csv(tournament::EventId event, const std::filesystem::path& file) {
  const auto t = load_tournament(m_session, event);
  auto players = read_players_csv(file);
  db::PlayerRepository repository(m_session.database());
  if (ranking_open(t)) {
    return accepted(
        repository.add_ranked(event, with_newcomers(t.players, std::move(players)), m_session.stamp()),
        ExitCode::input);
  }
  return accepted(repository.add_all(event, std::move(players), m_session.stamp()), ExitCode::input);
}

Player PlayerService::withdraw(tournament::EventId event, tournament::PlayerId player,
                               std::optional<int> from_round, const std::string& reason) {
  require_event(m_session, event);
  if (!from_round) from_round = first_open_round(m_session, event);
  // The withdrawal and the forfeits it enters stand or fall together.
  db::Transaction transaction(m_session.database());
  auto withdrawn = accepted(db::PlayerRepository(m_session.database())
                                .withdraw(event, player, *from_round, m_session.stamp(), reason));
  // Withdrawn from a round already published: its games still without a result are forfeited
  // now (a round robin keeps the player on the table); later rounds get theirs when published.
  const auto t = load_tournament(m_session, event);
  for (const auto& r : t.rounds) {
    if (r.number >= *from_round) enter_withdrawal_forfeits(m_session, t, r.number);
  }
  transaction.commit();
  return withdrawn;
}

Player PlayerService::edit(tournament::EventId event, Player player) {
  const auto t = load_tournament(m_session, event);
  std::vector<tournament::PlayerId> order;
  const auto was =
      std::find_if(t.players.begin(), t.players.end(), [&](const Player& p) { return p.id == player.id; });
  if (ranking_open(t) && was != t.players.end() &&
      tournament::ranking_details_changed(*was, tournament::with_edited_details(*was, player))) {
    // What the ranking rests on changed: the player takes the place the new details give.
    std::vector<Player> others;
    for (const auto& p : t.players) {
      if (p.id != player.id) others.push_back(p);
    }
    Player moved = player;
    others.insert(others.begin() + static_cast<std::ptrdiff_t>(tournament::ranked_place(others, moved)),
                  moved);
    order = ids_of(others);
  }
  return accepted(db::PlayerRepository(m_session.database()).edit(event, player, m_session.stamp(), order),
                  ExitCode::input);
}

std::vector<Player> PlayerService::rank(tournament::EventId event) {
  const auto t = load_tournament(m_session, event);
  require_ranking_open(t);
  return accepted(db::PlayerRepository(m_session.database())
                      .store_ranking(event, ids_of(tournament::initial_ranking(t.players)),
                                     stored_message(Message(ranking_by_rule)), m_session.stamp()));
}

std::vector<Player> PlayerService::move(tournament::EventId event, tournament::PlayerId player, int to_number,
                                        const std::string& reason) {
  const auto t = load_tournament(m_session, event);
  require_ranking_open(t);
  auto order = t.players;
  const auto it = std::find_if(order.begin(), order.end(), [&](const Player& p) { return p.id == player; });
  if (it == order.end()) {
    throw Error(ExitCode::input, Message(N_("event {event} has no player {player}"))
                                     .with("event", static_cast<long long>(event.value))
                                     .with("player", static_cast<long long>(player.value))
                                     .about("player_id"));
  }
  if (to_number < 1 || to_number > static_cast<int>(order.size())) {
    throw Error(ExitCode::input, Message(N_("{number} is not a starting number of the event (1-{count})"))
                                     .with("number", to_number)
                                     .with("count", static_cast<long long>(order.size()))
                                     .about("to"));
  }
  Player moved = *it;
  order.erase(it);
  order.insert(order.begin() + (to_number - 1), moved);
  // Stored in no language: the audit row reads in the language of whoever reads it.
  Message why(ranking_moved);
  why.with("name", moved.name).with("from", moved.number).with("to", to_number);
  if (reason.empty()) {
    why.with_term("why", N_("correction by hand"));
  } else {
    why.with("why", reason);  // the judge's own words
  }
  return accepted(db::PlayerRepository(m_session.database())
                      .store_ranking(event, ids_of(order), stored_message(why), m_session.stamp()));
}

Player PlayerService::readmit(tournament::EventId event, tournament::PlayerId player,
                              std::optional<int> from_round) {
  const auto settings = require_event(m_session, event);
  const auto players = db::PlayerRepository(m_session.database()).list(event);
  const auto it =
      std::find_if(players.begin(), players.end(), [&](const Player& p) { return p.id == player; });
  if (it == players.end()) {
    throw Error(ExitCode::input, Message(N_("event {event} has no player {player}"))
                                     .with("event", static_cast<long long>(event.value))
                                     .with("player", static_cast<long long>(player.value))
                                     .about("player_id"));
  }
  if (it->status != tournament::PlayerStatus::withdrawn) {
    throw Error(ExitCode::refused,
                Message(N_("{name} has not withdrawn; only a withdrawn player can be readmitted"))
                    .with("name", it->name)
                    .about("player_id"));
  }
  const int open = first_open_round(m_session, event);
  if (open > settings.rounds) {
    throw Error(
        ExitCode::refused,
        Message(N_("every round of the event has been published; no round is left for {name} to play"))
            .with("name", it->name)
            .about("player_id"));
  }
  const int from = from_round.value_or(open);
  if (from > settings.rounds) {
    throw Error(ExitCode::input, Message(N_("{round} is not a round of the event (1-{rounds})"))
                                     .with("round", from)
                                     .with("rounds", settings.rounds)
                                     .about("from_round"));
  }
  if (from < open) {
    throw Error(ExitCode::refused, Message(N_("round {round} has been published already; {name} can be "
                                              "readmitted from round {open} on"))
                                       .with("round", from)
                                       .with("name", it->name)
                                       .with("open", open)
                                       .about("from_round"));
  }
  return accepted(db::PlayerRepository(m_session.database()).readmit(event, player, from, m_session.stamp()));
}

std::vector<Player> PlayerService::draw_lots(tournament::EventId event, std::uint64_t seed) {
  const auto t = load_tournament(m_session, event);
  if (auto why = lots_refusal(t)) throw Error(ExitCode::refused, std::move(*why));
  // The draw orders the current starting numbers, so the seed and the numbers before it (both in
  // the audit row) replay it.
  std::vector<int> numbers;
  for (const auto& p : t.players) numbers.push_back(p.number);
  std::vector<tournament::PlayerId> order;
  for (const int number : pairing::draw_lots(numbers, seed).order) {
    order.push_back(std::find_if(t.players.begin(), t.players.end(), [&](const Player& p) {
                      return p.number == number;
                    })->id);
  }
  return accepted(
      db::PlayerRepository(m_session.database()).store_lots(event, order, seed, m_session.stamp()));
}

std::vector<Player> PlayerService::list(tournament::EventId event) {
  require_event(m_session, event);
  return db::PlayerRepository(m_session.database()).list(event);
}

Player PlayerService::by_number(tournament::EventId event, int number) {
  const auto players = list(event);
  const auto found =
      std::find_if(players.begin(), players.end(), [&](const Player& p) { return p.number == number; });
  if (found == players.end()) {
    throw Error(ExitCode::input, Message(N_("event {event} has no player with starting number {number} "
                                            "(starting numbers 1-{count})"))
                                     .with("event", static_cast<long long>(event.value))
                                     .with("number", number)
                                     .with("count", static_cast<long long>(players.size()))
                                     .about("player"));
  }
  return *found;
}

}  // namespace shashki::app
