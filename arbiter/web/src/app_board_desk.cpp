#include "shashki/web/app_board_desk.hpp"

#include "shashki/app/errors.hpp"
#include "shashki/app/i18n.hpp"
#include "shashki/app/load_tournament.hpp"
#include "shashki/clock/clock_board.hpp"

namespace shashki::web {

namespace {

nlohmann::json refused(std::string code, const std::string& message, std::optional<std::uint64_t> seq = {}) {
  nlohmann::json answer{{"type", "refused"}, {"code", std::move(code)}, {"message", message}};
  if (seq) answer["seq"] = *seq;
  return answer;
}

// A device's press: {"side": "white"|"black", "seq": N >= 1, "think_ms": T >= 0}.
std::optional<clock::RemotePress> press_fields(const nlohmann::json& p) {
  if (!p.is_object()) return std::nullopt;
  const auto side = p.contains("side") && p["side"].is_string()
                        ? clock::side_from_code(p["side"].get<std::string>())
                        : std::nullopt;
  if (!side || !p.contains("seq") || !p["seq"].is_number_unsigned() || !p.contains("think_ms") ||
      !p["think_ms"].is_number_integer()) {
    return std::nullopt;
  }
  const auto seq = p["seq"].get<std::uint64_t>();
  const auto think = p["think_ms"].get<long long>();
  if (seq == 0 || think < 0 || think > 24LL * 3600 * 1000) return std::nullopt;
  return clock::RemotePress{*side, seq, std::chrono::milliseconds(think)};
}

}  // namespace

AppBoardDesk::AppBoardDesk(app::Session& session, app::ClockService& clocks, Resolve resolve,
                           std::string language)
    : m_clocks(clocks),
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

bool AppBoardDesk::ours(const BoardRef& board) const {
  return board.event == m_clocks.event() && board.round == m_clocks.round() && m_names.contains(board.board);
}

std::optional<BoardRef> AppBoardDesk::open(std::string_view token) {
  try {
    const auto board = m_resolve(token);
    if (board && ours(*board)) return board;
  } catch (const std::exception&) {
    // A token that cannot be looked up opens nothing.
  }
  return std::nullopt;
}

nlohmann::json AppBoardDesk::state(const BoardRef& board) {
  const auto& c = m_clocks.clock(board.board);
  const auto face = clock::face_of(c, m_clocks.source().now().monotonic);
  const auto& names =
      m_names.at(board.board).at(static_cast<std::size_t>(m_clocks.game(board.board).game - 1));
  const auto& control = m_clocks.control(board.board);
  nlohmann::json s{
      {"type", "state"},
      {"board", board.board},
      {"round", board.round},
      {"control", control.to_string()},
      {"phase", std::string(clock::code(face.phase))},
      {"running", face.running ? nlohmann::json(std::string(clock::code(*face.running))) : nlohmann::json()},
      {"flag", face.flag ? nlohmann::json(std::string(clock::code(*face.flag))) : nlohmann::json()},
      {"white", {{"name", names.white}, {"ms", face.white.count()}, {"moves", c.moves(clock::Side::white)}}},
      {"black", {{"name", names.black}, {"ms", face.black.count()}, {"moves", c.moves(clock::Side::black)}}},
      {"ack", m_clocks.acknowledged_sequence(board.board)},
      {"lang", language()},
  };
  // What the device adds to a side's time after a press until the server's state arrives.
  const auto& first = control.periods().front().bonus;
  s["increment_ms"] = first.kind == clock::BonusKind::fischer ? first.amount.count() : 0;
  // 6.1.10.3: a board paused for an appeal says so.
  const auto& journal = c.journal();
  s["appeal"] = face.phase == clock::ClockPhase::paused && !journal.empty() &&
                journal.back().kind == clock::EventKind::pause &&
                journal.back().cause == clock::PauseCause::appeal;
  return s;
}

nlohmann::json AppBoardDesk::handle(const BoardRef& board, const nlohmann::json& message,
                                    std::chrono::milliseconds rtt_bound) {
  if (!ours(board)) return refused("board", app::tr("This board is not in the round the clocks run."));
  const auto& type = message["type"].get_ref<const std::string&>();
  if (type == "press") return press(board, message, rtt_bound);
  // Without the server's word that the connection opened after the last acknowledgement, a
  // replay follows no outage.
  if (type == "replay") return replay(Incoming{board, message, rtt_bound, false, std::nullopt});
  if (type == "call") {
    if (on_call) on_call(board.board);
    return {{"type", "called"}};
  }
  return refused("type", app::tr("The clock does not know this message."));
}

nlohmann::json AppBoardDesk::press(const BoardRef& board, const nlohmann::json& message,
                                   std::chrono::milliseconds rtt_bound) {
  const Incoming one{board, message, rtt_bound};
  return std::move(handle_all(std::span(&one, 1)).front());
}

std::vector<nlohmann::json> AppBoardDesk::handle_all(std::span<const Incoming> messages) {
  std::vector<nlohmann::json> answers(messages.size());
  // The presses waiting to be written together, and where their answers go.
  std::vector<app::BoardPress> presses;
  std::vector<std::size_t> places;
  const auto write_presses = [&] {
    // docs/clock.md, "Presses from the boards' devices": charged by the device's think time
    // within the bounds the server saw, journaled before the acknowledgement.
    const auto written = m_clocks.remote_presses(presses);
    for (std::size_t k = 0; k < written.size(); ++k) {
      const auto& answer = written[k];
      answers[places[k]] = !answer.accepted || !answer.remote
                               ? refused("press", answer.message, presses[k].press.sequence)
                               : nlohmann::json{{"type", "ack"},
                                                {"seq", answer.remote->sequence},
                                                {"duplicate", answer.remote->duplicate},
                                                {"outcome", std::string(clock::code(answer.remote->outcome))},
                                                {"think_ms", answer.remote->think.count()}};
    }
    presses.clear();
    places.clear();
  };
  for (std::size_t k = 0; k < messages.size(); ++k) {
    const auto& incoming = messages[k];
    const auto& [board, message, rtt_bound, reconnected, arrived] = incoming;
    const bool is_press = ours(board) && message.value("type", "") == "press";
    if (!is_press) {
      // Whatever is not a press keeps its place after the presses that came before it.
      write_presses();
      try {
        answers[k] = ours(board) && message.value("type", "") == "replay" ? replay(incoming)
                                                                          : handle(board, message, rtt_bound);
      } catch (const app::Error& e) {
        answers[k] = refused("failed", app::translate(e.message()));
      } catch (const std::exception&) {
        answers[k] = refused("failed", app::tr("The server could not take this message."));
      }
      continue;
    }
    const auto press = press_fields(message);
    if (!press) {
      answers[k] = refused("malformed", app::tr("The press could not be read."));
      continue;
    }
    presses.push_back(app::BoardPress{board.board, *press, rtt_bound, arrived});
    places.push_back(k);
  }
  write_presses();
  // The server sends the state of a board whose message was not refused to all its devices now:
  // tick() need not report that board again for the same records.
  for (std::size_t k = 0; k < messages.size(); ++k) {
    const auto& board = messages[k].board;
    if (ours(board) && answers[k].value("type", "") != "refused")
      m_records[board.board] = m_clocks.clock(board.board).journal().size();
  }
  return answers;
}

nlohmann::json AppBoardDesk::replay(const Incoming& incoming) {
  const auto& [board, message, rtt_bound, reconnected, arrived] = incoming;
  const auto malformed = [] {
    return refused("malformed", app::tr("The presses kept during the outage could not be read."));
  };
  if (!message.contains("presses") || !message["presses"].is_array() || message["presses"].size() > 1000 ||
      !message.contains("ack") || !message["ack"].is_number_unsigned()) {
    return malformed();
  }
  std::vector<clock::RemotePress> presses;
  for (const auto& p : message["presses"]) {
    const auto press = press_fields(p);
    if (!press) return malformed();
    presses.push_back(*press);
  }
  if (!reconnected) return unbroken_replay(incoming, presses);
  const auto answer = m_clocks.replay(board.board, presses, message["ack"].get<std::uint64_t>(), rtt_bound);
  if (!answer.accepted) return refused("replay", app::translate(answer.refusal));
  if (on_outage) on_outage(board.board, answer.offline);
  return {{"type", "replayed"},
          {"applied", answer.applied},
          {"clamped", answer.clamped},
          {"duplicates", answer.duplicates},
          {"discarded", answer.discarded},
          {"message", answer.discarded ? app::translate(answer.reason) : std::string()},
          {"acknowledged", answer.acknowledged},
          {"offline_ms", answer.offline.count()}};
}

nlohmann::json AppBoardDesk::unbroken_replay(const Incoming& incoming,
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
  int applied = 0;
  int clamped = 0;
  int duplicates = 0;
  for (std::size_t k = 0; k < written.size(); ++k) {
    const auto& answer = written[k];
    if (answer.remote && answer.remote->duplicate) {
      ++duplicates;
    } else if (!answer.accepted || !answer.remote) {
      return refused("press", answer.message, presses[k].sequence);
    } else {
      ++applied;
      if (answer.remote->outcome != clock::RemoteOutcome::applied) ++clamped;
    }
  }
  return {{"type", "replayed"},
          {"applied", applied},
          {"clamped", clamped},
          {"duplicates", duplicates},
          {"discarded", false},
          {"message", std::string()},
          {"acknowledged", m_clocks.acknowledged_sequence(board.board)},
          {"offline_ms", 0}};
}

std::vector<BoardRef> AppBoardDesk::tick() {
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
  return changed;
}

void AppBoardDesk::presence(const BoardRef& board, bool connected) {
  if (on_presence && ours(board)) on_presence(board.board, connected);
}

std::string AppBoardDesk::language() {
  return m_language;
}

}  // namespace shashki::web
