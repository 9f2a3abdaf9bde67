#include "shashki/db/round_edit_repository.hpp"

#include "action.hpp"
#include "board_rows.hpp"
#include "model_json.hpp"
#include "refusals.hpp"
#include "rows.hpp"
#include "shashki/tournament/round_rules.hpp"

namespace shashki::db {

using tournament::Checked;
using tournament::Round;

Checked<Round> RoundEditRepository::store_edit(tournament::EventId event, Round round, const DraftEdit& edit,
                                               const Stamp& stamp) {
  return in_action(m_db.impl(), "store the edited draft", stamp, "round.edit", event, [&](Action& action) {
    auto& sql = action.sql();
    const auto settings = read_event(sql, event);
    if (!settings) return Checked<Round>::failure(no_event(event));
    const auto rounds = read_rounds(sql, event, round.number);
    if (rounds.empty()) return Checked<Round>::failure(no_round(event, round.number));
    auto checked = tournament::check_draft_edit(rounds.front(), std::move(round), read_players(sql, event),
                                                settings->scoring().games_per_board());
    if (!checked) return checked;
    replace_boards(sql, event, *checked);
    auto after = to_json(*checked);
    after["change"] = {
        {"description", edit.description}, {"reason", edit.reason}, {"findings", edit.findings}};
    action.commit(to_json(rounds.front()), after);
    return checked;
  });
}

}  // namespace shashki::db
