#include "shashki/pairing/ballot.hpp"

#include "shashki/pairing/seeded_random.hpp"

#include <algorithm>

namespace shashki::pairing {

std::string pdn_setup_tags(const Opening& opening) {
  return "[SetUp \"1\"]\n[FEN \"" + opening.fen + "\"]\n";
}

BallotDrawer::BallotDrawer(OpeningTable table, std::uint64_t seed, int draws_made)
    : m_table(std::move(table)), m_seed(seed), m_state(seed) {
  // Continuing an event replays the recorded draws, so the next one is the one it would have been.
  for (int i = 0; i < draws_made; ++i) {
    next_index();
    ++m_sequence;
  }
}

std::size_t BallotDrawer::next_index() {
  if (m_unused.empty()) {
    ++m_cycle;
    for (std::size_t i = 0; i < m_table.openings.size(); ++i) m_unused.push_back(i);
  }
  SeededRandom random(m_state);
  const auto k = static_cast<std::size_t>(random.below(static_cast<int>(m_unused.size())));
  m_state = random.next();
  const std::size_t index = m_unused[k];
  m_unused.erase(m_unused.begin() + static_cast<std::ptrdiff_t>(k));
  return index;
}

BallotDraw BallotDrawer::draw(int round, int board) {
  const std::size_t index = next_index();
  BallotDraw d{++m_sequence, round, board, m_table.openings[index].code, m_cycle};
  m_draws.push_back(d);
  return d;
}

const Opening* BallotDrawer::opening(std::string_view code) const {
  const auto it = std::find_if(m_table.openings.begin(), m_table.openings.end(),
                               [code](const Opening& o) { return o.code == code; });
  return it != m_table.openings.end() ? &*it : nullptr;
}

}  // namespace shashki::pairing
