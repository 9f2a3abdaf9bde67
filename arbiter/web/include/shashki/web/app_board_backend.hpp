#pragma once
// The board backend over the program's use cases: a device's press goes to the round's
// ClockService, the one writer of the clocks, which journals it before it is acknowledged.

#include "shashki/app/clock_service.hpp"
#include "shashki/app/session.hpp"
#include "shashki/tournament/board_result.hpp"
#include "shashki/web/board_backend.hpp"

#include <functional>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace shashki::web {

/// A BoardBackend over one published round's clocks. Not thread-safe: it runs on the thread that
/// owns the ClockService (the server's own in `shashki serve`).
class AppBoardBackend : public BoardBackend {
 public:
  /// The board a token opens (app::VenueTokens::resolve, or a test's table).
  using Resolve = std::function<std::optional<BoardRef>(std::string_view token)>;

  /// A backend over `clocks` (of `session`); both must outlive it. The pages speak `language`
  /// ("ru" or "en") until a player switches.
  AppBoardBackend(app::Session& session, app::ClockService& clocks, Resolve resolve, std::string language);

  std::optional<BoardRef> open(std::string_view token) override;
  std::optional<BoardState> state(const BoardRef& board) override;
  Answer handle(const BoardRef& board, const DeviceMessage& message,
                std::chrono::milliseconds rtt_bound) override;
  std::vector<Answer> handle_all(std::span<const Incoming> messages) override;
  std::vector<BoardRef> tick() override;
  std::vector<BoardRef> boards() override;
  void presence(const BoardRef& board, bool connected) override;
  std::string language() override;
  std::optional<ArbiterRef> open_arbiter(std::string_view token) override;
  std::vector<FloorBoard> floor() override;
  FloorAnswer floor_act(const ArbiterRef& arbiter, const FloorMessage& message) override;
  /// The clocks' time source now (a time source is safe to read from any thread).
  std::optional<clock::TimeReading> reading() override { return m_source.now(); }

  /// Whether tick() records fallen flags and writes the checkpoints (`shashki serve`); the
  /// console's clock wall does both itself.
  bool keeps_clocks = true;
  /// Called when a board's device calls the arbiter (the console shows it on the wall).
  std::function<void(int board)> on_call;
  /// Called when a board's device replayed its presses after an outage of that long.
  std::function<void(int board, std::chrono::milliseconds offline)> on_outage;
  /// Called when the players of a board proposed, agreed on or rejected a result (the console's
  /// round grid shows what waits for the arbiter).
  std::function<void(int board, tournament::ProposalStep step, bool rejected)> on_proposal;
  /// The floor arbiter an arbiter token names (app::VenueTokens::resolve_arbiter); none: no
  /// floor arbiters.
  std::function<std::optional<ArbiterRef>(std::string_view token)> resolve_arbiter;
  /// Called when a floor arbiter acted at a board (the console redraws its grid and wall).
  std::function<void(int board, const std::string& deputy)> on_floor;
  /// Called when a board's device connects or goes away.
  std::function<void(int board, bool connected)> on_presence;

 private:
  struct Names {
    std::string white;
    std::string black;
  };
  [[nodiscard]] bool ours(const BoardRef& board) const;
  Answer replay(const Incoming& incoming, const ReplayMessage& message);
  Answer unbroken_replay(const Incoming& incoming, std::span<const clock::RemotePress> presses);
  app::Session& m_session;
  app::ClockService& m_clocks;
  const clock::TimeSource& m_source;
  Resolve m_resolve;
  std::string m_language;
  std::map<int, std::vector<Names>> m_names;  // by board, then by game
  std::map<int, std::size_t> m_records;       // journal records per board when last sent
  std::map<int, std::optional<tournament::ResultProposal>> m_proposals;  // waiting, as last read
  std::set<int> m_called;  // boards that called the arbiter, until an arbiter acts there from the floor
};

}  // namespace shashki::web
