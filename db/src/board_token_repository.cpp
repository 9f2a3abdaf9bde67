#include "shashki/db/board_token_repository.hpp"

#include "action.hpp"

#include <SQLiteCpp/Statement.h>

namespace shashki::db {

namespace {

void insert_token(SQLite::Database& sql, tournament::EventId event, int round, const NewBoardToken& token,
                  const std::string& at) {
  SQLite::Statement insert(sql,
                           "INSERT INTO board_tokens (event_id, round, board, nonce, digest, issued_at) "
                           "VALUES (?, ?, ?, ?, ?, ?)");
  insert.bind(1, event.value);
  insert.bind(2, round);
  insert.bind(3, token.board);
  insert.bind(4, token.nonce);
  insert.bind(5, token.digest);
  insert.bind(6, at);
  insert.exec();
}

// What every token row keeps after its two columns of its own: nonce, digest, issued at, revoked
// at (columns 2-5).
template <class Row>
Row with_secret(Row row, SQLite::Statement& query) {
  row.nonce = query.getColumn(2).getString();
  row.digest = query.getColumn(3).getString();
  row.issued_at = query.getColumn(4).getString();
  if (!query.getColumn(5).isNull()) row.revoked_at = query.getColumn(5).getString();
  return row;
}

StoredBoardToken token_row(SQLite::Statement& query) {
  StoredBoardToken row;
  row.round = query.getColumn(0).getInt();
  row.board = query.getColumn(1).getInt();
  return with_secret(std::move(row), query);
}

}  // namespace

void BoardTokenRepository::issue(tournament::EventId event, int round,
                                 const std::vector<NewBoardToken>& tokens, const Stamp& stamp) {
  if (tokens.empty()) return;
  in_action(m_db.impl(), "issue the board tokens", stamp, "venue.token-issue", event, [&](Action& action) {
    nlohmann::json boards = nlohmann::json::array();
    for (const auto& token : tokens) {
      insert_token(action.sql(), event, round, token, utc_text(stamp.at));
      boards.push_back(token.board);
    }
    action.commit(nullptr, {{"round", round}, {"boards", boards}});
  });
}

void BoardTokenRepository::reissue(tournament::EventId event, int round, const NewBoardToken& token,
                                   const std::string& reason, const Stamp& stamp) {
  const int board = token.board;
  in_action(m_db.impl(), "reissue the board token", stamp, "venue.token-reissue", event, [&](Action& action) {
    auto& sql = action.sql();
    SQLite::Statement revoke(sql,
                             "UPDATE board_tokens SET revoked_at = ? "
                             "WHERE event_id = ? AND round = ? AND board = ? AND revoked_at IS NULL");
    revoke.bind(1, utc_text(stamp.at));
    revoke.bind(2, event.value);
    revoke.bind(3, round);
    revoke.bind(4, board);
    const int revoked = revoke.exec();
    insert_token(sql, event, round, token, utc_text(stamp.at));
    action.commit({{"round", round}, {"board", board}, {"revoked", revoked}},
                  {{"round", round}, {"board", board}, {"reason", reason}});
  });
}

std::vector<StoredBoardToken> BoardTokenRepository::valid(tournament::EventId event, int round) const {
  return guarded(m_db.impl(), "list the board tokens", [&] {
    SQLite::Statement query(
        m_db.impl().sql,
        "SELECT round, board, coalesce(nonce, ''), coalesce(digest, ''), issued_at, revoked_at "
        "FROM board_tokens "
        "WHERE event_id = ? AND round = ? AND revoked_at IS NULL ORDER BY board");
    query.bind(1, event.value);
    query.bind(2, round);
    std::vector<StoredBoardToken> rows;
    while (query.executeStep()) rows.push_back(token_row(query));
    return rows;
  });
}

std::optional<StoredBoardToken> BoardTokenRepository::find(tournament::EventId event,
                                                           std::string_view digest) const {
  return guarded(m_db.impl(), "look up a board token", [&]() -> std::optional<StoredBoardToken> {
    SQLite::Statement query(
        m_db.impl().sql,
        "SELECT round, board, coalesce(nonce, ''), coalesce(digest, ''), issued_at, revoked_at "
        "FROM board_tokens "
        "WHERE event_id = ? AND digest = ?");
    query.bind(1, event.value);
    query.bind(2, std::string(digest));
    if (!query.executeStep()) return std::nullopt;
    return token_row(query);
  });
}

namespace {

constexpr const char* arbiter_columns =
    "SELECT id, name, nonce, digest, issued_at, revoked_at FROM arbiter_tokens WHERE event_id = ? ";

StoredArbiterToken arbiter_row(SQLite::Statement& query) {
  StoredArbiterToken row;
  row.id = query.getColumn(0).getInt64();
  row.name = query.getColumn(1).getString();
  return with_secret(std::move(row), query);
}

}  // namespace

StoredArbiterToken ArbiterTokenRepository::issue(tournament::EventId event, const std::string& name,
                                                 const std::string& nonce, const std::string& digest,
                                                 const Stamp& stamp) {
  return in_action(
      m_db.impl(), "issue an arbiter token", stamp, "venue.arbiter-issue", event, [&](Action& action) {
        SQLite::Statement insert(action.sql(),
                                 "INSERT INTO arbiter_tokens (event_id, name, nonce, digest, issued_at) "
                                 "VALUES (?, ?, ?, ?, ?)");
        insert.bind(1, event.value);
        insert.bind(2, name);
        insert.bind(3, nonce);
        insert.bind(4, digest);
        insert.bind(5, utc_text(stamp.at));
        insert.exec();
        StoredArbiterToken row{
            action.sql().getLastInsertRowid(), name, nonce, digest, utc_text(stamp.at), {}};
        action.commit(nullptr, {{"arbiter_token", row.id}, {"name", name}});
        return row;
      });
}

bool ArbiterTokenRepository::revoke(tournament::EventId event, std::int64_t id, const Stamp& stamp) {
  return in_action(
      m_db.impl(), "revoke an arbiter token", stamp, "venue.arbiter-revoke", event, [&](Action& action) {
        SQLite::Statement query(action.sql(),
                                std::string(arbiter_columns) + "AND id = ? AND revoked_at IS NULL");
        query.bind(1, event.value);
        query.bind(2, id);
        if (!query.executeStep()) return false;  // leaving without commit writes nothing
        const auto row = arbiter_row(query);
        query.reset();
        SQLite::Statement revoke(action.sql(), "UPDATE arbiter_tokens SET revoked_at = ? WHERE id = ?");
        revoke.bind(1, utc_text(stamp.at));
        revoke.bind(2, id);
        revoke.exec();
        action.commit({{"arbiter_token", id}, {"name", row.name}},
                      {{"arbiter_token", id}, {"revoked", true}});
        return true;
      });
}

std::vector<StoredArbiterToken> ArbiterTokenRepository::list(tournament::EventId event) const {
  return guarded(m_db.impl(), "list the arbiter tokens", [&] {
    SQLite::Statement query(m_db.impl().sql, std::string(arbiter_columns) + "ORDER BY id");
    query.bind(1, event.value);
    std::vector<StoredArbiterToken> rows;
    while (query.executeStep()) rows.push_back(arbiter_row(query));
    return rows;
  });
}

std::optional<StoredArbiterToken> ArbiterTokenRepository::find(tournament::EventId event,
                                                               std::string_view digest) const {
  return guarded(m_db.impl(), "look up an arbiter token", [&]() -> std::optional<StoredArbiterToken> {
    SQLite::Statement query(m_db.impl().sql, std::string(arbiter_columns) + "AND digest = ?");
    query.bind(1, event.value);
    query.bind(2, std::string(digest));
    if (!query.executeStep()) return std::nullopt;
    return arbiter_row(query);
  });
}

}  // namespace shashki::db
