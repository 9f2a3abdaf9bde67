#include "shashki/tournament/registration.hpp"

#include <algorithm>

namespace shashki::tournament {

namespace {

// Refuses a round the event does not have.
std::optional<Message> not_a_round(int round, const Event& event) {
  if (round >= 1 && round <= event.rounds) return std::nullopt;
  return Message(N_("round {round} is not a round of the event (1-{rounds})"))
      .with("round", round)
      .with("rounds", event.rounds)
      .about("from_round");
}

}  // namespace

Checked<Player> check_entry(Player player, const Event& event, int position) {
  auto checked = check_player(std::move(player), position);
  if (!checked || !checked->late_entry_round || *checked->late_entry_round <= event.rounds) return checked;
  return Checked<Player>::failure(
      Message::plural(N_("{player} enters in round {round}, but the event has only {n} round"),
                      N_("{player} enters in round {round}, but the event has only {n} rounds"),
                      static_cast<unsigned long>(event.rounds))
          .with("player", checked->name)
          .with("round", *checked->late_entry_round)
          .about("late_entry_round"));
}

Checked<Player> withdraw(Player player, int from_round, const Event& event) {
  if (player.status == PlayerStatus::withdrawn) {
    return Checked<Player>::failure(Message(N_("{player} has already withdrawn from round {round}"))
                                        .with("player", player.name)
                                        .with("round", player.withdrawn_from.value_or(0))
                                        .about("player"));
  }
  if (auto problem = not_a_round(from_round, event)) return Checked<Player>::failure(*problem);
  player.status = PlayerStatus::withdrawn;
  player.withdrawn_from = from_round;
  return player;
}

Checked<Player> readmit(Player player, int from_round, const Event& event) {
  if (player.status != PlayerStatus::withdrawn) {
    return Checked<Player>::failure(
        Message(N_("{player} has not withdrawn")).with("player", player.name).about("player"));
  }
  if (auto problem = not_a_round(from_round, event)) return Checked<Player>::failure(*problem);
  player.status = PlayerStatus::active;
  player.withdrawn_from.reset();
  player.late_entry_round = from_round;
  return player;
}

Checked<int> check_numbers_open(int last_round) {
  // The pairings of round 1 and every round after rest on the starting numbers.
  if (last_round == 0) return last_round;
  return Checked<int>::failure(
      Message(N_("round 1 has been drafted; the starting numbers are fixed")).about("number"));
}

Checked<std::vector<PlayerId>> check_ranking(std::span<const Player> players, std::vector<PlayerId> order) {
  std::vector<PlayerId> ranked = order;
  std::vector<PlayerId> stored;
  for (const auto& p : players) stored.push_back(p.id);
  std::sort(ranked.begin(), ranked.end());
  std::sort(stored.begin(), stored.end());
  if (ranked == stored) return order;
  return Checked<std::vector<PlayerId>>::failure(
      Message(N_("the ranking must hold every player of the event once")).about("order"));
}

}  // namespace shashki::tournament
