#include "shashki/app/round_service.hpp"

#include "clock_ending.hpp"
#include "service_support.hpp"
#include "shashki/app/clock_reason.hpp"
#include "shashki/app/i18n.hpp"
#include "shashki/app/load_tournament.hpp"
#include "shashki/app/opening_tables.hpp"
#include "shashki/app/pairing_input_mapping.hpp"
#include "shashki/app/stored_message.hpp"
#include "shashki/db/audit_log.hpp"
#include "shashki/db/round_edit_repository.hpp"
#include "shashki/db/round_repository.hpp"
#include "shashki/db/transaction.hpp"
#include "shashki/pairing/ballot.hpp"
#include "shashki/pairing/engine_factory.hpp"
#include "shashki/pairing/swiss_explanation.hpp"
#include "shashki/tournament/round_close.hpp"
#include "shashki/tournament/round_rules.hpp"
#include "withdrawal_forfeits.hpp"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <array>
#include <optional>
#include <variant>

namespace shashki::app {

using tournament::RoundState;

namespace {

std::string findings_text(const std::vector<pairing::Finding>& findings) {
  std::string text;
  for (const auto& f : findings) text += (text.empty() ? "" : "; ") + finding_text(f);
  return text;
}

// Draws the round's opening for every micro-match (one per round, used for both games). The
// seed is the event's id and the draw its round number, so a re-pair draws the same opening
// and the record can be replayed from the table.
void draw_openings(const tournament::Event& event, tournament::Round& round) {
  if (!event.micro_match || event.opening_table.empty()) return;
  pairing::BallotDrawer drawer(opening_table_of(event), static_cast<std::uint64_t>(event.id.value),
                               round.number - 1);
  const auto draw = drawer.draw(round.number);
  for (auto& b : round.boards) {
    if (!b.is_bye()) b.opening = draw.code;
  }
}

// The draft of `t`, or Error(refused) when its last round is not one.
const tournament::Round& current_draft(const tournament::Tournament& t) {
  if (t.rounds.empty() || t.rounds.back().state != RoundState::draft) {
    throw Error(ExitCode::refused,
                Message(N_("there is no draft round; pair the next round to draft one")).about("event"));
  }
  return t.rounds.back();
}

// A judge's change tried on the draft of `t`: the editor's record and the boards it would give.
struct ChangedDraft {
  pairing::ChangeRecord record;
  tournament::Round round;
};

// Tries `change` on the draft (Error(input) when it cannot be made at all); nothing is written.
ChangedDraft apply_change(const tournament::Tournament& t, const pairing::ManualChange& change,
                          const std::string& reason, bool confirm) {
  const auto& draft = current_draft(t);
  const auto view = to_pairing_view(t, draft.number);
  pairing::PairingEditor editor(view.input, to_pairing(draft, view), check_options(t.event));
  auto applied = editor.apply(change, reason, confirm);
  if (const auto* message = std::get_if<Message>(&applied)) throw Error(ExitCode::input, *message);
  auto record = std::get<pairing::ChangeRecord>(std::move(applied));
  auto round = to_round(record.after, view, draft.number, t.event.scoring().games_per_board());
  // The opening was drawn for the round, not for the pairs: keep it.
  for (auto& b : round.boards) {
    if (!b.is_bye() && !draft.boards.empty()) b.opening = draft.boards.front().opening;
  }
  return {std::move(record), std::move(round)};
}

// What happened to the draft of round `number` since the engine last paired it, from the audit
// log: whether the judge edited it, and why it is stale ("" while it still follows from the
// results). Only a new `round.draft` (a re-pair) starts the story again.
struct DraftHistory {
  bool edited = false;
  std::optional<Message> stale;
};

// Each way a draft goes stale, and the reason a "round.publish" row stores when the judge keeps
// the draft all the same (stored_message: no language), the judge's words as {keep}.
struct StaleForm {
  const char* stale;
  const char* kept;
};
constexpr std::array<StaleForm, 3> stale_forms{{
    {N_("the result of round {round}, board {board}, game {game} was corrected"),
     N_("paired before the result of round {round}, board {board}, game {game} was corrected; kept: {keep}")},
    {N_("the result of round {round}, board {board}, game {game} was cleared"),
     N_("paired before the result of round {round}, board {board}, game {game} was cleared; kept: {keep}")},
    {N_("a bye for round {round} was requested or taken back"),
     N_("paired before a bye for round {round} was requested or taken back; kept: {keep}")},
}};

Message stale_message(std::size_t form, int round) {
  return std::move(Message(stale_forms[form].stale).with("round", round));
}

// The reason stored with a stale draft published as it stands.
Message kept_message(const Message& stale, const std::string& keep) {
  for (const auto& form : stale_forms) {
    if (stale.id() != std::string_view(form.stale)) continue;
    Message kept(form.kept);
    for (const auto& arg : stale.args()) kept.with(arg.name, arg.value);
    return std::move(kept.with("keep", keep));
  }
  return Message::verbatim(translate(stale) + "; " + keep);  // every stale form is listed above
}

DraftHistory draft_history(Session& session, tournament::EventId event, int number) {
  DraftHistory h;
  for (const auto& entry : db::AuditLog(session.database()).list(event)) {
    if (entry.action == "round.draft") {
      h = {};
      continue;
    }
    if (entry.action == "round.edit") h.edited = true;
    if (!entry.after) continue;
    const auto after = nlohmann::json::parse(*entry.after, nullptr, false);
    if (!after.is_object()) continue;
    const int round = after.value("round", 0);
    const bool corrected = entry.action == "result.set" && after.contains("reason");
    if ((corrected || entry.action == "result.clear") && round < number) {
      h.stale = stale_message(corrected ? 0 : 1, round)
                    .with("board", after.value("board", 0))
                    .with("game", after.value("game", 0));
    } else if ((entry.action == "bye.request" || entry.action == "bye.cancel") && round == number) {
      h.stale = stale_message(2, round);
    }
  }
  return h;
}

}  // namespace

std::string finding_text(const pairing::Finding& finding) {
  // The clause numbers have no translation and read the same; "judge" is a word.
  return std::string(tr(std::string(pairing::rule_reference(finding.rule)).c_str())) + ": " +
         translate(finding.explanation);
}

RoundDraft RoundService::pair(tournament::EventId event) {
  const auto t = load_tournament(m_session, event);
  accepted(tournament::check_paired_by_player(t.team));
  const int number =
      accepted(tournament::round_to_pair(t.event, t.rounds.empty() ? nullptr : &t.rounds.back()));
  const auto view = to_pairing_view(t, number);
  const auto kind = engine_of(t.event);
  const auto engine = pairing::make_engine(kind);
  // A Swiss engine also says how it paired the round; the same call makes the round.
  const auto* explaining = dynamic_cast<const pairing::ExplainingEngine*>(engine.get());
  pairing::SwissExplanation explanation;
  const auto result = explaining != nullptr ? explaining->pair_explained(view.input, explanation)
                                            : engine->pair_next_round(view.input);
  if (const auto* refusal = std::get_if<pairing::Refusal>(&result)) {
    // The criterion and the explanation are the pairing engine's own words.
    throw Error(ExitCode::refused, Message(N_("no legal pairing for round {round} ({criterion}): {why}"))
                                       .with("round", number)
                                       .with_term("criterion", refusal->criterion.c_str())
                                       .with("why", translate(refusal->explanation))
                                       .about("event"));
  }
  const auto& proposal = std::get<pairing::Pairing>(result);
  auto round = to_round(proposal, view, number, t.event.scoring().games_per_board());
  draw_openings(t.event, round);
  auto stored =
      accepted(db::RoundRepository(m_session.database()).store_draft(event, round, m_session.stamp()));
  return {stored, pairing::check_round(view.input, proposal, check_options(t.event)), kind,
          explaining != nullptr ? pairing::format_explanation(explanation, translator()) : std::string()};
}

RoundDraft RoundService::edit(tournament::EventId event, const pairing::ManualChange& change,
                              const std::string& reason, bool confirm) {
  const auto t = load_tournament(m_session, event);
  const auto changed = apply_change(t, change, reason, confirm);
  const auto& record = changed.record;
  if (!record.applied) {
    throw Error(ExitCode::refused,
                Message(N_("the change was not made: {findings}; confirm it to overrule the rules"))
                    .with("findings", findings_text(record.findings))
                    .about("confirm"));
  }
  // What was done and what the checker found are stored in no language (stored_message); the
  // judge's reason as typed.
  db::DraftEdit note{stored_message(record.change), reason, {}};
  for (const auto& f : record.findings) {
    // The clause reads the same in every language; "judge" is a word (finding_text).
    const std::string rule(pairing::rule_reference(f.rule));
    note.findings.push_back(stored_message(Message(N_("{rule}: {finding}")).with_term("rule", rule.c_str()),
                                           "finding", f.explanation));
  }
  auto stored = accepted(db::RoundEditRepository(m_session.database())
                             .store_edit(event, changed.round, note, m_session.stamp()));
  return {stored, record.findings, std::nullopt, {}};
}

EditPreview RoundService::preview_edit(tournament::EventId event, const pairing::ManualChange& change) {
  // The editor wants a reason; this one is never stored. Confirmed, so that the round after the
  // change is worked out even when it breaks a rule: the findings say which.
  auto changed = apply_change(load_tournament(m_session, event), change, "preview", true);
  return {changed.record.description, std::move(changed.round), std::move(changed.record.findings)};
}

RoundDraft RoundService::check(tournament::EventId event) {
  const auto t = load_tournament(m_session, event);
  const auto& draft = current_draft(t);
  const auto view = to_pairing_view(t, draft.number);
  auto findings = pairing::check_round(view.input, to_pairing(draft, view), check_options(t.event));
  // Who made the draft as it stands: the engine that drafted it, unless the judge edited it since.
  const auto engine = draft_history(m_session, event, draft.number).edited
                          ? std::nullopt
                          : std::optional<pairing::EngineKind>(engine_of(t.event));
  return {draft, std::move(findings), engine, {}};
}

std::string RoundService::explain(tournament::EventId event) {
  const auto t = load_tournament(m_session, event);
  const auto& draft = current_draft(t);
  const auto view = to_pairing_view(t, draft.number);
  const auto engine = pairing::make_engine(engine_of(t.event));
  const auto* explaining = dynamic_cast<const pairing::ExplainingEngine*>(engine.get());
  if (explaining == nullptr) return {};
  pairing::SwissExplanation explanation;
  const auto result = explaining->pair_explained(view.input, explanation);
  if (const auto* refusal = std::get_if<pairing::Refusal>(&result)) {
    return std::string(tr("The engine finds no legal pairing for this round")) + " (" +
           tr(refusal->criterion.c_str()) + "): " + translate(refusal->explanation);
  }
  std::string text;
  const auto& engine_pairing = std::get<pairing::Pairing>(result);
  if (engine_pairing != to_pairing(draft, view)) {
    // The draft differs from what the engine makes of the results now: say why, as it happened.
    const auto history = draft_history(m_session, event, draft.number);
    if (history.edited) {
      text =
          std::string(tr(
              "The judge changed this draft after the engine paired it; this is how the engine paired it.")) +
          "\n\n";
    }
    if (history.stale) {
      text += fmt::format(fmt::runtime(tr("This draft was paired before {change}; this is how the engine "
                                          "pairs the round on the results as they stand now.")),
                          fmt::arg("change", translate(*history.stale))) +
              "\n\n";
    }
  }
  return text + pairing::format_explanation(explanation, translator());
}

int RoundService::resolve(tournament::EventId event, int round) {
  require_event(m_session, event);
  const auto rounds = db::RoundRepository(m_session.database()).list(event);
  if (round == 0) {
    if (rounds.empty()) {
      throw Error(ExitCode::refused,
                  Message(N_("the event has no round yet; pair round 1 to draft one")).about("event"));
    }
    return rounds.back().number;
  }
  for (const auto& r : rounds) {
    if (r.number == round) return round;
  }
  throw Error(ExitCode::input, no_round(event, round));
}

tournament::StateChange RoundService::publish(tournament::EventId event, const std::string& keep) {
  const int round = resolve(event, 0);
  const auto rows = db::RoundRepository(m_session.database()).list(event);
  const auto stale =
      rows.back().state == RoundState::draft ? draft_history(m_session, event, round).stale : std::nullopt;
  const bool kept = keep.find_first_not_of(" \t") != std::string::npos;
  if (stale && !kept) {
    throw Error(ExitCode::refused,
                Message(N_("round {round} was paired before {why}: pair it again, or publish "
                           "it as it stands and give the reason for keeping it; nothing was "
                           "changed"))
                    .with("round", round)
                    .with("why", translate(*stale))
                    .about("keep"));
  }
  const auto reason = stale ? stored_message(kept_message(*stale, keep)) : std::string();
  db::RoundRepository rounds(m_session.database());
  // The publish and the forfeits it enters stand or fall together (its backup follows both).
  db::Transaction transaction(m_session.database());
  auto published = accepted(rounds.publish(event, round, m_session.stamp(), reason));
  // A withdrawn player left on a round robin's table does not come: his games are settled now,
  // so the judge neither types them nor finds the round waiting for them.
  if (enter_withdrawal_forfeits(m_session, event, round) > 0) published.round = *rounds.find(event, round);
  transaction.commit();
  return published;
}

std::string RoundService::stale_reason(tournament::EventId event) {
  const auto rounds = db::RoundRepository(m_session.database()).list(event);
  if (rounds.empty() || rounds.back().state != RoundState::draft) return {};
  const auto stale = draft_history(m_session, event, rounds.back().number).stale;
  return stale ? translate(*stale) : std::string();
}

RoundService::Reopened RoundService::reopen(tournament::EventId event, int round, const std::string& reason) {
  if (reason.find_first_not_of(" \t") == std::string::npos) {
    throw Error(ExitCode::input, Message(N_("say why the locked round is reopened (the audit log keeps it); "
                                            "nothing was changed"))
                                     .about("reason"));
  }
  const int number = resolve(event, round);
  auto change =
      accepted(db::RoundRepository(m_session.database()).unlock(event, number, reason, m_session.stamp()));
  return {std::move(change),
          correction_effect(db::RoundRepository(m_session.database()).list(event), number)};
}

tournament::StateChange RoundService::complete(tournament::EventId event, int round) {
  const int number = resolve(event, round);
  // A round of a database written before withdrawals and publishes were one transaction may
  // still have forfeits to enter; they and the close stand or fall together.
  db::Transaction transaction(m_session.database());
  enter_withdrawal_forfeits(m_session, event, number);
  return close(event, number, tournament::RoundState::complete, &transaction);
}

tournament::StateChange RoundService::lock(tournament::EventId event, int round) {
  return close(event, resolve(event, round), tournament::RoundState::locked);
}

tournament::StateChange RoundService::close(tournament::EventId event, int number, tournament::RoundState to,
                                            db::Transaction* within) {
  // The system's rule on closing a round (a knockout round only when every match is decided).
  const auto settings = require_event(m_session, event);
  if (const auto r = db::RoundRepository(m_session.database()).find(event, number))
    accepted(tournament::check_round_decided(settings, *r));
  // A closed round has no clock going: any still running or paused ends in the same action.
  ClockEndings endings(m_session, event, number, m_live);
  endings.end_all(settings.scoring().games_per_board(),
                  to == RoundState::complete ? clock_reason::round_complete : clock_reason::round_locked);
  const auto writes = endings.writes();
  db::RoundRepository rounds(m_session.database());
  auto changed =
      accepted(to == RoundState::complete ? rounds.complete(event, number, m_session.stamp(), writes)
                                          : rounds.lock(event, number, m_session.stamp(), writes));
  if (within != nullptr) within->commit();
  endings.committed();
  return changed;
}

tournament::Round RoundService::show(tournament::EventId event, int round) {
  const int number = resolve(event, round);
  return *db::RoundRepository(m_session.database()).find(event, number);
}

}  // namespace shashki::app
