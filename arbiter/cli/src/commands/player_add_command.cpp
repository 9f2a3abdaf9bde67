// `shashki player add`: registers one player, typed in or taken from the player register
// (--register ID, docs/register.md); prints the new player's starting number (what --player
// takes; `player list` shows the database id beside it).
#include "command.hpp"
#include "event_cli_support.hpp"

#include "shashki/app/errors.hpp"
#include "shashki/app/player_service.hpp"
#include "shashki/app/register_service.hpp"
#include "shashki/tournament/calendar.hpp"

namespace player_add_command {

using namespace shashki;

struct Options {
  std::int64_t event = 0;
  std::string name, title, club, city, birth, federation, sex, region, coach;
  std::optional<int> rating;
  std::optional<int> late_round;
  std::optional<std::int64_t> register_id;
};

tournament::Player player_of(const Options& o) {
  tournament::Player p;
  p.name = o.name;
  p.rating = o.rating;
  const auto title = tournament::parse_title(o.title);
  if (!title)
    throw app::Error(
        app::ExitCode::input,
        tournament::Message("'{text}' is not a title (GMS, MSMK, MS, KMS, 1, 2, 3, 1j, 2j, 3j, GMI, MI, "
                            "MF, or empty)")
            .with("text", o.title)
            .about("title"));
  p.title = *title;
  p.club = o.club;
  p.city = o.city;
  p.federation = o.federation;
  p.sex = cli::sex_option(o.sex);
  p.region = o.region;
  p.coach = o.coach;
  const auto birth = tournament::parse_birth(o.birth);
  if (!birth) {
    throw app::Error(app::ExitCode::input,
                     tournament::Message(N_("'{text}' is not a date YYYY-MM-DD or a year of birth"))
                         .with("text", o.birth)
                         .about("birth"));
  }
  p.birth = birth->date;
  p.birth_year = birth->year;
  p.late_entry_round = o.late_round;
  return p;
}

const cli::CommandRegistrar registrar{
    "player add", [](CLI::App& root, cli::Context& ctx) {
      auto& group = cli::command_group(root, "player", _("Register, import, withdraw and list players"));
      auto* cmd = group.add_subcommand("add", _("Register a player and print the player's id"));
      auto options = std::make_shared<Options>();
      cmd->add_option("--event", options->event, _("Event id"))->required();
      auto* from_register =
          cmd->add_option("--register", options->register_id,
                          _("The player register's entry to register (its details are copied and linked)"));
      const std::vector<CLI::Option*> details{
          cmd->add_option("--name", options->name, _("Name, as it is to be printed")),
          cmd->add_option("--rating", options->rating, _("Rating")),
          cmd->add_option("--title", options->title, _("Title or category: GMS, MS, KMS, 1, 2, 3, ...")),
          cmd->add_option("--club", options->club, _("Club")),
          cmd->add_option("--city", options->city, _("City")),
          cmd->add_option("--federation", options->federation, _("Federation")),
          cmd->add_option("--birth", options->birth, _("Date of birth, YYYY-MM-DD, or the year alone")),
          cmd->add_option("--sex", options->sex, _("Sex: m or f")),
          cmd->add_option("--region", options->region, _("Region, as the final protocol names it")),
          cmd->add_option("--coach", options->coach, _("Coach"))};
      for (auto* detail : details) from_register->excludes(detail);
      cmd->add_option("--late-entry", options->late_round, _("First round played, for a late entry"));
      cmd->callback([&ctx, options] {
        auto session = cli::open_session(ctx);
        const tournament::EventId event{options->event};
        if (options->register_id) {
          const auto player = app::RegisterService(session).add_player(
              event, tournament::RegisterId{*options->register_id}, options->late_round);
          ctx.out << player.number << '\n';
          return;
        }
        if (options->name.empty())
          throw app::Error(app::ExitCode::usage,
                           _("give --name, or --register with an entry of the register"));
        const auto player = app::PlayerService(session).add(event, player_of(*options));
        ctx.out << player.number << '\n';
      });
    }};

}  // namespace player_add_command
