#include "shashki/app/event_limits.hpp"

#include "shashki/app/event_service.hpp"

namespace shashki::app {

using tournament::Message;
using tournament::PairingSystem;
using tournament::RoundState;

EventEditQuestions edit_questions(const tournament::Tournament& stored, const tournament::Event& changed) {
  EventEditQuestions questions;
  // A control kept as it was has been asked about when it was entered.
  if (changed.time_control != stored.event.time_control || changed.discipline != stored.event.discipline)
    questions.control = control_question(changed);
  questions.reason = tournament::tiebreaks_need_reason(stored, changed);
  return questions;
}

std::optional<Message> lots_refusal(const tournament::Tournament& event) {
  if (event.event.system == PairingSystem::swiss) {
    return Message(N_("A Swiss draws no lots: its starting numbers are its initial ranking (C.04.2) and stay "
                      "as they are."))
        .about("event");
  }
  if (!event.rounds.empty())
    return Message(N_("Lots are drawn before round 1; round 1 has been paired, so the numbers stay."))
        .about("event");
  if (event.players.size() < 2)
    return Message(N_("Lots are drawn among two players or more: register the players first."))
        .about("event");
  return std::nullopt;
}

std::optional<Message> ranking_refusal(const tournament::Tournament& event) {
  if (event.event.system != PairingSystem::swiss) {
    return Message(N_("Only a Swiss has an initial ranking (C.04.2); a round robin or knockout draws its "
                      "starting numbers by lot."))
        .about("event");
  }
  if (!event.rounds.empty()) {
    return Message(
               N_("Round 1 has been paired: the starting numbers are fixed, and a late entry takes the next "
                  "one."))
        .about("event");
  }
  return std::nullopt;
}

int first_open_round(const tournament::Tournament& event) {
  if (event.rounds.empty()) return 1;
  return event.rounds.back().state == RoundState::draft ? event.rounds.back().number
                                                        : event.rounds.back().number + 1;
}

std::optional<int> draft_without(const tournament::Tournament& event, tournament::PlayerId player) {
  if (event.rounds.empty() || event.rounds.back().state != RoundState::draft) return std::nullopt;
  const auto& draft = event.rounds.back();
  for (const auto& board : draft.boards) {
    if (board.has_player(player)) return std::nullopt;
  }
  return draft.number;
}

}  // namespace shashki::app
