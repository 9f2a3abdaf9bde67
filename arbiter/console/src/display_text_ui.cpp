#include "display_text_ui.hpp"

#include <algorithm>

#include "console_app.hpp"
#include "notifier_ui.hpp"
#include "shashki/app/i18n.hpp"
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
  // The checker writes English with the rounds and counts behind a finding; the catalogs
  // cannot translate a composed sentence, so other languages say the rule by its players.
  if (current_language() == "en") return u8(finding.describe());
  using pairing::Rule;
  const wxString ref = u8(pairing::rule_reference(finding.rule));
  const int a = finding.players.empty() ? 0 : finding.players[0];
  const int b = finding.players.size() > 1 ? finding.players[1] : 0;
  switch (finding.rule) {
    case Rule::rematch:
      return wxString::Format(_("%s: %d and %d have already played each other"), ref, a, b);
    case Rule::forbidden_pair:
      return wxString::Format(_("%s: the judge forbade %d and %d to meet"), ref, a, b);
    case Rule::second_pairing_bye:
      return wxString::Format(_("%s: %d has already had the pairing bye"), ref, a);
    case Rule::bye_after_unplayed_win:
      return wxString::Format(_("%s: %d has already scored a win without playing"), ref, a);
    case Rule::colour_difference:
      return wxString::Format(_("%s: %d would have a colour difference beyond 2"), ref, a);
    case Rule::colour_three_in_a_row:
      return wxString::Format(_("%s: %d would have the same colour three times in a row"), ref, a);
    case Rule::absent_paired:
      return wxString::Format(_("%s: %d announced an absence but is paired"), ref, a);
    case Rule::withdrawn_paired:
      return wxString::Format(_("%s: %d has withdrawn but is paired"), ref, a);
    case Rule::paired_twice:
      return wxString::Format(_("%s: %d is paired more than once"), ref, a);
    case Rule::not_paired:
      return wxString::Format(_("%s: %d is on no board and has no bye"), ref, a);
    case Rule::unknown_player:
      return wxString::Format(_("%s: starting number %d is not in the event"), ref, a);
    case Rule::too_many_byes:
      break;
  }
  return wxString::Format(_("%s: more than one player is left without an opponent"), ref);
}

}  // namespace shashki::console
