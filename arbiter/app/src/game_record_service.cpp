#include "shashki/app/game_record_service.hpp"

#include "service_support.hpp"
#include "shashki/app/i18n.hpp"
#include "shashki/app/rulings.hpp"
#include "shashki/db/live_repository.hpp"
#include "shashki/rules/fen.hpp"
#include "shashki/rules/notation.hpp"
#include "shashki/rules/pdn.hpp"
#include "shashki/rules/square.hpp"

#include <fmt/format.h>

namespace shashki::app {

std::vector<DiagramSquare> diagram(std::string_view fen) {
  std::vector<DiagramSquare> squares;
  const auto parsed = rules::parse_fen(fen);
  if (!parsed) return squares;
  static constexpr const char* pieces[] = {"white-man", "white-king", "black-man", "black-king"};
  for (int rank = 7; rank >= 0; --rank) {
    for (int file = 0; file < 8; ++file) {
      const auto square = rules::Square::at(file, rank);
      if (!square || (rules::dark_squares & square->bit()) == 0) continue;
      const auto piece = parsed.value().piece_at(*square);
      squares.push_back(DiagramSquare{square->name(), file, rank,
                                      piece ? pieces[static_cast<int>(*piece)] : std::string()});
    }
  }
  return squares;
}

std::string initial_fen() {
  return rules::to_fen(rules::Position::initial());
}

rules::GameRecord replay_moves(const tournament::GameMoves& moves) {
  rules::GameRecord record(moves.start_fen ? read_fen(*moves.start_fen, "") : rules::Position::initial());
  for (const auto& move : moves.moves) {
    const auto parsed = rules::parse_move(record.current(), move.notation);
    if (!parsed) {
      throw Error(ExitCode::database,
                  Message(N_("the stored move {ply} '{move}' no longer replays; the game record is damaged"))
                      .with("ply", move.ply)
                      .with("move", move.notation));
    }
    record.play(*parsed);
  }
  return record;
}

tournament::GameMoves GameRecordService::moves(const tournament::GameKey& game) {
  return db::LiveRepository(m_session.database()).load_moves(game);
}

rules::GameRecord GameRecordService::record(const tournament::GameKey& game) {
  return replay_moves(moves(game));
}

MoveEntry GameRecordService::enter_move(const tournament::GameKey& game, std::string_view text) {
  const auto record = this->record(game);
  MoveEntry entry;
  entry.ply = record.plies() + 1;
  const auto ruling = rules::adjudicate(record.current(), text);
  if (!ruling.legal()) {
    entry.clause = std::string(rules::clause_of(ruling.violation));
    entry.message = fmt::format(
        fmt::runtime(tr("move {ply} '{move}' is not legal: {why} ({clause}); nothing was stored")),
        fmt::arg("ply", entry.ply), fmt::arg("move", text), fmt::arg("why", reason(ruling.violation)),
        fmt::arg("clause", entry.clause));
    return entry;
  }
  const auto next = record.current().succ(*ruling.move);
  tournament::MoveRow row{entry.ply, rules::format_move(record.current(), *ruling.move), rules::to_fen(next)};
  const auto stored =
      accepted(db::LiveRepository(m_session.database()).append_move(game, row, m_session.stamp()));
  entry.accepted = true;
  entry.notation = stored.notation;
  entry.fen_after = stored.fen_after;
  return entry;
}

PdnImport GameRecordService::import_pdn(const tournament::GameKey& game, std::string_view text) {
  PdnImport answer;
  const auto games = rules::parse_pdn(text);
  if (!games) {
    answer.line = games.error().line;
    answer.column = games.error().column;
    answer.message = explain(games.error(), "PDN");
    return answer;
  }
  if (games->empty()) {
    answer.message = tr("the PDN text holds no game");
    return answer;
  }
  const auto replayed = rules::replay(games->front());
  if (!replayed) {
    answer.line = replayed.error().line;
    answer.column = replayed.error().column;
    answer.message = explain(replayed.error(), "PDN");
    return answer;
  }
  if (const auto& error = replayed->error) {
    answer.plies = error->ply;
    answer.line = error->token.line;
    answer.column = error->token.column;
    answer.clause = std::string(rules::clause_of(error->violation));
    answer.message = fmt::format(
        fmt::runtime(tr(
            "PDN:{line}:{column}: move {ply} '{move}' is not legal: {why} ({clause}); nothing was stored")),
        fmt::arg("line", answer.line), fmt::arg("column", answer.column), fmt::arg("ply", error->ply),
        fmt::arg("move", error->written), fmt::arg("why", reason(error->violation)),
        fmt::arg("clause", answer.clause));
    return answer;
  }
  const auto& record = replayed->record;
  tournament::GameMoves moves;
  if (!(record.start() == rules::Position::initial())) moves.start_fen = rules::to_fen(record.start());
  for (int ply = 1; ply <= record.plies(); ++ply) {
    moves.moves.push_back({ply, rules::format_move(record.position(ply - 1), record.move(ply)),
                           rules::to_fen(record.position(ply))});
  }
  accepted(db::LiveRepository(m_session.database()).replace_moves(game, std::move(moves), m_session.stamp()));
  answer.accepted = true;
  answer.plies = record.plies();
  return answer;
}

void GameRecordService::set_start(const tournament::GameKey& game, std::string_view fen) {
  const auto position = read_fen(fen);
  db::LiveRepository repository(m_session.database());
  if (!repository.load_moves(game).moves.empty()) {
    throw Error(ExitCode::refused,
                Message(N_("the game already has recorded moves; import it as PDN with a [FEN] tag instead"))
                    .about("fen"));
  }
  accepted(
      repository.replace_moves(game, tournament::GameMoves{rules::to_fen(position), {}}, m_session.stamp()));
}

}  // namespace shashki::app
