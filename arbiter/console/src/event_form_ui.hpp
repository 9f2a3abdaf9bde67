#pragma once

#include "apply_form_ui.hpp"
#include "shashki/tournament/event.hpp"
#include "shashki/tournament/event_edit.hpp"
#include "shashki/tournament/team.hpp"

#include <array>
#include <functional>
#include <optional>

class wxButton;
class wxCheckBox;
class wxChoice;
class wxComboBox;
class wxFlexGridSizer;
class wxSpinCtrl;
class wxTextCtrl;
class wxTextEntry;

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
  team_boards,
  board_colours,
  match_points,
  team_primary,
  colour_preferences,
  count
};

/// The settings a new event starts with in the form: a classical round robin of 9 rounds at the
/// rulebook's first recommended classical control (6.1.9.1), 2-1-0, no micro-matches.
[[nodiscard]] tournament::Event new_event();

/// The one form of an event's settings, for a new event and for a correction: every setting is
/// offered in both (a knockout with micro-matches and match scoring is made as it is corrected).
/// Creating, nothing is fixed; editing, a field the core no longer lets change
/// (tournament::edit_limits, the rule app::EventService::edit refuses by) is greyed out and its
/// tooltip says why. OK hands the whole event to `apply`, which calls the app; a refusal stays
/// in the form. Dates, tie-break codes and the lists are read here first, and a bad one is
/// refused naming its field.
///
/// The box "Team event" makes a team event (docs/teams.md) when its boards per match are more
/// than 0: its board colours, match points, primary score and colour preferences, its
/// tie-breaks read as team codes. They are set when the event is made; correcting, the box shows
/// a team event's settings greyed out (its tie-breaks and primary score change with `shashki
/// event edit`).
class EventForm : public ApplyForm {
 public:
  /// Hands over the event, and its team settings for a team event.
  using Apply = std::function<void(const tournament::Event&, const std::optional<tournament::TeamEvent>&)>;

  /// A form on `event`: a new event when `limits` is none (its title "New event", OK creates),
  /// else the stored event, corrected within `limits`; `team` is a stored team event's settings.
  EventForm(wxWindow* parent, const tournament::Event& event,
            const std::optional<tournament::EventEditLimits>& limits, Apply apply,
            std::optional<tournament::TeamEvent> team = std::nullopt);

  /// Whether the form makes a new event (rather than correcting a stored one).
  [[nodiscard]] bool creating() const { return !m_limits.has_value(); }
  /// The control of a field: tests read whether it is enabled and its tooltip, and set it.
  [[nodiscard]] wxWindow& control(EventField field) const;
  /// The label of a field's row as shown, without its mnemonic and colon.
  [[nodiscard]] wxString label(EventField field) const;
  /// Types into a text field as the judge would (name, dates, venue, arbiters, control,
  /// tie-breaks, opening table, rule edition).
  void set_text(EventField field, const wxString& text);
  /// The note above the fields: what is fixed and why (empty while everything may change).
  [[nodiscard]] wxString note() const;

 private:
  /// The left column: what the event is (names, dates, play, tie-breaks).
  wxSizer* build_details();
  /// The right column: what pairings and scores rest on (system, rounds, scoring, openings).
  wxSizer* build_fixed();
  /// Below it: a team event's own settings.
  wxSizer* build_team();
  /// The team fields follow the boards per match: greyed out while it is 0 (an individual event).
  void follow_team_boards();
  /// Puts `control` on a row of `grid` as `field`.
  void place(EventField field, wxWindow* control, wxFlexGridSizer& grid, const wxString& label,
             const wxString& tip);
  /// A text field holding `value` on a row of `grid`, whose box is `box`.
  void add_text(wxWindow* box, wxFlexGridSizer& grid, EventField field, const std::string& value,
                const wxString& label, const wxString& tip);
  /// Greys out what the edit limits fix, each with its reason; sets the note.
  void fix_by_limits(const tournament::EventEditLimits& limits);
  /// Names the control of each field a refusal of the event's checks speaks of.
  void name_fields();
  /// Creating: a control the judge has not touched follows the discipline chosen.
  void follow_discipline();
  void apply() override;
  [[nodiscard]] tournament::Event read() const;
  /// The team settings typed; none for an individual event (0 boards per match).
  [[nodiscard]] std::optional<tournament::TeamEvent> read_team() const;
  [[nodiscard]] wxTextCtrl& text_field(EventField field) const;
  [[nodiscard]] wxTextEntry& text_entry(EventField field) const;

  tournament::Event m_event;  // as given; what the form does not show stays as it is
  std::optional<tournament::EventEditLimits> m_limits;
  std::optional<tournament::TeamEvent> m_team;  // a stored team event's settings
  Apply m_apply;
  wxString m_note;
  std::array<wxWindow*, static_cast<std::size_t>(EventField::count)> m_controls{};
  std::array<wxString, static_cast<std::size_t>(EventField::count)> m_labels{};
  wxChoice* m_discipline = nullptr;
  wxChoice* m_system = nullptr;
  wxSpinCtrl* m_rounds = nullptr;
  wxChoice* m_scale = nullptr;
  wxChoice* m_edition = nullptr;
  wxCheckBox* m_micro = nullptr;
  wxChoice* m_match_scoring = nullptr;
  wxSpinCtrl* m_half_byes = nullptr;
  wxComboBox* m_opening = nullptr;
  wxButton* m_opening_file = nullptr;
  wxSpinCtrl* m_team_boards = nullptr;
  wxChoice* m_team_primary = nullptr;
  wxChoice* m_colour_preferences = nullptr;
};

}  // namespace shashki::console
