// `shashki clock log --event E --round R --board B [--json]`: the clock journal of a game. The
// text is in the reader's language (events, sides and the program's reasons translated); --json
// gives the codes and reasons as stored.
#include "command.hpp"
#include "event_cli_support.hpp"

#include "shashki/app/clock_reason.hpp"
#include "shashki/app/result_service.hpp"

namespace clock_log_command {

using namespace shashki;

const cli::CommandRegistrar registrar{
    "clock log", [](CLI::App& root, cli::Context& ctx) {
      auto& group = cli::command_group(root, "clock", _("Game clocks"));
      auto* cmd = group.add_subcommand("log", _("Print the clock journal of a game"));
      auto event = std::make_shared<std::int64_t>(0);
      auto round = std::make_shared<int>(0);
      auto board = std::make_shared<int>(0);
      auto json = std::make_shared<bool>(false);
      cmd->add_option("--event", *event, _("Event id"))->required();
      cmd->add_option("--round", *round, _("Round"))->required();
      cmd->add_option("--board", *board, _("Board"))->required();
      cmd->add_flag("--json", *json, _("Print JSON"));
      cmd->callback([&ctx, event, round, board, json] {
        auto session = cli::open_session(ctx, db::Access::read);
        const auto logs = app::ResultService(session).clock_log(tournament::EventId{*event}, *round, *board);
        nlohmann::json list = nlohmann::json::array();
        for (const auto& log : logs) {
          for (const auto& row : log.rows) {
            if (*json) {
              list.push_back(
                  {{"at", cli::iso_time(row.at)},
                   {"event", std::string(clock::log_event(row.kind))},
                   {"side",
                    row.side ? nlohmann::json(std::string(clock::code(*row.side))) : nlohmann::json(nullptr)},
                   {"white_ms", row.white_ms},
                   {"black_ms", row.black_ms},
                   {"reason",
                    row.reason ? nlohmann::json(app::clock_reason_message(row.cause, *row.reason).english())
                               : nlohmann::json(nullptr)},
                   {"game", log.game},
                   {"seq", row.seq},
                   {"reading_ms", row.reading_ms},
                   {"white_moves", row.white_moves},
                   {"black_moves", row.black_moves}});
            } else {
              ctx.out << (logs.size() > 1 ? std::to_string(log.game) + '\t' : "") << cli::iso_time(row.at)
                      << '\t' << app::clock_event_text(row.kind) << '\t'
                      << (row.side ? app::clock_side_text(*row.side) : "-") << '\t' << row.white_ms << '\t'
                      << row.black_ms << '\t' << app::clock_reason_text(row.cause, row.reason.value_or(""))
                      << '\n';
            }
          }
        }
        if (*json) cli::print_json(ctx, list);
      });
    }};

}  // namespace clock_log_command
