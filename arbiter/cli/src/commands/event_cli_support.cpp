// date.h uses the name `_` internally, so it comes before command.hpp defines the gettext macro.
#include <date/date.h>

#include "event_cli_support.hpp"
#include "shashki/tournament/calendar.hpp"

namespace shashki::cli {

app::Session open_session(const Context& ctx) {
  return app::Session(ctx.database_path(), "shashki");
}

nlohmann::json player_json(const tournament::Player& p) {
  return {
      {"id", p.id.value},
      {"number", p.number},
      {"name", p.name},
      {"rating", p.rating ? nlohmann::json(*p.rating) : nlohmann::json(nullptr)},
      {"title", tournament::code(p.title)},
      {"club", p.club},
      {"city", p.city},
      {"federation", p.federation},
      {"birth", p.birth ? nlohmann::json(tournament::format_iso_date(*p.birth)) : nlohmann::json(nullptr)},
      {"status", tournament::code(p.status)},
      {"withdrawn_from", p.withdrawn_from ? nlohmann::json(*p.withdrawn_from) : nlohmann::json(nullptr)},
      {"late_entry_round",
       p.late_entry_round ? nlohmann::json(*p.late_entry_round) : nlohmann::json(nullptr)}};
}

std::string iso_time(std::chrono::sys_time<std::chrono::milliseconds> at) {
  return date::format("%FT%TZ", at);
}

void print_json(Context& ctx, const nlohmann::json& doc) {
  ctx.out << doc.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) << '\n';
}

}  // namespace shashki::cli
