#include "forfeit_form_ui.hpp"

#include <wx/choice.h>
#include <wx/intl.h>
#include <wx/sizer.h>
#include <wx/textctrl.h>

namespace shashki::console {

ForfeitForm::ForfeitForm(wxWindow* parent, const wxString& first, const wxString& second, bool forfeited,
                         std::function<void(ForfeitChoice, const std::string& reason)> apply)
    : ApplyForm(parent, _("Forfeit the match")), m_apply(std::move(apply)) {
  auto* grid = new wxFlexGridSizer(2, 6, 8);
  grid->AddGrowableCol(1);
  m_choice = new wxChoice(this, wxID_ANY);
  // In the order of ForfeitChoice.
  m_choice->Append(wxString::Format(_("%s did not come"), first));
  m_choice->Append(wxString::Format(_("%s did not come"), second));
  m_choice->Append(_("Neither team came"));
  m_choice->Append(_("The match is played after all"));
  m_choice->SetSelection(forfeited ? static_cast<int>(ForfeitChoice::played_after_all) : 0);
  add_row(*grid, _("&What happened:"), m_choice,
          _("The team that did not come loses every board of the match; neither came, both lose them all "
            "(TRF record 330)"));
  m_reason = new wxTextCtrl(this, wxID_ANY, wxString(), wxDefaultPosition, wxSize(360, -1));
  add_row(*grid, _("&Reason:"), m_reason, _("Why; the audit log keeps it"));
  name_field("reason", m_reason);
  name_field("team", m_choice);
  finish(grid, _("&Store"), _("Store the forfeit (one audited action); the match's line-ups are dropped"));
  m_choice->SetFocus();
}

void ForfeitForm::choose(ForfeitChoice choice) {
  m_choice->SetSelection(static_cast<int>(choice));
}

void ForfeitForm::set_reason(const wxString& reason) {
  m_reason->SetValue(reason);
}

void ForfeitForm::apply() {
  m_apply(static_cast<ForfeitChoice>(m_choice->GetSelection()), trimmed(*m_reason));
}

}  // namespace shashki::console
