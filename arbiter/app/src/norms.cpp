#include "shashki/app/norms.hpp"

#include "service_support.hpp"
#include "shashki/app/errors.hpp"
#include "shashki/app/i18n.hpp"
#include "shashki/db/event_repository.hpp"
#include "shashki/format/norm_table_csv.hpp"

#include <fstream>
#include <sstream>

namespace shashki::app {

using tournament::Message;

namespace {

// The table in `text`, or Error(input) naming `source`, the line and the column.
tournament::NormTable norm_table_of_text(const std::string& text, const std::string& source) {
  auto table = format::read_norm_table(text);
  if (const auto* error = std::get_if<format::ReadError>(&table))
    throw refused_text(source, *error, "norm_table");
  return std::get<tournament::NormTable>(std::move(table));
}

}  // namespace

tournament::NormTable event_norm_table(const tournament::Event& event) {
  if (event.norm_csv.empty()) return tournament::shipped_norm_table();
  return norm_table_of_text(event.norm_csv, "norm table of event " + std::to_string(event.id.value));
}

tournament::NormReport event_norms(const tournament::Tournament& tournament, int after_round) {
  return tournament::compute_norms(tournament, event_norm_table(tournament.event),
                                   tournament::NormOptions{after_round, {}});
}

std::vector<tournament::BoardNorms> team_event_norms(const tournament::Tournament& tournament,
                                                     int after_round) {
  return tournament::compute_team_norms(tournament, event_norm_table(tournament.event), after_round);
}

tournament::NormTable read_norm_table_file(const std::filesystem::path& file) {
  std::ifstream in(file, std::ios::binary);
  std::stringstream content;
  if (in) content << in.rdbuf();
  if (!in) {
    throw Error(ExitCode::input,
                Message(N_("{file}: cannot read the file")).with("file", file.string()).about("norm_table"));
  }
  return norm_table_of_text(content.str(), file.string());
}

tournament::NormTable load_norm_table(Session& session, tournament::EventId event,
                                      const std::filesystem::path& file) {
  auto table = read_norm_table_file(file);
  // Kept as the program writes it: one row a fact, in a fixed order.
  (void)accepted(
      db::EventRepository(session.database()).set_norm_table(event, norm_table_csv(table), session.stamp()),
      ExitCode::input);
  return table;
}

std::string norm_table_csv(const tournament::NormTable& table) {
  return format::write_norm_table(table);
}

}  // namespace shashki::app
