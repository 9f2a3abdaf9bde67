// Standings and tie-breaks. The rules for unplayed rounds are those of FIDE C.07, article 16, in
// the edition the event names (Event::tiebreak_edition, 2026 by default): the participant's own
// unplayed round counts, for Buchholz and Sonneborn-Berger, as a game against a dummy opponent
// (16.4, Swiss only) whose score is, in the 2026 edition, the lesser of the participant's own
// final score and the scheduled opponent's (16.4.1) or half the maximum score when there was no
// opponent (16.4.2); in the 2024 edition, the participant's own final score. An opponent's
// unplayed rounds after their last round that was not voluntary count as draws (16.3.2); the Cut
// modifiers drop voluntary unplayed rounds first (16.5). Every helper below names the article it
// follows.
#include "shashki/tournament/standings.hpp"

#include "tie_groups.hpp"

#include "shashki/tournament/knockout_match.hpp"

#include <algorithm>
#include <array>
#include <cassert>
#include <climits>
#include <cstdint>
#include <set>

namespace shashki::tournament {

namespace {

bool is_round_robin(PairingSystem system) {
  return system == PairingSystem::round_robin || system == PairingSystem::double_round_robin;
}

// FIDE rating regulations, table 8.1.a: rating difference dp for a fractional score p (in
// hundredths, 50..100). Used by TPR (C.07 10.2); below 50 % dp(p) = -dp(1-p).
constexpr std::array<int, 51> dp_table{0,   7,   14,  21,  29,  36,  43,  50,  57,  65,  72,  80,  87,
                                       95,  102, 110, 117, 125, 133, 141, 149, 158, 166, 175, 184, 193,
                                       202, 211, 220, 230, 240, 251, 262, 273, 284, 296, 309, 322, 336,
                                       351, 366, 383, 401, 422, 444, 470, 501, 538, 589, 677, 800};

int dp(int hundredths) {
  if (hundredths >= 50) return dp_table[static_cast<std::size_t>(std::min(hundredths, 100) - 50)];
  return -dp_table[static_cast<std::size_t>(50 - std::max(hundredths, 0))];
}

// One round's contribution to the Buchholz family and Sonneborn-Berger.
struct Contribution {
  int score = 0;              // half-points of the (real or dummy) opponent
  std::int64_t weighted = 0;  // score x own round half-points, over 2 (SB)
  bool voluntary = false;     // a voluntary unplayed round: cut first (C.07 16.5)
};

class Calculator {
 public:
  Calculator(const Tournament& tournament, const RoundRecords& records)
      : m_tournament(tournament), m_records(records), m_round_robin(is_round_robin(tournament.event.system)) {
    const Scoring scoring = tournament.event.scoring();
    m_games_per_board = scoring.games_per_board();
    m_max_round = scoring.micro_match() && scoring.match_scoring() == MicroMatchScoring::per_game ? 4 : 2;
    m_edition = tournament.event.tiebreak_edition;
    compute_adjusted_scores();
  }

  std::optional<TiebreakValue> value(Tiebreak tiebreak, std::size_t player) const {
    switch (tiebreak) {
      case Tiebreak::shmulyan:
        return shmulyan(player);
      case Tiebreak::buchholz:
        return buchholz(player, 0, 0, false);
      case Tiebreak::buchholz_cut1:
        return buchholz(player, 1, 0, false);
      case Tiebreak::buchholz_cut2:
        return buchholz(player, 2, 0, false);
      case Tiebreak::buchholz_median1:
        return buchholz(player, 1, 1, false);
      case Tiebreak::sonneborn_berger:
        return buchholz(player, 0, 0, true);
      case Tiebreak::koya:
        return koya(player);
      case Tiebreak::wins:
        return wins(player, false);
      case Tiebreak::wins_played:
        return wins(player, true);
      case Tiebreak::games_with_black:
        return games_with_black(player);
      case Tiebreak::progressive:
        return progressive(player);
      case Tiebreak::average_rating:
        return rating_based(player, false);
      case Tiebreak::performance:
        return rating_based(player, true);
      case Tiebreak::direct_encounter:
      case Tiebreak::playoff:
      case Tiebreak::lot:
        return std::nullopt;  // depend on the tied group or the judge
    }
    return std::nullopt;
  }

  // C.07 6: points scored in games among the players of `group` (over the board only). When not
  // all of them have met (Swiss), a player is placed ahead only if no one else could still reach
  // his score with the games they did not play against the group.
  std::vector<std::vector<std::size_t>> split_by_direct_encounter(
      const std::vector<std::size_t>& group, std::vector<std::optional<TiebreakValue>>& shown) const {
    const std::set<std::size_t> members(group.begin(), group.end());
    std::vector<EncounterScore> scores;
    bool all_met = true;
    for (std::size_t p : group) {
      int points = 0;
      std::set<std::size_t> met;
      for (const RoundRecord& record : m_records.rounds[p]) {
        if (!record.over_the_board() || !record.opponent || !members.contains(*record.opponent)) continue;
        points += record.points.half_points();
        met.insert(*record.opponent);
      }
      const auto missing = static_cast<int>(group.size() - 1 - met.size());
      all_met = all_met && missing == 0;
      scores.push_back({p, points, points + missing * m_max_round});
      if (!shown[p]) shown[p] = TiebreakValue::half_points(points);
    }
    return split_by_encounter(std::move(scores), all_met);
  }

 private:
  // C.07 16.3: an opponent's score for Buchholz is their real score, except that their unplayed
  // rounds without an opponent after their last round that was not voluntary count as draws
  // (withdrawn or absent to the end). In a round robin those rounds count nothing.
  void compute_adjusted_scores() {
    const std::size_t n = m_records.rounds.size();
    m_adjusted.assign(n, 0);
    for (std::size_t p = 0; p < n; ++p) {
      const auto& rounds = m_records.rounds[p];
      std::size_t last_involuntary = 0;
      for (std::size_t r = 0; r < rounds.size(); ++r) {
        if (!rounds[r].voluntary_unplayed()) last_involuntary = r + 1;
      }
      int score = 0;
      for (std::size_t r = 0; r < rounds.size(); ++r) {
        const bool trailing = r + 1 > last_involuntary && !rounds[r].opponent;
        score += trailing ? (m_round_robin ? 0 : m_max_round / 2) : rounds[r].points.half_points();
      }
      m_adjusted[p] = score;
    }
  }

  [[nodiscard]] int total(std::size_t player) const { return m_records.totals[player].half_points(); }

  // C.07 8.1 and 9.1 with article 16: one entry per round. In a round robin only rounds against
  // a real opponent count (an unplayed game there scores the opponent nothing).
  [[nodiscard]] std::vector<Contribution> contributions(std::size_t player) const {
    std::vector<Contribution> list;
    for (const RoundRecord& record : m_records.rounds[player]) {
      if (record.kind == RoundKind::pending || record.kind == RoundKind::annulled) continue;
      Contribution c;
      if (record.over_the_board() && record.opponent) {
        c.score = m_adjusted[*record.opponent];
      } else if (!m_round_robin) {
        c.score = dummy_opponent_score(player, record);
        c.voluntary = record.voluntary_unplayed();
      } else if (record.opponent) {
        c.score = 0;
      } else {
        continue;
      }
      c.weighted = static_cast<std::int64_t>(c.score) * record.points.half_points();
      list.push_back(c);
    }
    return list;
  }

  // C.07 16.4: the score of the dummy opponent of the participant's own unplayed round. 2024:
  // the participant's own final score. 2026: never more than that, and never more than what the
  // round's scheduled opponent scored (16.4.1, forfeits and double forfeits; the opponent's score
  // as Buchholz reads it, 16.3) or, without an opponent, half the maximum score of the rounds
  // counted (16.4.2: the pairing-allocated bye, half- and zero-point byes, absences).
  [[nodiscard]] int dummy_opponent_score(std::size_t player, const RoundRecord& record) const {
    const int own = total(player);
    if (m_edition == TiebreakEdition::fide_2024) return own;
    if (record.opponent) return std::min(own, m_adjusted[*record.opponent]);
    return std::min(own, m_records.round_count * m_max_round / 2);
  }

  // C.07 14.1 (Cut) and 14.2 (Median) with 16.5: the lowest entries go first, voluntary unplayed
  // rounds before any other; the highest are cut without that exception.
  [[nodiscard]] std::optional<TiebreakValue> buchholz(std::size_t player, int cut_low, int cut_high,
                                                      bool sonneborn_berger) const {
    auto list = contributions(player);
    const auto key = [sonneborn_berger](const Contribution& c) {
      return sonneborn_berger ? std::pair<std::int64_t, std::int64_t>{c.weighted, c.score}
                              : std::pair<std::int64_t, std::int64_t>{c.score, c.weighted};
    };
    for (int i = 0; i < cut_low && !list.empty(); ++i) {
      auto victim = list.end();
      for (auto it = list.begin(); it != list.end(); ++it) {
        if (victim == list.end() || (it->voluntary && !victim->voluntary) ||
            (it->voluntary == victim->voluntary && key(*it) < key(*victim))) {
          victim = it;
        }
      }
      list.erase(victim);
    }
    for (int i = 0; i < cut_high && !list.empty(); ++i) {
      list.erase(
          std::max_element(list.begin(), list.end(),
                           [&](const Contribution& a, const Contribution& b) { return key(a) < key(b); }));
    }
    std::int64_t sum = 0;
    for (const Contribution& c : list) sum += sonneborn_berger ? c.weighted : c.score;
    return sonneborn_berger ? TiebreakValue(sum, 2, TiebreakValue::Unit::weighted_points)
                            : TiebreakValue::half_points(sum);
  }

  // Russian draughts practice: final scores of the opponents beaten minus those of the opponents
  // lost to, over the board only (a forfeit beats nobody), game by game in a micro-match.
  [[nodiscard]] std::optional<TiebreakValue> shmulyan(std::size_t player) const {
    std::int64_t sum = 0;
    for (const RoundRecord& record : m_records.rounds[player]) {
      if (!record.over_the_board() || !record.opponent) continue;
      for (const GameRecord& game : record.games) {
        if (!game.played) continue;
        if (game.half_points == 2) sum += total(*record.opponent);
        if (game.half_points == 0) sum -= total(*record.opponent);
      }
    }
    return TiebreakValue::half_points(sum);
  }

  // C.07 9.2: points scored against opponents who finished with at least half the maximum score.
  [[nodiscard]] std::optional<TiebreakValue> koya(std::size_t player) const {
    const int maximum = m_records.round_count * m_max_round;
    std::int64_t sum = 0;
    for (const RoundRecord& record : m_records.rounds[player]) {
      if (!record.opponent || record.kind == RoundKind::pending || record.kind == RoundKind::annulled)
        continue;
      if (2 * total(*record.opponent) >= maximum) sum += record.points.half_points();
    }
    return TiebreakValue::half_points(sum);
  }

  // C.07 7.1 / 7.2: games won; unplayed wins (forfeits, a pairing-allocated bye worth a won
  // board) count only in WIN.
  [[nodiscard]] std::optional<TiebreakValue> wins(std::size_t player, bool over_the_board) const {
    std::int64_t count = 0;
    for (const RoundRecord& record : m_records.rounds[player]) {
      if (record.kind == RoundKind::annulled || record.kind == RoundKind::pending) continue;
      if (record.kind == RoundKind::pairing_bye && !over_the_board) count += m_games_per_board;
      for (const GameRecord& game : record.games) {
        if (game.half_points == 2 && (game.played || !over_the_board)) ++count;
      }
    }
    return TiebreakValue::count(count);
  }

  // C.07 7.3: games played over the board with Black.
  [[nodiscard]] std::optional<TiebreakValue> games_with_black(std::size_t player) const {
    std::int64_t count = 0;
    for (const RoundRecord& record : m_records.rounds[player]) {
      if (record.kind == RoundKind::annulled) continue;
      for (const GameRecord& game : record.games) count += (game.played && !game.white) ? 1 : 0;
    }
    return TiebreakValue::count(count);
  }

  // C.07 7.5: the sum of the running score after each round.
  [[nodiscard]] std::optional<TiebreakValue> progressive(std::size_t player) const {
    std::int64_t running = 0;
    std::int64_t sum = 0;
    for (const RoundRecord& record : m_records.rounds[player]) {
      running += record.points.half_points();
      sum += running;
    }
    return TiebreakValue::half_points(sum);
  }

  // C.07 10.1 (ARO) and 10.2 (TPR): opponents met over the board who have a rating; ARO rounded
  // to the nearest whole number, TPR = ARO + dp(p) with p the share of points in those games.
  [[nodiscard]] std::optional<TiebreakValue> rating_based(std::size_t player, bool performance) const {
    std::int64_t ratings = 0;
    std::int64_t games = 0;
    std::int64_t scored = 0;
    for (const RoundRecord& record : m_records.rounds[player]) {
      if (!record.over_the_board() || !record.opponent) continue;
      const auto& rating = m_tournament.players[*record.opponent].rating;
      if (!rating) continue;
      ratings += *rating;
      ++games;
      scored += record.points.half_points();
    }
    if (games == 0) return std::nullopt;
    const std::int64_t aro = (2 * ratings + games) / (2 * games);
    if (!performance) return TiebreakValue::count(aro);
    const std::int64_t maximum = games * m_max_round;
    const auto hundredths = static_cast<int>((200 * scored + maximum) / (2 * maximum));
    return TiebreakValue::count(aro + dp(hundredths));
  }

  const Tournament& m_tournament;
  const RoundRecords& m_records;
  bool m_round_robin;
  int m_games_per_board = 1;
  int m_max_round = 2;
  TiebreakEdition m_edition = TiebreakEdition::fide_2026;
  std::vector<int> m_adjusted;
};

// Round robin: a player who withdrew having played fewer than half of his games leaves the
// standings and his games are annulled for everyone (C.07, round-robin withdrawals; the Russian
// draughts rules say the same).
std::vector<bool> annul_short_withdrawals(const Tournament& tournament, RoundRecords& records) {
  const std::size_t n = tournament.players.size();
  std::vector<bool> left_out(n, false);
  if (!is_round_robin(tournament.event.system) || n < 2) return left_out;
  const int cycles = tournament.event.system == PairingSystem::double_round_robin ? 2 : 1;
  const int scheduled = static_cast<int>(n - 1) * cycles * tournament.event.scoring().games_per_board();
  for (std::size_t p = 0; p < n; ++p) {
    if (tournament.players[p].status != PlayerStatus::withdrawn) continue;
    int played = 0;
    for (const RoundRecord& record : records.rounds[p]) {
      for (const GameRecord& game : record.games) played += game.played ? 1 : 0;
    }
    left_out[p] = 2 * played < scheduled;
  }
  for (std::size_t p = 0; p < n; ++p) {
    for (RoundRecord& record : records.rounds[p]) {
      if (record.opponent && (left_out[*record.opponent] || left_out[p])) {
        record.kind = RoundKind::annulled;
        record.points = Points{};
      }
    }
    records.totals[p] = Points{};
    for (const RoundRecord& record : records.rounds[p]) records.totals[p] += record.points;
  }
  return left_out;
}

// C.07 6: direct encounter is applied again to the players it leaves tied, until it separates
// no one further. Parts keep their order.
std::vector<std::vector<std::size_t>> refine_by_direct_encounter(
    const Calculator& calculator, const std::vector<std::size_t>& group,
    std::vector<std::optional<TiebreakValue>>& shown) {
  auto parts = calculator.split_by_direct_encounter(group, shown);
  if (parts.size() == 1) return parts;
  std::vector<std::vector<std::size_t>> refined;
  for (auto& part : parts) {
    if (part.size() == 1) {
      refined.push_back(std::move(part));
      continue;
    }
    for (auto& sub : refine_by_direct_encounter(calculator, part, shown)) refined.push_back(std::move(sub));
  }
  return refined;
}

}  // namespace

std::vector<Tiebreak> event_tiebreaks(const Event& event, std::vector<std::string>* warnings) {
  std::vector<Tiebreak> list;
  for (const Tiebreak tiebreak : event.tiebreaks) {
    if (!offered_for(tiebreak, event.system)) {
      if (warnings != nullptr) {
        warnings->push_back("tie-break " + std::string(code(tiebreak)) + " is not used in a " +
                            std::string(code(event.system)) + " event");
      }
      continue;
    }
    if (std::find(list.begin(), list.end(), tiebreak) == list.end()) list.push_back(tiebreak);
  }
  if (list.empty() && event.tiebreaks.empty()) return default_tiebreaks(event.system);
  return list;
}

Standings compute_standings(const Tournament& tournament, const StandingsOptions& options) {
  Standings standings;
  standings.records = round_records(tournament, options.after_round);
  standings.after_round = standings.records.round_count;
  standings.edition = tournament.event.tiebreak_edition;
  if (options.tiebreaks.empty()) {
    standings.tiebreaks = event_tiebreaks(tournament.event, &standings.warnings);
  } else {
    for (Tiebreak t : options.tiebreaks) {
      if (offered_for(t, tournament.event.system)) {
        standings.tiebreaks.push_back(t);
      } else {
        standings.warnings.push_back("tie-break " + std::string(code(t)) + " is not used in a " +
                                     std::string(code(tournament.event.system)) + " event");
      }
    }
  }
  const std::vector<bool> left_out = annul_short_withdrawals(tournament, standings.records);
  const Calculator calculator(tournament, standings.records);
  const std::size_t n = tournament.players.size();
  const std::size_t k = standings.tiebreaks.size();

  // values[player][tiebreak]; direct encounter is filled while ranking, in its tied group.
  std::vector<std::vector<std::optional<TiebreakValue>>> values(n,
                                                                std::vector<std::optional<TiebreakValue>>(k));
  for (std::size_t p = 0; p < n; ++p) {
    for (std::size_t t = 0; t < k; ++t) {
      const Tiebreak tiebreak = standings.tiebreaks[t];
      if (tiebreak == Tiebreak::playoff || tiebreak == Tiebreak::lot) {
        const auto& entered = tiebreak == Tiebreak::playoff ? options.playoff : options.lot;
        if (const auto it = entered.find(tournament.players[p].id); it != entered.end()) {
          values[p][t] = TiebreakValue::count(it->second);
        }
      } else {
        values[p][t] = calculator.value(tiebreak, p);
      }
    }
  }

  std::vector<std::size_t> order;
  for (std::size_t p = 0; p < n; ++p) {
    if (left_out[p]) {
      standings.left_out.push_back(p);
    } else {
      order.push_back(p);
    }
  }
  const auto& totals = standings.records.totals;
  const auto number = [&](std::size_t p) { return tournament.players[p].number; };
  // A knockout ranks by the round in which a player went out, not by points: the champion, the
  // finalist, the semi-finalists sharing 3-4, the quarter-finalists sharing 5-8, and so on.
  std::vector<int> stage(n, 0);
  if (tournament.event.system == PairingSystem::knockout) {
    const auto out = knockout_eliminations(tournament, standings.after_round);
    for (std::size_t p = 0; p < n; ++p) {
      const auto it = out.find(tournament.players[p].id);
      stage[p] = it == out.end() ? INT_MAX : it->second;
    }
  }
  const auto tied = [&](std::size_t a, std::size_t b) {
    return stage[a] == stage[b] &&
           (tournament.event.system == PairingSystem::knockout || totals[a] == totals[b]);
  };
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    if (stage[a] != stage[b]) return stage[a] > stage[b];
    return !tied(a, b) ? totals[a] > totals[b] : number(a) < number(b);
  });

  // Groups of players still tied, refined by each tie-break in turn.
  std::vector<std::vector<std::size_t>> groups;
  for (std::size_t p : order) {
    if (groups.empty() || !tied(groups.back().front(), p)) groups.emplace_back();
    groups.back().push_back(p);
  }
  for (std::size_t t = 0; t < k; ++t) {
    const Tiebreak tiebreak = standings.tiebreaks[t];
    std::vector<std::vector<std::size_t>> refined;
    for (auto& group : groups) {
      if (group.size() == 1) {
        refined.push_back(std::move(group));
        continue;
      }
      if (tiebreak == Tiebreak::direct_encounter) {
        std::vector<std::optional<TiebreakValue>> shown(n);
        for (auto& part : refine_by_direct_encounter(calculator, group, shown))
          refined.push_back(std::move(part));
        for (std::size_t p : group) values[p][t] = shown[p];
        continue;
      }
      const bool lower_first = tiebreak == Tiebreak::playoff || tiebreak == Tiebreak::lot;
      const auto better = [&](std::size_t a, std::size_t b) {
        const auto& va = values[a][t];
        const auto& vb = values[b][t];
        if (!va || !vb) return va.has_value() && !vb.has_value();
        return lower_first ? *va < *vb : *va > *vb;
      };
      for (auto& part : split_by(group, better)) refined.push_back(std::move(part));
    }
    groups = std::move(refined);
  }

  int position = 1;
  for (const auto& group : groups) {
    for (std::size_t p : group) {
      StandingsRow row;
      row.player = p;
      row.rank = position;
      row.shared = group.size() > 1;
      row.points = totals[p];
      row.values = values[p];
      standings.rows.push_back(std::move(row));
    }
    position += static_cast<int>(group.size());
  }
  return standings;
}

}  // namespace shashki::tournament
