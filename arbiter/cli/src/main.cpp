// shashki: the command line of Shashki Arbiter. The contract (options, output, exit codes) is
// docs/cli.md; errors are one `error: ` line on stderr.
#include "command.hpp"
#include "field_options.hpp"

#include "shashki/app/errors.hpp"
#include "shashki/app/i18n.hpp"
#include "shashki/app/venue_tokens.hpp"
#include "shashki/db/database.hpp"
#include "shashki/version.hpp"
#include "shashki/web/process_memory.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <string_view>

namespace {

// --lang decides the language of --help itself, so it is read before the parser is built.
std::string language_argument(int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg == "--lang" && i + 1 < argc) return argv[i + 1];
    if (arg.starts_with("--lang=")) return std::string(arg.substr(7));
  }
  return {};
}

// The word the user meant as a command, for the "unknown command" message.
std::string unknown_command(int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg == "--db" || arg == "--lang") {
      ++i;
    } else if (!arg.starts_with("-")) {
      return std::string(arg);
    }
  }
  return {};
}

int fail(shashki::cli::Context& ctx, int code, std::string_view message) {
  ctx.err << "error: " << message << '\n';
  return code;
}

}  // namespace

int main(int argc, char** argv) {
  using namespace shashki;
  web::keep_freed_memory();  // for `shashki serve`: docs/venue.md, "Group commit"
  cli::Context ctx;
  std::string lang = language_argument(argc, argv);
  if (!lang.empty() && lang != "ru" && lang != "en") {
    return fail(ctx, 2, "--lang takes ru or en, not '" + lang + "'");
  }
  ctx.lang = app::init_translations(lang);

  CLI::App root{_("Shashki Arbiter: tournament arbiter and clocks for Russian draughts"), "shashki"};
  root.set_version_flag("--version", std::string("shashki ") + shashki::version,
                        _("Print the version and exit"));
  root.set_help_flag("-h,--help", _("Print this help and exit"));
  root.add_option("--db", ctx.db_option,
                  _("Event database (default: $XDG_DATA_HOME/shashki-arbiter/arbiter.db)"));
  root.add_option("--lang", lang, _("Language of messages: ru or en"))->check(CLI::IsMember({"ru", "en"}));
  root.require_subcommand(1);
  root.fallthrough();
  cli::install_commands(root, ctx);

  try {
    // CLI11 reads its arguments from the back.
    auto words = cli::shielded_arguments(argc, argv);
    std::reverse(words.begin(), words.end());
    root.parse(words);
  } catch (const CLI::Success& e) {  // --help and --version too
    return root.exit(e, ctx.out, ctx.err);
  } catch (const CLI::ParseError& e) {
    // A word that names no command reaches CLI11 as a missing subcommand or an extra argument;
    // say plainly which word was not understood.
    if (const std::string word = unknown_command(argc, argv);
        root.get_subcommands().empty() && !word.empty()) {
      return fail(ctx, 2,
                  std::string(_("unknown command")) + " '" + word + "' (" + _("see shashki --help") + ")");
    }
    return fail(ctx, 2, std::string(e.what()) + " (" + _("see shashki --help") + ")");
  } catch (const app::TokensNotReprintable& e) {
    // The venue key changed: the way out is the reissue command, named here where options live.
    return fail(
        ctx, static_cast<int>(e.code()),
        app::translate(e.message()) + " (" +
            fmt::format(fmt::runtime(_("shashki venue reissue --event {event} --round {round} --board "
                                       "BOARD --reason TEXT gives a board a new one")),
                        fmt::arg("event", e.event().value), fmt::arg("round", e.round())) +
            ")");
  } catch (const app::Error& e) {
    return fail(ctx, static_cast<int>(e.code()),
                cli::with_option(e.message().field(), app::translate(e.message())));
  } catch (const db::DatabaseError& e) {
    return fail(ctx, 4, app::translate(e.message()));
  } catch (const std::exception& e) {
    return fail(ctx, 1, e.what());
  }
  return ctx.exit_code;
}
