#include "pairing_edit_form_ui.hpp"

#include "display_text_ui.hpp"
#include "notifier_ui.hpp"

#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/intl.h>
#include <wx/radiobox.h>
#include <wx/sizer.h>
#include <wx/statbox.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <algorithm>

namespace shashki::console {

namespace {

int index_of(const std::vector<int>& values, int value) {
  const auto it = std::find(values.begin(), values.end(), value);
  return it == values.end() ? wxNOT_FOUND : static_cast<int>(it - values.begin());
}

}  // namespace

PairingEditForm::PairingEditForm(wxWindow* parent, const tournament::Tournament& event,
                                 const tournament::Round& draft, Preview preview)
    : wxDialog(parent, wxID_ANY, wxString::Format(_("Edit the pairing of round %d"), draft.number),
               wxDefaultPosition, wxDefaultSize, wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      m_preview(std::move(preview)) {
  auto* body = new wxBoxSizer(wxHORIZONTAL);
  body->Add(build_change(event, draft), 0, wxEXPAND | wxRIGHT, 12);
  body->Add(build_checker(), 1, wxEXPAND);
  auto* sizer = new wxBoxSizer(wxVERTICAL);
  sizer->Add(body, 1, wxEXPAND | wxALL, 12);
  sizer->Add(build_buttons(), 0, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, 12);
  SetSizerAndFit(sizer);
  bind_changes();
  if (!m_board_numbers.empty()) m_board->SetSelection(0);
  if (m_player_numbers.size() > 1) {
    m_first->SetSelection(0);
    m_second->SetSelection(1);
  }
  kind_changed();
  m_kind->SetFocus();
}

wxSizer* PairingEditForm::build_change(const tournament::Tournament& event, const tournament::Round& draft) {
  auto* left = new wxBoxSizer(wxVERTICAL);
  const wxString kinds[] = {_("Swap the &colours of a board"), _("E&xchange two players"),
                            _("&Move the bye to another player")};
  m_kind = new wxRadioBox(this, wxID_ANY, _("Change"), wxDefaultPosition, wxDefaultSize, 3, kinds, 1);
  left->Add(m_kind, 0, wxEXPAND | wxBOTTOM, 8);

  m_board = new wxChoice(this, wxID_ANY);
  m_first = new wxChoice(this, wxID_ANY);
  m_second = new wxChoice(this, wxID_ANY);
  list_boards(event, draft);
  m_kind->Enable(static_cast<unsigned>(EditKind::move_bye), m_bye.has_value());

  auto* grid = new wxFlexGridSizer(2, 6, 8);
  grid->AddGrowableCol(1);
  auto row = [&](const wxString& label, wxWindow* control) {
    grid->Add(new wxStaticText(this, wxID_ANY, label), 0, wxALIGN_CENTER_VERTICAL);
    grid->Add(control, 1, wxEXPAND);
  };
  row(_("&Board:"), m_board);
  row(_("&First player:"), m_first);
  row(_("&Second player:"), m_second);
  left->Add(grid, 0, wxEXPAND | wxBOTTOM, 8);
  left->Add(new wxStaticText(this, wxID_ANY, _("&Reason (kept in the audit log):")));
  m_reason = new wxTextCtrl(this, wxID_ANY, "", wxDefaultPosition, wxSize(380, -1));
  left->Add(m_reason, 0, wxEXPAND | wxBOTTOM, 8);
  m_overrule = new wxCheckBox(this, wxID_ANY, _("&Overrule: make the change although it breaks a rule"));
  left->Add(m_overrule, 0, wxBOTTOM, 4);
  return left;
}

void PairingEditForm::list_boards(const tournament::Tournament& event, const tournament::Round& draft) {
  for (const auto& b : draft.boards) {
    const auto* white = event.player(b.white);
    const auto* black = b.black ? event.player(*b.black) : nullptr;
    if (black == nullptr) {
      if (white != nullptr && !m_bye) m_bye = white->number;
      if (white != nullptr) add_player(event, b.white, _("bye"));
      continue;
    }
    m_board_numbers.push_back(b.number);
    m_board->Append(
        wxString::Format(_("Board %d: %d %s - %d %s"), b.number, white != nullptr ? white->number : 0,
                         white != nullptr ? u8(white->name) : wxString(), black->number, u8(black->name)));
    const wxString place = wxString::Format(_("board %d"), b.number);
    add_player(event, b.white, place);
    add_player(event, *b.black, place);
  }
}

wxSizer* PairingEditForm::build_checker() {
  // The checker's findings sit beside the choice, so the judge reads them before deciding.
  auto* checker = new wxStaticBoxSizer(wxVERTICAL, this, _("What the pairing checker says"));
  m_findings = new wxTextCtrl(checker->GetStaticBox(), wxID_ANY, "", wxDefaultPosition, wxSize(420, 220),
                              wxTE_MULTILINE | wxTE_READONLY | wxTE_WORDWRAP);
  checker->Add(m_findings, 1, wxEXPAND);
  return checker;
}

wxSizer* PairingEditForm::build_buttons() {
  auto* buttons = new wxStdDialogButtonSizer;
  m_apply = new wxButton(this, wxID_OK, _("&Apply change"));
  m_apply->SetToolTip(_("Store the change with its reason and the checker's findings"));
  buttons->AddButton(m_apply);
  buttons->AddButton(new wxButton(this, wxID_CANCEL, _("Cancel")));
  buttons->Realize();
  SetAffirmativeId(wxID_OK);
  SetEscapeId(wxID_CANCEL);
  return buttons;
}

void PairingEditForm::bind_changes() {
  // Each choice asks the checker again; the reason and the overrule decide whether Apply may go.
  m_kind->Bind(wxEVT_RADIOBOX, [this](wxCommandEvent&) { kind_changed(); });
  for (auto* choice : {m_board, m_first, m_second}) {
    choice->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { update_findings(); });
  }
  m_reason->Bind(wxEVT_TEXT, [this](wxCommandEvent&) { update_apply(); });
  m_overrule->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent&) { update_apply(); });
}

void PairingEditForm::add_player(const tournament::Tournament& event, tournament::PlayerId id,
                                 const wxString& place) {
  const auto* p = event.player(id);
  if (p == nullptr) return;
  m_player_numbers.push_back(p->number);
  const wxString label = wxString::Format("%d %s (%s)", p->number, u8(p->name), place);
  m_first->Append(label);
  m_second->Append(label);
}

void PairingEditForm::kind_changed() {
  const auto kind = static_cast<EditKind>(m_kind->GetSelection());
  m_board->Enable(kind == EditKind::swap_colours);
  // Moving the bye exchanges its receiver with the player who is to get it.
  m_first->Enable(kind == EditKind::exchange_players);
  m_second->Enable(kind != EditKind::swap_colours);
  if (kind == EditKind::move_bye && m_bye) m_first->SetSelection(index_of(m_player_numbers, *m_bye));
  update_findings();
}

std::optional<pairing::ManualChange> PairingEditForm::change() const {
  const auto kind = static_cast<EditKind>(m_kind->GetSelection());
  if (kind == EditKind::swap_colours) {
    const int b = m_board->GetSelection();
    if (b == wxNOT_FOUND) return std::nullopt;
    return pairing::SwapColours{m_board_numbers[static_cast<std::size_t>(b)]};
  }
  const int first = m_first->GetSelection();
  const int second = m_second->GetSelection();
  if (first == wxNOT_FOUND || second == wxNOT_FOUND || first == second) return std::nullopt;
  return pairing::ExchangePlayers{m_player_numbers[static_cast<std::size_t>(first)],
                                  m_player_numbers[static_cast<std::size_t>(second)]};
}

wxString PairingEditForm::describe_choice() const {
  switch (static_cast<EditKind>(m_kind->GetSelection())) {
    case EditKind::swap_colours:
      return wxString::Format(_("Board %d: White and Black change colours."),
                              m_board_numbers.at(static_cast<std::size_t>(m_board->GetSelection())));
    case EditKind::exchange_players:
      return wxString::Format(_("%s and %s change places."), m_first->GetStringSelection(),
                              m_second->GetStringSelection());
    case EditKind::move_bye:
      break;
  }
  return wxString::Format(_("%s gets the bye; %s plays in that place."), m_second->GetStringSelection(),
                          m_first->GetStringSelection());
}

void PairingEditForm::update_findings() {
  m_previewed.reset();
  m_description.clear();
  m_breaks = false;
  wxString text;
  if (const auto c = change()) {
    try {
      const auto preview = m_preview(*c);
      m_previewed = *c;
      m_description = describe_choice().utf8_string();
      m_breaks = !preview.findings.empty();
      text = describe_choice() + "\n\n";
      if (preview.findings.empty()) {
        text += _("The checker finds no broken rule.");
      } else {
        text += _("The changed round breaks these rules; apply it only if you overrule them:");
        for (const auto& f : preview.findings) text += "\n- " + finding_text(f);
      }
    } catch (const std::exception& e) {
      text = describe_exception(e);
    }
  } else {
    text = _("Choose two different players.");
  }
  m_findings->ChangeValue(text);
  m_overrule->Enable(m_breaks);
  if (!m_breaks) m_overrule->SetValue(false);
  update_apply();
}

void PairingEditForm::update_apply() {
  m_apply->Enable(can_apply());
}

bool PairingEditForm::can_apply() const {
  const bool reason = !m_reason->GetValue().Strip(wxString::both).empty();
  return m_previewed.has_value() && reason && (!m_breaks || m_overrule->GetValue());
}

std::optional<PairingEditRequest> PairingEditForm::request() const {
  if (!can_apply()) return std::nullopt;
  return PairingEditRequest{*m_previewed, m_reason->GetValue().utf8_string(), m_breaks, m_description};
}

void PairingEditForm::choose_kind(EditKind kind) {
  m_kind->SetSelection(static_cast<int>(kind));
  kind_changed();
}

void PairingEditForm::choose_board(int board) {
  m_board->SetSelection(index_of(m_board_numbers, board));
  update_findings();
}

void PairingEditForm::choose_players(int first, int second) {
  if (static_cast<EditKind>(m_kind->GetSelection()) != EditKind::move_bye) {
    m_first->SetSelection(index_of(m_player_numbers, first));
  }
  m_second->SetSelection(index_of(m_player_numbers, second));
  update_findings();
}

void PairingEditForm::set_reason(const wxString& reason) {
  m_reason->ChangeValue(reason);
  update_apply();
}

void PairingEditForm::set_overrule(bool overrule) {
  m_overrule->SetValue(overrule && m_overrule->IsEnabled());
  update_apply();
}

wxString PairingEditForm::findings_text() const {
  return m_findings->GetValue();
}

}  // namespace shashki::console
