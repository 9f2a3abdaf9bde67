#pragma once

#include "shashki/app/errors.hpp"
#include "shashki/app/paths.hpp"
#include "shashki/app/random_bytes.hpp"
#include "shashki/app/session.hpp"
#include "shashki/tournament/ids.hpp"

#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shashki::app {

/// A board token: the secret in a board's clock page address (`BASE/board/TOKEN`) that lets the
/// phone at that board, and nobody else, press that board's clock in that round
/// (docs/venue-tokens.md). Text: 128 bits made from the venue key and a random nonce, as
/// base64url without padding (22 characters).
struct BoardToken {
  int round = 0;
  int board = 0;
  std::string token;  ///< empty when not `reprintable`
  /// False for a valid token made with another venue key than the one at hand: it still opens
  /// its board, but its text cannot be made again; reissue() gives the board one to print.
  bool reprintable = true;
};

/// The addresses of some boards cannot be printed again: their tokens were made with another
/// venue key (the key file is missing or was replaced). They still open their boards; a
/// reissue gives each a new address (and the old one stops working).
class TokensNotReprintable : public Error {
 public:
  TokensNotReprintable(tournament::EventId event, int round, std::vector<int> boards,
                       const std::filesystem::path& key_file);
  [[nodiscard]] tournament::EventId event() const { return m_event; }
  [[nodiscard]] int round() const { return m_round; }
  /// The boards to reissue, in order.
  [[nodiscard]] const std::vector<int>& boards() const { return m_boards; }

 private:
  tournament::EventId m_event;
  int m_round;
  std::vector<int> m_boards;
};

/// An arbiter token (docs/venue.md, "Floor arbiters"): the secret in the floor arbiter's page
/// address (`BASE/arbiter/TOKEN`) that lets the deputy it names pause, resume, open appeals and
/// enter results at the boards of its event, until it is revoked. Made like a board token.
struct ArbiterToken {
  std::int64_t id = 0;    ///< the number `venue arbiters` lists and `venue revoke` takes
  std::string name;       ///< the deputy; the audit rows of their actions name them
  std::string token;      ///< empty for a revoked token, or one made with another venue key
  std::string issued_at;  ///< UTC text
  bool revoked = false;
};

/// Who may press what on the venue network: issues, reissues and resolves board tokens. The
/// database keeps of a token only its nonce and its SHA-256; the token is made from the nonce
/// with the venue key in `key_file`. Tokens never appear in the audit log, in an Error's text or
/// in a log line.
class VenueTokens {
 public:
  /// `random` gives the nonces, and the venue key when `key_file` has none yet:
  /// system_random_bytes() in production.
  VenueTokens(Session& session, RandomBytes random,
              std::filesystem::path key_file = default_venue_key_path());
  /// Issues a token for every board with a game of a published round that has none; returns all valid ones,
  /// board order, those of another venue key not `reprintable`. Error(input) for an unknown event or
  /// round or an unusable key file, Error(refused) for a draft round.
  std::vector<BoardToken> issue_round(tournament::EventId event, int round);
  /// Revokes the board's token and issues a new one ("venue.token-reissue", audited WITHOUT the token).
  /// Error(input) for an unknown board or an empty reason, Error(refused) for a bye or a draft.
  BoardToken reissue(tournament::EventId event, int round, int board, const std::string& reason);
  /// The board a valid (not revoked) token opens, or nullopt. Needs no venue key: the token's
  /// digest is looked up. Never throws for bad text.
  std::optional<BoardToken> resolve(tournament::EventId event, std::string_view token) const;
  /// Each board's clock page address under `base_url` (board -> URL), issuing the tokens the
  /// round lacks; round 0 is the last round. Error(usage) about `field` for a bad base URL,
  /// TokensNotReprintable when some boards' tokens were made with another venue key.
  std::map<int, std::string> board_urls(tournament::EventId event, int round, std::string_view base_url,
                                        const std::string& field = "base_url");

  /// Issues an arbiter token for the deputy `name` ("venue.arbiter-issue", audited with the name,
  /// never the token). Error(input) for an unknown event or a blank, overlong or control-character
  /// name; Error(refused) when a valid token names that deputy already (revoke it first).
  ArbiterToken issue_arbiter(tournament::EventId event, const std::string& name);
  /// Every arbiter token of the event, revoked ones too, in the order issued.
  [[nodiscard]] std::vector<ArbiterToken> arbiters(tournament::EventId event);
  /// Revokes the arbiter token `token_or_id` (its text, or its id as arbiters() lists it)
  /// ("venue.arbiter-revoke"): its page stops working at once. Error(input) when the event has
  /// no such token, Error(refused) when it is revoked already.
  ArbiterToken revoke_arbiter(tournament::EventId event, std::string_view token_or_id);
  /// The deputy a valid arbiter token names, or nullopt (unknown, revoked, a board token, bad
  /// text). Needs no venue key. Never throws for bad text.
  [[nodiscard]] std::optional<ArbiterToken> resolve_arbiter(tournament::EventId event,
                                                            std::string_view token) const;

 private:
  /// issue_round(); with `all_reprintable`, TokensNotReprintable (nothing written) when some
  /// valid tokens were made with another key.
  std::vector<BoardToken> issue(tournament::EventId event, int round, bool all_reprintable);

  Session& m_session;
  RandomBytes m_random;
  std::filesystem::path m_key_file;
};

/// Bits in a token: 128 (the first 16 bytes of an HMAC-SHA256); its nonce has as many.
inline constexpr std::size_t board_token_bytes = 16;

/// `base_url` without its trailing '/' when it is an http:// or https:// address with a host and
/// no query, fragment, space or control character; otherwise Error(usage) about `field`.
[[nodiscard]] std::string checked_base_url(std::string_view base_url, const std::string& field);

/// The clock page of a board: `BASE/board/TOKEN`, `base_url` as checked_base_url() returns it.
[[nodiscard]] std::string board_url(std::string_view base_url, const BoardToken& token);

/// The floor arbiter's page: `BASE/arbiter/TOKEN`, `base_url` as checked_base_url() returns it.
[[nodiscard]] std::string arbiter_url(std::string_view base_url, const ArbiterToken& token);

}  // namespace shashki::app
