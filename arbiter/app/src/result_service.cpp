#include "shashki/app/result_service.hpp"

#include "clock_ending.hpp"
#include "service_support.hpp"
#include "shashki/app/event_reports.hpp"
#include "shashki/app/i18n.hpp"
#include "shashki/db/round_repository.hpp"
#include "shashki/tournament/knockout_match.hpp"
#include "shashki/tournament/round_rules.hpp"
#include "withdrawal_forfeits.hpp"

#include <fmt/format.h>

#include <optional>
#include <string>

namespace shashki::app {

namespace {

std::string game_name(int round, int board, int game) {
  return fmt::format(fmt::runtime(tr("round {}, board {}, game {}")), round, board, game);
}

// The stored result of a game that may take one, or nothing when the repository refuses the
// request with its own reason (no such round or board, a draft or locked round, a bye, no such
// game).
std::optional<std::optional<tournament::GameResult>> stored_result(const tournament::Round* r, int board,
                                                                   int game) {
  if (r == nullptr) return std::nullopt;
  const auto b = tournament::check_result_entry(*r, board, game);
  if (!b) return std::nullopt;
  return b->games[static_cast<std::size_t>(game - 1)];
}

}  // namespace

tournament::Board ResultService::set(tournament::EventId event, int round, int board, int game,
                                     std::string_view result, std::string_view correction) {
  const auto settings = require_event(m_session, event);
  const auto scoring = settings.scoring();
  const auto parsed = scoring.parse_entry(result);
  if (!parsed) throw Error(ExitCode::input, "RESULT: " + parsed.error());
  if (game < 1 || game > scoring.games_per_board()) {
    throw Error(ExitCode::input,
                "--game: " + std::to_string(game) + " is not a game of this event, which plays " +
                    (scoring.micro_match() ? "micro-matches of games 1 and 2" : "single games (game 1)") +
                    (settings.system == tournament::PairingSystem::knockout
                         ? "; a level knockout match takes its tie-break games with `result tiebreak`"
                         : ""));
  }
  db::RoundRepository rounds(m_session.database());
  if (correction.empty()) {
    // A withdrawn player does not play: his games follow from the withdrawal (forfeits, entered
    // when the round is published). A played result for him would quietly undo that, and with it
    // the annulment of a round robin's short withdrawal; only a correction with a reason may.
    const auto t = load_tournament(m_session, event);
    const auto* r = t.round(round);
    const auto* b = r != nullptr ? r->board(board) : nullptr;
    if (const auto* out = b != nullptr && !b->is_bye() ? withdrawn_on_board(t, *b, round) : nullptr) {
      throw Error(ExitCode::refused,
                  fmt::format(fmt::runtime(tr("{} (No. {}) has withdrawn from round {}: the games of this "
                                              "board are forfeited. To enter another result, give the reason "
                                              "(--correct REASON); nothing was changed")),
                              out->name, out->number, *out->withdrawn_from));
    }
    if (const auto old = stored_result(r, board, game); old && *old) {
      throw Error(ExitCode::refused,
                  "round " + std::to_string(round) + ", board " + std::to_string(board) + ", game " +
                      std::to_string(game) + " already has the result " +
                      std::string(tournament::code(**old)) +
                      "; to correct it, give the reason (--correct REASON); nothing was changed");
    }
  }
  // The game is over: its clock ends in the same action (a result the judge enters, or one a
  // flag or claim gave).
  const auto effect = correction.empty() ? std::string() : correction_effect(event, round);
  ClockEndings endings(m_session, event, round);
  endings.end(board, game, "result entered: " + std::string(result));
  auto stored = accepted(rounds.set_result(event, round, board, game, *parsed, m_session.stamp(), correction,
                                           endings.writes(), effect));
  endings.committed();
  return stored;
}

tournament::Board ResultService::set_tiebreak(tournament::EventId event, int round, int board,
                                              std::string_view stage, std::string_view result, int seq,
                                              std::string_view correction) {
  const auto settings = require_event(m_session, event);
  if (settings.system != tournament::PairingSystem::knockout) {
    throw Error(ExitCode::input, tr("tie-break games decide a level knockout match; this event is not a "
                                    "knockout; nothing was changed"));
  }
  const auto scoring = settings.scoring();
  const auto parsed_stage = tournament::tiebreak_stage_from_code(stage);
  if (!parsed_stage) {
    throw Error(ExitCode::input,
                fmt::format(fmt::runtime(tr("--stage: '{}' is not a tie-break stage; use rapid, lightning "
                                            "or deciding")),
                            stage));
  }
  const auto parsed = scoring.parse_entry(result);
  if (!parsed) throw Error(ExitCode::input, "RESULT: " + parsed.error());
  db::RoundRepository rounds(m_session.database());
  const auto r = rounds.find(event, round);
  // A board that cannot take the game is refused by the repository with the rule's reason.
  const auto entry = r ? tournament::check_result_entry(*r, board, 1)
                       : tournament::Checked<tournament::Board>::failure(tournament::Message());
  const auto* b = entry ? &*entry : nullptr;
  if (b != nullptr) {
    const auto count = static_cast<int>(b->tiebreaks.size());
    if (seq == 0) seq = count + 1;
    if (seq <= count && correction.empty()) {
      throw Error(
          ExitCode::refused,
          fmt::format(fmt::runtime(tr("round {}, board {}: tie-break game {} already has the result {}; "
                                      "to correct it, give the reason (--correct REASON); nothing "
                                      "was changed")),
                      round, board, seq,
                      tournament::code(b->tiebreaks[static_cast<std::size_t>(seq - 1)].result)));
    }
    // The game must fit the match as it stood before it: level, and no stage already passed.
    auto before = *b;
    if (seq >= 1 && seq <= count + 1) before.tiebreaks.resize(static_cast<std::size_t>(seq - 1));
    if (const auto fits = tournament::may_add_tiebreak(before, scoring, *parsed_stage); !fits) {
      throw Error(ExitCode::refused,
                  fmt::format(fmt::runtime(tr("round {}, board {}: {}; nothing was changed")), round, board,
                              tr(fits.error().c_str())));
    }
  }
  return accepted(rounds.set_tiebreak(event, round, board, seq == 0 ? 1 : seq,
                                      tournament::TieBreakGame{*parsed_stage, *parsed}, m_session.stamp(),
                                      correction));
}

db::ClearedResult ResultService::clear(tournament::EventId event, int round, int board, int game,
                                       std::string_view reason) {
  require_event(m_session, event);
  if (reason.find_first_not_of(" \t") == std::string_view::npos) {
    throw Error(ExitCode::input, tr("--reason: say why the result is cleared (the audit log keeps it); "
                                    "nothing was changed"));
  }
  db::RoundRepository rounds(m_session.database());
  const auto found = rounds.find(event, round);
  if (const auto old = stored_result(found ? &*found : nullptr, board, game)) {
    if (!*old) {
      throw Error(ExitCode::refused,
                  fmt::format(fmt::runtime(tr("{} has no result to clear; nothing was changed")),
                              game_name(round, board, game)));
    }
    const auto all = rounds.list(event);
    if (all.back().number > round) {
      throw Error(ExitCode::refused,
                  fmt::format(fmt::runtime(tr("round {} has been paired on the result of {}; correct that "
                                              "result instead (result set --correct); nothing was changed")),
                              all.back().number, game_name(round, board, game)));
    }
  }
  auto cleared = accepted(rounds.clear_result(event, round, board, game, reason, m_session.stamp()));
  // A clock never started may start now; one that ended stays ended (a correction restores the result).
  if (auto* clocks = m_session.live_clocks(event.value, round, game)) clocks->result_cleared(board);
  return cleared;
}

std::string ResultService::correction_effect(tournament::EventId event, int round) {
  require_event(m_session, event);
  return app::correction_effect(db::RoundRepository(m_session.database()).list(event), round);
}

std::vector<GameClockLog> ResultService::clock_log(tournament::EventId event, int round, int board) {
  require_event(m_session, event);
  const auto r = db::RoundRepository(m_session.database()).find(event, round);
  if (!r)
    throw Error(ExitCode::input,
                "--round: event " + std::to_string(event.value) + " has no round " + std::to_string(round));
  const auto* b = r->board(board);
  if (b == nullptr) {
    throw Error(ExitCode::input,
                "--board: round " + std::to_string(round) + " has no board " + std::to_string(board));
  }
  std::vector<GameClockLog> logs;
  const db::ClockJournal journal(m_session.database());
  for (int game = 1; game <= static_cast<int>(b->games.size()); ++game) {
    logs.push_back(GameClockLog{game, journal.load(db::GameKey{event, round, board, game})});
  }
  return logs;
}

}  // namespace shashki::app
