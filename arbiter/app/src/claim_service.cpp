#include "shashki/app/claim_service.hpp"

#include "live_support.hpp"
#include "service_support.hpp"
#include "shashki/app/clock_reason.hpp"
#include "shashki/app/i18n.hpp"
#include "shashki/app/paths.hpp"
#include "shashki/clock/display.hpp"
#include "shashki/db/live_repository.hpp"
#include "shashki/rules/fen.hpp"
#include "shashki/tournament/draw_offer.hpp"

#include <fmt/format.h>

namespace shashki::app {

using tournament::Message;

namespace {

rules::Color color_of(clock::Side side) {
  return side == clock::Side::white ? rules::Color::white : rules::Color::black;
}

std::string count_text(const std::vector<CountView>& counts) {
  std::string text;
  for (const auto& c : counts) {
    if (!text.empty()) text += "; ";
    text += translate(Message(N_("{clause}: {moves} of {limit} moves"))
                          .with("clause", c.clause)
                          .with("moves", c.moves)
                          .with("limit", c.limit));
  }
  return text.empty() ? tr("no count is running") : text;
}

// What the wording of a ruling rests on: the ground and clause of the ruling and the facts of
// the game, as found when the claim is made and as its stored facts keep them.
struct RulingFacts {
  tournament::DrawClaimGround ground = tournament::DrawClaimGround::repetition;
  std::string clause;
  int occurrences = 1;
  std::vector<CountView> counts;
  PositionFacts facts;
  bool increment = true;
  clock::Side by = clock::Side::white;
  std::chrono::milliseconds claimant_time{0};
};

// The ruling on a claim in the judge's words, with the facts it rests on.
std::string ruling_text(const RulingFacts& f) {
  using Ground = tournament::DrawClaimGround;
  switch (f.ground) {
    case Ground::repetition:
      return translate(Message(N_("the position has occurred {times} times; threefold repetition is a draw"))
                           .with("times", f.occurrences));
    case Ground::count_run_out:
      return translate(
          Message(N_("the count of {clause} has run out: the game is drawn")).with("clause", f.clause));
    case Ground::count_premature:
      return translate(Message(N_("the claim is premature: {counts}")).with("counts", count_text(f.counts)));
    case Ground::clearly_drawn:
      return translate(Message(N_("a clearly drawn position is for the judge to decide (6.1.8.7); White "
                                  "{white_men} men {white_kings} kings, Black {black_men} men {black_kings} "
                                  "kings"))
                           .with("white_men", f.facts.white.men)
                           .with("white_kings", f.facts.white.kings)
                           .with("black_men", f.facts.black.men)
                           .with("black_kings", f.facts.black.kings));
    case Ground::increment_given:
      return tr("the control adds time per move, so 6.1.10.4 does not apply");
    case Ground::no_increment_draw:
      return tr(
          "without time per move this ending is not played (6.1.10.4): a draw, unless the judge sees an "
          "obvious win the player can demonstrate");
    case Ground::no_increment_outside:
      return translate(Message(N_("6.1.10.4 covers only the endings of 6.1.8.5 and the 2- and 3-piece "
                                  "endings of 6.1.8.6; here White has {white} pieces and Black {black}"))
                           .with("white", f.facts.white.pieces())
                           .with("black", f.facts.black.pieces()));
    case Ground::short_of_time: {
      const auto& own = f.facts.of(color_of(f.by));
      const auto time_left = clock::display_text(f.claimant_time);
      return translate(
          Message(N_("a won position without the time to win it is for the judge (6.1.10.5): "
                     "the claimant has {time} left, {men} men and {kings} kings{road}; {control}"))
              .with("time", std::string(time_left.view()))
              .with("men", own.men)
              .with("kings", own.kings)
              .with("road", own.on_big_road ? tr(", on the big road") : "")
              .with("control", f.increment ? tr("the control adds time per move")
                                           : tr("the control adds no time per move")));
    }
  }
  return {};
}

}  // namespace

ClaimService::ClaimService(Session& session, ClockService& clocks)
    : m_session(session), m_clocks(clocks.round_clocks()), m_endgame(default_endgame_directory()) {}

OfferAnswer ClaimService::offer_draw(int board, clock::Side by, const std::optional<std::string>& fen) {
  const auto event = require_event(m_session, m_clocks.event());
  const auto moves = db::LiveRepository(m_session.database()).load_moves(m_clocks.game(board));
  OfferAnswer answer;
  std::optional<GameSituation> situation;
  if (!moves.moves.empty() || moves.start_fen || fen)
    situation = board_situation(m_session, m_clocks, board, fen);
  // The recorded moves count when there are any; else the clock's move counters, which the
  // presses keep exact.
  if (situation && !moves.moves.empty()) {
    answer.white_moves = situation->white_moves;
    answer.black_moves = situation->black_moves;
  } else {
    answer.white_moves = m_clocks.clock(board).moves(clock::Side::white);
    answer.black_moves = m_clocks.clock(board).moves(clock::Side::black);
  }
  // The ruling is the core's (tournament::rule_on_draw_offer); here it is put into words.
  tournament::DrawOfferFacts offer;
  offer.discipline = event.discipline;
  offer.white_moves = answer.white_moves;
  offer.black_moves = answer.black_moves;
  offer.recorded = !moves.moves.empty();
  if (situation) {
    offer.white_pieces = situation->facts.white.pieces();
    offer.black_pieces = situation->facts.black.pieces();
  }
  const auto ruling = tournament::rule_on_draw_offer(offer);
  answer.clause = ruling.clause;
  answer.allowed = ruling.allowed;
  using Ground = tournament::DrawOfferGround;
  switch (ruling.ground) {
    case Ground::too_few_moves:
      answer.message = translate(Message(N_("a draw may be offered only when each player has made at least "
                                            "{moves} moves (6.1.8.1); White has made {white} and Black "
                                            "{black}; nothing was recorded"))
                                     .with("moves", tournament::draw_offer_moves)
                                     .with("white", answer.white_moves)
                                     .with("black", answer.black_moves));
      break;
    case Ground::pieces_not_known:
      answer.message =
          tr("the game is not recorded: a draw may be agreed only with 6 pieces or fewer each (6.1.10.2); "
             "set the position so that they can be counted; nothing was recorded");
      break;
    case Ground::too_many_pieces:
      answer.message =
          translate(Message(N_("the game is not recorded: a draw may be agreed only with {pieces} "
                               "pieces or fewer each (6.1.10.2); White has {white} and Black "
                               "{black}; nothing was recorded"))
                        .with("pieces", tournament::unrecorded_draw_pieces)
                        .with("white", offer.white_pieces.value_or(0))
                        .with("black", offer.black_pieces.value_or(0)));
      break;
    case Ground::enough_moves:
    case Ground::recorded:
    case Ground::few_pieces:
      break;
  }
  if (!answer.allowed) return answer;
  tournament::ClaimRow row;
  row.key = m_clocks.game(board);
  row.kind = tournament::DrawRequest::offer;
  row.by_side = by;
  row.ply = situation ? situation->record.plies() : 0;
  row.clause = answer.clause;
  row.proposal = tournament::ClaimProposal::draw;
  nlohmann::json facts = situation ? situation_json(*situation) : nlohmann::json::object();
  facts["white_moves"] = answer.white_moves;
  facts["black_moves"] = answer.black_moves;
  row.facts = facts.dump();
  answer.id = accepted(db::LiveRepository(m_session.database()).record_claim(row, m_session.stamp())).id;
  answer.message = translate(Message(N_("the draw offer is allowed ({clause}); the opponent answers"))
                                 .with("clause", answer.clause));
  return answer;
}

std::string proposal_text(tournament::ClaimProposal proposal) {
  switch (proposal) {
    case tournament::ClaimProposal::draw:
      return tr("a draw");
    case tournament::ClaimProposal::no_draw:
      return tr("no draw");
    case tournament::ClaimProposal::judge:
      return tr("for the judge to decide");
  }
  return {};
}

ClaimAnswer ClaimService::claim_draw(int board, clock::Side by, tournament::DrawClaimKind kind) {
  const auto moves = db::LiveRepository(m_session.database()).load_moves(m_clocks.game(board));
  if (moves.moves.empty() && !moves.start_fen) {
    throw Error(ExitCode::refused,
                Message(N_("the game has no recorded moves to check the claim against; enter the moves or "
                           "set the position first"))
                    .about("board"));
  }
  const auto s = board_situation(m_session, m_clocks, board);
  ClaimAnswer a;
  a.facts = s.facts;
  a.counts = s.counts;
  a.increment = s.conditions.increment;
  a.occurrences = s.occurrences;
  for (const auto& b : m_clocks.boards()) {
    if (b.board == board) a.claimant_time = by == clock::Side::white ? b.face.white : b.face.black;
  }
  // The ruling is the core's (tournament::rule_on_draw_claim); here it is put into words.
  tournament::DrawClaimFacts claim;
  claim.occurrences = s.occurrences;
  if (s.verdict && s.verdict->outcome == rules::Outcome::draw && !s.verdict->repetition)
    claim.draw_clause = std::string(s.verdict->clause);
  for (const auto& c : s.counts) claim.counts.push_back(c.clause);
  claim.increment = s.conditions.increment;
  const auto ruling = tournament::rule_on_draw_claim(kind, claim);
  a.clause = ruling.clause;
  a.proposal = ruling.proposal;
  a.message = ruling_text(RulingFacts{ruling.ground, ruling.clause, s.occurrences, s.counts, s.facts,
                                      s.conditions.increment, by, a.claimant_time});
  if (ruling.judge_weighs_position) {
    a.endgame = endgame_finding(m_endgame, s.record, s.conditions);
    a.message += "; " + a.endgame->text;
  }
  tournament::ClaimRow row;
  row.key = m_clocks.game(board);
  row.kind = tournament::DrawRequest::claim;
  row.by_side = by;
  row.ply = s.record.plies();
  row.clause = a.clause;
  row.proposal = a.proposal;
  auto facts = situation_json(s);
  facts["claimant_ms"] = a.claimant_time.count();
  // The ruling is stored as its ground and the facts above, the databases' verdict typed: it is
  // worded again in the language of whoever reads it (claim_ruling_text).
  facts["ground"] = std::string(tournament::code(ruling.ground));
  if (a.endgame) facts["endgame"] = endgame_facts_json(*a.endgame);
  row.facts = facts.dump();
  a.id = accepted(db::LiveRepository(m_session.database()).record_claim(row, m_session.stamp())).id;
  return a;
}

std::string claim_ruling_text(std::string_view stored_facts, clock::Side by, std::string_view clause) {
  const auto facts = nlohmann::json::parse(stored_facts, nullptr, false);
  if (!facts.is_object()) return {};
  // An older version stored the ruling as text in the judge's language of the day.
  if (const auto message = facts.find("message"); message != facts.end() && message->is_string())
    return message->get<std::string>();
  const auto ground = tournament::draw_claim_ground_from_code(facts.value("ground", std::string()));
  if (!ground) return {};
  RulingFacts f;
  f.ground = *ground;
  f.clause = std::string(clause);
  f.occurrences = facts.value("occurrences", 1);
  f.counts = counts_from_json(facts);
  f.facts = facts_from_json(facts);
  f.increment = facts.value("increment", true);
  f.by = by;
  f.claimant_time = std::chrono::milliseconds(facts.value("claimant_ms", std::int64_t{0}));
  auto text = ruling_text(f);
  if (const auto endgame = facts.find("endgame"); endgame != facts.end() && endgame->is_object())
    text += "; " + endgame_facts_text(*endgame);
  return text;
}

void ClaimService::decide(std::int64_t id, bool accepted_) {
  db::LiveRepository repository(m_session.database());
  const auto claim = repository.find_claim(id);
  if (!claim)
    throw Error(ExitCode::input, Message(N_("there is no draw offer or claim {claim}"))
                                     .with("claim", static_cast<long long>(id))
                                     .about("claim"));
  const int board = claim->key.board;
  if (claim->key.event.value != m_clocks.event().value || claim->key.round != m_clocks.round() ||
      claim->key.game != m_clocks.game(board).game) {
    throw Error(ExitCode::input, Message(N_("draw offer or claim {claim} belongs to another round or game"))
                                     .with("claim", static_cast<long long>(id))
                                     .about("claim"));
  }
  // A draw ends the game: its clock stops for good in the same transaction as the result.
  auto staged = accepted_ ? m_clocks.stage_end(board, clock_reason::draw_agreed) : std::nullopt;
  std::vector<tournament::ClockWrite> writes;
  if (staged) writes.push_back(staged->write);
  // An accepted offer or claim makes the game a draw (6.1.8).
  const auto outcome = accepted_ ? tournament::ClaimOutcome::accepted : tournament::ClaimOutcome::declined;
  const auto result = accepted_ ? std::optional(tournament::GameResult::draw) : std::nullopt;
  accepted(repository.decide_claim(id, outcome, result, writes, m_session.stamp()));
  if (accepted_) m_clocks.result_entered(board, std::move(staged));
}

}  // namespace shashki::app
