#include "result_correction_form_ui.hpp"

#include <wx/intl.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

namespace shashki::console {

ResultCorrectionForm::ResultCorrectionForm(wxWindow* parent, const wxString& title, const wxString& question,
                                           const wxString& ok_label,
                                           std::function<void(const std::string& reason)> apply)
    : ApplyForm(parent, title), m_apply(std::move(apply)) {
  auto* body = new wxBoxSizer(wxVERTICAL);
  auto* text = new wxStaticText(this, wxID_ANY, question);
  text->Wrap(460);
  body->Add(text, 0, wxEXPAND | wxBOTTOM, 10);
  body->Add(new wxStaticText(this, wxID_ANY, _("&Reason for the correction:")), 0, wxBOTTOM, 4);
  m_reason = new wxTextCtrl(this, wxID_ANY, wxString(), wxDefaultPosition, wxSize(460, -1));
  m_reason->SetToolTip(
      _("Why the result changes, e.g. \"the players signed 0-1, typed on the wrong board\"; "
        "the audit log keeps it"));
  body->Add(m_reason, 0, wxEXPAND);
  finish(body, ok_label, _("Replace the result; Undo last result (Ctrl+Z) puts the old one back"));
  m_reason->SetFocus();
}

void ResultCorrectionForm::set_reason(const wxString& reason) {
  m_reason->SetValue(reason);
}

void ResultCorrectionForm::apply() {
  const std::string reason = trimmed(*m_reason);
  if (reason.empty()) {
    refuse(
        _("A correction needs its reason: type it above (the audit log keeps it), or Cancel to keep "
          "the result."));
  }
  m_apply(reason);
}

}  // namespace shashki::console
