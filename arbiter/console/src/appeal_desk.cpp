#include "appeal_desk.hpp"

namespace shashki::console {

std::optional<std::string> AppealDesk::open(std::size_t tile, int board, std::optional<clock::Side> by,
                                            std::string reason) {
  if (is_open(tile)) return std::string("an appeal is already open at this board");
  // 6.1.10.3: the clock stops while the judge considers the appeal.
  const auto paused = m_clocks.pause(tile, by, "appeal: " + reason);
  if (!paused.accepted()) return paused.message;
  m_appeals.push_back(Appeal{tile, board, by, std::move(reason), std::nullopt});
  return std::nullopt;
}

std::optional<std::string> AppealDesk::decide(std::size_t tile, const AppealDecision& decision) {
  Appeal* appeal = open_appeal(tile);
  if (appeal == nullptr) return std::string("no appeal is open at this board");
  const std::string why = "appeal decided: " + decision.decision;
  for (auto [side, delta] : {std::pair{clock::Side::white, decision.adjust_white}, std::pair{clock::Side::black, decision.adjust_black}}) {
    if (delta.count() == 0) continue;
    const auto adjusted = m_clocks.adjust(tile, side, delta, why);
    if (!adjusted.accepted()) return adjusted.message;
  }
  appeal->decision = decision;
  if (decision.resume) {
    const auto resumed = m_clocks.resume(tile);
    if (!resumed.accepted()) return resumed.message;
  }
  return std::nullopt;
}

bool AppealDesk::is_open(std::size_t tile) const {
  for (const auto& a : m_appeals) {
    if (a.tile == tile && !a.decision) return true;
  }
  return false;
}

Appeal* AppealDesk::open_appeal(std::size_t tile) {
  for (auto& a : m_appeals) {
    if (a.tile == tile && !a.decision) return &a;
  }
  return nullptr;
}

}  // namespace shashki::console
