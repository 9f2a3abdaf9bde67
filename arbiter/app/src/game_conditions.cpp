#include "shashki/app/game_conditions.hpp"

#include "service_support.hpp"
#include "shashki/db/live_repository.hpp"

#include <algorithm>
#include <variant>

namespace shashki::app {

namespace {

rules::Discipline rules_discipline(tournament::Discipline d) {
  switch (d) {
    case tournament::Discipline::classical:
      return rules::Discipline::classical;
    case tournament::Discipline::rapid:
      return rules::Discipline::rapid;
    case tournament::Discipline::lightning:
      return rules::Discipline::lightning;
  }
  return rules::Discipline::classical;
}

// A stored control that no longer reads is the clock's to refuse when a round starts; here it
// counts as none.
std::optional<clock::TimeControl> read_control(std::string_view text) {
  if (text.empty()) return std::nullopt;
  auto parsed = clock::TimeControl::parse(text);
  if (auto* control = std::get_if<clock::TimeControl>(&parsed)) return std::move(*control);
  return std::nullopt;
}

}  // namespace

rules::GameConditions game_conditions(tournament::Discipline discipline,
                                      const std::optional<clock::TimeControl>& control, bool recorded) {
  rules::GameConditions conditions;
  conditions.discipline = rules_discipline(discipline);
  if (control) conditions.increment = control->adds_time_per_move();
  conditions.recorded = recorded;
  return conditions;
}

rules::GameConditions board_conditions(Session& session, const db::GameKey& game) {
  const auto event = require_event(session, game.event);
  const db::LiveRepository live(session.database());
  const auto own = live.controls(game.event, game.round);
  const auto mine =
      std::find_if(own.begin(), own.end(), [&](const auto& row) { return row.board == game.board; });
  const auto control = read_control(mine != own.end() ? mine->control : event.time_control);
  return game_conditions(event.discipline, control, !live.load_moves(game).moves.empty());
}

std::string_view offer_clause(const rules::GameConditions& conditions) {
  return conditions.discipline == rules::Discipline::classical ? "6.1.8.1" : "6.1.10.2";
}

}  // namespace shashki::app
