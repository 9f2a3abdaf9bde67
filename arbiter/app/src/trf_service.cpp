#include "shashki/app/trf_service.hpp"

#include "service_support.hpp"
#include "shashki/app/i18n.hpp"
#include "shashki/app/load_tournament.hpp"
#include "shashki/app/pairing_input_mapping.hpp"
#include "shashki/db/event_import_repository.hpp"
#include "shashki/format/trf_event.hpp"
#include "shashki/format/trf_team.hpp"

#include <fstream>
#include <sstream>

namespace shashki::app {

using tournament::Message;

std::string event_trf(const tournament::Tournament& t) {
  auto view = to_pairing_view(t, t.current_round() + 1);
  // A team event is written as a TRF-2026 team file (docs/cli.md "Team events").
  if (t.team) {
    accepted(format::check_team_trf_writable(*t.team));
    return format::write_team_trf(*t.team, t.event.name, view.input.players, t.event.scale);
  }
  return format::write_event_trf(t, std::move(view.input), view.numbers);
}

tournament::Tournament tournament_from_trf(std::string_view text, const std::string& where) {
  auto read = format::read_event_trf(text, where);
  if (const auto* error = std::get_if<format::ReadError>(&read)) {
    // The reader's own message, translated, after the place in the file.
    throw Error(ExitCode::input, Message(N_("{file}:{line}:{column}: {problem}"))
                                     .with("file", where)
                                     .with("line", error->line)
                                     .with("column", error->column)
                                     .with("problem", translate(error->message))
                                     .about("file"));
  }
  return std::get<tournament::Tournament>(std::move(read));
}

void TrfService::export_event(tournament::EventId event, const std::filesystem::path& out) {
  const auto text = event_trf(load_tournament(m_session, event));
  std::ofstream file(out, std::ios::binary);
  file << text;
  if (!file.flush())
    throw Error(ExitCode::input, Message(N_("cannot write {file}")).with("file", out.string()).about("out"));
}

tournament::EventId TrfService::import_file(const std::filesystem::path& file) {
  std::ifstream in(file, std::ios::binary);
  if (!in)
    throw Error(ExitCode::input,
                Message(N_("{file}: cannot open the file")).with("file", file.string()).about("file"));
  std::stringstream text;
  text << in.rdbuf();
  auto t = tournament_from_trf(text.str(), file.string());
  auto stored = db::EventImportRepository(m_session.database()).import(std::move(t), m_session.stamp());
  if (!stored) throw Error(ExitCode::input, file.string() + ": " + stored.error());
  return stored->event.id;
}

}  // namespace shashki::app
