#include "apply_form_ui.hpp"

#include "notifier_ui.hpp"
#include "shashki/app/errors.hpp"
#include "shashki/tournament/calendar.hpp"

#include <wx/button.h>
#include <wx/intl.h>
#include <wx/settings.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>
#include <wx/utils.h>

#include <algorithm>

namespace shashki::console {

ApplyForm::ApplyForm(wxWindow* parent, const wxString& title)
    : wxDialog(parent, wxID_ANY, title, wxDefaultPosition, wxDefaultSize,
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER) {}

void ApplyForm::finish(wxSizer* body, const wxString& ok_label, const wxString& ok_tip) {
  // Red and bold: a refusal must not be taken for a hint.
  m_error = new wxStaticText(this, wxID_ANY, wxString());
  m_error->SetForegroundColour(wxColour(176, 0, 32));
  m_error->SetFont(m_error->GetFont().Bold());
  m_error->Hide();

  auto* buttons = new wxStdDialogButtonSizer;
  m_ok = new wxButton(this, wxID_OK, ok_label);
  m_ok->SetToolTip(ok_tip);
  m_ok->SetDefault();
  buttons->AddButton(m_ok);
  auto* cancel = new wxButton(this, wxID_CANCEL, _("Cancel"));
  cancel->SetToolTip(_("Close the form; nothing is changed (Escape)"));
  buttons->AddButton(cancel);
  buttons->Realize();
  SetEscapeId(wxID_CANCEL);
  // OK is ours: the form closes only once the app has taken what it holds.
  m_ok->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { press_ok(); });
  // A refusal speaks of what was there when OK was pressed: the judge's next change retires it.
  for (const auto type : {wxEVT_TEXT, wxEVT_CHOICE, wxEVT_CHECKBOX}) {
    Bind(type, [this](wxCommandEvent& event) {
      clear_error();
      event.Skip();
    });
  }

  auto* sizer = new wxBoxSizer(wxVERTICAL);
  sizer->Add(body, 1, wxEXPAND | wxALL, 12);
  sizer->Add(m_error, 0, wxEXPAND | wxLEFT | wxRIGHT, 12);
  sizer->Add(buttons, 0, wxEXPAND | wxALL, 12);
  SetSizerAndFit(sizer);
  // Enter does what the form is for: the focus starts on OK (GTK would put it on Cancel, the
  // first button in its order), unless the form puts it in a field of its own afterwards.
  m_ok->SetFocus();
}

void ApplyForm::add_row(wxFlexGridSizer& grid, const wxString& label, wxWindow* control,
                        const wxString& tip) {
  auto* text = new wxStaticText(control->GetParent(), wxID_ANY, label);
  grid.Add(text, 0, wxALIGN_CENTER_VERTICAL);
  grid.Add(control, 1, wxEXPAND);
  control->SetToolTip(tip);
  m_labels[control] = label;
}

std::string ApplyForm::trimmed(const wxTextCtrl& text) {
  return wxString(text.GetValue()).Trim(true).Trim(false).utf8_string();
}

std::optional<std::chrono::year_month_day> ApplyForm::date_in(const wxTextCtrl& text, const wxString& field) {
  const std::string value = trimmed(text);
  if (value.empty()) return std::nullopt;
  const auto date = tournament::parse_iso_date(value);
  if (!date) refuse(wxString::Format(_("%s: '%s' is not a date; write it as YYYY-MM-DD."), field, u8(value)));
  return date;
}

void ApplyForm::refuse(const wxString& message) {
  throw app::Error(app::ExitCode::input, message.utf8_string());
}

void ApplyForm::clear_error() {
  if (m_error == nullptr || !m_error->IsShown()) return;
  m_error->Hide();
  Layout();
  GetSizer()->Fit(this);
}

bool ApplyForm::press_ok() {
  try {
    apply();
  } catch (const std::exception& e) {
    wxString text = describe_exception(e);
    // The app names the field it refuses; the form names it as its own label does.
    const auto* refusal = dynamic_cast<const app::Error*>(&e);
    const auto field = refusal != nullptr ? m_fields.find(refusal->message().field()) : m_fields.end();
    if (field != m_fields.end()) {
      wxString label = wxStripMenuCodes(m_labels[field->second]).Trim();
      if (label.EndsWith(":")) label.RemoveLast();
      text = label + ": " + text;
      field->second->SetFocus();
    }
    m_error->SetLabelText(text);
    // Wrap within the form's width so that a long refusal stays readable.
    m_error->Wrap(std::max(300, GetClientSize().x - 24));
    m_error->Show();
    Layout();
    GetSizer()->Fit(this);
    return false;
  }
  EndModal(wxID_OK);
  return true;
}

wxString ApplyForm::error_text() const {
  return m_error->IsShown() ? m_error->GetLabelText() : wxString();
}

bool run_form(ApplyForm& form, ApplyForm*& open) {
  open = &form;
  const bool ok = form.ShowModal() == wxID_OK;
  open = nullptr;
  return ok;
}

ConfirmForm::ConfirmForm(wxWindow* parent, const wxString& title, const wxString& question,
                         const wxString& ok_label, const wxString& ok_tip, std::function<void()> action)
    : ApplyForm(parent, title), m_action(std::move(action)) {
  auto* body = new wxBoxSizer(wxVERTICAL);
  auto* text = new wxStaticText(this, wxID_ANY, question);
  text->Wrap(460);
  body->Add(text, 1, wxEXPAND);
  finish(body, ok_label, ok_tip);
}

}  // namespace shashki::console
