#include "events_panel_ui.hpp"

#include "display_text_ui.hpp"
#include "event_form_ui.hpp"
#include "reason_form_ui.hpp"
#include "shashki/app/errors.hpp"
#include "shashki/app/event_limits.hpp"
#include "shashki/app/event_service.hpp"
#include "shashki/app/load_tournament.hpp"
#include "shashki/clock/presets.hpp"

#include <algorithm>

#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/combobox.h>
#include <wx/intl.h>
#include <wx/listctrl.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

namespace shashki::console {
namespace {

// Choice positions; the codes stored are the tournament module's, never these indices.
constexpr tournament::PairingSystem listed_systems[] = {
    tournament::PairingSystem::round_robin, tournament::PairingSystem::double_round_robin,
    tournament::PairingSystem::swiss, tournament::PairingSystem::knockout};
constexpr tournament::Discipline listed_disciplines[] = {
    tournament::Discipline::classical, tournament::Discipline::rapid, tournament::Discipline::lightning};

// The control a new event of `discipline` starts with: the rulebook's first recommended one.
std::string first_preset(tournament::Discipline discipline) {
  for (const auto& p : clock::presets()) {
    if (p.discipline == discipline) return p.control().to_string();
  }
  return {};
}

}  // namespace

EventsPanel::EventsPanel(wxWindow* parent, app::Session& session, Notifier& notifier,
                         std::function<void(tournament::EventId)> open,
                         std::function<void(tournament::EventId)> edited)
    : wxPanel(parent),
      m_session(session),
      m_notifier(notifier),
      m_open(std::move(open)),
      m_edited(std::move(edited)) {
  auto* sizer = new wxBoxSizer(wxHORIZONTAL);
  auto* left = new wxBoxSizer(wxVERTICAL);
  // The correction acts on the list's selection, so it sits above the list (and before it in
  // the tab order) like the Players page's buttons and is offered only while an event is selected.
  m_edit = new wxButton(this, wxID_ANY, _("Edit e&vent..."));
  m_edit->SetToolTip(
      _("Correct the settings of the selected event; what pairings rest on is fixed once round 1 is paired "
        "(Shift+F2 edits the open event)"));
  m_edit->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { guarded(m_notifier, [this] { edit_selected(); }); });
  m_edit->Disable();
  m_list = new wxListCtrl(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxLC_REPORT | wxLC_SINGLE_SEL);
  m_list->AppendColumn(_("Event"), wxLIST_FORMAT_LEFT, 320);
  m_list->AppendColumn(_("System"), wxLIST_FORMAT_LEFT, 160);
  m_list->AppendColumn(_("Rounds"), wxLIST_FORMAT_RIGHT, 80);
  m_list->SetToolTip(_("Enter or double click opens the event"));
  m_list->Bind(wxEVT_LIST_ITEM_ACTIVATED, [this](wxListEvent&) { open_selected(); });
  for (const auto type : {wxEVT_LIST_ITEM_SELECTED, wxEVT_LIST_ITEM_DESELECTED}) {
    m_list->Bind(type, [this](wxListEvent& event) {
      m_edit->Enable(selected_row() >= 0);
      event.Skip();
    });
  }
  left->Add(m_edit, 0, wxBOTTOM, 8);
  left->Add(m_list, 1, wxEXPAND);
  sizer->Add(left, 1, wxEXPAND | wxALL, 8);

  auto* form = new wxFlexGridSizer(2, 6, 8);
  auto label = [&](const wxString& text) {
    auto* shown = new wxStaticText(this, wxID_ANY, text);
    form->Add(shown, 0, wxALIGN_CENTER_VERTICAL);
    return shown;
  };
  // "Event name", not "Name": the Russian "Name" is a person's ("Фамилия, имя").
  m_name_label = label(_("Event name"));
  m_name = new wxTextCtrl(this, wxID_ANY);
  form->Add(m_name, 1, wxEXPAND);
  label(_("Venue"));
  m_venue = new wxTextCtrl(this, wxID_ANY);
  form->Add(m_venue, 1, wxEXPAND);
  label(_("Chief arbiter"));
  m_arbiter = new wxTextCtrl(this, wxID_ANY);
  form->Add(m_arbiter, 1, wxEXPAND);
  label(_("Discipline"));
  m_discipline = new wxChoice(this, wxID_ANY);
  for (auto d : listed_disciplines) m_discipline->Append(discipline_text(d));
  m_discipline->SetSelection(0);
  m_discipline->SetToolTip(_("Classical, rapid or lightning play (6.1.9): the rules of 6.1.10 follow it"));
  form->Add(m_discipline, 1, wxEXPAND);
  label(_("System"));
  m_system = new wxChoice(this, wxID_ANY);
  for (auto s : listed_systems) m_system->Append(system_text(s));
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
  m_control = new wxTextCtrl(this, wxID_ANY, u8(first_preset(tournament::Discipline::classical)));
  m_control->SetToolTip(_("Minutes + seconds per move, e.g. 30+30 or 40/120+30,30+30"));
  form->Add(m_control, 1, wxEXPAND);
  // A control the judge has not touched follows the discipline: rapid starts at its own preset.
  m_discipline->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
    const auto chosen = listed_disciplines[std::max(0, m_discipline->GetSelection())];
    bool untouched = false;
    for (const auto d : listed_disciplines)
      untouched = untouched || m_control->GetValue() == u8(first_preset(d));
    if (untouched) m_control->ChangeValue(u8(first_preset(chosen)));
  });
  label(_("Half-point byes"));
  m_half_byes =
      new wxSpinCtrl(this, wxID_ANY, "0", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, 0, 99, 0);
  m_half_byes->SetToolTip(
      _("How many half-point byes a player may request in a Swiss (C.04.2); 0 when the regulations allow "
        "none"));
  form->Add(m_half_byes, 1, wxEXPAND);
  form->AddSpacer(0);
  m_micro = new wxCheckBox(this, wxID_ANY, _("Micro-matches (two games per pairing)"));
  form->Add(m_micro);
  label(_("Opening table"));
  const wxString tables[] = {"", "IDF Basic", "IDF", "FMJD"};
  m_opening = new wxComboBox(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, 4, tables);
  m_opening->SetToolTip(opening_table_tip());
  form->Add(m_opening, 1, wxEXPAND);
  form->AddSpacer(0);
  form->Add(opening_file_button(this, [this](const wxString& path) { m_opening->SetValue(path); }));
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
  m_edit->Disable();  // the list is rebuilt without a selection
  guarded(m_notifier, [&] {
    m_events = app::EventService(m_session).list();
    m_list->DeleteAllItems();
    for (const auto& e : m_events) {
      const long row = m_list->InsertItem(m_list->GetItemCount(), u8(e.name));
      m_list->SetItem(row, 1, system_text(e.system));
      m_list->SetItem(row, 2, wxString::Format("%d", e.rounds));
    }
  });
}

EventForm EventsPanel::read_form() const {
  EventForm form;
  form.name = m_name->GetValue().utf8_string();
  form.venue = m_venue->GetValue().utf8_string();
  form.chief_arbiter = m_arbiter->GetValue().utf8_string();
  form.discipline = listed_disciplines[std::max(0, m_discipline->GetSelection())];
  form.system = listed_systems[std::max(0, m_system->GetSelection())];
  form.rounds = m_rounds->GetValue();
  form.half_byes = m_half_byes->GetValue();
  form.scale = m_scale->GetSelection() == 1 ? tournament::ScoringScale::one_half_zero
                                            : tournament::ScoringScale::two_one_zero;
  form.micro_match = m_micro->GetValue();
  form.time_control = m_control->GetValue().utf8_string();
  form.opening_table = m_opening->GetValue().Strip(wxString::both).utf8_string();
  return form;
}

tournament::EventId EventsPanel::create(const EventForm& form) {
  tournament::EventId id;
  guarded(m_notifier, [&] {
    tournament::Event event;
    event.name = form.name;
    event.venue = form.venue;
    event.chief_arbiter = form.chief_arbiter;
    event.discipline = form.discipline;
    event.system = form.system;
    event.rounds = form.rounds;
    event.half_byes = form.half_byes;
    event.scale = form.scale;
    event.micro_match = form.micro_match;
    event.time_control = form.time_control;
    event.opening_table = form.opening_table;
    // The same check as the command line's: a control that cannot be read is refused here, one
    // outside the discipline's bounds needs the judge's word that the regulations set it.
    auto exception = clock::RegulationException::not_confirmed;
    if (const auto question = app::control_question(event)) {
      if (!confirm_regulations(*question)) {
        m_notifier.tell(_("No event was created: correct the time control."), Severity::info);
        return;
      }
      exception = clock::RegulationException::confirmed;
    }
    id = app::EventService(m_session).create(event, exception).id;
  });
  if (id.value != 0) {
    refresh();
    m_open(id);
  }
  return id;
}

bool EventsPanel::confirm_regulations(const std::string& question) {
  ConfirmForm form(this, _("Time control"),
                   wxString::Format(_("%s.\n\nDo the event's regulations set this control?"), u8(question)),
                   _("&Regulations set it"),
                   _("Keep the control as the regulations' own (6.1.9.4); the audit log records it"), [] {});
  // Asked from inside the event form too, which is open again once the answer is given.
  ApplyForm* const asking = m_form;
  const bool confirmed = run_form(form, m_form);
  m_form = asking;
  return confirmed;
}

long EventsPanel::selected_row() const {
  const long row = m_list->GetNextItem(-1, wxLIST_NEXT_ALL, wxLIST_STATE_SELECTED);
  return row >= 0 && static_cast<std::size_t>(row) < m_events.size() ? row : -1;
}

void EventsPanel::open_selected() {
  if (const long row = selected_row(); row >= 0) m_open(m_events[static_cast<std::size_t>(row)].id);
}

void EventsPanel::select_row(long row) {
  m_list->SetItemState(row, wxLIST_STATE_SELECTED | wxLIST_STATE_FOCUSED,
                       wxLIST_STATE_SELECTED | wxLIST_STATE_FOCUSED);
  m_edit->Enable(selected_row() >= 0);
}

void EventsPanel::edit_selected() {
  if (const long row = selected_row(); row >= 0) {
    ask_and_edit(m_events[static_cast<std::size_t>(row)].id);
  } else {
    m_notifier.tell(_("Select the event to edit in the list first."), Severity::warning);
  }
}

EventEditForm* EventsPanel::edit_form() {
  return dynamic_cast<EventEditForm*>(m_form);
}

void EventsPanel::ask_and_edit(tournament::EventId event) {
  if (event.value == 0)
    throw app::Error(app::ExitCode::refused, _("Open or create an event first.").utf8_string());
  const auto stored = app::load_tournament(m_session, event);
  tournament::Event saved;
  EventEditForm form(
      this, stored.event, tournament::edit_limits(stored), [&](const tournament::Event& changed) {
        const auto questions = app::edit_questions(stored, changed);
        // A new control outside its discipline's bounds is asked about as on creation (6.1.9.4).
        auto exception = clock::RegulationException::not_confirmed;
        if (questions.control) {
          if (!confirm_regulations(*questions.control)) {
            throw app::Error(
                app::ExitCode::refused,
                _("The regulations were not confirmed: correct the time control.").utf8_string());
          }
          exception = clock::RegulationException::confirmed;
        }
        // Once round 1 is out the players know how ties are broken: a change needs its reason (C.07).
        std::string reason;
        if (questions.reason) {
          ReasonForm ask(this, _("Change the tie-breaks"),
                         _("Round 1 has been published: the players know how ties are broken. Say why the "
                           "tie-breaks change; the audit log keeps it."),
                         _("Change the tie-breaks"), _("Changing the tie-breaks now needs its reason."),
                         [&](const std::string& typed) { reason = typed; });
          ApplyForm* const asking = m_form;
          const bool given = run_form(ask, m_form);
          m_form = asking;
          if (!given) {
            throw app::Error(
                app::ExitCode::refused,
                _("The tie-breaks were left as they were: a change needs its reason.").utf8_string());
          }
        }
        saved = app::EventService(m_session).edit(event, changed, exception, reason);
      });
  if (!run_form(form, m_form)) {
    m_notifier.tell(_("The event's settings were left as they were."), Severity::info);
    return;
  }
  m_notifier.tell(saved == stored.event ? _("Nothing was changed: the settings are as they were.")
                                        : wxString::Format(_("Event saved: %s."), u8(saved.name)),
                  Severity::info);
  refresh();
  m_edited(event);
}

std::vector<wxString> EventsPanel::names() const {
  std::vector<wxString> out;
  for (long i = 0; i < m_list->GetItemCount(); ++i) out.push_back(m_list->GetItemText(i));
  return out;
}

wxString EventsPanel::name_label() const {
  return m_name_label->GetLabel();
}

}  // namespace shashki::console
