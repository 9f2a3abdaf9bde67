#include "shashki/tournament/draw_claim.hpp"

#include "shashki/tournament/codes.hpp"

#include <algorithm>
#include <array>

namespace shashki::tournament {

namespace {

constexpr std::array<CodeEntry<DrawClaimGround>, 8> ground_codes{{
    {DrawClaimGround::repetition, "repetition"},
    {DrawClaimGround::count_run_out, "count-run-out"},
    {DrawClaimGround::count_premature, "count-premature"},
    {DrawClaimGround::clearly_drawn, "clearly-drawn"},
    {DrawClaimGround::increment_given, "increment-given"},
    {DrawClaimGround::no_increment_draw, "no-increment-draw"},
    {DrawClaimGround::no_increment_outside, "no-increment-outside"},
    {DrawClaimGround::short_of_time, "short-of-time"},
}};

}  // namespace

std::string_view code(DrawClaimGround ground) {
  return code_in<DrawClaimGround>(ground_codes, ground);
}

std::optional<DrawClaimGround> draw_claim_ground_from_code(std::string_view text) {
  return value_in<DrawClaimGround>(ground_codes, text);
}

DrawClaimRuling rule_on_draw_claim(DrawClaimKind kind, const DrawClaimFacts& facts) {
  using Ground = DrawClaimGround;
  DrawClaimRuling r;
  switch (kind) {
    case DrawClaimKind::repetition:
      // 6.1.8.2: the same position for the third time.
      r = {"6.1.8.2", facts.occurrences >= 3 ? ClaimProposal::draw : ClaimProposal::no_draw,
           Ground::repetition};
      break;
    case DrawClaimKind::count:
      if (!facts.draw_clause.empty()) {
        r = {facts.draw_clause, ClaimProposal::draw, Ground::count_run_out};
      } else {
        r = {facts.counts.empty() ? "6.1.8.2" : facts.counts.front(), ClaimProposal::no_draw,
             Ground::count_premature};
      }
      break;
    case DrawClaimKind::clearly_drawn:
      // 6.1.8.7: "the lawfulness of claiming a draw is determined by the judge".
      r = {"6.1.8.7", ClaimProposal::judge, Ground::clearly_drawn};
      break;
    case DrawClaimKind::no_increment:
      if (facts.increment) {
        r = {"6.1.10.4", ClaimProposal::no_draw, Ground::increment_given};
      } else if (facts.draw_clause == "6.1.10.4") {
        r = {"6.1.10.4", ClaimProposal::draw, Ground::no_increment_draw};
      } else {
        r = {"6.1.10.4", ClaimProposal::no_draw, Ground::no_increment_outside};
      }
      break;
    case DrawClaimKind::short_of_time:
      // 6.1.10.5: "the judge is entitled to determine the lawfulness of the recording of a draw".
      r = {"6.1.10.5", ClaimProposal::judge, Ground::short_of_time};
      break;
  }
  r.judge_weighs_position =
      kind == DrawClaimKind::clearly_drawn || kind == DrawClaimKind::no_increment ||
      kind == DrawClaimKind::short_of_time ||
      std::find(facts.counts.begin(), facts.counts.end(), "6.1.8.5") != facts.counts.end();
  return r;
}

}  // namespace shashki::tournament
