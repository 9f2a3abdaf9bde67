#include "shashki/pairing/replay.hpp"

#include "board_text.hpp"

#include "shashki/pairing/dutch_engine.hpp"
#include "shashki/pairing/round_history.hpp"

#include <algorithm>

namespace shashki::pairing {

namespace {

bool contains(const std::vector<Board>& boards, const Board& b) {
  return std::find(boards.begin(), boards.end(), b) != boards.end();
}

void compare(int round, const Pairing& file, const Pairing& engine, std::vector<Discrepancy>& out) {
  for (const Board& b : file.boards) {
    if (contains(engine.boards, b)) continue;
    const Board reversed{b.black, b.white};
    if (contains(engine.boards, reversed)) {
      out.push_back({round, "colours differ: file " + board_text(b) + ", engine " + board_text(reversed)});
    } else {
      out.push_back({round, "file pairs " + board_text(b) + ", engine does not"});
    }
  }
  for (const Board& b : engine.boards) {
    if (!contains(file.boards, b) && !contains(file.boards, Board{b.black, b.white})) {
      out.push_back({round, "engine pairs " + board_text(b) + ", file does not"});
    }
  }
  if (file.byes != engine.byes) {
    auto list = [](const std::vector<int>& byes) {
      std::string s;
      for (int n : byes) s += (s.empty() ? "" : ",") + std::to_string(n);
      return s.empty() ? std::string("none") : s;
    };
    out.push_back({round, "bye: file " + list(file.byes) + ", engine " + list(engine.byes)});
  }
}

}  // namespace

PairingInput with_initial_colour(PairingInput input) {
  if (!input.initial_colour) input.initial_colour = input.initial_colour_of_round_one();
  return input;
}

ReplayReport replay_rounds(const PairingEngine& engine, const PairingInput& given,
                           std::vector<SwissExplanation>* explanations) {
  const auto* explaining = explanations != nullptr ? dynamic_cast<const ExplainingEngine*>(&engine) : nullptr;
  ReplayReport report;
  const PairingInput input = with_initial_colour(given);
  const int rounds = input.rounds_completed();
  for (int round = 1; round <= rounds; ++round) {
    ++report.rounds_checked;
    const Pairing file = pairing_of_round(input, round);
    const PairingInput before = input.before_round(round);
    PairingResult result;
    if (explaining != nullptr) {
      result = explaining->pair_explained(before, explanations->emplace_back());
    } else {
      result = engine.pair_next_round(before);
    }
    if (const auto* refusal = std::get_if<Refusal>(&result)) {
      report.discrepancies.push_back(
          {round, "engine refuses (" + refusal->criterion + "): " + refusal->explanation.english()});
      continue;
    }
    Pairing paired = std::get<Pairing>(result);
    std::sort(paired.byes.begin(), paired.byes.end());
    const std::size_t before_count = report.discrepancies.size();
    compare(round, file, paired, report.discrepancies);
    if (const auto* dutch = dynamic_cast<const DutchEngine*>(&engine);
        dutch != nullptr && report.discrepancies.size() > before_count) {
      report.first_criterion[round] = dutch->first_difference(before, paired, file);
    }
  }
  return report;
}

std::string format_pairs(const Pairing& pairing) {
  std::string out = std::to_string(pairing.boards.size() + pairing.byes.size()) + "\n";
  for (const Board& b : pairing.boards) out += std::to_string(b.white) + " " + std::to_string(b.black) + "\n";
  for (int bye : pairing.byes) out += std::to_string(bye) + " 0\n";
  return out;
}

}  // namespace shashki::pairing
