// `shashki version`: the same as --version, plus the schema this build writes; scripts use it
// to check which database version they will get.
#include "command.hpp"

#include "shashki/db/database.hpp"
#include "shashki/version.hpp"

namespace version_command {

const shashki::cli::CommandRegistrar registrar{
    "version", [](CLI::App& root, shashki::cli::Context& ctx) {
      auto* cmd = root.add_subcommand("version", _("Print the program version and database schema version"));
      cmd->callback([&ctx] {
        ctx.out << "shashki " << shashki::version << "\n"
                << "schema " << shashki::db::Database::schema_version() << "\n";
      });
    }};

}  // namespace version_command
