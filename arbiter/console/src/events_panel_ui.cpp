#include "events_panel_ui.hpp"

#include "shashki/app/event_service.hpp"

#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/intl.h>
#include <wx/listctrl.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

namespace shashki::console {
namespace {

// Choice positions; the codes stored are the tournament module's, never these indices.
constexpr tournament::PairingSystem systems[] = {tournament::PairingSystem::round_robin,
                                                 tournament::PairingSystem::double_round_robin,
                                                 tournament::PairingSystem::swiss};

wxString system_label(tournament::PairingSystem system) {
  switch (system) {
    case tournament::PairingSystem::swiss:
      return _("Swiss");
    case tournament::PairingSystem::round_robin:
      return _("Round robin");
    case tournament::PairingSystem::double_round_robin:
      return _("Double round robin");
    case tournament::PairingSystem::knockout:
      return _("Knockout");
  }
  return {};
}

}  // namespace

EventsPanel::EventsPanel(wxWindow* parent, app::Session& session, Notifier& notifier,
                         std::function<void(tournament::EventId)> open)
    : wxPanel(parent), m_session(session), m_notifier(notifier), m_open(std::move(open)) {
  auto* sizer = new wxBoxSizer(wxHORIZONTAL);
  m_list = new wxListCtrl(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxLC_REPORT | wxLC_SINGLE_SEL);
  m_list->AppendColumn(_("Event"), wxLIST_FORMAT_LEFT, 320);
  m_list->AppendColumn(_("System"), wxLIST_FORMAT_LEFT, 160);
  m_list->AppendColumn(_("Rounds"), wxLIST_FORMAT_RIGHT, 80);
  m_list->SetToolTip(_("Enter or double click opens the event"));
  m_list->Bind(wxEVT_LIST_ITEM_ACTIVATED, [this](wxListEvent&) { open_selected(); });
  sizer->Add(m_list, 1, wxEXPAND | wxALL, 8);

  auto* form = new wxFlexGridSizer(2, 6, 8);
  auto label = [&](const wxString& text) {
    form->Add(new wxStaticText(this, wxID_ANY, text), 0, wxALIGN_CENTER_VERTICAL);
  };
  label(_("Name"));
  m_name = new wxTextCtrl(this, wxID_ANY);
  form->Add(m_name, 1, wxEXPAND);
  label(_("Venue"));
  m_venue = new wxTextCtrl(this, wxID_ANY);
  form->Add(m_venue, 1, wxEXPAND);
  label(_("Chief arbiter"));
  m_arbiter = new wxTextCtrl(this, wxID_ANY);
  form->Add(m_arbiter, 1, wxEXPAND);
  label(_("System"));
  m_system = new wxChoice(this, wxID_ANY);
  for (auto s : systems) m_system->Append(system_label(s));
  m_system->SetSelection(0);
  form->Add(m_system, 1, wxEXPAND);
  label(_("Rounds"));
  m_rounds = new wxSpinCtrl(this, wxID_ANY, "9", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, 1, 99, 9);
  form->Add(m_rounds, 1, wxEXPAND);
  label(_("Scoring"));
  m_scale = new wxChoice(this, wxID_ANY);
  m_scale->Append("2-1-0");
  m_scale->Append("1-0.5-0");
  m_scale->SetSelection(0);
  form->Add(m_scale, 1, wxEXPAND);
  label(_("Time control"));
  m_control = new wxTextCtrl(this, wxID_ANY, "30+30");
  m_control->SetToolTip(_("Minutes + seconds per move, e.g. 30+30 or 40/120+30,30+30"));
  form->Add(m_control, 1, wxEXPAND);
  form->AddSpacer(0);
  m_micro = new wxCheckBox(this, wxID_ANY, _("Micro-matches (two games per pairing)"));
  form->Add(m_micro);
  form->AddGrowableCol(1);

  auto* right = new wxBoxSizer(wxVERTICAL);
  right->Add(new wxStaticText(this, wxID_ANY, _("New event")), 0, wxBOTTOM, 6);
  right->Add(form, 0, wxEXPAND);
  auto* create_button = new wxButton(this, wxID_ANY, _("&Create event"));
  create_button->SetToolTip(_("Creates the event and opens it"));
  create_button->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { create(read_form()); });
  right->Add(create_button, 0, wxTOP, 10);
  sizer->Add(right, 0, wxEXPAND | wxALL, 8);
  SetSizer(sizer);
  refresh();
}

void EventsPanel::refresh() {
  guarded(m_notifier, [&] {
    m_events = app::EventService(m_session).list();
    m_list->DeleteAllItems();
    for (const auto& e : m_events) {
      const long row = m_list->InsertItem(m_list->GetItemCount(), u8(e.name));
      m_list->SetItem(row, 1, system_label(e.system));
      m_list->SetItem(row, 2, wxString::Format("%d", e.rounds));
    }
  });
}

EventForm EventsPanel::read_form() const {
  EventForm form;
  form.name = m_name->GetValue().utf8_string();
  form.venue = m_venue->GetValue().utf8_string();
  form.chief_arbiter = m_arbiter->GetValue().utf8_string();
  form.system = systems[std::max(0, m_system->GetSelection())];
  form.rounds = m_rounds->GetValue();
  form.scale = m_scale->GetSelection() == 1 ? tournament::ScoringScale::one_half_zero
                                            : tournament::ScoringScale::two_one_zero;
  form.micro_match = m_micro->GetValue();
  form.time_control = m_control->GetValue().utf8_string();
  return form;
}

tournament::EventId EventsPanel::create(const EventForm& form) {
  tournament::EventId id;
  guarded(m_notifier, [&] {
    tournament::Event event;
    event.name = form.name;
    event.venue = form.venue;
    event.chief_arbiter = form.chief_arbiter;
    event.system = form.system;
    event.rounds = form.rounds;
    event.scale = form.scale;
    event.micro_match = form.micro_match;
    event.time_control = form.time_control;
    id = app::EventService(m_session).create(event).id;
  });
  if (id.value != 0) {
    refresh();
    m_open(id);
  }
  return id;
}

void EventsPanel::open_selected() {
  const long row = m_list->GetNextItem(-1, wxLIST_NEXT_ALL, wxLIST_STATE_SELECTED);
  if (row >= 0 && static_cast<std::size_t>(row) < m_events.size())
    m_open(m_events[static_cast<std::size_t>(row)].id);
}

std::vector<wxString> EventsPanel::names() const {
  std::vector<wxString> out;
  for (long i = 0; i < m_list->GetItemCount(); ++i) out.push_back(m_list->GetItemText(i));
  return out;
}

}  // namespace shashki::console
