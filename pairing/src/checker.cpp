// The pairing checker: the rules a round must keep, checked from the position alone (FIDE
// C.04.1 basic rules, C.04.2 general handling, C.04.3 absolute criteria C1-C3 of 2026).
#include "shashki/pairing/checker.hpp"

#include <algorithm>
#include <map>
#include <set>

namespace shashki::pairing {

using tournament::Message;

namespace {

// What the checker needs to know of one player's past.
struct History {
  std::vector<clock::Side> colours;  // played games only (C.04.2: only played games count)
  std::vector<int> pab_rounds;
  std::vector<int> unplayed_wins;
};

std::string list_rounds(const std::vector<int>& rounds) {
  std::string text;
  for (int r : rounds) text += (text.empty() ? "" : ", ") + std::to_string(r);
  return text;
}

// "... in round 2" or "... in rounds 2, 5": the plural form follows the number of rounds.
tournament::Message in_rounds(const char* one, const char* many, const std::vector<int>& rounds) {
  return std::move(tournament::Message::plural(one, many, rounds.size()).with("rounds", list_rounds(rounds)));
}

class Checker {
 public:
  Checker(const PairingInput& input, const Pairing& pairing, const CheckOptions& options)
      : m_s(input),
        m_p(pairing),
        m_o(options),
        m_completed(input.rounds_completed()),
        m_available(input.available_players()) {
    for (const Player& p : m_s.players) {
      History& h = m_history[p.number];
      for (int r = 1; r <= m_completed; ++r) {
        const RoundEntry e = p.entry(r);
        if (e.played() && e.colour) h.colours.push_back(*e.colour);
        if (e.is_pairing_bye())
          h.pab_rounds.push_back(r);
        else if (e.unplayed_win_valued(m_s.point_system))
          h.unplayed_wins.push_back(r);
        // Each game once, from the side of the lower number.
        if (e.played() && e.opponent && p.number < *e.opponent)
          m_meetings[{p.number, *e.opponent}].push_back(r);
      }
    }
  }

  // The checklist's line of a forbidden pair: the ground, and until when an event's rule holds.
  static Message forbidden_message(const ForbiddenPair& ban, int white, int black) {
    using tournament::BanGround;
    const char* id = N_("{white} and {black} may not be paired (the judge's decision)");
    switch (ban.ground) {
      case BanGround::same_club:
        id =
            N_("{white} and {black} may not be paired: the same club, kept apart until round {round} by the "
               "event's regulations");
        break;
      case BanGround::same_region:
        id = N_(
            "{white} and {black} may not be paired: the same region, kept apart until round {round} by the "
            "event's regulations");
        break;
      case BanGround::family:
        id = ban.to_round == 0
                 ? N_("{white} and {black} may not be paired: one family, kept apart for the "
                      "whole event by its regulations")
                 : N_("{white} and {black} may not be paired: one family, kept apart until round "
                      "{round} by the event's regulations");
        break;
      case BanGround::judge:
        break;
    }
    return Message(id).with("white", white).with("black", black).with("round", ban.to_round);
  }

  std::vector<Finding> run() {
    check_presence();
    for (const Board& b : m_p.boards) {
      if (!known(b.white) || !known(b.black) || b.white == b.black) continue;
      check_rematch(b);
      if (const ForbiddenPair* ban = m_s.forbidden_by(b.white, b.black)) {
        add(ban->ground == tournament::BanGround::judge ? Rule::forbidden_pair : Rule::regulations_pair,
            {b.white, b.black}, forbidden_message(*ban, b.white, b.black));
      }
      // C3 (C.04.3, 2026) forbids only two non-topscorers with the same absolute preference
      // meeting: with a topscorer on the board, neither side's colour limits apply.
      if (m_o.colour_rules && !topscorer(b.white) && !topscorer(b.black)) {
        check_colour(b.white, clock::Side::white);
        check_colour(b.black, clock::Side::black);
      }
    }
    if (m_o.pairing_bye_once) {
      for (int bye : m_p.byes) {
        if (known(bye)) check_bye(bye);
      }
    }
    if (static_cast<int>(m_p.byes.size()) > m_o.max_byes) {
      add(Rule::too_many_byes, m_p.byes,
          Message::plural(N_("{n} player is left without an opponent; at most {max} may be"),
                          N_("{n} players are left without an opponent; at most {max} may be"),
                          m_p.byes.size())
              .with("max", m_o.max_byes));
    }
    return std::move(m_findings);
  }

 private:
  bool known(int n) const { return m_s.find(n) != nullptr; }

  void add(Rule rule, std::vector<int> players, Message explanation) {
    m_findings.push_back(Finding{rule, std::move(players), std::move(explanation)});
  }

  void check_presence() {
    std::map<int, int> seen;
    auto see = [&](int n) {
      if (!known(n)) {
        add(Rule::unknown_player, {n},
            Message(N_("starting number {player} is not in the event")).with("player", n));
        return;
      }
      ++seen[n];
    };
    for (const Board& b : m_p.boards) {
      see(b.white);
      if (b.black != b.white) see(b.black);
      if (b.white == b.black)
        add(Rule::paired_twice, {b.white},
            Message(N_("{player} is paired against themself")).with("player", b.white));
    }
    for (int bye : m_p.byes) see(bye);
    for (const auto& [n, count] : seen) {
      if (count > 1)
        add(Rule::paired_twice, {n},
            Message::plural(N_("{player} appears {n} time in the round"),
                            N_("{player} appears {n} times in the round"), static_cast<unsigned long>(count))
                .with("player", n));
      // A round robin keeps withdrawn and absent players on the table: their games are forfeited.
      if (m_s.withdrawn.contains(n) && !m_o.absent_may_be_paired) {
        add(Rule::withdrawn_paired, {n},
            Message(N_("{player} has withdrawn and may not be paired")).with("player", n));
      } else if (!std::binary_search(m_available.begin(), m_available.end(), n) &&
                 !m_o.absent_may_be_paired) {
        const ResultCode absence = m_s.find(n)->entry(m_completed + 1).result;
        add(Rule::absent_paired, {n},
            Message(N_("{player} announced an absence ('{code}') for round {round}"))
                .with("player", n)
                .with("code", std::string(1, to_trf_char(absence)))
                .with("round", m_completed + 1));
      }
    }
    for (int n : m_available) {
      if (!seen.contains(n))
        add(Rule::not_paired, {n},
            Message(N_("{player} is to be paired but is on no board and has no bye")).with("player", n));
    }
  }

  void check_rematch(const Board& b) {
    const auto it = m_meetings.find({std::min(b.white, b.black), std::max(b.white, b.black)});
    if (it == m_meetings.end() || static_cast<int>(it->second.size()) < m_o.max_meetings) return;
    add(Rule::rematch, {b.white, b.black},
        in_rounds(N_("{white} and {black} already played in round {rounds}"),
                  N_("{white} and {black} already played in rounds {rounds}"), it->second)
            .with("white", b.white)
            .with("black", b.black));
  }

  // A topscorer: in the last round, more than half the maximum score (C.04.3 A.7).
  bool topscorer(int n) const {
    if (m_s.total_rounds == 0 || m_completed + 1 != m_s.total_rounds) return false;
    const auto max = Points::from_half_points(m_s.point_system.win.half_points() * m_completed);
    return m_s.score(n, m_completed).half_points() * 2 > max.half_points();
  }

  // C.04.1 f/g: colour difference beyond 2, or the same colour three times in a row.
  void check_colour(int n, clock::Side c) {
    const auto& colours = m_history[n].colours;
    int difference = c == clock::Side::white ? 1 : -1;
    for (clock::Side past : colours) difference += past == clock::Side::white ? 1 : -1;
    const bool white = c == clock::Side::white;
    if (difference > 2 || difference < -2) {
      add(Rule::colour_difference, {n},
          Message(white ? N_("{player} would have a colour difference of {difference} with White")
                        : N_("{player} would have a colour difference of {difference} with Black"))
              .with("player", n)
              .with("difference", (difference > 0 ? "+" : "") + std::to_string(difference)));
    }
    const auto k = colours.size();
    if (k >= 2 && colours[k - 1] == c && colours[k - 2] == c) {
      add(Rule::colour_three_in_a_row, {n},
          Message(white ? N_("{player} would have White three times in a row")
                        : N_("{player} would have Black three times in a row"))
              .with("player", n));
    }
  }

  void check_bye(int n) {
    const History& h = m_history[n];
    if (!h.pab_rounds.empty()) {
      add(Rule::second_pairing_bye, {n},
          in_rounds(N_("{player} already had the pairing-allocated bye in round {rounds}"),
                    N_("{player} already had the pairing-allocated bye in rounds {rounds}"), h.pab_rounds)
              .with("player", n));
    } else if (!h.unplayed_wins.empty()) {
      add(Rule::bye_after_unplayed_win, {n},
          in_rounds(N_("{player} already scored a win without playing in round {rounds}"),
                    N_("{player} already scored a win without playing in rounds {rounds}"), h.unplayed_wins)
              .with("player", n));
    }
  }

  const PairingInput& m_s;
  const Pairing& m_p;
  const CheckOptions& m_o;
  int m_completed;
  std::vector<int> m_available;  // ascending
  std::map<int, History> m_history;
  std::map<std::pair<int, int>, std::vector<int>> m_meetings;
  std::vector<Finding> m_findings;
};

}  // namespace

std::string_view rule_reference(Rule rule) {
  switch (rule) {
    case Rule::rematch:
      return "C1";
    case Rule::second_pairing_bye:
    case Rule::bye_after_unplayed_win:
      return "C2";
    case Rule::colour_difference:
    case Rule::colour_three_in_a_row:
      return "C3";
    case Rule::absent_paired:
    case Rule::withdrawn_paired:
      return "C.04.2";
    case Rule::paired_twice:
    case Rule::not_paired:
    case Rule::unknown_player:
    case Rule::too_many_byes:
      return "C.04.1";
    case Rule::forbidden_pair:
      return N_("judge");  // a word, not a clause: the app translates it
    case Rule::regulations_pair:
      return N_("regulations");
  }
  return "?";
}

std::string Finding::describe() const {
  return std::string(rule_reference(rule)) + ": " + explanation.english();
}

CheckOptions CheckOptions::for_engine(EngineKind engine, bool double_cycle) {
  CheckOptions o;
  if (engine == EngineKind::round_robin) {
    o.max_meetings = double_cycle ? 2 : 1;
    o.colour_rules = false;
    o.pairing_bye_once = false;
    o.absent_may_be_paired = true;
  } else if (engine == EngineKind::double_swiss) {
    // The two-game match balances colours itself (docs/swiss.md): no C3 limits on the match.
    o.colour_rules = false;
  } else if (engine == EngineKind::knockout) {
    o.colour_rules = false;
    o.pairing_bye_once = false;
    o.max_byes = 1 << 20;
  }
  return o;
}

std::vector<Finding> check_round(const PairingInput& input, const Pairing& pairing,
                                 const CheckOptions& options) {
  return Checker(input, pairing, options).run();
}

}  // namespace shashki::pairing
