#include "shashki/web/app_board_backend.hpp"

#include "shashki/app/errors.hpp"
#include "shashki/app/floor_arbiter.hpp"
#include "shashki/app/i18n.hpp"
#include "shashki/app/load_tournament.hpp"
#include "shashki/app/result_proposals.hpp"
#include "shashki/app/result_service.hpp"
#include "shashki/clock/clock_board.hpp"

#include <algorithm>

namespace shashki::web {

namespace {

RefusedAnswer refused(RefusalCode code, std::string message, std::optional<std::uint64_t> seq = {}) {
  return RefusedAnswer{code, std::move(message), seq};
}

}  // namespace

AppBoardBackend::AppBoardBackend(app::Session& session, app::ClockService& clocks, Resolve resolve,
                                 std::string language)
    : m_session(session),
      m_clocks(clocks),
      m_source(clocks.source()),
      m_resolve(std::move(resolve)),
      m_language(std::move(language)) {
  const auto t = app::load_tournament(session, clocks.event());
  if (const auto* round = t.round(clocks.round())) {
    for (const auto& b : round->boards) {
      if (b.is_bye() || !b.black) continue;
      // By game: a micro-match's games swap the colours (state() shows the game in play).
      auto& names = m_names[b.number];
      for (int game = 1; game <= static_cast<int>(b.games.size()); ++game) {
        const auto white = b.white_of_game(game);
        const auto* w = t.player(white);
        const auto* k = t.player(white == b.white ? *b.black : b.white);
        names.push_back(Names{w ? w->name : std::string(), k ? k->name : std::string()});
      }
    }
  }
}

bool AppBoardBackend::ours(const BoardRef& board) const {
  return board.event == m_clocks.event() && board.round == m_clocks.round() && m_names.contains(board.board);
}

std::optional<BoardRef> AppBoardBackend::open(std::string_view token) {
  try {
    const auto board = m_resolve(token);
    if (board && ours(*board)) return board;
  } catch (const std::exception&) {
    // A token that cannot be looked up opens nothing.
  }
  return std::nullopt;
}

std::optional<BoardState> AppBoardBackend::state(const BoardRef& board) {
  const auto& c = m_clocks.clock(board.board);
  const auto face = clock::face_of(c, m_clocks.source().now().monotonic);
  const auto& names =
      m_names.at(board.board).at(static_cast<std::size_t>(m_clocks.game(board.board).game - 1));
  const auto& control = m_clocks.control(board.board);
  BoardState s;
  s.board = board.board;
  s.round = board.round;
  s.control = control.to_string();
  s.phase = face.phase;
  s.running = face.running;
  s.flag = face.flag;
  s.white = SideState{names.white, face.white, c.moves(clock::Side::white)};
  s.black = SideState{names.black, face.black, c.moves(clock::Side::black)};
  s.acknowledged = m_clocks.acknowledged_sequence(board.board);
  s.language = language();
  // What the device adds to a side's time after a press until the server's state arrives.
  const auto& first = control.periods().front().bonus;
  s.increment = first.kind == clock::BonusKind::fischer ? first.amount : std::chrono::milliseconds(0);
  // 6.1.10.3: a board paused for an appeal says so.
  const auto& journal = c.journal();
  s.appeal = face.phase == clock::ClockPhase::paused && !journal.empty() &&
             journal.back().kind == clock::EventKind::pause &&
             journal.back().cause == clock::PauseCause::appeal;
  // A game whose result is in has no proposal any more (the database drops it with the result).
  const auto game = m_clocks.game(board.board);
  if (const auto it = m_proposals.find(board.board); it != m_proposals.end() && it->second &&
                                                     it->second->key.game == game.game &&
                                                     !m_clocks.round_clocks().has_result(board.board)) {
    s.proposal =
        BoardState::Proposal{std::string(tournament::code(it->second->result)), it->second->by_side,
                             it->second->agreed, it->second->source == tournament::ProposalSource::clock};
  }
  return s;
}

Answer AppBoardBackend::handle(const BoardRef& board, const DeviceMessage& message,
                               std::chrono::milliseconds rtt_bound) {
  if (!ours(board))
    return refused(RefusalCode::board, app::tr("This board is not in the round the clocks run."));
  const Incoming one{board, message, rtt_bound, false, std::nullopt};
  return std::move(handle_all(std::span(&one, 1)).front());
}

std::vector<Answer> AppBoardBackend::handle_all(std::span<const Incoming> messages) {
  std::vector<Answer> answers(messages.size(), CalledAnswer{});
  // The presses waiting to be written together, and where their answers go.
  std::vector<app::BoardPress> presses;
  std::vector<std::size_t> places;
  const auto write_presses = [&] {
    // docs/clock.md, "Presses from the boards' devices": charged by the device's think time
    // within the bounds the server saw, journaled before the acknowledgement.
    const auto written = m_clocks.remote_presses(presses);
    for (std::size_t k = 0; k < written.size(); ++k) {
      const auto& answer = written[k];
      if (!answer.accepted || !answer.remote)
        answers[places[k]] = refused(RefusalCode::press, answer.message, presses[k].press.sequence);
      else
        answers[places[k]] = AckAnswer{answer.remote->sequence, answer.remote->duplicate,
                                       answer.remote->outcome, answer.remote->think};
    }
    presses.clear();
    places.clear();
  };
  for (std::size_t k = 0; k < messages.size(); ++k) {
    const auto& incoming = messages[k];
    if (!ours(incoming.board)) {
      answers[k] = refused(RefusalCode::board, app::tr("This board is not in the round the clocks run."));
      continue;
    }
    if (const auto* press = std::get_if<PressMessage>(&incoming.message)) {
      presses.push_back(
          app::BoardPress{incoming.board.board, press->press, incoming.rtt_bound, incoming.arrived});
      places.push_back(k);
      continue;
    }
    // Whatever is not a press keeps its place after the presses that came before it.
    write_presses();
    try {
      if (const auto* replayed = std::get_if<ReplayMessage>(&incoming.message)) {
        answers[k] = replay(incoming, *replayed);
      } else if (const auto* proposed = std::get_if<ProposeMessage>(&incoming.message)) {
        // docs/venue.md, "Results from the board": the rules core decides each step.
        app::ResultProposals proposals(m_clocks.round_clocks());
        m_proposals[incoming.board.board] =
            proposals.propose(incoming.board.board, proposed->side, proposed->result);
        answers[k] = ProposalAnswer{"awaits-opponent"};
        if (on_proposal) on_proposal(incoming.board.board, tournament::ProposalStep::awaits_opponent, false);
      } else if (const auto* answered = std::get_if<AnswerMessage>(&incoming.message)) {
        app::ResultProposals proposals(m_clocks.round_clocks());
        const auto step = proposals.answer(incoming.board.board, answered->side, answered->agree);
        m_proposals[incoming.board.board] = proposals.pending(incoming.board.board);
        answers[k] = ProposalAnswer{!answered->agree                           ? "rejected"
                                    : step == tournament::ProposalStep::enters ? "entered"
                                                                               : "awaits-arbiter"};
        if (on_proposal) on_proposal(incoming.board.board, step, !answered->agree);
      } else {
        m_called.insert(incoming.board.board);
        if (on_call) on_call(incoming.board.board);
        answers[k] = CalledAnswer{};
      }
    } catch (const app::Error& e) {
      answers[k] = refused(RefusalCode::failed, app::translate(e.message()));
    } catch (const std::exception&) {
      answers[k] = refused(RefusalCode::failed, app::tr("The server could not take this message."));
    }
  }
  write_presses();
  // The server sends the state of a board whose message was not refused to all its devices now:
  // tick() need not report that board again for the same records.
  for (std::size_t k = 0; k < messages.size(); ++k) {
    const auto& board = messages[k].board;
    if (ours(board) && !is_refusal(answers[k]))
      m_records[board.board] = m_clocks.clock(board.board).journal().size();
  }
  return answers;
}

Answer AppBoardBackend::replay(const Incoming& incoming, const ReplayMessage& message) {
  const auto& board = incoming.board;
  if (!incoming.reconnected) return unbroken_replay(incoming, message.presses);
  const auto answer = m_clocks.replay(board.board, message.presses, message.acknowledged, incoming.rtt_bound);
  if (!answer.accepted) return refused(RefusalCode::replay, app::translate(answer.refusal));
  if (on_outage) on_outage(board.board, answer.offline);
  return ReplayedAnswer{answer.applied,
                        answer.clamped,
                        answer.duplicates,
                        answer.discarded,
                        answer.discarded ? app::translate(answer.reason) : std::string(),
                        answer.acknowledged,
                        answer.offline};
}

Answer AppBoardBackend::unbroken_replay(const Incoming& incoming,
                                        std::span<const clock::RemotePress> presses) {
  const auto& board = incoming.board;
  // The device was connected when the board's last press was acknowledged: it could have sent
  // these presses as it made them, and an outage's trust in its own times would let it move one
  // player's time onto the other. They are live presses, each charged within what the server saw
  // (clock::plan_press); the first one refused ends them, as a live press's refusal would.
  std::vector<app::BoardPress> live;
  // All arrived together: each is measured at the message's arrival.
  for (const auto& p : presses)
    live.push_back(app::BoardPress{board.board, p, incoming.rtt_bound, incoming.arrived});
  const auto written = m_clocks.remote_presses(live);
  ReplayedAnswer replayed;
  for (std::size_t k = 0; k < written.size(); ++k) {
    const auto& answer = written[k];
    if (answer.remote && answer.remote->duplicate) {
      ++replayed.duplicates;
    } else if (!answer.accepted || !answer.remote) {
      return refused(RefusalCode::press, answer.message, presses[k].sequence);
    } else {
      ++replayed.applied;
      if (answer.remote->outcome != clock::RemoteOutcome::applied) ++replayed.clamped;
    }
  }
  replayed.acknowledged = m_clocks.acknowledged_sequence(board.board);
  return replayed;
}

std::vector<BoardRef> AppBoardBackend::boards() {
  std::vector<BoardRef> all;
  for (const auto& b : m_clocks.boards())
    all.push_back(BoardRef{m_clocks.event(), m_clocks.round(), b.board});
  return all;
}

std::vector<BoardRef> AppBoardBackend::tick() {
  if (keeps_clocks) {
    (void)m_clocks.check_flags();
    m_clocks.checkpoint_if_due();
  }
  // Every change of a clock is a journal record: a press from any device, the arbiter's pause,
  // adjustment or start, a flag.
  std::vector<BoardRef> changed;
  for (const auto& [board, names] : m_names) {
    const auto records = m_clocks.clock(board).journal().size();
    auto& seen = m_records[board];
    if (records != seen) {
      seen = records;
      changed.push_back(BoardRef{m_clocks.event(), m_clocks.round(), board});
    }
  }
  // A proposal the arbiter answered on the console (or from another program) reaches the devices
  // on the next tick: one read of the round's proposals.
  std::map<int, std::optional<tournament::ResultProposal>> now;
  for (auto& p : app::ResultService(m_session).proposals(m_clocks.event(), m_clocks.round())) {
    if (m_names.contains(p.key.board)) now[p.key.board] = std::move(p);
  }
  for (const auto& [board, names] : m_names) {
    auto& known = m_proposals[board];
    const auto it = now.find(board);
    const std::optional<tournament::ResultProposal> fresh = it == now.end() ? std::nullopt : it->second;
    if (known == fresh) continue;
    known = fresh;
    const BoardRef ref{m_clocks.event(), m_clocks.round(), board};
    if (std::find(changed.begin(), changed.end(), ref) == changed.end()) changed.push_back(ref);
  }
  return changed;
}

void AppBoardBackend::presence(const BoardRef& board, bool connected) {
  if (on_presence && ours(board)) on_presence(board.board, connected);
}

std::string AppBoardBackend::language() {
  return m_language;
}

std::optional<ArbiterRef> AppBoardBackend::open_arbiter(std::string_view token) {
  if (!resolve_arbiter) return std::nullopt;
  try {
    auto arbiter = resolve_arbiter(token);
    if (arbiter && arbiter->event == m_clocks.event()) return arbiter;
  } catch (const std::exception&) {
    // A token that cannot be looked up opens nothing.
  }
  return std::nullopt;
}

std::vector<FloorBoard> AppBoardBackend::floor() {
  std::vector<FloorBoard> all;
  for (const auto& [board, names] : m_names) {
    const BoardRef ref{m_clocks.event(), m_clocks.round(), board};
    auto s = state(ref);
    if (!s) continue;
    all.push_back(
        FloorBoard{std::move(*s), m_called.contains(board), m_clocks.round_clocks().has_result(board)});
  }
  return all;
}

FloorAnswer AppBoardBackend::floor_act(const ArbiterRef& arbiter, const FloorMessage& message) {
  if (arbiter.event != m_clocks.event() || !m_names.contains(message.board))
    return FloorAnswer{false, app::tr("This board is not in the round the clocks run.")};
  try {
    app::FloorRequest request{message.board, message.action, message.side, message.reason, message.result};
    app::FloorArbiter(m_session, m_clocks).act(arbiter.name, request);
  } catch (const app::Error& e) {
    return FloorAnswer{false, app::translate(e.message())};
  } catch (const std::exception&) {
    return FloorAnswer{false, app::tr("The server could not take this message.")};
  }
  // The arbiter is at the board now.
  m_called.erase(message.board);
  if (on_floor) on_floor(message.board, arbiter.name);
  return FloorAnswer{true, {}};
}

}  // namespace shashki::web
