#pragma once

#include "shashki/app/session.hpp"
#include "shashki/pairing/checker.hpp"
#include "shashki/pairing/manual_change.hpp"
#include "shashki/tournament/round.hpp"
#include "shashki/tournament/round_change.hpp"

#include <optional>
#include <string>
#include <vector>

namespace shashki::db {
class Transaction;
}  // namespace shashki::db

namespace shashki::app {

class RoundClocks;

/// A drafted round and what the checker says about it.
struct RoundDraft {
  tournament::Round round;
  std::vector<pairing::Finding> findings;  ///< rules the draft breaks (empty for an engine's own)
  /// The engine that proposed it; none once the judge has edited it.
  std::optional<pairing::EngineKind> engine;
  /// Swiss events: how the engine paired the round, bracket by bracket, in the judge's
  /// language (pairing::format_explanation); empty for other systems and for a judge's edit.
  std::string explanation;
};

/// What a judge's change would make of the draft, worked out without writing anything: shown
/// beside the change before the judge confirms it.
struct EditPreview {
  std::string description;  ///< what the change does, "swap colours on board 3 (5-1 becomes 1-5)"
  tournament::Round round;  ///< the draft as it would stand after the change
  std::vector<pairing::Finding> findings;  ///< rules the changed draft would break
};

/// A checker's finding in the user's language, after its rule: "C1: 3 и 9 уже играли в туре 2".
std::string finding_text(const pairing::Finding& finding);

/// Use cases on rounds: pair (draft), edit the draft, publish, complete, lock, show. Every call
/// is one transaction with one audit row, or a refusal that changes nothing.
class RoundService {
 public:
  /// `live`: the round's clocks the caller runs, if any; closing their round ends them at once.
  explicit RoundService(Session& session, RoundClocks* live = nullptr) : m_session(session), m_live(live) {}
  /// Drafts the next round with the event's pairing system, or pairs the current draft again.
  /// Refused (Error(refused), nothing written) while the last round is published and not
  /// complete, when every round has been played, or when the engine finds no legal pairing.
  /// Micro-match events with an opening table get the round's opening drawn (6.1.4.1).
  RoundDraft pair(tournament::EventId event);
  /// Applies a judge's change to the draft with the reason; a change that breaks a rule is
  /// refused unless `confirm` (the judge's decision, recorded with the findings).
  RoundDraft edit(tournament::EventId event, const pairing::ManualChange& change, const std::string& reason,
                  bool confirm);
  /// What `change` would make of the draft and what the checker says of the result; writes
  /// nothing. Error(refused) when there is no draft, Error(input) for a change that cannot be
  /// made (no such board, a player not in the round).
  [[nodiscard]] EditPreview preview_edit(tournament::EventId event, const pairing::ManualChange& change);
  /// The checker run again on the draft as stored (paired elsewhere, or edited since); writes
  /// nothing. `engine` is none once the judge has edited it. Error(refused) without a draft.
  [[nodiscard]] RoundDraft check(tournament::EventId event);
  /// How the event's Swiss engine pairs the current draft's round, bracket by bracket, in the
  /// judge's language: the engine is run again on the same standings (nothing is written). When
  /// the draft stored is not the engine's pairing (the judge edited it), the text says so first.
  /// Empty for round robin and knockout. Error(refused) without a draft.
  [[nodiscard]] std::string explain(tournament::EventId event);
  /// The draft -> published, then a backup. A stale draft (stale_reason) is refused
  /// (Error(refused), nothing written) unless `keep` gives the judge's reason to publish it as
  /// it stands, which the audit row keeps; `round pair` pairs it again instead.
  tournament::StateChange publish(tournament::EventId event, const std::string& keep = {});
  /// Why the current draft no longer follows from the results (a result of an earlier round
  /// corrected or cleared, a bye requested or taken back for its round, since it was paired), in
  /// the judge's language; "" when it still does or there is no draft.
  [[nodiscard]] std::string stale_reason(tournament::EventId event);
  /// The chief arbiter reopens locked round `round` to correct a result: locked -> complete with
  /// the `reason` audited ("round.unlock"), then a backup. A blank reason is Error(input); a
  /// round that is not locked is Error(refused). `effect` says what a correction there does to
  /// the rounds paired after it (ResultService::correction_effect).
  struct Reopened {
    tournament::StateChange change;
    std::string effect;
  };
  Reopened reopen(tournament::EventId event, int round, const std::string& reason);
  /// published -> complete (every result in) for round `round` (0: the last), then a backup.
  tournament::StateChange complete(tournament::EventId event, int round = 0);
  /// complete -> locked (final), then a backup.
  tournament::StateChange lock(tournament::EventId event, int round = 0);
  /// Round `round` (0: the last); Error(input) naming --round when there is none.
  [[nodiscard]] tournament::Round show(tournament::EventId event, int round = 0);

 private:
  // complete() and lock(): the state change with the end of every clock still going.
  /// `within`: the transaction the close is part of, committed before the live clocks hear of it.
  tournament::StateChange close(tournament::EventId event, int number, tournament::RoundState to,
                                db::Transaction* within = nullptr);
  int resolve(tournament::EventId event, int round);
  Session& m_session;
  RoundClocks* m_live = nullptr;
};

}  // namespace shashki::app
