#include "clocks_panel_ui.hpp"

#include "apply_form_ui.hpp"
#include "board_qr_ui.hpp"
#include "console_app.hpp"
#include "display_text_ui.hpp"
#include "floor_arbiters_ui.hpp"
#include "full_screen_clock_ui.hpp"
#include "physical_key_ui.hpp"
#include "shashki/app/i18n.hpp"
#include "shashki/app/random_bytes.hpp"
#include "shashki/app/venue_tokens.hpp"

#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/frame.h>
#include <wx/intl.h>
#include <wx/notebook.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/statbox.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>
#include <wx/textdlg.h>
#include <wx/wrapsizer.h>

namespace shashki::console {

namespace {

// A tile's words for game `game` of board `board`: its White first, as that game has the colours.
TileLabel tile_label(const tournament::Tournament& event, const tournament::Round* round, int board,
                     int game) {
  TileLabel label{board, {}, {}};
  const auto* b = round != nullptr ? round->board(board) : nullptr;
  if (b == nullptr || !b->black) return label;
  label.match = team_board_caption(event, round->number, board);
  const auto white = b->white_of_game(game);
  const auto black = white == b->white ? *b->black : b->white;
  if (const auto* w = event.player(white)) label.white = u8(w->name);
  if (const auto* k = event.player(black)) label.black = u8(k->name);
  return label;
}

}  // namespace

ClocksPanel::ClocksPanel(wxWindow* parent, app::Session& session, const clock::TimeSource& source,
                         Notifier& notifier)
    : wxPanel(parent), m_session(session), m_source(source), m_notifier(notifier) {
  // At 1366x768 the page has about 560 pixels of height under its buttons: the wall takes the
  // width, and the side column shows the selected board's flag, its draw offer or claim, and
  // its appeal, one form at a time, each with its answer under its own buttons.
  auto* sizer = new wxBoxSizer(wxVERTICAL);
  sizer->Add(build_title_row(), 0, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, 6);
  sizer->Add(build_buttons(), 0, wxEXPAND | wxALL, 6);
  auto* body = new wxBoxSizer(wxHORIZONTAL);
  m_wall_sizer = new wxBoxSizer(wxVERTICAL);
  body->Add(m_wall_sizer, 1, wxEXPAND);
  body->Add(build_side(), 0, wxEXPAND | wxLEFT, 6);
  sizer->Add(body, 1, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, 6);
  SetSizer(sizer);
  Bind(wxEVT_CHAR_HOOK, &ClocksPanel::on_key, this);
}

wxSizer* ClocksPanel::build_title_row() {
  auto* row = new wxBoxSizer(wxHORIZONTAL);
  m_round_title =
      new wxStaticText(this, wxID_ANY, _("No round on the wall: open one from the Round page (F9)."),
                       wxDefaultPosition, wxDefaultSize, wxST_ELLIPSIZE_END);
  m_round_title->SetFont(m_round_title->GetFont().Bold());
  row->Add(m_round_title, 2, wxALIGN_CENTER_VERTICAL | wxRIGHT, 12);
  // The venue network (docs/venue.md): every board's clock on the phone at the board.
  m_venue = new wxCheckBox(this, wxID_ANY, _("&Venue network"));
  m_venue->SetToolTip(_("Serve every board's clock to the phones at the boards over the venue's network"));
  m_venue->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent&) {
    guarded(m_notifier, [&] { set_venue(m_venue->GetValue()); });
    m_venue->SetValue(m_server != nullptr);
  });
  row->Add(m_venue, 0, wxALIGN_CENTER_VERTICAL);
  auto* relink = new wxButton(this, wxID_ANY, _("New board link"));
  relink->SetToolTip(
      _("Give the selected board a new clock page link when its phone is lost or swapped; the old "
        "link opens nothing any more"));
  relink->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { guarded(m_notifier, [&] { reissue_clicked(); }); });
  row->Add(relink, 0, wxALIGN_CENTER_VERTICAL | wxLEFT, 12);
  auto* floor = new wxButton(this, wxID_ANY, _("Floor arbiters"));
  floor->SetToolTip(_("Issue, list and revoke the deputy arbiters' tokens for their tablets"));
  floor->Bind(wxEVT_BUTTON,
              [this](wxCommandEvent&) { guarded(m_notifier, [&] { (void)floor_arbiters(); }); });
  row->Add(floor, 0, wxALIGN_CENTER_VERTICAL | wxLEFT, 6);
  m_venue_status =
      new wxStaticText(this, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, wxST_ELLIPSIZE_MIDDLE);
  row->Add(m_venue_status, 1, wxALIGN_CENTER_VERTICAL | wxLEFT, 12);
  m_venue_timer.Bind(wxEVT_TIMER, [this](wxTimerEvent&) { show_venue_status(); });
  return row;
}

wxSizer* ClocksPanel::build_buttons() {
  // Russian labels are long: the buttons wrap to a second line rather than run off the page.
  auto* bar = new wxWrapSizer(wxHORIZONTAL);
  auto button = [&](const wxString& label, const wxString& tip, void (ClocksPanel::*action)()) {
    auto* b = new wxButton(this, wxID_ANY, label);
    b->SetToolTip(tip);
    b->Bind(wxEVT_BUTTON,
            [this, action](wxCommandEvent&) { guarded(m_notifier, [&] { (this->*action)(); }); });
    bar->Add(b, 0, wxRIGHT | wxBOTTOM, 6);
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
  button(_("Start or resume board"), _("Start the selected board's clock, or resume it (R)"),
         &ClocksPanel::resume_selected);
  button(_("Full screen"), _("The selected board's clock on the whole screen (F11)"),
         &ClocksPanel::full_screen_clicked);
  button(_("Board QR code"),
         _("The selected board's clock page address as a QR code, for the phone at the board"),
         &ClocksPanel::board_qr_clicked);
  return bar;
}

wxSizer* ClocksPanel::build_side() {
  auto* side = new wxBoxSizer(wxVERTICAL);
  // The board's title keeps the column's width: two long names (a team event adds the teams to
  // them) are cut with "…" rather than widening the column over the wall's tiles.
  m_board = new wxStaticText(this, wxID_ANY, _("Board: none selected"), wxDefaultPosition,
                             wxSize(FromDIP(420), -1), wxST_ELLIPSIZE_END | wxST_NO_AUTORESIZE);
  m_board->SetFont(m_board->GetFont().Bold());
  side->Add(m_board, 0, wxEXPAND | wxBOTTOM, 4);
  // A fallen flag's proposal stands first, with the databases' verdict; the judge decides (6.1.10.5).
  m_flag_box = new wxStaticBoxSizer(wxVERTICAL, this, _("Flag (6.1.10.5)"));
  auto* fbox = m_flag_box->GetStaticBox();
  m_flag_answer = new wxStaticText(fbox, wxID_ANY, "");
  m_flag_box->Add(m_flag_answer, 0, wxEXPAND | wxBOTTOM, 4);
  m_confirm_flag = new wxButton(fbox, wxID_ANY, _("Confirm flag"));
  m_confirm_flag->SetToolTip(_("Enter the result the selected board's fallen flag gives"));
  m_confirm_flag->Bind(wxEVT_BUTTON,
                       [this](wxCommandEvent&) { guarded(m_notifier, [&] { confirm_flag(); }); });
  m_flag_box->Add(m_confirm_flag, 0, wxEXPAND);
  side->Add(m_flag_box, 0, wxEXPAND | wxBOTTOM, 6);
  side->Show(m_flag_box, false);
  m_forms = new wxNotebook(this, wxID_ANY, wxDefaultPosition, wxSize(side_width, -1));
  m_forms->AddPage(build_draw_form(m_forms), _("Draw (6.1.8)"));
  m_forms->AddPage(build_appeal_form(m_forms), _("Appeal (6.1.10.3)"));
  side->Add(m_forms, 1, wxEXPAND);
  return side;
}

wxWindow* ClocksPanel::build_draw_form(wxWindow* parent) {
  auto* page = new wxPanel(parent);
  auto* form = new wxBoxSizer(wxVERTICAL);
  form->Add(new wxStaticText(page, wxID_ANY, _("Offered or claimed by")), 0, wxTOP, 4);
  m_draw_by = new wxChoice(page, wxID_ANY);
  m_draw_by->Append(_("White"));
  m_draw_by->Append(_("Black"));
  m_draw_by->SetSelection(0);
  form->Add(m_draw_by, 0, wxEXPAND | wxBOTTOM, 4);
  form->Add(new wxStaticText(page, wxID_ANY, _("Ground of a claim")));
  m_claim_kind = new wxChoice(page, wxID_ANY);
  for (const auto& label :
       {_("count ran out (6.1.8.3-6.1.8.8)"), _("threefold repetition"), _("clearly drawn (6.1.8.7)"),
        _("no increment (6.1.10.4)"), _("short of time (6.1.10.5)")}) {
    m_claim_kind->Append(label);
  }
  m_claim_kind->SetSelection(0);
  form->Add(m_claim_kind, 0, wxEXPAND | wxBOTTOM, 4);
  // Two buttons a row: four in one row are squashed below their labels in Russian.
  auto* buttons = new wxGridSizer(2, 4, 4);
  auto draw_button = [&](const wxString& label, const wxString& tip, auto action) {
    auto* b = new wxButton(page, wxID_ANY, label);
    b->SetToolTip(tip);
    b->Bind(wxEVT_BUTTON, [this, action](wxCommandEvent&) { guarded(m_notifier, [&] { action(); }); });
    buttons->Add(b, 0, wxEXPAND);
  };
  auto who = [this] { return m_draw_by->GetSelection() == 1 ? clock::Side::black : clock::Side::white; };
  draw_button(_("Offer draw"), _("The player chosen above offers a draw"),
              [this, who] { offer_draw(who()); });
  draw_button(_("Claim draw"), _("The player chosen above claims a draw on the chosen ground"), [this, who] {
    static constexpr tournament::DrawClaimKind kinds[] = {
        tournament::DrawClaimKind::count, tournament::DrawClaimKind::repetition,
        tournament::DrawClaimKind::clearly_drawn, tournament::DrawClaimKind::no_increment,
        tournament::DrawClaimKind::short_of_time};
    claim_draw(who(), kinds[std::max(0, m_claim_kind->GetSelection())]);
  });
  draw_button(_("Accept"), _("The offer is accepted, or the judge grants the claim: the game is drawn"),
              [this] { decide_draw(true); });
  draw_button(_("Refuse"), _("The offer is declined, or the judge refuses the claim"),
              [this] { decide_draw(false); });
  form->Add(buttons, 0, wxEXPAND | wxBOTTOM, 6);
  // The answer right under the buttons that asked for it.
  m_draw_answer = new wxStaticText(page, wxID_ANY, "");
  form->Add(m_draw_answer, 1, wxEXPAND);
  auto* outer = new wxBoxSizer(wxVERTICAL);
  outer->Add(form, 1, wxEXPAND | wxALL, 6);
  page->SetSizer(outer);
  return page;
}

wxWindow* ClocksPanel::build_appeal_form(wxWindow* parent) {
  auto* page = new wxPanel(parent);
  auto* form = new wxBoxSizer(wxVERTICAL);
  auto* by_row = new wxBoxSizer(wxHORIZONTAL);
  by_row->Add(new wxStaticText(page, wxID_ANY, _("Appealed by")), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 6);
  m_by = new wxChoice(page, wxID_ANY);
  m_by->Append(_("White"));
  m_by->Append(_("Black"));
  m_by->SetSelection(0);
  by_row->Add(m_by, 1);
  form->Add(by_row, 0, wxEXPAND | wxTOP | wxBOTTOM, 4);
  form->Add(new wxStaticText(page, wxID_ANY, _("Reason")));
  m_reason = new wxTextCtrl(page, wxID_ANY, "", wxDefaultPosition, wxSize(-1, 44), wxTE_MULTILINE);
  form->Add(m_reason, 0, wxEXPAND | wxBOTTOM, 4);
  auto* open = new wxButton(page, wxID_ANY, _("Open appeal (pauses the clock)"));
  open->SetToolTip(_("Pauses the selected board's clock; the A key brings you to the reason"));
  open->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
    open_appeal(m_by->GetSelection() == 1 ? clock::Side::black : clock::Side::white,
                m_reason->GetValue().utf8_string());
  });
  form->Add(open, 0, wxEXPAND | wxBOTTOM, 8);
  form->Add(new wxStaticText(page, wxID_ANY, _("Decision and clause")));
  m_decision = new wxTextCtrl(page, wxID_ANY, "", wxDefaultPosition, wxSize(-1, 44), wxTE_MULTILINE);
  form->Add(m_decision, 0, wxEXPAND | wxBOTTOM, 4);
  m_upheld = new wxCheckBox(page, wxID_ANY, _("The appeal is upheld"));
  form->Add(m_upheld, 0, wxBOTTOM, 4);
  // The unit in view, not only in the tooltip: a judge typing 2 for two minutes gives 2 seconds.
  form->Add(new wxStaticText(page, wxID_ANY, _("Time change, in seconds (5.4.14.2)")));
  auto* adjust = new wxBoxSizer(wxHORIZONTAL);
  m_adjust_side = new wxChoice(page, wxID_ANY);
  m_adjust_side->Append(_("no time change"));
  m_adjust_side->Append(_("White"));
  m_adjust_side->Append(_("Black"));
  m_adjust_side->SetSelection(0);
  m_adjust_side->SetToolTip(_("Whose time changes (5.4.14.2)"));
  adjust->Add(m_adjust_side, 1, wxRIGHT, 4);
  m_adjust =
      new wxSpinCtrl(page, wxID_ANY, "0", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, -3600, 3600, 0);
  m_adjust->SetToolTip(_("Seconds added (negative: taken away); 0 changes nothing"));
  adjust->Add(m_adjust);
  form->Add(adjust, 0, wxEXPAND | wxBOTTOM, 4);
  auto* decide = new wxButton(page, wxID_ANY, _("Decide and resume"));
  decide->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { decide_appeal(read_decision()); });
  form->Add(decide, 0, wxEXPAND);
  auto* outer = new wxBoxSizer(wxVERTICAL);
  outer->Add(form, 1, wxEXPAND | wxALL, 6);
  page->SetSizer(outer);
  return page;
}

void ClocksPanel::on_key(wxKeyEvent& e) {
  // The wall's letters act only alone (a Ctrl+A in a field is the field's), by the physical key
  // in any layout, and never while the judge types in a field of the page.
  const int letter = latin_letter(e);
  if (shortcut_modifiers(e) != 0 || is_text_field(FindFocus()) || letter == 0 || m_wall == nullptr) {
    e.Skip();
    return;
  }
  switch (letter) {
    case 'P':
      guarded(m_notifier, [&] { pause_selected(); });
      return;
    case 'R':
      guarded(m_notifier, [&] { resume_selected(); });
      return;
    case 'A':
      m_forms->SetSelection(appeal_page);
      m_reason->SetFocus();
      return;
    default:
      e.Skip();
  }
}

void ClocksPanel::open_round(const tournament::Tournament& event, int round) {
  // The venue server drives the wall's clocks: it stops before they go.
  stop_venue();
  auto clocks = std::make_unique<app::ClockService>(m_session, m_source, event.event.id, round);
  const auto* r = event.round(round);
  std::vector<TileLabel> labels;
  // The tiles follow the service's boards, so a tile and its clock can never disagree.
  for (const auto& b : clocks->boards())
    labels.push_back(tile_label(event, r, b.board, clocks->game(b.board).game));
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
    for (const auto& f : flags) m_flags[f.board] = f;
    tell_flags();
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

bool ClocksPanel::shows(tournament::EventId event, int round) const {
  return m_wall != nullptr && m_wall->clocks().event() == event && m_wall->clocks().round() == round;
}

int ClocksPanel::in_play() const {
  if (m_wall == nullptr) return 0;
  int count = 0;
  for (const auto& b : m_wall->clocks().boards()) {
    const auto phase = b.face.phase;
    if (b.awaiting_recovery || phase == clock::ClockPhase::running || phase == clock::ClockPhase::paused ||
        phase == clock::ClockPhase::flagged) {
      ++count;
    }
  }
  return count;
}

void ClocksPanel::follow(const tournament::Tournament& event) {
  if (m_wall == nullptr || event.event.id != m_wall->clocks().event()) return;
  const auto* r = event.round(m_wall->clocks().round());
  std::vector<TileLabel> labels;
  for (std::size_t tile = 0; tile < m_wall->tile_count(); ++tile) {
    const int board = m_wall->board(tile);
    labels.push_back(tile_label(event, r, board, m_wall->clocks().game(board).game));
  }
  m_wall->set_labels(std::move(labels));
  if (m_full) m_full->set_label(m_wall->label(m_full->board()));
  show_selected();
}

int ClocksPanel::form_shown() const {
  return m_forms->GetSelection();
}

bool ClocksPanel::flag_shown() const {
  return m_flag_box->GetStaticBox()->IsShown();
}

void ClocksPanel::tell_flags() {
  // Every flag still waiting is named: a second flag must not hide the first.
  if (m_flags.empty()) return;
  wxString text;
  for (const auto& [board, f] : m_flags) {
    if (!text.empty()) text += "  ";
    text += wxString::Format(_("Board %d: flag fell; proposed result %s."), board,
                             result_text(f.result, m_scale));
  }
  if (m_flags.size() == 1) text += " " + u8(m_flags.begin()->second.explanation);
  m_notifier.tell(text, Severity::warning);
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
  auto tokens = std::make_shared<app::VenueTokens>(m_session, app::system_random_bytes(), venue_key);
  tokens->issue_round(event, clocks.round());
  m_backend = std::make_unique<web::AppBoardBackend>(
      m_session, clocks,
      [tokens, event](std::string_view token) -> std::optional<web::BoardRef> {
        const auto found = tokens->resolve(event, token);
        if (!found) return std::nullopt;
        return web::BoardRef{event, found->round, found->board};
      },
      current_language());
  // The wall records flags and checkpoints itself.
  m_backend->keeps_clocks = false;
  // docs/venue.md, "Floor arbiters": a deputy's tablet opens with an arbiter token.
  m_backend->resolve_arbiter = [tokens, event](std::string_view token) -> std::optional<web::ArbiterRef> {
    const auto found = tokens->resolve_arbiter(event, token);
    if (!found) return std::nullopt;
    return web::ArbiterRef{event, found->id, found->name};
  };
  m_backend->on_floor = [this](int board, const std::string& deputy) {
    m_wall->answered(board);
    m_notifier.tell(wxString::Format(_("Board %d: %s acted from the floor."), board, u8(deputy)),
                    Severity::info);
    if (m_on_result) m_on_result();
  };
  m_backend->on_call = [this](int board) {
    m_wall->set_calling(board);
    m_notifier.tell(wxString::Format(_("Board %d calls the arbiter."), board), Severity::warning);
  };
  // docs/venue.md, "Results from the board": an agreed result waits on the Round page, where its
  // result key confirms it.
  m_backend->on_proposal = [this](int board, tournament::ProposalStep step, bool rejected) {
    if (step == tournament::ProposalStep::awaits_arbiter) {
      m_notifier.tell(wxString::Format(_("Board %d: the players agreed on a result; confirm it on the Round "
                                         "page with its result key."),
                                       board),
                      Severity::warning);
    } else if (step == tournament::ProposalStep::enters) {
      m_notifier.tell(wxString::Format(_("Board %d: the players' agreed result was entered."), board),
                      Severity::info);
    } else if (rejected) {
      m_notifier.tell(wxString::Format(_("Board %d: the proposed result was rejected; play goes on."), board),
                      Severity::info);
    }
    if (m_on_result) m_on_result();
  };
  m_backend->on_presence = [this](int board, bool connected) {
    m_wall->set_device(board, connected);
    show_venue_status();
  };
  m_backend->on_outage = [this](int board, std::chrono::milliseconds offline) {
    m_wall->set_offline(board, offline);
    m_notifier.tell(wxString::Format(_("Board %d was offline %d s; its presses were replayed."), board,
                                     static_cast<int>(offline.count() / 1000)),
                    Severity::info);
  };
  m_forward = std::make_unique<web::OwnerThreadBackend>(*m_backend, [this] {
    CallAfter([this] {
      if (m_forward) m_forward->pump();
    });
  });
  web::VenueOptions options;
  options.port = port;
  try {
    // The public live pages (/live/) read the database through a session of their own.
    m_live = std::make_unique<web::AppLiveSource>(m_session.database_path(), event, current_language());
    m_server =
        std::make_unique<web::VenueServer>(*m_forward, m_source, options, web::VenueLog{}, m_live.get());
    m_server->start();
  } catch (...) {
    m_server.reset();
    m_live.reset();
    m_forward.reset();
    m_backend.reset();
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
  m_live.reset();
  m_forward.reset();
  m_backend.reset();
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
  app::VenueTokens(m_session, app::system_random_bytes(), venue_key)
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

std::map<int, std::string> ClocksPanel::board_urls(tournament::EventId event, int round,
                                                   const std::string& base_url) {
  try {
    return app::VenueTokens(m_session, app::system_random_bytes(), venue_key)
        .board_urls(event, round, base_url);
  } catch (const app::TokensNotReprintable& refused) {
    // The venue key changed: the old links still work but cannot be printed; the way out is the
    // reissue, offered here, after which the links are printed again.
    if (!reissue_lost(refused)) throw;
    return app::VenueTokens(m_session, app::system_random_bytes(), venue_key)
        .board_urls(event, round, base_url);
  }
}

bool ClocksPanel::reissue_lost(const app::TokensNotReprintable& refused) {
  const auto why = wxString::FromUTF8(app::translate(refused.message()));
  const auto reason = ask_reissue ? ask_reissue(why) : ask_reissue_reason(why);
  if (!reason) return false;
  app::VenueTokens tokens(m_session, app::system_random_bytes(), venue_key);
  for (const int board : refused.boards()) {
    tokens.reissue(refused.event(), refused.round(), board, *reason);
    if (m_server) m_server->drop(web::BoardRef{refused.event(), refused.round(), board});
  }
  m_notifier.tell(_("The boards have new links; their old ones open nothing any more."), Severity::info);
  return true;
}

std::optional<std::string> ClocksPanel::ask_reissue_reason(const wxString& why) {
  wxTextEntryDialog ask(
      this,
      why + "\n\n" +
          _("Give these boards new links now? Their phones must then scan the new QR codes. "
            "Why (kept in the audit log):"),
      _("The links cannot be printed again"), _("the venue key changed"));
  if (ask.ShowModal() != wxID_OK) return std::nullopt;
  return ask.GetValue().utf8_string();
}

std::map<int, std::string> ClocksPanel::board_links(tournament::EventId event, int round) {
  if (m_server == nullptr || m_base_url.empty()) return {};
  return board_urls(event, round, m_base_url);
}

FloorArbitersWindow* ClocksPanel::floor_arbiters() {
  if (m_wall == nullptr) {
    m_notifier.tell(_("Open a round on the wall first: the floor arbiters act on its boards."),
                    Severity::warning);
    return nullptr;
  }
  if (!m_floor) {
    const auto base = m_server ? m_base_url : web::default_base_url(8080);
    m_floor = new FloorArbitersWindow(this, m_session, m_notifier, m_wall->clocks().event(), venue_key, base);
  }
  m_floor->Show();
  m_floor->Raise();
  return m_floor.get();
}

bool ClocksPanel::floor_arbiters_shown() const {
  return m_floor && m_floor->IsShown();
}

BoardQrWindow* ClocksPanel::board_qr(const std::string& base_url) {
  if (m_wall == nullptr || m_wall->tile_count() == 0) return nullptr;
  const auto& clocks = m_wall->clocks();
  const int board = m_wall->board(m_wall->selected());
  const auto urls = board_urls(clocks.event(), clocks.round(), base_url);
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

int ClocksPanel::column_width() const {
  // The side column takes what the wall leaves; the text wraps to it, never narrower than planned.
  return std::max(side_width, m_forms->GetClientSize().x);
}

void ClocksPanel::show_flag(int board, const wxString& text) {
  m_flag_board = board;
  m_flag_answer->SetLabel(text);
  m_flag_answer->Wrap(column_width() - 20);
  // The section is there while it has something to say; the button only for a flag to confirm.
  GetSizer()->Show(m_flag_box, !text.empty(), true);
  m_confirm_flag->Show(m_flags.contains(board));
  Layout();
  Refresh();  // the column moved: what was drawn where the forms were goes
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
  // After a restart the stopped clocks are restored first, with the judge's one confirmation,
  // which says that they run again at once.
  if (!m_wall->clocks().recovery().empty()) {
    restore_waiting(true);
    return;
  }
  m_notifier.tell(wxString::Format(_("%d clocks resumed."), m_wall->clocks().resume_all()), Severity::info);
  m_wall->Refresh(false);
}

bool ClocksPanel::restore_all() {
  if (m_wall == nullptr) return false;
  if (m_wall->clocks().recovery().empty()) {
    m_notifier.tell(_("No clock waits to be restored."), Severity::info);
    return true;
  }
  return restore_waiting(false);
}

bool ClocksPanel::restore_waiting(bool then_resume) {
  const auto waiting = m_wall->clocks().recovery();
  int checkpoints = 0;
  for (const auto& item : waiting) checkpoints += item.question.checkpoint_at ? 1 : 0;
  const wxString restored_how = wxString::Format(
      _("%d clocks were stopped when the console closed. Each gets back the times of its last recorded "
        "event (%d of them the times of a checkpoint taken a few seconds later, while they ran)."),
      static_cast<int>(waiting.size()), checkpoints);
  // The question says what OK does next: Resume all goes on to start them, Restore all does not.
  const wxString then = then_resume
                            ? _("Then the clocks that ran, or that Pause all stopped, run again at once.")
                            : _("They stay paused until Resume all (F7) or Start or resume board (R).");
  int restored = 0;
  int resumed = 0;
  ConfirmForm form(this, then_resume ? _("Restore and resume all clocks") : _("Restore all clocks"),
                   restored_how + "\n\n" + then, then_resume ? _("Restore and resume all") : _("Restore all"),
                   _("Restore every stopped clock as described"), [&] {
                     restored = m_wall->clocks().recover_all(clock::RecoveryChoice{}, "console restarted");
                     if (then_resume) resumed = m_wall->clocks().resume_all();
                   });
  if (!run_form(form, m_form)) return false;
  if (then_resume) {
    m_notifier.tell(wxString::Format(_("%d clocks restored and %d resumed."), restored, resumed),
                    Severity::info);
  } else {
    m_notifier.tell(wxString::Format(_("%d clocks restored; Resume all starts them again."), restored),
                    Severity::info);
  }
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
  if (m_wall == nullptr || m_wall->tile_count() == 0) return;
  const int board = m_wall->board(m_wall->selected());
  if (m_wall->clocks().awaiting_recovery(board) && !restore_all()) return;
  // A clock not yet started starts: the next game of a micro-match, a late arrival.
  const bool start = m_wall->clocks().clock(board).phase() == clock::ClockPhase::not_started;
  const auto answer = start ? m_wall->clocks().start(board) : m_wall->clocks().resume(board);
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
  const auto proposal = it->second;
  m_wall->clocks().confirm_flag(board, proposal.result);
  m_flags.erase(it);
  // The other flags still waiting stay named; this one is done.
  wxString text = wxString::Format(_("Board %d: %s entered."), board, result_text(proposal.result, m_scale));
  for (const auto& [other, f] : m_flags) {
    text += "  " + wxString::Format(_("Board %d: flag fell; proposed result %s."), other,
                                    result_text(f.result, m_scale));
  }
  m_notifier.tell(text, m_flags.empty() ? Severity::info : Severity::warning);
  // The confirmation keeps what the databases said beside the result the judge entered.
  show_flag(board,
            wxString::Format(_("Board %d: %s entered. %s"), board, result_text(proposal.result, m_scale),
                             proposal.endgame ? u8(proposal.endgame->text) : wxString()));
  m_wall->Refresh(false);
  if (m_on_result) m_on_result();
  return true;
}

void ClocksPanel::full_screen_clicked() {
  if (auto* frame = full_screen()) frame->ShowFullScreen(true);
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
  m_draw_answer->Wrap(column_width() - 30);
  Layout();
  return answer;
}

std::optional<app::ClaimAnswer> ClocksPanel::claim_draw(clock::Side by, tournament::DrawClaimKind kind) {
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
  m_draw_answer->Wrap(column_width() - 30);
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
  if (accepted && m_on_result) m_on_result();
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

}  // namespace shashki::console
