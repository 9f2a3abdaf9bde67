#include "display_text_ui.hpp"

#include <algorithm>

#include "console_app.hpp"
#include "notifier_ui.hpp"
#include "shashki/app/i18n.hpp"
#include "shashki/app/round_service.hpp"
#include "shashki/app/terms.hpp"
#include "shashki/reports/micro_match_text.hpp"

#include <wx/intl.h>

namespace shashki::console {

wxString result_text(tournament::GameResult result, tournament::ScoringScale scale) {
  if (scale == tournament::ScoringScale::two_one_zero) {
    switch (result) {
      case tournament::GameResult::white_wins:
        return "2-0";
      case tournament::GameResult::draw:
        return "1-1";
      case tournament::GameResult::black_wins:
        return "0-2";
      default:
        break;
    }
  }
  return wxString::FromUTF8(std::string(tournament::code(result)));
}

wxString board_results_text(const tournament::Board& board, tournament::ScoringScale scale) {
  // A match not yet begun reads like a game without a result: "...", not "* (white *, black *)".
  const bool none =
      std::none_of(board.games.begin(), board.games.end(), [](const auto& g) { return g.has_value(); });
  if (board.games.size() > 1 && !none) return u8(reports::micro_match_text(board, scale, app::translator()));
  if (none) return "...";
  wxString results;
  for (const auto& g : board.games) results += g ? result_text(*g, scale) : wxString("...");
  return results;
}

wxString system_text(tournament::PairingSystem system) {
  switch (system) {
    case tournament::PairingSystem::swiss:
      return _("Swiss");
    case tournament::PairingSystem::round_robin:
      return _("Round robin");
    case tournament::PairingSystem::double_round_robin:
      return _("Double round robin");
    case tournament::PairingSystem::knockout:
      return _("Knockout");
  }
  return {};
}

wxString engine_text(std::optional<pairing::EngineKind> engine) {
  if (!engine) return _("the judge");
  switch (*engine) {
    case pairing::EngineKind::dutch:
      return _("the Dutch system (C.04.3)");
    case pairing::EngineKind::double_swiss:
      return _("the Double-Swiss system (C.04.5)");
    case pairing::EngineKind::round_robin:
      return _("the Berger tables (C.05)");
    case pairing::EngineKind::knockout:
      return _("the knockout bracket");
  }
  return {};
}

wxString discipline_text(tournament::Discipline discipline) {
  switch (discipline) {
    case tournament::Discipline::classical:
      return _("Classical");
    case tournament::Discipline::rapid:
      return _("Rapid");
    case tournament::Discipline::lightning:
      return _("Lightning");
  }
  return {};
}

wxString state_text(tournament::RoundState state) {
  // The same term as the app's and the command line's messages (app::state_term).
  return wxString::FromUTF8(app::tr(app::state_term(state)));
}

wxString finding_text(const pairing::Finding& finding) {
  return wxString::FromUTF8(app::finding_text(finding));
}

}  // namespace shashki::console
