#include "clocks_panel_ui.hpp"

#include "full_screen_clock_ui.hpp"
#include "shashki/clock/time_control.hpp"

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/intl.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/statbox.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

namespace shashki::console {

ClocksPanel::ClocksPanel(wxWindow* parent, const clock::TimeSource& source, Notifier& notifier)
    : wxPanel(parent), m_source(source), m_notifier(notifier) {
  auto* sizer = new wxBoxSizer(wxVERTICAL);
  auto* bar = new wxBoxSizer(wxHORIZONTAL);
  m_round_title = new wxStaticText(this, wxID_ANY, _("No round on the wall: open one from the Round page (F9)."));
  m_round_title->SetFont(m_round_title->GetFont().Bold());
  bar->Add(m_round_title, 1, wxALIGN_CENTER_VERTICAL);
  auto button = [&](const wxString& label, const wxString& tip, void (ClocksPanel::*action)()) {
    auto* b = new wxButton(this, wxID_ANY, label);
    b->SetToolTip(tip);
    b->Bind(wxEVT_BUTTON, [this, action](wxCommandEvent&) { guarded(m_notifier, [&] { (this->*action)(); }); });
    bar->Add(b, 0, wxLEFT, 6);
  };
  button(_("Start all"), _("Start every clock not yet started (F5)"), &ClocksPanel::start_all);
  button(_("Pause all"), _("Pause every running clock, e.g. for an announcement (F6)"), &ClocksPanel::pause_all);
  button(_("Resume all"), _("Resume the clocks Pause all stopped; appeals stay paused (F7)"), &ClocksPanel::resume_all);
  button(_("Pause board"), _("Pause the selected board (P)"), &ClocksPanel::pause_selected);
  button(_("Resume board"), _("Resume the selected board (R)"), &ClocksPanel::resume_selected);
  auto* full = new wxButton(this, wxID_ANY, _("Full screen"));
  full->SetToolTip(_("The selected board's clock on the whole screen (F11)"));
  full->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { guarded(m_notifier, [&] { full_screen(); }); });
  bar->Add(full, 0, wxLEFT, 6);
  sizer->Add(bar, 0, wxEXPAND | wxALL, 6);

  auto* body = new wxBoxSizer(wxHORIZONTAL);
  m_wall_sizer = new wxBoxSizer(wxVERTICAL);
  body->Add(m_wall_sizer, 1, wxEXPAND);

  auto* form_box = new wxStaticBoxSizer(wxVERTICAL, this, _("Appeal (6.1.10.3)"));
  auto* box = form_box->GetStaticBox();
  m_board = new wxStaticText(box, wxID_ANY, _("Board: none selected"));
  form_box->Add(m_board, 0, wxBOTTOM, 6);
  form_box->Add(new wxStaticText(box, wxID_ANY, _("Appealed by")));
  m_by = new wxChoice(box, wxID_ANY);
  m_by->Append(_("White"));
  m_by->Append(_("Black"));
  m_by->Append(_("the arbiter"));
  m_by->SetSelection(0);
  form_box->Add(m_by, 0, wxEXPAND | wxBOTTOM, 4);
  form_box->Add(new wxStaticText(box, wxID_ANY, _("Reason")));
  m_reason = new wxTextCtrl(box, wxID_ANY, "", wxDefaultPosition, wxSize(270, 50), wxTE_MULTILINE);
  form_box->Add(m_reason, 0, wxEXPAND | wxBOTTOM, 4);
  auto* open = new wxButton(box, wxID_ANY, _("Open appeal (pauses the clock)"));
  open->SetToolTip(_("Pauses the selected board's clock; the A key brings you to the reason"));
  open->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
    const int by = m_by->GetSelection();
    open_appeal(by == 0 ? std::optional(clock::Side::white) : by == 1 ? std::optional(clock::Side::black) : std::nullopt,
                m_reason->GetValue().utf8_string());
  });
  form_box->Add(open, 0, wxEXPAND | wxBOTTOM, 10);
  form_box->Add(new wxStaticText(box, wxID_ANY, _("Decision and clause")));
  m_decision = new wxTextCtrl(box, wxID_ANY, "", wxDefaultPosition, wxSize(240, 50), wxTE_MULTILINE);
  form_box->Add(m_decision, 0, wxEXPAND | wxBOTTOM, 4);
  auto* adjust = new wxFlexGridSizer(2, 4, 6);
  adjust->Add(new wxStaticText(box, wxID_ANY, _("White +/- s")), 0, wxALIGN_CENTER_VERTICAL);
  m_adjust_white = new wxSpinCtrl(box, wxID_ANY, "0", wxDefaultPosition, wxSize(150, -1), wxSP_ARROW_KEYS, -3600, 3600, 0);
  adjust->Add(m_adjust_white);
  adjust->Add(new wxStaticText(box, wxID_ANY, _("Black +/- s")), 0, wxALIGN_CENTER_VERTICAL);
  m_adjust_black = new wxSpinCtrl(box, wxID_ANY, "0", wxDefaultPosition, wxSize(150, -1), wxSP_ARROW_KEYS, -3600, 3600, 0);
  adjust->Add(m_adjust_black);
  form_box->Add(adjust, 0, wxBOTTOM, 4);
  auto* decide = new wxButton(box, wxID_ANY, _("Decide and resume"));
  decide->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { decide_appeal(read_decision()); });
  form_box->Add(decide, 0, wxEXPAND);
  body->Add(form_box, 0, wxEXPAND | wxLEFT, 6);
  sizer->Add(body, 1, wxEXPAND | wxALL, 6);
  SetSizer(sizer);
  Bind(wxEVT_CHAR_HOOK, [this](wxKeyEvent& e) {
    // Letters go to the text fields; the wall's letter keys act only when they are not focused.
    const bool typing = FindFocus() == m_reason || FindFocus() == m_decision;
    if (typing && e.GetKeyCode() < WXK_START) {
      e.Skip();
      return;
    }
    const int k = e.GetKeyCode();
    if (k == WXK_F5 || k == WXK_F6 || k == WXK_F7 || k == WXK_F11 || k == 'P' || k == 'R' || k == 'A') {
      handle_key(k);
      return;
    }
    e.Skip();
  });
}

void ClocksPanel::open_round(const tournament::Tournament& event, int round) {
  const auto* r = event.round(round);
  if (r == nullptr) throw std::runtime_error(_("There is no such round.").utf8_string());
  auto parsed = clock::TimeControl::parse(event.event.time_control);
  if (const auto* error = std::get_if<clock::ControlError>(&parsed)) {
    throw std::runtime_error("time control '" + event.event.time_control + "': " + error->message);
  }
  std::vector<TileLabel> labels;
  for (const auto& b : r->boards) {
    if (b.is_bye()) continue;
    const auto* w = event.player(b.white);
    const auto* k = event.player(*b.black);
    labels.push_back({b.number, w ? u8(w->name) : wxString(), k ? u8(k->name) : wxString()});
  }
  if (m_wall != nullptr) m_wall->Destroy();
  m_wall = new ClockWall(this, m_source, std::move(labels), std::get<clock::TimeControl>(parsed));
  m_wall->on_select([this](std::size_t) { show_selected(); });
  m_wall_sizer->Add(m_wall, 1, wxEXPAND);
  m_round_title->SetLabel(wxString::Format(_("%s, round %d: %d clocks (%s)"), u8(event.event.name), round,
                                           static_cast<int>(m_wall->tile_count()), u8(event.event.time_control)));
  show_selected();
  Layout();
}

void ClocksPanel::show_selected() {
  if (m_wall == nullptr || m_wall->tile_count() == 0) return;
  const auto& l = m_wall->label(m_wall->selected());
  m_board->SetLabel(wxString::Format(_("Board %d: %s - %s"), l.board, l.white, l.black));
}

void ClocksPanel::start_all() {
  if (m_wall == nullptr) return;
  const auto n = m_wall->clocks().start_all();
  m_notifier.tell(wxString::Format(_("%d clocks started."), static_cast<int>(n)), Severity::info);
  m_wall->Refresh(false);
}

void ClocksPanel::pause_all() {
  if (m_wall == nullptr) return;
  const auto n = m_wall->clocks().pause_all("announcement");
  m_notifier.tell(wxString::Format(_("%d clocks paused."), static_cast<int>(n)), Severity::info);
  m_wall->Refresh(false);
}

void ClocksPanel::resume_all() {
  if (m_wall == nullptr) return;
  const auto n = m_wall->clocks().resume_all();
  m_notifier.tell(wxString::Format(_("%d clocks resumed."), static_cast<int>(n)), Severity::info);
  m_wall->Refresh(false);
}

void ClocksPanel::pause_selected() {
  if (m_wall == nullptr) return;
  const auto result = m_wall->clocks().pause(m_wall->selected(), std::nullopt, "paused by the arbiter");
  if (!result.accepted()) m_notifier.tell(u8(result.message), Severity::warning);
  m_wall->Refresh(false);
}

void ClocksPanel::resume_selected() {
  if (m_wall == nullptr) return;
  if (m_wall->appeals().is_open(m_wall->selected())) {
    m_notifier.tell(_("Decide the appeal first: the clock resumes with the decision."), Severity::warning);
    return;
  }
  const auto result = m_wall->clocks().resume(m_wall->selected());
  if (!result.accepted()) m_notifier.tell(u8(result.message), Severity::warning);
  m_wall->Refresh(false);
}

FullScreenClock* ClocksPanel::full_screen() {
  if (m_wall == nullptr || m_wall->tile_count() == 0) return nullptr;
  auto* frame = new FullScreenClock(wxGetTopLevelParent(this), m_wall->clocks(), m_wall->selected(),
                                    m_wall->label(m_wall->selected()));
  frame->Show();
  return frame;
}

bool ClocksPanel::open_appeal(std::optional<clock::Side> by, const std::string& reason) {
  if (m_wall == nullptr) return false;
  const auto tile = m_wall->selected();
  if (const auto refused = m_wall->appeals().open(tile, m_wall->label(tile).board, by, reason)) {
    m_notifier.tell(u8(*refused), Severity::warning);
    return false;
  }
  m_notifier.tell(wxString::Format(_("Appeal at board %d: the clock is paused."), m_wall->label(tile).board),
                  Severity::info);
  m_wall->Refresh(false);
  return true;
}

bool ClocksPanel::decide_appeal(const AppealDecision& decision) {
  if (m_wall == nullptr) return false;
  const auto tile = m_wall->selected();
  if (const auto refused = m_wall->appeals().decide(tile, decision)) {
    m_notifier.tell(u8(*refused), Severity::warning);
    return false;
  }
  m_notifier.tell(wxString::Format(_("Appeal at board %d decided."), m_wall->label(tile).board), Severity::info);
  m_wall->Refresh(false);
  return true;
}

AppealDecision ClocksPanel::read_decision() const {
  AppealDecision decision;
  decision.decision = m_decision->GetValue().utf8_string();
  decision.adjust_white = std::chrono::seconds(m_adjust_white->GetValue());
  decision.adjust_black = std::chrono::seconds(m_adjust_black->GetValue());
  return decision;
}

void ClocksPanel::handle_key(int key) {
  guarded(m_notifier, [&] {
    switch (key) {
      case WXK_F5: start_all(); break;
      case WXK_F6: pause_all(); break;
      case WXK_F7: resume_all(); break;
      case 'P': pause_selected(); break;
      case 'R': resume_selected(); break;
      case 'A': m_reason->SetFocus(); break;
      case WXK_F11: full_screen(); break;
      default: break;
    }
  });
}

}  // namespace shashki::console
