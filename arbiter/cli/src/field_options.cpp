#include "field_options.hpp"

#include <utility>

namespace shashki::cli {

std::string_view option_of_field(std::string_view field) {
  static constexpr std::pair<std::string_view, std::string_view> options[] = {
      {"event", "--event"},
      {"round", "--round"},
      {"board", "--board"},
      {"game", "--game"},
      {"player", "--player"},
      {"player_id", "--player-id"},
      {"reason", "--reason"},
      {"name", "--name"},
      {"rating", "--rating"},
      {"title", "--title"},
      {"club", "--club"},
      {"city", "--city"},
      {"birth", "--birth"},
      {"sex", "--sex"},
      {"region", "--region"},
      {"coach", "--coach"},
      {"section", "--section"},
      {"until_round", "--until"},
      {"ground", "--ground"},
      {"place", "--place"},
      {"value", "--value"},
      {"born_from", "--born-from"},
      {"system", "--system"},
      {"discipline", "--discipline"},
      {"control", "--control"},
      {"rounds", "--rounds"},
      {"scoring", "--scoring"},
      {"tiebreaks", "--tiebreaks"},
      {"tiebreak_edition", "--tiebreak-edition"},
      {"half_byes", "--half-byes"},
      {"start", "--start"},
      {"end", "--end"},
      {"out", "--out"},
      {"trf", "--trf"},
      {"csv", "--csv"},
      {"fen", "--fen"},
      {"pdn", "--pdn"},
      {"opening_table", "--opening-table"},
      {"side", "--side"},
      {"seconds", "--seconds"},
      {"stage", "--stage"},
      {"players", "--players"},
      {"kind", "--kind"},
      {"after_round", "--after-round"},
      {"from_round", "--from-round"},
      {"to", "--to"},
      {"correct", "--correct"},
      {"keep", "--keep"},
      {"confirm", "--confirm"},
      {"swap", "--swap"},
      {"exchange", "--exchange"},
      {"forbid", "--forbid"},
      {"micro_match", "--micro-match"},
      {"match_scoring", "--match-scoring"},
      {"regulations_differ", "--regulations-differ"},
      {"format", "--format"},
      {"listen", "--listen"},
      {"base_url", "--base-url"},
      {"qr_base_url", "--qr-base-url"},
      {"min_games", "--min-games"},
      {"team", "--team"},
      {"line_up", "--players"},
      {"pairs", "--pairs"},
      {"match_points", "--match-points"},
      {"team_boards", "--team-boards"},
      {"board_colours", "--board-colours"},
      {"result", "--result"},
  };
  for (const auto& [name, option] : options) {
    if (name == field) return option;
  }
  return {};
}

std::string with_option(std::string_view field, const std::string& translated) {
  const std::string_view option = option_of_field(field);
  if (option.empty()) return translated;
  return std::string(option) + ": " + translated;
}

}  // namespace shashki::cli
