#include "model_json.hpp"

#include "shashki/tournament/calendar.hpp"

namespace shashki::db {

namespace {

template <class T, class Write>
nlohmann::json optional_json(const std::optional<T>& value, Write write) {
  return value ? nlohmann::json(write(*value)) : nlohmann::json(nullptr);
}

nlohmann::json optional_date(const std::optional<std::chrono::year_month_day>& date) {
  return optional_json(date, tournament::format_iso_date);
}

template <class T>
nlohmann::json optional_value(const std::optional<T>& value) {
  return optional_json(value, [](const T& v) { return v; });
}

}  // namespace

nlohmann::json to_json(const tournament::Event& e) {
  using tournament::code;
  return {{"id", e.id.value},
          {"name", e.name},
          {"start_date", optional_date(e.start_date)},
          {"end_date", optional_date(e.end_date)},
          {"venue", e.venue},
          {"chief_arbiter", e.chief_arbiter},
          {"arbiters", e.arbiters},
          {"discipline", code(e.discipline)},
          {"control", e.time_control},
          {"system", code(e.system)},
          {"rounds", e.rounds},
          {"scoring", code(e.scale)},
          {"micro_match", e.micro_match},
          {"match_scoring", code(e.match_scoring)},
          {"tiebreaks", tournament::tiebreak_codes(e.tiebreaks)},
          {"opening_table", e.opening_table},
          {"rule_edition", e.rule_edition},
          {"opening_csv", e.opening_csv},
          {"norm_csv", e.norm_csv},
          {"half_byes", e.half_byes},
          {"tiebreak_edition", code(e.tiebreak_edition)},
          {"board_results", code(e.board_results)},
          {"prize_money", code(e.prize_money)}};
}

nlohmann::json to_json(const tournament::Player& p) {
  using tournament::code;
  return {{"id", p.id.value},
          {"number", p.number},
          {"name", p.name},
          {"rating", optional_value(p.rating)},
          {"title", code(p.title)},
          {"club", p.club},
          {"city", p.city},
          {"federation", p.federation},
          {"birth", optional_date(p.birth)},
          {"birth_year", p.birth_year ? nlohmann::json(*p.birth_year) : nlohmann::json(nullptr)},
          {"status", code(p.status)},
          {"withdrawn_from", optional_value(p.withdrawn_from)},
          {"late_entry_round", optional_value(p.late_entry_round)},
          {"sex", p.sex == tournament::Sex::unknown ? nlohmann::json(nullptr) : nlohmann::json(code(p.sex))},
          {"region", p.region},
          {"coach", p.coach}};
}

nlohmann::json to_json(const tournament::Board& b) {
  nlohmann::json results = nlohmann::json::array();
  for (const auto& game : b.games) {
    results.push_back(game ? nlohmann::json(tournament::code(*game)) : nlohmann::json(nullptr));
  }
  nlohmann::json doc = {
      {"board", b.number},
      {"white", b.white.value},
      {"black", optional_json(b.black, [](tournament::PlayerId id) { return id.value; })},
      {"bye", optional_json(b.bye, [](tournament::ByeKind k) { return tournament::code(k); })},
      {"opening", optional_value(b.opening)},
      {"results", results}};
  for (const auto& game : b.tiebreaks) {
    doc["tiebreaks"].push_back(
        {{"stage", tournament::code(game.stage)}, {"result", tournament::code(game.result)}});
  }
  return doc;
}

nlohmann::json to_json(const tournament::Round& r) {
  nlohmann::json boards = nlohmann::json::array();
  for (const auto& b : r.boards) boards.push_back(to_json(b));
  return {{"round", r.number}, {"state", tournament::code(r.state)}, {"boards", boards}};
}

}  // namespace shashki::db
