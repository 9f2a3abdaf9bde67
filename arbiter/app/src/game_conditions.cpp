#include "shashki/app/game_conditions.hpp"

#include "service_support.hpp"
#include "shashki/app/load_tournament.hpp"
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

// The stage of a knockout tie-break game: the match's games after its regular ones
// (tournament::KnockoutTiebreakGame), none for a regular game.
std::optional<tournament::KnockoutStage> tiebreak_stage(Session& session, const tournament::GameKey& game) {
  const auto t = load_tournament(session, game.event);
  const auto* round = t.round(game.round);
  const auto* board = round != nullptr ? round->board(game.board) : nullptr;
  if (board == nullptr) return std::nullopt;
  const int regular = static_cast<int>(board->games.size());
  const int extra = game.game - regular;
  if (extra < 1 || extra > static_cast<int>(board->tiebreaks.size())) return std::nullopt;
  return board->tiebreaks[static_cast<std::size_t>(extra - 1)].stage;
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

rules::GameConditions board_conditions(Session& session, const tournament::GameKey& game) {
  const auto event = require_event(session, game.event);
  const db::LiveRepository live(session.database());
  const auto own = live.controls(game.event, game.round);
  const auto mine =
      std::find_if(own.begin(), own.end(), [&](const auto& row) { return row.board == game.board; });
  const bool recorded = !live.load_moves(game).moves.empty();
  if (const auto stage = tiebreak_stage(session, game)) {
    // A knockout's tie-break game is played at its stage's pace, whatever the event's discipline:
    // rapid, or lightning for the lightning and deciding games (docs/rules-interpretation.md).
    // Its control is not stored, so it counts as adding time, as rules::GameConditions does.
    const auto discipline = *stage == tournament::KnockoutStage::rapid ? tournament::Discipline::rapid
                                                                       : tournament::Discipline::lightning;
    return game_conditions(discipline, std::nullopt, recorded);
  }
  const auto control = read_control(mine != own.end() ? mine->control : event.time_control);
  return game_conditions(event.discipline, control, recorded);
}

std::string_view offer_clause(const rules::GameConditions& conditions) {
  return conditions.discipline == rules::Discipline::classical ? "6.1.8.1" : "6.1.10.2";
}

}  // namespace shashki::app
