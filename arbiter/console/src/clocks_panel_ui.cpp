#include "clocks_panel_ui.hpp"

#include "apply_form_ui.hpp"
#include "board_qr_ui.hpp"
#include "console_app.hpp"
#include "display_text_ui.hpp"
#include "full_screen_clock_ui.hpp"
#include "shashki/app/random_bytes.hpp"
#include "shashki/app/venue_tokens.hpp"

#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/frame.h>
#include <wx/intl.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/statbox.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>
#include <wx/textdlg.h>

namespace shashki::console {

ClocksPanel::ClocksPanel(wxWindow* parent, app::Session& session, const clock::TimeSource& source,
                         Notifier& notifier)
    : wxPanel(parent), m_session(session), m_source(source), m_notifier(notifier) {
  auto* sizer = new wxBoxSizer(wxVERTICAL);
  auto* bar = new wxBoxSizer(wxHORIZONTAL);
  m_round_title =
      new wxStaticText(this, wxID_ANY, _("No round on the wall: open one from the Round page (F9)."));
  m_round_title->SetFont(m_round_title->GetFont().Bold());
  // The title has a line of its own: event names are long, Russian button labels too.
  sizer->Add(m_round_title, 0, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, 6);
  auto button = [&](const wxString& label, const wxString& tip, void (ClocksPanel::*action)()) {
    auto* b = new wxButton(this, wxID_ANY, label);
    b->SetToolTip(tip);
    b->Bind(wxEVT_BUTTON,
            [this, action](wxCommandEvent&) { guarded(m_notifier, [&] { (this->*action)(); }); });
    bar->Add(b, 0, wxLEFT, 6);
  };
  button(_("Start all"), _("Start every clock not yet started (F5)"), &ClocksPanel::start_all);
  button(_("Pause all"), _("Pause every running clock, e.g. for an announcement (F6)"),
         &ClocksPanel::pause_all);
  button(_("Resume all"), _("Resume the clocks Pause all stopped; appeals stay paused (F7)"),
         &ClocksPanel::resume_all);
  button(
      _("Restore all"),
      _("After a restart: restore every stopped clock with its last recorded times, with one confirmation"),
      &ClocksPanel::restore_all_clicked);
  button(_("Pause board"), _("Pause the selected board (P)"), &ClocksPanel::pause_selected);
  button(_("Resume board"), _("Resume the selected board (R)"), &ClocksPanel::resume_selected);
  auto* flag = new wxButton(this, wxID_ANY, _("Confirm flag"));
  flag->SetToolTip(_("Enter the result the selected board's fallen flag gives"));
  flag->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { guarded(m_notifier, [&] { confirm_flag(); }); });
  bar->Add(flag, 0, wxLEFT, 6);
  auto* full = new wxButton(this, wxID_ANY, _("Full screen"));
  full->SetToolTip(_("The selected board's clock on the whole screen (F11)"));
  full->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { guarded(m_notifier, [&] { full_screen(); }); });
  bar->Add(full, 0, wxLEFT, 6);
  auto* qr = new wxButton(this, wxID_ANY, _("Board QR code"));
  qr->SetToolTip(_("The selected board's clock page address as a QR code, for the phone at the board"));
  qr->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { guarded(m_notifier, [&] { board_qr_clicked(); }); });
  bar->Add(qr, 0, wxLEFT, 6);
  sizer->Add(bar, 0, wxALL, 6);
  // The venue network (docs/venue.md): every board's clock on the phone at the board.
  auto* venue = new wxBoxSizer(wxHORIZONTAL);
  m_venue = new wxCheckBox(this, wxID_ANY, _("&Venue network"));
  m_venue->SetToolTip(_("Serve every board's clock to the phones at the boards over the venue's network"));
  m_venue->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent&) {
    guarded(m_notifier, [&] { set_venue(m_venue->GetValue()); });
    m_venue->SetValue(m_server != nullptr);
  });
  venue->Add(m_venue, 0, wxALIGN_CENTER_VERTICAL);
  auto* relink = new wxButton(this, wxID_ANY, _("New board link"));
  relink->SetToolTip(
      _("Give the selected board a new clock page link when its phone is lost or swapped; the old "
        "link opens nothing any more"));
  relink->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { guarded(m_notifier, [&] { reissue_clicked(); }); });
  venue->Add(relink, 0, wxALIGN_CENTER_VERTICAL | wxLEFT, 12);
  m_venue_status = new wxStaticText(this, wxID_ANY, wxString());
  venue->Add(m_venue_status, 1, wxALIGN_CENTER_VERTICAL | wxLEFT, 12);
  sizer->Add(venue, 0, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, 6);
  m_venue_timer.Bind(wxEVT_TIMER, [this](wxTimerEvent&) { show_venue_status(); });

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
  m_by->SetSelection(0);
  form_box->Add(m_by, 0, wxEXPAND | wxBOTTOM, 4);
  form_box->Add(new wxStaticText(box, wxID_ANY, _("Reason")));
  m_reason = new wxTextCtrl(box, wxID_ANY, "", wxDefaultPosition, wxSize(270, 50), wxTE_MULTILINE);
  form_box->Add(m_reason, 0, wxEXPAND | wxBOTTOM, 4);
  auto* open = new wxButton(box, wxID_ANY, _("Open appeal (pauses the clock)"));
  open->SetToolTip(_("Pauses the selected board's clock; the A key brings you to the reason"));
  open->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
    open_appeal(m_by->GetSelection() == 1 ? clock::Side::black : clock::Side::white,
                m_reason->GetValue().utf8_string());
  });
  form_box->Add(open, 0, wxEXPAND | wxBOTTOM, 10);
  form_box->Add(new wxStaticText(box, wxID_ANY, _("Decision and clause")));
  m_decision = new wxTextCtrl(box, wxID_ANY, "", wxDefaultPosition, wxSize(270, 50), wxTE_MULTILINE);
  form_box->Add(m_decision, 0, wxEXPAND | wxBOTTOM, 4);
  m_upheld = new wxCheckBox(box, wxID_ANY, _("The appeal is upheld"));
  form_box->Add(m_upheld, 0, wxBOTTOM, 4);
  // The unit in view, not only in the tooltip: a judge typing 2 for two minutes gives 2 seconds.
  form_box->Add(new wxStaticText(box, wxID_ANY, _("Time change, in seconds (5.4.14.2)")));
  auto* adjust = new wxBoxSizer(wxHORIZONTAL);
  m_adjust_side = new wxChoice(box, wxID_ANY);
  m_adjust_side->Append(_("no time change"));
  m_adjust_side->Append(_("White"));
  m_adjust_side->Append(_("Black"));
  m_adjust_side->SetSelection(0);
  m_adjust_side->SetToolTip(_("Whose time changes (5.4.14.2)"));
  adjust->Add(m_adjust_side, 1, wxRIGHT, 4);
  m_adjust =
      new wxSpinCtrl(box, wxID_ANY, "0", wxDefaultPosition, wxSize(130, -1), wxSP_ARROW_KEYS, -3600, 3600, 0);
  m_adjust->SetToolTip(_("Seconds added (negative: taken away); 0 changes nothing"));
  adjust->Add(m_adjust);
  form_box->Add(adjust, 0, wxEXPAND | wxBOTTOM, 4);
  auto* decide = new wxButton(box, wxID_ANY, _("Decide and resume"));
  decide->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { decide_appeal(read_decision()); });
  form_box->Add(decide, 0, wxEXPAND);
  auto* side = new wxBoxSizer(wxVERTICAL);
  side->Add(form_box, 0, wxEXPAND);
  auto* draw_box = new wxStaticBoxSizer(wxVERTICAL, this, _("Draw offer or claim (6.1.8)"));
  auto* dbox = draw_box->GetStaticBox();
  m_claim_kind = new wxChoice(dbox, wxID_ANY);
  for (const auto& label :
       {_("count ran out (6.1.8.3-6.1.8.8)"), _("threefold repetition"), _("clearly drawn (6.1.8.7)"),
        _("no increment (6.1.10.4)"), _("short of time (6.1.10.5)")}) {
    m_claim_kind->Append(label);
  }
  m_claim_kind->SetSelection(0);
  draw_box->Add(m_claim_kind, 0, wxEXPAND | wxBOTTOM, 4);
  auto* draw_row = new wxGridSizer(2, 4, 4);
  auto draw_button = [&](const wxString& label, const wxString& tip, auto action) {
    auto* b = new wxButton(dbox, wxID_ANY, label);
    b->SetToolTip(tip);
    b->Bind(wxEVT_BUTTON, [this, action](wxCommandEvent&) { guarded(m_notifier, [&] { action(); }); });
    draw_row->Add(b, 0, wxEXPAND);
  };
  auto who = [this] { return m_by->GetSelection() == 1 ? clock::Side::black : clock::Side::white; };
  draw_button(_("Offer draw"), _("The player chosen above offers a draw"),
              [this, who] { offer_draw(who()); });
  draw_button(_("Claim draw"), _("The player chosen above claims a draw on the chosen ground"), [this, who] {
    static constexpr app::ClaimKind kinds[] = {app::ClaimKind::count, app::ClaimKind::repetition,
                                               app::ClaimKind::clearly_drawn, app::ClaimKind::no_increment,
                                               app::ClaimKind::short_of_time};
    claim_draw(who(), kinds[std::max(0, m_claim_kind->GetSelection())]);
  });
  draw_button(_("Accept"), _("The offer is accepted, or the judge grants the claim: the game is drawn"),
              [this] { decide_draw(true); });
  draw_button(_("Refuse"), _("The offer is declined, or the judge refuses the claim"),
              [this] { decide_draw(false); });
  draw_box->Add(draw_row, 0, wxEXPAND | wxBOTTOM, 4);
  m_draw_answer = new wxStaticText(dbox, wxID_ANY, "");
  draw_box->Add(m_draw_answer, 0, wxEXPAND);
  side->Add(draw_box, 0, wxEXPAND | wxTOP, 6);
  // A fallen flag's proposal stands here with the databases' verdict, the judge decides (6.1.10.5).
  m_flag_answer = new wxStaticText(this, wxID_ANY, "");
  side->Add(m_flag_answer, 0, wxEXPAND | wxTOP, 6);
  body->Add(side, 0, wxEXPAND | wxLEFT, 6);
  sizer->Add(body, 1, wxEXPAND | wxALL, 6);
  SetSizer(sizer);
  Bind(wxEVT_CHAR_HOOK, [this](wxKeyEvent& e) {
    // Letters go to the text fields; the wall's letter keys act only when they are not focused.
    const bool typing = FindFocus() == m_reason || FindFocus() == m_decision;
    const int k = e.GetKeyCode();
    const bool ours =
        k == WXK_F5 || k == WXK_F6 || k == WXK_F7 || k == WXK_F11 || k == 'P' || k == 'R' || k == 'A';
    if (ours && !(typing && k < WXK_START)) {
      handle_key(k);
      return;
    }
    e.Skip();
  });
}

void ClocksPanel::open_round(const tournament::Tournament& event, int round) {
  // The venue server drives the wall's clocks: it stops before they go.
  stop_venue();
  auto clocks = std::make_unique<app::ClockService>(m_session, m_source, event.event.id, round);
  const auto* r = event.round(round);
  std::vector<TileLabel> labels;
  // The tiles follow the service's boards, so a tile and its clock can never disagree.
  for (const auto& b : clocks->boards()) {
    TileLabel label{b.board, {}, {}};
    if (const auto* board = r != nullptr ? r->board(b.board) : nullptr) {
      if (const auto* w = event.player(board->white)) label.white = u8(w->name);
      if (const auto* k = board->black ? event.player(*board->black) : nullptr) label.black = u8(k->name);
    }
    labels.push_back(label);
  }
  const auto waiting = clocks->recovery().size();
  if (m_full) m_full->Destroy();
  m_appeals.reset();
  m_claims.reset();
  if (m_wall != nullptr) m_wall->Destroy();
  m_wall = new ClockWall(this, std::move(clocks), std::move(labels), m_notifier);
  m_scale = event.event.scale;
  m_appeals = std::make_unique<app::AppealService>(m_session, m_wall->clocks());
  m_claims = std::make_unique<app::ClaimService>(m_session, m_wall->clocks());
  m_pending_draw.reset();
  m_wall->on_select([this](std::size_t) { show_selected(); });
  m_wall->on_flags([this](const std::vector<app::FlagProposal>& flags) {
    for (const auto& f : flags) {
      m_flags[f.board] = f;
      m_notifier.tell(wxString::Format(_("Board %d: flag fell; proposed result %s. %s"), f.board,
                                       result_text(f.result, m_scale), u8(f.explanation)),
                      Severity::warning);
    }
    show_selected();
  });
  m_wall_sizer->Add(m_wall, 1, wxEXPAND);
  m_flags.clear();
  show_flag(0, wxString());
  m_form_board = 0;
  m_round_title->SetLabel(wxString::Format(_("%s, round %d: %d clocks (%s)"), u8(event.event.name), round,
                                           static_cast<int>(m_wall->tile_count()),
                                           u8(event.event.time_control)));
  refresh_appeals();
  show_selected();
  Layout();
  if (waiting > 0) {
    m_notifier.tell(
        wxString::Format(_("%d clocks were running when the console stopped: they are paused with the "
                           "times of their last recorded event. Restore all, then Resume all."),
                         static_cast<int>(waiting)),
        Severity::warning);
  }
}

ClocksPanel::~ClocksPanel() {
  stop_venue();
}

bool ClocksPanel::set_venue(bool on, unsigned short port) {
  if (!on) {
    stop_venue();
    m_notifier.tell(_("The venue network is off: the phones at the boards show no connection."),
                    Severity::info);
    return false;
  }
  if (m_server) return true;
  if (m_wall == nullptr) {
    m_notifier.tell(_("Open a round on the wall first: the venue network serves its clocks."),
                    Severity::warning);
    return false;
  }
  auto& clocks = m_wall->clocks();
  const tournament::EventId event = clocks.event();
  auto tokens = std::make_shared<app::VenueTokens>(m_session, app::system_random_bytes());
  tokens->issue_round(event, clocks.round());
  m_desk = std::make_unique<web::AppBoardDesk>(
      m_session, clocks,
      [tokens, event](std::string_view token) -> std::optional<web::BoardRef> {
        const auto found = tokens->resolve(event, token);
        if (!found) return std::nullopt;
        return web::BoardRef{event, found->round, found->board};
      },
      current_language());
  // The wall records flags and checkpoints itself.
  m_desk->keeps_clocks = false;
  m_desk->on_call = [this](int board) {
    m_wall->set_calling(board);
    m_notifier.tell(wxString::Format(_("Board %d calls the arbiter."), board), Severity::warning);
  };
  m_desk->on_presence = [this](int board, bool connected) {
    m_wall->set_device(board, connected);
    show_venue_status();
  };
  m_desk->on_outage = [this](int board, std::chrono::milliseconds offline) {
    m_wall->set_offline(board, offline);
    m_notifier.tell(wxString::Format(_("Board %d was offline %d s; its presses were replayed."), board,
                                     static_cast<int>(offline.count() / 1000)),
                    Severity::info);
  };
  m_forward = std::make_unique<web::OwnerThreadDesk>(*m_desk, [this] {
    CallAfter([this] {
      if (m_forward) m_forward->pump();
    });
  });
  web::VenueOptions options;
  options.port = port;
  m_server = std::make_unique<web::VenueServer>(*m_forward, m_source, options);
  try {
    m_server->start();
  } catch (...) {
    m_server.reset();
    m_forward.reset();
    m_desk.reset();
    throw;
  }
  m_base_url = web::default_base_url(m_server->port());
  m_wall->set_venue(true);
  m_venue->SetValue(true);
  m_venue_timer.Start(1000);
  show_venue_status();
  m_notifier.tell(
      wxString::Format(_("The venue network is on at %s: print the pairing list with QR codes, or "
                         "show a board's QR code."),
                       u8(m_base_url)),
      Severity::info);
  return true;
}

void ClocksPanel::stop_venue() {
  if (!m_server) return;
  m_venue_timer.Stop();
  // Calls waiting for this thread give up first, so stopping never waits on itself.
  m_forward->close();
  m_server->stop();
  m_server.reset();
  m_forward.reset();
  m_desk.reset();
  if (m_wall != nullptr) m_wall->set_venue(false);
  m_venue->SetValue(false);
  show_venue_status();
}

wxString ClocksPanel::venue_status() const {
  if (!m_server) return {};
  const auto s = m_server->status();
  return wxString::Format(_("%s: %d of %d boards connected"), u8(m_base_url), static_cast<int>(s.boards),
                          m_wall != nullptr ? static_cast<int>(m_wall->tile_count()) : 0);
}

void ClocksPanel::show_venue_status() {
  const wxString status = venue_status();
  m_venue_status->SetLabel(status);
  // The frame's status bar says it too, whichever page is shown.
  if (auto* frame = wxDynamicCast(wxGetTopLevelParent(this), wxFrame); frame && frame->GetStatusBar()) {
    frame->SetStatusText(status.empty() ? _("Everything is saved as it happens.")
                                        : wxString::Format(_("Venue network: %s"), status),
                         2);
  }
}

void ClocksPanel::reissue_clicked() {
  if (m_wall == nullptr || m_wall->tile_count() == 0) return;
  wxTextEntryDialog ask(this, _("Why does the board get a new link (a phone lost or swapped)?"),
                        wxString::Format(_("New link for board %d"), m_wall->board(m_wall->selected())));
  if (ask.ShowModal() != wxID_OK) return;
  reissue_selected(ask.GetValue().utf8_string());
}

void ClocksPanel::reissue_selected(const std::string& reason) {
  if (m_wall == nullptr || m_wall->tile_count() == 0) return;
  const auto& clocks = m_wall->clocks();
  const int board = m_wall->board(m_wall->selected());
  app::VenueTokens(m_session, app::system_random_bytes())
      .reissue(clocks.event(), clocks.round(), board, reason);
  // The phone that had the old link is let go: it cannot press this board any more.
  if (m_server) m_server->drop(web::BoardRef{clocks.event(), clocks.round(), board});
  m_notifier.tell(wxString::Format(_("Board %d has a new link; the old one opens nothing any more."), board),
                  Severity::info);
  if (!m_base_url.empty()) board_qr(m_base_url);
}

void ClocksPanel::board_qr_clicked() {
  if (m_wall == nullptr) return;
  if (m_server) {
    // The venue network is on: its own address.
    board_qr(m_base_url);
    return;
  }
  wxTextEntryDialog ask(this,
                        _("The venue server's address as the phones reach it, e.g. http://192.168.1.10:8080"),
                        _("Board QR code"), u8(m_base_url));
  if (ask.ShowModal() != wxID_OK) return;
  board_qr(ask.GetValue().utf8_string());
}

BoardQrWindow* ClocksPanel::board_qr(const std::string& base_url) {
  if (m_wall == nullptr || m_wall->tile_count() == 0) return nullptr;
  const auto& clocks = m_wall->clocks();
  const int board = m_wall->board(m_wall->selected());
  const auto urls = app::VenueTokens(m_session, app::system_random_bytes())
                        .board_urls(clocks.event(), clocks.round(), base_url);
  m_base_url = base_url;
  const auto url = urls.find(board);
  if (url == urls.end()) return nullptr;  // a bye has no clock page
  if (m_qr) m_qr->Destroy();
  m_qr = new BoardQrWindow(this, clocks.round(), board, url->second);
  m_qr->Show();
  return m_qr.get();
}

void ClocksPanel::show_selected() {
  if (m_wall == nullptr || m_wall->tile_count() == 0) return;
  const auto& l = m_wall->label(m_wall->selected());
  m_board->SetLabel(wxString::Format(_("Board %d: %s - %s"), l.board, l.white, l.black));
  if (l.board != m_form_board) reset_appeal_form();
  const auto flag = m_flags.find(l.board);
  if (flag != m_flags.end()) {
    show_flag(l.board,
              wxString::Format(_("Board %d: flag fell; proposed result %s. %s"), l.board,
                               result_text(flag->second.result, m_scale), u8(flag->second.explanation)));
  } else if (m_flag_board != l.board) {
    show_flag(0, wxString());  // another board's flag is not this one's
  }
}

void ClocksPanel::show_flag(int board, const wxString& text) {
  m_flag_board = board;
  m_flag_answer->SetLabel(text);
  m_flag_answer->Wrap(280);
  Layout();
}

wxString ClocksPanel::flag_answer() const {
  return m_flag_answer->GetLabel();
}

void ClocksPanel::reset_appeal_form() {
  // The form speaks of the board selected: another board (or round) starts from a blank form,
  // or from its own open appeal, never from the last board's reason, decision and time.
  m_form_board = 0;
  m_by->SetSelection(0);
  m_reason->Clear();
  m_decision->Clear();
  m_upheld->SetValue(false);
  m_adjust_side->SetSelection(0);
  m_adjust->SetValue(0);
  if (m_wall == nullptr || m_wall->tile_count() == 0) return;
  m_form_board = m_wall->board(m_wall->selected());
  for (const auto& a : appeals()) {
    if (a.board != m_form_board || a.decision) continue;
    m_by->SetSelection(a.by == clock::Side::black ? 1 : 0);
    m_reason->ChangeValue(u8(a.reason));
  }
}

void ClocksPanel::refresh_appeals() {
  if (m_wall == nullptr) return;
  std::set<int> open;
  for (const auto& a : m_appeals->list()) {
    if (!a.decision) open.insert(a.board);
  }
  m_wall->set_appeals(std::move(open));
}

std::vector<app::AppealView> ClocksPanel::appeals() {
  return m_appeals ? m_appeals->list() : std::vector<app::AppealView>{};
}

void ClocksPanel::start_all() {
  if (m_wall == nullptr) return;
  m_notifier.tell(wxString::Format(_("%d clocks started."), m_wall->clocks().start_all()), Severity::info);
  m_wall->Refresh(false);
}

void ClocksPanel::pause_all() {
  if (m_wall == nullptr) return;
  m_notifier.tell(wxString::Format(_("%d clocks paused."), m_wall->clocks().pause_all("announcement")),
                  Severity::info);
  m_wall->Refresh(false);
}

void ClocksPanel::resume_all() {
  if (m_wall == nullptr) return;
  // After a restart the stopped clocks are restored first, with the judge's one confirmation.
  if (!m_wall->clocks().recovery().empty() && !restore_all()) return;
  m_notifier.tell(wxString::Format(_("%d clocks resumed."), m_wall->clocks().resume_all()), Severity::info);
  m_wall->Refresh(false);
}

bool ClocksPanel::restore_all() {
  if (m_wall == nullptr) return false;
  const auto waiting = m_wall->clocks().recovery();
  if (waiting.empty()) {
    m_notifier.tell(_("No clock waits to be restored."), Severity::info);
    return true;
  }
  int checkpoints = 0;
  for (const auto& item : waiting) checkpoints += item.question.checkpoint_at ? 1 : 0;
  int restored = 0;
  ConfirmForm form(
      this, _("Restore all clocks"),
      wxString::Format(
          _("%d clocks were stopped when the console closed. Each gets back the times of its last "
            "recorded event (%d of them the times of a checkpoint taken a few seconds later, "
            "while they ran); they stay paused until Resume all or Resume board."),
          static_cast<int>(waiting.size()), checkpoints),
      _("Restore all"), _("Restore every stopped clock as described"),
      [&] { restored = m_wall->clocks().recover_all(clock::RecoveryChoice{}, "console restarted"); });
  if (!run_form(form, m_form)) return false;
  m_notifier.tell(wxString::Format(_("%d clocks restored; Resume all starts them again."), restored),
                  Severity::info);
  m_wall->Refresh(false);
  return true;
}

void ClocksPanel::restore_all_clicked() {
  restore_all();
}

int ClocksPanel::running() const {
  return m_wall != nullptr ? m_wall->clocks().running() : 0;
}

void ClocksPanel::pause_for_exit() {
  stop_venue();
  if (m_wall != nullptr) m_wall->clocks().pause_all(std::string(app::ClockService::closing_reason));
}

void ClocksPanel::pause_selected() {
  if (m_wall == nullptr) return;
  const auto answer =
      m_wall->clocks().pause(m_wall->board(m_wall->selected()), std::nullopt, "paused by the arbiter");
  if (!answer.accepted) m_notifier.tell(u8(answer.message), Severity::warning);
  m_wall->Refresh(false);
}

void ClocksPanel::resume_selected() {
  if (m_wall == nullptr) return;
  const int board = m_wall->board(m_wall->selected());
  if (m_wall->clocks().awaiting_recovery(board) && !restore_all()) return;
  const auto answer = m_wall->clocks().resume(board);
  if (!answer.accepted) m_notifier.tell(u8(answer.message), Severity::warning);
  m_wall->Refresh(false);
}

bool ClocksPanel::confirm_flag() {
  if (m_wall == nullptr) return false;
  const int board = m_wall->board(m_wall->selected());
  const auto it = m_flags.find(board);
  if (it == m_flags.end()) {
    m_notifier.tell(_("No flag has fallen on the selected board."), Severity::warning);
    return false;
  }
  m_wall->clocks().confirm_flag(board, it->second.result);
  m_notifier.tell(
      wxString::Format(_("Board %d: %s entered."), board, result_text(it->second.result, m_scale)),
      Severity::info);
  // The confirmation keeps what the databases said beside the result the judge entered.
  const auto& endgame = it->second.endgame;
  show_flag(board,
            wxString::Format(_("Board %d: %s entered. %s"), board, result_text(it->second.result, m_scale),
                             endgame ? u8(endgame->text) : wxString()));
  m_flags.erase(it);
  m_wall->Refresh(false);
  return true;
}

FullScreenClock* ClocksPanel::full_screen() {
  if (m_wall == nullptr || m_wall->tile_count() == 0) return nullptr;
  auto* frame = new FullScreenClock(wxGetTopLevelParent(this), m_wall->clocks(),
                                    m_wall->label(m_wall->selected()), m_notifier);
  if (m_full) m_full->Destroy();
  m_full = frame;
  frame->Show();
  return frame;
}

bool ClocksPanel::open_appeal(clock::Side by, const std::string& reason) {
  if (m_wall == nullptr) return false;
  const int board = m_wall->board(m_wall->selected());
  const bool ok = guarded(m_notifier, [&] {
    app::AppealRequest request;
    request.board = board;
    request.by = by;
    request.reason = reason;
    m_appeals->open(request);
    m_notifier.tell(wxString::Format(_("Appeal at board %d: the clock is paused."), board), Severity::info);
  });
  refresh_appeals();
  return ok;
}

bool ClocksPanel::decide_appeal(const app::AppealDecision& decision) {
  if (m_wall == nullptr) return false;
  const int board = m_wall->board(m_wall->selected());
  const bool ok = guarded(m_notifier, [&] {
    std::optional<std::int64_t> id;
    for (const auto& a : m_appeals->list()) {
      if (a.board == board && !a.decision) id = a.id;
    }
    if (!id) throw std::runtime_error(_("No appeal is open at the selected board.").utf8_string());
    m_appeals->decide(*id, decision);
    m_notifier.tell(wxString::Format(_("Appeal at board %d decided."), board), Severity::info);
  });
  refresh_appeals();
  if (ok) reset_appeal_form();
  return ok;
}

app::OfferAnswer ClocksPanel::offer_draw(clock::Side by) {
  if (m_wall == nullptr) return {};
  const auto answer = m_claims->offer_draw(m_wall->board(m_wall->selected()), by);
  m_pending_draw = answer.id;
  m_draw_answer->SetLabel(wxString::Format(_("Offer %s (%s): %s"),
                                           answer.allowed ? _("allowed") : _("refused"), u8(answer.clause),
                                           u8(answer.message)));
  m_draw_answer->Wrap(280);
  Layout();
  return answer;
}

std::optional<app::ClaimAnswer> ClocksPanel::claim_draw(clock::Side by, app::ClaimKind kind) {
  if (m_wall == nullptr) return std::nullopt;
  std::optional<app::ClaimAnswer> answer;
  const bool ok = guarded(
      m_notifier, [&] { answer = m_claims->claim_draw(m_wall->board(m_wall->selected()), by, kind); });
  if (!ok) {
    m_draw_answer->SetLabel(_("Claim not taken: see the message at the foot of the window."));
    return std::nullopt;
  }
  m_pending_draw = answer->id;
  m_draw_answer->SetLabel(wxString::Format(_("Claim (%s), proposed: %s. %s"), u8(answer->clause),
                                           u8(app::proposal_text(answer->proposal)), u8(answer->message)));
  m_draw_answer->Wrap(280);
  Layout();
  return answer;
}

bool ClocksPanel::decide_draw(bool accepted) {
  if (m_wall == nullptr || !m_pending_draw) {
    m_notifier.tell(_("No draw offer or claim is waiting for an answer."), Severity::warning);
    return false;
  }
  m_claims->decide(*m_pending_draw, accepted);
  m_pending_draw.reset();
  m_draw_answer->SetLabel(accepted ? _("Drawn.") : _("Play goes on."));
  m_wall->Refresh(false);
  return true;
}

wxString ClocksPanel::draw_answer() const {
  return m_draw_answer->GetLabel();
}

ClocksPanel::AppealFormView ClocksPanel::appeal_form() const {
  return {m_by->GetSelection() == 1 ? clock::Side::black : clock::Side::white,
          m_reason->GetValue().utf8_string(), read_decision()};
}

void ClocksPanel::fill_decision(const std::string& explanation, bool upheld, std::optional<clock::Side> side,
                                int seconds) {
  m_decision->SetValue(u8(explanation));
  m_upheld->SetValue(upheld);
  m_adjust_side->SetSelection(!side ? 0 : *side == clock::Side::white ? 1 : 2);
  m_adjust->SetValue(seconds);
}

app::AppealDecision ClocksPanel::read_decision() const {
  app::AppealDecision decision;
  decision.upheld = m_upheld->GetValue();
  decision.explanation = m_decision->GetValue().utf8_string();
  if (m_adjust_side->GetSelection() > 0) {
    decision.adjust_side = m_adjust_side->GetSelection() == 1 ? clock::Side::white : clock::Side::black;
    decision.adjust = std::chrono::seconds(m_adjust->GetValue());
  }
  decision.resume = true;
  return decision;
}

void ClocksPanel::handle_key(int key) {
  guarded(m_notifier, [&] {
    switch (key) {
      case WXK_F5:
        start_all();
        break;
      case WXK_F6:
        pause_all();
        break;
      case WXK_F7:
        resume_all();
        break;
      case 'P':
        pause_selected();
        break;
      case 'R':
        resume_selected();
        break;
      case 'A':
        m_reason->SetFocus();
        break;
      case WXK_F11:
        // The same as the menu's F11: the whole screen, not a window.
        if (auto* frame = full_screen()) frame->ShowFullScreen(true);
        break;
      default:
        break;
    }
  });
}

}  // namespace shashki::console
