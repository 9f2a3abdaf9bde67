#pragma once

#include "notifier_ui.hpp"
#include "shashki/app/session.hpp"
#include "shashki/clock/regulation.hpp"
#include "shashki/tournament/event.hpp"
#include "shashki/tournament/tournament.hpp"

#include <wx/panel.h>

#include <functional>
#include <optional>
#include <string>
#include <vector>

class wxButton;
class wxListCtrl;

namespace shashki::console {

class ApplyForm;
class EventForm;

/// The events of the database, and the event form (event_form_ui) that creates one or corrects
/// one. Opening an event (Enter or a double click) hands its id to the main frame; so does a
/// stored correction (`edited`), so that the pages showing the event read it again.
class EventsPanel : public wxPanel {
 public:
  EventsPanel(wxWindow* parent, app::Session& session, Notifier& notifier,
              std::function<void(tournament::EventId)> open, std::function<void(tournament::EventId)> edited);

  /// Re-reads the list from the database.
  void refresh();
  /// Creates `event` as the event form's OK does (asking about a control outside its
  /// discipline's bounds) and opens it; returns its id (0 when refused: the message line says why).
  tournament::EventId create(const tournament::Event& event);
  /// Opens the event form on a new event (new_event()); the event is created and opened when the
  /// judge presses OK and the app accepts it.
  void ask_and_create();
  /// The names shown in the list, top to bottom.
  [[nodiscard]] std::vector<wxString> names() const;
  /// Opens the event form on `event`; fields that can no longer change are greyed out with the
  /// reason, and nothing is written unless the judge saves and the app accepts.
  void ask_and_edit(tournament::EventId event);
  /// Opens the event form on the event selected in the list.
  void edit_selected();
  /// Selects the event on `row` of the list.
  void select_row(long row);
  /// The "Edit event" button (offered while an event is selected).
  [[nodiscard]] wxButton& edit_button() { return *m_edit; }
  /// The "New event" button.
  [[nodiscard]] wxButton& new_button() { return *m_new; }
  /// The event form while it is open (creating or correcting), none otherwise.
  [[nodiscard]] EventForm* event_form();
  /// The form open on this page (the event form, or the question about the time control).
  [[nodiscard]] ApplyForm* open_form() const { return m_form; }

 private:
  /// Asks whether the event's regulations set a time control outside its discipline's bounds
  /// (6.1.9.4), with app::control_question's `question`; false when the judge declines.
  bool confirm_regulations(const std::string& question);
  /// How the app is to take a control the judge entered: as within the bounds (no `question`),
  /// or confirmed by the regulations; none when the judge declines to confirm them.
  std::optional<clock::RegulationException> control_answer(const std::optional<std::string>& question);
  /// Asks the judge's reason with a ReasonForm (`title`, `question`, its OK `ok`, what it says
  /// while blank, `missing`); Cancel throws a refusal saying `left`.
  std::string ask_reason(const wxString& title, const wxString& question, const wxString& ok,
                         const wxString& missing, const wxString& left);
  /// The change of event `id`, `stored`, to `changed` stored as the event form's OK does: asks what the app
  /// needs to know (the regulations' control, the reason for new tie-breaks, a team event's
  /// reason for a new order of its standings, `team` holding its ranking settings); throws a
  /// refusal.
  tournament::Event store_edit(tournament::EventId id, const tournament::Tournament& stored,
                               const tournament::Event& changed,
                               const std::optional<tournament::TeamEvent>& team);
  void open_selected();
  [[nodiscard]] long selected_row() const;

  app::Session& m_session;
  Notifier& m_notifier;
  std::function<void(tournament::EventId)> m_open;
  std::function<void(tournament::EventId)> m_edited;
  ApplyForm* m_form = nullptr;
  std::vector<tournament::Event> m_events;
  wxListCtrl* m_list = nullptr;
  wxButton* m_new = nullptr;
  wxButton* m_edit = nullptr;
};

}  // namespace shashki::console
