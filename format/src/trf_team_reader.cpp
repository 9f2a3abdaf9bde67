// Reading a TRF-2026 team file (docs/cli.md "Team events", item 1) into a team event.

#include "shashki/format/trf_team.hpp"
#include "shashki/tournament/message.hpp"
#include "trf_fields.hpp"

#include <algorithm>
#include <map>
#include <set>

namespace shashki::format {

using tournament::GameResult;
using tournament::MatchBoard;
using tournament::MatchForfeit;
using tournament::Message;
using tournament::Team;
using tournament::TeamMatch;
using tournament::TeamScore;

bool is_team_trf(const TrfDocument& document) {
  return std::any_of(document.lines.begin(), document.lines.end(),
                     [](const TrfDocument::Line& line) { return line.is("310"); });
}

namespace {

/// The fields of a team record, 1-based inclusive columns of the TRF-2026 team annex.
constexpr trf::Span team_tpn_span{5, 7};
constexpr trf::Span team_name_span{9, 40};
constexpr trf::Span team_nick_span{42, 46};
constexpr trf::Span team_mp_span{55, 60};
constexpr trf::Span team_gp_span{62, 67};
constexpr int team_first_player_column = 74;
constexpr int lineup_first_board_column = 17;

/// One position of a side's line-up: a player, or a board the team left empty (300's 0000).
struct TeamSlot {
  std::optional<int> player;
};

class TeamReader {
 public:
  TeamReader(TrfDocument document) : m_file{std::move(document), {}, {}} {}

  std::variant<TrfTeamFile, ReadError> run() {
    const PairingInput& input = m_file.document.input;
    m_file.event.rounds_planned = input.total_rounds;
    m_file.event.initial_colour = input.initial_colour;
    for (std::size_t i = 0; i < m_file.document.lines.size(); ++i) {
      m_line = static_cast<int>(i) + 1;
      if (!read_record(m_file.document.lines[i].text)) return *m_error;
    }
    std::sort(m_file.event.teams.begin(), m_file.event.teams.end(),
              [](const Team& a, const Team& b) { return a.number < b.number; });
    if (!check_players() || !read_rounds() || !check_totals()) return *m_error;
    return std::move(m_file);
  }

 private:
  bool fail(int line, int column, Message message) {
    m_error = ReadError{line, column, std::move(message).about("file")};
    return false;
  }
  bool fail(int column, Message message) { return fail(m_line, column, std::move(message)); }

  bool read_record(std::string_view text) {
    if (text.starts_with("192")) return read_system(text);
    if (text.starts_with("310")) return read_team(text);
    if (text.starts_with("300")) return read_lineup(text);
    if (text.starts_with("320")) return read_byes(text);
    if (text.starts_with("330")) return read_forfeit(text);
    if (text.starts_with("352")) return read_board_colours(text);
    if (text.starts_with("362")) return read_match_points(text);
    if (text.starts_with("240")) return read_requested_byes(text);
    if (text.starts_with("299")) return read_abnormal_points(text);
    return true;
  }

  // 299: abnormal points, "299 K  MMMM  GGGG  RRR TTTT ...": the kind in column 5, match points
  // in 8-11, game points in 14-17, then a round (20-22) and teams. Without a round or a team it
  // states what a kind of unplayed round is worth: P the pairing's bye (as 320 does), H and Z a
  // bye the team asked for, F a full-point one (which a team event does not give). Points given
  // to one team in one round (a penalty or a bonus) are not kept, and are refused.
  bool read_abnormal_points(std::string_view text) {
    const std::string kind = trf::slice(text, {5, 5});
    std::optional<TeamScore> mp;
    std::optional<TeamScore> gp;
    if (!read_total(text, {8, 11}, ScoringScale::one_half_zero, mp) ||
        !read_total(text, {14, 17}, m_file.document.input.scale, gp))
      return false;
    if (text.size() >= 20 && !trf::trim(text.substr(19)).empty())
      return fail(
          20, Message(N_("abnormal points of a team in a round (record 299 with a round or a team) are not "
                         "kept: enter the team's absence as a forfeited match (330) or a withdrawal")));
    if (kind == "P") {
      if (mp) m_bye_points.first = mp;
      if (gp) m_bye_points.second = gp;
      return true;
    }
    if (kind == "H" || kind == "Z" || kind == "F") {
      m_bye_values.push_back({kind[0], mp, gp, m_line});
      return true;
    }
    return fail(5, Message(N_("expected the kind of round whose points record 299 states: P (the pairing's "
                              "bye), H, Z or F (a bye the team asked for)")));
  }

  // 240: the byes teams asked for, "240 H RRR TTTT TTTT ...": the kind (H a drawn match, Z
  // nothing) in column 5, the round in 7-9, the teams' pairing numbers from column 11, 4 wide
  // in steps of 5. A played round's becomes its bye; a round to come keeps the request.
  bool read_requested_byes(std::string_view text) {
    const std::string kind = trf::slice(text, {5, 5});
    tournament::ByeKind bye = tournament::ByeKind::requested_half;
    if (kind == "Z") {
      bye = tournament::ByeKind::requested_zero;
    } else if (kind != "H") {
      return fail(5, Message(N_("expected H (a bye worth a drawn match) or Z (a bye worth nothing); a team "
                                "event gives no full-point bye on request"))
                         .about("file"));
    }
    int round = 0;
    if (!number_at(text, {7, 9}, round, false, Message(N_("expected a round number")))) return false;
    bool any = false;
    for (int column = 11; static_cast<std::size_t>(column) <= text.size(); column += 5) {
      if (trf::trim(trf::slice(text, {column, column + 3})).empty()) continue;  // trailing blanks
      int team = 0;
      if (!number_at(text, {column, column + 3}, team, false,
                     Message(N_("expected a team's pairing number"))))
        return false;
      m_requests.push_back({round, team, bye, m_line, column});
      any = true;
    }
    if (!any) return fail(11, Message(N_("expected a team's pairing number")));
    return true;
  }

  bool number_at(std::string_view text, trf::Span span, int& value, bool zero_allowed, Message what) {
    const std::string field = trf::slice(text, span);
    const std::string_view digits = trf::trim(field);
    if (!trf::parse_uint(digits, value) || (!zero_allowed && value == 0))
      return fail(span.from, std::move(what));
    return true;
  }

  bool read_system(std::string_view text) {
    const std::string value(trf::trim(text.substr(3)));
    auto& event = m_file.event;
    static const std::map<std::string, tournament::PairingSystem> round_robins = {
        {"FIDE_TEAM_ROUNDROBIN", tournament::PairingSystem::round_robin},
        {"BERGER_TEAM_ROUNDROBIN", tournament::PairingSystem::round_robin},
        {"FIDE_TEAM_DOUBLEROUNDROBIN", tournament::PairingSystem::double_round_robin},
    };
    if (const auto rr = round_robins.find(value); rr != round_robins.end()) {
      event.system = rr->second;
      return true;
    }
    std::string_view rest = value;
    if (!rest.starts_with("FIDE_TEAM")) {
      return fail(5, Message(N_("expected a team system such as FIDE_TEAM_TYPEA_MP_GP")));
    }
    rest.remove_prefix(9);
    event.system = tournament::PairingSystem::swiss;
    if (rest.starts_with("_TYPEA")) {
      event.colour_preferences = tournament::ColourPreferenceType::type_a;
      rest.remove_prefix(6);
    } else if (rest.starts_with("_TYPEB")) {
      event.colour_preferences = tournament::ColourPreferenceType::type_b;
      rest.remove_prefix(6);
    }
    if (rest.empty() || rest == "_MP_GP" || rest == "_MP") {
      event.scoring.primary = tournament::PrimaryScore::match_points;
    } else if (rest == "_GP_MP" || rest == "_GP") {
      event.scoring.primary = tournament::PrimaryScore::game_points;
    } else {
      return fail(5, Message(N_("expected a team system such as FIDE_TEAM_TYPEA_MP_GP")));
    }
    return true;
  }

  bool read_team(std::string_view text) {
    Team team;
    if (!number_at(text, team_tpn_span, team.number, false,
                   Message(N_("expected the team's pairing number (columns 5-7)"))))
      return false;
    for (const Team& other : m_file.event.teams) {
      if (other.number == team.number)
        return fail(team_tpn_span.from, Message(N_("team {team} is listed twice")).with("team", team.number));
    }
    team.name = std::string(trf::trim(trf::slice(text, team_name_span)));
    team.short_name = std::string(trf::trim(trf::slice(text, team_nick_span)));
    TrfTeamFile::Totals totals{team.number, {}, {}};
    if (!read_total(text, team_mp_span, ScoringScale::one_half_zero, totals.match_points) ||
        !read_total(text, team_gp_span, m_file.document.input.scale, totals.game_points))
      return false;
    for (int column = team_first_player_column; static_cast<std::size_t>(column) <= text.size();
         column += 5) {
      const trf::Span span{column, column + 3};
      const std::string field = trf::slice(text, span);
      if (trf::trim(field).empty()) continue;
      int player = 0;
      if (!number_at(text, span, player, false, Message(N_("expected a player's starting number"))))
        return false;
      if (m_file.document.input.find(player) == nullptr)
        return fail(column, Message(N_("player {player} is not in the file")).with("player", player));
      if (const auto other = m_team_of.find(player); other != m_team_of.end())
        return fail(column, Message(N_("player {player} is already in the roster of team {team}"))
                                .with("player", player)
                                .with("team", other->second));
      m_team_of[player] = team.number;
      team.roster.push_back(player);
    }
    m_team_lines[team.number] = m_line;
    m_file.totals.push_back(totals);
    m_file.event.teams.push_back(std::move(team));
    return true;
  }

  bool read_total(std::string_view text, trf::Span span, ScoringScale scale, std::optional<TeamScore>& out) {
    const std::string field = trf::slice(text, span);
    const std::string_view value = trf::trim(field);
    if (value.empty()) return true;
    out = pairing::parse_points(value, scale);
    if (!out) return fail(span.from, Message(N_("expected points such as 7.5")));
    return true;
  }

  bool read_lineup(std::string_view text) {
    Lineup lineup{m_line, 0, 0, 0, {}};
    if (!number_at(text, {5, 7}, lineup.round, false, Message(N_("expected a round number (columns 5-7)"))) ||
        !number_at(text, {9, 11}, lineup.team, false, Message(N_("expected a team's pairing number"))) ||
        !number_at(text, {13, 15}, lineup.opponent, true, Message(N_("expected a team's pairing number"))))
      return false;
    for (int column = lineup_first_board_column; static_cast<std::size_t>(column) <= text.size();
         column += 5) {
      const trf::Span span{column, column + 3};
      int player = 0;
      if (!number_at(text, span, player, true, Message(N_("expected a player's starting number or 0000"))))
        return false;
      lineup.slots.push_back(TeamSlot{player == 0 ? std::nullopt : std::optional<int>(player)});
      lineup.columns.push_back(column);
    }
    if (!m_lineups.emplace(std::pair(lineup.round, lineup.team), lineup).second)
      return fail(5, Message(N_("round {round}: the line-up of team {team} is given twice"))
                         .with("round", lineup.round)
                         .with("team", lineup.team));
    return true;
  }

  bool read_byes(std::string_view text) {
    std::optional<TeamScore> mp;
    std::optional<TeamScore> gp;
    if (!read_total(text, {5, 8}, ScoringScale::one_half_zero, mp) ||
        !read_total(text, {10, 13}, m_file.document.input.scale, gp))
      return false;
    // Only the points given: a blank column keeps what a 299 P record said.
    if (mp) m_bye_points.first = mp;
    if (gp) m_bye_points.second = gp;
    int round = 1;
    for (int column = 15; static_cast<std::size_t>(column) <= text.size(); column += 4, ++round) {
      int team = 0;
      if (!number_at(text, {column, column + 2}, team, true,
                     Message(N_("expected a team's pairing number or 000"))))
        return false;
      if (team != 0) m_byes.push_back({round, team, m_line, column});
    }
    return true;
  }

  bool read_forfeit(std::string_view text) {
    Forfeit forfeit{m_line, MatchForfeit::none, 0, 0, 0};
    const std::string type = trf::slice(text, {5, 6});
    if (type == "+-")
      forfeit.kind = MatchForfeit::home_wins;
    else if (type == "-+")
      forfeit.kind = MatchForfeit::away_wins;
    else if (type == "--")
      forfeit.kind = MatchForfeit::both_lose;
    else
      return fail(5, Message(N_("expected +-, -+ or -- (who forfeited the match)")));
    if (!number_at(text, {8, 10}, forfeit.round, false,
                   Message(N_("expected a round number (columns 8-10)"))) ||
        !number_at(text, {12, 14}, forfeit.white, false, Message(N_("expected a team's pairing number"))) ||
        !number_at(text, {16, 18}, forfeit.black, false, Message(N_("expected a team's pairing number"))))
      return false;
    m_forfeits.push_back(forfeit);
    return true;
  }

  bool read_board_colours(std::string_view text) {
    const std::string pattern(trf::trim(text.size() > 4 ? text.substr(4) : std::string_view()));
    if (pattern.empty() || pattern.find_first_not_of("WB") != std::string::npos)
      return fail(5, Message(N_("expected the board colours of the match's White, such as WBWB")));
    m_file.event.board_colours = pattern;
    return true;
  }

  bool read_match_points(std::string_view text) {
    auto& scale = m_file.event.scoring.match_points;
    const struct {
      trf::Span tag;
      trf::Span value;
      const char* code;
      TeamScore& out;
    } fields[] = {{{5, 6}, {7, 10}, "TW", scale.win},
                  {{14, 15}, {16, 19}, "TD", scale.draw},
                  {{23, 24}, {25, 28}, "TL", scale.loss}};
    for (const auto& field : fields) {
      if (trf::slice(text, field.tag) != field.code)
        return fail(field.tag.from, Message(N_("expected {code} here")).with("code", field.code));
      std::optional<TeamScore> value;
      if (!read_total(text, field.value, ScoringScale::one_half_zero, value)) return false;
      if (!value) return fail(field.value.from, Message(N_("expected points such as 7.5")));
      field.out = *value;
    }
    return true;
  }

  /// Every player with a board result belongs to a team.
  bool check_players() {
    for (const Player& p : m_file.document.input.players) {
      if (m_team_of.count(p.number) != 0) continue;
      for (const RoundEntry& e : p.rounds) {
        if (!in_lineup(e)) continue;
        return fail(line_of(p.number), trf::number_span.from,
                    Message(N_("player {player} plays but is in no team's roster")).with("player", p.number));
      }
    }
    return true;
  }

  [[nodiscard]] int line_of(int player) const {
    const auto& lines = m_file.document.lines;
    for (std::size_t i = 0; i < lines.size(); ++i) {
      if (lines[i].player == player) return static_cast<int>(i) + 1;
    }
    return 0;
  }

  /// A round entry that puts the player on a board: a game, or a board won or lost by forfeit.
  static bool in_lineup(const RoundEntry& e) {
    switch (e.result) {
      case ResultCode::win:
      case ResultCode::loss:
      case ResultCode::draw:
      case ResultCode::forfeit_win:
      case ResultCode::forfeit_loss:
      case ResultCode::unrated_win:
      case ResultCode::unrated_draw:
      case ResultCode::unrated_loss:
        return true;
      default:
        return false;
    }
  }

  [[nodiscard]] int last_round() const {
    int last = m_file.event.rounds_planned > 0 ? 0 : 0;
    for (const Player& p : m_file.document.input.players) {
      for (std::size_t r = 0; r < p.rounds.size(); ++r) {
        if (p.rounds[r].result != ResultCode::not_paired) last = std::max(last, static_cast<int>(r) + 1);
      }
    }
    for (const ByeRecord& bye : m_byes) last = std::max(last, bye.round);
    for (const Forfeit& f : m_forfeits) last = std::max(last, f.round);
    return last;
  }

  /// Whether a player of `team` shows the pairing-allocated bye ('U') in `round`.
  [[nodiscard]] bool marks_pairing_bye(const Team& team, int round) const {
    return std::any_of(team.roster.begin(), team.roster.end(), [&](int player) {
      return m_file.document.input.find(player)->entry(round).result == ResultCode::pairing_bye;
    });
  }

  /// The line-up of `team` in `round`: its 300 record, else its roster players with a board
  /// result, in roster order.
  std::vector<TeamSlot> lineup_of(const Team& team, int round, bool& explicit_lineup) const {
    std::vector<TeamSlot> slots;
    if (const auto found = m_lineups.find({round, team.number}); found != m_lineups.end()) {
      explicit_lineup = true;
      return found->second.slots;
    }
    explicit_lineup = false;
    for (int player : team.roster) {
      if (in_lineup(m_file.document.input.find(player)->entry(round))) slots.push_back({player});
    }
    return slots;
  }

  bool read_rounds() {
    auto& event = m_file.event;
    for (const auto& [key, lineup] : m_lineups) {
      const Team* team = find_team(lineup.team);
      if (team == nullptr)
        return fail(lineup.line, 9, Message(N_("team {team} is not in the file")).with("team", lineup.team));
      std::set<int> seen;
      for (std::size_t b = 0; b < lineup.slots.size(); ++b) {
        const auto player = lineup.slots[b].player;
        if (!player) continue;
        const auto owner = m_team_of.find(*player);
        if (owner == m_team_of.end() || owner->second != lineup.team)
          return fail(lineup.line, lineup.columns[b],
                      Message(N_("player {player} is not in the roster of team {team}"))
                          .with("player", *player)
                          .with("team", lineup.team));
        if (!seen.insert(*player).second)
          return fail(lineup.line, lineup.columns[b],
                      Message(N_("player {player} is on two boards")).with("player", *player));
      }
    }
    const int rounds = last_round();
    int boards = 0;
    for (int round = 1; round <= rounds; ++round) {
      std::set<int> placed;
      for (const Forfeit& f : m_forfeits) {
        if (f.round != round) continue;
        for (int tpn : {f.white, f.black}) {
          if (find_team(tpn) == nullptr)
            return fail(f.line, 12, Message(N_("team {team} is not in the file")).with("team", tpn));
          if (!placed.insert(tpn).second)
            return fail(f.line, 12,
                        Message(N_("round {round}: team {team} has two matches"))
                            .with("round", round)
                            .with("team", tpn));
        }
        event.matches.push_back(TeamMatch{round, f.white, f.black, f.kind, {}});
      }
      for (const Request& r : m_requests) {
        if (r.round != round) continue;
        if (find_team(r.team) == nullptr)
          return fail(r.line, r.column, Message(N_("team {team} is not in the file")).with("team", r.team));
        if (!placed.insert(r.team).second)
          return fail(r.line, r.column,
                      Message(N_("round {round}: team {team} has two matches"))
                          .with("round", round)
                          .with("team", r.team));
        TeamMatch requested{round, r.team, std::nullopt, MatchForfeit::none, {}};
        requested.bye = r.kind;
        event.matches.push_back(requested);
      }
      for (const ByeRecord& bye : m_byes) {
        if (bye.round != round) continue;
        if (find_team(bye.team) == nullptr)
          return fail(bye.line, bye.column,
                      Message(N_("team {team} is not in the file")).with("team", bye.team));
        if (!placed.insert(bye.team).second)
          return fail(bye.line, bye.column,
                      Message(N_("round {round}: team {team} has two matches"))
                          .with("round", round)
                          .with("team", bye.team));
        event.matches.push_back(TeamMatch{round, bye.team, std::nullopt, MatchForfeit::none, {}});
      }
      for (const Team& team : event.teams) {
        if (placed.count(team.number) != 0) continue;
        bool explicit_home = false;
        const auto home = lineup_of(team, round, explicit_home);
        if (home.empty()) {
          // A file without 320 may mark the team's pairing-allocated bye on its players' lines
          // ("0000 - U"): the team had the bye.
          if (marks_pairing_bye(team, round)) {
            placed.insert(team.number);
            event.matches.push_back(TeamMatch{round, team.number, std::nullopt, MatchForfeit::none, {}});
          }
          continue;
        }
        const auto opponent = opponent_team(team, round, home);
        if (!opponent) return false;
        if (*opponent == 0) {
          const int line =
              explicit_home ? m_lineups.at({round, team.number}).line : m_team_lines.at(team.number);
          return fail(line, team_tpn_span.from,
                      Message(N_("round {round}: no board of team {team} names an opponent team; a "
                                 "forfeited match needs its 330 record"))
                          .with("round", round)
                          .with("team", team.number));
        }
        if (placed.count(*opponent) != 0) {
          return fail(m_team_lines.at(team.number), team_tpn_span.from,
                      Message(N_("round {round}: team {team} has two matches"))
                          .with("round", round)
                          .with("team", *opponent));
        }
        bool explicit_away = false;
        const auto away = lineup_of(*find_team(*opponent), round, explicit_away);
        TeamMatch match{round, team.number, *opponent, MatchForfeit::none, {}};
        if (!align(match, home, away)) return false;
        placed.insert(team.number);
        placed.insert(*opponent);
        boards = std::max(boards, static_cast<int>(match.boards.size()));
        event.matches.push_back(std::move(match));
      }
    }
    std::set<std::pair<int, int>> asked;  // (round, team)
    for (const Request& r : m_requests) {
      if (event.system != tournament::PairingSystem::swiss)
        return fail(r.line, 1,
                    Message(N_("a round robin's matches are fixed by its table: a team that cannot play "
                               "forfeits its match")));
      if (!asked.insert({r.round, r.team}).second)
        return fail(r.line, r.column,
                    Message(N_("round {round}: team {team} has two matches"))
                        .with("round", r.round)
                        .with("team", r.team));
      if (r.round <= rounds) continue;
      if (find_team(r.team) == nullptr)
        return fail(r.line, r.column, Message(N_("team {team} is not in the file")).with("team", r.team));
      if (m_file.document.input.total_rounds > 0 && r.round > m_file.document.input.total_rounds)
        return fail(r.line, 7,
                    Message(N_("round {round} is beyond the {rounds} rounds of the event"))
                        .with("round", r.round)
                        .with("rounds", m_file.document.input.total_rounds));
      event.bye_requests.push_back({r.round, r.team, r.kind});
    }
    event.boards_per_match = boards > 0 ? boards : static_cast<int>(event.board_colours.size());
    // A requested bye scores a drawn match (H) or nothing (Z) here: a 299 saying otherwise would
    // be read into other standings than the file's.
    for (const ByeValue& v : m_bye_values) {
      if (v.kind == 'F') continue;
      const bool half = v.kind == 'H';
      TeamScore games;
      for (int b = 0; b < event.boards_per_match; ++b) games += half ? TeamScore::draw() : TeamScore::loss();
      const TeamScore match = half ? event.scoring.match_points.draw : TeamScore::loss();
      if ((v.match_points && *v.match_points != match) || (v.game_points && *v.game_points != games))
        return fail(
            v.line, v.match_points && *v.match_points != match ? 8 : 14,
            Message(N_("record 299 gives a bye the team asked for other points than the event does: H "
                       "scores a drawn match, Z nothing")));
    }
    if (m_bye_points.first) event.scoring.bye_match_points = *m_bye_points.first;
    if (m_bye_points.second && event.boards_per_match > 0) {
      event.scoring.bye_game_points_per_board =
          TeamScore::from_half_points(m_bye_points.second->half_points() / event.boards_per_match);
    }
    std::stable_sort(event.matches.begin(), event.matches.end(),
                     [](const TeamMatch& a, const TeamMatch& b) { return a.round < b.round; });
    return true;
  }

  /// The team `team`'s boards meet in `round`: 0 when no board names an opponent, nullopt when
  /// two boards name different teams (the error is set).
  std::optional<int> opponent_team(const Team& team, int round, const std::vector<TeamSlot>& slots) {
    std::optional<int> found;
    for (const TeamSlot& slot : slots) {
      if (!slot.player) continue;
      const RoundEntry e = m_file.document.input.find(*slot.player)->entry(round);
      if (!e.opponent) continue;
      const auto owner = m_team_of.find(*e.opponent);
      if (owner == m_team_of.end()) continue;  // check_players refused it already
      if (owner->second == team.number || (found && *found != owner->second)) {
        fail(line_of(*slot.player), trf::round_span(round - 1).from,
             Message(N_("round {round}: the boards of team {team} meet players of more than one other team"))
                 .with("round", round)
                 .with("team", team.number));
        return std::nullopt;
      }
      found = owner->second;
    }
    return found.value_or(0);
  }

  /// The colour the match's White has on board `board` (1-based) by 352.
  [[nodiscard]] clock::Side pattern_colour(int board) const {
    const std::string& pattern = m_file.event.board_colours;
    return pattern[static_cast<std::size_t>(board - 1) % pattern.size()] == 'W' ? clock::Side::white
                                                                                : clock::Side::black;
  }

  /// Pairs the two line-ups board by board: players who meet share a board; a player whose
  /// board the other team left empty (no opponent named, or 0000 in a 300) sits alone.
  bool align(TeamMatch& match, const std::vector<TeamSlot>& home, const std::vector<TeamSlot>& away) {
    const PairingInput& input = m_file.document.input;
    const auto entry = [&](int player) { return input.find(player)->entry(match.round); };
    std::size_t i = 0;
    std::size_t j = 0;
    struct Seat {
      std::optional<int> home;
      std::optional<int> away;
    };
    std::vector<Seat> seats;
    while (i < home.size() || j < away.size()) {
      const TeamSlot* h = i < home.size() ? &home[i] : nullptr;
      const TeamSlot* a = j < away.size() ? &away[j] : nullptr;
      const bool h_alone = h != nullptr && h->player && !entry(*h->player).opponent;
      const bool a_alone = a != nullptr && a->player && !entry(*a->player).opponent;
      if (h != nullptr && a != nullptr && h->player && a->player && entry(*h->player).opponent == a->player) {
        seats.push_back({h->player, a->player});
        ++i, ++j;
      } else if (h != nullptr && !h->player && (a == nullptr || !a->player || a_alone)) {
        seats.push_back({std::nullopt, a != nullptr ? a->player : std::nullopt});
        ++i, ++j;
      } else if (a != nullptr && !a->player && (h == nullptr || h_alone)) {
        seats.push_back({h != nullptr ? h->player : std::nullopt, std::nullopt});
        ++i, ++j;
      } else if (h_alone) {
        seats.push_back({h->player, std::nullopt});
        ++i;
      } else if (a_alone) {
        seats.push_back({std::nullopt, a->player});
        ++j;
      } else {
        const int player = h != nullptr && h->player   ? *h->player
                           : a != nullptr && a->player ? *a->player
                                                       : 0;
        return fail(line_of(player), trf::round_span(match.round - 1).from,
                    Message(N_("round {round}: board {board} of the match of teams {home} and {away} does "
                               "not pair the two teams' players in roster order; give the line-up in a 300 "
                               "record"))
                        .with("round", match.round)
                        .with("board", static_cast<int>(seats.size()) + 1)
                        .with("home", match.home)
                        .with("away", *match.away));
      }
    }
    // The match's White has White on board 1 (C.04.6 1.6.1): find a board whose colour is
    // known and compare it with the board colours of 352.
    std::optional<bool> first_is_white;
    for (std::size_t b = 0; b < seats.size() && !first_is_white; ++b) {
      for (const bool first : {true, false}) {
        const auto player = first ? seats[b].home : seats[b].away;
        if (!player) continue;
        const auto colour = entry(*player).colour;
        if (!colour) continue;
        const bool matches_pattern = *colour == pattern_colour(static_cast<int>(b) + 1);
        first_is_white = first ? matches_pattern : !matches_pattern;
        break;
      }
    }
    if (first_is_white == false) {
      std::swap(match.home, *match.away);
      for (Seat& seat : seats) std::swap(seat.home, seat.away);
    }
    for (std::size_t b = 0; b < seats.size(); ++b) {
      MatchBoard board;
      board.home_player = seats[b].home;
      board.away_player = seats[b].away;
      board.home_white = pattern_colour(static_cast<int>(b) + 1) == clock::Side::white;
      const std::optional<int> first = seats[b].home ? seats[b].home : seats[b].away;
      const bool first_is_home = seats[b].home.has_value();
      if (first) {
        const RoundEntry e = entry(*first);
        if (e.colour && seats[b].home && seats[b].away) {
          board.home_white = (*e.colour == clock::Side::white) == first_is_home;
        }
        board.result = board_result(e, first_is_home == board.home_white, seats[b].home && seats[b].away);
      }
      match.boards.push_back(board);
    }
    return true;
  }

  /// The board's result from White's side, read from the entry of a player who had White
  /// (`white`) or Black; `both` when both seats are taken.
  static std::optional<GameResult> board_result(const RoundEntry& e, bool white, bool both) {
    std::optional<GameResult> result;
    switch (e.result) {
      case ResultCode::win:
      case ResultCode::unrated_win:
        result = GameResult::white_wins;
        break;
      case ResultCode::draw:
      case ResultCode::unrated_draw:
        result = GameResult::draw;
        break;
      case ResultCode::loss:
      case ResultCode::unrated_loss:
        result = GameResult::black_wins;
        break;
      case ResultCode::forfeit_win:
        result = GameResult::white_forfeit;
        break;
      case ResultCode::forfeit_loss:
        // Alone at a board and lost by forfeit: nobody played it, both sides lose.
        result = both ? GameResult::black_forfeit : GameResult::double_forfeit;
        break;
      default:
        return std::nullopt;
    }
    return white ? result : tournament::reversed(*result);
  }

  [[nodiscard]] const Team* find_team(int tpn) const {
    for (const Team& team : m_file.event.teams) {
      if (team.number == tpn) return &team;
    }
    return nullptr;
  }

  /// The file's 310 totals, where given, agree with the boards.
  bool check_totals() {
    for (const auto& totals : m_file.totals) {
      TeamScore mp;
      TeamScore gp;
      for (const TeamMatch& match : m_file.event.matches) {
        const bool home = match.home == totals.team;
        if (!home && match.away != totals.team) continue;
        const auto score =
            tournament::match_score(match, home, m_file.event.scoring, m_file.event.boards_per_match);
        mp += score.match_points;
        gp += score.game_points;
      }
      const int line = m_team_lines.at(totals.team);
      if (totals.match_points && *totals.match_points != mp)
        return fail(
            line, team_mp_span.from,
            Message(N_("team {team}: the file's match points {file} disagree with its boards' {boards}"))
                .with("team", totals.team)
                .with("file", pairing::format_points(*totals.match_points, ScoringScale::one_half_zero))
                .with("boards", pairing::format_points(mp, ScoringScale::one_half_zero)));
      if (totals.game_points && *totals.game_points != gp)
        return fail(
            line, team_gp_span.from,
            Message(N_("team {team}: the file's game points {file} disagree with its boards' {boards}"))
                .with("team", totals.team)
                .with("file", pairing::format_points(*totals.game_points, m_file.document.input.scale))
                .with("boards", pairing::format_points(gp, m_file.document.input.scale)));
    }
    return true;
  }

  struct Lineup {
    int line;
    int round;
    int team;
    int opponent;
    std::vector<TeamSlot> slots;
    std::vector<int> columns;
  };
  struct ByeRecord {
    int round;
    int team;
    int line;
    int column;
  };
  struct Request {
    int round;
    int team;
    tournament::ByeKind kind;
    int line;
    int column;
  };
  struct Forfeit {
    int line;
    MatchForfeit kind;
    int round;
    int white;
    int black;
  };

  TrfTeamFile m_file;
  int m_line = 0;
  std::optional<ReadError> m_error;
  std::map<int, int> m_team_of;     ///< starting number -> TPN
  std::map<int, int> m_team_lines;  ///< TPN -> its 310 line
  std::map<std::pair<int, int>, Lineup> m_lineups;
  std::vector<ByeRecord> m_byes;
  std::vector<Request> m_requests;  // 240
  struct ByeValue {
    char kind;
    std::optional<TeamScore> match_points;
    std::optional<TeamScore> game_points;
    int line;
  };
  std::vector<ByeValue> m_bye_values;  // 299 H, Z, F
  std::vector<Forfeit> m_forfeits;
  std::pair<std::optional<TeamScore>, std::optional<TeamScore>> m_bye_points;
};

}  // namespace

std::variant<TrfTeamFile, ReadError> read_team_trf(std::string_view text) {
  auto read = read_trf(text);
  if (auto* error = std::get_if<ReadError>(&read)) return *error;
  auto& document = std::get<TrfDocument>(read);
  if (!is_team_trf(document))
    return ReadError{1, 1, Message(N_("the file has no team record 310")).about("file")};
  return TeamReader(std::move(document)).run();
}

}  // namespace shashki::format
