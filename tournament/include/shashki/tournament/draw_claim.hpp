#pragma once
// The ruling proposed on a draw claim, per clause of the rulebook (6.1.8, 6.1.10.4-6.1.10.5):
// which clause applies, whether its conditions hold or only the judge can tell, given the facts
// the rules core found in the game record.

#include "shashki/tournament/live_play.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shashki::tournament {

/// What a player claims a draw under.
enum class DrawClaimKind {
  count,          ///< an endgame count ran out (6.1.8.3-6.1.8.6, 6.1.8.8)
  repetition,     ///< the same position three times (6.1.8.2 with the secondary rules)
  clearly_drawn,  ///< five moves counted aloud in a clearly drawn position (6.1.8.7): the judge's
  no_increment,   ///< a 2- or 3-piece ending without time per move (6.1.10.4)
  short_of_time,  ///< a won position without the time to win it (6.1.10.5): the judge's
};

/// The facts of the game now that a claim is ruled on (rules::review_game's answer).
struct DrawClaimFacts {
  int occurrences = 1;  ///< how often the current position has occurred
  /// The clause by which the rules draw the game now other than by repetition ("6.1.8.4",
  /// "6.1.10.4"); empty when they do not.
  std::string draw_clause;
  std::vector<std::string> counts;  ///< the clauses of the endgame counts running, in order
  bool increment = true;            ///< the time control adds time per move
};

/// Why the ruling is what it is; the app words it with the facts.
enum class DrawClaimGround {
  repetition,            ///< 6.1.8.2: the position's occurrences (a draw from three)
  count_run_out,         ///< the count of `clause` has run out: a draw
  count_premature,       ///< no count has run out yet
  clearly_drawn,         ///< 6.1.8.7: the judge decides
  increment_given,       ///< the control adds time per move: 6.1.10.4 does not apply
  no_increment_draw,     ///< 6.1.10.4 applies: a draw unless an obvious win is demonstrated
  no_increment_outside,  ///< the ending is none of those 6.1.10.4 covers
  short_of_time,         ///< 6.1.10.5: the judge decides
};

/// The ground as stored with a claim's facts ("repetition", "count-run-out", ...): a stable code,
/// never the ordinal, so that the ruling is worded again in the reader's language.
[[nodiscard]] std::string_view code(DrawClaimGround ground);
/// The ground of code(); nullopt for any other text.
[[nodiscard]] std::optional<DrawClaimGround> draw_claim_ground_from_code(std::string_view text);

/// The ruling proposed to the judge on a claim.
struct DrawClaimRuling {
  std::string clause;  ///< "6.1.8.2"
  ClaimProposal proposal = ClaimProposal::judge;
  DrawClaimGround ground = DrawClaimGround::repetition;
  /// Whether a side can still win (6.1.8.5), a position is clearly drawn (6.1.8.7), a win can be
  /// demonstrated (6.1.10.4) or a position is theoretically won (6.1.10.5) is the judge's
  /// ruling on the position: the endgame databases' verdict is shown beside the proposal. A
  /// repetition or a count is a fact.
  bool judge_weighs_position = false;

  friend bool operator==(const DrawClaimRuling&, const DrawClaimRuling&) = default;
};

/// The ruling on a claim of `kind` given `facts`: threefold repetition (6.1.8.2) is a draw from
/// the third occurrence; a count claim is a draw when a count has run out (6.1.8.3-6.1.8.6,
/// 6.1.8.8), else premature (clause of the first count running, 6.1.8.2 when none); a clearly
/// drawn position (6.1.8.7) and a won position without the time to win it (6.1.10.5) are the
/// judge's; without time per move the 2- and 3-piece endings are drawn (6.1.10.4), which does
/// not apply when the control adds time.
[[nodiscard]] DrawClaimRuling rule_on_draw_claim(DrawClaimKind kind, const DrawClaimFacts& facts);

}  // namespace shashki::tournament
