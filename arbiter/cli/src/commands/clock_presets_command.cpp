// `shashki clock presets [--json]`: the time controls the rulebook recommends (6.1.9.1-6.1.9.3,
// used by rapid and lightning play per 6.1.10.1), each with its clause. `clock log` joins the
// same `clock` group from its own file.
#include "command.hpp"

#include "shashki/clock/presets.hpp"
#include "shashki/clock/regulation.hpp"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <chrono>
#include <memory>
#include <optional>
#include <string>

namespace clock_presets_command {

using shashki::clock::Discipline;

std::string discipline_name(Discipline d) {
  switch (d) {
    case Discipline::classical:
      return _("classical");
    case Discipline::rapid:
      return _("rapid");
    case Discipline::lightning:
      return _("lightning");
  }
  return {};
}

long long whole_minutes(std::chrono::milliseconds d) {
  return std::chrono::duration_cast<std::chrono::minutes>(d).count();
}

// "20 min or more" / "7 to 15 min": the discipline's bounds as 6.1.9 states them.
std::string bounds_text(Discipline d) {
  const auto bounds = shashki::clock::bounds_of(d);
  if (!bounds.at_most) {
    return fmt::format(fmt::runtime(_("{minutes} min or more")),
                       fmt::arg("minutes", whole_minutes(bounds.at_least)));
  }
  return fmt::format(fmt::runtime(_("{from} to {to} min")), fmt::arg("from", whole_minutes(bounds.at_least)),
                     fmt::arg("to", whole_minutes(*bounds.at_most)));
}

void print_json(std::ostream& out) {
  nlohmann::json list = nlohmann::json::array();
  for (const auto& p : shashki::clock::presets()) {
    list.push_back({{"name", p.name},
                    {"discipline", shashki::clock::code(p.discipline)},
                    {"base_seconds", std::chrono::seconds(p.base).count()},
                    {"increment_seconds", p.increment.count()},
                    {"clause", p.clause},
                    {"control", p.control().to_string()}});
  }
  out << list.dump() << '\n';
}

void print_text(std::ostream& out) {
  std::optional<Discipline> current;
  for (const auto& p : shashki::clock::presets()) {
    if (current != p.discipline) {
      current = p.discipline;
      // Rapid and lightning play hold their controls by 6.1.10.1 as well.
      const char* also = p.discipline == Discipline::classical ? "" : ", 6.1.10.1";
      out << discipline_name(p.discipline) << " (" << shashki::clock::bounds_of(p.discipline).clause << also
          << ": " << bounds_text(p.discipline) << ")\n";
    }
    out << "  " << p.name << "  "
        << fmt::format(fmt::runtime(_("{minutes} min + {seconds} s per move")),
                       fmt::arg("minutes", p.base.count()), fmt::arg("seconds", p.increment.count()))
        << "  " << p.clause << '\n';
  }
  out << _("An event may set another control (6.1.9.4); outside these bounds the judge confirms it as a "
           "regulation exception.")
      << '\n';
}

const shashki::cli::CommandRegistrar registrar{
    "clock presets", [](CLI::App& root, shashki::cli::Context& ctx) {
      auto& group = shashki::cli::command_group(root, "clock", _("Tournament clocks: presets and journals"));
      auto* cmd =
          group.add_subcommand("presets", _("List the time controls of 6.1.9 and 6.1.10 with their clauses"));
      auto json = std::make_shared<bool>(false);
      cmd->add_flag("--json", *json, _("Print JSON for programs"));
      cmd->callback([&ctx, json] {
        if (*json) {
          print_json(ctx.out);
        } else {
          print_text(ctx.out);
        }
      });
    }};

}  // namespace clock_presets_command
