#pragma once

#include "notifier_ui.hpp"
#include "shashki/app/session.hpp"
#include "shashki/tournament/event.hpp"

#include <wx/panel.h>

#include <functional>
#include <vector>

class wxButton;
class wxListCtrl;
class wxTextCtrl;
class wxChoice;
class wxSpinCtrl;
class wxStaticText;
class wxCheckBox;
class wxComboBox;

namespace shashki::console {

class ApplyForm;
class EventEditForm;

/// What the new-event form holds, as plain values (the app checks it).
struct EventForm {
  std::string name;
  std::string venue;
  std::string chief_arbiter;
  tournament::Discipline discipline = tournament::Discipline::classical;
  tournament::PairingSystem system = tournament::PairingSystem::round_robin;
  int rounds = 9;
  /// Half-point byes a player may request (Swiss; 0: the regulations allow none).
  int half_byes = 0;
  tournament::ScoringScale scale = tournament::ScoringScale::two_one_zero;
  bool micro_match = false;
  std::string time_control = "30+30";
  /// Opening ballot table of micro-matches: IDF Basic, IDF, FMJD, or a CSV file's path (the app
  /// reads it and keeps its text with the event); empty for none.
  std::string opening_table;
};

/// The events of the database, the form that creates one and the form that corrects one.
/// Opening an event (Enter or a double click) hands its id to the main frame; so does a stored
/// correction (`edited`), so that the pages showing the event read it again.
class EventsPanel : public wxPanel {
 public:
  EventsPanel(wxWindow* parent, app::Session& session, Notifier& notifier,
              std::function<void(tournament::EventId)> open, std::function<void(tournament::EventId)> edited);

  /// Re-reads the list from the database.
  void refresh();
  /// Creates an event from the form and opens it; returns its id (0 when refused).
  tournament::EventId create(const EventForm& form);
  /// The names shown in the list, top to bottom.
  [[nodiscard]] std::vector<wxString> names() const;
  /// The label of the new-event form's name field.
  [[nodiscard]] wxString name_label() const;
  /// Opens the event form on `event`; fields that can no longer change are greyed out with the
  /// reason, and nothing is written unless the judge saves and the app accepts.
  void ask_and_edit(tournament::EventId event);
  /// Opens the event form on the event selected in the list.
  void edit_selected();
  /// Selects the event on `row` of the list.
  void select_row(long row);
  /// The "Edit event" button (offered while an event is selected).
  [[nodiscard]] wxButton& edit_button() { return *m_edit; }
  /// The event form while it is open, none otherwise.
  [[nodiscard]] EventEditForm* edit_form();
  /// The form open on this page (the event form, or the question about the time control).
  [[nodiscard]] ApplyForm* open_form() const { return m_form; }

 private:
  EventForm read_form() const;
  /// Asks whether the event's regulations set a time control outside its discipline's bounds
  /// (6.1.9.4), with app::control_question's `question`; false when the judge declines.
  bool confirm_regulations(const std::string& question);
  void open_selected();
  [[nodiscard]] long selected_row() const;

  app::Session& m_session;
  Notifier& m_notifier;
  std::function<void(tournament::EventId)> m_open;
  std::function<void(tournament::EventId)> m_edited;
  ApplyForm* m_form = nullptr;
  std::vector<tournament::Event> m_events;
  wxListCtrl* m_list = nullptr;
  wxButton* m_edit = nullptr;
  wxTextCtrl* m_name = nullptr;
  wxStaticText* m_name_label = nullptr;
  wxTextCtrl* m_venue = nullptr;
  wxTextCtrl* m_arbiter = nullptr;
  wxChoice* m_discipline = nullptr;
  wxChoice* m_system = nullptr;
  wxSpinCtrl* m_rounds = nullptr;
  wxSpinCtrl* m_half_byes = nullptr;
  wxChoice* m_scale = nullptr;
  wxCheckBox* m_micro = nullptr;
  wxTextCtrl* m_control = nullptr;
  wxComboBox* m_opening = nullptr;
};

}  // namespace shashki::console
