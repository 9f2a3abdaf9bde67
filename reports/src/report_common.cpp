#include "report_common.hpp"

#include "shashki/reports/micro_match_text.hpp"

#include "shashki/tournament/calendar.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <utility>

namespace shashki::reports::detail {

namespace {

using tournament::Discipline;
using tournament::PairingSystem;
using tournament::Title;

std::string discipline_msgid(Discipline discipline) {
  switch (discipline) {
    case Discipline::classical:
      return N_("Russian draughts (classical)");
    case Discipline::rapid:
      return N_("Russian draughts, rapid play");
    case Discipline::lightning:
      return N_("Russian draughts, lightning play");
  }
  return {};
}

std::string system_msgid(PairingSystem system) {
  switch (system) {
    case PairingSystem::swiss:
      return N_("Swiss system");
    case PairingSystem::round_robin:
      return N_("Round robin");
    case PairingSystem::double_round_robin:
      return N_("Double round robin");
    case PairingSystem::knockout:
      return N_("Knockout");
  }
  return {};
}

}  // namespace

Report base_report(const tournament::Tournament& t, const ReportOptions& options, const std::string& title) {
  const Words words(options);
  const tournament::Event& event = t.event;
  Report report;
  report.language = options.language;
  report.title = title;
  report.secretary = options.secretary;
  report.labels = report.labels.translated([&](const std::string& id) { return words(id); });
  report.event.event = event.name;
  if (event.start_date) {
    report.event.dates = tournament::format_iso_date(*event.start_date);
    if (event.end_date && *event.end_date != *event.start_date) {
      report.event.dates += " – " + tournament::format_iso_date(*event.end_date);
    }
  }
  report.event.venue = event.venue;
  report.event.discipline = words(discipline_msgid(event.discipline));
  report.event.time_control = event.time_control;
  report.event.system = words(system_msgid(event.system));
  if (event.rounds > 0)
    report.event.system += ", " + words(N_("rounds")) + ": " + std::to_string(event.rounds);
  if (event.micro_match) report.event.system += ", " + words(N_("micro-matches"));
  report.event.chief_arbiter = event.chief_arbiter;
  // With the panel entered, every document is signed by its chief judge and chief secretary.
  if (!t.officials.empty()) report.signers = panel_signers(t, words);
  return report;
}

Report after_round_report(const tournament::Tournament& t, const tournament::Standings& standings,
                          const ReportOptions& options, const std::string& msgid) {
  const Words words(options);
  int pending = 0;
  for (const tournament::Round& round : t.rounds) {
    // The rounds the standings count: published ones up to the round they are after.
    if (round.state == tournament::RoundState::draft || round.number > standings.after_round) continue;
    for (const tournament::Board& board : round.boards) {
      for (const auto& game : board.games) pending += game ? 0 : 1;
    }
  }
  std::string title = words(msgid) + " " + std::to_string(standings.after_round);
  if (!options.section.empty()) title += " \u2014 " + options.section;
  if (pending > 0) {
    title += " (" + words(N_("incomplete, games without a result")) + ": " + std::to_string(pending) + ")";
  }
  Report report = base_report(t, options, title);
  report.pending_games = pending;
  return report;
}

std::string club_and_city(const tournament::Player& player) {
  if (player.club.empty()) return player.city;
  if (player.city.empty() || player.city == player.club) return player.club;
  return player.club + ", " + player.city;
}

const tournament::Round* chosen_round(const tournament::Tournament& t, const ReportOptions& options) {
  if (options.round > 0) return t.round(options.round);
  return t.rounds.empty() ? nullptr : &t.rounds.back();
}

std::string points_text(const tournament::Tournament& t, tournament::Points points) {
  return points_cell(points, t.event.scale);
}

std::string points_phrase(const Words& words, const std::string& points) {
  // The values a bye or a board can score on either scale; any other number gets a label.
  if (points == "0") return words(N_("0 points"));
  if (points == "½") return words(N_("½ point"));
  if (points == "1") return words(N_("1 point"));
  if (points == "2") return words(N_("2 points"));
  if (points == "4") return words(N_("4 points"));
  return words(N_("points")) + ": " + points;
}

std::string game_symbol(const tournament::Tournament& t, const tournament::GameRecord& game) {
  if (!game.played) return game.half_points == 2 ? "+" : "-";
  if (t.event.scale == tournament::ScoringScale::two_one_zero) return std::to_string(game.half_points);
  return game.half_points == 2 ? "1" : game.half_points == 1 ? "½" : "0";
}

std::string post_label(const Words& words, tournament::OfficialRole role) {
  switch (role) {
    case tournament::OfficialRole::chief_judge:
      return words(N_("Chief judge"));
    case tournament::OfficialRole::chief_secretary:
      return words(N_("Chief secretary"));
    case tournament::OfficialRole::deputy:
      break;
  }
  return words(N_("Deputy chief judge"));
}

std::vector<Signer> panel_signers(const tournament::Tournament& t, const Words& words) {
  std::vector<Signer> signers = {{post_label(words, tournament::OfficialRole::chief_judge), ""},
                                 {post_label(words, tournament::OfficialRole::chief_secretary), ""}};
  for (const tournament::Official& o : tournament::event_officials(t)) {
    if (o.role == tournament::OfficialRole::deputy) continue;
    const std::string category = tournament::abbreviation(o.category);
    signers[o.role == tournament::OfficialRole::chief_judge ? 0 : 1].name =
        o.name + (category.empty() ? "" : " (" + words(category) + ")");
  }
  return signers;
}

std::string title_text(const Words& words, Title title) {
  return title_abbreviation(title, [&](const std::string& id) { return words(id); });
}

}  // namespace shashki::reports::detail

namespace shashki::reports::detail {

std::vector<std::string> place_texts(const tournament::Standings& standings, std::size_t players) {
  std::vector<std::string> places(players);
  for (std::size_t i = 0; i < standings.rows.size();) {
    std::size_t j = i;
    while (j < standings.rows.size() && standings.rows[j].rank == standings.rows[i].rank) ++j;
    const int first = standings.rows[i].rank;
    const std::string text =
        std::to_string(first) + (j - i > 1 ? "-" + std::to_string(first + static_cast<int>(j - i) - 1) : "");
    for (std::size_t k = i; k < j; ++k) places[standings.rows[k].player] = text;
    i = j;
  }
  return places;
}

std::vector<Column> ranked_player_columns(const Words& words) {
  return {{words(N_("Rank")), Align::right, true},      {words(N_("No")), Align::right, true},
          {words(N_("Title")), Align::left, false},     {words(N_("Name")), Align::left, true},
          {words(N_("Club/City")), Align::left, false}, {words(N_("Rating")), Align::right, false}};
}

std::vector<std::string> ranked_player_cells(const Words& words, const tournament::Player& player,
                                             const std::string& place) {
  return {place,       std::to_string(player.number), title_text(words, player.title),
          player.name, club_and_city(player),         player.rating ? std::to_string(*player.rating) : ""};
}

void add_tiebreak_columns(Table& table, const tournament::Standings& standings, const Words& words) {
  table.columns.push_back({words(N_("Pts")), Align::right, false});
  for (const tournament::Tiebreak tiebreak : standings.tiebreaks) {
    table.columns.push_back({words(std::string(tournament::abbreviation(tiebreak))), Align::right, false});
  }
}

void add_tiebreak_cells(std::vector<std::string>& cells, const tournament::Tournament& t,
                        const tournament::Standings& standings, std::size_t player) {
  cells.push_back(points_text(t, standings.records.totals[player]));
  const tournament::StandingsRow* row = nullptr;
  for (const auto& r : standings.rows) {
    if (r.player == player) row = &r;
  }
  for (std::size_t k = 0; k < standings.tiebreaks.size(); ++k) {
    const bool has = row != nullptr && k < row->values.size() && row->values[k].has_value();
    cells.push_back(has ? row->values[k]->format(t.event.scale) : "");
  }
}

std::string decimal_points(tournament::Points points, tournament::ScoringScale scale) {
  const int half = points.half_points();
  if (scale == tournament::ScoringScale::two_one_zero) return std::to_string(half);
  const int whole = half / 2;
  const bool odd = half % 2 != 0;
  // -1 half-point reads "-0.5", not "0.5".
  std::string text = (half < 0 && whole == 0 ? "-" : "") + std::to_string(whole);
  return odd ? text + ".5" : text;
}

std::string result_codes(const tournament::Board& board) {
  std::string codes;
  for (const auto& game : board.games) {
    if (!game) return {};
    if (!codes.empty()) codes += ' ';
    codes += tournament::code(*game);
  }
  return codes;
}

std::string result_text(const tournament::Tournament& t, tournament::GameResult result) {
  using tournament::GameResult;
  const bool two = t.event.scale == tournament::ScoringScale::two_one_zero;
  switch (result) {
    case GameResult::white_wins:
      return two ? "2-0" : "1-0";
    case GameResult::draw:
      return two ? "1-1" : "½-½";
    case GameResult::black_wins:
      return two ? "0-2" : "0-1";
    case GameResult::white_forfeit:
    case GameResult::black_forfeit:
    case GameResult::double_forfeit:
      return std::string(tournament::code(result));
  }
  return {};
}

void mark_tiebreak_cells(Table& table, std::size_t first, const tournament::Standings& standings) {
  auto& cells = table.body.back().cells;
  for (std::size_t k = 0; k < standings.tiebreaks.size() && first + k < cells.size(); ++k)
    cells[first + k].marks.push_back({"tiebreak", std::string(tournament::code(standings.tiebreaks[k]))});
}

std::vector<std::string> tiebreak_legend(const tournament::Standings& standings, const Words& words) {
  std::vector<std::string> legend;
  for (const tournament::Tiebreak tiebreak : standings.tiebreaks) {
    // The column's header, and the code the regulations use beside it when they differ.
    const std::string code(tournament::code(tiebreak));
    const std::string header = words(std::string(tournament::abbreviation(tiebreak)));
    legend.push_back((header == code ? code : header + " (" + code + ")") + ": " +
                     words(std::string(tournament::name(tiebreak))));
  }
  if (!legend.empty()) {
    legend.insert(legend.begin(), words(N_("Tie-breaks, in order of application:")));
    // The editions of C.07 count unplayed rounds differently (article 16.4): say which one.
    legend.push_back(words(N_("Unplayed rounds counted as in FIDE C.07, edition")) + " " +
                     std::string(tournament::code(standings.edition)));
  }
  return legend;
}

std::vector<std::string> title_legend(const tournament::Tournament& t, const Words& words) {
  using tournament::Title;
  // The FMJD's titles: their abbreviations are not those of the Russian ranks, so the reader is
  // told what they stand for, and the code beside a translated one.
  const std::array<std::pair<Title, const char*>, 3> fmjd{{{Title::gmi, N_("International Grandmaster")},
                                                           {Title::mi, N_("International Master")},
                                                           {Title::mf, N_("FMJD Master")}}};
  std::string line;
  for (const auto& [title, msgid] : fmjd) {
    if (std::none_of(t.players.begin(), t.players.end(), [&](const auto& p) { return p.title == title; }))
      continue;
    const std::string code(tournament::code(title));
    const std::string shown = title_text(words, title);
    line +=
        (line.empty() ? " " : "; ") + shown + " — " + words(msgid) + (shown == code ? "" : " (" + code + ")");
  }
  if (line.empty()) return {};
  return {words(N_("Titles:")) + line};
}

std::vector<std::string> left_out_notes(const tournament::Tournament& t,
                                        const tournament::Standings& standings, const Words& words) {
  std::vector<std::string> notes;
  for (const std::size_t p : standings.left_out) {
    notes.push_back(words(N_("Left out of the standings, having withdrawn before playing half the games; "
                             "the games are annulled:")) +
                    " " + std::to_string(t.players[p].number) + " " + t.players[p].name);
  }
  return notes;
}

std::string earned_rank_text(const Words& words, const tournament::NormReport& norms, std::size_t player) {
  for (const auto& p : norms.players) {
    if (p.player != player || !p.earned) continue;
    const std::string rank = title_text(words, *p.earned);
    return p.confirmed ? rank + " (" + words(N_("confirmed")) + ")" : rank;
  }
  return {};
}

std::string norms_legend(const Words& words, const tournament::NormReport& norms) {
  const int c = norms.tournament_coefficient_hundredths;
  const std::string coefficient =
      std::to_string(c / 100) + "." + (c % 100 < 10 ? "0" : "") + std::to_string(c % 100);
  return words(N_("Rank earned: sports-rank norms by the table")) + " " + norms.edition + "; " +
         words(N_("participants")) + " " + std::to_string(norms.participants) + ", " +
         words(N_("tournament coefficient")) + " " + coefficient;
}

}  // namespace shashki::reports::detail

namespace shashki::reports {

std::string title_abbreviation(tournament::Title title, const Translate& translate) {
  using tournament::Title;
  const auto words = [&](const std::string& id) { return translate ? translate(id) : id; };
  switch (title) {
    case Title::none:
      return {};
    case Title::gmi:
      return words(N_("GMI"));
    case Title::mi:
      return words(N_("MI"));
    case Title::mf:
      return words(N_("MF"));
    case Title::gms:
      return words(N_("GMS"));
    case Title::msmk:
      return words(N_("MSMK"));
    case Title::ms:
      return words(N_("MS"));
    case Title::kms:
      return words(N_("KMS"));
    case Title::first:
      return words(N_("1st cat."));
    case Title::second:
      return words(N_("2nd cat."));
    case Title::third:
      return words(N_("3rd cat."));
    case Title::first_junior:
      return words(N_("1st jun."));
    case Title::second_junior:
      return words(N_("2nd jun."));
    case Title::third_junior:
      return words(N_("3rd jun."));
  }
  return {};
}

}  // namespace shashki::reports
