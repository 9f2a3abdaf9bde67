#pragma once

#include "shashki/pairing/engine.hpp"
#include "shashki/pairing/pairing_input.hpp"
#include "shashki/pairing/swiss_explanation.hpp"

#include <map>
#include <string>
#include <vector>

namespace shashki::pairing {

/// One difference between a round of a file and the engine's pairing of it.
struct Discrepancy {
  int round = 0;            ///< the round concerned
  std::string description;  ///< e.g. "file pairs 5-1, engine pairs 5-3"
};

/// The outcome of re-pairing every round of a tournament (`shashki pair -c`).
struct ReplayReport {
  int rounds_checked = 0;                  ///< rounds re-paired
  std::vector<Discrepancy> discrepancies;  ///< empty when the engine agrees everywhere
  /// For the Dutch engine, per differing round: the first criterion of C.04.3 on which the
  /// engine's pairing and the file's differ ("C12", "E.5", "D": DutchEngine::first_difference).
  std::map<int, std::string> first_criterion;
};

/// `input` with its initial colour (XXC, record 152) filled in when the file gives none, as
/// its round 1 shows it (PairingInput::initial_colour_of_round_one). The engines read it from
/// round 1 themselves; re-pairing round 1, which is cut from the position, needs it written.
[[nodiscard]] PairingInput with_initial_colour(PairingInput input);

/// Re-pairs each round of `input` from the position before it (PairingInput::before_round) and
/// compares pairs, colours and byes with what the file says was paired. With `explanations`
/// and an engine that explains itself (ExplainingEngine), each round's explanation is added.
ReplayReport replay_rounds(const PairingEngine& engine, const PairingInput& input,
                           std::vector<SwissExplanation>* explanations = nullptr);

/// The `-p` output of docs/cli.md: the number of pairs (byes included) on the first
/// line, then "WHITE BLACK" per board in board order, then "ID 0" per bye.
std::string format_pairs(const Pairing& pairing);

}  // namespace shashki::pairing
