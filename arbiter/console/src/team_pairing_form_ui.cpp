#include "team_pairing_form_ui.hpp"

#include <wx/intl.h>
#include <wx/sizer.h>
#include <wx/textctrl.h>

namespace shashki::console {

TeamPairingForm::TeamPairingForm(
    wxWindow* parent, int round, const wxString& pairs, const wxString& bye,
    std::function<void(const std::string&, const std::string&, const std::string&)> apply)
    : ApplyForm(parent, wxString::Format(_("Change the matches of round %d"), round)),
      m_apply(std::move(apply)) {
  auto* grid = new wxFlexGridSizer(2, 6, 8);
  grid->AddGrowableCol(1);
  m_pairs = new wxTextCtrl(this, wxID_ANY, pairs, wxDefaultPosition, wxSize(360, -1));
  add_row(*grid, _("&Matches:"), m_pairs,
          _("Team pairing numbers as WHITE-BLACK (WHITE has White on board 1), separated by commas or "
            "spaces: 1-4 3-2"));
  m_bye = new wxTextCtrl(this, wxID_ANY, bye, wxDefaultPosition, wxSize(80, -1));
  add_row(*grid, _("&Bye:"), m_bye, _("The team with the pairing-allocated bye; empty for none"));
  m_reason = new wxTextCtrl(this, wxID_ANY, wxString(), wxDefaultPosition, wxSize(360, -1));
  add_row(*grid, _("&Reason:"), m_reason, _("Why the pairing changes; the audit log keeps it"));
  name_field("pairs", m_pairs);
  name_field("bye", m_bye);
  name_field("reason", m_reason);
  finish(grid, _("&Store"),
         _("Store the matches (one audited action) when they break no absolute rule of C.04.6"));
  m_pairs->SetFocus();
}

void TeamPairingForm::set_pairs(const wxString& pairs) {
  m_pairs->SetValue(pairs);
}

void TeamPairingForm::set_bye(const wxString& bye) {
  m_bye->SetValue(bye);
}

void TeamPairingForm::set_reason(const wxString& reason) {
  m_reason->SetValue(reason);
}

void TeamPairingForm::apply() {
  m_apply(trimmed(*m_pairs), trimmed(*m_bye), trimmed(*m_reason));
}

}  // namespace shashki::console
