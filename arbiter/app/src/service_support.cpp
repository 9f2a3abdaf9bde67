#include "service_support.hpp"

#include "shashki/app/i18n.hpp"

#include <fmt/format.h>

#include <fstream>
#include <sstream>

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

std::optional<Message> correction_effect_message(const std::vector<tournament::Round>& rounds, int round) {
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
  // A published pairing is never paired again: the players have sat down to it (C.04.2 pairs
  // on the scores known when the round is paired).
  if (published > 0 && draft > 0) {
    return Message(
               N_("The published pairing of round {round} stands; this correction counts from round {next} "
                  "on. The draft of round {draft} was paired before this correction: pair it again, or "
                  "publish it as it stands and give the reason for keeping it."))
        .with("round", published)
        .with("next", published + 1)
        .with("draft", draft);
  }
  if (published > 0) {
    return Message(
               N_("The published pairing of round {round} stands; this correction counts from round {next} "
                  "on."))
        .with("round", published)
        .with("next", published + 1);
  }
  if (draft > 0) {
    return Message(
               N_("The draft of round {round} was paired before this correction: pair it again, or publish "
                  "it as it stands and give the reason for keeping it."))
        .with("round", draft);
  }
  return std::nullopt;
}

std::string correction_effect(const std::vector<tournament::Round>& rounds, int round) {
  const auto effect = correction_effect_message(rounds, round);
  return effect ? translate(*effect) : std::string();
}

Error refused_text(const std::string& source, const format::ReadError& error, const char* field) {
  return Error(ExitCode::input, tournament::Message(N_("{file}:{line}:{column}: {why}"))
                                    .with("file", source)
                                    .with("line", error.line)
                                    .with("column", error.column)
                                    .with("why", translate(error.message))
                                    .about(field));
}

std::string read_input_file(const std::filesystem::path& file, const char* field) {
  std::ifstream in(file, std::ios::binary);
  if (!in) {
    throw Error(ExitCode::input,
                Message(N_("{file}: cannot read the file")).with("file", file.string()).about(field));
  }
  std::ostringstream content;
  content << in.rdbuf();
  return content.str();
}

Error refused_csv(const std::filesystem::path& file, const format::PlayersCsvError& e) {
  // The first problem, already translated (a message holds no message), and a count of the rest.
  std::string problem = translate(e.first.message);
  if (!e.column_name.empty())
    problem = translate(
        Message(N_("column {name}: {problem}")).with("name", e.column_name).with("problem", problem));
  Message m = e.more > 0 ? Message::plural(N_("{file}:{line}:{column}: {problem} (and {n} more problem; "
                                              "nothing was imported)"),
                                           N_("{file}:{line}:{column}: {problem} (and {n} more problems; "
                                              "nothing was imported)"),
                                           static_cast<unsigned long>(e.more))
                         : Message(N_("{file}:{line}:{column}: {problem} (nothing was imported)"));
  return Error(ExitCode::input, std::move(m.with("file", file.string())
                                              .with("line", e.first.line)
                                              .with("column", e.first.column)
                                              .with("problem", problem)
                                              .about("file")));
}

}  // namespace shashki::app
