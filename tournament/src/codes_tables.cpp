// The stable text codes of the tournament enums. Append only: a released code never changes,
// since databases and exported files hold it.
#include "shashki/tournament/bye.hpp"
#include "shashki/tournament/codes.hpp"
#include "shashki/tournament/discipline.hpp"
#include "shashki/tournament/message.hpp"
#include "shashki/tournament/pairing_system.hpp"
#include "shashki/tournament/player.hpp"
#include "shashki/tournament/round.hpp"
#include "shashki/tournament/scoring.hpp"

#include <array>

namespace shashki::tournament {

namespace {

constexpr std::array<CodeEntry<PairingSystem>, 4> system_codes{{
    {PairingSystem::swiss, "swiss"},
    {PairingSystem::round_robin, "round-robin"},
    {PairingSystem::double_round_robin, "double-round-robin"},
    {PairingSystem::knockout, "knockout"},
}};

constexpr std::array<CodeEntry<ByeKind>, 3> bye_codes{{
    {ByeKind::pairing_allocated, "pab"},
    {ByeKind::requested_half, "half"},
    {ByeKind::requested_zero, "zero"},
}};

constexpr std::array<CodeEntry<RoundState>, 4> round_state_codes{{
    {RoundState::draft, "draft"},
    {RoundState::published, "published"},
    {RoundState::complete, "complete"},
    {RoundState::locked, "locked"},
}};

constexpr std::array<CodeEntry<PlayerStatus>, 2> status_codes{{
    {PlayerStatus::active, "active"},
    {PlayerStatus::withdrawn, "withdrawn"},
}};

constexpr std::array<CodeEntry<ScoringScale>, 2> scale_codes{{
    {ScoringScale::two_one_zero, "2-1-0"},
    {ScoringScale::one_half_zero, "1-0.5-0"},
}};

constexpr std::array<CodeEntry<MicroMatchScoring>, 2> match_scoring_codes{{
    {MicroMatchScoring::per_game, "game"},
    {MicroMatchScoring::per_match, "match"},
}};

}  // namespace

std::string_view code(PairingSystem v) {
  return code_in<PairingSystem>(system_codes, v);
}
std::optional<PairingSystem> pairing_system_from_code(std::string_view t) {
  return value_in<PairingSystem>(system_codes, t);
}
// The names people read, as msgids: the front ends translate them.
const char* name(Discipline v) {
  switch (v) {
    case Discipline::classical:
      return N_("Russian draughts (classical)");
    case Discipline::rapid:
      return N_("Russian draughts, rapid play");
    case Discipline::lightning:
      return N_("Russian draughts, lightning play");
  }
  return "";
}
const char* name(PairingSystem v) {
  switch (v) {
    case PairingSystem::swiss:
      return N_("Swiss system");
    case PairingSystem::round_robin:
      return N_("Round robin");
    case PairingSystem::double_round_robin:
      return N_("Double round robin");
    case PairingSystem::knockout:
      return N_("Knockout");
  }
  return "";
}
const char* name(MicroMatchScoring v) {
  return v == MicroMatchScoring::per_match ? N_("per match") : N_("per game");
}
std::string_view code(ByeKind v) {
  return code_in<ByeKind>(bye_codes, v);
}
std::optional<ByeKind> bye_kind_from_code(std::string_view t) {
  return value_in<ByeKind>(bye_codes, t);
}
std::string_view code(RoundState v) {
  return code_in<RoundState>(round_state_codes, v);
}
std::optional<RoundState> round_state_from_code(std::string_view t) {
  return value_in<RoundState>(round_state_codes, t);
}
std::string_view code(PlayerStatus v) {
  return code_in<PlayerStatus>(status_codes, v);
}
std::optional<PlayerStatus> player_status_from_code(std::string_view t) {
  return value_in<PlayerStatus>(status_codes, t);
}
std::string_view code(ScoringScale v) {
  return code_in<ScoringScale>(scale_codes, v);
}
std::optional<ScoringScale> scoring_scale_from_code(std::string_view t) {
  return value_in<ScoringScale>(scale_codes, t);
}
std::string_view code(MicroMatchScoring v) {
  return code_in<MicroMatchScoring>(match_scoring_codes, v);
}
std::optional<MicroMatchScoring> match_scoring_from_code(std::string_view t) {
  return value_in<MicroMatchScoring>(match_scoring_codes, t);
}

}  // namespace shashki::tournament
