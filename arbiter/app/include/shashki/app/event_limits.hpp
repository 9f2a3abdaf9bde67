#pragma once
// What an event still allows, read from the event as stored: the one answer the use cases
// refuse by and the front ends grey out by, so that no front end keeps a copy of the rules. What an
// edit of the settings may change is the core's (tournament::edit_limits, check_event_edit).

#include "shashki/tournament/event_edit.hpp"
#include "shashki/tournament/message.hpp"
#include "shashki/tournament/tournament.hpp"

#include <optional>
#include <string>

namespace shashki::app {

/// What the judge must be asked before EventService::edit stores `changed` over `stored`.
struct EventEditQuestions {
  /// A new time control or discipline lies outside the discipline's bounds: the question of
  /// control_question(), to be confirmed as set by the regulations (6.1.9.4).
  std::optional<std::string> control;
  /// The tie-breaks change after a round was published: the judge's reason (C.07).
  bool reason = false;
};

/// The questions `changed` raises; Error(input) when its time control cannot be read.
[[nodiscard]] EventEditQuestions edit_questions(const tournament::Tournament& stored,
                                                const tournament::Event& changed);

/// Why the starting numbers of `event` cannot be drawn by lot now (PlayerService::draw_lots),
/// or nullopt when they can: before round 1 of a round robin or knockout, among two players or
/// more. A Swiss numbers its players by its initial ranking (C.04.2).
[[nodiscard]] std::optional<tournament::Message> lots_refusal(const tournament::Tournament& event);

/// Why the initial ranking of `event` cannot be corrected now (PlayerService::rank and move),
/// or nullopt when it can: a Swiss before round 1 is paired (C.04.2).
[[nodiscard]] std::optional<tournament::Message> ranking_refusal(const tournament::Tournament& event);

/// The round a player can still be left out of or brought back into (a requested bye, a
/// withdrawal, a readmission): the draft, which may be paired again, else the round after the
/// last one paired.
[[nodiscard]] int first_open_round(const tournament::Tournament& event);

/// The number of the draft round when it leaves `player` out (one readmitted after it was
/// paired): the draft must be paired again to seat the player. Nullopt when there is no draft
/// or the player sits in it.
[[nodiscard]] std::optional<int> draft_without(const tournament::Tournament& event,
                                               tournament::PlayerId player);

}  // namespace shashki::app
