#pragma once

#include "shashki/app/round_clocks.hpp"
#include "shashki/app/round_service.hpp"
#include "shashki/app/session.hpp"
#include "shashki/tournament/board_result.hpp"
#include "shashki/tournament/round.hpp"
#include "shashki/tournament/tournament.hpp"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace shashki::console {

/// One result the judge entered, kept so that "undo last result" can put the old one back.
struct EnteredResult {
  int round = 0;
  int board = 0;
  int game = 1;
  std::optional<tournament::GameResult> before;                  ///< what was there, none when empty
  tournament::GameResult result = tournament::GameResult::draw;  ///< what was entered
};

/// The round desk's logic: pair, publish, lock a round and enter results from keys. No wx here,
/// so the GUI tests and the panel share it. Everything goes through arbiter/app: pairing and
/// round states through app::RoundService, results through app::ResultService.
class RoundDesk {
 public:
  /// `live` gives the round's clocks the console runs, if any: a result entered or a round closed
  /// here ends their clock at once.
  RoundDesk(app::Session& session, tournament::EventId event, std::function<app::RoundClocks*()> live = {})
      : m_session(session), m_event(event), m_live(std::move(live)) {}

  /// The event as stored now (re-read on every call: everything is saved as it happens).
  [[nodiscard]] tournament::Tournament snapshot() const;
  /// Drafts the next round with the event's own system (Swiss via Dutch, double-swiss, round
  /// robin, knockout) or pairs the current draft again, with the checker's findings. Throws
  /// app::Error(refused), nothing written, e.g. while the previous round is not complete.
  app::RoundDraft pair_next();
  /// Applies a judge's change to the draft (see app::RoundService::edit).
  app::RoundDraft edit(const pairing::ManualChange& change, const std::string& reason, bool confirm);
  /// What a change would make of the draft, with the checker's findings; writes nothing.
  [[nodiscard]] app::EditPreview preview_edit(const pairing::ManualChange& change);
  /// The checker's findings on the draft as stored (see app::RoundService::check).
  [[nodiscard]] app::RoundDraft check();
  /// How the Swiss engine paired the draft, bracket by bracket (see app::RoundService::explain);
  /// empty for round robin and knockout.
  [[nodiscard]] std::string explain();
  /// draft -> published (only the last round can be a draft); throws app::Error(refused). A
  /// stale draft (stale_reason) is published only with the judge's reason to `keep` it.
  tournament::Round publish(int round, const std::string& keep = {});
  /// Why the draft no longer follows from the results (see app::RoundService::stale_reason).
  [[nodiscard]] std::string stale_reason();
  /// The chief arbiter's reopening of locked round `round` with the reason (audited).
  app::RoundService::Reopened reopen(int round, const std::string& reason);
  /// What a correction of round `round` does to the rounds paired after it, "" when nothing.
  [[nodiscard]] std::string correction_effect(int round);
  /// published -> complete -> locked; throws app::Error(refused) when a result is missing.
  tournament::Round lock(int round);
  /// Enters the result `key` means (result_keys.hpp) on game `game` of a board; nullopt when the
  /// key is no result. A game that has a result already is corrected only with a `correction`
  /// reason, as `shashki result set --correct REASON` is; without one, or when the app refuses
  /// (round not published, unknown board), it throws app::Error and nothing is written.
  std::optional<EnteredResult> enter_key(int round, int board, int key, int game = 1,
                                         const std::string& correction = {});
  /// Enters the result `key` means as the next tie-break game of `stage` on a knockout board
  /// whose regular games ended level (app::ResultService::set_tiebreak); nullopt when the key is
  /// no result. Throws app::Error when the app refuses (a decided match, a stage passed).
  std::optional<tournament::KnockoutTiebreakGame> enter_tiebreak_key(int round, int board, int key,
                                                                     tournament::KnockoutStage stage);
  /// The results proposed at the boards of round `round` and not yet entered.
  [[nodiscard]] std::vector<tournament::ResultProposal> proposals(int round) const;
  /// The arbiter confirms the result the players agreed on at board `board`
  /// (app::ResultService::confirm_proposal); undone like any entry. Throws app::Error when no
  /// agreed result waits.
  EnteredResult confirm_proposal(int round, int board, int game = 1);
  /// Puts back the result the last entry replaced, or clears the game when it had none, and
  /// returns that entry; none with `why` when there is nothing to undo. Throws app::Error when
  /// the app refuses.
  std::optional<EnteredResult> undo_last(std::string& why);
  /// The entries of this session, oldest first.
  [[nodiscard]] const std::vector<EnteredResult>& history() const { return m_history; }

 private:
  // The clocks the console runs now (none: no clock wall open).
  [[nodiscard]] app::RoundClocks* live() const { return m_live ? m_live() : nullptr; }

  app::Session& m_session;
  tournament::EventId m_event;
  std::function<app::RoundClocks*()> m_live;
  std::vector<EnteredResult> m_history;
};

}  // namespace shashki::console
