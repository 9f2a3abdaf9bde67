// date.h uses the name `_` internally, so it comes before command.hpp defines the gettext macro.
#include <date/date.h>

#include "event_cli_support.hpp"

#include "shashki/app/errors.hpp"
#include "shashki/app/load_tournament.hpp"
#include "shashki/app/player_service.hpp"
#include "shashki/tournament/calendar.hpp"

#include <sstream>

namespace shashki::cli {

app::Session open_session(const Context& ctx, db::Access access) {
  return app::Session(ctx.database_path(), "shashki", access);
}

void add_player_option(CLI::App& cmd, PlayerOption& option) {
  auto* number = cmd.add_option("--player", option.number, _("Player's starting number"));
  auto* id = cmd.add_option("--player-id", option.id,
                            _("Player's database id (player list --json), instead of --player"));
  number->excludes(id);
}

tournament::PlayerId resolve_player(app::Session& session, tournament::EventId event,
                                    const PlayerOption& option) {
  if (option.id) return tournament::PlayerId{*option.id};
  if (!option.number)
    throw app::Error(app::ExitCode::usage, _("give --player (the starting number) or --player-id"));
  return app::PlayerService(session).by_number(event, *option.number).id;
}

void print_numbered(Context& ctx, const tournament::Player& player) {
  ctx.out << player.number << '\t' << player.name << '\t' << _("database id") << ' ' << player.id.value
          << '\n';
}

tournament::Sex sex_option(const std::string& text) {
  const auto sex = tournament::sex_from_code(text);
  if (!sex) {
    throw app::Error(
        app::ExitCode::input,
        tournament::Message(N_("'{text}' is not a sex (m or f, or empty)")).with("text", text).about("sex"));
  }
  return *sex;
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
      {"birth_year", tournament::year_of_birth(p) ? nlohmann::json(*tournament::year_of_birth(p))
                                                  : nlohmann::json(nullptr)},
      {"status", tournament::code(p.status)},
      {"withdrawn_from", p.withdrawn_from ? nlohmann::json(*p.withdrawn_from) : nlohmann::json(nullptr)},
      {"late_entry_round",
       p.late_entry_round ? nlohmann::json(*p.late_entry_round) : nlohmann::json(nullptr)},
      {"sex",
       p.sex == tournament::Sex::unknown ? nlohmann::json(nullptr) : nlohmann::json(tournament::code(p.sex))},
      {"region", p.region},
      {"coach", p.coach}};
}

std::string iso_time(std::chrono::sys_time<std::chrono::milliseconds> at) {
  return date::format("%FT%TZ", at);
}

void print_json(Context& ctx, const nlohmann::json& doc) {
  ctx.out << doc.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) << '\n';
}

void add_list_command(CLI::App& group, Context& ctx, const std::string& description,
                      std::function<nlohmann::json(const tournament::Tournament&)> rows,
                      std::function<std::string(const nlohmann::json&)> line) {
  auto* cmd = group.add_subcommand("list", description);
  auto event = std::make_shared<std::int64_t>(0);
  auto json = std::make_shared<bool>(false);
  cmd->add_option("--event", *event, _("Event id"))->required();
  cmd->add_flag("--json", *json, _("Print JSON"));
  cmd->callback([&ctx, event, json, rows = std::move(rows), line = std::move(line)] {
    auto session = open_session(ctx, db::Access::read);
    const auto list = rows(app::load_tournament(session, tournament::EventId{*event}));
    if (*json) {
      print_json(ctx, list);
      return;
    }
    for (const auto& row : list) ctx.out << line(row) << '\n';
  });
}

std::vector<std::string> comma_list(const std::string& text) {
  std::vector<std::string> items;
  std::stringstream in(text);
  for (std::string item; std::getline(in, item, ',');) {
    const auto first = item.find_first_not_of(' ');
    if (first != std::string::npos)
      items.push_back(item.substr(first, item.find_last_not_of(' ') - first + 1));
  }
  return items;
}

std::vector<tournament::Tiebreak> tiebreak_list(const std::string& text) {
  auto parsed = tournament::tiebreaks_from_codes(comma_list(text));
  if (!parsed) throw app::Error(app::ExitCode::input, parsed.problem());
  return *parsed;
}

std::string tiebreak_text(const std::vector<tournament::Tiebreak>& tiebreaks) {
  std::string text;
  for (const auto t : tiebreaks) text += (text.empty() ? "" : ", ") + std::string(tournament::code(t));
  return text;
}

}  // namespace shashki::cli
