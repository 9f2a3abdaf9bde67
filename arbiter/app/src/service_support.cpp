#include "service_support.hpp"

#include "shashki/app/i18n.hpp"

#include <fmt/format.h>

namespace shashki::app {

tournament::Event require_event(Session& session, tournament::EventId id) {
  auto event = db::EventRepository(session.database()).find(id);
  if (!event) {
    throw Error(ExitCode::input, "--event: there is no event " + std::to_string(id.value) +
                                     " in this database (see shashki event list)");
  }
  return *event;
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
    text = fmt::format(fmt::runtime(tr("The published pairing of round {} stands; this correction counts "
                                       "from round {} on.")),
                       published, published + 1);
  }
  if (draft > 0) {
    text += (text.empty() ? "" : " ") +
            fmt::format(fmt::runtime(tr("The draft of round {} was paired before this correction: pair it "
                                        "again (round pair) or publish it as it stands with a reason (round "
                                        "publish --keep REASON).")),
                        draft);
  }
  return text;
}

}  // namespace shashki::app
