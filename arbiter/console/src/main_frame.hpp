#pragma once

#include "notifier_ui.hpp"
#include "regulations_ui.hpp"
#include "seed_source.hpp"
#include "shashki/app/event_reports.hpp"
#include "shashki/app/session.hpp"
#include "shashki/clock/boot_time_source.hpp"
#include "shashki/tournament/ids.hpp"

#include <wx/frame.h>
#include <wx/weakref.h>

#include <functional>
#include <memory>
#include <vector>

class wxCloseEvent;
class wxKeyEvent;
class wxNotebook;

namespace shashki::console {

class ApplyForm;
class ClocksPanel;
class EventsPanel;
class MessageBar;
class PlayersPanel;
class ReportPanel;
class RoundPanel;
class RulingsPanel;
class TeamsPanel;

/// Menu and command identifiers of the main window; tests look items up by them.
enum MenuId : int {
  id_open_database = wxID_HIGHEST + 1,
  id_preferences,
  id_events,
  id_edit_event,
  id_add_player,
  id_edit_player,
  id_import_players,
  id_withdraw_player,
  id_readmit_player,
  id_draw_lots,
  id_find_player,
  id_pair_next,
  id_publish,
  id_lock,
  id_edit_pairing,
  id_explain_pairing,
  id_undo_result,
  id_clock_wall,
  id_start_all,
  id_pause_all,
  id_resume_all,
  id_full_screen,
  id_rulings_board,
  id_board_game,
  id_standings,
  id_crosstable,
  id_print,
  id_export_pdf,
  id_export_html,
  id_export_csv,
  id_restore_all,
  id_reopen_round,
  id_request_bye,
  id_print_pairings,
  id_print_start_list,
  id_new_event,
  id_teams_page,
  id_print_board_prizes,
  id_print_prize_list,
  id_document_protocol,
  id_document_round_protocol,
  id_document_judges_report,
  id_document_certificates,
  id_document_place_cards,
  id_document_badges,
  id_regulations,
};

/// The pages of the notebook, in order.
enum class Page : int { events, players, round, standings, crosstable, clocks, rulings, teams };

/// The main window: the menus of the tournament day over one open event database, and one page
/// per desk (events, players, round, standings, crosstable, clocks, rulings).
class MainFrame : public wxFrame, public Notifier {
 public:
  /// `source` drives the clocks (tests hand in a manual one); none: the boot-time clock.
  /// `seeds` gives the seeds of draws by lot (tests hand in a fixed one); none: the system's.
  explicit MainFrame(std::unique_ptr<app::Session> session, const clock::TimeSource* source = nullptr,
                     SeedSource seeds = {});

  /// The pages go first: the clock wall's service uses the session until its last moment.
  ~MainFrame() override;

  [[nodiscard]] app::Session& session() { return *m_session; }

  /// Opens an event on every page.
  void open_event(tournament::EventId event);
  /// Shows one page.
  void show_page(Page page);
  /// The page shown.
  [[nodiscard]] Page page() const;
  /// What Print and Export mean on the page shown: the Round page's pairing list, the Players
  /// page's start list, else the standings or crosstable shown or last shown.
  [[nodiscard]] app::ReportRequest page_report() const;
  /// Puts the clocks of the round shown on the Round page on the wall and shows it.
  void open_clock_wall();
  /// Puts round `round` of the open event on the wall and starts every clock; false (the
  /// message says why, nothing started) when the event has no such published round.
  bool start_round_clocks(int round);
  /// Shows the recorded game of the board under the Round page's cursor on the rulings board.
  void load_board_game();

  void tell(const wxString& text, Severity severity) override;
  /// Closes the window at once, as a logout or shutdown does (SIGTERM): running clocks are
  /// paused and the pause journaled without asking; an open modal form is cancelled first.
  void terminate();
  /// The quit question while it is open (tests answer it).
  [[nodiscard]] ApplyForm* open_form() const { return m_form; }

  /// The last message shown to the judge.
  [[nodiscard]] const wxString& last_message() const { return m_last_message; }
  /// The message in view at the foot of the window; empty when it was hidden or belonged to
  /// another page.
  [[nodiscard]] wxString message_shown() const;
  /// The message line itself.
  [[nodiscard]] MessageBar& message_bar() { return *m_message; }
  /// The status bar text of field `field`.
  [[nodiscard]] wxString status(int field) const;

  [[nodiscard]] EventsPanel& events() { return *m_events; }
  [[nodiscard]] PlayersPanel& players() { return *m_players; }
  [[nodiscard]] RoundPanel& round() { return *m_round; }
  [[nodiscard]] ReportPanel& standings() { return *m_standings; }
  [[nodiscard]] ReportPanel& crosstable() { return *m_crosstable; }
  [[nodiscard]] ClocksPanel& clocks() { return *m_clocks; }
  [[nodiscard]] RulingsPanel& rulings() { return *m_rulings; }
  [[nodiscard]] TeamsPanel& teams() { return *m_teams; }
  [[nodiscard]] wxNotebook& notebook() { return *m_notebook; }
  /// Opens (or raises) the window of the event's officials, sections, prizes and bans; nullptr
  /// (the message says why) without an open event.
  RegulationsWindow* regulations();
  /// Whether that window is open.
  [[nodiscard]] bool regulations_shown() const { return m_regulations && m_regulations->IsShown(); }

 private:
  // The menu bar, its shortcuts (m_shortcuts) and what each item does.
  void build_menus();
  // What each menu item does, by menu; every action is guarded (notifier_ui.hpp).
  void bind_menu_actions();
  void bind_event_actions();
  void bind_round_actions();
  void bind_clock_actions();
  void bind_report_actions();
  // Binds menu item `id` to `action`, run through guarded().
  void on_menu(int id, std::function<void()> action);
  void build_pages();
  // Every key of the window passes here first: a menu shortcut acts from every page and in every
  // keyboard layout, with exactly its own modifiers; a text field keeps its typing and editing
  // keys; Alt with a page's mnemonic works by the physical key too.
  void on_key(wxKeyEvent& event);
  // Whether the focused window is a text or spin field and `event` one of the keys it keeps.
  [[nodiscard]] bool text_field_takes(const wxKeyEvent& event) const;
  // Runs the menu item whose shortcut `event` is, when it is enabled; false when no shortcut is.
  bool run_shortcut(const wxKeyEvent& event);
  // The menu item whose shortcut `event` is, 0 when none is.
  [[nodiscard]] int shortcut_item(const wxKeyEvent& event) const;
  /// Prints the report `request` asks for of the open event in the judge's language.
  void print_request(const app::ReportRequest& request);
  /// `request` with each board's clock page address when it is a pairing list and the venue
  /// network is on, for the QR codes.
  [[nodiscard]] app::ReportRequest with_board_links(app::ReportRequest request) const;
  // Activates the control of the page shown whose label's mnemonic is the key of `event`
  // (Alt held): a button is pressed, a check box toggled, a label's field focused.
  bool activate_mnemonic(const wxKeyEvent& event);
  // Sizes the window to the display's work area and maximizes it.
  void fit_display();
  // The notebook shows another page: a message told on the page left behind goes.
  void page_shown();
  void round_changed();
  // Puts the current round on the wall and shows it when its clocks are in play (a restart in
  // the middle of a round); false, showing nothing, otherwise.
  bool resume_round_in_play();
  // Players or the event's settings changed: the pages that show them read them again.
  void event_data_changed();
  // Whether lots may be drawn changed: the Event menu's item follows the Players page's button.
  void lots_changed();
  void on_open_database(wxCommandEvent& event);
  void on_preferences(wxCommandEvent& event);
  void on_about(wxCommandEvent& event);
  // Quitting with clocks running asks first (pause them all and quit, or cancel); a close that
  // cannot be refused pauses them without asking. Either way the pause is journaled first.
  void on_close(wxCloseEvent& event);
  // Asks to pause the running clocks before the window goes (none running: true at once);
  // false when the judge cancels.
  bool pause_clocks_to_leave();

  // A menu item's shortcut: its modifiers (wxMOD_*) and its key.
  struct Shortcut {
    int modifiers = 0;
    int key = 0;
    int item = 0;
  };

  std::unique_ptr<app::Session> m_session;
  std::vector<Shortcut> m_shortcuts;
  clock::BootTimeSource m_boot_time;
  const clock::TimeSource& m_time;
  SeedSource m_seeds;
  tournament::EventId m_event;
  wxString m_last_message;
  MessageBar* m_message = nullptr;
  int m_message_page = -1;       // the page the message in view was told on
  bool m_message_fresh = false;  // told by the event handler still running
  ApplyForm* m_form = nullptr;   // the quit question while it is open
  wxNotebook* m_notebook = nullptr;
  EventsPanel* m_events = nullptr;
  PlayersPanel* m_players = nullptr;
  RoundPanel* m_round = nullptr;
  ReportPanel* m_standings = nullptr;
  ReportPanel* m_crosstable = nullptr;
  ClocksPanel* m_clocks = nullptr;
  RulingsPanel* m_rulings = nullptr;
  TeamsPanel* m_teams = nullptr;
  wxWeakRef<RegulationsWindow> m_regulations;
};

}  // namespace shashki::console
