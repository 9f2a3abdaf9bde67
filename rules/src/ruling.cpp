#include "shashki/rules/ruling.hpp"

#include "generator.hpp"
#include "shashki/rules/movegen.hpp"
#include "shashki/rules/notation.hpp"

#include <cstdlib>

namespace shashki::rules {

std::string_view clause_of(Violation v) {
  switch (v) {
    case Violation::none:
      return "";
    case Violation::not_a_move:
      return "6.1.6.2";
    case Violation::game_over:
      return "6.1.7";
    case Violation::no_piece:
      return "6.1.4.1";
    case Violation::opponents_piece:
      return "6.1.4.1";
    case Violation::capture_compulsory:
      return "6.1.5.3";
    case Violation::man_backward:
      return "6.1.4.3";
    case Violation::man_too_far:
      return "6.1.4.3";
    case Violation::not_diagonal:
      return "6.1.4.3";
    case Violation::square_occupied:
      return "6.1.4.5";
    case Violation::king_jumps_piece:
      return "6.1.4.5";
    case Violation::jumps_own_piece:
      return "6.1.5.8";
    case Violation::jumps_twice:
      return "6.1.5.9";
    case Violation::two_pieces_in_a_row:
      return "6.1.5.2";
    case Violation::man_capture_length:
      return "6.1.5.1";
    case Violation::capture_incomplete:
      return "6.1.5.5";
    case Violation::king_capture_incomplete:
      return "6.1.5.6";
    case Violation::promoted_must_continue:
      return "6.1.5.15";
    case Violation::king_wrong_landing:
      return "6.1.5.6";
    case Violation::ambiguous:
      return "6.1.6.2";
    case Violation::no_such_move:
      return "6.1.4.1";
  }
  return "";
}

const char* describe(Violation v) {
  switch (v) {
    case Violation::none:
      return "legal move";
    case Violation::not_a_move:
      return "not a move (write c3-d4, c3:e5, cd4 or 22-18)";
    case Violation::game_over:
      return "the game is over: the side to move has no piece or no move";
    case Violation::no_piece:
      return "there is no piece on the start square";
    case Violation::opponents_piece:
      return "the piece on the start square belongs to the opponent";
    case Violation::capture_compulsory:
      return "a capture is possible, and capturing is compulsory";
    case Violation::man_backward:
      return "a man moves only forward unless it captures";
    case Violation::man_too_far:
      return "a man moves one square at a time";
    case Violation::not_diagonal:
      return "pieces move only along diagonals";
    case Violation::square_occupied:
      return "the piece cannot stop on an occupied square";
    case Violation::king_jumps_piece:
      return "a king may not pass over a piece without capturing it";
    case Violation::jumps_own_piece:
      return "a piece may not jump over its own pieces";
    case Violation::jumps_twice:
      return "a captured piece may not be jumped a second time (Turkish strike)";
    case Violation::two_pieces_in_a_row:
      return "two pieces standing together cannot be jumped in one leap";
    case Violation::man_capture_length:
      return "a man captures an adjacent piece and lands just behind it";
    case Violation::capture_incomplete:
      return "the man could capture again and must go on";
    case Violation::king_capture_incomplete:
      return "the king could capture again and must go on";
    case Violation::promoted_must_continue:
      return "the man became a king during the capture and must go on capturing as a king";
    case Violation::king_wrong_landing:
      return "the king must land on a square from which the capture goes on";
    case Violation::ambiguous:
      return "the record fits several legal moves: write the squares where the direction changes";
    case Violation::no_such_move:
      return "no legal move is written so";
  }
  return "";
}

namespace {

int sign(int v) {
  return (v > 0) - (v < 0);
}

// Replays a written move leg by leg with the rules of capture but without the duty to go on,
// so that the first broken rule can be named.
class Replayer {
 public:
  Replayer(const Position& p, Square from) : m_position(p) {
    const Color side = p.side_to_move();
    m_state.them = p.pieces(opponent(side));
    m_state.empty = (~p.occupied() & dark_squares) | from.bit();
    m_state.promotion_rank = side == Color::white ? rank_8 : rank_1;
    m_own = p.pieces(side) & ~from.bit();
    m_king = (p.kings() & from.bit()) != 0;
    m_forward = side == Color::white ? 1 : -1;
    m_at = from;
  }

  Violation run(const WrittenMove& w) {
    for (std::size_t i = 1; i < w.squares.size(); ++i) {
      const Violation v = leg(w.squares[i], i == 1);
      if (v != Violation::none) return v;
    }
    return finish();
  }

 private:
  Violation leg(Square to, bool first_leg) {
    const int df = to.file() - m_at.file();
    const int dr = to.rank() - m_at.rank();
    if (df == 0 || std::abs(df) != std::abs(dr)) return Violation::not_diagonal;
    const int steps = std::abs(df);
    const int sf = sign(df);
    const int sr = sign(dr);
    int taken_here = 0;
    int gap = 0;  // free squares since the last piece jumped (or since the start of the leg)
    for (int k = 1; k < steps; ++k) {
      const Square q = *Square::at(m_at.file() + k * sf, m_at.rank() + k * sr);
      if (detail::has(m_state.empty, q.index())) {
        ++gap;
        continue;
      }
      if (m_own & q.bit())
        return taken_here == 0 && !m_capturing && m_king ? Violation::king_jumps_piece
                                                         : Violation::jumps_own_piece;
      if (m_state.captured & q.bit()) return Violation::jumps_twice;
      if (taken_here > 0 && gap == 0) return Violation::two_pieces_in_a_row;
      // A man jumps only the piece next to it (6.1.5.1); a king any piece along the line (6.1.5.2).
      if (!m_king && gap != (taken_here == 0 ? 0 : 1)) return Violation::man_capture_length;
      m_state.captured |= q.bit();
      m_last_taken = q;
      ++taken_here;
      gap = 0;
      if (!m_king && k + 1 <= steps) {
        const Square landing = *Square::at(m_at.file() + (k + 1) * sf, m_at.rank() + (k + 1) * sr);
        if (m_state.promotion_rank & landing.bit()) m_king = m_promoted = true;  // 6.1.5.15
      }
    }
    if (!detail::has(m_state.empty, to.index())) {
      if (m_state.captured & to.bit()) return Violation::jumps_twice;
      if (m_own & to.bit()) return Violation::jumps_own_piece;
      return Violation::square_occupied;
    }
    if (taken_here == 0) {
      if (!first_leg || m_capturing) return Violation::no_such_move;
      if (has_capture(m_position)) return Violation::capture_compulsory;
      if (!m_king && dr * m_forward < 0) return Violation::man_backward;
      if (!m_king && steps > 1) return Violation::man_too_far;
      m_at = to;
      return Violation::none;
    }
    if (!m_king && gap != 0) return Violation::man_capture_length;  // lands just behind the piece
    m_capturing = true;
    m_last_direction = (sf > 0 ? 0 : 1) + (sr > 0 ? 0 : 2);
    m_at = to;
    return Violation::none;
  }

  // The written squares are all playable; the move is still illegal if it stops too early or,
  // for a king, on a square from which it cannot go on while another one could.
  Violation finish() {
    if (!m_capturing) return Violation::no_such_move;
    if (can_go_on(m_at)) {
      if (m_promoted) return Violation::promoted_must_continue;
      return m_king ? Violation::king_capture_incomplete : Violation::capture_incomplete;
    }
    if (m_king) {
      // Other landing squares behind the last piece taken, on the same line.
      const int dir = m_last_direction;
      for (int s = detail::next_square(m_last_taken.index(), dir);
           s != detail::no_square && detail::has(m_state.empty, s); s = detail::next_square(s, dir)) {
        if (s != m_at.index() && can_go_on(Square(s))) return Violation::king_wrong_landing;
      }
    }
    return Violation::no_such_move;
  }

  bool can_go_on(Square s) const {
    if (m_king) return detail::king_can_capture(m_state, s.index(), m_state.captured, detail::all_directions);
    for (int d = 0; d < detail::direction_count; ++d) {
      const int t = detail::next_square(s.index(), d);
      if (t == detail::no_square || !detail::has(m_state.them, t) || detail::has(m_state.captured, t))
        continue;
      const int l = detail::next_square(t, d);
      if (l != detail::no_square && detail::has(m_state.empty, l)) return true;
    }
    return false;
  }

  const Position& m_position;
  detail::CaptureState m_state;
  Bitboard m_own = 0;
  Square m_at{0};
  Square m_last_taken{0};
  int m_forward = 1;
  int m_last_direction = 0;
  bool m_king = false;
  bool m_promoted = false;
  bool m_capturing = false;
};

}  // namespace

Ruling adjudicate(const Position& position, std::string_view text) {
  Ruling ruling;
  ruling.legal_moves = legal_moves(position);
  const auto written = read_written_move(text);
  if (!written) {
    ruling.violation = Violation::not_a_move;
    return ruling;
  }
  if (ruling.legal_moves.empty()) {
    ruling.violation = Violation::game_over;
    return ruling;
  }
  const MoveMatch match = match_written_move(position, *written);
  if (!match.partial && match.moves.size() == 1) {
    ruling.move = match.moves.front();
    return ruling;
  }
  if (!match.partial && match.moves.size() > 1) {
    ruling.violation = Violation::ambiguous;
    return ruling;
  }
  if (written->from_file) {
    ruling.violation =
        has_capture(position) && !written->capture ? Violation::capture_compulsory : Violation::no_such_move;
    return ruling;
  }
  const Square from = written->squares.front();
  const auto piece = position.piece_at(from);
  if (!piece) {
    ruling.violation = Violation::no_piece;
  } else if (color_of(*piece) != position.side_to_move()) {
    ruling.violation = Violation::opponents_piece;
  } else {
    ruling.violation = Replayer(position, from).run(*written);
    if (ruling.violation == Violation::none) ruling.violation = Violation::no_such_move;
  }
  return ruling;
}

}  // namespace shashki::rules
