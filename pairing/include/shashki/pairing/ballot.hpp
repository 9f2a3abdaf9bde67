#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace shashki::pairing {

/// One opening of a ballot table (data/openings/*.csv: category,code,fen,moves,short).
struct Opening {
  std::string category;     ///< the table's category (1, 2, ...)
  std::string code;         ///< unique code, e.g. "1-IV"
  std::string fen;          ///< start position, numeric PDN FEN with side to move first
  std::string moves;        ///< the opening moves, as numbered PDN text (may be empty)
  std::string short_moves;  ///< the moves without numbers
};

/// A ballot table: IDF Basic 150, IDF 745, FMJD 736, or one the judge imports (read from its
/// CSV by format::read_opening_table).
struct OpeningTable {
  std::string name;               ///< e.g. "IDF Basic" or the imported file's name
  std::vector<Opening> openings;  ///< in file order
};

/// The PDN tags that start a game from `opening`: [SetUp "1"] and [FEN "..."].
std::string pdn_setup_tags(const Opening& opening);

/// One recorded draw. The app stores it; the seed and sequence reproduce it.
struct BallotDraw {
  int sequence = 0;  ///< 1 for the event's first draw
  int round = 0;     ///< the round it is for
  int board = 0;     ///< the micro-match's board, 0 for a draw valid for the whole round
  std::string code;  ///< the opening drawn
  int cycle = 1;     ///< 2 once the table has been used up and drawing starts again
};

/// Draws openings for an event from a table with a seeded generator. No opening repeats until
/// every opening of the table has been drawn; then a new cycle begins. The n-th draw depends
/// only on the table, the seed and n, so the record can be checked by replaying it.
class BallotDrawer {
 public:
  /// A drawer for a new event, or one continuing after `draws_made` recorded draws.
  BallotDrawer(OpeningTable table, std::uint64_t seed, int draws_made = 0);

  /// Draws the opening for `round` (and `board`, or 0 for the whole round).
  BallotDraw draw(int round, int board = 0);
  /// The opening of a draw (by its code).
  [[nodiscard]] const Opening* opening(std::string_view code) const;
  /// Draws made by this object, in order.
  [[nodiscard]] const std::vector<BallotDraw>& draws() const { return m_draws; }
  /// The event's seed, to be recorded with the draws.
  [[nodiscard]] std::uint64_t seed() const { return m_seed; }

 private:
  std::size_t next_index();

  OpeningTable m_table;
  std::uint64_t m_seed;
  std::uint64_t m_state;
  std::vector<std::size_t> m_unused;
  int m_sequence = 0;
  int m_cycle = 0;
  std::vector<BallotDraw> m_draws;
};

}  // namespace shashki::pairing
