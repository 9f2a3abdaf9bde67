#include "shashki/tournament/prizes.hpp"

#include "shashki/tournament/sections.hpp"

#include <algorithm>
#include <map>
#include <numeric>

namespace shashki::tournament {

namespace {

// A ranking a prize is for: players best first (indices into Tournament::players) and their
// places in it.
struct Ranking {
  std::vector<std::size_t> players;
  std::vector<int> ranks;
};

Ranking ranking_of(const Standings& standings) {
  Ranking r;
  for (const auto& row : standings.rows) {
    r.players.push_back(row.player);
    r.ranks.push_back(row.rank);
  }
  return r;
}

}  // namespace

std::string_view code(PrizeMoney setting) {
  return setting == PrizeMoney::shared ? "shared" : "apart";
}

std::optional<PrizeMoney> prize_money_from_code(std::string_view text) {
  if (text == "apart") return PrizeMoney::apart;
  if (text == "shared") return PrizeMoney::shared;
  return std::nullopt;
}

std::string money_text(std::int64_t hundredths) {
  const std::int64_t part = hundredths % 100;
  return std::to_string(hundredths / 100) +
         (part == 0 ? "" : (part < 10 ? ".0" : ".") + std::to_string(part));
}

Checked<Prize> check_prize(Prize prize, const Tournament& tournament) {
  const auto refuse = [&](const char* id, const char* field) {
    return Checked<Prize>::failure(Message(id).with("prize", prize.name).about(field));
  };
  if (prize.name.find_first_not_of(" \t") == std::string::npos)
    return Checked<Prize>::failure(Message(N_("a prize needs a name")).about("name"));
  if (prize.name.find_first_of("\r\n") != std::string::npos)
    return refuse(N_("{prize}: a prize's name is one line"), "name");
  if (utf8_length(prize.name) > 200) return refuse(N_("{prize}: a name is at most 200 characters"), "name");
  if (tournament.team) {
    return refuse(
        N_("{prize}: the prize list ranks players; a team event's prizes are its standings and board "
           "prizes"),
        "event");
  }
  if (prize.place < 1) return refuse(N_("{prize}: a place is 1 or more"), "place");
  if (prize.value < 0) return refuse(N_("{prize}: a prize's value is not below 0"), "value");
  if (prize.value > max_prize_value) {
    return Checked<Prize>::failure(Message(N_("{prize}: a prize's value is at most {max}"))
                                       .with("prize", prize.name)
                                       .with("max", static_cast<long long>(max_prize_value))
                                       .about("value"));
  }
  std::size_t players = tournament.players.size();
  if (!prize.section.empty()) {
    const Section* section = find_section(tournament, prize.section);
    if (section == nullptr) {
      return Checked<Prize>::failure(Message(N_("{prize}: the event has no section {section}"))
                                         .with("prize", prize.name)
                                         .with("section", prize.section)
                                         .about("section"));
    }
    players = section_members(*section, tournament).size();
  }
  if (static_cast<std::size_t>(prize.place) > players) {
    return Checked<Prize>::failure(
        Message::plural("{prize}: nobody can hold place {place}; the ranking has {n} player",
                        "{prize}: nobody can hold place {place}; the ranking has {n} players",
                        static_cast<unsigned long>(players))
            .with("prize", prize.name)
            .with("place", prize.place)
            .about("place"));
  }
  return prize;
}

std::optional<Message> section_in_use(const Tournament& tournament, const std::string& name) {
  for (const Prize& prize : tournament.prizes) {
    if (prize.section == name) {
      return Message(N_("the prize {prize} is for the section {section}; remove the prize first"))
          .with("prize", prize.name)
          .with("section", name)
          .about("section");
    }
  }
  return std::nullopt;
}

std::vector<PrizeAward> allocate_prizes(const Tournament& tournament, const Standings& standings,
                                        const std::vector<Prize>& prizes, const PrizeOptions& options) {
  std::map<std::string, Ranking> rankings;
  for (const Prize& prize : prizes) {
    if (rankings.contains(prize.section)) continue;
    if (prize.section.empty()) {
      rankings[prize.section] = ranking_of(standings);
    } else if (const Section* section = find_section(tournament, prize.section)) {
      rankings[prize.section] = ranking_of(section_standings(standings, tournament, *section));
    } else {
      rankings[prize.section] = Ranking{};  // a section since removed: nobody qualifies
    }
  }

  std::vector<std::size_t> order(prizes.size());
  std::iota(order.begin(), order.end(), std::size_t{0});
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    const Prize& p = prizes[a];
    const Prize& q = prizes[b];
    if (p.value != q.value) return p.value > q.value;
    if (p.section.empty() != q.section.empty()) return p.section.empty();
    return p.place < q.place;
  });

  // holder[q]: the player prize q went to; held[p]: the prize player p holds.
  std::vector<std::optional<std::size_t>> holder(prizes.size());
  std::map<std::size_t, std::size_t> held;
  for (const std::size_t q : order) {
    const Ranking& r = rankings.at(prizes[q].section);
    for (auto pos = static_cast<std::size_t>(prizes[q].place - 1); pos < r.players.size(); ++pos) {
      if (held.contains(r.players[pos])) continue;
      holder[q] = r.players[pos];
      held[r.players[pos]] = q;
      break;
    }
  }

  std::vector<PrizeAward> awards;
  for (std::size_t q = 0; q < prizes.size(); ++q)
    awards.push_back({q, holder[q], prizes[q].value * 100, false});
  if (!options.share_money) return awards;

  // Shared places: in each ranking, the players sharing a place who hold one of its prizes or
  // none pool the money of its prizes they hold and take equal shares; a player holding a prize
  // of another ranking keeps that one and stays out. A player takes part in one pool at most.
  std::vector<bool> pooled(tournament.players.size(), false);
  for (const auto& [key, r] : rankings) {
    for (std::size_t begin = 0; begin < r.players.size();) {
      std::size_t end = begin + 1;
      while (end < r.players.size() && r.ranks[end] == r.ranks[begin]) ++end;
      std::vector<std::size_t> members;
      std::vector<std::size_t> pool;  // prizes pooled
      for (std::size_t pos = begin; pos < end; ++pos) {
        const std::size_t p = r.players[pos];
        if (pooled[p]) continue;
        const auto h = held.find(p);
        if (h != held.end() && prizes[h->second].section != key) continue;
        // A cup or a diploma is not shared: its holder keeps it, out of the pool.
        if (h != held.end() && prizes[h->second].value == 0) continue;
        members.push_back(p);
        if (h != held.end()) pool.push_back(h->second);
      }
      begin = end;
      std::int64_t money = 0;
      for (const std::size_t q : pool) money += prizes[q].value;
      if (members.size() < 2 || money == 0) continue;
      const std::int64_t share = money * 100 / static_cast<std::int64_t>(members.size());
      std::sort(pool.begin(), pool.end());
      for (const std::size_t p : members) {
        pooled[p] = true;
        const auto h = held.find(p);
        if (h != held.end()) {
          awards[h->second].hundredths = share;
          awards[h->second].shared = true;
        } else {
          awards.push_back({pool.back(), p, share, true});
        }
      }
    }
  }
  std::stable_sort(awards.begin(), awards.end(),
                   [](const PrizeAward& a, const PrizeAward& b) { return a.prize < b.prize; });
  return awards;
}

}  // namespace shashki::tournament
