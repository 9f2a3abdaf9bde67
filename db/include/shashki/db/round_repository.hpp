#pragma once

#include "shashki/db/database.hpp"
#include "shashki/db/stamp.hpp"
#include "shashki/tournament/checked.hpp"
#include "shashki/tournament/live_rows.hpp"
#include "shashki/tournament/round.hpp"
#include "shashki/tournament/round_change.hpp"

#include <filesystem>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

namespace shashki::db {

/// Rounds, boards and results of an event. Each call is one action in one transaction with one
/// audit row; a refusal (wrong state, unknown board, impossible game) writes nothing.
class RoundRepository {
 public:
  explicit RoundRepository(Database& database) : m_db(database) {}

  /// Stores the drafted round (audited "round.draft") with state draft and every result empty:
  /// either the next round of the event, after a complete or locked one, or a new draft replacing
  /// the current draft of the same number. Refused when a player is not of the event or sits
  /// twice, when a board has the wrong number of games for the event, or past the last round.
  tournament::Checked<tournament::Round> store_draft(tournament::EventId event, tournament::Round round,
                                                     const Stamp& stamp);
  /// draft -> published ("round.publish"), then a backup. A non-empty `reason` is the judge's
  /// reason to publish a stale draft as it stands, kept in the audit row.
  tournament::Checked<tournament::StateChange> publish(tournament::EventId event, int round,
                                                       const Stamp& stamp, std::string_view reason = {});
  /// published -> complete ("round.complete"), once every game has its result; then a backup.
  /// `clock` holds the end records of clocks still going, written in the same action.
  tournament::Checked<tournament::StateChange> complete(tournament::EventId event, int round,
                                                        const Stamp& stamp,
                                                        std::span<const tournament::ClockWrite> clock = {});
  /// complete -> published ("round.reopen") to correct a result; then a backup.
  tournament::Checked<tournament::StateChange> reopen(tournament::EventId event, int round,
                                                      const Stamp& stamp);
  /// locked -> complete ("round.unlock", with `reason` in the audit row): the chief arbiter's
  /// reopening of a final round to correct a result; then a backup. Refused for a round that is
  /// not locked. The schema lets a locked round change only through this action.
  tournament::Checked<tournament::StateChange> unlock(tournament::EventId event, int round,
                                                      std::string_view reason, const Stamp& stamp);
  /// complete -> locked ("round.lock"): final; then a backup. `clock` as for complete().
  tournament::Checked<tournament::StateChange> lock(tournament::EventId event, int round, const Stamp& stamp,
                                                    std::span<const tournament::ClockWrite> clock = {});
  /// Enters or corrects the result of one game ("result.set") of a published or complete round.
  /// `game` is 1, or 2 in a micro-match; the result is seen from that game's White. A
  /// non-empty `reason` (a correction's) is written into the audit row. `clock` holds the end
  /// record of the game's clock, written in the same action: the game is over. `effect`, when
  /// not empty, says what a correction does to the rounds paired after it (kept as "effect").
  tournament::Checked<tournament::Board> set_result(tournament::EventId event, int round, int board, int game,
                                                    tournament::GameResult result, const Stamp& stamp,
                                                    std::string_view reason = {},
                                                    std::span<const tournament::ClockWrite> clock = {},
                                                    std::string_view effect = {},
                                                    std::string_view action = "result.set");
  /// Records tie-break game `seq` of a knockout match ("result.tiebreak"): seq 1 is the first
  /// game after the regular ones; the next one is added, an existing one is corrected (the
  /// caller asks for the `reason`, written into the audit row). Refused for a draft or locked
  /// round, a bye, and a gap in the sequence. Whether the match may take the game is the
  /// caller's decision (tournament::may_add_tiebreak).
  tournament::Checked<tournament::Board> set_tiebreak(tournament::EventId event, int round, int board,
                                                      int seq, tournament::KnockoutTiebreakGame game,
                                                      const Stamp& stamp, std::string_view reason = {});
  /// Takes the result of one game back to none ("result.clear", with `reason` in the audit
  /// row). Refused for a game with no result, for a draft or locked round, and for a complete
  /// round once the next round has been drafted (it was paired on that result). A complete round
  /// becomes published again in the same action, and a backup follows as for every state change.
  tournament::Checked<tournament::ClearedResult> clear_result(tournament::EventId event, int round, int board,
                                                              int game, std::string_view reason,
                                                              const Stamp& stamp);

  /// The round with its boards and results, if it exists.
  [[nodiscard]] std::optional<tournament::Round> find(tournament::EventId event, int round) const;
  /// Every round of the event in order.
  [[nodiscard]] std::vector<tournament::Round> list(tournament::EventId event) const;

 private:
  tournament::Checked<tournament::StateChange> change_state(
      tournament::EventId event, int round, tournament::RoundState to, const char* action, const Stamp& stamp,
      std::span<const tournament::ClockWrite> clock = {}, std::string_view reason = {});
  Database& m_db;
};

}  // namespace shashki::db
