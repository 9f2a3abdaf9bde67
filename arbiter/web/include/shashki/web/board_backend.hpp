#pragma once
// What the venue server asks of the program behind it, in typed messages: a board device's press,
// replay or call, and the backend's answers and board states (docs/venue.md, "Messages"). The
// JSON of the wire is read and written by the server alone (src/board_json.hpp); a backend sees
// only messages that were read whole and checked.

#include "shashki/clock/clock_state.hpp"
#include "shashki/clock/remote_press.hpp"
#include "shashki/clock/side.hpp"
#include "shashki/clock/time_source.hpp"
#include "shashki/tournament/board_result.hpp"
#include "shashki/tournament/game_result.hpp"
#include "shashki/tournament/ids.hpp"

#include <chrono>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace shashki::web {

/// The board of a round that a device drives: the one its token opens.
struct BoardRef {
  tournament::EventId event;
  int round = 0;
  int board = 0;
  friend auto operator<=>(const BoardRef&, const BoardRef&) = default;
};

/// `press`: the device ended a side's move (its side, seq >= 1 and think time, checked).
struct PressMessage {
  clock::RemotePress press;
};

/// `replay`: the presses a device made while it was offline, in order, after the last sequence
/// it saw acknowledged. At most max_replayed_presses of them.
struct ReplayMessage {
  std::uint64_t acknowledged = 0;
  std::vector<clock::RemotePress> presses;
};

/// `call`: a player calls the arbiter to the board.
struct CallMessage {};

/// `propose`: a player proposes the game's result (docs/venue.md, "Results from the board"):
/// their side and a result a played game can end in (checked: 1-0, 0-1 or =).
struct ProposeMessage {
  clock::Side side = clock::Side::white;
  tournament::GameResult result = tournament::GameResult::draw;
};

/// `confirm` or `reject`: the other player answers the proposal, naming their side.
struct AnswerMessage {
  clock::Side side = clock::Side::white;
  bool agree = false;
};

/// A device's message for the backend. A `pong` stays in the server (it measures a round trip).
using DeviceMessage = std::variant<PressMessage, ReplayMessage, CallMessage, ProposeMessage, AnswerMessage>;

/// The most presses one replay may carry (a four-hour outage at a press every 15 s, with room).
inline constexpr std::size_t max_replayed_presses = 1000;
/// The longest think time a press may claim: a day.
inline constexpr std::chrono::milliseconds max_think{24LL * 3600 * 1000};

/// `ack`: a press journaled (or one acknowledged before, `duplicate`), and how it was charged.
struct AckAnswer {
  std::uint64_t sequence = 0;
  bool duplicate = false;
  clock::RemoteOutcome outcome = clock::RemoteOutcome::applied;
  std::chrono::milliseconds think{0};  ///< think time charged
};

/// `replayed`: what became of a replay's presses (app::ReplayAnswer as the device reads it).
struct ReplayedAnswer {
  int applied = 0;
  int clamped = 0;
  int duplicates = 0;
  bool discarded = false;
  std::string message;  ///< why the presses were discarded, in the server's language; empty if not
  std::uint64_t acknowledged = 0;
  std::chrono::milliseconds offline{0};
};

/// `called`: the arbiter was called.
struct CalledAnswer {};

/// `proposal`: a proposal or its answer was recorded; what follows ("awaits-opponent",
/// "rejected", "awaits-arbiter", "entered").
struct ProposalAnswer {
  std::string step;
};

/// Why a message was refused; each has a stable code on the wire (board_json.cpp).
enum class RefusalCode {
  board,      ///< "board": the board is not in the round the clocks run
  type,       ///< "type": a message the clock does not know
  malformed,  ///< "malformed": a message that cannot be read
  press,      ///< "press": the clock refused the press (out of turn, paused, a sequence gap)
  replay,     ///< "replay": the replay does not hold
  failed,     ///< "failed": the server's own failure
  closing,    ///< "closing": the backend no longer answers (the server stops)
  busy,       ///< "busy": more proposals, answers or calls than a board's players make (VenueOptions)
};

/// `refused`: a message turned down; the device takes the server's clock again.
struct RefusedAnswer {
  RefusalCode code = RefusalCode::failed;
  std::optional<std::string> message;     ///< what was wrong, in the server's language
  std::optional<std::uint64_t> sequence;  ///< the refused press's seq, for a press
};

/// The answer to one device message.
using Answer = std::variant<AckAnswer, ReplayedAnswer, CalledAnswer, ProposalAnswer, RefusedAnswer>;

/// One side of a board's state.
struct SideState {
  std::string name;
  std::chrono::milliseconds time{0};  ///< on its clock at the reading
  int moves = 0;
};

/// `state`: a board's clock as every device of the board shows it.
struct BoardState {
  int board = 0;
  int round = 0;
  std::string control;  ///< the time control as written ("30+30")
  clock::ClockPhase phase = clock::ClockPhase::not_started;
  std::optional<clock::Side> running;
  std::optional<clock::Side> flag;
  SideState white;
  SideState black;
  std::uint64_t acknowledged = 0;          ///< the board's last acknowledged press
  std::string language;                    ///< "ru" or "en"
  std::chrono::milliseconds increment{0};  ///< added after a press until the next state (Fischer)
  bool appeal = false;                     ///< paused for an appeal (6.1.10.3)
  /// The result proposed at the board and waiting, if any: "1-0", "0-1" or "=", by whom, and
  /// whether the opponent confirmed it (then it waits for the arbiter).
  struct Proposal {
    std::string result;
    clock::Side by = clock::Side::white;
    bool agreed = false;
    bool clock = false;  ///< proposed by the clock (a fallen flag), not by a player
  };
  std::optional<Proposal> proposal;
};

/// A floor arbiter, as their arbiter token names them (docs/venue.md, "Floor arbiters").
struct ArbiterRef {
  tournament::EventId event;
  std::int64_t id = 0;  ///< the token's number
  std::string name;     ///< the deputy, as the audit rows of their actions name them
};

/// An action of the floor arbiter's page at a board, read whole (board_json::decode_floor).
struct FloorMessage {
  int board = 0;
  tournament::FloorAction action = tournament::FloorAction::pause;
  clock::Side side = clock::Side::white;         ///< appeal: the player who appeals
  std::string reason;                            ///< appeal: what the player says
  std::optional<tournament::GameResult> result;  ///< result: 1-0, 0-1 or =
};

/// A board as the floor arbiter's page shows it: its clock, and whether it calls the arbiter.
struct FloorBoard {
  BoardState state;
  bool called = false;  ///< a device of the board called the arbiter and no arbiter has acted there since
  bool result = false;  ///< the game's result is in
};

/// What became of a floor action: done, or why not (in the server's language).
struct FloorAnswer {
  bool done = false;
  std::string message;
};

/// Whether `answer` turns its message down.
[[nodiscard]] inline bool is_refusal(const Answer& answer) {
  return std::holds_alternative<RefusedAnswer>(answer);
}

/// A device's message as the server received it: its board, the message, the connection's
/// measured round-trip bound, and whether the connection opened after the board's last
/// acknowledgement.
struct Incoming {
  BoardRef board;
  DeviceMessage message;
  std::chrono::milliseconds rtt_bound{0};
  /// The connection opened after the board's last acknowledged press (or its clock's start): the
  /// device may have been away since, so a replay from it follows an outage. False when the
  /// connection saw that acknowledgement: its presses could have come as they were made.
  bool reconnected = false;
  /// The backend's time source's reading when the server received the message
  /// (BoardBackend::reading()); none when the backend gives none. A press is measured at it.
  std::optional<clock::TimeReading> arrived;
};

/// What the server asks of the program behind it. Every call comes one at a time, in the order
/// asked: from the thread that serves the connections for a backend that answers by itself (one
/// hop less per message), or from a thread of the server's own for a backend that waits on
/// another thread (waits_on_owner()), so that the connections' reads, pings and pages never wait
/// on that thread. reading() is always called from the connections' thread.
class BoardBackend {
 public:
  virtual ~BoardBackend() = default;
  /// The board `token` opens now; nullopt for an unknown, revoked or other round's token.
  /// Must not throw for any text.
  virtual std::optional<BoardRef> open(std::string_view token) = 0;
  /// The board's state for its devices; none when the backend no longer answers (closing).
  virtual std::optional<BoardState> state(const BoardRef& board) = 0;
  /// A message from a device of `board` (a press, a replay after an outage, a call to the
  /// arbiter). Returns the answer to that device; the server then sends every device of the
  /// board its state. `rtt_bound` is the connection's measured round-trip bound.
  virtual Answer handle(const BoardRef& board, const DeviceMessage& message,
                        std::chrono::milliseconds rtt_bound) = 0;
  /// Messages that arrived together, in arrival order: the answers in the same order. The server
  /// hands over everything that is waiting at once, so a backend may write a batch of presses in
  /// one transaction (group commit); by default each is handle()d in turn.
  virtual std::vector<Answer> handle_all(std::span<const Incoming> messages);
  /// Periodic work on the server's backend thread (flags, checkpoints); returns the boards whose
  /// state changed, for the server to send.
  virtual std::vector<BoardRef> tick() = 0;
  /// Every board whose clock the backend runs, for the live clocks page; none by default.
  virtual std::vector<BoardRef> boards() { return {}; }
  /// A device of `board` connected (true) or went away (false).
  virtual void presence(const BoardRef& board, bool connected) = 0;
  /// The language of the pages by default: "ru" or "en".
  virtual std::string language() = 0;
  /// The reading of the backend's time source now, taken on the server's thread as a message
  /// arrives (Incoming::arrived), so must be safe to call from it at any time. None by default.
  virtual std::optional<clock::TimeReading> reading() { return std::nullopt; }
  /// The floor arbiter an arbiter token names now; nullopt for an unknown or revoked token, a
  /// board token, or any other text. Must not throw. None by default (no floor arbiters).
  virtual std::optional<ArbiterRef> open_arbiter(std::string_view /*token*/) { return std::nullopt; }
  /// Every board of the round on the clocks, for the floor arbiter's page.
  virtual std::vector<FloorBoard> floor() { return {}; }
  /// A floor arbiter's action, through the program's use cases, audited in the deputy's name.
  /// The server asks open_arbiter() first, on the same thread, and passes what it returned.
  virtual FloorAnswer floor_act(const ArbiterRef& /*arbiter*/, const FloorMessage& /*message*/) {
    return FloorAnswer{false, {}};
  }
  /// Whether a call may wait on another thread of the program (the console's window, busy with a
  /// dialog): the server then calls the backend from a thread of its own. False by default.
  virtual bool waits_on_owner() const { return false; }
};

}  // namespace shashki::web
