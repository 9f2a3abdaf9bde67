#pragma once
// The board devices' wire (docs/venue.md, "Messages"): JSON text read into the typed messages of
// board_backend.hpp and the backend's answers and states written back. The one place of the
// venue server that reads or writes that JSON. A device may send anything: whatever is not a
// message as the board page sends it is read as a refusal, and nothing of it reaches a backend.
//
// What a message must hold (fields beyond these are ignored, as the page's own never has any):
//   press   {"type": "press", "side": "white"|"black", "seq": N >= 1, "think_ms": 0 <= T <= a day}
//   replay  {"type": "replay", "ack": N >= 0, "presses": [up to 1000 press objects, no "type"]}
//   call    {"type": "call"}
//   pong    {"type": "pong", "id": the ping's id}
// Numbers must be JSON integers in range (no fractions, no exponents beyond it, no strings).

#include "shashki/web/board_backend.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace shashki::web::board_json {

/// A pong: the answer to the server's ping `id`; none when the id is not an integer (ignored).
struct Pong {
  std::optional<long long> id;
};

/// Text that is no message at all (not JSON, not an object, no string "type"): answered with the
/// bare refusal {"type": "refused", "code": "malformed"} and nothing else.
struct Unreadable {};

/// A message of a known or unknown type that does not hold: refused with `refusal`, as if the
/// backend had refused it, without reaching it. `kind` names the message for the log: "press",
/// "replay", "call", or empty for an unknown type (whose text is not logged).
struct Rejected {
  std::string_view kind;
  RefusedAnswer refusal;
};

/// What one text of a device reads as.
using Decoded = std::variant<DeviceMessage, Pong, Rejected, Unreadable>;

/// Reads a device's text. Never throws for any text.
[[nodiscard]] Decoded decode(std::string_view text);

/// The message's kind as the log names it: "press", "replay", "call".
[[nodiscard]] std::string_view kind_of(const DeviceMessage& message);

/// An answer as its JSON text.
[[nodiscard]] std::string encode(const Answer& answer);
/// A board's state as its JSON text.
[[nodiscard]] std::string encode(const BoardState& state);
/// A board's clock as the public live clocks page reads it: board, phase, running side, flag and
/// each side's time and moves; no names, no sequence, nothing of the device's.
[[nodiscard]] std::string encode_public(const BoardState& state);
/// The server's ping `id` as its JSON text.
[[nodiscard]] std::string encode_ping(long long id);
/// The bare refusal of an unreadable message.
[[nodiscard]] std::string encode_unreadable();

/// The longest reason a floor arbiter's appeal may carry, in bytes.
inline constexpr std::size_t max_floor_reason_bytes = 1000;

/// A floor arbiter's action, as the floor arbiter's page posts it:
///   {"board": N >= 1, "action": "pause"|"resume"|"appeal"|"result"} and, for an appeal,
///   "side": "white"|"black" and "reason": text; for a result, "result": "1-0"|"0-1"|"=".
/// nullopt for anything else. Never throws for any text.
[[nodiscard]] std::optional<FloorMessage> decode_floor(std::string_view text);
/// The boards of the floor arbiter's page: {"type": "floor", "arbiter": name, "boards": [each
/// board's state as encode() writes it, without type and ack, with "called" and "result_in"]}.
[[nodiscard]] std::string encode_floor(const ArbiterRef& arbiter, const std::vector<FloorBoard>& boards);
/// A floor action's answer: {"type": "done"} or {"type": "refused", "message": why}.
[[nodiscard]] std::string encode(const FloorAnswer& answer);

/// The stable code of a refusal on the wire ("board", "malformed", ...).
[[nodiscard]] std::string_view code(RefusalCode refusal);

}  // namespace shashki::web::board_json
