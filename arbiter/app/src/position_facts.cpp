#include "shashki/app/position_facts.hpp"

#include "shashki/rules/fen.hpp"

namespace shashki::app {

namespace {

SideMaterial material(const rules::Position& position, rules::Color side) {
  const auto pieces = position.pieces(side);
  SideMaterial m;
  m.kings = rules::count(pieces & position.kings());
  m.men = rules::count(pieces & ~position.kings());
  m.on_big_road = (pieces & rules::big_road) != 0;
  return m;
}

}  // namespace

PositionFacts position_facts(const rules::Position& position) {
  PositionFacts facts;
  facts.fen = rules::to_fen(position);
  facts.to_move = position.side_to_move();
  facts.white = material(position, rules::Color::white);
  facts.black = material(position, rules::Color::black);
  for (const auto side : {rules::Color::white, rules::Color::black}) {
    auto& own = side == rules::Color::white ? facts.white : facts.black;
    const auto& other = side == rules::Color::white ? facts.black : facts.white;
    const bool lone_king = own.kings == 1 && own.men == 0;
    if (lone_king) facts.bare_king = side;
    // Material only: a lone king cannot catch a king, and nothing wins with no piece at all.
    own.can_win = own.pieces() > 0 && !(lone_king && other.kings > 0);
  }
  return facts;
}

}  // namespace shashki::app
