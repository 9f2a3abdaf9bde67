#include "shashki/app/venue_tokens.hpp"

#include "service_support.hpp"
#include "shashki/app/load_tournament.hpp"
#include "shashki/db/board_token_repository.hpp"
#include "venue_key.hpp"

#include <algorithm>
#include <array>
#include <utility>
#include <vector>

namespace shashki::app {

namespace {

constexpr std::string_view base64url_alphabet =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
// 16 bytes in base64url without padding: 21 full sextets and one of 2 bits.
constexpr std::size_t token_length = (board_token_bytes * 8 + 5) / 6;

// Text that cannot be a token is turned away before it reaches the database: a page address
// is whatever a phone, or somebody guessing, sends.
bool token_shaped(std::string_view text) {
  return text.size() == token_length && std::all_of(text.begin(), text.end(), [](char c) {
           return base64url_alphabet.find(c) != std::string_view::npos;
         });
}

const tournament::Round& published_round(const tournament::Tournament& t, tournament::EventId event,
                                         int round) {
  const auto* r = t.round(round);
  if (r == nullptr) throw Error(ExitCode::input, no_round(event, round));
  if (r->state == tournament::RoundState::draft) {
    throw Error(ExitCode::refused,
                Message(N_("round {round} is a draft; its boards get their clock page addresses once it "
                           "is published"))
                    .with("round", round)
                    .about("round"));
  }
  return *r;
}

// A new token (a board's or an arbiter's): its text, and the nonce (hex) and digest the database
// keeps of it.
struct FreshToken {
  std::string text;
  std::string nonce;
  std::string digest;
};
FreshToken fresh_token(const VenueKey& key, const RandomBytes& random) {
  std::array<std::byte, board_token_bytes> nonce{};
  random(nonce);
  auto text = key.token(nonce);
  auto digest = token_digest(text);
  return {std::move(text), to_hex(nonce), std::move(digest)};
}

// A new token of `board`: its text, and what the database keeps of it.
std::pair<std::string, db::NewBoardToken> new_token(const VenueKey& key, const RandomBytes& random,
                                                    int board) {
  auto fresh = fresh_token(key, random);
  return {std::move(fresh.text), db::NewBoardToken{board, std::move(fresh.nonce), std::move(fresh.digest)}};
}

// A stored token made again from its nonce; empty when the key is not the one it was made with
// (its digest differs).
std::string made_again(const VenueKey& key, const std::string& nonce_hex, const std::string& digest) {
  const auto nonce = from_hex(nonce_hex);
  if (nonce.size() != board_token_bytes) return {};
  auto text = key.token(nonce);
  return same_digest(token_digest(text), digest) ? text : std::string();
}

std::string board_list(const std::vector<int>& boards) {
  std::string text;
  for (const int b : boards) text += (text.empty() ? "" : ", ") + std::to_string(b);
  return text;
}

}  // namespace

TokensNotReprintable::TokensNotReprintable(tournament::EventId event, int round, std::vector<int> boards,
                                           const std::filesystem::path& key_file)
    : Error(
          ExitCode::refused,
          Message::plural(N_("{n} clock page address of round {round} cannot be printed again (board "
                             "{boards}): it was made with another venue key than {file}; it still opens its "
                             "board, and a reissue gives the board a new address to print"),
                          N_("{n} clock page addresses of round {round} cannot be printed again (boards "
                             "{boards}): they were made with another venue key than {file}; they still open "
                             "their boards, and a reissue gives each board a new address to print"),
                          boards.size())
              .with("boards", board_list(boards))
              .with("round", round)
              .with("file", key_file.string())),
      m_event(event),
      m_round(round),
      m_boards(std::move(boards)) {}

VenueTokens::VenueTokens(Session& session, RandomBytes random, std::filesystem::path key_file)
    : m_session(session), m_random(std::move(random)), m_key_file(std::move(key_file)) {}

std::vector<BoardToken> VenueTokens::issue_round(tournament::EventId event, int round) {
  return issue(event, round, false);
}

std::vector<BoardToken> VenueTokens::issue(tournament::EventId event, int round, bool all_reprintable) {
  const auto t = load_tournament(m_session, event);
  const auto& r = published_round(t, event, round);
  const auto key = VenueKey::open(m_key_file, m_random);
  db::BoardTokenRepository tokens(m_session.database());
  std::vector<BoardToken> valid;
  for (const auto& row : tokens.valid(event, round)) {
    auto text = made_again(key, row.nonce, row.digest);
    const bool reprintable = !text.empty();
    valid.push_back(BoardToken{round, row.board, std::move(text), reprintable});
  }
  if (all_reprintable) {
    std::vector<int> lost;
    for (const auto& v : valid) {
      if (!v.reprintable) lost.push_back(v.board);
    }
    // Refused before anything is written, as every refusal.
    if (!lost.empty()) throw TokensNotReprintable(event, round, std::move(lost), m_key_file);
  }
  std::vector<db::NewBoardToken> fresh;
  for (const auto& b : r.boards) {
    // A bye board has no game, so no clock to press.
    const bool holding =
        std::any_of(valid.begin(), valid.end(), [&](const BoardToken& v) { return v.board == b.number; });
    if (b.is_bye() || holding) continue;
    auto [text, stored] = new_token(key, m_random, b.number);
    valid.push_back(BoardToken{round, b.number, std::move(text)});
    fresh.push_back(std::move(stored));
  }
  tokens.issue(event, round, fresh, m_session.stamp());
  std::sort(valid.begin(), valid.end(),
            [](const BoardToken& a, const BoardToken& b) { return a.board < b.board; });
  return valid;
}

BoardToken VenueTokens::reissue(tournament::EventId event, int round, int board, const std::string& reason) {
  const auto t = load_tournament(m_session, event);
  const auto& r = published_round(t, event, round);
  const auto b =
      std::find_if(r.boards.begin(), r.boards.end(), [&](const auto& x) { return x.number == board; });
  if (b == r.boards.end()) {
    throw Error(ExitCode::input, Message(N_("round {round} has no board {board}"))
                                     .with("round", round)
                                     .with("board", board)
                                     .about("board"));
  }
  if (b->is_bye()) {
    throw Error(ExitCode::refused,
                Message(N_("board {board} of round {round} is a bye: it has no clock to open"))
                    .with("round", round)
                    .with("board", board)
                    .about("board"));
  }
  if (reason.find_first_not_of(" \t\r\n") == std::string::npos) {
    throw Error(ExitCode::input,
                Message(N_("say why the board's clock page gets a new address")).about("reason"));
  }
  const auto key = VenueKey::open(m_key_file, m_random);
  auto [text, stored] = new_token(key, m_random, board);
  db::BoardTokenRepository(m_session.database()).reissue(event, round, stored, reason, m_session.stamp());
  return BoardToken{round, board, std::move(text)};
}

std::optional<BoardToken> VenueTokens::resolve(tournament::EventId event, std::string_view token) const {
  if (!token_shaped(token)) return std::nullopt;
  // The database is asked for the digest, never for the token: what the look-up's timing could
  // tell is about a hash, and the row found is checked again in constant time.
  const auto digest = token_digest(token);
  const auto row = db::BoardTokenRepository(m_session.database()).find(event, digest);
  if (!row || row->revoked_at || !same_digest(row->digest, digest)) return std::nullopt;
  return BoardToken{row->round, row->board, std::string(token)};
}

std::map<int, std::string> VenueTokens::board_urls(tournament::EventId event, int round,
                                                   std::string_view base_url, const std::string& field) {
  const auto base = checked_base_url(base_url, field);
  if (round == 0) round = load_tournament(m_session, event).current_round();
  std::map<int, std::string> urls;
  // A sheet without some boards' codes would look whole: issue() refuses it naming the boards.
  for (const auto& token : issue(event, round, true)) urls[token.board] = board_url(base, token);
  return urls;
}

namespace {

ArbiterToken arbiter_of(const db::StoredArbiterToken& row, std::string token) {
  return ArbiterToken{row.id, row.name, std::move(token), row.issued_at, row.revoked_at.has_value()};
}

// The deputy's name as the audit rows will carry it: trimmed, one line, of a sane length.
std::string checked_deputy_name(const std::string& name) {
  const auto first = name.find_first_not_of(" \t");
  const auto last = name.find_last_not_of(" \t");
  const auto trimmed = first == std::string::npos ? std::string() : name.substr(first, last - first + 1);
  const bool control = std::any_of(trimmed.begin(), trimmed.end(),
                                   [](char c) { return static_cast<unsigned char>(c) < ' ' || c == '\x7F'; });
  if (trimmed.empty() || trimmed.size() > 100 || control) {
    throw Error(ExitCode::input,
                Message(N_("name the deputy arbiter in one line of at most 100 characters")).about("name"));
  }
  return trimmed;
}

}  // namespace

ArbiterToken VenueTokens::issue_arbiter(tournament::EventId event, const std::string& name) {
  const auto deputy = checked_deputy_name(name);
  (void)load_tournament(m_session, event);  // Error(input) for an unknown event
  db::ArbiterTokenRepository tokens(m_session.database());
  for (const auto& row : tokens.list(event)) {
    if (!row.revoked_at && row.name == deputy) {
      throw Error(ExitCode::refused,
                  Message(N_("{name} holds a valid arbiter token already (number {id}); revoke it first"))
                      .with("name", deputy)
                      .with("id", static_cast<long long>(row.id))
                      .about("name"));
    }
  }
  auto fresh = fresh_token(VenueKey::open(m_key_file, m_random), m_random);
  const auto row = tokens.issue(event, deputy, fresh.nonce, fresh.digest, m_session.stamp());
  return arbiter_of(row, std::move(fresh.text));
}

std::vector<ArbiterToken> VenueTokens::arbiters(tournament::EventId event) {
  (void)load_tournament(m_session, event);
  const auto rows = db::ArbiterTokenRepository(m_session.database()).list(event);
  std::vector<ArbiterToken> all;
  std::optional<VenueKey> key;
  for (const auto& row : rows) {
    std::string text;
    if (!row.revoked_at) {
      if (!key) key = VenueKey::open(m_key_file, m_random);
      text = made_again(*key, row.nonce, row.digest);
    }
    all.push_back(arbiter_of(row, std::move(text)));
  }
  return all;
}

ArbiterToken VenueTokens::revoke_arbiter(tournament::EventId event, std::string_view token_or_id) {
  (void)load_tournament(m_session, event);
  db::ArbiterTokenRepository tokens(m_session.database());
  std::optional<db::StoredArbiterToken> row;
  if (token_shaped(token_or_id)) {
    row = tokens.find(event, token_digest(token_or_id));
  } else if (!token_or_id.empty() && token_or_id.size() <= 18 &&
             std::all_of(token_or_id.begin(), token_or_id.end(),
                         [](char c) { return c >= '0' && c <= '9'; })) {
    const auto id = std::stoll(std::string(token_or_id));
    for (const auto& r : tokens.list(event)) {
      if (r.id == id) row = r;
    }
  }
  if (!row) {
    // The text may be a token: it is not repeated in the message.
    throw Error(ExitCode::input,
                Message(N_("the event has no such arbiter token; `shashki venue arbiters` lists them"))
                    .about("token"));
  }
  if (row->revoked_at || !tokens.revoke(event, row->id, m_session.stamp())) {
    throw Error(ExitCode::refused, Message(N_("the arbiter token of {name} (number {id}) is revoked already"))
                                       .with("name", row->name)
                                       .with("id", static_cast<long long>(row->id))
                                       .about("token"));
  }
  auto revoked = arbiter_of(*row, std::string());
  revoked.revoked = true;
  return revoked;
}

std::optional<ArbiterToken> VenueTokens::resolve_arbiter(tournament::EventId event,
                                                         std::string_view token) const {
  if (!token_shaped(token)) return std::nullopt;
  const auto digest = token_digest(token);
  const auto row = db::ArbiterTokenRepository(m_session.database()).find(event, digest);
  if (!row || row->revoked_at || !same_digest(row->digest, digest)) return std::nullopt;
  return arbiter_of(*row, std::string(token));
}

std::string checked_base_url(std::string_view base_url, const std::string& field) {
  std::string_view rest = base_url;
  for (const std::string_view scheme : {"http://", "https://"}) {
    if (rest.starts_with(scheme)) {
      rest.remove_prefix(scheme.size());
      break;
    }
  }
  const bool has_scheme = rest.size() < base_url.size();
  const bool has_host = !rest.empty() && rest.front() != '/' && rest.front() != ':';
  const bool clean = std::none_of(base_url.begin(), base_url.end(), [](char c) {
    return static_cast<unsigned char>(c) <= ' ' || c == '\x7F' || c == '?' || c == '#';
  });
  if (!has_scheme || !has_host || !clean) {
    throw Error(ExitCode::usage, Message(N_("\"{url}\" is no base address of the clock pages; write it as "
                                            "http://HOST:PORT, e.g. http://192.168.1.10:8080"))
                                     .with("url", std::string(base_url))
                                     .about(field));
  }
  std::string base(base_url);
  while (base.ends_with('/')) base.pop_back();
  return base;
}

std::string board_url(std::string_view base_url, const BoardToken& token) {
  return std::string(base_url) + "/board/" + token.token;
}

std::string arbiter_url(std::string_view base_url, const ArbiterToken& token) {
  return std::string(base_url) + "/arbiter/" + token.token;
}

}  // namespace shashki::app
