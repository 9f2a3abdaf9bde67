#include "shashki/app/pairing_input_mapping.hpp"

#include "shashki/tournament/pairing_bans.hpp"

#include "shashki/pairing/engine_factory.hpp"
#include "shashki/tournament/knockout_match.hpp"
#include "shashki/tournament/scoring.hpp"

#include <algorithm>
#include <cstdio>
#include <string_view>
#include <vector>

namespace shashki::app {

using tournament::Board;
using tournament::ByeKind;
using tournament::Scoring;

namespace {

// What each TRF code is worth in this event, straight from its scoring: a drawn board is what a
// half bye is worth, a won board (or one won by forfeit) twice that; the PAB as the event values
// it (nothing for a round robin's rest). Boards that score otherwise (a micro-match won 3:1) say
// so in their entries' `scored`.
pairing::PointSystem point_system(const Scoring& scoring) {
  pairing::PointSystem s;
  s.draw = s.half_bye = scoring.bye_points(ByeKind::requested_half);
  s.win = s.forfeit_win = s.draw + s.draw;
  s.loss = s.forfeit_loss = tournament::Points::loss();
  s.pairing_bye = s.full_bye = scoring.bye_points(ByeKind::pairing_allocated);
  s.zero_bye = scoring.bye_points(ByeKind::requested_zero);
  return s;
}

pairing::ResultCode bye_code(ByeKind kind) {
  switch (kind) {
    case ByeKind::pairing_allocated:
      return pairing::ResultCode::pairing_bye;
    case ByeKind::requested_half:
      return pairing::ResultCode::half_bye;
    case ByeKind::requested_zero:
      return pairing::ResultCode::zero_bye;
  }
  return pairing::ResultCode::zero_bye;
}

// The entry of one side of a finished board. A board whose games were all forfeited is not a
// meeting (C.04.3 C1) and its colour does not count (C.04.2): the codes + and - say so, while
// the colour the pairing allocated is kept, as TRF files do, so the round can be re-checked.
// One played game makes the board a game.
pairing::RoundEntry entry_of(const Board& board, bool white, int opponent, const Scoring& scoring) {
  using pairing::ResultCode;
  pairing::RoundEntry e;
  e.opponent = opponent;
  e.colour = white ? clock::Side::white : clock::Side::black;
  const auto [pw, pb] = *scoring.board_points(board);
  const auto mine = white ? pw : pb;
  const auto theirs = white ? pb : pw;
  bool all_forfeits = true;
  for (const auto& g : board.games) all_forfeits = all_forfeits && tournament::is_forfeit(*g);
  if (all_forfeits) {
    e.result = mine > theirs ? ResultCode::forfeit_win : ResultCode::forfeit_loss;
  } else {
    e.result = mine > theirs ? ResultCode::win : mine == theirs ? ResultCode::draw : ResultCode::loss;
  }
  return e;
}

// TRF holds three characters of title; the one longer code is shortened and read back by
// trf_service.
std::string trf_title(tournament::Title title) {
  const std::string text(tournament::code(title));
  return text.size() > 3 ? text.substr(0, 3) : text;
}

std::string trf_date(const std::optional<std::chrono::year_month_day>& date) {
  if (!date) return {};
  char text[16];
  std::snprintf(text, sizeof text, "%04d/%02u/%02u", static_cast<int>(date->year()),
                static_cast<unsigned>(date->month()), static_cast<unsigned>(date->day()));
  return text;
}

}  // namespace

PairingView to_pairing_view(const tournament::Tournament& t, int next_round) {
  PairingView view;
  const auto scoring = t.event.scoring();
  auto& s = view.input;
  s.name = t.event.name;
  s.total_rounds = t.event.rounds;
  s.point_system = point_system(scoring);
  s.scale = scoring.scale();
  for (const auto& p : t.players) {
    view.ids[p.number] = p.id;
    view.numbers[p.id] = p.number;
    pairing::Player q;
    q.number = p.number;
    q.name = p.name;
    q.title = trf_title(p.title);
    q.rating = p.rating.value_or(0);
    q.federation = p.federation;
    // TRF's column 10 writes women as 'w'.
    q.sex = p.sex == tournament::Sex::male ? 'm' : p.sex == tournament::Sex::female ? 'w' : ' ';
    q.birth_date = trf_date(p.birth);
    q.rounds.resize(static_cast<std::size_t>(std::max(0, next_round - 1)));
    s.players.push_back(std::move(q));
  }
  s.sort_players();
  const bool knockout = t.event.system == tournament::PairingSystem::knockout;
  for (const auto& round : t.rounds) {
    if (round.number >= next_round) break;
    const auto index = static_cast<std::size_t>(round.number - 1);
    for (const auto& b : round.boards) {
      if (!b.is_complete()) continue;
      const int white = view.numbers.at(b.white);
      if (b.is_bye()) {
        auto& e = s.find(white)->rounds[index];
        e.result = bye_code(*b.bye);
        e.scored = scoring.board_points(b)->first;
        continue;
      }
      const int black = view.numbers.at(*b.black);
      const auto pts = *scoring.board_points(b);
      // A knockout match that ended level goes to the winner of its tie-break games: the code
      // says who went through, the points stay those of the regular games.
      const auto through = knockout ? tournament::knockout_winner(b, scoring) : std::nullopt;
      for (const bool is_white : {true, false}) {
        const int me = is_white ? white : black;
        auto e = entry_of(b, is_white, is_white ? black : white, scoring);
        if (through && e.result == pairing::ResultCode::draw) {
          e.result = (*through == b.white) == is_white ? pairing::ResultCode::win : pairing::ResultCode::loss;
        }
        // The points as the event scores the board (a micro-match's games, a knockout match
        // level on points), which the code alone may not say.
        e.scored = is_white ? pts.first : pts.second;
        s.find(me)->rounds[index] = e;
      }
    }
  }
  // XXC is player 1's colour in round 1: White unless round 1 (an imported one) says otherwise.
  s.initial_colour = s.initial_colour_in_force();
  // A player knocked out is out of the event for pairing, as if withdrawn (C.04.2: never paired
  // again): the checker then does not expect the player on a board.
  if (knockout) {
    for (const auto& [id, round] : tournament::knockout_eliminations(t, next_round - 1)) {
      s.withdrawn.insert(view.numbers.at(id));
    }
  }
  for (const auto& p : t.players) {
    if (p.plays_in(next_round)) continue;
    if (p.status == tournament::PlayerStatus::withdrawn && p.withdrawn_from &&
        *p.withdrawn_from <= next_round) {
      s.withdrawn.insert(p.number);
    } else {
      // A late entry not playing yet: an absence announced for the round (`0000 - Z`).
      auto& rounds = s.find(p.number)->rounds;
      rounds.resize(static_cast<std::size_t>(next_round));
      rounds.back().result = pairing::ResultCode::zero_bye;
    }
  }
  // The event's bans (docs/pairing-bans.md), for the rounds they hold: the engine never pairs
  // those players, and the checklist names the ground.
  // A ban naming a player the event does not have (a damaged file) pairs nothing apart.
  for (const auto& meeting : tournament::forbidden_meetings(t)) {
    const auto a = view.numbers.find(meeting.first);
    const auto b = view.numbers.find(meeting.second);
    if (a == view.numbers.end() || b == view.numbers.end()) continue;
    s.forbidden_pairs.insert({std::min(a->second, b->second), std::max(a->second, b->second), 1,
                              meeting.until_round, meeting.ground});
  }
  // Byes requested for this round and later ones (C.04.2): the engines leave those players out
  // of the round to be paired, and TRF carries the later ones (240 records).
  for (const auto& [round, requests] : t.bye_requests) {
    if (round < next_round) continue;
    for (const auto& [id, kind] : requests) {
      const auto number = view.numbers.find(id);
      if (number != view.numbers.end() && !s.withdrawn.contains(number->second)) {
        s.requested_byes[round][number->second] = bye_code(kind);
      }
    }
  }
  return view;
}

pairing::EngineKind engine_of(const tournament::Event& event) {
  return pairing::engine_for(event.system, event.micro_match);
}

pairing::CheckOptions check_options(const tournament::Event& event) {
  return pairing::CheckOptions::for_engine(engine_of(event),
                                           event.system == tournament::PairingSystem::double_round_robin);
}

pairing::Pairing to_pairing(const tournament::Round& round, const PairingView& view) {
  pairing::Pairing p;
  for (const auto& b : round.boards) {
    if (!b.is_bye()) {
      p.boards.push_back({view.numbers.at(b.white), view.numbers.at(*b.black)});
    } else if (*b.bye == ByeKind::pairing_allocated) {
      p.byes.push_back(view.numbers.at(b.white));
    }
  }
  std::sort(p.byes.begin(), p.byes.end());
  return p;
}

tournament::Round to_round(const pairing::Pairing& pairing, const PairingView& view, int number, int games) {
  tournament::Round round;
  round.number = number;
  int board = 0;
  for (const auto& b : pairing.boards) {
    round.boards.push_back(Board::pairing(++board, view.ids.at(b.white), view.ids.at(b.black), games));
  }
  for (const int n : pairing.byes) {
    round.boards.push_back(Board::bye_for(++board, view.ids.at(n), ByeKind::pairing_allocated));
  }
  // The requested byes of the round follow: not pairing decisions, but the players' own (C.04.2).
  if (const auto requested = view.input.requested_byes.find(number);
      requested != view.input.requested_byes.end()) {
    for (const auto& [n, code] : requested->second) {
      const auto kind =
          code == pairing::ResultCode::half_bye ? ByeKind::requested_half : ByeKind::requested_zero;
      round.boards.push_back(Board::bye_for(++board, view.ids.at(n), kind));
    }
  }
  return round;
}

}  // namespace shashki::app
