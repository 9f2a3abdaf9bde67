#include "round_panel_ui.hpp"

#include "apply_form_ui.hpp"
#include "clock_tile_ui.hpp"
#include "display_text_ui.hpp"
#include "pairing_edit_form_ui.hpp"
#include "physical_key_ui.hpp"
#include "reason_form_ui.hpp"
#include "result_correction_form_ui.hpp"
#include "result_keys.hpp"
#include "shashki/reports/micro_match_text.hpp"
#include "shashki/reports/points_before_round.hpp"
#include "shashki/tournament/knockout_match.hpp"

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/frame.h>
#include <wx/grid.h>
#include <wx/intl.h>
#include <wx/settings.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>
#include <wx/wrapsizer.h>

#include <iterator>
#include <map>

namespace shashki::console {

namespace {

// What each key enters, with the points of the event's scoring: the keys are the same in both
// scorings, only the points they give differ.
wxString keys_hint(tournament::ScoringScale scale) {
  using tournament::GameResult;
  return wxString::Format(_("Keys: 1 White won (%s), = draw (%s), 0 Black won (%s), + White wins by forfeit, "
                            "- Black wins by forfeit; Enter: next board"),
                          result_text(GameResult::white_wins, scale), result_text(GameResult::draw, scale),
                          result_text(GameResult::black_wins, scale));
}

constexpr tournament::KnockoutStage tiebreak_stages[] = {tournament::KnockoutStage::rapid,
                                                         tournament::KnockoutStage::lightning,
                                                         tournament::KnockoutStage::deciding};

wxString stage_text(tournament::KnockoutStage stage) {
  switch (stage) {
    case tournament::KnockoutStage::rapid:
      return _("rapid");
    case tournament::KnockoutStage::lightning:
      return _("lightning");
    case tournament::KnockoutStage::deciding:
      return _("deciding game");
  }
  return {};
}

// The tie-break games of a knockout match after its regular result, in the order played, each
// with its stage: "1-1; tie-break: rapid 2-0, rapid 0-2, deciding 0-2".
wxString tiebreaks_text(const tournament::Board& b, tournament::ScoringScale scale) {
  if (b.tiebreaks.empty()) return {};
  wxString text = "; " + wxString(_("tie-break:"));
  for (std::size_t k = 0; k < b.tiebreaks.size(); ++k) {
    text += (k == 0 ? " " : ", ") + stage_text(b.tiebreaks[k].stage) + " " +
            result_text(b.tiebreaks[k].result, scale);
  }
  return text;
}

// What a bye board's second name cell says: a round robin's odd player out rests (FIDE C.05:
// no game, no points, not a bye); else the kind of bye.
wxString bye_text(const tournament::Board& b, bool rests) {
  if (rests) return _("rests");
  switch (*b.bye) {
    case tournament::ByeKind::pairing_allocated:
      return _("bye");
    case tournament::ByeKind::requested_half:
      return _("bye scored as a draw");
    case tournament::ByeKind::requested_zero:
      return _("zero-point bye");
  }
  return {};
}

}  // namespace

RoundPanel::RoundPanel(wxWindow* parent, app::Session& session, Notifier& notifier,
                       std::function<void()> changed, std::function<app::RoundClocks*()> live_clocks)
    : wxPanel(parent),
      m_session(session),
      m_notifier(notifier),
      m_changed(std::move(changed)),
      m_live_clocks(std::move(live_clocks)) {
  auto* sizer = new wxBoxSizer(wxVERTICAL);
  sizer->Add(build_toolbar(), 0, wxEXPAND | wxALL, 8);
  // The checker's word on the draft sits between the buttons and the table (the grid takes the
  // rest of the height, so below it the line would be far away): read before publishing.
  m_findings = new wxStaticText(this, wxID_ANY, wxString());
  m_findings->SetToolTip(_("What the pairing checker says about the drafted round"));
  sizer->Add(m_findings, 0, wxEXPAND | wxLEFT | wxRIGHT, 8);
  sizer->Add(build_keys_row(), 0, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, 8);
  sizer->Add(build_grid(), 1, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, 8);
  bind_keys();
  SetSizer(sizer);
}

wxSizer* RoundPanel::build_toolbar() {
  // Russian labels are long: the buttons wrap to a second line rather than run off the page.
  auto* bar = new wxWrapSizer(wxHORIZONTAL);
  // Wide enough for "Тур 12 (опубликован)": the state is the point of the selector.
  m_rounds = new wxChoice(this, wxID_ANY, wxDefaultPosition, wxSize(240, -1));
  m_rounds->SetToolTip(_("Round shown"));
  m_rounds->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { show_round(m_rounds->GetSelection() + 1); });
  bar->Add(m_rounds, 0, wxRIGHT, 12);
  auto button = [&](const wxString& label, const wxString& tip, void (RoundPanel::*action)()) {
    auto* b = new wxButton(this, wxID_ANY, label);
    b->SetToolTip(tip);
    b->Bind(wxEVT_BUTTON, [this, action](wxCommandEvent&) { (this->*action)(); });
    bar->Add(b, 0, wxRIGHT, 6);
    return b;
  };
  button(_("&Pair next round"), _("Draft the next round (Ctrl+P)"), &RoundPanel::pair_next);
  button(_("P&ublish"), _("Publish the drafted round: it then takes results (Ctrl+Shift+P)"),
         &RoundPanel::publish);
  button(
      _("&Lock round..."),
      _("Make the round final once every result is in: asks first, then no result of it can change (Ctrl+L)"),
      &RoundPanel::lock);
  button(_("&Undo last result"), _("Put back the result the last entry replaced (Ctrl+Z)"),
         &RoundPanel::undo_last);
  m_edit = button(_("E&dit pairing..."),
                  _("Change the draft: swap colours, exchange players, move the bye; the checker's findings "
                    "are shown before you confirm (Ctrl+Shift+E)"),
                  &RoundPanel::edit_pairing);
  m_edit->Disable();
  m_explain = button(_("W&hy these pairs?"),
                     _("How the Swiss engine paired the draft, bracket by bracket: the criteria that decided "
                       "each pair, float and bye (Ctrl+Shift+H)"),
                     &RoundPanel::explain_pairing);
  m_explain->Disable();
  return bar;
}

wxSizer* RoundPanel::build_keys_row() {
  // The keys in view, with the points of this event's scoring (set when an event is shown), and
  // a knockout's tie-break stage beside them.
  auto* keys_row = new wxBoxSizer(wxHORIZONTAL);
  m_keys = new wxStaticText(this, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, wxST_ELLIPSIZE_END);
  m_keys->SetForegroundColour(wxSystemSettings::GetColour(wxSYS_COLOUR_GRAYTEXT));
  keys_row->Add(m_keys, 1, wxALIGN_CENTER_VERTICAL);
  // Knockout: the stage of the next tie-break game, for a match whose regular games ended level.
  m_stage_label = new wxStaticText(this, wxID_ANY, _("&Tie-break stage:"));
  keys_row->Add(m_stage_label, 0, wxALIGN_CENTER_VERTICAL | wxLEFT | wxRIGHT, 6);
  m_stage = new wxChoice(this, wxID_ANY);
  for (const auto stage : tiebreak_stages) m_stage->Append(stage_text(stage));
  m_stage->SetSelection(0);
  // The tooltip names the key the label's mnemonic gives in this language (Alt+С in Russian).
  m_stage->SetToolTip(wxString::Format(_("A result key on a knockout match that ended level enters its next "
                                         "tie-break game in this stage, from that game's White (%s)"),
                                       mnemonic_key_text(m_stage_label->GetLabel())));
  keys_row->Add(m_stage, 0, wxALIGN_CENTER_VERTICAL);
  m_stage_label->Hide();
  m_stage->Hide();
  return keys_row;
}

wxGrid* RoundPanel::build_grid() {
  m_grid = new wxGrid(this, wxID_ANY);
  m_grid->CreateGrid(0, column_count);
  m_grid->EnableEditing(false);
  m_grid->SetSelectionMode(wxGrid::wxGridSelectRows);
  m_grid->HideRowLabels();
  m_grid->SetDefaultCellFont(m_grid->GetDefaultCellFont().Scaled(1.2F));
  m_grid->SetDefaultRowSize(28, true);
  const wxString labels[] = {_("Board"), _("No."), _("White"),   _("Pts"),   _("No."),
                             _("Black"), _("Pts"), _("Opening"), _("Result")};
  const int widths[] = {60, 50, 240, 50, 50, 240, 50, 90, 110};
  for (int c = 0; c < column_count; ++c) {
    m_grid->SetColLabelValue(c, labels[c]);
    m_grid->SetColSize(c, widths[c]);
  }
  // A name too long for its column ends in "…" rather than being cut off.
  m_grid->SetDefaultCellFitMode(wxGridFitMode::Ellipsize());
  m_grid->Bind(wxEVT_SIZE, [this](wxSizeEvent& e) {
    fit_columns();
    e.Skip();
  });
  return m_grid;
}

void RoundPanel::bind_keys() {
  // Results are typed on the grid: a result key alone (on_char), Enter to the next board.
  m_grid->Bind(wxEVT_CHAR, &RoundPanel::on_char, this);
  m_grid->Bind(wxEVT_KEY_DOWN, &RoundPanel::on_key_down, this);
}

void RoundPanel::show_event(tournament::EventId event) {
  m_desk = std::make_unique<RoundDesk>(m_session, event, m_live_clocks);
  m_round = 0;
  m_draft.reset();
  refresh();
  show_round(m_snapshot.current_round());
}

void RoundPanel::show_round(int number) {
  m_round = number;
  refresh();
}

void RoundPanel::refresh() {
  if (!m_desk) return;
  guarded(m_notifier, [&] {
    m_snapshot = m_desk->snapshot();
    m_proposals = m_desk->proposals(m_round);
    m_rounds->Clear();
    for (const auto& r : m_snapshot.rounds) {
      m_rounds->Append(wxString::Format(_("Round %d (%s)"), r.number, state_text(r.state)));
    }
    if (m_round > 0 && m_round <= static_cast<int>(m_snapshot.rounds.size()))
      m_rounds->SetSelection(m_round - 1);
    fill();
    show_findings();
    // In view above the grid, not as the grid's tooltip: a tooltip that long would cover the
    // rows the judge is typing on.
    m_keys->SetLabel(keys_hint(m_snapshot.event.scale));
  });
  const bool knockout = m_desk && m_snapshot.event.system == tournament::PairingSystem::knockout;
  m_stage_label->Show(knockout);
  m_stage->Show(knockout);
  Layout();
  m_edit->Enable(draft_shown());
  m_explain->Enable(draft_shown() && m_snapshot.event.system == tournament::PairingSystem::swiss);
}

bool RoundPanel::draft_shown() const {
  const auto* r = m_snapshot.round(m_round);
  return m_desk && r != nullptr && r->state == tournament::RoundState::draft;
}

void RoundPanel::show_findings() {
  // Findings belong to the draft they were computed for; once it is published they are history.
  if (m_draft) {
    const auto* drafted = m_snapshot.round(m_draft->round.number);
    if (drafted == nullptr || drafted->state != tournament::RoundState::draft) m_draft.reset();
  }
  // A draft paired elsewhere (the command line, an earlier session): the checker reads it now.
  if (!m_draft && draft_shown()) m_draft = m_desk->check();
  wxString text;
  if (m_draft && m_draft->round.number == m_round) {
    const wxString by = engine_text(m_draft->engine);
    if (m_draft->findings.empty()) {
      text = wxString::Format(_("Draft by %s: the checker finds no broken rule."), by);
    } else {
      text = wxString::Format(_("Draft by %s: the checker warns:"), by);
      for (const auto& f : m_draft->findings) text += "\n  - " + finding_text(f);
    }
  }
  // Without a draft the line tells how the round stands, so that it keeps its height and the
  // grid does not jump when a draft is published.
  if (text.empty()) {
    if (const auto* r = m_snapshot.round(m_round); r != nullptr) {
      int done = 0;
      for (const auto& b : r->boards) done += b.is_complete() ? 1 : 0;
      text = wxString::Format(_("Round %d, %s: %d of %d boards have their result."), r->number,
                              state_text(r->state), done, static_cast<int>(r->boards.size()));
    }
  }
  m_findings->SetLabel(text);
  m_findings->Show(!text.empty());
  Layout();
}

void RoundPanel::fill() {
  const int keep = cursor_row();
  if (m_grid->GetNumberRows() > 0) m_grid->DeleteRows(0, m_grid->GetNumberRows());
  const auto* round = m_snapshot.round(m_round);
  if (round == nullptr) return;
  // Points before the round as the printed pairing list has them, written as it writes them.
  const auto scale = m_snapshot.event.scale;
  const auto before = reports::points_before_round(m_snapshot, m_round);
  std::map<std::int64_t, wxString> points;
  // A team event's players score for their teams (the match list has the teams' points); their
  // own points would count only the rounds played on the clocks, so the columns stay empty.
  if (!m_snapshot.team) {
    for (std::size_t p = 0; p < m_snapshot.players.size(); ++p)
      points[m_snapshot.players[p].id.value] = u8(reports::points_cell(before[p], scale));
  }
  auto name = [&](tournament::PlayerId id) {
    const auto* p = m_snapshot.player(id);
    return p ? std::make_pair(wxString::Format("%d", p->number), u8(p->name))
             : std::make_pair(wxString(), wxString());
  };
  fit_columns();
  if (m_snapshot.event.micro_match) {
    // The match line reads from the first-named player; a key is a game's result from its White.
    // A knockout's tie-break games follow the match on the same line.
    m_grid->SetToolTip(
        _("Micro-match: the result column reads from the first-named player, with the colour "
          "of each game. A key enters the next game's result from that game's White: in game 2 "
          "the second-named player has White."));
  }
  m_grid->AppendRows(static_cast<int>(round->boards.size()));
  m_grid->SetColLabelValue(opening, m_snapshot.team ? _("Match") : _("Opening"));
  const tournament::TeamMatch* shaded_match = nullptr;
  bool shaded = false;
  int row = 0;
  for (const auto& b : round->boards) {
    m_grid->SetCellValue(row, board, wxString::Format("%d", b.number));
    const auto [wn, wname] = name(b.white);
    m_grid->SetCellValue(row, white_number, wn);
    m_grid->SetCellValue(row, white_name, wname);
    m_grid->SetCellValue(row, white_points, points[b.white.value]);
    if (b.black) {
      const auto [bn, bname] = name(*b.black);
      m_grid->SetCellValue(row, black_number, bn);
      m_grid->SetCellValue(row, black_name, bname);
      m_grid->SetCellValue(row, black_points, points[b.black->value]);
    }
    // A team round's boards stand match by match: the column of the opening names the match,
    // and each match's rows share a shade, so the grid reads as the match list does.
    const auto place = m_snapshot.team ? tournament::team_board_on_clocks(*m_snapshot.team, m_round, b.number)
                                       : std::nullopt;
    m_grid->SetCellValue(row, opening,
                         place ? team_board_caption(m_snapshot, *place) : u8(b.opening.value_or("")));
    if (place) {
      if (place->match != shaded_match) {
        shaded_match = place->match;
        shaded = !shaded;
      }
      const wxColour shade = shaded ? wxColour(232, 240, 250) : m_grid->GetDefaultCellBackgroundColour();
      for (int c = 0; c < column_count; ++c) m_grid->SetCellBackgroundColour(row, c, shade);
    }
    if (b.is_bye()) {
      // A bye has its points the moment it is paired: the result column says them, never "...".
      const auto scoring = m_snapshot.event.scoring();
      const bool rests = scoring.is_rest(b);
      m_grid->SetCellValue(row, black_name, bye_text(b, rests));
      m_grid->SetCellValue(
          row, result,
          rests ? wxString::FromUTF8("—") : u8(reports::points_cell(scoring.bye_points(*b.bye), scale)));
    } else {
      wxString text = board_results_text(b, scale) + tiebreaks_text(b, scale);
      // A knockout line starts with who goes through: the end of a long line may be cut.
      if (m_snapshot.event.system == tournament::PairingSystem::knockout) {
        if (const auto winner = tournament::knockout_winner(b, m_snapshot.event.scoring())) {
          if (const auto* p = m_snapshot.player(*winner))
            text = wxString::Format(_("%s goes through"), u8(p->name)) + "; " + text;
        }
      }
      // docs/venue.md, "Results from the board": what the players agreed on waits for the
      // arbiter's key, marked so that it is not read as entered.
      if (const auto* p = agreed_proposal(b)) {
        text = p->source == tournament::ProposalSource::clock
                   ? wxString::Format(_("%s? a flag fell: press its key"), result_text(p->result, scale))
                   : wxString::Format(_("%s? proposed by the players: press its key"),
                                      result_text(p->result, scale));
        m_grid->SetCellBackgroundColour(row, result, wxColour(255, 236, 179));
      }
      m_grid->SetCellValue(row, result, text);
    }
    ++row;
  }
  if (row > 0) m_grid->SetGridCursor(std::clamp(keep, 0, row - 1), result);
}

void RoundPanel::fit_columns() {
  // The result column takes what the names leave: a micro-match's line reads from the
  // first-named player with each game's colour, and a knockout's adds its tie-break games and
  // who goes through, so the names give up width first (down to 150 pixels, then "…").
  const bool knockout = m_snapshot.event.system == tournament::PairingSystem::knockout;
  const int wanted = !m_snapshot.event.micro_match ? 110 : knockout ? 440 : 300;
  // A team round's column of the opening names the match ("Казань–Москва, д. 2"): wide enough
  // for two short team names and the board.
  m_grid->SetColSize(opening, m_snapshot.team ? 230 : 90);
  int fixed = 0;
  for (const int c : {board, white_number, white_points, black_number, black_points, opening})
    fixed += m_grid->GetColSize(c);
  const int width = m_grid->GetClientSize().x;
  const int names = std::clamp((width - fixed - wanted) / 2, 150, 260);
  m_grid->SetColSize(white_name, names);
  m_grid->SetColSize(black_name, names);
  m_grid->SetColSize(result, std::max(wanted, width - fixed - 2 * names - 2));
  m_grid->ForceRefresh();
}

void RoundPanel::pair_next() {
  if (!m_desk) return;
  guarded(m_notifier, [&] {
    auto draft = m_desk->pair_next();
    const auto& round = draft.round;
    m_notifier.tell(wxString::Format(_("Round %d drafted: %d boards. Check it, then publish."), round.number,
                                     static_cast<int>(round.boards.size())),
                    draft.findings.empty() ? Severity::info : Severity::warning);
    m_round = round.number;
    m_draft = std::move(draft);
  });
  refresh();
  m_changed();
}

void RoundPanel::publish() {
  if (!m_desk) return;
  // What is published is the draft, whichever round the page shows: the judge sees it first,
  // and every question names it.
  const auto& rounds = m_snapshot.rounds;
  if (rounds.empty() || rounds.back().state != tournament::RoundState::draft) {
    m_notifier.tell(_("There is no draft to publish: pair the next round first (Ctrl+P)."),
                    Severity::warning);
    return;
  }
  if (m_round != rounds.back().number) show_round(rounds.back().number);
  std::string stale;
  guarded(m_notifier, [&] { stale = m_desk->stale_reason(); });
  if (stale.empty()) {
    guarded(m_notifier, [&] {
      m_desk->publish(m_round);
      m_notifier.tell(wxString::Format(_("Round %d published."), m_round), Severity::info);
    });
  } else {
    // A correction came after the draft: pair again, or keep it with a reason the audit keeps.
    ReasonForm form(
        this, wxString::Format(_("Publish round %d as drafted?"), m_round),
        wxString::Format(_("Round %d was paired before %s. Pairing it again (Ctrl+P) pairs it on the results "
                           "as they stand now. To publish it as it stands, say why."),
                         m_round, u8(stale)),
        _("Publish as drafted"), _("Publishing a stale draft needs its reason, or Cancel and pair again."),
        [this](const std::string& reason) {
          m_desk->publish(m_round, reason);
          m_notifier.tell(
              wxString::Format(_("Round %d published as drafted; the reason is kept in the audit log."),
                               m_round),
              Severity::info);
        });
    if (!run_form(form, m_question)) m_notifier.tell(_("The round was not published."), Severity::info);
  }
  refresh();
  m_changed();
}

void RoundPanel::reopen() {
  if (!m_desk) return;
  const auto* round = m_snapshot.round(m_round);
  if (round == nullptr || round->state != tournament::RoundState::locked) {
    m_notifier.tell(_("Only a locked round is reopened; show it first."), Severity::warning);
    return;
  }
  ReasonForm form(
      this, wxString::Format(_("Reopen round %d"), m_round),
      wxString::Format(
          _("Round %d is locked. Reopen it to correct a result (the chief arbiter's decision)? It "
            "becomes complete again until you lock it once more; a backup is taken."),
          m_round),
      wxString::Format(_("Reopen round %d"), m_round), _("Reopening a locked round needs its reason."),
      [this](const std::string& reason) {
        const auto reopened = m_desk->reopen(m_round, reason);
        m_notifier.tell(wxString::Format(_("Round %d reopened; a backup was taken."), m_round) +
                            (reopened.effect.empty() ? wxString() : " " + u8(reopened.effect)),
                        Severity::info);
      });
  if (!run_form(form, m_question)) m_notifier.tell(_("The round stays locked."), Severity::info);
  refresh();
  m_changed();
}

void RoundPanel::lock() {
  if (!m_desk) return;
  // Locking cannot be undone: the judge reads what it fixes before it happens.
  ConfirmForm form(
      this, wxString::Format(_("Lock round %d"), m_round),
      wxString::Format(
          _("Lock round %d for good? Its results then become final: none of them can be entered, "
            "corrected or undone any more, here or on the command line, and the standings after "
            "it stay as they are. Every result must be in; a backup is taken."),
          m_round),
      wxString::Format(_("Lock round %d"), m_round), _("Make the round final; this cannot be undone"),
      [this] {
        m_desk->lock(m_round);
        m_notifier.tell(wxString::Format(_("Round %d locked; a backup was taken."), m_round), Severity::info);
      });
  if (!run_form(form, m_question)) m_notifier.tell(_("The round was not locked."), Severity::info);
  refresh();
  m_changed();
}

void RoundPanel::undo_last() {
  if (!m_desk) return;
  guarded(m_notifier, [&] {
    std::string why;
    if (const auto undone = m_desk->undo_last(why)) {
      // Which board, which game, and what it holds now: the judge checks the right line.
      const auto scale = m_snapshot.event.scale;
      wxString where = wxString::Format(_("Round %d, board %d"), undone->round, undone->board);
      if (m_snapshot.event.micro_match) where += wxString::Format(_(", game %d"), undone->game);
      const auto& before = undone->before;
      m_notifier.tell(before
                          ? wxString::Format(_("%s: %s undone; it has %s again."), where,
                                             result_text(undone->result, scale), result_text(*before, scale))
                          : wxString::Format(_("%s: %s undone; it has no result again."), where,
                                             result_text(undone->result, scale)),
                      Severity::info);
      if (undone->round != m_round) show_round(undone->round);
    } else {
      m_notifier.tell(u8(why), Severity::warning);
    }
  });
  refresh();
  m_changed();
}

void RoundPanel::edit_pairing() {
  if (!m_desk) return;
  guarded(m_notifier, [&] {
    const auto* draft = m_snapshot.round(m_round);
    if (!draft_shown() || draft == nullptr) {
      m_notifier.tell(_("Only a draft round can be edited: pair the next round first (Ctrl+P)."),
                      Severity::warning);
      return;
    }
    PairingEditForm form(this, m_snapshot, *draft, [this](const pairing::ManualChange& change) {
      return m_desk->preview_edit(change);
    });
    m_form = &form;
    const bool confirmed = form.ShowModal() == wxID_OK;
    const auto request = form.request();
    if (!confirmed || !request) {
      m_notifier.tell(_("The pairing was left as it was."), Severity::info);
      return;
    }
    auto edited = m_desk->edit(request->change, request->reason, request->confirm);
    m_notifier.tell(wxString::Format(_("Round %d changed. %s The reason is kept in the audit log."), m_round,
                                     u8(request->description)),
                    edited.findings.empty() ? Severity::info : Severity::warning);
    m_draft = std::move(edited);
  });
  refresh();
  m_changed();
}

void RoundPanel::handle_char(int key) {
  if (!m_desk) return;
  if (key == WXK_RETURN || key == WXK_NUMPAD_ENTER) {
    next_board();
    return;
  }
  const int row = cursor_row();
  const auto* round = m_snapshot.round(m_round);
  if (round == nullptr || row < 0 || row >= static_cast<int>(round->boards.size())) return;
  const auto& b = round->boards[static_cast<std::size_t>(row)];
  if (knockout_key(*round, b, key)) return;
  result_key(*round, b, key);
}

void RoundPanel::next_board() {
  const int row = cursor_row();
  if (row + 1 < row_count()) m_grid->SetGridCursor(row + 1, result);
}

bool RoundPanel::knockout_key(const tournament::Round& round, const tournament::Board& b, int key) {
  if (m_snapshot.event.system != tournament::PairingSystem::knockout || !round.takes_results() ||
      !result_for_key(key)) {
    return false;
  }
  const auto scoring = m_snapshot.event.scoring();
  const auto state = tournament::knockout_state(b, scoring);
  // A knockout match that ended level takes tie-break games in the stage chosen above the grid.
  if (state == tournament::MatchState::undecided) {
    const int number = b.number;
    guarded(m_notifier, [&] {
      if (const auto game = m_desk->enter_tiebreak_key(m_round, number, key, tiebreak_stage())) {
        m_notifier.tell(
            wxString::Format(_("Board %d: tie-break game, %s: %s"), number, stage_text(game->stage),
                             result_text(game->result, m_snapshot.event.scale)),
            Severity::info);
      }
    });
    refresh();
    m_changed();
    return true;
  }
  // A decided knockout match takes no more games: the key says so, and who goes through.
  if (b.is_complete() && state == tournament::MatchState::decided) {
    const auto winner = tournament::knockout_winner(b, scoring);
    const auto* p = winner ? m_snapshot.player(*winner) : nullptr;
    m_notifier.tell(wxString::Format(_("Board %d: the match is decided, %s goes through; a result key "
                                       "enters nothing. To change a result, undo it (Ctrl+Z)."),
                                     b.number, p ? u8(p->name) : wxString()),
                    Severity::info);
    return true;
  }
  return false;
}

void RoundPanel::result_key(const tournament::Round& round, const tournament::Board& b, int key) {
  // A micro-match takes its games in order: the key goes to the first game without a result.
  int game = 1;
  for (std::size_t g = 0; g < b.games.size(); ++g) {
    if (!b.games[g]) {
      game = static_cast<int>(g) + 1;
      break;
    }
  }
  const auto typed = result_for_key(key);
  const auto scale = m_snapshot.event.scale;
  if (!typed) {
    // `2` was White's win in 2-1-0 once: say what the keys are rather than enter anything.
    m_notifier.tell(
        wxString::Format(_("'%s' is not a result key. %s"), wxString(wxUniChar(key)), keys_hint(scale)),
        Severity::warning);
    return;
  }
  // A bye, or a round that takes no results (draft, locked), has nothing to correct: the app
  // says why it refuses the key.
  const std::optional<tournament::GameResult> old =
      round.takes_results() && static_cast<std::size_t>(game) <= b.games.size()
          ? b.games[static_cast<std::size_t>(game - 1)]
          : std::nullopt;
  if (old && old == typed) {
    m_notifier.tell(wxString::Format(_("Board %d already has %s."), b.number, result_text(*typed, scale)),
                    Severity::info);
    return;
  }
  const auto* proposed = agreed_proposal(b);
  if (tournament::confirms_proposal(proposed ? std::optional(*proposed) : std::nullopt, game, old.has_value(),
                                    *typed)) {
    // The key the players' result has confirms it: one audited action ("result.confirm").
    const int number = b.number;
    guarded(m_notifier, [&] {
      m_desk->confirm_proposal(m_round, number, game);
      m_notifier.tell(wxString::Format(_("Board %d: %s, as the players agreed, confirmed"), number,
                                       result_text(*typed, scale)),
                      Severity::info);
    });
  } else if (old) {
    correct_result(b, key, game, *old, *typed);
  } else {
    const int number = b.number;
    guarded(m_notifier, [&] {
      if (m_desk->enter_key(m_round, number, key, game)) {
        m_notifier.tell(wxString::Format(_("Board %d: %s"), number, result_text(*typed, scale)),
                        Severity::info);
      }
    });
  }
  refresh();
  m_changed();
}

void RoundPanel::correct_result(const tournament::Board& b, int key, int game, tournament::GameResult old,
                                tournament::GameResult typed) {
  // A result is there: replacing it is a correction, which needs its reason.
  const auto scale = m_snapshot.event.scale;
  const auto* white = m_snapshot.player(b.white);
  const auto* black = b.black ? m_snapshot.player(*b.black) : nullptr;
  const int number = b.number;
  ResultCorrectionForm form(
      this, wxString::Format(_("Correct the result of board %d"), number),
      wxString::Format(_("Board %d (%s - %s) already has the result %s. Replace it with %s?"), number,
                       white ? u8(white->name) : wxString(), black ? u8(black->name) : wxString(),
                       result_text(old, scale), result_text(typed, scale)),
      wxString::Format(_("Replace with %s"), result_text(typed, scale)), [&](const std::string& reason) {
        m_desk->enter_key(m_round, number, key, game, reason);
        // A correction of an earlier round: what it does to the rounds paired after it.
        const auto effect = m_desk->correction_effect(m_round);
        m_notifier.tell(wxString::Format(_("Board %d: %s corrected to %s."), number, result_text(old, scale),
                                         result_text(typed, scale)) +
                            (effect.empty() ? wxString() : " " + u8(effect)),
                        Severity::info);
      });
  if (!run_form(form, m_question)) {
    m_notifier.tell(wxString::Format(_("Board %d keeps %s."), number, result_text(old, scale)),
                    Severity::info);
  }
}

const tournament::ResultProposal* RoundPanel::agreed_proposal(const tournament::Board& b) const {
  for (const auto& p : m_proposals) {
    if (p.key.board == b.number && p.agreed && static_cast<std::size_t>(p.key.game) <= b.games.size() &&
        !b.games[static_cast<std::size_t>(p.key.game - 1)])
      return &p;
  }
  return nullptr;
}

void RoundPanel::on_char(wxKeyEvent& event) {
  // A result key acts alone (Shift is how + is typed); Ctrl+1 is the Standings page's.
  if ((shortcut_modifiers(event) & ~wxMOD_SHIFT) != 0) {
    event.Skip();
    return;
  }
  const int key =
      event.GetUnicodeKey() != WXK_NONE ? static_cast<int>(event.GetUnicodeKey()) : event.GetKeyCode();
  // `2` reaches handle_char too, which says it is no result key.
  if (result_for_key(key) || key == '2') {
    handle_char(key);
    return;
  }
  event.Skip();
}

void RoundPanel::on_key_down(wxKeyEvent& event) {
  if (event.GetKeyCode() == WXK_RETURN || event.GetKeyCode() == WXK_NUMPAD_ENTER) {
    handle_char(WXK_RETURN);
    return;
  }
  event.Skip();
}

void RoundPanel::select_tiebreak_stage(tournament::KnockoutStage stage) {
  for (int i = 0; i < static_cast<int>(std::size(tiebreak_stages)); ++i) {
    if (tiebreak_stages[i] == stage) m_stage->SetSelection(i);
  }
}

tournament::KnockoutStage RoundPanel::tiebreak_stage() const {
  const int i = m_stage->GetSelection();
  return i >= 0 && i < static_cast<int>(std::size(tiebreak_stages)) ? tiebreak_stages[i]
                                                                    : tournament::KnockoutStage::rapid;
}

bool RoundPanel::tiebreak_stage_shown() const {
  return m_stage->IsShown();
}

int RoundPanel::cursor_row() const {
  return m_grid->GetGridCursorRow();
}
int RoundPanel::row_count() const {
  return m_grid->GetNumberRows();
}
wxString RoundPanel::cell(int row, int column) const {
  return m_grid->GetCellValue(row, column);
}
wxString RoundPanel::findings_text() const {
  return m_findings->GetLabel();
}
wxString RoundPanel::keys_text() const {
  return m_keys->GetLabel();
}

void RoundPanel::explain_pairing() {
  if (!draft_shown()) {
    m_notifier.tell(_("Only a drafted round has an explanation to read."), Severity::warning);
    return;
  }
  std::string text;
  bool read = false;
  guarded(m_notifier, [&] {
    // The draft paired here carries its explanation; one paired elsewhere is explained again.
    const bool carried = m_draft && m_draft->round.number == m_round && !m_draft->explanation.empty();
    text = carried ? m_draft->explanation : m_desk->explain();
    read = true;
  });
  if (!read) return;
  if (text.empty()) {
    m_notifier.tell(_("Only a Swiss round is explained: round robin and knockout follow their tables."),
                    Severity::info);
    return;
  }
  if (!m_explanation) {
    m_explanation =
        new wxFrame(wxGetTopLevelParent(this), wxID_ANY, wxString(), wxDefaultPosition, wxSize(820, 640),
                    wxDEFAULT_FRAME_STYLE | wxFRAME_FLOAT_ON_PARENT | wxFRAME_TOOL_WINDOW);
    m_explanation_text = new wxTextCtrl(m_explanation, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize,
                                        wxTE_MULTILINE | wxTE_READONLY | wxTE_WORDWRAP);
    m_explanation_text->SetFont(wxFont(wxFontInfo(11).Family(wxFONTFAMILY_TELETYPE)));
    m_explanation->Bind(wxEVT_CHAR_HOOK, [this](wxKeyEvent& key) {
      if (key.GetKeyCode() == WXK_ESCAPE && m_explanation) {
        m_explanation->Close();
      } else {
        key.Skip();
      }
    });
  }
  m_explanation->SetTitle(wxString::Format(_("Why these pairs: round %d"), m_round));
  m_explanation_text->SetValue(u8(text));
  m_explanation_text->SetInsertionPoint(0);
  m_explanation->Show();
  m_explanation->Raise();
  m_explanation_text->SetFocus();
}

wxString RoundPanel::explanation_text() const {
  return m_explanation && m_explanation_text != nullptr ? m_explanation_text->GetValue() : wxString();
}

}  // namespace shashki::console
