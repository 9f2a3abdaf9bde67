#pragma once

#include "shashki/db/database.hpp"
#include "shashki/db/stamp.hpp"
#include "shashki/tournament/ids.hpp"

#include <cstdint>
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

/// One stored arbiter token (docs/venue.md, "Floor arbiters"): it opens the floor arbiter's page
/// of its event for the deputy it names. As for a board token, the nonce and the digest, never
/// the text.
struct StoredArbiterToken {
  std::int64_t id = 0;
  std::string name;                       ///< the deputy, as the audit rows of their actions name them
  std::string nonce;                      ///< hex
  std::string digest;                     ///< SHA-256 of the token's text, hex
  std::string issued_at;                  ///< UTC text
  std::optional<std::string> revoked_at;  ///< UTC text once revoked
};

/// Stores and loads the arbiter tokens; the audit rows name the deputy and the token's id.
class ArbiterTokenRepository {
 public:
  explicit ArbiterTokenRepository(Database& database) : m_db(database) {}

  /// Stores a token for `name` ("venue.arbiter-issue"); returns the row as stored.
  StoredArbiterToken issue(tournament::EventId event, const std::string& name, const std::string& nonce,
                           const std::string& digest, const Stamp& stamp);
  /// Revokes token `id` of `event` ("venue.arbiter-revoke"); false (nothing written) when the
  /// event has no such token or it is revoked already.
  bool revoke(tournament::EventId event, std::int64_t id, const Stamp& stamp);
  /// Every token of `event`, revoked ones too, in the order issued.
  [[nodiscard]] std::vector<StoredArbiterToken> list(tournament::EventId event) const;
  /// The token of `event` whose SHA-256 is `digest`, revoked or not; std::nullopt when none.
  [[nodiscard]] std::optional<StoredArbiterToken> find(tournament::EventId event,
                                                       std::string_view digest) const;

 private:
  Database& m_db;
};

}  // namespace shashki::db
