#include "shashki/tournament/pairing_bans.hpp"

#include <algorithm>
#include <map>
#include <string>

namespace shashki::tournament {

namespace {

// A club's or region's name as two judges may type it: the spaces around it dropped, letters
// folded to lower case (ASCII and Cyrillic, as UTF-8).
std::string folded(std::string_view text) {
  const auto first = text.find_first_not_of(" \t");
  if (first == std::string_view::npos) return {};
  text = text.substr(first, text.find_last_not_of(" \t") - first + 1);
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c >= 'A' && c <= 'Z') {
      out += static_cast<char>(c - 'A' + 'a');
    } else if (c == 0xD0 && i + 1 < text.size()) {
      // А-П (D0 90-9F) -> а-п (D0 B0-BF); Р-Я (D0 A0-AF) -> р-я (D1 80-8F); Ё (D0 81) -> ё (D1 91).
      const auto d = static_cast<unsigned char>(text[++i]);
      if (d >= 0x90 && d <= 0x9F) {
        out += "\xD0";
        out += static_cast<char>(d + 0x20);
      } else if (d >= 0xA0 && d <= 0xAF) {
        out += "\xD1";
        out += static_cast<char>(d - 0x20);
      } else if (d == 0x81) {
        out += "\xD1\x91";
      } else {
        out += static_cast<char>(c);
        out += static_cast<char>(d);
      }
    } else {
      out += static_cast<char>(c);
    }
  }
  return out;
}

}  // namespace

std::string_view code(BanGround ground) {
  switch (ground) {
    case BanGround::same_club:
      return "same-club";
    case BanGround::same_region:
      return "same-region";
    case BanGround::family:
      return "family";
    case BanGround::judge:
      break;
  }
  return "judge";
}

std::optional<BanGround> ban_ground_from_code(std::string_view text) {
  for (const BanGround g :
       {BanGround::judge, BanGround::same_club, BanGround::same_region, BanGround::family}) {
    if (code(g) == text) return g;
  }
  return std::nullopt;
}

bool bans_apply(const Tournament& tournament) {
  return tournament.event.system == PairingSystem::swiss && !tournament.team;
}

std::vector<ForbiddenMeeting> forbidden_meetings(const Tournament& tournament) {
  std::vector<ForbiddenMeeting> meetings;
  if (!bans_apply(tournament)) return meetings;
  for (const PairingBan& ban : tournament.bans) {
    if (ban.ground == BanGround::family) {
      meetings.push_back(
          {std::min(ban.first, ban.second), std::max(ban.first, ban.second), ban.until_round, ban.ground});
      continue;
    }
    if (ban.ground != BanGround::same_club && ban.ground != BanGround::same_region) continue;
    std::map<std::string, std::vector<PlayerId>> groups;
    for (const Player& p : tournament.players) {
      const std::string key = folded(ban.ground == BanGround::same_club ? p.club : p.region);
      if (!key.empty()) groups[key].push_back(p.id);
    }
    for (const auto& [key, ids] : groups) {
      for (std::size_t a = 0; a < ids.size(); ++a) {
        for (std::size_t b = a + 1; b < ids.size(); ++b) {
          meetings.push_back(
              {std::min(ids[a], ids[b]), std::max(ids[a], ids[b]), ban.until_round, ban.ground});
        }
      }
    }
  }
  return meetings;
}

Checked<PairingBan> check_ban(PairingBan ban, const Tournament& tournament) {
  if (!bans_apply(tournament)) {
    return Checked<PairingBan>::failure(
        Message(N_("only a Swiss chooses opponents round by round; a round robin's table and a knockout's "
                   "bracket are fixed by the draw, and a team event pairs teams"))
            .about("event"));
  }
  const int rounds = tournament.event.rounds;
  if (ban.until_round < 0 || ban.until_round > rounds) {
    return Checked<PairingBan>::failure(Message(N_("a ban lasts until a round of the event, 1 to {rounds}"))
                                            .with("rounds", rounds)
                                            .about("until_round"));
  }
  if (ban.ground == BanGround::same_club || ban.ground == BanGround::same_region) {
    if (ban.until_round == 0) {
      return Checked<PairingBan>::failure(
          Message(N_("a club or region ban needs the last round it keeps players apart; for the whole "
                     "event nobody could be paired in the end"))
              .about("until_round"));
    }
    ban.first = PlayerId{};
    ban.second = PlayerId{};
    return ban;
  }
  if (ban.ground != BanGround::family) {
    return Checked<PairingBan>::failure(
        Message(N_("a ban of the event is for the same club, the same region or a family")).about("ground"));
  }
  if (ban.first == ban.second || tournament.player(ban.first) == nullptr ||
      tournament.player(ban.second) == nullptr)
    return Checked<PairingBan>::failure(
        Message(N_("a family is two different players of the event")).about("players"));
  if (ban.second < ban.first) std::swap(ban.first, ban.second);
  for (const PairingBan& b : tournament.bans) {
    if (b.ground == BanGround::family && b.first == ban.first && b.second == ban.second) {
      return Checked<PairingBan>::failure(
          Message(N_("{first} and {second} are already kept apart as a family"))
              .with("first", tournament.player(ban.first)->name)
              .with("second", tournament.player(ban.second)->name)
              .about("players"));
    }
  }
  return ban;
}

}  // namespace shashki::tournament
