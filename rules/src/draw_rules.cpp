#include "shashki/rules/draw_rules.hpp"

#include "shashki/rules/movegen.hpp"

namespace shashki::rules {

namespace {

struct Material {
  int pieces[2] = {0, 0};
  int kings[2] = {0, 0};
  [[nodiscard]] int total() const { return pieces[0] + pieces[1]; }
};

Material material(const Position& p) {
  Material m;
  for (const Color c : {Color::white, Color::black}) {
    const int i = c == Color::white ? 0 : 1;
    m.pieces[i] = count(p.pieces(c));
    m.kings[i] = count(p.pieces(c) & p.kings());
  }
  return m;
}

Color color_at(int i) {
  return i == 0 ? Color::white : Color::black;
}

// The side with three or more pieces against a lone king, if that is the balance (6.1.8.3-5).
std::optional<Color> strong_against_lone_king(const Material& m, int at_least, int at_most) {
  for (int s = 0; s < 2; ++s) {
    const int o = 1 - s;
    if (m.pieces[s] >= at_least && m.pieces[s] <= at_most && m.pieces[o] == 1 && m.kings[o] == 1)
      return color_at(s);
  }
  return std::nullopt;
}

// 6.1.8.5: three pieces, none on the big road, against a lone king on it.
bool big_road_position(const Position& p, Color strong) {
  const Bitboard lone = p.pieces(opponent(strong));
  return (p.pieces(strong) & big_road) == 0 && (lone & big_road) != 0;
}

// 6.1.8.6: the length of the count by the number of pieces on the board.
int kings_count_limit(int total) {
  if (total >= 2 && total <= 3) return 5;
  if (total >= 4 && total <= 5) return 30;
  if (total >= 6 && total <= 7) return 60;
  return 0;
}

// 6.1.8.8: the length of the count of king-only moves.
int king_moves_limit(int total) {
  if (total >= 4 && total <= 5) return 15;
  if (total >= 6 && total <= 7) return 25;
  return 0;
}

}  // namespace

std::optional<Outcome> win_by_rules(const Position& position) {
  const Color side = position.side_to_move();
  // 6.1.7: no pieces left, or all of them blocked.
  if (position.pieces(side) == 0 || legal_moves(position).empty()) {
    return side == Color::white ? Outcome::black_wins : Outcome::white_wins;
  }
  return std::nullopt;
}

std::vector<PlyStatus> review_game(const GameRecord& record, const GameConditions& conditions) {
  std::vector<PlyStatus> statuses;
  int balance_ply = 0;  // last capture or promotion: the balance of forces was set there
  int last_man_or_capture = 0;
  std::optional<int> big_road_start;  // 6.1.8.5 count, once begun, runs until the balance changes
  for (int ply = 0; ply <= record.plies(); ++ply) {
    const Position& p = record.position(ply);
    if (ply > 0) {
      const Move& m = record.move(ply);
      const bool man_moved = (record.position(ply - 1).kings() & m.from.bit()) == 0;
      if (m.is_capture() || m.promotes) {
        balance_ply = ply;
        big_road_start.reset();
      }
      if (m.is_capture() || man_moved) last_man_or_capture = ply;
    }
    const Material mat = material(p);
    PlyStatus st;
    st.ply = ply;

    // Draw offers: 6.1.8.1 names the classical disciplines only; 6.1.10.2 limits unrecorded
    // rapid and lightning games to six pieces or fewer each.
    if (conditions.discipline == Discipline::classical) {
      st.offer_allowed =
          record.moves_made(Color::white, ply) >= 20 && record.moves_made(Color::black, ply) >= 20;
    } else {
      st.offer_allowed = conditions.recorded || (mat.pieces[0] <= 6 && mat.pieces[1] <= 6);
    }

    std::optional<Verdict> draw;
    auto reach = [&draw](std::string_view clause) {
      if (!draw) draw = Verdict{Outcome::draw, clause, false};
    };

    // 6.1.8.3 / 6.1.8.4: three or more pieces against a lone king, 15 moves of the stronger
    // side counted after the ply that set the balance.
    if (const auto strong = strong_against_lone_king(mat, 3, 32)) {
      const Position& at_start = record.position(balance_ply);
      const Material m0 = material(at_start);
      const int s = *strong == Color::white ? 0 : 1;
      const bool three_kings_on_road = m0.pieces[s] == 3 && m0.kings[s] == 3 &&
                                       (at_start.pieces(*strong) & at_start.kings() & big_road) != 0;
      DrawCount c{three_kings_on_road ? "6.1.8.3" : "6.1.8.4", balance_ply, *strong,
                  record.moves_made(*strong, ply) - record.moves_made(*strong, balance_ply), 15};
      if (c.moves >= c.limit) reach(c.clause);
      st.counts.push_back(c);
    }
    // 6.1.8.5: three pieces off the big road against a lone king on it, 5 moves.
    if (const auto strong = strong_against_lone_king(mat, 3, 3)) {
      if (!big_road_start && big_road_position(p, *strong)) big_road_start = ply;
      if (big_road_start) {
        // 6.1.10.4: without an increment the position is not played on.
        if (!conditions.increment) reach("6.1.10.4");
        DrawCount c{"6.1.8.5", *big_road_start, *strong,
                    record.moves_made(*strong, ply) - record.moves_made(*strong, *big_road_start), 5};
        if (c.moves >= c.limit) reach(c.clause);
        st.counts.push_back(c);
      }
    }
    // 6.1.8.6: both sides have kings and the balance has not changed; moves of both sides.
    if (mat.kings[0] > 0 && mat.kings[1] > 0) {
      if (const int limit = kings_count_limit(mat.total()); limit > 0) {
        if (!conditions.increment && mat.total() <= 3) reach("6.1.10.4");
        DrawCount c{"6.1.8.6", balance_ply, std::nullopt, (ply - balance_ply) / 2, limit};
        if (c.moves >= c.limit) reach(c.clause);
        st.counts.push_back(c);
      }
      // 6.1.8.8: only kings moved and nothing captured, moves of both sides.
      if (const int limit = king_moves_limit(mat.total()); limit > 0) {
        DrawCount c{"6.1.8.8", last_man_or_capture, std::nullopt, (ply - last_man_or_capture) / 2, limit};
        if (c.moves >= c.limit) reach(c.clause);
        st.counts.push_back(c);
      }
    }
    // Threefold repetition: the rulebook is silent, the secondary description (seed 003) makes
    // it a draw; 6.1.8.2 is the clause that admits draws besides 6.1.8.3-6.1.8.8.
    if (!draw && record.occurrences(ply) >= 3) draw = Verdict{Outcome::draw, "6.1.8.2", true};

    if (const auto win = win_by_rules(p)) {
      st.verdict = Verdict{*win, "6.1.7", false};
    } else {
      st.verdict = draw;
    }
    statuses.push_back(std::move(st));
  }
  return statuses;
}

}  // namespace shashki::rules
