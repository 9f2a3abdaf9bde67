#include "shashki/tournament/team_tiebreak.hpp"

#include "shashki/tournament/team.hpp"

#include <algorithm>
#include <array>
#include <cctype>
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
constexpr std::array<TeamTiebreakEntry, 19> team_tiebreak_table{{
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
      return 0;  // match points by match points, wins, board results shown by rank only
  }
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
