#include "shashki/tournament/team_tiebreak.hpp"

#include "shashki/tournament/team.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdint>
#include <string>

// Marks the English names for xgettext: the app translates them (tournament is core).
#ifndef N_
#define N_(text) text
#endif

namespace shashki::tournament {

namespace {

struct TeamTiebreakEntry {
  TeamTiebreak tiebreak;
  std::string_view code;
  std::string_view name;
  std::string_view article;  // of FIDE C.07 (2026)
};

// Codes are stored in event settings: they never change once released.
constexpr std::array<TeamTiebreakEntry, 24> team_tiebreak_table{{
    {TeamTiebreak::secondary_score, "MPVGP", N_("Secondary score (match points v game points)"), "13.1"},
    {TeamTiebreak::buchholz, "BH", N_("Buchholz"), "8.1"},
    {TeamTiebreak::buchholz_cut1, "BH-C1", N_("Buchholz Cut-1"), "14.1"},
    {TeamTiebreak::koya, "KS", N_("Koya"), "9.2"},
    {TeamTiebreak::sb_match_match, "EMMSB", N_("Extended Sonneborn-Berger (match x match)"), "13.2.1"},
    {TeamTiebreak::sb_match_game, "EMGSB", N_("Extended Sonneborn-Berger (match x game)"), "13.2.2"},
    {TeamTiebreak::sb_game_match, "EGMSB", N_("Extended Sonneborn-Berger (game x match)"), "13.2.3"},
    {TeamTiebreak::sb_game_game, "EGGSB", N_("Extended Sonneborn-Berger (game x game)"), "13.2.4"},
    {TeamTiebreak::sb_match_match_cut1, "EMMSB-C1", N_("Extended Sonneborn-Berger (match x match) Cut-1"),
     "14.1"},
    {TeamTiebreak::sb_match_game_cut1, "EMGSB-C1", N_("Extended Sonneborn-Berger (match x game) Cut-1"),
     "14.1.2"},
    {TeamTiebreak::sb_game_match_cut1, "EGMSB-C1", N_("Extended Sonneborn-Berger (game x match) Cut-1"),
     "14.1"},
    {TeamTiebreak::sb_game_game_cut1, "EGGSB-C1", N_("Extended Sonneborn-Berger (game x game) Cut-1"),
     "14.1"},
    {TeamTiebreak::wins, "WIN", N_("Number of matches won"), "7.1"},
    {TeamTiebreak::progressive, "PS", N_("Progressive score"), "7.5"},
    {TeamTiebreak::board_count, "BC", N_("Board count"), "12.1"},
    {TeamTiebreak::top_board_result, "TBR", N_("Top board result"), "12.2"},
    {TeamTiebreak::bottom_board_elimination, "BBE", N_("Bottom board elimination"), "12.3"},
    {TeamTiebreak::direct_encounter, "DE", N_("Direct encounter"), "6"},
    {TeamTiebreak::extended_direct_encounter, "EDE", N_("Extended direct encounter"), "13.3.1"},
    {TeamTiebreak::score_strength_combination, "SSSC", N_("Score and strength combination"), "13.4"},
    {TeamTiebreak::ede_top_board, "EDET", N_("Extended direct encounter, then top board results"), "13.3.2"},
    {TeamTiebreak::ede_bottom_board, "EDEB", N_("Extended direct encounter, then bottom board elimination"),
     "13.3.2"},
    {TeamTiebreak::ede_board_count_top, "EDEBT",
     N_("Extended direct encounter, then board count and top board results"), "13.3.2"},
    {TeamTiebreak::ede_board_count_bottom, "EDEBB",
     N_("Extended direct encounter, then board count and bottom board elimination"), "13.3.2"},
}};

const TeamTiebreakEntry& team_tiebreak_entry(TeamTiebreak tiebreak) {
  return *std::find_if(team_tiebreak_table.begin(), team_tiebreak_table.end(),
                       [&](const TeamTiebreakEntry& e) { return e.tiebreak == tiebreak; });
}

}  // namespace

std::string_view code(TeamTiebreak tiebreak) {
  return team_tiebreak_entry(tiebreak).code;
}

std::string_view name(TeamTiebreak tiebreak) {
  return team_tiebreak_entry(tiebreak).name;
}

std::string_view article(TeamTiebreak tiebreak) {
  return team_tiebreak_entry(tiebreak).article;
}

std::optional<TeamTiebreak> team_tiebreak_from_code(std::string_view text) {
  std::string upper(text);
  std::transform(upper.begin(), upper.end(), upper.begin(),
                 [](unsigned char c) { return static_cast<char>(std::toupper(c)); });
  for (const TeamTiebreakEntry& e : team_tiebreak_table) {
    if (e.code == upper) return e.tiebreak;
  }
  return std::nullopt;
}

Checked<std::vector<TeamTiebreak>> team_tiebreaks_from_codes(const std::vector<std::string>& codes) {
  std::vector<TeamTiebreak> list;
  for (const auto& item : codes) {
    const auto tiebreak = team_tiebreak_from_code(item);
    if (!tiebreak) {
      std::string known;
      for (const auto t : all_team_tiebreaks()) known += (known.empty() ? "" : ", ") + std::string(code(t));
      return Checked<std::vector<TeamTiebreak>>::failure(
          Message(N_("'{item}' is not a team tie-break code; the codes are {codes}; nothing was changed"))
              .with("item", item)
              .with("codes", known)
              .about("tiebreaks"));
    }
    list.push_back(*tiebreak);
  }
  return list;
}

int game_point_factors(TeamTiebreak tiebreak, PrimaryScore primary) {
  const int on_primary = primary == PrimaryScore::game_points ? 1 : 0;
  switch (tiebreak) {
    case TeamTiebreak::secondary_score:
      return 1 - on_primary;
    case TeamTiebreak::buchholz:
    case TeamTiebreak::buchholz_cut1:
    case TeamTiebreak::koya:
    case TeamTiebreak::progressive:
    case TeamTiebreak::direct_encounter:
    case TeamTiebreak::extended_direct_encounter:
    case TeamTiebreak::ede_top_board:
    case TeamTiebreak::ede_bottom_board:
    case TeamTiebreak::ede_board_count_top:
    case TeamTiebreak::ede_board_count_bottom:
      return on_primary;
    case TeamTiebreak::sb_match_game:
    case TeamTiebreak::sb_match_game_cut1:
    case TeamTiebreak::sb_game_match:
    case TeamTiebreak::sb_game_match_cut1:
    case TeamTiebreak::board_count:
      return 1;
    case TeamTiebreak::sb_game_game:
    case TeamTiebreak::sb_game_game_cut1:
      return 2;
    default:
      // Match points by match points, wins, board results shown by rank only; SSSC is FIDE's
      // number on the 1-0.5-0 reading of game points (its divisor weighs a won game as 1).
      return 0;
  }
}

TiebreakValue team_value_on_scale(TeamTiebreak tiebreak, PrimaryScore primary, const TiebreakValue& value,
                                  ScoringScale scale) {
  std::int64_t factor = 1;
  if (scale == ScoringScale::two_one_zero) {
    for (int f = game_point_factors(tiebreak, primary); f > 0; --f) factor *= 2;
  }
  // Weighted points are shown on 1-0.5-0 like points (halved), so one unit reads both.
  return TiebreakValue(
      value.numerator() * factor, value.denominator(),
      value.unit() == TiebreakValue::Unit::count ? TiebreakValue::Unit::count : TiebreakValue::Unit::points);
}

std::vector<TeamTiebreak> default_team_tiebreaks(PairingSystem system) {
  if (system == PairingSystem::swiss) {
    return {TeamTiebreak::secondary_score, TeamTiebreak::buchholz_cut1, TeamTiebreak::buchholz,
            TeamTiebreak::direct_encounter};
  }
  return {TeamTiebreak::secondary_score, TeamTiebreak::sb_match_game, TeamTiebreak::direct_encounter,
          TeamTiebreak::top_board_result};
}

const std::vector<TeamTiebreak>& all_team_tiebreaks() {
  static const std::vector<TeamTiebreak> all = [] {
    std::vector<TeamTiebreak> list;
    for (const TeamTiebreakEntry& e : team_tiebreak_table) list.push_back(e.tiebreak);
    return list;
  }();
  return all;
}

}  // namespace shashki::tournament
