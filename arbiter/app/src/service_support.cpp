#include "service_support.hpp"

#include "shashki/app/i18n.hpp"

#include <fmt/format.h>

namespace shashki::app {

tournament::Event require_event(Session& session, tournament::EventId id) {
  auto event = db::EventRepository(session.database()).find(id);
  if (!event) {
    throw Error(ExitCode::input,
                Message(N_("there is no event {event} in this database; the list of events shows the ones "
                           "it holds"))
                    .with("event", static_cast<long long>(id.value))
                    .about("event"));
  }
  return *event;
}

Message no_round(tournament::EventId event, int round) {
  return Message(N_("event {event} has no round {round}"))
      .with("event", static_cast<long long>(event.value))
      .with("round", round)
      .about("round");
}

Message control_message(const clock::ControlError& error, std::string_view text, std::string field) {
  Message m =
      error.column > 0 ? Message(N_("'{text}' is not a time control such as 30+30 (minutes + seconds per "
                                    "move): column {column}: {why}"))
                             .with("column", static_cast<long long>(error.column))
      : error.period > 0 ? Message(N_("'{text}' is not a time control such as 30+30 (minutes + seconds per "
                                      "move): period {period}: {why}"))
                               .with("period", static_cast<long long>(error.period))
                         : Message(N_("'{text}' is not a time control such as 30+30 (minutes + seconds per "
                                      "move): {why}"));
  return std::move(m.with("text", std::string(text)).with_term("why", error.reason).about(std::move(field)));
}

std::string correction_effect(const std::vector<tournament::Round>& rounds, int round) {
  int published = 0;  // the last round after `round` that the players have seen
  int draft = 0;
  for (const auto& r : rounds) {
    if (r.number <= round) continue;
    if (r.state == tournament::RoundState::draft) {
      draft = r.number;
    } else {
      published = r.number;
    }
  }
  std::string text;
  // A published pairing is never paired again: the players have sat down to it (C.04.2 pairs
  // on the scores known when the round is paired).
  if (published > 0) {
    text = fmt::format(fmt::runtime(tr("The published pairing of round {round} stands; this correction "
                                       "counts from round {next} on.")),
                       fmt::arg("round", published), fmt::arg("next", published + 1));
  }
  if (draft > 0) {
    text +=
        (text.empty() ? "" : " ") +
        fmt::format(fmt::runtime(tr("The draft of round {round} was paired before this correction: pair it "
                                    "again, or publish it as it stands and give the reason for keeping "
                                    "it.")),
                    fmt::arg("round", draft));
  }
  return text;
}

}  // namespace shashki::app
