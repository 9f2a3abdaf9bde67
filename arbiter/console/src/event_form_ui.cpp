#include "event_form_ui.hpp"

#include "display_text_ui.hpp"
#include "notifier_ui.hpp"
#include "shashki/app/errors.hpp"
#include "shashki/clock/presets.hpp"
#include "shashki/tournament/calendar.hpp"
#include "shashki/tournament/team_tiebreak.hpp"
#include "shashki/tournament/tiebreak.hpp"

#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/combobox.h>
#include <wx/filedlg.h>
#include <wx/intl.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/statbox.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <algorithm>

namespace shashki::console {

namespace {

using tournament::Discipline;
using tournament::PairingSystem;

// Choice positions; what is stored is each setting's code, never these indices.
constexpr std::array<Discipline, 3> disciplines{Discipline::classical, Discipline::rapid,
                                                Discipline::lightning};
constexpr std::array<PairingSystem, 4> systems{PairingSystem::round_robin, PairingSystem::double_round_robin,
                                               PairingSystem::swiss, PairingSystem::knockout};
constexpr std::array<tournament::PrimaryScore, 2> primary_scores{tournament::PrimaryScore::match_points,
                                                                 tournament::PrimaryScore::game_points};
constexpr std::array<tournament::ColourPreferenceType, 3> colour_preference_types{
    tournament::ColourPreferenceType::type_a, tournament::ColourPreferenceType::type_b,
    tournament::ColourPreferenceType::none};
constexpr std::array<EventField, 4> team_settings{EventField::board_colours, EventField::match_points,
                                                  EventField::team_primary, EventField::colour_preferences};

template <class T, std::size_t N>
int position(const std::array<T, N>& values, T value) {
  return static_cast<int>(std::find(values.begin(), values.end(), value) - values.begin());
}

template <class T, std::size_t N>
T at_position(const std::array<T, N>& values, const wxChoice& choice) {
  return values.at(static_cast<std::size_t>(std::max(0, choice.GetSelection())));
}

std::size_t index(EventField field) {
  return static_cast<std::size_t>(field);
}

std::string joined(const std::vector<std::string>& items) {
  std::string text;
  for (const auto& item : items) text += (text.empty() ? "" : ", ") + item;
  return text;
}

std::vector<std::string> split(const std::string& text) {
  std::vector<std::string> items;
  std::size_t from = 0;
  while (from <= text.size()) {
    const std::size_t comma = std::min(text.find(',', from), text.size());
    wxString item = u8(text.substr(from, comma - from));
    item.Trim(true).Trim(false);
    if (!item.empty()) items.push_back(item.utf8_string());
    from = comma + 1;
  }
  return items;
}

wxString tiebreak_codes() {
  std::string codes;
  for (const auto t : tournament::all_tiebreaks())
    codes += (codes.empty() ? "" : ", ") + std::string(code(t));
  return u8(codes);
}

wxString team_tiebreak_codes() {
  std::string codes;
  for (const auto t : tournament::all_team_tiebreaks())
    codes += (codes.empty() ? "" : ", ") + std::string(code(t));
  return u8(codes);
}

// A match-point scale as the judge writes it: "2-1-0", "3-1-0", "2.5-1-0".
std::string scale_text(const tournament::MatchPointScale& scale) {
  const auto points = [](tournament::TeamScore score) {
    const int halves = score.half_points();
    return std::to_string(halves / 2) + (halves % 2 != 0 ? ".5" : "");
  };
  return points(scale.win) + "-" + points(scale.draw) + "-" + points(scale.loss);
}

// The control a new event of `discipline` starts with: the rulebook's first recommended one.
std::string first_preset(Discipline discipline) {
  for (const auto& p : clock::presets()) {
    if (p.discipline == discipline) return p.control().to_string();
  }
  return {};
}

wxString opening_table_tip() {
  return _(
      "Ballot table of openings for micro-matches (6.1.4.1): IDF Basic, IDF, FMJD, or a federation's CSV "
      "file, whose text is kept with the event; checked when the event is stored; may be empty");
}

// A "CSV file..." button that lets the judge pick a federation's opening table and hands its
// path to `chosen` (the app reads the file when the event is stored and keeps its text).
wxButton* opening_file_button(wxWindow* parent, std::function<void(const wxString&)> chosen) {
  auto* button = new wxButton(parent, wxID_ANY, _("CSV &file..."));
  button->SetToolTip(_("Choose a federation's opening table (CSV: category, code, fen, moves, short)"));
  button->Bind(wxEVT_BUTTON, [parent, chosen = std::move(chosen)](wxCommandEvent&) {
    wxFileDialog dialog(parent, _("Opening table"), "", "", _("CSV files (*.csv)|*.csv|All files|*"),
                        wxFD_OPEN | wxFD_FILE_MUST_EXIST);
    if (dialog.ShowModal() == wxID_OK) chosen(dialog.GetPath());
  });
  return button;
}

}  // namespace

tournament::Event new_event() {
  tournament::Event event;
  event.discipline = Discipline::classical;
  event.system = PairingSystem::round_robin;
  event.rounds = 9;
  event.time_control = first_preset(Discipline::classical);
  return event;
}

EventForm::EventForm(wxWindow* parent, const tournament::Event& event,
                     const std::optional<tournament::EventEditLimits>& limits, Apply apply,
                     std::optional<tournament::TeamEvent> team)
    : ApplyForm(parent, limits ? wxString::Format(_("Edit event: %s"), u8(event.name)) : _("New event")),
      m_event(event),
      m_limits(limits),
      m_team(std::move(team)),
      m_apply(std::move(apply)) {
  auto* columns = new wxBoxSizer(wxHORIZONTAL);
  columns->Add(build_details(), 1, wxEXPAND | wxRIGHT, 12);
  auto* right = new wxBoxSizer(wxVERTICAL);
  right->Add(build_fixed(), 0, wxEXPAND | wxBOTTOM, 6);
  right->Add(build_team(), 0, wxEXPAND);
  columns->Add(right, 0, wxEXPAND);
  if (m_limits) {
    fix_by_limits(*m_limits);
  } else {
    follow_discipline();
    follow_team_boards();
  }
  auto* body = new wxBoxSizer(wxVERTICAL);
  if (!m_note.empty()) {
    auto* note = new wxStaticText(this, wxID_ANY, m_note);
    note->Wrap(760);
    body->Add(note, 0, wxEXPAND | wxBOTTOM, 8);
  }
  body->Add(columns, 1, wxEXPAND);
  if (creating()) {
    finish(body, _("&Create event"), _("Creates the event and opens it"));
  } else {
    finish(body, _("&Save changes"), _("Store the changed settings (one audited action)"));
    ok_button().Enable(!m_limits->over);
  }
  name_fields();
  text_field(EventField::name).SetFocus();
}

void EventForm::place(EventField field, wxWindow* control, wxFlexGridSizer& grid, const wxString& label,
                      const wxString& tip) {
  m_controls[index(field)] = control;
  m_labels[index(field)] = label;
  add_row(grid, label, control, tip);
}

void EventForm::add_text(wxWindow* box, wxFlexGridSizer& grid, EventField field, const std::string& value,
                         const wxString& label, const wxString& tip) {
  place(field, new wxTextCtrl(box, wxID_ANY, u8(value), wxDefaultPosition, wxSize(300, -1)), grid, label,
        tip);
}

wxSizer* EventForm::build_details() {
  const auto& event = m_event;
  auto* details = new wxStaticBoxSizer(wxVERTICAL, this, _("The event"));
  auto* grid = new wxFlexGridSizer(2, 6, 8);
  grid->AddGrowableCol(1);
  wxWindow* box = details->GetStaticBox();
  auto text = [&](EventField field, const std::string& value, const wxString& label, const wxString& tip) {
    add_text(box, *grid, field, value, label, tip);
  };
  auto date = [](const auto& day) { return day ? tournament::format_iso_date(*day) : std::string(); };
  text(EventField::name, event.name, _("Event &name:"), _("The event's name as every report prints it"));
  text(EventField::start_date, date(event.start_date), _("Start &date:"), _("YYYY-MM-DD; may be empty"));
  text(EventField::end_date, date(event.end_date), _("&End date:"),
       _("YYYY-MM-DD, not before the start; may be empty"));
  text(EventField::venue, event.venue, _("Ven&ue:"), _("Where the event is played"));
  text(EventField::chief_arbiter, event.chief_arbiter, _("&Chief arbiter:"), _("Printed on the reports"));
  text(EventField::arbiters, joined(event.arbiters), _("&Arbiters:"),
       _("The other arbiters, separated by commas"));
  m_discipline = new wxChoice(box, wxID_ANY);
  for (const auto d : disciplines) m_discipline->Append(discipline_text(d));
  m_discipline->SetSelection(position(disciplines, event.discipline));
  place(EventField::discipline, m_discipline, *grid, _("D&iscipline:"),
        _("Classical, rapid or lightning play (6.1.9)"));
  text(EventField::time_control, event.time_control, _("&Time control:"),
       _("Minutes + seconds per move, e.g. 30+30 or 40/120+30,30+30"));
  text(EventField::tiebreaks, joined(tournament::tiebreak_codes(event.tiebreaks)), _("Tie-&breaks:"),
       wxString::Format(_("Tie-break codes in order of application, separated by commas; empty: the "
                          "system's default. The codes: %s"),
                        tiebreak_codes()));
  m_edition = new wxChoice(box, wxID_ANY);
  m_edition->Append("FIDE C.07 (2026)");
  m_edition->Append("FIDE C.07 (2024)");
  m_edition->SetSelection(event.tiebreak_edition == tournament::TiebreakEdition::fide_2024 ? 1 : 0);
  place(EventField::tiebreak_edition, m_edition, *grid, _("Tie-brea&k edition:"),
        _("The edition of FIDE C.07 the tie-breaks follow: 2026 (in force from 1 March 2026) or 2024 for an "
          "event that started before; they differ for unplayed rounds (16.4)"));
  text(EventField::rule_edition, event.rule_edition, _("Ru&le edition:"),
       _("The edition of the rules in force; may be empty"));
  details->Add(grid, 1, wxEXPAND | wxALL, 6);
  return details;
}

wxSizer* EventForm::build_fixed() {
  const auto& event = m_event;
  const bool paired = m_limits && m_limits->paired;
  auto* fixed = new wxStaticBoxSizer(wxVERTICAL, this, _("What pairings and scores rest on"));
  auto* grid = new wxFlexGridSizer(2, 6, 8);
  grid->AddGrowableCol(1);
  wxWindow* box = fixed->GetStaticBox();
  m_system = new wxChoice(box, wxID_ANY);
  for (const auto s : systems) m_system->Append(system_text(s));
  m_system->SetSelection(position(systems, event.system));
  place(EventField::system, m_system, *grid, _("S&ystem:"), _("How the rounds are paired"));
  m_rounds = new wxSpinCtrl(box, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS,
                            paired ? m_limits->min_rounds : 1, 99, event.rounds);
  place(EventField::rounds, m_rounds, *grid, _("&Rounds:"),
        paired ? wxString::Format(_("Number of rounds, from %d (the rounds already paired) to 99"),
                                  m_limits->min_rounds)
               : _("Number of rounds, 1 to 99"));
  m_scale = new wxChoice(box, wxID_ANY);
  m_scale->Append("2-1-0");
  m_scale->Append("1-0.5-0");
  m_scale->SetSelection(event.scale == tournament::ScoringScale::one_half_zero ? 1 : 0);
  place(EventField::scale, m_scale, *grid, _("Scorin&g:"), _("Points for a win, a draw and a loss"));
  // A check box carries its own label: its row has none.
  m_micro = new wxCheckBox(box, wxID_ANY, _("&Micro-matches (two games per pairing)"));
  m_micro->SetValue(event.micro_match);
  m_controls[index(EventField::micro_match)] = m_micro;
  m_labels[index(EventField::micro_match)] = m_micro->GetLabel();
  m_micro->SetToolTip(_("Two games per pairing, colours swapped, one opening"));
  grid->AddSpacer(0);
  grid->Add(m_micro);
  m_match_scoring = new wxChoice(box, wxID_ANY);
  m_match_scoring->Append(_("per game"));
  m_match_scoring->Append(_("per match"));
  m_match_scoring->SetSelection(event.match_scoring == tournament::MicroMatchScoring::per_match ? 1 : 0);
  place(EventField::match_scoring, m_match_scoring, *grid, _("Matc&h scoring:"),
        _("Of a micro-match: per game, each game's points count; per match, the match scores as one win, "
          "draw or loss"));
  m_half_byes = new wxSpinCtrl(box, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS,
                               0, 99, event.half_byes);
  place(EventField::half_byes, m_half_byes, *grid, _("Half-&point byes:"),
        _("How many half-point byes a player may request in a Swiss (C.04.2); 0 when the regulations allow "
          "none"));
  // The tables built into the program to choose from; a federation's file is typed or chosen.
  const wxString tables[] = {"", "IDF Basic", "IDF", "FMJD"};
  m_opening =
      new wxComboBox(box, wxID_ANY, u8(event.opening_table), wxDefaultPosition, wxSize(220, -1), 4, tables);
  place(EventField::opening_table, m_opening, *grid, _("&Opening table:"), opening_table_tip());
  grid->AddSpacer(0);
  m_opening_file = opening_file_button(box, [this](const wxString& path) { m_opening->SetValue(path); });
  grid->Add(m_opening_file);
  fixed->Add(grid, 0, wxEXPAND | wxALL, 6);
  return fixed;
}

wxSizer* EventForm::build_team() {
  const tournament::TeamEvent shown = m_team.value_or(tournament::TeamEvent{});
  auto* team = new wxStaticBoxSizer(wxVERTICAL, this, _("Team event"));
  auto* grid = new wxFlexGridSizer(2, 6, 8);
  grid->AddGrowableCol(1);
  wxWindow* box = team->GetStaticBox();
  m_team_boards = new wxSpinCtrl(box, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS,
                                 0, 20, m_team ? m_team->boards_per_match : 0);
  place(EventField::team_boards, m_team_boards, *grid, _("Board&s per match:"),
        _("0 for an individual event; 1 to 20 make a team event (6.1.8.1), whose teams are imported on the "
          "Teams page"));
  place(EventField::board_colours, new wxTextCtrl(box, wxID_ANY, u8(shown.board_colours)), *grid,
        _("Board colours (&W, B):"),
        _("The colours of the match's White on boards 1, 2, ..., repeating: WB alternates (C.04.6 1.6)"));
  place(EventField::match_points, new wxTextCtrl(box, wxID_ANY, u8(scale_text(shown.scoring.match_points))),
        *grid, _("Match points:"), _("For a won, a drawn and a lost match, such as 2-1-0 or 3-1-0"));
  m_team_primary = new wxChoice(box, wxID_ANY);
  m_team_primary->Append(_("match points"));
  m_team_primary->Append(_("game points"));
  m_team_primary->SetSelection(position(primary_scores, shown.scoring.primary));
  place(EventField::team_primary, m_team_primary, *grid, _("Ranked first by:"),
        _("The primary score of the standings and the pairings (C.04.6 1.2, C.07 11.1); the other one is "
          "the secondary score"));
  m_colour_preferences = new wxChoice(box, wxID_ANY);
  m_colour_preferences->Append(_("type A"));
  m_colour_preferences->Append(_("type B"));
  m_colour_preferences->Append(_("none"));
  m_colour_preferences->SetSelection(position(colour_preference_types, shown.colour_preferences));
  place(EventField::colour_preferences, m_colour_preferences, *grid, _("Colour preferences:"),
        _("Of a team Swiss (C.04.6 1.7): type A by default, type B or none as the regulations say"));
  team->Add(grid, 0, wxEXPAND | wxALL, 6);
  if (m_team) {
    std::vector<std::string> codes;
    for (const auto t : m_team->tiebreaks) codes.emplace_back(code(t));
    text_field(EventField::tiebreaks).ChangeValue(u8(joined(codes)));
  }
  return team;
}

void EventForm::follow_team_boards() {
  const auto follow = [this] {
    const bool team = m_team_boards->GetValue() > 0;
    for (const auto field : team_settings) control(field).Enable(team);
    control(EventField::tiebreaks)
        .SetToolTip(team ? wxString::Format(_("Team tie-break codes in order of application, separated by "
                                              "commas; empty: the system's default. The codes: %s"),
                                            team_tiebreak_codes())
                         : wxString::Format(_("Tie-break codes in order of application, separated by commas; "
                                              "empty: the system's default. The codes: %s"),
                                            tiebreak_codes()));
  };
  m_team_boards->Bind(wxEVT_SPINCTRL, [follow](wxSpinEvent& event) {
    event.Skip();
    follow();
  });
  m_team_boards->Bind(wxEVT_TEXT, [follow](wxCommandEvent& event) {
    event.Skip();
    follow();
  });
  follow();
}

void EventForm::fix_by_limits(const tournament::EventEditLimits& limits) {
  // Grey out what can no longer change; the tooltip of each says why.
  const auto lock = [&](EventField field, const wxString& why) {
    auto& shown = control(field);
    shown.Disable();
    shown.SetToolTip(why);
  };
  // A team event's own settings are set when it is made, but for its tie-breaks and the score
  // ranked first, which order the standings and change at any time (once a match is played,
  // with the reason the form then asks for); an individual event does not become a team event.
  const wxString team_why =
      m_team ? _("Set when the team event was made.") : _("An individual event: it stays one.");
  lock(EventField::team_boards, team_why);
  for (const auto field : team_settings) {
    if (!m_team || field != EventField::team_primary) lock(field, team_why);
  }
  if (limits.over) {
    m_note =
        _("This event is over: its last round is locked, so its settings are its record and can no "
          "longer change.");
    for (int f = 0; f < static_cast<int>(EventField::count); ++f) {
      lock(static_cast<EventField>(f),
           _("The event is over (its last round is locked): its settings are final."));
    }
    m_opening_file->Disable();
  } else if (limits.paired) {
    m_note = _("Round 1 has been paired: the greyed-out settings are fixed (their tooltips say why).");
    const wxString why = _("Fixed since round 1 was paired: pairings and scores rest on it.");
    for (const auto f : {EventField::system, EventField::scale, EventField::micro_match,
                         EventField::match_scoring, EventField::opening_table}) {
      lock(f, why);
    }
    m_opening_file->Disable();
    if (limits.rounds_fixed) {
      lock(EventField::rounds,
           _("Fixed since round 1 was paired: a round robin or knockout has the rounds of its table."));
    }
  }
}

void EventForm::follow_discipline() {
  // A control the judge has not touched follows the discipline: rapid starts at its own preset.
  m_discipline->Bind(wxEVT_CHOICE, [this](wxCommandEvent& event) {
    event.Skip();
    auto& control = text_field(EventField::time_control);
    bool untouched = false;
    for (const auto d : disciplines) untouched = untouched || control.GetValue() == u8(first_preset(d));
    if (untouched) control.ChangeValue(u8(first_preset(at_position(disciplines, *m_discipline))));
  });
}

void EventForm::name_fields() {
  // The fields the event's checks name in their refusals (tournament/src/event.cpp).
  name_field("name", &control(EventField::name));
  name_field("start", &control(EventField::start_date));
  name_field("end", &control(EventField::end_date));
  name_field("rounds", &control(EventField::rounds));
  name_field("system", &control(EventField::system));
  name_field("control", &control(EventField::time_control));
  name_field("tiebreaks", &control(EventField::tiebreaks));
  name_field("tiebreak_edition", &control(EventField::tiebreak_edition));
  name_field("micro_match", &control(EventField::micro_match));
  name_field("match_scoring", &control(EventField::match_scoring));
  name_field("opening_table", &control(EventField::opening_table));
  name_field("half_byes", &control(EventField::half_byes));
  name_field("team_boards", &control(EventField::team_boards));
  name_field("board_colours", &control(EventField::board_colours));
  name_field("match_points", &control(EventField::match_points));
}

wxWindow& EventForm::control(EventField field) const {
  return *m_controls.at(index(field));
}

wxString EventForm::label(EventField field) const {
  wxString shown = wxStripMenuCodes(m_labels.at(index(field))).Trim();
  if (shown.EndsWith(":")) shown.RemoveLast();
  return shown;
}

wxTextCtrl& EventForm::text_field(EventField field) const {
  auto* text = dynamic_cast<wxTextCtrl*>(&control(field));
  wxASSERT_MSG(text != nullptr, "not a text field");
  return *text;
}

wxTextEntry& EventForm::text_entry(EventField field) const {
  auto* text = dynamic_cast<wxTextEntry*>(&control(field));
  wxASSERT_MSG(text != nullptr, "not a text field");
  return *text;
}

void EventForm::set_text(EventField field, const wxString& text) {
  text_entry(field).ChangeValue(text);
}

wxString EventForm::note() const {
  return m_note;
}

tournament::Event EventForm::read() const {
  auto e = m_event;
  e.name = trimmed(text_field(EventField::name));
  e.start_date = date_in(text_field(EventField::start_date), _("Start date"));
  e.end_date = date_in(text_field(EventField::end_date), _("End date"));
  e.venue = trimmed(text_field(EventField::venue));
  e.chief_arbiter = trimmed(text_field(EventField::chief_arbiter));
  e.arbiters = split(trimmed(text_field(EventField::arbiters)));
  e.discipline = at_position(disciplines, *m_discipline);
  e.time_control = trimmed(text_field(EventField::time_control));
  e.system = at_position(systems, *m_system);
  e.rounds = m_rounds->GetValue();
  e.scale = m_scale->GetSelection() == 1 ? tournament::ScoringScale::one_half_zero
                                         : tournament::ScoringScale::two_one_zero;
  e.micro_match = m_micro->GetValue();
  e.match_scoring = m_match_scoring->GetSelection() == 1 ? tournament::MicroMatchScoring::per_match
                                                         : tournament::MicroMatchScoring::per_game;
  e.half_byes = m_half_byes->GetValue();
  // Tie-breaks as given stay as they are; typed ones must be codes the standings know (a team
  // event's are its own, read_team()).
  const std::string tiebreaks = trimmed(text_field(EventField::tiebreaks));
  if (m_team_boards->GetValue() == 0 && tiebreaks != joined(tournament::tiebreak_codes(m_event.tiebreaks))) {
    e.tiebreaks.clear();
    for (const auto& item : split(tiebreaks)) {
      const auto tiebreak = tournament::tiebreak_from_code(item);
      if (!tiebreak) {
        refuse(wxString::Format(_("Tie-breaks: '%s' is not a tie-break code; the codes are %s."), u8(item),
                                tiebreak_codes()));
      }
      e.tiebreaks.push_back(*tiebreak);
    }
  }
  e.tiebreak_edition = m_edition->GetSelection() == 1 ? tournament::TiebreakEdition::fide_2024
                                                      : tournament::TiebreakEdition::fide_2026;
  e.opening_table = wxString(m_opening->GetValue()).Trim(true).Trim(false).utf8_string();
  e.rule_edition = trimmed(text_field(EventField::rule_edition));
  return e;
}

std::optional<tournament::TeamEvent> EventForm::read_team() const {
  if (m_team_boards->GetValue() == 0) return std::nullopt;
  if (m_team) {
    // Correcting: the box is shown, not read, but for the ranking settings.
    auto corrected = *m_team;
    corrected.scoring.primary = at_position(primary_scores, *m_team_primary);
    auto tiebreaks = tournament::team_tiebreaks_from_codes(split(trimmed(text_field(EventField::tiebreaks))));
    if (!tiebreaks.ok()) throw app::Error(app::ExitCode::input, tiebreaks.problem());
    corrected.tiebreaks = *tiebreaks;
    return corrected;
  }
  tournament::TeamEvent team;
  team.boards_per_match = m_team_boards->GetValue();
  team.board_colours = trimmed(text_field(EventField::board_colours));
  auto scale = tournament::match_point_scale_from_text(trimmed(text_field(EventField::match_points)));
  if (!scale.ok()) throw app::Error(app::ExitCode::input, scale.problem());
  tournament::set_match_points(team.scoring, *scale);
  team.scoring.primary = at_position(primary_scores, *m_team_primary);
  team.colour_preferences = at_position(colour_preference_types, *m_colour_preferences);
  auto tiebreaks = tournament::team_tiebreaks_from_codes(split(trimmed(text_field(EventField::tiebreaks))));
  if (!tiebreaks.ok()) throw app::Error(app::ExitCode::input, tiebreaks.problem());
  team.tiebreaks = *tiebreaks;
  return team;
}

void EventForm::apply() {
  auto team = read_team();
  auto event = read();
  if (team)
    event.match_scoring = tournament::MicroMatchScoring::per_game;  // the row keeps the individual setting
  m_apply(event, team);
}

}  // namespace shashki::console
