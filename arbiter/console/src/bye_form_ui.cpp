#include "bye_form_ui.hpp"

#include <wx/choice.h>
#include <wx/intl.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>

#include <algorithm>

namespace shashki::console {

ByeForm::ByeForm(wxWindow* parent, const wxString& player, int rounds, int next_round,
                 std::function<void(int round, tournament::ByeKind kind)> apply)
    : ApplyForm(parent, wxString::Format(_("Bye for %s"), player)), m_apply(std::move(apply)) {
  auto* grid = new wxFlexGridSizer(2, 8, 12);
  m_round = new wxSpinCtrl(this, wxID_ANY, wxString(), wxDefaultPosition, wxSize(90, -1), wxSP_ARROW_KEYS, 1,
                           std::max(1, rounds), std::clamp(next_round, 1, std::max(1, rounds)));
  add_row(*grid, _("&Round:"), m_round, _("The round the player will not play; not yet published"));
  m_kind = new wxChoice(this, wxID_ANY);
  // Order: the codes' (half, zero), so set_kind and apply read the position.
  m_kind->Append(_("Half-point bye (H)"));
  m_kind->Append(_("Zero-point bye or announced absence (Z)"));
  m_kind->SetSelection(1);
  add_row(*grid, _("&Kind:"), m_kind,
          _("A half-point bye only where the event's regulations allow it (event setting half_byes)"));
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
