#include "bye_form_ui.hpp"

#include "notifier_ui.hpp"
#include "shashki/reports/micro_match_text.hpp"

#include <wx/choice.h>
#include <wx/intl.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>

#include <algorithm>

namespace shashki::console {

namespace {

// The words of a player's bye: the kinds with their points on the event's scale.
ByeForm::Words player_bye_words(const wxString& player, const tournament::Scoring& scoring) {
  return {
      wxString::Format(_("Bye for %s"), player), _("The round the player will not play; not yet published"),
      // The points as this event counts them: a drawn game is 1 point in 2-1-0, ½ in 1-0.5-0.
      wxString::Format(
          _("Bye scored as a draw, %s (H)"),
          u8(reports::points_cell(scoring.bye_points(tournament::ByeKind::requested_half), scoring.scale()))),
      _("Zero-point bye or announced absence (Z)"),
      _("A bye scored as a draw only where the event's regulations allow it (the event's setting "
        "\"Half-point byes\")"),
      _("Record the bye"), _("The player is left out of the round's pairing and scores the bye")};
}

}  // namespace

ByeForm::ByeForm(wxWindow* parent, const wxString& player, int rounds, int next_round,
                 const tournament::Scoring& scoring,
                 std::function<void(int round, tournament::ByeKind kind)> apply)
    : ByeForm(parent, player_bye_words(player, scoring), rounds, next_round,
              [apply = std::move(apply)](int round, std::optional<tournament::ByeKind> kind) {
                if (kind) apply(round, *kind);
              }) {}

ByeForm::ByeForm(wxWindow* parent, const Words& words, int rounds, int next_round,
                 std::function<void(int round, std::optional<tournament::ByeKind> kind)> apply)
    : ApplyForm(parent, words.title), m_apply(std::move(apply)) {
  auto* grid = new wxFlexGridSizer(2, 8, 12);
  m_round = new wxSpinCtrl(this, wxID_ANY, wxString(), wxDefaultPosition, wxSize(90, -1), wxSP_ARROW_KEYS, 1,
                           std::max(1, rounds), std::clamp(next_round, 1, std::max(1, rounds)));
  add_row(*grid, _("&Round:"), m_round, words.round_help);
  m_kind = new wxChoice(this, wxID_ANY);
  // Order: the codes' (half, zero), so set_kind and apply read the position.
  m_kind->Append(words.half);
  m_kind->Append(words.zero);
  if (!words.take_back.empty()) m_kind->Append(words.take_back);
  m_kind->SetSelection(1);
  add_row(*grid, _("&Kind:"), m_kind, words.kind_help);
  finish(grid, words.ok, words.ok_help);
}

void ByeForm::set_kind(std::optional<tournament::ByeKind> kind) {
  m_kind->SetSelection(!kind ? 2 : kind == tournament::ByeKind::requested_half ? 0 : 1);
}

void ByeForm::set_round(int round) {
  m_round->SetValue(round);
}

void ByeForm::apply() {
  const int chosen = m_kind->GetSelection();
  m_apply(m_round->GetValue(), chosen == 0   ? std::optional(tournament::ByeKind::requested_half)
                               : chosen == 1 ? std::optional(tournament::ByeKind::requested_zero)
                                             : std::nullopt);
}

}  // namespace shashki::console
