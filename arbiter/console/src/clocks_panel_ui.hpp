#pragma once

#include "clock_wall_ui.hpp"
#include "notifier_ui.hpp"
#include "shashki/app/appeal_service.hpp"
#include "shashki/app/claim_service.hpp"
#include "shashki/app/venue_tokens.hpp"
#include "shashki/tournament/tournament.hpp"
#include "shashki/web/app_board_backend.hpp"
#include "shashki/web/owner_thread_backend.hpp"
#include "shashki/web/venue_server.hpp"

#include <wx/panel.h>
#include <wx/timer.h>
#include <wx/weakref.h>

#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

class wxBoxSizer;
class wxButton;
class wxCheckBox;
class wxChoice;
class wxNotebook;
class wxSizer;
class wxSpinCtrl;
class wxStaticBoxSizer;
class wxStaticText;
class wxTextCtrl;

namespace shashki::console {

class ApplyForm;
class BoardQrWindow;
class FloorArbitersWindow;
class FullScreenClock;

/// The clocks page: the wall of a round with start / pause / resume for all or one board, the
/// full-screen clock, flag results to confirm, the recovery after a restart, and the appeal
/// form beside the wall (no modal dialog during play). Everything goes through the app's clock
/// and appeal services, which record each event before it shows.
class ClocksPanel : public wxPanel {
 public:
  ClocksPanel(wxWindow* parent, app::Session& session, const clock::TimeSource& source, Notifier& notifier);
  ~ClocksPanel() override;

  /// Switches the venue network on for the round on the wall (docs/venue.md): its boards' tokens
  /// are issued, and the server listens on `port` (0: any free one) of every address; or off.
  /// Returns whether it is on. Error(input) when the port cannot be listened on.
  bool set_venue(bool on, unsigned short port = 8080);
  /// The venue server while the network is on.
  [[nodiscard]] web::VenueServer* venue() const { return m_server.get(); }
  /// Gives the selected board a new clock page link for `reason` (a phone lost or swapped): the
  /// old one opens nothing any more and its phone is let go; the new QR code shows.
  void reissue_selected(const std::string& reason);
  /// What the status line says of the venue network: "http://192.168.1.10:8080: 3 of 20 boards connected".
  [[nodiscard]] wxString venue_status() const;

  /// Puts the clocks of round `round` of `event` on the wall (the round must be published).
  /// Clocks that were running when the console stopped come back paused; the notifier says so.
  void open_round(const tournament::Tournament& event, int round);
  /// Whether the wall shows round `round` of `event`.
  [[nodiscard]] bool shows(tournament::EventId event, int round) const;
  /// How many of the wall's clocks are in play: started and not ended (running, paused, or
  /// flagged, or waiting for the recovery choice).
  [[nodiscard]] int in_play() const;
  /// The event changed (a result, a correction): the tiles name each board's players as its
  /// game in play has them (a micro-match's game 2 swaps the colours).
  void follow(const tournament::Tournament& event);
  /// Called after a result entered from this page (a confirmed flag, an accepted draw).
  void on_result(std::function<void()> listener) { m_on_result = std::move(listener); }
  /// The wall, when a round is open.
  [[nodiscard]] ClockWall* wall() { return m_wall; }

  void start_all();
  void pause_all();
  /// Resumes what Pause all stopped; after a restart it first restores the waiting clocks,
  /// with one confirmation that says they run again at once.
  void resume_all();
  void pause_selected();
  /// Starts the selected board's clock when it has not started (a micro-match's next game),
  /// else resumes it.
  void resume_selected();
  /// Restores every clock waiting after a restart with the times of its last event or the
  /// checkpoint after it, once the judge confirms it for all of them; false when cancelled.
  /// They stay paused.
  bool restore_all();
  /// The form asking for a confirmation, while it is open (tests answer it).
  [[nodiscard]] ApplyForm* open_form() const { return m_form; }
  /// How many clocks run now.
  [[nodiscard]] int running() const;
  /// Pauses every running clock because the console closes, journaled before it goes.
  void pause_for_exit();
  /// Confirms the proposed result of the selected board's fallen flag.
  bool confirm_flag();
  /// What the flag section shows of the selected board: a fallen flag's proposal with what the
  /// endgame databases say (6.1.10.5), or the result just confirmed; empty when none.
  [[nodiscard]] wxString flag_answer() const;
  /// Opens the full-screen clock of the selected board.
  FullScreenClock* full_screen();
  /// Shows the selected board's clock page address under `base_url` as a QR code, issuing the
  /// round's missing tokens (docs/venue-tokens.md); nullptr without a selected board.
  BoardQrWindow* board_qr(const std::string& base_url);
  /// Each board's clock page address for `round` of the event on the wall while the venue network
  /// is on, for the QR codes of the pairing list; empty otherwise.
  [[nodiscard]] std::map<int, std::string> board_links(tournament::EventId event, int round);
  /// The venue key the board links are made with (docs/venue-tokens.md); tests give another.
  std::filesystem::path venue_key = app::default_venue_key_path();
  /// Asked when the links of some boards cannot be printed again (the venue key changed), with
  /// the app's message: the reason for giving them new links, or nothing when the judge declines.
  /// A dialog by default; tests answer it.
  std::function<std::optional<std::string>(const wxString& why)> ask_reissue;
  /// Opens (or raises) the floor arbiters' tokens of the event on the wall (docs/venue.md, "Floor
  /// arbiters"); nullptr without a round on the wall.
  FloorArbitersWindow* floor_arbiters();
  /// Whether the floor arbiters' window shows.
  [[nodiscard]] bool floor_arbiters_shown() const;
  /// The QR code window while it shows.
  [[nodiscard]] BoardQrWindow* board_qr_shown() const { return m_qr.get(); }
  /// The full-screen clock while it shows.
  [[nodiscard]] FullScreenClock* full_screen_shown() const { return m_full.get(); }
  /// Opens an appeal at the selected board (6.1.10.3): its clock stops.
  bool open_appeal(clock::Side by, const std::string& reason);
  /// Decides the selected board's open appeal.
  bool decide_appeal(const app::AppealDecision& decision);
  /// A draw offer at the selected board, checked against 6.1.8.1 / 6.1.10.2 by the app.
  app::OfferAnswer offer_draw(clock::Side by);
  /// A draw claim at the selected board; none when the app refuses it (the message says why).
  std::optional<app::ClaimAnswer> claim_draw(clock::Side by, tournament::DrawClaimKind kind);
  /// The opponent's answer to the allowed offer, or the judge's decision on the claim, last made.
  bool decide_draw(bool accepted);
  /// What the draw section shows about the last offer or claim.
  [[nodiscard]] wxString draw_answer() const;
  /// What the appeal form holds now: who appealed, the reason, and the decision it would make.
  struct AppealFormView {
    clock::Side by = clock::Side::white;
    std::string reason;
    app::AppealDecision decision;
  };
  [[nodiscard]] AppealFormView appeal_form() const;
  /// Fills in the decision part of the appeal form as the judge does (seconds; side none: no change).
  void fill_decision(const std::string& explanation, bool upheld, std::optional<clock::Side> side,
                     int seconds);
  /// The appeals of the round, oldest first.
  [[nodiscard]] std::vector<app::AppealView> appeals();
  /// The side column's forms, in order.
  enum FormPage : int { draw_page, appeal_page };
  /// The form the side column shows.
  [[nodiscard]] int form_shown() const;
  /// The appeal's reason field and its seconds field (tests type in them as the judge does).
  [[nodiscard]] wxTextCtrl& reason_field() { return *m_reason; }
  [[nodiscard]] wxSpinCtrl& seconds_field() { return *m_adjust; }
  /// Whether the flag section shows.
  [[nodiscard]] bool flag_shown() const;

 private:
  /// The round's clock page addresses under `base_url`; when some cannot be printed again, the
  /// reissue is offered first (reissue_lost) and the refusal rethrown if the judge declines.
  std::map<int, std::string> board_urls(tournament::EventId event, int round, const std::string& base_url);
  /// Gives the boards `refused` names new links once the judge agrees; false when declined.
  bool reissue_lost(const app::TokensNotReprintable& refused);
  /// The dialog of ask_reissue.
  std::optional<std::string> ask_reissue_reason(const wxString& why);
  wxSizer* build_title_row();
  wxSizer* build_buttons();
  wxSizer* build_side();
  wxWindow* build_draw_form(wxWindow* parent);
  wxWindow* build_appeal_form(wxWindow* parent);
  // The wall's letter keys (P pause, R start or resume, A appeal), alone and outside fields.
  void on_key(wxKeyEvent& event);
  // Restores the waiting clocks after the judge confirms `question`.
  bool restore_waiting(bool then_resume);
  void restore_all_clicked();
  void full_screen_clicked();
  // The notifier's word on the flags waiting for the judge: every one of them, not the last.
  void tell_flags();
  void board_qr_clicked();
  app::AppealDecision read_decision() const;
  void show_selected();
  int column_width() const;
  void show_flag(int board, const wxString& text);
  void reset_appeal_form();
  void refresh_appeals();
  void stop_venue();
  void reissue_clicked();
  void show_venue_status();

  app::Session& m_session;
  const clock::TimeSource& m_source;
  Notifier& m_notifier;
  ClockWall* m_wall = nullptr;
  ApplyForm* m_form = nullptr;        // the restore-all confirmation while it is open
  wxWeakRef<FullScreenClock> m_full;  // uses the wall's service: closed before the wall goes
  wxWeakRef<BoardQrWindow> m_qr;
  wxWeakRef<FloorArbitersWindow> m_floor;
  std::unique_ptr<web::AppBoardBackend> m_backend;     // the venue network's backend over the wall's clocks
  std::unique_ptr<web::OwnerThreadBackend> m_forward;  // its calls, run on this thread
  std::unique_ptr<web::AppLiveSource> m_live;          // the public live pages' own reading of the database
  std::unique_ptr<web::VenueServer> m_server;          // while the venue network is on
  wxCheckBox* m_venue = nullptr;
  wxStaticText* m_venue_status = nullptr;
  wxTimer m_venue_timer;
  std::string m_base_url;  // the venue server's address the judge last gave
  std::unique_ptr<app::AppealService> m_appeals;
  std::unique_ptr<app::ClaimService> m_claims;
  std::optional<std::int64_t> m_pending_draw;  // the allowed offer or the claim waiting for an answer
  std::map<int, app::FlagProposal> m_flags;    // fallen flags waiting for the judge, by board
  wxStaticText* m_round_title = nullptr;
  wxStaticText* m_board = nullptr;
  wxChoice* m_by = nullptr;
  wxTextCtrl* m_reason = nullptr;
  wxTextCtrl* m_decision = nullptr;
  wxCheckBox* m_upheld = nullptr;
  wxChoice* m_adjust_side = nullptr;
  wxSpinCtrl* m_adjust = nullptr;
  wxChoice* m_claim_kind = nullptr;
  wxChoice* m_draw_by = nullptr;
  wxStaticText* m_draw_answer = nullptr;
  wxStaticBoxSizer* m_flag_box = nullptr;
  wxStaticText* m_flag_answer = nullptr;
  wxButton* m_confirm_flag = nullptr;
  wxNotebook* m_forms = nullptr;
  std::function<void()> m_on_result;
  static constexpr int side_width = 300;  // the side column: the wall keeps three tiles a row at 1366
  wxBoxSizer* m_wall_sizer = nullptr;
  tournament::ScoringScale m_scale = tournament::ScoringScale::two_one_zero;  // how results read
  int m_form_board = 0;  // the board the appeal form was filled in for (0: none)
  int m_flag_board = 0;  // the board the flag section speaks of (0: none)
};

}  // namespace shashki::console
