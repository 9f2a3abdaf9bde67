#pragma once

#include "apply_form_ui.hpp"
#include "shashki/app/event_limits.hpp"
#include "shashki/tournament/event.hpp"

#include <array>
#include <functional>

class wxButton;
class wxCheckBox;
class wxChoice;
class wxSpinCtrl;
class wxTextCtrl;

namespace shashki::console {

/// The fields of the event form, top to bottom.
enum class EventField : int {
  name,
  start_date,
  end_date,
  venue,
  chief_arbiter,
  arbiters,
  discipline,
  time_control,
  system,
  rounds,
  scale,
  micro_match,
  match_scoring,
  half_byes,
  tiebreaks,
  tiebreak_edition,
  opening_table,
  rule_edition,
  count
};

/// The tooltip of an opening table field: the built-in tables, or a CSV file kept with the event.
wxString opening_table_tip();
/// A "CSV file..." button that lets the judge pick a federation's opening table and hands its
/// path to `chosen` (the app reads the file when the event is stored and keeps its text).
wxButton* opening_file_button(wxWindow* parent, std::function<void(const wxString&)> chosen);

/// The form that corrects an event's settings. A field that can no longer change (the limits
/// of app::EventService::edit) is greyed out and its tooltip says why; OK hands the whole event
/// to `apply`, which calls the app; a refusal stays in the form. Dates, tie-break codes and
/// the lists are read here first, and a bad one is refused naming its field.
class EventEditForm : public ApplyForm {
 public:
  using Apply = std::function<void(const tournament::Event&)>;

  EventEditForm(wxWindow* parent, const tournament::Event& event, const tournament::EventEditLimits& limits,
                Apply apply);

  /// The control of a field: tests read whether it is enabled and its tooltip.
  [[nodiscard]] wxWindow& control(EventField field) const;
  /// Types into a text field as the judge would (name, dates, venue, arbiters, control,
  /// tie-breaks, opening table, rule edition).
  void set_text(EventField field, const wxString& text);
  /// The note above the fields: what is fixed and why (empty while everything may change).
  [[nodiscard]] wxString note() const;

 private:
  void apply() override;
  [[nodiscard]] tournament::Event read() const;
  [[nodiscard]] wxTextCtrl& text_field(EventField field) const;

  tournament::Event m_event;  // as stored; what the form does not show stays as it is
  Apply m_apply;
  wxString m_note;
  std::array<wxWindow*, static_cast<std::size_t>(EventField::count)> m_controls{};
  wxChoice* m_discipline = nullptr;
  wxChoice* m_system = nullptr;
  wxSpinCtrl* m_rounds = nullptr;
  wxChoice* m_scale = nullptr;
  wxChoice* m_edition = nullptr;
  wxCheckBox* m_micro = nullptr;
  wxChoice* m_match_scoring = nullptr;
  wxSpinCtrl* m_half_byes = nullptr;
};

}  // namespace shashki::console
