#include "shashki/db/round_edit_repository.hpp"

#include "action.hpp"
#include "board_rows.hpp"
#include "model_json.hpp"
#include "rows.hpp"

#include <algorithm>

namespace shashki::db {

using tournament::Checked;
using tournament::Round;

Checked<Round> RoundEditRepository::store_edit(tournament::EventId event, Round round, const DraftEdit& edit,
                                               const Stamp& stamp) {
  return guarded(m_db.impl(), "store the edited draft", [&] {
    Action action(m_db.impl(), stamp, "round.edit", event);
    auto& sql = action.sql();
    const auto settings = read_event(sql, event);
    if (!settings) return Checked<Round>::failure("event: there is no event " + std::to_string(event.value));
    auto rounds = read_rounds(sql, event, round.number);
    if (rounds.empty() || rounds.front().state != tournament::RoundState::draft) {
      return Checked<Round>::failure("round: round " + std::to_string(round.number) +
                                     " is not a draft; only a draft can be edited");
    }
    std::set<std::int64_t> players;
    for (const auto& p : read_players(sql, event)) players.insert(p.id.value);
    round.state = tournament::RoundState::draft;
    for (auto& b : round.boards) std::fill(b.games.begin(), b.games.end(), std::nullopt);
    if (auto problem = boards_problem(round, players, settings->scoring().games_per_board()))
      return Checked<Round>::failure(*problem);
    SQLite::Statement clear(sql, "DELETE FROM boards WHERE event_id = ? AND round = ?");
    clear.bind(1, event.value);
    clear.bind(2, round.number);
    clear.exec();
    write_round(sql, event, round, false);
    auto after = to_json(round);
    after["change"] = {{"description", edit.description}, {"reason", edit.reason}, {"findings", edit.findings}};
    action.commit(to_json(rounds.front()), after);
    return Checked<Round>(round);
  });
}

}  // namespace shashki::db
