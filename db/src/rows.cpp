#include "rows.hpp"

#include "shashki/db/database.hpp"
#include "shashki/tournament/calendar.hpp"
#include "shashki/tournament/knockout_match.hpp"

#include <nlohmann/json.hpp>

#include <map>
#include <tuple>

namespace shashki::db {

DatabaseError damaged_column(const std::string& text, const std::string& column) {
  return DatabaseError(
      tournament::Message(N_("the database holds '{text}' in column {column}, which this program "
                             "does not know; the file is damaged or from another program"))
          .with("text", text)
          .with("column", column));
}

namespace {

// A code read back from the file must be one this build knows; else the file is not ours.
template <class T>
T known(std::optional<T> value, const char* column, const std::string& text) {
  if (!value) throw damaged_column(text, column);
  return *value;
}

std::optional<std::string> optional_text(const SQLite::Column& c) {
  return c.isNull() ? std::nullopt : std::optional<std::string>(c.getString());
}

std::optional<int> optional_int(const SQLite::Column& c) {
  return c.isNull() ? std::nullopt : std::optional<int>(c.getInt());
}

std::optional<std::chrono::year_month_day> optional_date(const SQLite::Column& c) {
  if (c.isNull()) return std::nullopt;
  const std::string text = c.getString();
  const auto date = tournament::parse_iso_date(text);
  if (!date)
    throw DatabaseError(tournament::Message(N_("the date '{text}' in column {column} is not a calendar date"))
                            .with("text", text)
                            .with("column", c.getName()));
  return date;
}

std::vector<std::string> string_list(const SQLite::Column& c) {
  return nlohmann::json::parse(c.getString()).get<std::vector<std::string>>();
}

template <class T>
void bind_optional(SQLite::Statement& s, int index, const std::optional<T>& value) {
  if (value) {
    s.bind(index, *value);
  } else {
    s.bind(index);
  }
}

void bind_date(SQLite::Statement& s, int index, const std::optional<std::chrono::year_month_day>& date) {
  bind_optional(s, index,
                date ? std::optional<std::string>(tournament::format_iso_date(*date)) : std::nullopt);
}

void bind_text(SQLite::Statement& s, int index, std::string_view text) {
  s.bind(index, std::string(text));
}

}  // namespace

tournament::Event read_event(const SQLite::Statement& row) {
  using namespace tournament;
  Event e;
  e.id = EventId{row.getColumn(0).getInt64()};
  e.name = row.getColumn(1).getString();
  e.start_date = optional_date(row.getColumn(2));
  e.end_date = optional_date(row.getColumn(3));
  e.venue = row.getColumn(4).getString();
  e.chief_arbiter = row.getColumn(5).getString();
  e.arbiters = string_list(row.getColumn(6));
  const std::string discipline = row.getColumn(7).getString();
  e.discipline = known(discipline_from_code(discipline), "discipline", discipline);
  e.time_control = row.getColumn(8).getString();
  const std::string system = row.getColumn(9).getString();
  e.system = known(pairing_system_from_code(system), "system", system);
  e.rounds = row.getColumn(10).getInt();
  const std::string scale = row.getColumn(11).getString();
  e.scale = known(scoring_scale_from_code(scale), "scoring", scale);
  e.micro_match = row.getColumn(12).getInt() != 0;
  const std::string match = row.getColumn(13).getString();
  e.match_scoring = known(match_scoring_from_code(match), "match_scoring", match);
  // Codes since tie-breaks were refused at entry; a name an older file holds that is no code is
  // left out, as the standings of that version left it out.
  for (const auto& text : string_list(row.getColumn(14))) {
    if (const auto tiebreak = tiebreak_from_code(text)) e.tiebreaks.push_back(*tiebreak);
  }
  e.opening_table = row.getColumn(15).getString();
  e.rule_edition = row.getColumn(16).getString();
  e.opening_csv = row.getColumn(17).getString();
  e.half_byes = row.getColumn(18).getInt();
  const std::string edition = row.getColumn(19).getString();
  e.tiebreak_edition = known(tiebreak_edition_from_code(edition), "tiebreak_edition", edition);
  const std::string board_results = row.getColumn(20).getString();
  e.board_results = known(board_results_from_code(board_results), "board_results", board_results);
  e.norm_csv = row.getColumn(21).getString();
  const std::string prize_money = row.getColumn(22).getString();
  e.prize_money = known(prize_money_from_code(prize_money), "prize_money", prize_money);
  return e;
}

tournament::Player read_player(const SQLite::Statement& row) {
  using namespace tournament;
  Player p;
  p.id = PlayerId{row.getColumn(0).getInt64()};
  p.number = row.getColumn(1).getInt();
  p.name = row.getColumn(2).getString();
  p.rating = optional_int(row.getColumn(3));
  const std::string title = row.getColumn(4).getString();
  p.title = known(title_from_code(title), "title", title);
  p.club = row.getColumn(5).getString();
  p.city = row.getColumn(6).getString();
  p.federation = row.getColumn(7).getString();
  p.birth = optional_date(row.getColumn(8));
  const std::string status = row.getColumn(9).getString();
  p.status = known(player_status_from_code(status), "status", status);
  p.withdrawn_from = optional_int(row.getColumn(10));
  p.late_entry_round = optional_int(row.getColumn(11));
  const std::string sex = row.getColumn(12).getString();
  p.sex = known(sex_from_code(sex), "sex", sex);
  p.region = row.getColumn(13).getString();
  p.coach = row.getColumn(14).getString();
  p.birth_year = optional_int(row.getColumn(15));
  return p;
}

void bind_event(SQLite::Statement& s, const tournament::Event& e) {
  using tournament::code;
  s.bind(1, e.name);
  bind_date(s, 2, e.start_date);
  bind_date(s, 3, e.end_date);
  s.bind(4, e.venue);
  s.bind(5, e.chief_arbiter);
  s.bind(6, nlohmann::json(e.arbiters).dump());
  bind_text(s, 7, code(e.discipline));
  s.bind(8, e.time_control);
  bind_text(s, 9, code(e.system));
  s.bind(10, e.rounds);
  bind_text(s, 11, code(e.scale));
  s.bind(12, e.micro_match ? 1 : 0);
  bind_text(s, 13, code(e.match_scoring));
  s.bind(14, nlohmann::json(tournament::tiebreak_codes(e.tiebreaks)).dump());
  s.bind(15, e.opening_table);
  s.bind(16, e.rule_edition);
  s.bind(17, e.opening_csv);
  s.bind(18, e.half_byes);
  bind_text(s, 19, code(e.tiebreak_edition));
  bind_text(s, 20, code(e.board_results));
  s.bind(21, e.norm_csv);
  bind_text(s, 22, code(e.prize_money));
}

void bind_player(SQLite::Statement& s, const tournament::Player& p, int first) {
  using tournament::code;
  s.bind(first + 0, p.number);
  s.bind(first + 1, p.name);
  bind_optional(s, first + 2, p.rating);
  bind_text(s, first + 3, code(p.title));
  s.bind(first + 4, p.club);
  s.bind(first + 5, p.city);
  s.bind(first + 6, p.federation);
  bind_date(s, first + 7, p.birth);
  bind_text(s, first + 8, code(p.status));
  bind_optional(s, first + 9, p.withdrawn_from);
  bind_optional(s, first + 10, p.late_entry_round);
  bind_text(s, first + 11, code(p.sex));
  s.bind(first + 12, p.region);
  s.bind(first + 13, p.coach);
  bind_optional(s, first + 14, p.birth_year);
}

std::vector<tournament::Player> read_players(SQLite::Database& sql, tournament::EventId event) {
  SQLite::Statement select(
      sql, std::string("SELECT ") + player_columns + " FROM players WHERE event_id = ? ORDER BY number");
  select.bind(1, event.value);
  std::vector<tournament::Player> players;
  while (select.executeStep()) players.push_back(read_player(select));
  return players;
}

std::optional<tournament::Event> read_event(SQLite::Database& sql, tournament::EventId event) {
  SQLite::Statement select(sql, std::string("SELECT ") + event_columns + " FROM events WHERE id = ?");
  select.bind(1, event.value);
  if (!select.executeStep()) return std::nullopt;
  return read_event(select);
}

int last_round_number(SQLite::Database& sql, tournament::EventId event) {
  SQLite::Statement select(sql, "SELECT coalesce(max(number), 0) FROM rounds WHERE event_id = ?");
  select.bind(1, event.value);
  select.executeStep();
  return select.getColumn(0).getInt();
}

namespace {

// A tie-break game from the columns stage, result starting at `first`.
tournament::KnockoutTiebreakGame read_tiebreak(const SQLite::Statement& row, int first) {
  const std::string stage = row.getColumn(first).getString();
  const std::string result = row.getColumn(first + 1).getString();
  return {known(tournament::knockout_stage_from_code(stage), "stage", stage),
          known(tournament::game_result_from_code(result), "result", result)};
}

}  // namespace

std::optional<tournament::Board> read_board(SQLite::Database& sql, tournament::EventId event, int round,
                                            int board) {
  using namespace tournament;
  SQLite::Statement select(
      sql, "SELECT white, black, bye, opening FROM boards WHERE event_id = ? AND round = ? AND number = ?");
  select.bind(1, event.value);
  select.bind(2, round);
  select.bind(3, board);
  if (!select.executeStep()) return std::nullopt;
  Board b;
  b.number = board;
  b.white = PlayerId{select.getColumn(0).getInt64()};
  if (!select.getColumn(1).isNull()) b.black = PlayerId{select.getColumn(1).getInt64()};
  if (const auto bye = optional_text(select.getColumn(2)))
    b.bye = known(bye_kind_from_code(*bye), "bye", *bye);
  b.opening = optional_text(select.getColumn(3));
  SQLite::Statement games(
      sql, "SELECT result FROM games WHERE event_id = ? AND round = ? AND board = ? ORDER BY game");
  games.bind(1, event.value);
  games.bind(2, round);
  games.bind(3, board);
  while (games.executeStep()) {
    const auto result = optional_text(games.getColumn(0));
    b.games.push_back(
        result ? std::optional<GameResult>(known(game_result_from_code(*result), "result", *result))
               : std::nullopt);
  }
  SQLite::Statement tiebreaks(sql,
                              "SELECT stage, result FROM tiebreak_games WHERE event_id = ? AND round = ? "
                              "AND board = ? ORDER BY seq");
  tiebreaks.bind(1, event.value);
  tiebreaks.bind(2, round);
  tiebreaks.bind(3, board);
  while (tiebreaks.executeStep()) b.tiebreaks.push_back(read_tiebreak(tiebreaks, 0));
  return b;
}

std::map<int, std::map<tournament::PlayerId, tournament::ByeKind>> read_bye_requests(
    SQLite::Database& sql, tournament::EventId event) {
  std::map<int, std::map<tournament::PlayerId, tournament::ByeKind>> requests;
  SQLite::Statement select(sql, "SELECT round, player, kind FROM bye_requests WHERE event_id = ?");
  select.bind(1, event.value);
  while (select.executeStep()) {
    const std::string kind = select.getColumn(2).getString();
    requests[select.getColumn(0).getInt()][tournament::PlayerId{select.getColumn(1).getInt64()}] =
        known(tournament::bye_kind_from_code(kind), "kind", kind);
  }
  return requests;
}

std::vector<tournament::Round> read_rounds(SQLite::Database& sql, tournament::EventId event,
                                           std::optional<int> only) {
  using namespace tournament;
  // Three ordered scans joined in memory: cheaper than one query per board for a large event.
  const std::string filter = only ? " AND number = ?" : "";
  SQLite::Statement rounds_query(
      sql, "SELECT number, state FROM rounds WHERE event_id = ?" + filter + " ORDER BY number");
  rounds_query.bind(1, event.value);
  if (only) rounds_query.bind(2, *only);
  std::vector<Round> rounds;
  std::map<int, std::size_t> round_index;
  while (rounds_query.executeStep()) {
    const std::string state = rounds_query.getColumn(1).getString();
    round_index[rounds_query.getColumn(0).getInt()] = rounds.size();
    rounds.push_back(
        Round{rounds_query.getColumn(0).getInt(), known(round_state_from_code(state), "state", state), {}});
  }
  if (rounds.empty()) return rounds;

  const std::string round_filter = only ? " AND round = ?" : "";
  SQLite::Statement boards_query(
      sql, "SELECT round, number, white, black, bye, opening FROM boards WHERE event_id = ?" + round_filter +
               " ORDER BY round, number");
  boards_query.bind(1, event.value);
  if (only) boards_query.bind(2, *only);
  std::map<std::pair<int, int>, Board*> board_index;
  while (boards_query.executeStep()) {
    Board b;
    b.number = boards_query.getColumn(1).getInt();
    b.white = PlayerId{boards_query.getColumn(2).getInt64()};
    if (!boards_query.getColumn(3).isNull()) b.black = PlayerId{boards_query.getColumn(3).getInt64()};
    if (const auto bye = optional_text(boards_query.getColumn(4)))
      b.bye = known(bye_kind_from_code(*bye), "bye", *bye);
    b.opening = optional_text(boards_query.getColumn(5));
    auto& round = rounds[round_index.at(boards_query.getColumn(0).getInt())];
    round.boards.push_back(std::move(b));
  }
  // Pointers are taken only now that no vector grows any more.
  for (auto& round : rounds) {
    for (auto& b : round.boards) board_index[{round.number, b.number}] = &b;
  }

  SQLite::Statement games_query(sql, "SELECT round, board, game, result FROM games WHERE event_id = ?" +
                                         round_filter + " ORDER BY round, board, game");
  games_query.bind(1, event.value);
  if (only) games_query.bind(2, *only);
  while (games_query.executeStep()) {
    Board& b = *board_index.at({games_query.getColumn(0).getInt(), games_query.getColumn(1).getInt()});
    const auto game = static_cast<std::size_t>(games_query.getColumn(2).getInt());
    if (b.games.size() < game) b.games.resize(game);
    if (const auto result = optional_text(games_query.getColumn(3))) {
      b.games[game - 1] = known(game_result_from_code(*result), "result", *result);
    }
  }

  SQLite::Statement tiebreaks_query(
      sql, "SELECT round, board, stage, result FROM tiebreak_games WHERE event_id = ?" + round_filter +
               " ORDER BY round, board, seq");
  tiebreaks_query.bind(1, event.value);
  if (only) tiebreaks_query.bind(2, *only);
  while (tiebreaks_query.executeStep()) {
    Board& b =
        *board_index.at({tiebreaks_query.getColumn(0).getInt(), tiebreaks_query.getColumn(1).getInt()});
    b.tiebreaks.push_back(read_tiebreak(tiebreaks_query, 2));
  }
  return rounds;
}

std::vector<tournament::Section> read_sections(SQLite::Database& sql, tournament::EventId event) {
  SQLite::Statement select(sql,
                           "SELECT name, sex, born_from, born_to, players FROM sections WHERE event_id = ? "
                           "ORDER BY position");
  select.bind(1, event.value);
  std::vector<tournament::Section> sections;
  while (select.executeStep()) {
    tournament::Section s;
    s.name = select.getColumn(0).getString();
    const std::string sex = select.getColumn(1).getString();
    s.sex = known(tournament::sex_from_code(sex), "sections.sex", sex);
    s.born_from = optional_int(select.getColumn(2));
    s.born_to = optional_int(select.getColumn(3));
    const std::string players = select.getColumn(4).getString();
    const auto list = nlohmann::json::parse(players, nullptr, false);
    if (!list.is_array()) throw damaged_column(players, "sections.players");
    for (const auto& id : list) {
      if (!id.is_number_integer()) throw damaged_column(players, "sections.players");
      s.players.push_back(tournament::PlayerId{id.get<std::int64_t>()});
    }
    sections.push_back(std::move(s));
  }
  return sections;
}

void bind_section(SQLite::Statement& s, const tournament::Section& section, int first) {
  nlohmann::json players = nlohmann::json::array();
  for (const auto id : section.players) players.push_back(id.value);
  s.bind(first, section.name);
  bind_text(s, first + 1, tournament::code(section.sex));
  bind_optional(s, first + 2, section.born_from);
  bind_optional(s, first + 3, section.born_to);
  s.bind(first + 4, players.dump());
}

std::vector<tournament::Prize> read_prizes(SQLite::Database& sql, tournament::EventId event) {
  SQLite::Statement select(
      sql, "SELECT name, place, section, value FROM prizes WHERE event_id = ? ORDER BY position");
  select.bind(1, event.value);
  std::vector<tournament::Prize> prizes;
  while (select.executeStep()) {
    tournament::Prize p;
    p.name = select.getColumn(0).getString();
    p.place = select.getColumn(1).getInt();
    p.section = select.getColumn(2).getString();
    p.value = select.getColumn(3).getInt64();
    prizes.push_back(std::move(p));
  }
  return prizes;
}

std::vector<tournament::Official> read_officials(SQLite::Database& sql, tournament::EventId event) {
  SQLite::Statement select(sql,
                           "SELECT role, name, category FROM officials WHERE event_id = ? ORDER BY position");
  select.bind(1, event.value);
  std::vector<tournament::Official> officials;
  while (select.executeStep()) {
    tournament::Official o;
    const std::string role = select.getColumn(0).getString();
    o.role = known(tournament::official_role_from_code(role), "officials.role", role);
    o.name = select.getColumn(1).getString();
    const std::string category = select.getColumn(2).getString();
    o.category = known(tournament::judge_category_from_code(category), "officials.category", category);
    officials.push_back(std::move(o));
  }
  return officials;
}

std::vector<tournament::PairingBan> read_bans(SQLite::Database& sql, tournament::EventId event) {
  SQLite::Statement select(sql,
                           "SELECT ground, until_round, first_player, second_player FROM pairing_bans WHERE "
                           "event_id = ? ORDER BY id");
  select.bind(1, event.value);
  std::vector<tournament::PairingBan> bans;
  while (select.executeStep()) {
    tournament::PairingBan b;
    const std::string ground = select.getColumn(0).getString();
    b.ground = known(tournament::ban_ground_from_code(ground), "pairing_bans.ground", ground);
    b.until_round = select.getColumn(1).getInt();
    if (!select.getColumn(2).isNull()) b.first = tournament::PlayerId{select.getColumn(2).getInt64()};
    if (!select.getColumn(3).isNull()) b.second = tournament::PlayerId{select.getColumn(3).getInt64()};
    bans.push_back(b);
  }
  return bans;
}

}  // namespace shashki::db
