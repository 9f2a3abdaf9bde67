#include "events_panel_ui.hpp"

#include "display_text_ui.hpp"
#include "event_form_ui.hpp"
#include "reason_form_ui.hpp"
#include "shashki/app/errors.hpp"
#include "shashki/app/event_limits.hpp"
#include "shashki/app/event_service.hpp"
#include "shashki/app/load_tournament.hpp"
#include "shashki/app/team_service.hpp"

#include <wx/button.h>
#include <wx/intl.h>
#include <wx/listctrl.h>
#include <wx/sizer.h>

namespace shashki::console {

EventsPanel::EventsPanel(wxWindow* parent, app::Session& session, Notifier& notifier,
                         std::function<void(tournament::EventId)> open,
                         std::function<void(tournament::EventId)> edited)
    : wxPanel(parent),
      m_session(session),
      m_notifier(notifier),
      m_open(std::move(open)),
      m_edited(std::move(edited)) {
  // Both actions sit above the list, before it in the tab order, like the Players page's
  // buttons; the correction acts on the list's selection and is offered only while there is one.
  m_new = new wxButton(this, wxID_ANY, _("&New event..."));
  m_new->SetToolTip(_("Creates the event and opens it"));
  m_new->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { guarded(m_notifier, [this] { ask_and_create(); }); });
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
  auto* buttons = new wxBoxSizer(wxHORIZONTAL);
  buttons->Add(m_new, 0, wxRIGHT, 8);
  buttons->Add(m_edit);
  auto* sizer = new wxBoxSizer(wxVERTICAL);
  sizer->Add(buttons, 0, wxALL, 8);
  sizer->Add(m_list, 1, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, 8);
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

std::optional<clock::RegulationException> EventsPanel::control_answer(
    const std::optional<std::string>& question) {
  // The same check as the command line's: a control that cannot be read is refused before
  // this (app::control_question throws), one outside the discipline's bounds needs the judge's
  // word that the regulations set it (6.1.9.4).
  if (!question) return clock::RegulationException::not_confirmed;
  if (!confirm_regulations(*question)) return std::nullopt;
  return clock::RegulationException::confirmed;
}

tournament::EventId EventsPanel::create(const tournament::Event& event) {
  tournament::EventId id;
  guarded(m_notifier, [&] {
    const auto exception = control_answer(app::control_question(event));
    if (!exception) {
      m_notifier.tell(_("No event was created: correct the time control."), Severity::info);
      return;
    }
    id = app::EventService(m_session).create(event, *exception).id;
  });
  if (id.value != 0) {
    refresh();
    m_open(id);
  }
  return id;
}

void EventsPanel::ask_and_create() {
  tournament::EventId id;
  EventForm form(this, new_event(), std::nullopt,
                 [&](const tournament::Event& event, const std::optional<tournament::TeamEvent>& team) {
                   const auto exception = control_answer(app::control_question(event));
                   if (!exception) {
                     throw app::Error(
                         app::ExitCode::refused,
                         _("The regulations were not confirmed: correct the time control.").utf8_string());
                   }
                   id = team ? app::TeamService(m_session).create(event, *team, *exception)
                             : app::EventService(m_session).create(event, *exception).id;
                 });
  if (!run_form(form, m_form)) return;
  refresh();
  m_open(id);
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

EventForm* EventsPanel::event_form() {
  return dynamic_cast<EventForm*>(m_form);
}

std::string EventsPanel::ask_reason(const wxString& title, const wxString& question, const wxString& ok,
                                    const wxString& missing, const wxString& left) {
  std::string reason;
  ReasonForm ask(this, title, question, ok, missing, [&](const std::string& typed) { reason = typed; });
  // Asked from inside the event form: the event form is the open one again afterwards.
  ApplyForm* const asking = m_form;
  const bool given = run_form(ask, m_form);
  m_form = asking;
  if (!given) throw app::Error(app::ExitCode::refused, left.utf8_string());
  return reason;
}

tournament::Event EventsPanel::store_edit(tournament::EventId id, const tournament::Tournament& stored,
                                          const tournament::Event& changed,
                                          const std::optional<tournament::TeamEvent>& team) {
  const auto questions = app::edit_questions(stored, changed);
  // A new control outside its discipline's bounds is asked about as on creation (6.1.9.4).
  const auto exception = control_answer(questions.control);
  if (!exception) {
    throw app::Error(app::ExitCode::refused,
                     _("The regulations were not confirmed: correct the time control.").utf8_string());
  }
  // Once round 1 is out the players know how ties are broken: a change needs its reason (C.07).
  std::string reason;
  if (questions.reason) {
    reason = ask_reason(_("Change the tie-breaks"),
                        _("Round 1 has been published: the players know how ties are broken. Say why the "
                          "tie-breaks change; the audit log keeps it."),
                        _("Change the tie-breaks"), _("Changing the tie-breaks now needs its reason."),
                        _("The tie-breaks were left as they were: a change needs its reason."));
  }
  if (!stored.team || !team) return app::EventService(m_session).edit(id, changed, *exception, reason);
  // A team event's tie-breaks or primary score changed once a match was played: why (C.07 1.1).
  std::string ranking_reason;
  if (tournament::team_ranking_edit_needs_reason(*stored.team, *team)) {
    ranking_reason =
        ask_reason(_("Change the team standings' order"),
                   _("Matches have been played: the teams know how they are ranked. Say why the tie-breaks "
                     "or the score ranked first change; the audit log keeps it."),
                   _("Change the order"), _("Changing the order now needs its reason."),
                   _("The team standings' order was left as it was: a change needs its reason."));
  }
  return app::EventService(m_session).edit_team_event(id, changed, *team, *exception, reason, ranking_reason);
}

void EventsPanel::ask_and_edit(tournament::EventId event) {
  if (event.value == 0)
    throw app::Error(app::ExitCode::refused, _("Open or create an event first.").utf8_string());
  const auto stored = app::load_tournament(m_session, event);
  tournament::Event saved;
  std::optional<tournament::TeamEvent> saved_team;
  // The core decides what may still change (tournament::edit_limits); the form only shows it.
  EventForm form(
      this, stored.event, tournament::edit_limits(stored),
      [&](const tournament::Event& changed, const std::optional<tournament::TeamEvent>& team) {
        saved = store_edit(event, stored, changed, team);
        if (team) saved_team = *team;
      },
      stored.team);
  if (!run_form(form, m_form)) {
    m_notifier.tell(_("The event's settings were left as they were."), Severity::info);
    return;
  }
  const bool ranking_same =
      !saved_team || !stored.team || !tournament::team_ranking_changes(*stored.team, *saved_team);
  m_notifier.tell(saved == stored.event && ranking_same
                      ? _("Nothing was changed: the settings are as they were.")
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

}  // namespace shashki::console
