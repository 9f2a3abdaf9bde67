#include "shashki/app/venue_tokens.hpp"

#include "service_support.hpp"
#include "shashki/app/load_tournament.hpp"
#include "shashki/db/board_token_repository.hpp"

#include <algorithm>
#include <array>

namespace shashki::app {

namespace {

constexpr std::string_view base64url_alphabet =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
// 16 bytes in base64url without padding: 21 full sextets and one of 2 bits.
constexpr std::size_t token_length = (board_token_bytes * 8 + 5) / 6;

std::string base64url(std::span<const std::byte> bytes) {
  std::string text;
  std::uint32_t bits = 0;
  int held = 0;
  for (const auto b : bytes) {
    bits = (bits << 8U) | std::to_integer<std::uint32_t>(b);
    held += 8;
    while (held >= 6) {
      held -= 6;
      text += base64url_alphabet[(bits >> static_cast<unsigned>(held)) & 0x3FU];
    }
  }
  if (held > 0) text += base64url_alphabet[(bits << static_cast<unsigned>(6 - held)) & 0x3FU];
  return text;
}

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

BoardToken from_row(const db::StoredBoardToken& row) {
  return BoardToken{row.round, row.board, row.token};
}

}  // namespace

VenueTokens::VenueTokens(Session& session, RandomBytes random)
    : m_session(session), m_random(std::move(random)) {}

std::vector<BoardToken> VenueTokens::issue_round(tournament::EventId event, int round) {
  const auto t = load_tournament(m_session, event);
  const auto& r = published_round(t, event, round);
  db::BoardTokenRepository tokens(m_session.database());
  std::vector<int> holding;
  for (const auto& row : tokens.valid(event, round)) holding.push_back(row.board);
  std::vector<std::pair<int, std::string>> fresh;
  for (const auto& b : r.boards) {
    // A bye board has no game, so no clock to press.
    if (b.is_bye() || std::find(holding.begin(), holding.end(), b.number) != holding.end()) continue;
    std::array<std::byte, board_token_bytes> bytes{};
    m_random(bytes);
    fresh.emplace_back(b.number, base64url(bytes));
  }
  tokens.issue(event, round, fresh, m_session.stamp());
  std::vector<BoardToken> valid;
  for (const auto& row : tokens.valid(event, round)) valid.push_back(from_row(row));
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
  std::array<std::byte, board_token_bytes> bytes{};
  m_random(bytes);
  BoardToken token{round, board, base64url(bytes)};
  db::BoardTokenRepository(m_session.database())
      .reissue(event, round, board, token.token, reason, m_session.stamp());
  return token;
}

std::optional<BoardToken> VenueTokens::resolve(tournament::EventId event, std::string_view token) const {
  if (!token_shaped(token)) return std::nullopt;
  const auto row = db::BoardTokenRepository(m_session.database()).find(event, token);
  if (!row || row->revoked_at) return std::nullopt;
  return from_row(*row);
}

std::map<int, std::string> VenueTokens::board_urls(tournament::EventId event, int round,
                                                   std::string_view base_url, const std::string& field) {
  const auto base = checked_base_url(base_url, field);
  if (round == 0) round = load_tournament(m_session, event).current_round();
  std::map<int, std::string> urls;
  for (const auto& token : issue_round(event, round)) urls[token.board] = board_url(base, token);
  return urls;
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

}  // namespace shashki::app
