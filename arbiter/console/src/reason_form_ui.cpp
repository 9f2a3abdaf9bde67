#include "reason_form_ui.hpp"

#include <wx/intl.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

namespace shashki::console {

ReasonForm::ReasonForm(wxWindow* parent, const wxString& title, const wxString& question,
                       const wxString& ok_label, const wxString& missing,
                       std::function<void(const std::string& reason)> apply)
    : ReasonForm(parent, title, question, ok_label,
                 ReasonWords{missing, _("&Reason:"), _("Why; the audit log keeps it"),
                             _("Do it; the reason is kept in the audit log")},
                 std::move(apply)) {}

ReasonForm::ReasonForm(wxWindow* parent, const wxString& title, const wxString& question,
                       const wxString& ok_label, const ReasonWords& words,
                       std::function<void(const std::string& reason)> apply)
    : ApplyForm(parent, title), m_missing(words.missing), m_apply(std::move(apply)) {
  auto* body = new wxBoxSizer(wxVERTICAL);
  auto* text = new wxStaticText(this, wxID_ANY, question);
  text->Wrap(460);
  body->Add(text, 0, wxEXPAND | wxBOTTOM, 10);
  body->Add(new wxStaticText(this, wxID_ANY, words.label), 0, wxBOTTOM, 4);
  m_reason = new wxTextCtrl(this, wxID_ANY, wxString(), wxDefaultPosition, wxSize(460, -1));
  m_reason->SetToolTip(words.tip);
  body->Add(m_reason, 0, wxEXPAND);
  finish(body, ok_label, words.ok_tip);
  m_reason->SetFocus();
}

void ReasonForm::set_reason(const wxString& reason) {
  m_reason->SetValue(reason);
}

void ReasonForm::apply() {
  const std::string reason = trimmed(*m_reason);
  if (reason.empty()) refuse(m_missing);
  m_apply(reason);
}

}  // namespace shashki::console
