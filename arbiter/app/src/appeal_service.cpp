#include "shashki/app/appeal_service.hpp"

#include "clock_rows.hpp"
#include "live_support.hpp"
#include "service_support.hpp"
#include "shashki/app/clock_reason.hpp"
#include "shashki/app/i18n.hpp"
#include "shashki/app/rulings.hpp"
#include "shashki/app/stored_message.hpp"
#include "shashki/db/live_repository.hpp"
#include "shashki/rules/movegen.hpp"
#include "shashki/rules/notation.hpp"
#include "shashki/rules/ruling.hpp"

#include <fmt/format.h>

namespace shashki::app {

namespace {

nlohmann::json findings_json(const AppealFindings& f, const GameSituation& s) {
  auto j = situation_json(s);
  j["legal_moves"] = f.legal_moves;
  j["disputed_move"] = f.disputed_move ? nlohmann::json(*f.disputed_move) : nlohmann::json(nullptr);
  j["disputed_legal"] = f.disputed_legal;
  j["clause"] = f.clause;
  // What the disputed move breaks, stored as its message id: it reads in the reader's language.
  std::string violation;
  if (f.disputed_move && !f.disputed_legal) {
    const auto ruling = rules::adjudicate(s.record.current(), *f.disputed_move);
    if (!ruling.legal()) violation = stored_message(Message(rules::describe(ruling.violation)));
  }
  j["violation"] = violation;
  return j;
}

AppealFindings findings_from(const nlohmann::json& j) {
  AppealFindings f;
  f.facts = facts_from_json(j);
  f.legal_moves = j.value("legal_moves", std::vector<std::string>{});
  if (j.contains("disputed_move") && j["disputed_move"].is_string())
    f.disputed_move = j["disputed_move"].get<std::string>();
  f.disputed_legal = j.value("disputed_legal", false);
  f.clause = j.value("clause", "");
  f.violation = stored_text(j.value("violation", ""));  // an older version's text reads as it is
  f.counts = counts_from_json(j);
  f.offer_allowed = j.value("offer_allowed", false);
  f.white_moves = j.value("white_moves", 0);
  f.black_moves = j.value("black_moves", 0);
  return f;
}

AppealView view_of(const tournament::AppealRow& row, bool clock_paused = false) {
  AppealView v;
  v.id = row.id;
  v.board = row.key.board;
  v.by = row.by_side;
  v.reason = row.reason;
  v.opened_at = row.opened_at;
  v.clock_paused = clock_paused;
  v.findings = findings_from(nlohmann::json::parse(row.finding));
  v.decision = row.decision;
  v.explanation = row.explanation.value_or("");
  v.adjust_side = row.adjust_side;
  v.adjust = row.adjust.value_or(std::chrono::milliseconds::zero());
  return v;
}

AppealFindings findings_of(const GameSituation& s, const std::optional<std::string>& disputed_move) {
  AppealFindings f;
  f.facts = s.facts;
  const auto& position = s.record.current();
  f.legal_moves = rules::format_moves(position, rules::legal_moves(position));
  f.disputed_move = disputed_move;
  if (disputed_move) {
    const auto ruling = rules::adjudicate(position, *disputed_move);
    f.disputed_legal = ruling.legal();
    if (!ruling.legal()) {
      f.clause = std::string(rules::clause_of(ruling.violation));
      f.violation = reason(ruling.violation);
    }
  }
  f.counts = s.counts;
  f.offer_allowed = s.offer_allowed;
  f.white_moves = s.white_moves;
  f.black_moves = s.black_moves;
  return f;
}

}  // namespace

AppealFindings AppealService::findings(int board, const std::optional<std::string>& fen,
                                       const std::optional<std::string>& disputed_move) {
  return findings_of(board_situation(m_session, m_clocks, board, fen), disputed_move);
}

AppealView AppealService::open(const AppealRequest& request) {
  if (request.reason.find_first_not_of(" \t") == std::string::npos) {
    throw Error(ExitCode::input, Message(N_("say what the appeal is about")).about("reason"));
  }
  const auto situation = board_situation(m_session, m_clocks, request.board, request.fen);
  const auto f = findings_of(situation, request.disputed_move);
  tournament::AppealRow row;
  row.key = m_clocks.game(request.board);
  row.by_side = request.by;
  row.reason = request.reason;
  row.fen = f.facts.fen;
  row.disputed_move = request.disputed_move;
  row.finding = findings_json(f, situation).dump();
  // 6.1.10.3: the appellant may stop the clock while the appeal is considered; a clock that is
  // not running (not started, already paused, waiting for recovery) is left as it is.
  auto staged = m_clocks.stage(request.board, [&](clock::GameClock& c, clock::TimeReading now) {
    return c.pause(now, request.by, request.reason, clock::PauseCause::appeal);
  });
  const bool paused = staged.result.accepted();
  std::vector<tournament::ClockWrite> writes;
  if (!staged.write.rows.empty()) writes.push_back(staged.write);
  const auto stored =
      accepted(db::LiveRepository(m_session.database()).open_appeal(row, writes, m_session.stamp()));
  m_clocks.adopt(std::move(staged));
  return view_of(stored, paused);
}

AppealView AppealService::decide(std::int64_t id, const AppealDecision& decision) {
  db::LiveRepository repository(m_session.database());
  auto row = repository.find_appeal(id);
  if (!row)
    throw Error(ExitCode::input, Message(N_("there is no appeal {appeal}"))
                                     .with("appeal", static_cast<long long>(id))
                                     .about("appeal"));
  if (row->decision)
    throw Error(ExitCode::refused, Message(N_("appeal {appeal} was already decided"))
                                       .with("appeal", static_cast<long long>(id))
                                       .about("appeal"));
  if (decision.explanation.find_first_not_of(" \t") == std::string::npos) {
    throw Error(ExitCode::input, Message(N_("the judge's decision needs its reason")).about("explanation"));
  }
  const int board = row->key.board;
  // The clock service holds one round's clocks: an appeal of another round or game is not its.
  if (row->key.round != m_clocks.round() || row->key.event.value != m_clocks.event().value ||
      row->key.game != m_clocks.game(board).game) {
    throw Error(ExitCode::input, Message(N_("appeal {appeal} belongs to another round or game"))
                                     .with("appeal", static_cast<long long>(id))
                                     .about("appeal"));
  }
  // 5.4.14.2: a sanction takes time from the appellant; a founded appeal may give time back.
  // Without either, the clock is not touched (it may still wait for a recovery choice).
  // A change of no time is no change: the form's "0 s" must not meet the clock's refusal of a
  // zero adjustment.
  const bool adjusts = decision.adjust_side && decision.adjust != std::chrono::milliseconds::zero();
  const bool touches_clock = adjusts || decision.resume;
  auto staged = m_clocks.stage(board, [&](clock::GameClock& c, clock::TimeReading now) {
    clock::EventResult result;
    if (adjusts) {
      result = c.adjust(*decision.adjust_side, decision.adjust,
                        clock_reason::appeal_decision(id, decision.explanation), now);
      if (!result.accepted()) return result;
    }
    if (decision.resume && c.phase() == clock::ClockPhase::paused) result = c.resume(now);
    return result;
  });
  if (touches_clock && !staged.result.accepted()) {
    throw Error(ExitCode::refused,
                Message(N_("appeal {appeal}: the clock refused: {why}; nothing was stored"))
                    .with("appeal", static_cast<long long>(id))
                    .with_term("why", refusal_text(*staged.result.refusal))
                    .about("appeal"));
  }
  row->decision = decision.upheld ? tournament::AppealVerdict::upheld : tournament::AppealVerdict::rejected;
  row->explanation = decision.explanation;
  if (adjusts) {
    row->adjust_side = decision.adjust_side;
    row->adjust = decision.adjust;
  }
  std::vector<tournament::ClockWrite> writes;
  if (touches_clock && !staged.write.rows.empty()) writes.push_back(staged.write);
  const auto stored = accepted(repository.decide_appeal(*row, writes, m_session.stamp()));
  if (touches_clock) m_clocks.adopt(std::move(staged));
  return view_of(stored);
}

std::vector<AppealView> AppealService::list() {
  std::vector<AppealView> out;
  for (const auto& row :
       db::LiveRepository(m_session.database()).appeals(m_clocks.event(), m_clocks.round())) {
    out.push_back(view_of(row));
  }
  return out;
}

}  // namespace shashki::app
