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

ByeForm::ByeForm(wxWindow* parent, const wxString& player, int rounds, int next_round,
                 const tournament::Scoring& scoring,
                 std::function<void(int round, tournament::ByeKind kind)> apply)
    : ApplyForm(parent, wxString::Format(_("Bye for %s"), player)), m_apply(std::move(apply)) {
  auto* grid = new wxFlexGridSizer(2, 8, 12);
  m_round = new wxSpinCtrl(this, wxID_ANY, wxString(), wxDefaultPosition, wxSize(90, -1), wxSP_ARROW_KEYS, 1,
                           std::max(1, rounds), std::clamp(next_round, 1, std::max(1, rounds)));
  add_row(*grid, _("&Round:"), m_round, _("The round the player will not play; not yet published"));
  m_kind = new wxChoice(this, wxID_ANY);
  // Order: the codes' (half, zero), so set_kind and apply read the position.
  // The points as this event counts them: a drawn game is 1 point in 2-1-0, ½ in 1-0.5-0.
  m_kind->Append(wxString::Format(
      _("Bye scored as a draw, %s (H)"),
      u8(reports::points_cell(scoring.bye_points(tournament::ByeKind::requested_half), scoring.scale()))));
  m_kind->Append(_("Zero-point bye or announced absence (Z)"));
  m_kind->SetSelection(1);
  add_row(*grid, _("&Kind:"), m_kind,
          _("A bye scored as a draw only where the event's regulations allow it (the event's setting "
            "\"Half-point byes\")"));
  finish(grid, _("Record the bye"), _("The player is left out of the round's pairing and scores the bye"));
}

void ByeForm::set_kind(tournament::ByeKind kind) {
  m_kind->SetSelection(kind == tournament::ByeKind::requested_half ? 0 : 1);
}

void ByeForm::set_round(int round) {
  m_round->SetValue(round);
}

void ByeForm::apply() {
  m_apply(m_round->GetValue(), m_kind->GetSelection() == 0 ? tournament::ByeKind::requested_half
                                                           : tournament::ByeKind::requested_zero);
}

}  // namespace shashki::console
