#include "shashki/tournament/draw_offer.hpp"

namespace shashki::tournament {

DrawOfferRuling rule_on_draw_offer(const DrawOfferFacts& facts) {
  if (facts.discipline == Discipline::classical) {
    const bool enough = facts.white_moves >= draw_offer_moves && facts.black_moves >= draw_offer_moves;
    return {enough, "6.1.8.1", enough ? DrawOfferGround::enough_moves : DrawOfferGround::too_few_moves};
  }
  if (facts.recorded) return {true, "6.1.10.2", DrawOfferGround::recorded};
  if (!facts.white_pieces || !facts.black_pieces)
    return {false, "6.1.10.2", DrawOfferGround::pieces_not_known};
  const bool few =
      *facts.white_pieces <= unrecorded_draw_pieces && *facts.black_pieces <= unrecorded_draw_pieces;
  return {few, "6.1.10.2", few ? DrawOfferGround::few_pieces : DrawOfferGround::too_many_pieces};
}

}  // namespace shashki::tournament
