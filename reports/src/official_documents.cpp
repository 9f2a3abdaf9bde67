// The documents the chief judge signs (docs/documents.md): final and round protocols, the chief
// judge's report, rank certificates; place cards and badges for the venue.
#include "shashki/reports/official_documents.hpp"

#include "report_common.hpp"

#include "shashki/tournament/official.hpp"
#include "shashki/tournament/sections.hpp"

#include <algorithm>
#include <map>

namespace shashki::reports {

namespace {

using tournament::Official;
using tournament::OfficialRole;

// The event's region and city as one cell: "Татарстан, Казань"; either may be missing.
std::string region_and_city(const tournament::Player& p) {
  if (p.region.empty()) return p.city;
  if (p.city.empty() || p.city == p.region) return p.region;
  return p.region + ", " + p.city;
}

std::string year_of(const tournament::Player& p) {
  const auto year = tournament::year_of_birth(p);
  return year ? std::to_string(*year) : "";
}

// A rank's full name for a certificate ("first junior sports rank"), the abbreviation for the
// titles a norm never gives.
std::string rank_name(const detail::Words& words, tournament::Title title) {
  using tournament::Title;
  switch (title) {
    case Title::kms:
      return words(N_("candidate master of sport"));
    case Title::first:
      return words(N_("first sports rank"));
    case Title::second:
      return words(N_("second sports rank"));
    case Title::third:
      return words(N_("third sports rank"));
    case Title::first_junior:
      return words(N_("first junior sports rank"));
    case Title::second_junior:
      return words(N_("second junior sports rank"));
    case Title::third_junior:
      return words(N_("third junior sports rank"));
    default:
      break;
  }
  return detail::title_text(words, title);
}

// A row of the chief judge's report that heads a group: one bold cell over both columns.
void add_heading(Table& table, const std::string& text) {
  Row row;
  row.cells.push_back(Cell{text, Align::left, false, true, 2});
  table.body.push_back(std::move(row));
}

// Counts as "label: n" rows, in the order of the map's keys.
void add_counts(Table& table, const std::map<std::string, int>& counts) {
  for (const auto& [label, n] : counts) table.add_row({label, std::to_string(n)});
}

const tournament::NormPlayer* norm_of(const tournament::NormReport& norms, std::size_t player) {
  for (const auto& p : norms.players) {
    if (p.player == player) return &p;
  }
  return nullptr;
}

}  // namespace

Report final_protocol_report(const tournament::Tournament& t, const tournament::Standings& standings,
                             const std::optional<tournament::NormReport>& norms,
                             const ReportOptions& options) {
  const detail::Words words(options);
  Report report = detail::after_round_report(t, standings, options, N_("Final protocol after round"));
  report.orientation = Orientation::landscape;
  report.signers = detail::panel_signers(t, words);
  Table& table = report.table;
  table.columns = {
      {words(N_("Place")), Align::right, true},      {words(N_("Name")), Align::left, true},
      {words(N_("Born")), Align::right, false},      {words(N_("Region, city")), Align::left, false},
      {words(N_("Club")), Align::left, false},       {words(N_("Coach")), Align::left, false},
      {words(N_("Rank before")), Align::left, false}};
  detail::add_tiebreak_columns(table, standings, words);
  const bool with_norms = norms && !norms->open.empty();
  if (with_norms) table.columns.push_back({words(N_("Rank earned")), Align::left, false});
  const auto places = detail::place_texts(standings, t.players.size());
  for (const tournament::StandingsRow& row : standings.rows) {
    const tournament::Player& p = t.players[row.player];
    std::vector<std::string> cells = {places[row.player],
                                      p.name,
                                      year_of(p),
                                      region_and_city(p),
                                      p.club,
                                      p.coach,
                                      detail::title_text(words, p.title)};
    detail::add_tiebreak_cells(cells, t, standings, row.player);
    if (with_norms) cells.push_back(detail::earned_rank_text(words, *norms, row.player));
    table.add_row(cells);
    table.body.back().cells[7].bold = true;  // the points
    table.body.back().marks = {{"player", std::to_string(p.number)}};
  }
  report.legend = detail::tiebreak_legend(standings, words);
  for (auto& line : detail::title_legend(t, words)) report.legend.push_back(std::move(line));
  if (with_norms) report.legend.push_back(detail::norms_legend(words, *norms));
  report.notes = detail::left_out_notes(t, standings, words);
  return report;
}

Report round_protocol_report(const tournament::Tournament& t, const ReportOptions& options) {
  const detail::Words words(options);
  Report report = results_report(t, options);
  const tournament::Round* round = detail::chosen_round(t, options);
  report.title = words(N_("Protocol of round")) + " " + std::to_string(round ? round->number : 0);
  report.signers = detail::panel_signers(t, words);
  return report;
}

Report judges_report(const tournament::Tournament& t, const tournament::Standings& standings,
                     const std::vector<RankedNorms>& norms, const ArbiterRecord& record,
                     const ReportOptions& options) {
  const detail::Words words(options);
  Report report = detail::base_report(t, options, words(N_("Report of the chief judge")));
  report.signers = detail::panel_signers(t, words);
  Table& table = report.table;
  table.columns = {{words(N_("Item")), Align::left, true}, {words(N_("Value")), Align::right, false}};

  add_heading(table, words(N_("Judges")));
  for (const Official& o : tournament::event_officials(t)) {
    const std::string category = tournament::name(o.category);
    table.add_row(
        {detail::post_label(words, o.role) + ": " + o.name, category.empty() ? "" : words(category)});
  }

  add_heading(table, words(N_("Participants")));
  table.add_row({words(N_("players")), std::to_string(t.players.size())});
  std::map<std::string, int> by_rank, by_sex, by_region;
  for (const tournament::Player& p : t.players) {
    ++by_rank[p.title == tournament::Title::none ? words(N_("no rank")) : detail::title_text(words, p.title)];
    ++by_sex[p.sex == tournament::Sex::male     ? words(N_("men and boys"))
             : p.sex == tournament::Sex::female ? words(N_("women and girls"))
                                                : words(N_("sex not stated"))];
    ++by_region[p.region.empty() ? (p.city.empty() ? words(N_("region not stated")) : p.city) : p.region];
  }
  add_heading(table, words(N_("Participants by rank")));
  add_counts(table, by_rank);
  add_heading(table, words(N_("Participants by sex")));
  add_counts(table, by_sex);
  add_heading(table, words(N_("Participants by region")));
  add_counts(table, by_region);
  if (!t.sections.empty()) {
    add_heading(table, words(N_("Participants by section")));
    for (const auto& section : t.sections)
      table.add_row({section.name, std::to_string(tournament::section_members(section, t).size())});
  } else {
    std::map<std::string, int> by_year;
    for (const tournament::Player& p : t.players)
      ++by_year[year_of(p).empty() ? words(N_("year not stated")) : year_of(p)];
    add_heading(table, words(N_("Participants by year of birth")));
    add_counts(table, by_year);
  }

  add_heading(table, words(N_("Ranks earned")));
  int earned = 0;
  for (const RankedNorms& ranked : norms) {
    // In the event's order; a section's ranks name the section they were counted in.
    for (const tournament::StandingsRow& row : standings.rows) {
      const tournament::NormPlayer* n = norm_of(ranked.report, row.player);
      if (n == nullptr || !n->earned) continue;
      ++earned;
      table.add_row({t.players[row.player].name + (ranked.section.empty() ? "" : " (" + ranked.section + ")"),
                     detail::earned_rank_text(words, ranked.report, row.player)});
    }
  }
  if (earned == 0) table.add_row({words(N_("none")), "0"});

  add_heading(table, words(N_("Games")));
  int played = 0, forfeits = 0, byes = 0;
  for (const tournament::Round& round : t.rounds) {
    for (const tournament::Board& board : round.boards) {
      if (board.is_bye()) {
        ++byes;
        continue;
      }
      for (const auto& game : board.games) {
        if (!game) continue;
        (tournament::is_forfeit(*game) ? forfeits : played) += 1;
      }
    }
  }
  table.add_row({words(N_("games played")), std::to_string(played)});
  table.add_row({words(N_("games forfeited")), std::to_string(forfeits)});
  table.add_row({words(N_("byes")), std::to_string(byes)});
  add_heading(table, words(N_("Withdrawals")));
  int withdrawn = 0;
  for (const tournament::Player& p : t.players) {
    if (p.status != tournament::PlayerStatus::withdrawn) continue;
    ++withdrawn;
    table.add_row(
        {p.name, p.withdrawn_from ? words(N_("from round")) + " " + std::to_string(*p.withdrawn_from) : ""});
  }
  if (withdrawn == 0) table.add_row({words(N_("none")), "0"});

  add_heading(table, words(N_("Appeals and rulings")));
  int upheld = 0, rejected = 0;
  for (const auto& a : record.appeals) {
    if (a.decision) (*a.decision == tournament::AppealVerdict::upheld ? upheld : rejected) += 1;
  }
  table.add_row({words(N_("appeals")), std::to_string(record.appeals.size())});
  table.add_row({words(N_("appeals upheld")), std::to_string(upheld)});
  table.add_row({words(N_("appeals rejected")), std::to_string(rejected)});
  for (const auto& a : record.appeals) {
    table.add_row({words(N_("round")) + " " + std::to_string(a.key.round) + ", " + words(N_("board")) + " " +
                       std::to_string(a.key.board) + ": " + a.reason,
                   !a.decision                                        ? words(N_("not decided"))
                   : *a.decision == tournament::AppealVerdict::upheld ? words(N_("upheld"))
                                                                      : words(N_("rejected"))});
  }
  table.add_row({words(N_("draw offers and claims decided")), std::to_string(record.draw_claims)});
  table.add_row({words(N_("draft rounds changed by hand")), std::to_string(record.round_edits)});
  table.add_row({words(N_("results taken back")), std::to_string(record.results_cleared)});

  add_heading(table, words(N_("Pairing and ranking")));
  table.add_row({words(N_("pairing system")), report.event.system});
  std::string tiebreaks;
  for (const auto tiebreak : standings.tiebreaks)
    tiebreaks += (tiebreaks.empty() ? "" : ", ") + words(std::string(tournament::abbreviation(tiebreak)));
  table.add_row({words(N_("tie-breaks in order")), tiebreaks});
  report.legend = detail::tiebreak_legend(standings, words);
  return report;
}

Report certificates_report(const tournament::Tournament& t, const tournament::Standings& standings,
                           const tournament::NormReport& norms, const ReportOptions& options) {
  const detail::Words words(options);
  Report report = detail::base_report(t, options, words(N_("Rank certificates")));
  report.signers = detail::panel_signers(t, words);
  report.table.columns = {
      {words(N_("Place")), Align::right, true},  {words(N_("Name")), Align::left, true},
      {words(N_("Born")), Align::right, false},  {words(N_("Points")), Align::right, false},
      {words(N_("Games")), Align::right, false}, {words(N_("Rank earned")), Align::left, false}};
  const auto places = detail::place_texts(standings, t.players.size());
  for (const tournament::StandingsRow& row : standings.rows) {
    const tournament::NormPlayer* n = norm_of(norms, row.player);
    if (n == nullptr || !n->earned) continue;
    const tournament::Player& p = t.players[row.player];
    // The points of the counted games at 1, ½ and 0, as the norm counts them (docs/norms.md): a
    // bye or a forfeit win is in the standings but not in the norm.
    const std::string points = points_cell(tournament::Points::from_half_points(n->half_points),
                                           tournament::ScoringScale::one_half_zero);
    const std::string rank = rank_name(words, *n->earned);
    report.table.add_row({places[row.player], p.name, year_of(p), points, std::to_string(n->games.size()),
                          detail::earned_rank_text(words, norms, row.player)});
    Card card;
    card.signatures = true;
    card.lines = {
        {words(N_("CERTIFICATE")), 2.0, true},
        {n->confirmed ? words(N_("of a sports rank confirmed")) : words(N_("of a sports-rank norm met")),
         1.2},
        {"", 1.0},
        {p.name, 1.8, true},
        {year_of(p).empty() ? "" : words(N_("born")) + " " + year_of(p), 1.0},
        {detail::club_and_city(p), 1.0},
        {"", 1.0},
        {words(N_("took part in")) + " " + t.event.name, 1.1},
        {report.event.dates, 1.0},
        {report.event.venue, 1.0},
        {"", 1.0},
        {words(N_("Place")) + ": " + places[row.player], 1.2, true},
        {words(N_("Points")) + ": " + points + " " + words(N_("of games counted")) + " " +
             std::to_string(n->games.size()),
         1.1},
        {(n->confirmed ? words(N_("Rank confirmed")) : words(N_("Norm met"))) + ": " + rank, 1.4, true},
        {words(N_("Norm table")) + ": " + norms.edition, 0.9}};
    report.cards.push_back(std::move(card));
  }
  return report;
}

Report place_cards_report(const tournament::Tournament& t, const ReportOptions& options) {
  const detail::Words words(options);
  const tournament::Round* round = detail::chosen_round(t, options);
  Report report = detail::base_report(
      t, options,
      words(N_("Place cards")) + ", " + words(N_("round")) + " " + std::to_string(round ? round->number : 0));
  report.signatures = false;
  report.layout = {1, 2, true};
  report.table.columns = {{words(N_("Board")), Align::right, true},
                          {words(N_("White")), Align::left, true},
                          {words(N_("Black")), Align::left, true}};
  if (round == nullptr) return report;
  for (const tournament::Board& board : round->boards) {
    if (board.is_bye() || !board.black) continue;
    const tournament::Player* white = t.player(board.white);
    const tournament::Player* black = t.player(*board.black);
    if (white == nullptr || black == nullptr) continue;
    report.table.add_row({std::to_string(board.number), white->name, black->name});
    report.cards.push_back(Card{{{t.event.name, 0.9},
                                 {words(N_("round")) + " " + std::to_string(round->number), 1.0},
                                 {words(N_("Board")) + " " + std::to_string(board.number), 4.0, true},
                                 {words(N_("White")) + ": " + white->name, 1.8, true},
                                 {detail::club_and_city(*white), 1.0},
                                 {words(N_("Black")) + ": " + black->name, 1.8, true},
                                 {detail::club_and_city(*black), 1.0}},
                                false});
  }
  return report;
}

Report badges_report(const tournament::Tournament& t, const ReportOptions& options) {
  const detail::Words words(options);
  Report report = detail::base_report(t, options, words(N_("Badges")));
  report.signatures = false;
  report.layout = {2, 4, true};
  report.table.columns = {{words(N_("Name")), Align::left, true},
                          {words(N_("Role")), Align::left, false},
                          {words(N_("Club/City")), Align::left, false}};
  const auto badge = [&](const std::string& name, const std::string& role, const std::string& where) {
    report.table.add_row({name, role, where});
    report.cards.push_back(
        Card{{{t.event.name, 0.85}, {name, 1.6, true}, {where, 1.0}, {role, 1.1, true}}, false});
  };
  for (const Official& o : tournament::event_officials(t)) {
    const std::string category = tournament::name(o.category);
    badge(o.name, detail::post_label(words, o.role), category.empty() ? "" : words(category));
  }
  for (const tournament::Player& p : t.players)
    badge(p.name, words(N_("Participant")), detail::club_and_city(p));
  return report;
}

}  // namespace shashki::reports
