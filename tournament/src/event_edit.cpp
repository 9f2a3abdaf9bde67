#include "shashki/tournament/event_edit.hpp"

#include <algorithm>
#include <optional>
#include <utility>

namespace shashki::tournament {

namespace {

// A setting pairings and scores rest on: its field and its name in the judge's words (a msgid).
struct FixedSetting {
  const char* field;
  const char* name;
};

// The first setting that pairings or scores rest on and that `changed` alters, or none. The
// rounds of a round robin or knockout follow its table, so they are one of them; a Swiss may be
// lengthened or shortened (checked apart).
std::optional<FixedSetting> fixed_setting_changed(const Event& was, const Event& changed) {
  const std::pair<FixedSetting, bool> fixed[] = {
      {{"system", N_("the pairing system")}, changed.system != was.system},
      {{"micro_match", N_("the micro-match setting")}, changed.micro_match != was.micro_match},
      {{"scoring", N_("the scoring")}, changed.scale != was.scale},
      {{"match_scoring", N_("the match scoring")}, changed.match_scoring != was.match_scoring},
      {{"opening_table", N_("the opening table")},
       changed.opening_table != was.opening_table || changed.opening_csv != was.opening_csv},
      {{"rounds", N_("the number of rounds")},
       was.system != PairingSystem::swiss && changed.rounds != was.rounds},
  };
  for (const auto& [setting, differs] : fixed) {
    if (differs) return setting;
  }
  return std::nullopt;
}

}  // namespace

EventEditLimits edit_limits(const Tournament& event) {
  EventEditLimits limits;
  // A team event's rounds are its matches; it has rounds of its own only once they go to the clocks.
  const int team_round = event.team ? last_team_round(*event.team) : 0;
  limits.paired = !event.rounds.empty() || team_round > 0;
  limits.min_rounds = std::max({1, event.current_round(), team_round});
  limits.over = !event.rounds.empty() && event.rounds.back().number >= event.event.rounds &&
                event.rounds.back().state == RoundState::locked;
  // From the first publication on the players know how ties are broken.
  limits.published = std::any_of(event.rounds.begin(), event.rounds.end(),
                                 [](const Round& r) { return r.state != RoundState::draft; });
  limits.rounds_fixed = limits.over || (limits.paired && event.event.system != PairingSystem::swiss);
  return limits;
}

bool tiebreaks_need_reason(const Tournament& stored, const Event& changed) {
  return edit_limits(stored).published && (changed.tiebreaks != stored.event.tiebreaks ||
                                           changed.tiebreak_edition != stored.event.tiebreak_edition);
}

Checked<Event> check_event_edit(const Tournament& stored, Event changed, std::string_view reason) {
  using Result = Checked<Event>;
  const auto limits = edit_limits(stored);
  if (limits.over) {
    return Result::failure(Message(N_("event {event} is over (its round {round} is locked); its settings "
                                      "are final and nothing was changed"))
                               .with("event", static_cast<long long>(stored.event.id.value))
                               .with("round", stored.current_round())
                               .about("event"));
  }
  if (limits.paired) {
    if (const auto setting = fixed_setting_changed(stored.event, changed)) {
      return Result::failure(Message(N_("{setting} stays as it is: round 1 has been paired, and pairings "
                                        "and scores rest on it; nothing was changed"))
                                 .with_term("setting", setting->name)
                                 .about(setting->field));
    }
  }
  if (stored.team) {
    // A team event's own settings follow the same rules as when it was made (check_team_settings);
    // a round robin has no byes on request, so a Swiss keeps its system while it has some.
    if (changed.system != PairingSystem::swiss && !stored.team->bye_requests.empty()) {
      return Result::failure(
          Message(N_("teams have asked for byes in rounds to come; a round robin has none: "
                     "take the requests back first; nothing was changed"))
              .about("system"));
    }
    TeamEvent proposed = *stored.team;
    proposed.system = changed.system;
    proposed.scoring.games_per_board = changed.scoring().games_per_board();
    if (auto checked = check_team_settings(std::move(proposed)); !checked.ok())
      return Result::failure(checked.problem());
  }
  if (changed.rounds < stored.current_round()) {
    return Result::failure(
        Message::plural(N_("round {round} has already been paired, so the event cannot have {n} round; "
                           "nothing was changed"),
                        N_("round {round} has already been paired, so the event cannot have {n} rounds; "
                           "nothing was changed"),
                        static_cast<unsigned long>(std::max(changed.rounds, 0)))
            .with("round", stored.current_round())
            .about("rounds"));
  }
  for (const auto& p : stored.players) {
    if (p.late_entry_round && *p.late_entry_round > changed.rounds) {
      return Result::failure(
          Message(N_("{player} enters in round {round}; the event cannot have fewer rounds"))
              .with("player", p.name)
              .with("round", *p.late_entry_round)
              .about("rounds"));
    }
  }
  if (tiebreaks_need_reason(stored, changed) && reason.find_first_not_of(" \t") == std::string_view::npos) {
    return Result::failure(
        Message(N_("round 1 has been published and the players know how ties are broken; a change "
                   "of the tie-breaks needs the judge's reason, kept in the audit log; nothing was "
                   "changed"))
            .about("reason"));
  }
  return changed;
}

}  // namespace shashki::tournament
