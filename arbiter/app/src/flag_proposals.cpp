#include "shashki/app/flag_proposals.hpp"

#include "live_support.hpp"
#include "service_support.hpp"
#include "shashki/app/i18n.hpp"
#include "shashki/db/live_repository.hpp"
#include "shashki/tournament/board_result.hpp"
#include "shashki/tournament/flag_fall.hpp"

namespace shashki::app {

FlagProposals::FlagProposals(RoundClocks& clocks, const std::filesystem::path& endgame_directory)
    : m_clocks(clocks), m_endgame(endgame_directory) {}

std::vector<FlagProposal> FlagProposals::check_flags() {
  std::vector<FlagProposal> proposals;
  Session& session = m_clocks.session();
  db::LiveRepository repository(session.database());
  if (!m_flag_proposals) {
    m_flag_proposals.emplace();
    for (const auto& waiting : repository.proposals(m_clocks.event(), m_clocks.round()))
      if (waiting.source == tournament::ProposalSource::clock) m_flag_proposals->insert(waiting.key.board);
  }
  for (const int board : m_clocks.record_flags()) {
    if (auto p = proposal(board)) {
      // Proposed as a result from the board is (docs/venue.md, "Results from the board"): the
      // round grid and `round show` show it until the arbiter answers it.
      (void)repository.propose_from_clock(m_clocks.game(board), p->result, p->flagged, session.stamp());
      m_flag_proposals->insert(board);
      proposals.push_back(std::move(*p));
    }
  }
  // A flag withdrawn since (the arbiter gave the flagged side time back) takes its proposal with
  // it. The proposals are read only when a board that had one has no flag any more; a write only
  // for such a board.
  std::vector<int> withdrawn;
  for (const int board : *m_flag_proposals)
    if (!m_clocks.clock(board).state().flag.has_value()) withdrawn.push_back(board);
  if (withdrawn.empty()) return proposals;
  for (const auto& waiting : repository.proposals(m_clocks.event(), m_clocks.round())) {
    const int board = waiting.key.board;
    if (!m_clocks.runs(board, waiting.key.game)) continue;
    if (!tournament::proposal_stands(waiting, m_clocks.clock(board).state().flag.has_value()))
      (void)repository.dismiss_proposal(waiting.key, session.stamp());
  }
  for (const int board : withdrawn) m_flag_proposals->erase(board);
  return proposals;
}

std::optional<FlagProposal> FlagProposals::proposal(int board) const {
  const auto& flag = m_clocks.clock(board).state().flag;
  if (!flag) return std::nullopt;
  FlagProposal p;
  p.board = board;
  p.flagged = flag->side;
  p.move = flag->move;
  const clock::Side winner = clock::opposite(flag->side);
  Session& session = m_clocks.session();
  const auto moves = db::LiveRepository(session.database()).load_moves(m_clocks.game(board));
  if (moves.moves.empty() && !moves.start_fen) {
    p.result = tournament::flag_fall_ruling(flag->side, std::nullopt).result;
    p.explanation = translate(Message(N_("{side}'s flag fell at move {move}; no moves were recorded, so the "
                                         "judge checks on the board that {winner} can still win"))
                                  .with_term("side", tournament::side_term(flag->side))
                                  .with("move", flag->move)
                                  .with_term("winner", tournament::side_term(winner)));
    return p;
  }
  const auto situation = board_situation(session, m_clocks, board);
  p.facts = situation.facts;
  // 6.1.10.5: whether the position is "theoretically won" is the judge's ruling; the databases
  // say what they know of it beside the proposal.
  p.endgame = endgame_finding(m_endgame, situation.record, situation.conditions);
  const auto& opponent =
      p.facts->of(winner == clock::Side::white ? rules::Color::white : rules::Color::black);
  const auto ruling = tournament::flag_fall_ruling(
      flag->side, tournament::FlagOpponent{opponent.men, opponent.kings, opponent.can_win});
  p.result = ruling.result;
  p.judge_must_decide = ruling.judge_must_decide;
  auto why =
      p.judge_must_decide
          ? Message(N_("{side}'s flag fell at move {move}, but {winner} cannot win on material ({men} "
                       "men, {kings} kings): a draw is proposed; the judge decides from the position"))
          : Message(N_("{side}'s flag fell at move {move}; {winner} has {men} men and {kings} kings and "
                       "can win on material: {result} is proposed"));
  why.with_term("side", tournament::side_term(flag->side))
      .with("move", flag->move)
      .with_term("winner", tournament::side_term(winner))
      .with("men", opponent.men)
      .with("kings", opponent.kings)
      .with("result", std::string(tournament::code(p.result)));
  p.explanation = translate(why) + "; " + p.endgame->text;
  return p;
}

void FlagProposals::confirm(int board, tournament::GameResult result) {
  if (!m_clocks.clock(board).state().flag) {
    throw Error(ExitCode::refused,
                Message(N_("board {board}: no flag has fallen")).with("board", board).about("board"));
  }
  if (m_clocks.awaiting_recovery(board))
    throw Error(ExitCode::refused,
                Message(N_("the clock waits for the judge's recovery choice")).about("board"));
  if (tournament::is_forfeit(result)) {
    // A game whose flag fell was played: it ends in a win, a loss or a draw (6.1.10.5), never a
    // forfeit.
    throw Error(ExitCode::input, Message(N_("'{result}' is not 1-0, 0-1 or ="))
                                     .with("result", std::string(tournament::code(result)))
                                     .about("result"));
  }
  auto staged = m_clocks.stage(board, [](clock::GameClock& c, clock::TimeReading now) {
    return c.end(now, clock_reason::flag_confirmed);
  });
  std::vector<tournament::ClockWrite> writes{staged.write};
  Session& session = m_clocks.session();
  accepted(db::LiveRepository(session.database())
               .confirm_result(m_clocks.game(board), result, writes, "clock.flag-result", session.stamp()));
  m_clocks.result_entered(board, std::move(staged));
}

}  // namespace shashki::app
