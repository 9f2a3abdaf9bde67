#pragma once

#include "shashki/app/random_bytes.hpp"
#include "shashki/app/session.hpp"
#include "shashki/tournament/ids.hpp"

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shashki::app {

/// A board token: the secret in a board's clock page address (`BASE/board/TOKEN`) that lets the
/// phone at that board, and nobody else, press that board's clock in that round
/// (docs/venue-tokens.md). Text: 16 random bytes as base64url without padding (22 characters).
struct BoardToken {
  int round = 0;
  int board = 0;
  std::string token;
};

/// Who may press what on the venue network: issues, reissues and resolves board tokens. Tokens
/// never appear in the audit log, in an Error's text or in a log line.
class VenueTokens {
 public:
  /// `random` gives the tokens' bytes: system_random_bytes() in production.
  VenueTokens(Session& session, RandomBytes random);
  /// Issues a token for every board with a game of a published round that has none; returns all valid ones,
  /// board order. Error(input) for an unknown event or round, Error(refused) for a draft round.
  std::vector<BoardToken> issue_round(tournament::EventId event, int round);
  /// Revokes the board's token and issues a new one ("venue.token-reissue", audited WITHOUT the token).
  /// Error(input) for an unknown board or an empty reason, Error(refused) for a bye or a draft.
  BoardToken reissue(tournament::EventId event, int round, int board, const std::string& reason);
  /// The board a valid (not revoked) token opens, or nullopt. Never throws for bad text.
  std::optional<BoardToken> resolve(tournament::EventId event, std::string_view token) const;
  /// Each board's clock page address under `base_url` (board -> URL), issuing the tokens the
  /// round lacks; round 0 is the last round. Error(usage) about `field` for a bad base URL.
  std::map<int, std::string> board_urls(tournament::EventId event, int round, std::string_view base_url,
                                        const std::string& field = "base_url");

 private:
  Session& m_session;
  RandomBytes m_random;
};

/// Bytes of randomness in a token: 128 bits.
inline constexpr std::size_t board_token_bytes = 16;

/// `base_url` without its trailing '/' when it is an http:// or https:// address with a host and
/// no query, fragment, space or control character; otherwise Error(usage) about `field`.
[[nodiscard]] std::string checked_base_url(std::string_view base_url, const std::string& field);

/// The clock page of a board: `BASE/board/TOKEN`, `base_url` as checked_base_url() returns it.
[[nodiscard]] std::string board_url(std::string_view base_url, const BoardToken& token);

}  // namespace shashki::app
