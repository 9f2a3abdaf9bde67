#include "live_support.hpp"

#include "service_support.hpp"
#include "shashki/app/game_conditions.hpp"
#include "shashki/app/game_record_service.hpp"
#include "shashki/app/rulings.hpp"
#include "shashki/db/live_repository.hpp"

namespace shashki::app {

namespace {

nlohmann::json material_json(const SideMaterial& m) {
  return {{"men", m.men}, {"kings", m.kings}, {"on_big_road", m.on_big_road}, {"can_win", m.can_win}};
}

SideMaterial material_from_json(const nlohmann::json& j) {
  SideMaterial m;
  m.men = j.value("men", 0);
  m.kings = j.value("kings", 0);
  m.on_big_road = j.value("on_big_road", false);
  m.can_win = j.value("can_win", true);
  return m;
}

std::optional<rules::Color> color_from(const nlohmann::json& j) {
  if (!j.is_string()) return std::nullopt;
  return j.get<std::string>() == "white" ? rules::Color::white : rules::Color::black;
}

}  // namespace

std::string side_code(rules::Color side) {
  return side == rules::Color::white ? "white" : "black";
}

GameSituation board_situation(Session& session, const RoundClocks& clocks, int board,
                              const std::optional<std::string>& fen) {
  const auto event = require_event(session, clocks.event());
  const auto moves = db::LiveRepository(session.database()).load_moves(clocks.game(board));
  const auto conditions = game_conditions(event.discipline, clocks.control(board), !moves.moves.empty());
  if (fen) return situation_of(rules::GameRecord(read_fen(*fen, "fen")), conditions);
  return situation_of(replay_moves(moves), conditions);
}

nlohmann::json situation_json(const GameSituation& s) {
  auto counts = nlohmann::json::array();
  for (const auto& c : s.counts) {
    counts.push_back({{"clause", c.clause},
                      {"side", c.side ? nlohmann::json(side_code(*c.side)) : nlohmann::json(nullptr)},
                      {"moves", c.moves},
                      {"limit", c.limit}});
  }
  return {{"fen", s.facts.fen},
          {"to_move", side_code(s.facts.to_move)},
          {"white", material_json(s.facts.white)},
          {"black", material_json(s.facts.black)},
          {"bare_king",
           s.facts.bare_king ? nlohmann::json(side_code(*s.facts.bare_king)) : nlohmann::json(nullptr)},
          {"white_moves", s.white_moves},
          {"black_moves", s.black_moves},
          {"plies", s.record.plies()},
          {"increment", s.conditions.increment},
          {"offer_allowed", s.offer_allowed},
          {"occurrences", s.occurrences},
          {"counts", counts}};
}

nlohmann::json endgame_json(const EndgameFinding& f) {
  const EndgameReport& r = f.report;
  const auto value = r.in_databases ? r.value : std::nullopt;
  nlohmann::json line = nlohmann::json::array();
  for (const auto& m : r.line) line.push_back(m);
  return {{"pieces", r.pieces},
          {"in_databases", r.in_databases},
          {"verdict", value ? nlohmann::json(endgame::code(value->result)) : nlohmann::json(nullptr)},
          {"plies_to_end",
           value && value->plies_to_end() ? nlohmann::json(*value->plies_to_end()) : nlohmann::json(nullptr)},
          {"verdict_with_counts",
           r.counting ? nlohmann::json(endgame::code(r.counting->with_counts)) : nlohmann::json(nullptr)},
          {"best", r.best.empty() ? nlohmann::json(nullptr) : nlohmann::json(r.best.front().notation)},
          {"line", line},
          {"error", f.error.empty() ? nlohmann::json(nullptr) : nlohmann::json(f.error)},
          {"text", f.text}};
}

PositionFacts facts_from_json(const nlohmann::json& j) {
  PositionFacts f;
  f.fen = j.value("fen", "");
  f.to_move = color_from(j.value("to_move", nlohmann::json())).value_or(rules::Color::white);
  f.white = material_from_json(j.value("white", nlohmann::json::object()));
  f.black = material_from_json(j.value("black", nlohmann::json::object()));
  f.bare_king = color_from(j.value("bare_king", nlohmann::json()));
  return f;
}

std::vector<CountView> counts_from_json(const nlohmann::json& j) {
  std::vector<CountView> out;
  for (const auto& c : j.value("counts", nlohmann::json::array())) {
    out.push_back({c.value("clause", ""), color_from(c.value("side", nlohmann::json())), c.value("moves", 0),
                   c.value("limit", 0)});
  }
  return out;
}

}  // namespace shashki::app
