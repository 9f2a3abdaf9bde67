#include "clock_ending.hpp"

#include "shashki/app/errors.hpp"

namespace shashki::app {

RoundClocks* ClockEndings::owned(int game) {
  auto& owned = m_owned[game];
  if (!owned) {
    try {
      // A clock nobody runs now lost its time base with the program that ran it: ended after a
      // recovery as by default (up to its checkpoint); the boot clock only starts the new base.
      owned = std::make_unique<RoundClocks>(m_session, m_boot, m_event, m_round, game);
    } catch (const Error&) {
      // No clocks run in a round not being played; an unreadable journal must not stop a
      // result (the clock log names the broken record).
      return nullptr;
    }
  }
  return owned.get();
}

RoundClocks* ClockEndings::clocks(int board, int game) {
  if (m_live != nullptr && m_live->runs(m_event, m_round, board, game)) return m_live;
  auto* service = owned(game);
  return service != nullptr && service->runs(board, game) ? service : nullptr;
}

void ClockEndings::end(int board, int game, const std::string& reason) {
  if (auto* service = clocks(board, game))
    m_endings.push_back({service, board, service->stage_end(board, reason)});
}

void ClockEndings::end_all(int games, const std::string& reason) {
  for (int game = 1; game <= games; ++game) {
    auto* boards = owned(game);
    if (boards == nullptr) continue;
    for (const auto& b : boards->boards()) {
      auto* service = clocks(b.board, game);
      if (auto staged = service->stage_end(b.board, reason))
        m_endings.push_back({service, b.board, std::move(staged)});
    }
  }
}

std::vector<tournament::ClockWrite> ClockEndings::writes() const {
  std::vector<tournament::ClockWrite> out;
  for (const auto& e : m_endings) {
    if (e.staged && !e.staged->write.rows.empty()) out.push_back(e.staged->write);
  }
  return out;
}

void ClockEndings::committed() {
  for (auto& e : m_endings) e.clocks->result_entered(e.board, std::move(e.staged));
  m_endings.clear();
}

}  // namespace shashki::app
