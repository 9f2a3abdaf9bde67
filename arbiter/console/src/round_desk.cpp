#include "round_desk.hpp"

#include "result_keys.hpp"
#include "shashki/app/errors.hpp"
#include "shashki/app/i18n.hpp"
#include "shashki/app/load_tournament.hpp"
#include "shashki/app/result_service.hpp"

namespace shashki::console {

tournament::Tournament RoundDesk::snapshot() const {
  return app::load_tournament(m_session, m_event);
}

app::RoundDraft RoundDesk::pair_next() {
  // The app decides what may be paired and with which engine (make_engine of the event's
  // system); a refusal comes back as app::Error(refused) and nothing was written.
  return app::RoundService(m_session).pair(m_event);
}

app::RoundDraft RoundDesk::edit(const pairing::ManualChange& change, const std::string& reason,
                                bool confirm) {
  return app::RoundService(m_session).edit(m_event, change, reason, confirm);
}

app::EditPreview RoundDesk::preview_edit(const pairing::ManualChange& change) {
  return app::RoundService(m_session).preview_edit(m_event, change);
}

app::RoundDraft RoundDesk::check() {
  return app::RoundService(m_session).check(m_event);
}

std::string RoundDesk::explain() {
  return app::RoundService(m_session).explain(m_event);
}

tournament::Round RoundDesk::publish(int round, const std::string& keep) {
  // The app publishes the last round only (the draft); refuse a round shown that is not it, so
  // that the judge never publishes another round than the one on the screen.
  const auto event = snapshot();
  if (event.rounds.empty() || event.rounds.back().number != round) {
    throw app::Error(app::ExitCode::refused, app::tr("Only the last round, as a draft, can be published."));
  }
  return app::RoundService(m_session).publish(m_event, keep).round;
}

std::string RoundDesk::stale_reason() {
  return app::RoundService(m_session).stale_reason(m_event);
}

app::RoundService::Reopened RoundDesk::reopen(int round, const std::string& reason) {
  return app::RoundService(m_session).reopen(m_event, round, reason);
}

std::string RoundDesk::correction_effect(int round) {
  return app::ResultService(m_session).correction_effect(m_event, round);
}

tournament::Round RoundDesk::lock(int round) {
  app::RoundService rounds(m_session, live());
  if (rounds.show(m_event, round).state == tournament::RoundState::published) rounds.complete(m_event, round);
  return rounds.lock(m_event, round).round;
}

std::optional<EnteredResult> RoundDesk::enter_key(int round, int board, int key, int game,
                                                  const std::string& correction) {
  const auto result = result_for_key(key);
  if (!result) return std::nullopt;
  EnteredResult entry{round, board, game, std::nullopt, *result};
  const auto event = snapshot();
  if (const auto* r = event.round(round)) {
    if (const auto* b = r->board(board);
        b && game >= 1 && static_cast<std::size_t>(game) <= b->games.size()) {
      if (const auto& old = b->games[static_cast<std::size_t>(game - 1)]) entry.before = *old;
    }
  }
  // The app refuses to replace a result without the reason: a slip on the wrong board never
  // overwrites one silently. Undo takes a correction back like any entry.
  app::ResultService(m_session, live()).set(m_event, round, board, game, *result, correction);
  m_history.push_back(entry);
  return entry;
}

std::vector<tournament::ResultProposal> RoundDesk::proposals(int round) const {
  return app::ResultService(m_session).proposals(m_event, round);
}

EnteredResult RoundDesk::confirm_proposal(int round, int board, int game) {
  const auto stored = app::ResultService(m_session, live()).confirm_proposal(m_event, round, board, game);
  EnteredResult entry{round, board, game, std::nullopt, *stored.games.at(static_cast<std::size_t>(game - 1))};
  m_history.push_back(entry);
  return entry;
}

std::optional<tournament::KnockoutTiebreakGame> RoundDesk::enter_tiebreak_key(
    int round, int board, int key, tournament::KnockoutStage stage) {
  const auto result = result_for_key(key);
  if (!result) return std::nullopt;
  const auto stored = app::ResultService(m_session).set_tiebreak(m_event, round, board, stage, *result);
  return stored.tiebreaks.back();
}

std::optional<EnteredResult> RoundDesk::undo_last(std::string& why) {
  if (m_history.empty()) {
    why = app::tr("Nothing to undo.");
    return std::nullopt;
  }
  const auto last = m_history.back();
  const char* reason = app::tr("undo of the last result entered");
  if (last.before) {
    app::ResultService(m_session, live())
        .set(m_event, last.round, last.board, last.game, *last.before, reason);
  } else {
    // The game had no result: undoing the entry clears it again.
    app::ResultService(m_session, live()).clear(m_event, last.round, last.board, last.game, reason);
  }
  m_history.pop_back();
  return last;
}

}  // namespace shashki::console
