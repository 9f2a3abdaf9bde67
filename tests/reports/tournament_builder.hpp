#pragma once
// Builds small tournaments for the standings and report tests from a compact text, so that a
// hand-computed example reads like the arbiter's own notes:
//   round("1-2 1-0, 3-4 =, 5 pab")     boards "WHITE-BLACK RESULT", byes "PLAYER pab|half|zero"
//   round("1-2 1-0 =")                  a micro-match: game 1's result, then game 2's (its White is 2)
// Players are numbered 1..n in the order added; their ids equal their numbers.

#include "shashki/tournament/tiebreak_value.hpp"
#include "shashki/tournament/tournament.hpp"

#include <ostream>
#include <sstream>
#include <stdexcept>
#include <string>

namespace shashki::tournament {

/// Lets Boost.Test print tie-break values in failure messages: "9/2 (points)".
inline std::ostream& operator<<(std::ostream& out, const TiebreakValue& value) {
  return out << value.numerator() << '/' << value.denominator()
             << (value.unit() == TiebreakValue::Unit::points ? " (half-points)" : " (count)");
}

}  // namespace shashki::tournament

namespace shashki::test {

class TournamentBuilder {
 public:
  TournamentBuilder(tournament::PairingSystem system, int rounds,
                    tournament::ScoringScale scale = tournament::ScoringScale::one_half_zero,
                    bool micro_match = false) {
    m_tournament.event.name = "Test event";
    m_tournament.event.system = system;
    m_tournament.event.rounds = rounds;
    m_tournament.event.scale = scale;
    m_tournament.event.micro_match = micro_match;
  }

  TournamentBuilder& player(const std::string& name, std::optional<int> rating = std::nullopt) {
    tournament::Player p;
    p.number = static_cast<int>(m_tournament.players.size()) + 1;
    p.id = tournament::PlayerId{p.number};
    p.name = name;
    p.rating = rating;
    m_tournament.players.push_back(p);
    return *this;
  }

  /// Marks player `number` withdrawn from round `from` on.
  TournamentBuilder& withdraw(int number, int from) {
    auto& p = m_tournament.players.at(static_cast<std::size_t>(number - 1));
    p.status = tournament::PlayerStatus::withdrawn;
    p.withdrawn_from = from;
    return *this;
  }

  TournamentBuilder& round(const std::string& boards) {
    tournament::Round round;
    round.number = static_cast<int>(m_tournament.rounds.size()) + 1;
    round.state = tournament::RoundState::complete;
    std::stringstream list(boards);
    std::string item;
    while (std::getline(list, item, ',')) {
      std::istringstream words(item);
      std::string pair;
      words >> pair;
      const int number = static_cast<int>(round.boards.size()) + 1;
      const auto dash = pair.find('-');
      if (dash == std::string::npos) {
        std::string kind;
        words >> kind;
        const auto bye = tournament::bye_kind_from_code(kind);
        if (!bye) throw std::invalid_argument("bad bye kind: " + kind);
        round.boards.push_back(tournament::Board::bye_for(number, id(std::stoi(pair)), *bye));
        continue;
      }
      const int games = m_tournament.event.micro_match ? 2 : 1;
      auto board = tournament::Board::pairing(number, id(std::stoi(pair.substr(0, dash))),
                                              id(std::stoi(pair.substr(dash + 1))), games);
      for (auto& game : board.games) {
        std::string result;
        if (!(words >> result)) break;  // left without a result: pending
        game = tournament::game_result_from_code(result);
        if (!game) throw std::invalid_argument("bad result: " + result);
      }
      round.boards.push_back(board);
    }
    m_tournament.rounds.push_back(round);
    return *this;
  }

  /// The tournament with its event details filled for the report title block.
  [[nodiscard]] tournament::Tournament build() const { return m_tournament; }
  [[nodiscard]] tournament::Tournament& edit() { return m_tournament; }

 private:
  static tournament::PlayerId id(int number) { return tournament::PlayerId{number}; }
  tournament::Tournament m_tournament;
};

}  // namespace shashki::test
