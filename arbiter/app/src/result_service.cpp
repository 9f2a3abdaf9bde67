#include "shashki/app/result_service.hpp"

#include "clock_ending.hpp"
#include "service_support.hpp"
#include "shashki/app/clock_reason.hpp"
#include "shashki/app/i18n.hpp"
#include "shashki/app/load_tournament.hpp"
#include "shashki/app/stored_message.hpp"
#include "shashki/db/clock_journal.hpp"
#include "shashki/db/live_repository.hpp"
#include "shashki/db/round_repository.hpp"
#include "shashki/tournament/knockout_match.hpp"
#include "shashki/tournament/round_rules.hpp"
#include "shashki/tournament/withdrawal_results.hpp"
#include "withdrawal_forfeits.hpp"

#include <fmt/format.h>

#include <optional>
#include <string>

namespace shashki::app {

namespace {

// `message` about the result the judge typed.
Message about_result(Message message) {
  return std::move(message.about("result"));
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

// Tie-break games are a knockout's: Error(input) for any other event.
void require_knockout(const tournament::Event& settings) {
  if (settings.system != tournament::PairingSystem::knockout) {
    throw Error(ExitCode::input,
                Message(N_("tie-break games decide a level knockout match; this event is not a "
                           "knockout; nothing was changed"))
                    .about("event"));
  }
}

}  // namespace

tournament::Board ResultService::set(tournament::EventId event, int round, int board, int game,
                                     std::string_view result, std::string_view correction) {
  const auto parsed = require_event(m_session, event).scoring().parse_entry(result);
  if (!parsed) throw Error(ExitCode::input, about_result(parsed.problem()));
  return set(event, round, board, game, *parsed, correction);
}

tournament::Board ResultService::set(tournament::EventId event, int round, int board, int game,
                                     tournament::GameResult result, std::string_view correction) {
  return enter(event, round, board, game, result, correction, "result.set");
}

std::vector<tournament::ResultProposal> ResultService::proposals(tournament::EventId event, int round) {
  return db::LiveRepository(m_session.database()).proposals(event, round);
}

tournament::Board ResultService::confirm_proposal(tournament::EventId event, int round, int board, int game) {
  const auto pending =
      db::LiveRepository(m_session.database()).find_proposal(tournament::GameKey{event, round, board, game});
  const auto result = accepted(tournament::check_proposal_confirmation(board, pending));
  return enter(event, round, board, game, result, {}, "result.confirm");
}

void ResultService::dismiss_proposal(tournament::EventId event, int round, int board, int game) {
  accepted(db::LiveRepository(m_session.database())
               .dismiss_proposal(tournament::GameKey{event, round, board, game}, m_session.stamp()));
}

tournament::Board ResultService::enter_agreed(tournament::EventId event, int round, int board, int game,
                                              tournament::GameResult result) {
  return enter(event, round, board, game, result, {}, "result.agree");
}

tournament::Board ResultService::enter(tournament::EventId event, int round, int board, int game,
                                       tournament::GameResult result, std::string_view correction,
                                       std::string_view action) {
  const auto settings = require_event(m_session, event);
  const auto scoring = settings.scoring();
  if (game < 1 || game > scoring.games_per_board()) {
    const bool knockout = settings.system == tournament::PairingSystem::knockout;
    Message m =
        scoring.micro_match()
            ? (knockout ? Message(N_("{game} is not a game of this event, which plays micro-matches of "
                                     "games 1 and 2; the tie-break games of a level knockout match are "
                                     "recorded apart"))
                        : Message(N_("{game} is not a game of this event, which plays micro-matches of "
                                     "games 1 and 2")))
            : (knockout ? Message(N_("{game} is not a game of this event, which plays single games "
                                     "(game 1); the tie-break games of a level knockout match are "
                                     "recorded apart"))
                        : Message(N_("{game} is not a game of this event, which plays single games "
                                     "(game 1)")));
    throw Error(ExitCode::input, std::move(m.with("game", game).about("game")));
  }
  db::RoundRepository rounds(m_session.database());
  // The game must take a result (tournament::check_result_entry), checked here once; the
  // repository only stores it.
  const auto t = load_tournament(m_session, event);
  const auto* r = t.round(round);
  if (r == nullptr) throw Error(ExitCode::refused, no_round(event, round));
  const auto b = accepted(tournament::check_result_entry(*r, board, game));
  if (correction.empty()) {
    // A withdrawn player's games follow from the withdrawal; only a correction may change them.
    accepted(tournament::check_played_result(t, b, round));
    if (const auto& old = b.games[static_cast<std::size_t>(game - 1)]) {
      throw Error(ExitCode::refused,
                  Message(N_("round {round}, board {board}, game {game} already has the result {result}; to "
                             "correct it, give the reason for the correction; nothing was changed"))
                      .with("round", round)
                      .with("board", board)
                      .with("game", game)
                      .with("result", std::string(tournament::code(*old)))
                      .about("correct"));
    }
  }
  // The game is over: its clock ends in the same action (a result the judge enters, or one a
  // flag or claim gave).
  // What the correction does to the rounds paired after it, stored in no language (stored_message).
  std::string effect;
  if (!correction.empty()) {
    if (const auto m = correction_effect_message(rounds.list(event), round)) effect = stored_message(*m);
  }
  ClockEndings endings(m_session, event, round, m_live);
  endings.end(board, game, clock_reason::result_entered(tournament::code(result)));
  auto stored = accepted(rounds.set_result(event, round, board, game, result, m_session.stamp(), correction,
                                           endings.writes(), effect, action));
  endings.committed();
  return stored;
}

tournament::Board ResultService::set_tiebreak(tournament::EventId event, int round, int board,
                                              std::string_view stage, std::string_view result, int seq,
                                              std::string_view correction) {
  const auto settings = require_event(m_session, event);
  require_knockout(settings);
  const auto parsed_stage = tournament::knockout_stage_from_code(stage);
  if (!parsed_stage) {
    throw Error(ExitCode::input,
                Message(N_("'{stage}' is not a tie-break stage; use rapid, lightning or deciding"))
                    .with("stage", std::string(stage))
                    .about("stage"));
  }
  const auto parsed = settings.scoring().parse_entry(result);
  if (!parsed) throw Error(ExitCode::input, about_result(parsed.problem()));
  return set_tiebreak(event, round, board, *parsed_stage, *parsed, seq, correction);
}

tournament::Board ResultService::set_tiebreak(tournament::EventId event, int round, int board,
                                              tournament::KnockoutStage stage, tournament::GameResult result,
                                              int seq, std::string_view correction) {
  const auto settings = require_event(m_session, event);
  require_knockout(settings);
  const auto scoring = settings.scoring();
  db::RoundRepository rounds(m_session.database());
  const auto r = rounds.find(event, round);
  if (!r) throw Error(ExitCode::refused, no_round(event, round));
  // The board must take the game (tournament::check_tiebreak_entry), checked here once.
  const auto b = accepted(tournament::check_tiebreak_entry(*r, board, seq == 0 ? 1 : seq));
  const auto count = static_cast<int>(b.tiebreaks.size());
  if (seq == 0) seq = count + 1;
  if (seq <= count && correction.empty()) {
    throw Error(
        ExitCode::refused,
        Message(N_("round {round}, board {board}: tie-break game {seq} already has the result "
                   "{result}; to correct it, give the reason for the correction; nothing was changed"))
            .with("round", round)
            .with("board", board)
            .with("seq", seq)
            .with("result",
                  std::string(tournament::code(b.tiebreaks[static_cast<std::size_t>(seq - 1)].result)))
            .about("correct"));
  }
  // The game must fit the match as it stood before it: level, and no stage already passed.
  auto before = b;
  before.tiebreaks.resize(static_cast<std::size_t>(seq - 1));
  if (const auto fits = tournament::may_add_tiebreak(before, scoring, stage); !fits) {
    // The knockout rule says why (its message); the board is the field it concerns.
    Message why = fits.problem();
    throw Error(ExitCode::refused, std::move(why.about("board")));
  }
  return accepted(rounds.set_tiebreak(event, round, board, seq,
                                      tournament::KnockoutTiebreakGame{stage, result}, m_session.stamp(),
                                      correction));
}

tournament::ClearedResult ResultService::clear(tournament::EventId event, int round, int board, int game,
                                               std::string_view reason) {
  require_event(m_session, event);
  if (reason.find_first_not_of(" \t") == std::string_view::npos) {
    throw Error(ExitCode::input, Message(N_("say why the result is cleared (the audit log keeps it); nothing "
                                            "was changed"))
                                     .about("reason"));
  }
  db::RoundRepository rounds(m_session.database());
  const auto found = rounds.find(event, round);
  if (const auto old = stored_result(found ? &*found : nullptr, board, game)) {
    if (!*old) {
      throw Error(ExitCode::refused,
                  Message(N_("round {round}, board {board}, game {game} has no result to clear; nothing was "
                             "changed"))
                      .with("round", round)
                      .with("board", board)
                      .with("game", game)
                      .about("game"));
    }
    const auto all = rounds.list(event);
    if (all.back().number > round) {
      throw Error(ExitCode::refused,
                  Message(N_("round {paired} has been paired on the result of round {round}, board {board}, "
                             "game {game}; correct that result instead of clearing it; nothing was changed"))
                      .with("paired", all.back().number)
                      .with("round", round)
                      .with("board", board)
                      .with("game", game)
                      .about("round"));
    }
  }
  auto cleared = accepted(rounds.clear_result(event, round, board, game, reason, m_session.stamp()));
  // A clock never started may start now; one that ended stays ended (a correction restores the result).
  // The live clocks running any game of the board hear of it: a later game in play not yet
  // started gives way to the one cleared.
  const auto* played = found ? found->board(board) : nullptr;
  const int games = played != nullptr ? static_cast<int>(played->games.size()) : game;
  for (int g = 1; g <= games; ++g) {
    if (m_live != nullptr && m_live->runs(event, round, board, g)) {
      m_live->result_cleared(board, game);
      break;
    }
  }
  return cleared;
}

std::string ResultService::correction_effect(tournament::EventId event, int round) {
  require_event(m_session, event);
  return app::correction_effect(db::RoundRepository(m_session.database()).list(event), round);
}

std::vector<GameClockLog> ResultService::clock_log(tournament::EventId event, int round, int board) {
  require_event(m_session, event);
  const auto r = db::RoundRepository(m_session.database()).find(event, round);
  if (!r) throw Error(ExitCode::input, no_round(event, round));
  const auto* b = r->board(board);
  if (b == nullptr) {
    throw Error(ExitCode::input, Message(N_("round {round} has no board {board}"))
                                     .with("round", round)
                                     .with("board", board)
                                     .about("board"));
  }
  std::vector<GameClockLog> logs;
  const db::ClockJournal journal(m_session.database());
  for (int game = 1; game <= static_cast<int>(b->games.size()); ++game) {
    logs.push_back(GameClockLog{game, journal.load(tournament::GameKey{event, round, board, game})});
  }
  return logs;
}

}  // namespace shashki::app
