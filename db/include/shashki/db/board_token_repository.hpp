#pragma once

#include "shashki/db/database.hpp"
#include "shashki/db/stamp.hpp"
#include "shashki/tournament/ids.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shashki::db {

/// One stored board token of the venue network (docs/venue-tokens.md). The database never holds
/// the token itself: the nonce it is made from with the venue key, and its SHA-256.
struct StoredBoardToken {
  int round = 0;
  int board = 0;
  std::string nonce;                      ///< hex; empty for a token revoked by migration 12
  std::string digest;                     ///< SHA-256 of the token's text, hex; empty likewise
  std::string issued_at;                  ///< UTC text, as the audit log writes it
  std::optional<std::string> revoked_at;  ///< UTC text once revoked
};

/// What is stored of a new token of a board.
struct NewBoardToken {
  int board = 0;
  std::string nonce;   ///< hex
  std::string digest;  ///< hex
};

/// Stores and loads the board tokens. The use case decides who gets one; the audit rows written
/// here name the boards and never the tokens, which open the clocks to whoever holds them.
class BoardTokenRepository {
 public:
  explicit BoardTokenRepository(Database& database) : m_db(database) {}

  /// Stores `tokens` of `round` in one action "venue.token-issue"; writes nothing when
  /// `tokens` is empty.
  void issue(tournament::EventId event, int round, const std::vector<NewBoardToken>& tokens,
             const Stamp& stamp);
  /// Revokes the valid token of the board, if any, and stores `token` in its place, in one
  /// action "venue.token-reissue" whose audit row keeps `reason`.
  void reissue(tournament::EventId event, int round, const NewBoardToken& token, const std::string& reason,
               const Stamp& stamp);
  /// The tokens of `round` not revoked, in board order.
  [[nodiscard]] std::vector<StoredBoardToken> valid(tournament::EventId event, int round) const;
  /// The row whose token has the SHA-256 `digest` (hex) in `event`, revoked or not; std::nullopt
  /// when there is none.
  [[nodiscard]] std::optional<StoredBoardToken> find(tournament::EventId event,
                                                     std::string_view digest) const;

 private:
  Database& m_db;
};

}  // namespace shashki::db
