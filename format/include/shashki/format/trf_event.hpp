#pragma once
// A whole event as a TRF (docs/workflows.md, "TRF export and import"): the player lines of the
// pairing input, the event's own records (TRF-16 022-122 and this program's XXE settings), each
// micro-match's games (XXG) and each knockout tie-break game (XXK).

#include "shashki/format/read_error.hpp"
#include "shashki/pairing/pairing_input.hpp"
#include "shashki/tournament/tournament.hpp"

#include <map>
#include <string>
#include <string_view>
#include <variant>

namespace shashki::format {

/// The event as a TRF text. `input` is the pairing view after the event's last round and
/// `numbers` its starting numbers by player id; the points column says the score the event gave
/// (a micro-match's per-game points included), on the event's scale.
[[nodiscard]] std::string write_event_trf(const tournament::Tournament& tournament,
                                          pairing::PairingInput input,
                                          const std::map<tournament::PlayerId, int>& numbers);

/// The event a TRF text describes, with the settings its event records give (another program's
/// file: a Swiss, 2-1-0 when a win is worth 2, else 1-0.5-0, named `name` when it has no 012),
/// the players in starting-number order, whose ids are their starting numbers, and the rounds as
/// complete rounds in the board order of C.04.2, a micro-match's games from its XXG record. The
/// first malformed record is returned with its line and column.
[[nodiscard]] std::variant<tournament::Tournament, ReadError> read_event_trf(std::string_view text,
                                                                             const std::string& name);

}  // namespace shashki::format
