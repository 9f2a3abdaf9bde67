#pragma once
// The heart of pairing on the database: an event as the pairing module sees it. The choices
// (points of micro-matches, byes, forfeits, late entries) are written up in docs/workflows.md.

#include "shashki/pairing/checker.hpp"
#include "shashki/pairing/engine.hpp"
#include "shashki/pairing/pairing_input.hpp"
#include "shashki/tournament/tournament.hpp"

#include <map>
#include <string>

namespace shashki::app {

/// A tournament mapped to a pairing input, with the way back from starting numbers to ids.
struct PairingView {
  pairing::PairingInput input;                  ///< rounds that are complete or locked only
  std::map<int, tournament::PlayerId> ids;      ///< starting number -> player id
  std::map<tournament::PlayerId, int> numbers;  ///< player id -> starting number
};

/// The input of `tournament` before round `next_round` is paired: rounds before it (their
/// finished boards), withdrawals in force, and late entrants not yet playing announced absent.
/// The point system and scale follow the event's scoring; a micro-match is one pairing unit
/// whose colour is game 1's; every finished round carries the points the event gave for it
/// (RoundEntry::scored: a micro-match's per-game points, which no TRF code holds), so brackets
/// are built on the true scores. `accelerations` stays empty: it is for C.04.7 alone.
[[nodiscard]] PairingView to_pairing_view(const tournament::Tournament& tournament, int next_round);

/// The engine that pairs the event (pairing::engine_for of its system).
[[nodiscard]] pairing::EngineKind engine_of(const tournament::Event& event);

/// The checker's options for the event's system.
[[nodiscard]] pairing::CheckOptions check_options(const tournament::Event& event);

/// The pairing of round `round` as stored (by starting numbers; the PAB receivers as byes;
/// half and zero byes are not pairing decisions and are left out).
[[nodiscard]] pairing::Pairing to_pairing(const tournament::Round& round, const PairingView& view);

/// An engine's pairing as the boards of round `number`, PAB boards next, then the byes
/// requested for the round (the view's requested_byes); every game board gets `games` empty
/// results.
[[nodiscard]] tournament::Round to_round(const pairing::Pairing& pairing, const PairingView& view, int number,
                                         int games);

}  // namespace shashki::app
