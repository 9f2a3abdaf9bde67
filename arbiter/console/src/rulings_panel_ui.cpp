#include "rulings_panel_ui.hpp"

#include "shashki/app/errors.hpp"

#include "shashki/app/endgame_build.hpp"
#include "shashki/app/endgame_service.hpp"
#include "shashki/app/game_conditions.hpp"
#include "shashki/app/game_record_service.hpp"
#include "shashki/app/i18n.hpp"
#include "shashki/app/paths.hpp"
#include "shashki/app/rulings.hpp"
#include "shashki/rules/draw_rules.hpp"
#include "shashki/rules/fen.hpp"
#include "shashki/rules/movegen.hpp"
#include "shashki/rules/notation.hpp"
#include "shashki/rules/ruling.hpp"

#include <wx/button.h>
#include <wx/filedlg.h>
#include <wx/gauge.h>
#include <wx/intl.h>
#include <wx/listbox.h>
#include <wx/radiobox.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <atomic>
#include <exception>
#include <mutex>
#include <thread>

namespace shashki::console {

using app::ReviewEvent;

// A build of the endgame databases: the worker thread writes the status, the page's timer reads it.
struct RulingsPanel::BuildJob {
  std::thread worker;
  std::atomic<bool> cancel{false};
  std::atomic<bool> finished{false};
  std::mutex mutex;  // guards the three below
  app::EndgameBuildStatus status;
  app::EndgameBuildOutcome outcome;
  std::exception_ptr error;
};

namespace {

// The bar's range: a thousandth of the build per step.
constexpr int gauge_range = 1000;

wxString classes_text(int n) {
  return u8(
      app::translate(tournament::Message::plural("{n} class", "{n} classes", static_cast<unsigned long>(n))));
}

}  // namespace

RulingsPanel::RulingsPanel(wxWindow* parent, app::Session& session, Notifier& notifier)
    : wxPanel(parent), m_session(session), m_notifier(notifier) {
  auto* sizer = new wxBoxSizer(wxHORIZONTAL);
  sizer->Add(build_board_column(), 1, wxEXPAND);
  auto* right = new wxBoxSizer(wxVERTICAL);
  build_position_rows(*right);
  build_endgame_rows(*right);
  right->Add(
      new wxStaticText(this, wxID_ANY, _("Rule findings up to the shown ply (draw counts, results by rule)")),
      0, wxLEFT | wxTOP, 8);
  m_findings = new wxListBox(this, wxID_ANY, wxDefaultPosition, wxSize(-1, 120));
  right->Add(m_findings, 1, wxEXPAND | wxALL, 8);
  sizer->Add(right, 1, wxEXPAND);
  SetSizer(sizer);
  bind_keys();
  position_changed(m_board->position());
}

wxSizer* RulingsPanel::build_board_column() {
  auto* left = new wxBoxSizer(wxVERTICAL);
  m_board = new BoardCanvas(this, [this](const rules::Position& p) { position_changed(p); });
  left->Add(m_board, 1, wxEXPAND | wxALL, 8);
  auto* steps = new wxBoxSizer(wxHORIZONTAL);
  auto step_button = [&](const wxString& label, const wxString& tip, int delta) {
    auto* b = new wxButton(this, wxID_ANY, label, wxDefaultPosition, wxDefaultSize, wxBU_EXACTFIT);
    b->SetToolTip(tip);
    b->Bind(wxEVT_BUTTON, [this, delta](wxCommandEvent&) { step(delta); });
    steps->Add(b, 0, wxRIGHT, 4);
  };
  step_button("|<", _("Start of the game (Home)"), -10000);
  step_button("<", _("Previous ply (PgUp)"), -1);
  step_button(">", _("Next ply (PgDn)"), 1);
  step_button(">|", _("End of the game (End)"), 10000);
  auto* load = new wxButton(this, wxID_ANY, _("Load PDN..."));
  load->SetToolTip(_("Load a game from a PDN file to step through it"));
  load->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
    wxFileDialog dialog(this, _("Load a game"), "", "", _("PDN files (*.pdn)|*.pdn|All files|*"), wxFD_OPEN);
    if (dialog.ShowModal() == wxID_OK) load_pdn(std::filesystem::path(dialog.GetPath().utf8_string()));
  });
  steps->Add(load, 0, wxLEFT, 8);
  left->Add(steps, 0, wxLEFT | wxBOTTOM, 8);
  m_game = new wxStaticText(this, wxID_ANY, "");
  left->Add(m_game, 0, wxLEFT | wxBOTTOM, 8);
  return left;
}

void RulingsPanel::build_position_rows(wxBoxSizer& right) {
  auto* fen_row = new wxBoxSizer(wxHORIZONTAL);
  m_fen = new wxTextCtrl(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxTE_PROCESS_ENTER);
  m_fen->SetToolTip(_("Paste a FEN and press Enter, e.g. W:Wc3,e3:Bd6"));
  m_fen->Bind(wxEVT_TEXT_ENTER, [this](wxCommandEvent&) { set_fen(m_fen->GetValue()); });
  fen_row->Add(new wxStaticText(this, wxID_ANY, "FEN"), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 6);
  fen_row->Add(m_fen, 1);
  auto* initial = new wxButton(this, wxID_ANY, _("Initial"));
  initial->SetToolTip(_("The initial position (6.1.3.1)"));
  initial->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
    set_record(std::nullopt);
    m_board->set_editable(true);
    m_board->set_position(rules::Position::initial());
    position_changed(m_board->position());
  });
  fen_row->Add(initial, 0, wxLEFT, 6);
  right.Add(fen_row, 0, wxEXPAND | wxALL, 8);
  const wxString sides[] = {_("White to move"), _("Black to move")};
  m_side = new wxRadioBox(this, wxID_ANY, _("Side to move"), wxDefaultPosition, wxDefaultSize, 2, sides, 2);
  m_side->Bind(wxEVT_RADIOBOX, [this](wxCommandEvent&) {
    set_side(m_side->GetSelection() == 0 ? rules::Color::white : rules::Color::black);
  });
  right.Add(m_side, 0, wxEXPAND | wxLEFT | wxRIGHT, 8);
  right.Add(new wxStaticText(this, wxID_ANY, _("Legal moves")), 0, wxLEFT | wxTOP, 8);
  m_moves = new wxListBox(this, wxID_ANY, wxDefaultPosition, wxSize(-1, 150));
  right.Add(m_moves, 1, wxEXPAND | wxLEFT | wxRIGHT, 8);
  auto* adjudicate_row = new wxBoxSizer(wxHORIZONTAL);
  m_move = new wxTextCtrl(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxTE_PROCESS_ENTER);
  m_move->SetToolTip(_("The move as written on the score sheet, e.g. c3-d4 or c3:e5:g3; Enter rules on it"));
  m_move->Bind(wxEVT_TEXT_ENTER, [this](wxCommandEvent&) { adjudicate(m_move->GetValue()); });
  adjudicate_row->Add(m_move, 1);
  auto* rule = new wxButton(this, wxID_ANY, _("Adjudicate"));
  rule->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { adjudicate(m_move->GetValue()); });
  adjudicate_row->Add(rule, 0, wxLEFT, 6);
  auto* record = new wxButton(this, wxID_ANY, _("Record move"));
  record->SetToolTip(_("Add the move to the game of the board shown (load it with Ctrl+G)"));
  record->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { record_move(m_move->GetValue()); });
  adjudicate_row->Add(record, 0, wxLEFT, 6);
  right.Add(adjudicate_row, 0, wxEXPAND | wxALL, 8);
  m_verdict = new wxStaticText(this, wxID_ANY, "");
  m_verdict->SetFont(m_verdict->GetFont().Bold());
  right.Add(m_verdict, 0, wxEXPAND | wxLEFT | wxRIGHT, 8);
  // The result the rules impose stands above the list, in bold: the one line a ruling needs.
  m_summary = new wxStaticText(this, wxID_ANY, "");
  m_summary->SetFont(m_summary->GetFont().Bold());
  right.Add(m_summary, 0, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, 8);
}

void RulingsPanel::build_endgame_rows(wxBoxSizer& right) {
  // What the endgame databases say of the position: the judge rules with it (6.1.8.5, 6.1.8.7,
  // 6.1.10.4, 6.1.10.5).
  m_endgame = new wxStaticText(this, wxID_ANY, "");
  right.Add(m_endgame, 0, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, 8);
  // Databases not built here: the page builds them in the background, the clocks keep running.
  m_build_offer = new wxBoxSizer(wxHORIZONTAL);
  m_build_here = new wxButton(this, wxID_ANY, _("Build for this position"));
  m_build_here->SetToolTip(
      _("Build the classes this position needs and those its captures and promotions lead to (seconds)"));
  m_build_here->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { build_for_position(); });
  m_build_offer->Add(m_build_here, 0, wxRIGHT, 6);
  auto* all = new wxButton(this, wxID_ANY, _("Build all (up to 5 pieces)"));
  all->SetToolTip(_("Every class of up to 5 pieces: 85 files, 146 MB, about 2 minutes on two cores"));
  all->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { build_all(); });
  m_build_offer->Add(all, 0);
  right.Add(m_build_offer, 0, wxLEFT | wxRIGHT | wxTOP, 8);
  m_build_bar = new wxBoxSizer(wxHORIZONTAL);
  m_gauge = new wxGauge(this, wxID_ANY, gauge_range);
  m_build_bar->Add(m_gauge, 1, wxALIGN_CENTER_VERTICAL | wxRIGHT, 6);
  m_stop = new wxButton(this, wxID_ANY, _("Stop"));
  m_stop->SetToolTip(_("Stop the build: the classes finished are kept, the one under way is not written"));
  m_stop->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { stop_build(); });
  m_build_bar->Add(m_stop, 0);
  right.Add(m_build_bar, 0, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, 8);
  m_build_status = new wxStaticText(this, wxID_ANY, "");
  right.Add(m_build_status, 0, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, 8);
  right.Hide(m_build_offer);
  right.Hide(m_build_bar);
  m_build_timer.SetOwner(this);
  Bind(
      wxEVT_TIMER, [this](wxTimerEvent&) { poll_build(); }, m_build_timer.GetId());
}

void RulingsPanel::bind_keys() {
  // PgUp, PgDn, Home and End step through a loaded game from anywhere on the page.
  Bind(wxEVT_CHAR_HOOK, [this](wxKeyEvent& e) {
    if (!step_key(e.GetKeyCode())) e.Skip();
  });
}

bool RulingsPanel::step_key(int key) {
  switch (key) {
    case WXK_PAGEUP:
      step(-1);
      return true;
    case WXK_PAGEDOWN:
      step(1);
      return true;
    case WXK_HOME:
    case WXK_END:
      // In the text fields Home and End move the caret; elsewhere they jump through the game.
      if (FindFocus() == m_fen || FindFocus() == m_move) return false;
      step(key == WXK_HOME ? -10000 : 10000);
      return true;
    default:
      return false;
  }
}

bool RulingsPanel::set_fen(const wxString& fen) {
  const auto parsed = rules::parse_fen(fen.utf8_string());
  if (!parsed) {
    m_notifier.tell(u8(app::explain(parsed.error(), "FEN")), Severity::error);
    return false;
  }
  set_record(std::nullopt);
  m_board->set_editable(true);
  m_board->set_position(parsed.value());
  position_changed(parsed.value());
  return true;
}

void RulingsPanel::set_side(rules::Color side) {
  m_board->set_position(m_board->position().with_side(side));
  position_changed(m_board->position());
}

wxString RulingsPanel::adjudicate(const wxString& move) {
  const auto& position = m_board->position();
  const auto ruling = rules::adjudicate(position, move.utf8_string());
  wxString text;
  if (ruling.legal()) {
    text = wxString::Format(_("Legal: %s"), u8(rules::format_move(position, *ruling.move)));
  } else {
    text = wxString::Format(_("Illegal (%s): %s"), u8(rules::clause_of(ruling.violation)),
                            u8(app::reason(ruling.violation)));
  }
  m_verdict->SetLabel(text);
  m_verdict->Wrap(std::max(200, m_verdict->GetParent()->GetClientSize().x / 2 - 20));
  Layout();
  return text;
}

bool RulingsPanel::load_pdn(const std::filesystem::path& file, std::size_t index) {
  return guarded(m_notifier, [&] {
    const auto games = app::read_pdn_file(file);
    if (index >= games.size()) {
      throw app::Error(app::ExitCode::input,
                       tournament::Message::plural(
                           "{file}: there is no game {game}; the file holds {n} game",
                           "{file}: there is no game {game}; the file holds {n} games", games.size())
                           .with("file", file.string())
                           .with("game", static_cast<long long>(index + 1)));
    }
    const auto replayed = rules::replay(games[index]);
    if (!replayed)
      throw app::Error(app::ExitCode::input, app::parse_message(replayed.error(), file.string()));
    set_record(replayed->record);
    m_board_game.reset();
    if (replayed->error) {
      m_notifier.tell(wxString::Format(_("The game stops at ply %d: an illegal move '%s'."),
                                       replayed->error->ply, u8(replayed->error->written)),
                      Severity::warning);
    }
    m_game->SetLabel(wxString::Format("%s - %s", u8(games[index].tag("White").value_or("?")),
                                      u8(games[index].tag("Black").value_or("?"))));
    m_board->set_editable(false);
    show_ply(0);
  });
}

bool RulingsPanel::load_board_game(const tournament::GameKey& game) {
  return guarded(m_notifier, [&] {
    set_record(app::GameRecordService(m_session).record(game), app::board_conditions(m_session, game));
    m_board_game = game;
    m_game->SetLabel(wxString::Format(_("Round %d, board %d"), game.round, game.board));
    m_board->set_editable(false);
    show_ply(m_record->plies());
  });
}

wxString RulingsPanel::record_move(const wxString& move) {
  wxString text;
  guarded(m_notifier, [&] {
    if (!m_board_game) throw std::runtime_error(_("Load the game of a board first (Ctrl+G).").utf8_string());
    const auto entry = app::GameRecordService(m_session).enter_move(*m_board_game, move.utf8_string());
    text = entry.accepted ? wxString::Format(_("Recorded: %s"), u8(entry.notation))
                          : wxString::Format(_("Refused (%s): %s"), u8(entry.clause), u8(entry.message));
    if (entry.accepted) {
      // The first move recorded makes the game a recorded one (6.1.10.2).
      set_record(app::GameRecordService(m_session).record(*m_board_game),
                 app::board_conditions(m_session, *m_board_game));
      show_ply(m_record->plies());
      m_move->Clear();
    }
    // After the new position is shown: the verdict speaks of the move just recorded.
    m_verdict->SetLabel(text);
  });
  return text;
}

void RulingsPanel::show_ply(int ply) {
  if (!m_record) return;
  m_ply = std::clamp(ply, 0, m_record->plies());
  m_board->set_position(m_record->position(m_ply));
  position_changed(m_board->position());
}

void RulingsPanel::set_record(std::optional<rules::GameRecord> record,
                              const rules::GameConditions& conditions) {
  m_record = std::move(record);
  m_conditions = conditions;
  // Reviewed once per game, not at every step through it.
  m_statuses.clear();
  m_review = app::GameReview{};
  m_endgame_review = app::EndgameReview{};
  if (m_record) {
    m_statuses = rules::review_game(*m_record, m_conditions);
    m_review = app::review(*m_record, m_conditions);
    m_endgame_review = app::endgame_review(databases(), *m_record, m_conditions);
  }
}

void RulingsPanel::position_changed(const rules::Position& position) {
  // A verdict speaks of the position it was given on; a new position retires it.
  m_verdict->SetLabel(wxString());
  m_fen->ChangeValue(u8(rules::to_fen(position)));
  m_side->SetSelection(position.side_to_move() == rules::Color::white ? 0 : 1);
  m_moves->Clear();
  const auto legal = rules::legal_moves(position);
  for (const auto& text : rules::format_moves(position, legal)) m_moves->Append(u8(text));
  m_findings->Clear();
  m_summary->SetLabel(wxString());
  if (legal.empty()) m_findings->Append(_("6.1.7: the side to move has no move and loses"));
  // The counts of the databases' line start where the game shown stands (its history dates them).
  rules::GameRecord game(position);
  if (m_record && m_record->position(m_ply) == position) {
    game = rules::GameRecord(m_record->start());
    for (int ply = 1; ply <= m_ply; ++ply) game.play(m_record->move(ply));
  }
  const auto finding = app::endgame_finding(databases(), game, m_conditions);
  // The page builds what is missing itself: it offers to, rather than name a command.
  const bool missing = finding.report.databases_missing;
  wxString oracle =
      missing ? _("The endgame databases for this material are not built yet: build them here. The classes "
                  "of this position take seconds; all classes of up to 5 pieces take about 2 minutes.")
              : u8(finding.text);
  GetSizer()->Show(m_build_offer, missing && !m_build, true);
  if (!finding.report.line.empty()) {
    std::string line;
    for (const auto& move : finding.report.line) line += (line.empty() ? "" : " ") + move;
    oracle += "\n" + wxString::Format(_("Best line: %s"), u8(line));
  }
  m_endgame->SetLabel(oracle);
  m_endgame->Wrap(std::max(200, GetClientSize().x / 2 - 20));
  if (m_record) {
    // What the rules say at the ply shown, as the judge would have known it then: the events so
    // far, the counts running now, and the result they impose once one does.
    const ReviewEvent* verdict = nullptr;
    for (const auto& event : m_review.events) {
      if (event.ply > m_ply) break;
      const bool ends = event.kind == "win" || event.kind == "draw" || event.kind == "repetition";
      if (ends && verdict == nullptr) verdict = &event;
    }
    m_summary->SetLabel(verdict != nullptr ? wxString::Format(_("Result by the rules: %s (%s, ply %d)"),
                                                              u8(m_review.result_by_rules),
                                                              u8(verdict->clause), verdict->ply)
                                           : _("Result by the rules: none so far, the game goes on"));
    if (m_ply >= 0 && m_ply < static_cast<int>(m_statuses.size())) {
      const auto& status = m_statuses[static_cast<std::size_t>(m_ply)];
      for (const auto& count : status.counts) {
        // Past its limit a count has done its work (the game was drawn there): never "14 of 5".
        m_findings->Append(count.moves >= count.limit
                               ? wxString::Format(_("%s: the count reached its limit of %d moves: drawn"),
                                                  u8(count.clause), count.limit)
                               : wxString::Format(_("%s: count %d of %d moves"), u8(count.clause),
                                                  count.moves, count.limit));
      }
      if (status.offer_allowed) {
        m_findings->Append(
            wxString::Format(_("%s: a draw may be offered"), u8(app::offer_clause(m_conditions))));
      }
    }
    // Newest first: the events of the plies just played stand under the counts, not at the
    // foot of a list that grows with the game. A slip the databases see is listed as
    // `shashki game review` prints it.
    for (auto slip = m_endgame_review.slips.rbegin(); slip != m_endgame_review.slips.rend(); ++slip) {
      if (slip->ply > m_ply) continue;
      m_findings->Append(wxString::Format(_("ply %d: %s"), slip->ply, u8(slip->detail)));
    }
    for (auto event = m_review.events.rbegin(); event != m_review.events.rend(); ++event) {
      if (event->ply > m_ply) continue;
      m_findings->Append(
          wxString::Format(_("ply %d, %s: %s"), event->ply, u8(event->clause), u8(event->detail)));
    }
    m_game->SetLabel(m_game->GetLabel().BeforeFirst('[').Trim() +
                     wxString::Format(_(" [ply %d of %d]"), m_ply, m_record->plies()));
  }
  Layout();
}

RulingsPanel::~RulingsPanel() {
  m_build_timer.Stop();
  if (m_build) {
    m_build->cancel = true;
    m_build->worker.join();
  }
}

bool RulingsPanel::build_offered() const {
  return m_build_here->IsShown();
}

bool RulingsPanel::build_for_position() {
  bool started = false;
  guarded(m_notifier, [&] {
    started =
        start_build(app::endgame_classes_missing(app::default_endgame_directory(), m_board->position()));
  });
  return started;
}

bool RulingsPanel::build_all() {
  bool started = false;
  guarded(m_notifier,
          [&] { started = start_build(app::endgame_classes_missing(app::default_endgame_directory())); });
  return started;
}

bool RulingsPanel::start_build(const std::vector<endgame::Material>& classes) {
  if (m_build || classes.empty()) return false;
  m_build = std::make_unique<BuildJob>();
  BuildJob* job = m_build.get();
  job->status.classes_total = static_cast<int>(classes.size());
  job->worker = std::thread([job, classes, directory = app::default_endgame_directory()] {
    try {
      const auto outcome = app::build_endgame_classes(
          directory, classes,
          [job](const app::EndgameBuildStatus& s) {
            std::lock_guard lock(job->mutex);
            job->status = s;
          },
          job->cancel);
      std::lock_guard lock(job->mutex);
      job->outcome = outcome;
    } catch (...) {
      std::lock_guard lock(job->mutex);
      job->error = std::current_exception();
    }
    job->finished = true;
  });
  m_gauge->SetValue(0);
  m_stop->Enable();
  GetSizer()->Show(m_build_offer, false, true);
  GetSizer()->Show(m_build_bar, true, true);
  m_build_status->SetLabel(_("Building the endgame databases..."));
  Layout();
  m_build_timer.Start(100);
  return true;
}

void RulingsPanel::stop_build() {
  if (!m_build) return;
  m_build->cancel = true;
  m_stop->Disable();
  m_build_status->SetLabel(_("Stopping the build..."));
}

void RulingsPanel::poll_build() {
  if (!m_build) return;
  guarded(m_notifier, [&] {
    if (!m_build->finished) {
      app::EndgameBuildStatus status;
      {
        std::lock_guard lock(m_build->mutex);
        status = m_build->status;
      }
      m_gauge->SetValue(static_cast<int>(status.fraction * gauge_range));
      if (!m_build->cancel && !status.material.empty()) {
        m_build_status->SetLabel(
            wxString::Format(_("Building the endgame databases: %s, class %d of %d"), u8(status.material),
                             std::min(status.classes_done + 1, status.classes_total), status.classes_total));
      }
      return;
    }
    m_build_timer.Stop();
    m_build->worker.join();
    const std::unique_ptr<BuildJob> job = std::move(m_build);
    GetSizer()->Show(m_build_bar, false, true);
    wxString text;
    Severity severity = Severity::info;
    if (job->error) {
      try {
        std::rethrow_exception(job->error);
      } catch (const std::exception& e) {
        text = wxString::Format(_("The endgame databases could not be built: %s"), describe_exception(e));
      }
      severity = Severity::error;
    } else if (job->outcome.cancelled) {
      text = wxString::Format(_("The build was stopped: %s kept; the class under way was not written."),
                              classes_text(job->outcome.classes_built));
      severity = Severity::warning;
    } else {
      text = wxString::Format(_("The endgame databases are built: %s, %.1f MB."),
                              classes_text(job->outcome.classes_built),
                              static_cast<double>(job->outcome.bytes) / 1e6);
    }
    m_build_status->SetLabel(text);
    m_notifier.tell(text, severity);
    reread_databases();
  });
}

wxString RulingsPanel::build_text() const {
  return m_build_status->GetLabel();
}

void RulingsPanel::reread_databases() {
  m_databases.reset();
  if (m_record) m_endgame_review = app::endgame_review(databases(), *m_record, m_conditions);
  position_changed(m_board->position());
}

const endgame::Tablebase& RulingsPanel::databases() {
  const auto directory = app::default_endgame_directory();
  if (!m_databases || m_databases->directory() != directory) m_databases.emplace(directory);
  return *m_databases;
}

wxString RulingsPanel::endgame_text() const {
  return m_endgame->GetLabel();
}

wxString RulingsPanel::summary() const {
  return m_summary->GetLabel();
}

wxString RulingsPanel::verdict() const {
  return m_verdict->GetLabel();
}

std::vector<wxString> RulingsPanel::moves() const {
  std::vector<wxString> out;
  for (unsigned i = 0; i < m_moves->GetCount(); ++i) out.push_back(m_moves->GetString(i));
  return out;
}

std::vector<wxString> RulingsPanel::findings() const {
  std::vector<wxString> out;
  for (unsigned i = 0; i < m_findings->GetCount(); ++i) out.push_back(m_findings->GetString(i));
  return out;
}

wxString RulingsPanel::fen_text() const {
  return m_fen->GetValue();
}

}  // namespace shashki::console
