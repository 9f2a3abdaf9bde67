#include "main_frame.hpp"

#include "apply_form_ui.hpp"
#include "clocks_panel_ui.hpp"
#include "console_app.hpp"
#include "display_text_ui.hpp"
#include "events_panel_ui.hpp"
#include "full_screen_clock_ui.hpp"
#include "message_bar_ui.hpp"
#include "physical_key_ui.hpp"
#include "players_panel_ui.hpp"
#include "report_panel_ui.hpp"
#include "round_panel_ui.hpp"
#include "rulings_panel_ui.hpp"
#include "shashki/app/errors.hpp"
#include "shashki/app/event_limits.hpp"
#include "shashki/app/event_service.hpp"
#include "shashki/app/load_tournament.hpp"
#include "shashki/version.hpp"
#include "teams_panel_ui.hpp"

#include <wx/aboutdlg.h>
#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/choicdlg.h>
#include <wx/config.h>
#include <wx/dialog.h>
#include <wx/display.h>
#include <wx/filedlg.h>
#include <wx/menu.h>
#include <wx/msgdlg.h>
#include <wx/msgout.h>
#include <wx/notebook.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/statusbr.h>

#include <algorithm>

namespace shashki::console {

MainFrame::MainFrame(std::unique_ptr<app::Session> session, const clock::TimeSource* source, SeedSource seeds)
    : wxFrame(nullptr, wxID_ANY, _("Shashki Arbiter")),
      m_session(std::move(session)),
      m_time(source != nullptr ? *source : m_boot_time),
      m_seeds(seeds ? std::move(seeds) : SeedSource(system_seed)) {
  build_menus();
  CreateStatusBar(3);
  const int widths[] = {-2, -2, -3};
  GetStatusBar()->SetStatusWidths(3, widths);
  SetStatusText(wxString::Format(_("Database: %s"), wxString::FromUTF8(m_session->database_path().string())),
                0);
  SetStatusText(_("Everything is saved as it happens."), 2);
  build_pages();
  fit_display();
  Bind(wxEVT_CLOSE_WINDOW, &MainFrame::on_close, this);
  Bind(wxEVT_CHAR_HOOK, &MainFrame::on_key, this);
  // The day usually goes on where it stopped: open the newest event of the database.
  guarded(*this, [&] {
    const auto list = app::EventService(*m_session).list();
    if (!list.empty()) open_event(list.back().id);
  });
}

MainFrame::~MainFrame() {
  DestroyChildren();
}

void MainFrame::build_pages() {
  auto* sizer = new wxBoxSizer(wxVERTICAL);
  m_notebook = new wxNotebook(this, wxID_ANY);
  m_notebook->Bind(wxEVT_NOTEBOOK_PAGE_CHANGED, [this](wxBookCtrlEvent& event) {
    event.Skip();
    page_shown();
  });
  m_events = new EventsPanel(
      m_notebook, *m_session, *this, [this](tournament::EventId id) { open_event(id); },
      [this](tournament::EventId id) {
        if (id == m_event) event_data_changed();
      });
  m_players = new PlayersPanel(
      m_notebook, *m_session, *this, m_seeds, [this] { event_data_changed(); }, [this] { lots_changed(); });
  // A result entered on the round page ends the clock on the wall at once.
  m_round = new RoundPanel(
      m_notebook, *m_session, *this, [this] { round_changed(); },
      [this]() -> app::RoundClocks* {
        auto* wall = m_clocks != nullptr ? m_clocks->wall() : nullptr;
        return wall != nullptr ? &wall->clocks().round_clocks() : nullptr;
      });
  m_standings = new ReportPanel(m_notebook, *m_session, *this, app::ReportKind::standings);
  m_crosstable = new ReportPanel(m_notebook, *m_session, *this, app::ReportKind::crosstable);
  m_clocks = new ClocksPanel(m_notebook, *m_session, m_time, *this);
  m_clocks->on_result([this] { event_data_changed(); });
  m_rulings = new RulingsPanel(m_notebook, *m_session, *this);
  m_teams = new TeamsPanel(m_notebook, *m_session, *this, [this]() -> app::RoundClocks* {
    auto* wall = m_clocks != nullptr ? m_clocks->wall() : nullptr;
    return wall != nullptr ? &wall->clocks().round_clocks() : nullptr;
  });
  // A team round put on the clocks, or a board's result: the Round page shows its boards, ready
  // for F9, and the standings follow.
  m_teams->on_round_changed([this](int round) {
    m_round->show_round(round);
    round_changed();
  });
  m_notebook->AddPage(m_events, _("Events"));
  m_notebook->AddPage(m_players, _("Players"));
  m_notebook->AddPage(m_round, _("Round"));
  m_notebook->AddPage(m_standings, _("Standings"));
  m_notebook->AddPage(m_crosstable, _("Crosstable"));
  m_notebook->AddPage(m_clocks, _("Clocks"));
  m_notebook->AddPage(m_rulings, _("Rulings"));
  m_notebook->AddPage(m_teams, _("Teams"));
  sizer->Add(m_notebook, 1, wxEXPAND);
  // Below the pages, with a height of its own: a message never moves the page in use.
  m_message = new MessageBar(this);
  sizer->Add(m_message, 0, wxEXPAND);
  SetSizer(sizer);
}

void MainFrame::fit_display() {
  // A judge's laptop is often 1366x768: the window takes the display's work area (panels and
  // task bar left out) so that the status bar stays in view, and is maximized where a window
  // manager can do that.
  const int index = wxDisplay::GetFromWindow(this);
  const wxRect area = wxDisplay(index == wxNOT_FOUND ? 0U : static_cast<unsigned>(index)).GetClientArea();
  SetSize(area);
  Maximize();
}

namespace {

wxMenu* file_menu() {
  auto* file = new wxMenu;
  file->Append(id_open_database, _("&Open database...\tCtrl+O"), _("Open or create another event database"));
  file->Append(id_preferences, _("&Preferences...\tCtrl+,"), _("Language of the console"));
  file->AppendSeparator();
  file->Append(wxID_EXIT, _("&Quit\tCtrl+Q"));
  return file;
}

wxMenu* event_menu() {
  auto* event = new wxMenu;
  event->Append(id_events, _("&Events\tCtrl+E"), _("The events of the database; create one"));
  event->Append(id_new_event, _("&New event..."), _("Creates the event and opens it"));
  event->Append(
      id_edit_event, _("Edit e&vent...\tShift+F2"),
      _("Correct the open event's settings; what pairings rest on is fixed once round 1 is paired"));
  event->AppendSeparator();
  event->Append(id_add_player, _("&Add player...\tCtrl+N"), _("Register a player"));
  event->Append(id_edit_player, _("Edi&t player...\tF2"), _("Correct the selected player's details"));
  event->Append(id_import_players, _("&Import players...\tCtrl+I"), _("Import players from a CSV file"));
  event->Append(id_withdraw_player, _("&Withdraw player\tCtrl+D"), _("Withdraw the selected player"));
  event->Append(id_request_bye, _("Request &bye..."),
                _("A bye or an absence the selected player announces before a round is paired (Swiss)"));
  event->Append(id_readmit_player, _("Re-a&dmit player\tCtrl+Shift+D"),
                _("Bring the selected withdrawn player back from the first round not yet published"));
  event->Append(id_draw_lots, _("Draw &lots...\tCtrl+Shift+L"),
                _("Draw the starting numbers by lot before round 1 of a round robin or knockout"));
  event->Append(id_find_player, _("&Find player\tCtrl+F"), _("Search the players by name"));
  event->Append(id_regulations, _("Re&gulations: officials, sections, prizes, bans..."),
                _("The judges' panel, the sections ranked apart, the prize list and the pairing bans"));
  event->AppendSeparator();
  event->Append(id_teams_page, _("Tea&ms\tCtrl+Shift+T"),
                _("A team event's teams, rosters, matches, line-ups and board results"));
  return event;
}

wxMenu* round_menu() {
  auto* round = new wxMenu;
  round->Append(id_pair_next, _("&Pair next round\tCtrl+P"));
  round->Append(id_publish, _("P&ublish round\tCtrl+Shift+P"));
  round->Append(id_lock, _("&Lock round...\tCtrl+L"), _("Make the round final; asks first"));
  round->Append(id_reopen_round, _("Re&open locked round..."),
                _("The chief arbiter reopens the locked round shown to correct a result; asks the reason"));
  round->Append(id_edit_pairing, _("&Edit pairing...\tCtrl+Shift+E"),
                _("Change the draft round with a reason, after reading the checker's findings"));
  round->Append(id_explain_pairing, _("W&hy these pairs?\tCtrl+Shift+H"),
                _("How the Swiss engine paired the draft, bracket by bracket"));
  round->Append(id_undo_result, _("&Undo last result\tCtrl+Z"));
  return round;
}

wxMenu* clocks_menu() {
  auto* clocks = new wxMenu;
  clocks->Append(id_clock_wall, _("Clock &wall of this round\tF9"));
  clocks->Append(id_start_all, _("&Start all\tF5"));
  clocks->Append(id_pause_all, _("&Pause all\tF6"));
  clocks->Append(id_resume_all, _("&Resume all\tF7"));
  clocks->Append(id_restore_all, _("Res&tore all after a restart"),
                 _("Restore every clock stopped when the console closed, with one confirmation"));
  clocks->Append(id_full_screen, _("&Full-screen clock\tF11"));
  return clocks;
}

wxMenu* rulings_menu() {
  auto* rulings = new wxMenu;
  rulings->Append(id_rulings_board, _("Rulings &board\tCtrl+B"));
  rulings->Append(id_board_game, _("&Game of the selected board\tCtrl+G"),
                  _("The recorded game of the board under the cursor of the Round page"));
  return rulings;
}

wxMenu* reports_menu() {
  auto* reports = new wxMenu;
  reports->Append(id_standings, _("&Standings\tCtrl+1"));
  reports->Append(id_crosstable, _("&Crosstable\tCtrl+2"));
  reports->Append(
      id_print, _("&Print...\tCtrl+Shift+R"),
      _("Print what the page shows: the Round page's pairing list, the Players page's start list, "
        "the standings, the crosstable or the Teams page's board prizes"));
  reports->Append(
      id_print_pairings, _("Print pairing &list..."),
      _("The pairing list of the round on the Round page, with each board's QR code while the venue "
        "network is on"));
  reports->Append(id_print_start_list, _("Print s&tart list..."));
  reports->Append(id_print_board_prizes, _("Print &board prizes..."),
                  _("A team event's best results on each board (the Teams page exports them too)"));
  reports->Append(id_print_prize_list, _("Print pri&ze list..."),
                  _("Each prize of the event's list and who receives it, one prize per player"));
  // The documents the chief judge signs (docs/documents.md), written to PDF for printing: cards
  // and certificates are laid out for paper, not for the page's table.
  auto* documents = new wxMenu;
  documents->Append(id_document_protocol, _("Final &protocol (PDF)..."),
                    _("Places, years of birth, regions, clubs, coaches, ranks and ranks earned, signed"));
  documents->Append(id_document_round_protocol, _("&Round protocol (PDF)..."),
                    _("The boards and results of the round on the Round page, signed"));
  documents->Append(id_document_judges_report, _("Chief &judge's report (PDF)..."),
                    _("Participants by rank, sex, region and age, ranks earned, withdrawals, appeals"));
  documents->Append(id_document_certificates, _("Rank &certificates (PDF)..."),
                    _("One page for each player who met a norm or confirmed a rank"));
  documents->Append(id_document_place_cards, _("Place c&ards (PDF)..."),
                    _("A card for each board of the round on the Round page, two to a sheet"));
  documents->Append(id_document_badges, _("&Badges (PDF)..."),
                    _("Players' and officials' badges, eight to a sheet"));
  reports->AppendSubMenu(documents, _("Official &documents"));
  reports->Append(id_export_pdf, _("Export &PDF..."));
  reports->Append(id_export_html, _("Export &HTML..."));
  reports->Append(id_export_csv, _("Export &CSV..."));
  return reports;
}

}  // namespace

void MainFrame::build_menus() {
  auto* help = new wxMenu;
  help->Append(wxID_ABOUT, _("&About Shashki Arbiter"));

  auto* bar = new wxMenuBar;
  bar->Append(file_menu(), _("&File"));
  bar->Append(event_menu(), _("&Event"));
  bar->Append(round_menu(), _("&Round"));
  bar->Append(clocks_menu(), _("&Clocks"));
  bar->Append(rulings_menu(), _("R&ulings"));
  bar->Append(reports_menu(), _("Re&ports"));
  bar->Append(help, _("&Help"));
  SetMenuBar(bar);
  // The shortcuts as the menus spell them, so that the keys and the menus never disagree.
  for (const auto& shortcut : menu_shortcuts(*bar)) {
    m_shortcuts.push_back({shortcut.modifiers, shortcut.key, shortcut.item});
  }
  bind_menu_actions();
}

void MainFrame::on_menu(int id, std::function<void()> action) {
  // Nothing escapes a wx event handler: an exception thrown there would end the program, so
  // every menu action runs through guarded() and a failure becomes a message for the judge.
  Bind(
      wxEVT_MENU, [this, action = std::move(action)](wxCommandEvent&) { guarded(*this, action); }, id);
}

void MainFrame::bind_menu_actions() {
  Bind(wxEVT_MENU, &MainFrame::on_open_database, this, id_open_database);
  Bind(wxEVT_MENU, &MainFrame::on_preferences, this, id_preferences);
  Bind(
      wxEVT_MENU, [this](wxCommandEvent&) { Close(); }, wxID_EXIT);
  Bind(wxEVT_MENU, &MainFrame::on_about, this, wxID_ABOUT);
  bind_event_actions();
  bind_round_actions();
  bind_clock_actions();
  bind_report_actions();
}

void MainFrame::bind_event_actions() {
  on_menu(id_events, [this] { show_page(Page::events); });
  on_menu(id_new_event, [this] {
    show_page(Page::events);
    m_events->ask_and_create();
  });
  on_menu(id_edit_event, [this] { m_events->ask_and_edit(m_event); });
  // The Players page's actions show the page first: the judge sees whom they act on.
  auto on_players = [this](int id, void (PlayersPanel::*act)()) {
    on_menu(id, [this, act] {
      show_page(Page::players);
      (m_players->*act)();
    });
  };
  on_players(id_add_player, &PlayersPanel::ask_and_add);
  on_players(id_edit_player, &PlayersPanel::edit_selected);
  on_players(id_import_players, &PlayersPanel::ask_and_import);
  on_players(id_withdraw_player, &PlayersPanel::withdraw_selected);
  on_players(id_readmit_player, &PlayersPanel::readmit_selected);
  on_players(id_request_bye, &PlayersPanel::request_bye_selected);
  on_players(id_draw_lots, &PlayersPanel::ask_and_draw_lots);
  on_players(id_find_player, &PlayersPanel::focus_search);
}

void MainFrame::bind_round_actions() {
  // An action that acts on the Round page's draft or round shows the page first.
  auto on_round_page = [this](int id, void (RoundPanel::*act)()) {
    on_menu(id, [this, act] {
      show_page(Page::round);
      (m_round->*act)();
    });
  };
  on_round_page(id_pair_next, &RoundPanel::pair_next);
  on_round_page(id_reopen_round, &RoundPanel::reopen);
  on_round_page(id_edit_pairing, &RoundPanel::edit_pairing);
  on_round_page(id_explain_pairing, &RoundPanel::explain_pairing);
  on_menu(id_publish, [this] { m_round->publish(); });
  on_menu(id_lock, [this] { m_round->lock(); });
  on_menu(id_undo_result, [this] { m_round->undo_last(); });
}

void MainFrame::bind_clock_actions() {
  on_menu(id_clock_wall, [this] { open_clock_wall(); });
  on_menu(id_start_all, [this] { m_clocks->start_all(); });
  on_menu(id_pause_all, [this] { m_clocks->pause_all(); });
  on_menu(id_resume_all, [this] { m_clocks->resume_all(); });
  on_menu(id_restore_all, [this] {
    show_page(Page::clocks);
    m_clocks->restore_all();
  });
  on_menu(id_full_screen, [this] {
    if (auto* frame = m_clocks->full_screen()) frame->ShowFullScreen(true);
  });
  on_menu(id_rulings_board, [this] { show_page(Page::rulings); });
  on_menu(id_teams_page, [this] { show_page(Page::teams); });
  on_menu(id_regulations, [this] { (void)regulations(); });
  on_menu(id_board_game, [this] { load_board_game(); });
}

void MainFrame::bind_report_actions() {
  on_menu(id_standings, [this] { show_page(Page::standings); });
  on_menu(id_crosstable, [this] { show_page(Page::crosstable); });
  on_menu(id_print, [this] { print_request(page_report()); });
  on_menu(id_print_pairings, [this] {
    app::ReportRequest request;
    request.kind = app::ReportKind::pairings;
    request.round = m_round->round_shown();
    print_request(request);
  });
  on_menu(id_print_start_list, [this] {
    app::ReportRequest request;
    request.kind = app::ReportKind::start_list;
    print_request(request);
  });
  on_menu(id_print_board_prizes, [this] {
    app::ReportRequest request;
    request.kind = app::ReportKind::board_prizes;
    print_request(request);
  });
  on_menu(id_print_prize_list, [this] {
    app::ReportRequest request;
    request.kind = app::ReportKind::prizes;
    print_request(request);
  });
  const auto document = [this](app::ReportKind kind) {
    if (m_event.value == 0) {
      tell(_("Open or create an event first."), Severity::warning);
      return;
    }
    guarded(*this, [&] {
      app::ReportRequest request;
      request.kind = kind;
      request.format = app::ReportFormat::pdf;
      if (kind == app::ReportKind::round_protocol || kind == app::ReportKind::place_cards)
        request.round = m_round->round_shown();
      if (kind == app::ReportKind::judges_report)
        request.record = app::arbiter_record(*m_session, app::load_tournament(*m_session, m_event));
      (void)export_report_asking(this, *this, *m_session, m_event, request);
    });
  };
  on_menu(id_document_protocol, [document] { document(app::ReportKind::protocol); });
  on_menu(id_document_round_protocol, [document] { document(app::ReportKind::round_protocol); });
  on_menu(id_document_judges_report, [document] { document(app::ReportKind::judges_report); });
  on_menu(id_document_certificates, [document] { document(app::ReportKind::certificates); });
  on_menu(id_document_place_cards, [document] { document(app::ReportKind::place_cards); });
  on_menu(id_document_badges, [document] { document(app::ReportKind::badges); });
  const auto export_as = [this](app::ReportFormat format) {
    auto request = with_board_links(page_report());
    request.format = format;
    (void)export_report_asking(this, *this, *m_session, m_event, request);
  };
  on_menu(id_export_pdf, [export_as] { export_as(app::ReportFormat::pdf); });
  on_menu(id_export_html, [export_as] { export_as(app::ReportFormat::html); });
  on_menu(id_export_csv, [export_as] { export_as(app::ReportFormat::csv); });
}

app::ReportRequest MainFrame::page_report() const {
  app::ReportRequest request;
  switch (page()) {
    case Page::round:
      request.kind = app::ReportKind::pairings;
      request.round = m_round->round_shown();
      break;
    case Page::players:
      request.kind = app::ReportKind::start_list;
      break;
    case Page::crosstable:
      request.kind = app::ReportKind::crosstable;
      break;
    case Page::teams:
      request.kind = app::ReportKind::board_prizes;
      break;
    default:
      request.kind = app::ReportKind::standings;
      request.section = m_standings->section();
      break;
  }
  return request;
}

app::ReportRequest MainFrame::with_board_links(app::ReportRequest request) const {
  if (request.kind == app::ReportKind::pairings)
    request.board_qr = m_clocks->board_links(m_event, request.round);
  return request;
}

void MainFrame::print_request(const app::ReportRequest& request) {
  if (m_event.value == 0) {
    tell(_("Open or create an event first."), Severity::warning);
    return;
  }
  guarded(*this, [&] {
    auto asked = with_board_links(request);
    asked.language = current_language();
    print_report(this, *this, app::event_report(app::load_tournament(*m_session, m_event), asked));
  });
}

int MainFrame::shortcut_item(const wxKeyEvent& event) const {
  const int modifiers = shortcut_modifiers(event);
  for (const auto& s : m_shortcuts) {
    if (s.modifiers != modifiers) continue;
    // A character (a letter, a digit, a comma) is matched by the physical key in every layout;
    // a named key (F9, Home) by its code.
    const bool character = s.key > WXK_SPACE && s.key < WXK_DELETE;
    if (character ? key_gives(event, static_cast<wxChar>(s.key)) : event.GetKeyCode() == s.key) return s.item;
  }
  return 0;
}

void MainFrame::on_key(wxKeyEvent& event) {
  if (text_field_takes(event)) {
    event.Skip();
    return;
  }
  if (run_shortcut(event)) return;
  if ((shortcut_modifiers(event) & ~wxMOD_SHIFT) == wxMOD_ALT && activate_mnemonic(event)) return;
  event.Skip();
}

bool MainFrame::text_field_takes(const wxKeyEvent& event) const {
  const int letter = latin_letter(event);
  const int key = letter != 0 ? letter : event.GetKeyCode();
  return is_text_field(FindFocus()) && text_field_keeps(shortcut_modifiers(event), key);
}

bool MainFrame::run_shortcut(const wxKeyEvent& event) {
  const int item = shortcut_item(event);
  if (item == 0) return false;
  const auto* entry = GetMenuBar()->FindItem(item);
  if (entry != nullptr && entry->IsEnabled()) {
    wxCommandEvent command(wxEVT_MENU, item);
    command.SetEventObject(this);
    GetEventHandler()->ProcessEvent(command);
  }
  return true;
}

bool MainFrame::activate_mnemonic(const wxKeyEvent& event) {
  auto* page = m_notebook->GetCurrentPage();
  return page != nullptr && console::activate_mnemonic(*page, event);
}

void MainFrame::open_event(tournament::EventId event) {
  // The regulations shown are the event's left behind.
  if (m_regulations && event != m_event) m_regulations->Destroy();
  m_event = event;
  m_players->show_event(event);
  m_round->show_event(event);
  m_standings->show_event(event);
  m_crosstable->show_event(event);
  m_teams->show_event(event);
  round_changed();
  // A round whose clocks were in play when the console stopped opens on the wall, where they
  // wait for the judge. A finished event (every round of it locked) is looked at for its
  // result, not registered for: it opens on the final standings. Any other opens at the
  // registration desk.
  if (resume_round_in_play()) return;
  show_page(tournament::edit_limits(m_round->tournament()).over ? Page::standings : Page::players);
}

bool MainFrame::resume_round_in_play() {
  const auto& t = m_round->tournament();
  const auto* r = t.round(t.current_round());
  if (r == nullptr || r->state != tournament::RoundState::published || m_clocks->shows(m_event, r->number))
    return false;
  bool open = false;
  guarded(*this, [&] {
    m_clocks->open_round(t, r->number);
    open = true;
  });
  if (!open || m_clocks->in_play() == 0) return false;
  m_round->show_round(r->number);
  show_page(Page::clocks);
  return true;
}

RegulationsWindow* MainFrame::regulations() {
  if (m_event.value == 0) {
    tell(_("Open or create an event first."), Severity::warning);
    return nullptr;
  }
  if (!m_regulations) {
    m_regulations = new RegulationsWindow(this, *m_session, *this, m_event);
    m_regulations->changed = [this] { event_data_changed(); };
  }
  m_regulations->Show();
  m_regulations->Raise();
  return m_regulations.get();
}

void MainFrame::show_page(Page page) {
  m_notebook->SetSelection(static_cast<int>(page));
  page_shown();
}

void MainFrame::page_shown() {
  // A message belongs to the page it was told on: the result of board 3 means nothing on the
  // Rulings page. One told by the action that is changing the page (opening the clock wall)
  // goes along with it.
  const int shown = m_notebook->GetSelection();
  if (m_message_page == shown || m_message->text().empty()) return;
  if (m_message_fresh) {
    m_message_page = shown;
  } else {
    m_message->dismiss();
  }
}

wxString MainFrame::message_shown() const {
  return m_message->text();
}

Page MainFrame::page() const {
  return static_cast<Page>(m_notebook->GetSelection());
}

void MainFrame::lots_changed() {
  // Set here, not from wxEVT_UPDATE_UI: wxGTK updates menus only when one opens, and the
  // shortcut of an item greyed out then would stay dead after the state changed.
  if (m_players == nullptr) return;
  if (auto* item = GetMenuBar()->FindItem(id_draw_lots)) {
    item->Enable(m_players->lots_allowed());
    item->SetHelp(m_players->lots_allowed()
                      ? _("Draw the starting numbers by lot before round 1 of a round robin or knockout")
                      : m_players->lots_reason());
  }
}

void MainFrame::event_data_changed() {
  m_round->refresh();
  round_changed();
}

void MainFrame::round_changed() {
  // Standings and crosstable are live: every result re-reads them.
  m_standings->refresh();
  m_crosstable->refresh();
  // Pairing round 1 ends the time for drawing lots.
  m_players->update_actions();
  const auto& snapshot = m_round->tournament();
  // The wall's tiles follow each board's game in play.
  m_clocks->follow(snapshot);
  SetStatusText(u8(snapshot.event.name), 0);
  if (const auto* r = snapshot.round(m_round->round_shown())) {
    int done = 0;
    for (const auto& b : r->boards) done += b.is_complete() ? 1 : 0;
    SetStatusText(
        wxString::Format(_("Round %d of %d: %s, %d of %d boards done"), r->number, snapshot.event.rounds,
                         state_text(r->state), done, static_cast<int>(r->boards.size())),
        1);
  } else {
    SetStatusText(_("No round yet"), 1);
  }
}

void MainFrame::load_board_game() {
  const auto* r = m_round->tournament().round(m_round->round_shown());
  const int row = m_round->cursor_row();
  if (r == nullptr || row < 0 || row >= static_cast<int>(r->boards.size())) {
    tell(_("Select a board on the Round page first."), Severity::warning);
    return;
  }
  const int board = r->boards[static_cast<std::size_t>(row)].number;
  if (m_rulings->load_board_game(tournament::GameKey{m_event, r->number, board, 1})) show_page(Page::rulings);
}

void MainFrame::open_clock_wall() {
  // F9 shows the wall: it never reopens the round the wall holds (that is a start of the
  // program's business: its clocks would wait for a recovery they do not need), and never
  // drops a round whose clocks are in play for another one.
  const int round = m_round->round_shown();
  if (!m_clocks->shows(m_event, round)) {
    if (const int playing = m_clocks->in_play(); playing > 0) {
      tell(wxString::Format(_("The wall keeps round %d: %d of its clocks are in play. It shows another "
                              "round once they have all ended."),
                            m_clocks->wall()->clocks().round(), playing),
           Severity::info);
    } else {
      m_clocks->open_round(m_round->tournament(), round);
    }
  }
  show_page(Page::clocks);
}

bool MainFrame::start_round_clocks(int round) {
  return guarded(*this, [&] {
    if (m_round->tournament().round(round) == nullptr) {
      throw app::Error(app::ExitCode::input,
                       wxString::Format(_("--start-clocks: the event has no round %d"), round).utf8_string());
    }
    m_round->show_round(round);
    open_clock_wall();
    m_clocks->start_all();
  });
}

void MainFrame::tell(const wxString& text, Severity severity) {
  m_last_message = text;
  if (m_message == nullptr) return;
  m_message->show(text, severity);
  m_message_page = m_notebook != nullptr ? m_notebook->GetSelection() : -1;
  // Fresh until the handler that told it returns: a page change it makes takes the message along.
  m_message_fresh = true;
  CallAfter([this] { m_message_fresh = false; });
}

wxString MainFrame::status(int field) const {
  return GetStatusBar()->GetStatusText(field);
}

void MainFrame::on_open_database(wxCommandEvent&) {
  wxFileDialog dialog(this, _("Open event database"), "", "", _("Event databases (*.db)|*.db|All files|*"),
                      wxFD_OPEN);
  if (dialog.ShowModal() != wxID_OK) return;
  // This window goes with its database: its running clocks are paused first, as on quitting.
  if (!pause_clocks_to_leave()) return;
  wxString why;
  auto session = open_console_session(std::filesystem::path(dialog.GetPath().utf8_string()), why);
  if (!session) {
    tell(why, Severity::error);
    return;
  }
  // The pages hold the old session: rebuild the window on the new one.
  auto* frame = new MainFrame(std::move(session));
  frame->Show();
  Destroy();
}

void MainFrame::on_preferences(wxCommandEvent&) {
  const wxString choices[] = {_("Russian"), _("English")};
  wxSingleChoiceDialog dialog(this, _("Language of the console"), _("Preferences"), 2, choices);
  if (dialog.ShowModal() != wxID_OK) return;
  wxConfig config("shashki-console");
  config.Write("lang", dialog.GetSelection() == 0 ? "ru" : "en");
  tell(_("The language changes at the next start of the console."), Severity::info);
}

bool MainFrame::pause_clocks_to_leave() {
  const int running = m_clocks != nullptr ? m_clocks->running() : 0;
  if (running == 0) return true;
  ConfirmForm form(
      this, _("Quit"),
      wxString::Format(_("%d clocks are running. Quitting pauses them all and saves the pause, so "
                         "that no player loses time; after the restart, Restore all and Resume "
                         "all start them again."),
                       running),
      _("Pause all and quit"), _("Pause every running clock, save it, and quit"),
      [this] { m_clocks->pause_for_exit(); });
  return run_form(form, m_form);
}

void MainFrame::on_close(wxCloseEvent& event) {
  const int running = m_clocks != nullptr ? m_clocks->running() : 0;
  if (event.CanVeto()) {
    if (!pause_clocks_to_leave()) {
      event.Veto();
      return;
    }
  } else if (running > 0) {
    // A logout or shutdown does not wait for an answer; a failed write is shown on stderr, as
    // the window is going anyway.
    try {
      m_clocks->pause_for_exit();
    } catch (const std::exception& e) {
      wxMessageOutputStderr().Printf("error: %s\n", describe_exception(e));
    }
  }
  Destroy();
}

void MainFrame::terminate() {
  // A modal form has its own loop: end it first, then close once the loop has returned.
  for (auto* window : wxTopLevelWindows) {
    if (auto* dialog = dynamic_cast<wxDialog*>(window); dialog != nullptr && dialog->IsModal())
      dialog->EndModal(wxID_CANCEL);
  }
  CallAfter([this] { Close(true); });
}

void MainFrame::on_about(wxCommandEvent&) {
  wxAboutDialogInfo info;
  info.SetName(_("Shashki Arbiter"));
  info.SetVersion(wxString::FromUTF8(shashki::version));
  info.SetDescription(_("Tournament arbiter and clock management for Russian draughts."));
  wxAboutBox(info, this);
}

}  // namespace shashki::console
