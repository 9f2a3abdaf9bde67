#include "message_bar_ui.hpp"

#include <wx/button.h>
#include <wx/intl.h>
#include <wx/settings.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

#include <algorithm>

namespace shashki::console {

namespace {

wxColour background(Severity severity) {
  switch (severity) {
    case Severity::info:
      return {221, 235, 247};
    case Severity::warning:
      return {255, 236, 179};
    case Severity::error:
      return {248, 215, 218};
  }
  return wxSystemSettings::GetColour(wxSYS_COLOUR_BTNFACE);
}

}  // namespace

MessageBar::MessageBar(wxWindow* parent) : wxPanel(parent, wxID_ANY) {
  auto* sizer = new wxBoxSizer(wxHORIZONTAL);
  m_text = new wxStaticText(this, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, wxST_NO_AUTORESIZE);
  sizer->Add(m_text, 1, wxALIGN_CENTER_VERTICAL | wxLEFT | wxRIGHT, 8);
  m_hide = new wxButton(this, wxID_ANY, _("Hide message"), wxDefaultPosition, wxDefaultSize, wxBU_EXACTFIT);
  m_hide->SetToolTip(_("Hide this message; it changes nothing else"));
  m_hide->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { dismiss(); });
  sizer->Add(m_hide, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 4);
  // Two lines of text and the button: the same height empty or full. The text gets both lines
  // (its best size, made from an empty label, is one line high).
  const int line = GetTextExtent("Ag").y;
  m_text->SetMinSize(wxSize(-1, 2 * line));
  SetMinSize(wxSize(-1, std::max(2 * line + 10, m_hide->GetBestSize().y + 6)));
  SetSizer(sizer);
  Bind(wxEVT_SIZE, [this](wxSizeEvent& event) {
    event.Skip();
    CallAfter([this] { wrap(); });
  });
  dismiss();
}

void MessageBar::show(const wxString& text, Severity severity) {
  m_message = text;
  SetBackgroundColour(background(severity));
  m_text->SetToolTip(text);
  m_hide->Show();
  wrap();
  Refresh();
}

void MessageBar::dismiss() {
  m_message.clear();
  SetBackgroundColour(wxSystemSettings::GetColour(wxSYS_COLOUR_BTNFACE));
  m_text->SetLabelText(wxString());
  m_text->UnsetToolTip();
  m_hide->Hide();
  Layout();
  Refresh();
}

wxString MessageBar::text() const {
  return m_message;
}

void MessageBar::wrap() {
  // Wrapped to the width there is: a long refusal reads on two lines instead of running off.
  Layout();
  m_text->SetLabelText(m_message);
  const int width = m_text->GetSize().x;
  if (width > 50) m_text->Wrap(width);
  Layout();
}

}  // namespace shashki::console
