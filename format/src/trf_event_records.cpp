#include "trf_event_records.hpp"

#include "shashki/tournament/calendar.hpp"

#include <algorithm>
#include <sstream>
#include <utility>

namespace shashki::format::trf_records {

using tournament::Event;
using tournament::GameResult;
using tournament::Message;

namespace {

// XXE keys, one setting per line ("XXE key=value"): the value is the rest of the line, so a
// tie-break or an opening table may hold spaces.
constexpr std::string_view system_key = "system";
constexpr std::string_view discipline_key = "discipline";
constexpr std::string_view scale_key = "scale";
constexpr std::string_view micro_match_key = "micro-match";
constexpr std::string_view tiebreak_key = "tiebreak";
constexpr std::string_view edition_key = "tiebreak-edition";
constexpr std::string_view opening_key = "opening-table";
constexpr std::string_view rules_key = "rules";
// An XXG record's optional last token: the opening the ballot gave the board.
constexpr std::string_view board_opening_key = "opening";

// TRF writes dates as YYYY/MM/DD (the birth dates of 001 lines); ISO dashes are read too.
std::string trf_date(std::chrono::year_month_day date) {
  auto text = tournament::format_iso_date(date);
  std::replace(text.begin(), text.end(), '-', '/');
  return text;
}

// The 092 "type of tournament" as people write it; read back when no XXE says the system.
std::string_view type_text(tournament::PairingSystem system) {
  switch (system) {
    case tournament::PairingSystem::swiss:
      return "Swiss";
    case tournament::PairingSystem::round_robin:
      return "Round robin";
    case tournament::PairingSystem::double_round_robin:
      return "Double round robin";
    case tournament::PairingSystem::knockout:
      return "Knockout";
  }
  return "Swiss";
}

std::string lowercase(std::string_view text) {
  std::string out(text);
  std::transform(out.begin(), out.end(), out.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return out;
}

std::string_view trim_blanks(std::string_view text) {
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t')) text.remove_suffix(1);
  return text;
}

// A failure at `line` (0-based index into the document) and 1-based `column`.
[[noreturn]] void fail_record(std::size_t line, std::size_t column, Message what) {
  throw RecordError{ReadError{static_cast<int>(line + 1), static_cast<int>(column), std::move(what)}};
}

void read_setting(Event& event, std::string_view text, std::size_t line) {
  const auto body = trim_blanks(text.substr(3));
  const auto eq = body.find('=');
  const std::size_t column = static_cast<std::size_t>(body.data() - text.data()) + 1;
  if (eq == std::string_view::npos) fail_record(line, column, Message(N_("expected KEY=VALUE after XXE")));
  const auto key = trim_blanks(body.substr(0, eq));
  const auto value = trim_blanks(body.substr(eq + 1));
  const std::size_t value_column = column + eq + 1;
  // `expected` lists the values of the file format, quoted: they stay as written in every language.
  const auto bad = [&](const char* expected) {
    fail_record(line, value_column,
                value.empty() ? Message(N_("XXE '{key}': the value is missing; expected one of {expected}"))
                                    .with("key", std::string(key))
                                    .with("expected", expected)
                              : Message(N_("XXE '{key}': '{value}' is not one of {expected}"))
                                    .with("key", std::string(key))
                                    .with("value", std::string(value))
                                    .with("expected", expected));
  };

  if (key == system_key) {
    const auto system = tournament::pairing_system_from_code(value);
    if (!system) bad("'swiss', 'round-robin', 'double-round-robin', 'knockout'");
    event.system = *system;
  } else if (key == discipline_key) {
    const auto discipline = tournament::discipline_from_code(value);
    if (!discipline) bad("'classical', 'rapid', 'lightning'");
    event.discipline = *discipline;
  } else if (key == scale_key) {
    const auto scale = tournament::scoring_scale_from_code(value);
    if (!scale) bad("'2-1-0', '1-0.5-0'");
    event.scale = *scale;
  } else if (key == micro_match_key) {
    // "no" for single games, else how a match scores: "game" or "match".
    if (value == "no") {
      event.micro_match = false;
      event.match_scoring = tournament::MicroMatchScoring::per_game;
    } else if (const auto scoring = tournament::match_scoring_from_code(value)) {
      event.micro_match = true;
      event.match_scoring = *scoring;
    } else {
      bad("'no', 'game', 'match'");
    }
  } else if (key == tiebreak_key) {
    const auto tiebreak = tournament::tiebreak_from_code(value);
    if (!tiebreak) bad("'SB', 'BH', 'DE', ...");
    event.tiebreaks.push_back(*tiebreak);
  } else if (key == edition_key) {
    const auto edition = tournament::tiebreak_edition_from_code(value);
    if (!edition) bad("'2024', '2026'");
    event.tiebreak_edition = *edition;
  } else if (key == opening_key) {
    event.opening_table = std::string(value);
  } else if (key == rules_key) {
    event.rule_edition = std::string(value);
  } else {
    // The keys are the file format's words.
    fail_record(line, column,
                Message(N_("unknown XXE setting '{key}' (known: {keys})"))
                    .with("key", std::string(key))
                    .with("keys",
                          "'system', 'discipline', 'scale', 'micro-match', 'tiebreak', 'tiebreak-edition', "
                          "'opening-table', "
                          "'rules'"));
  }
}

std::string four(int number) {
  std::string digits = std::to_string(number);
  return std::string(digits.size() < 4 ? 4 - digits.size() : 0, ' ') + digits;
}

std::string three(int number) {
  std::string digits = std::to_string(number);
  return std::string(digits.size() < 3 ? 3 - digits.size() : 0, '0') + digits;
}

}  // namespace

std::vector<std::string> event_lines(const tournament::Tournament& t) {
  const Event& e = t.event;
  std::vector<std::string> lines;
  if (!e.venue.empty()) lines.push_back("022 " + e.venue);
  if (e.start_date) lines.push_back("042 " + trf_date(*e.start_date));
  if (e.end_date) lines.push_back("052 " + trf_date(*e.end_date));
  lines.push_back("092 " + std::string(type_text(e.system)));
  if (!e.chief_arbiter.empty()) lines.push_back("102 " + e.chief_arbiter);
  for (const auto& arbiter : e.arbiters) lines.push_back("112 " + arbiter);
  if (!e.time_control.empty()) lines.push_back("122 " + e.time_control);
  const auto setting = [&lines](std::string_view key, std::string_view value) {
    lines.push_back("XXE " + std::string(key) + "=" + std::string(value));
  };
  setting(system_key, tournament::code(e.system));
  setting(discipline_key, tournament::code(e.discipline));
  setting(scale_key, tournament::code(e.scale));
  setting(micro_match_key, e.micro_match ? tournament::code(e.match_scoring) : "no");
  for (const auto tiebreak : e.tiebreaks) setting(tiebreak_key, std::string(tournament::code(tiebreak)));
  setting(edition_key, tournament::code(e.tiebreak_edition));
  if (!e.opening_table.empty()) setting(opening_key, e.opening_table);
  if (!e.rule_edition.empty()) setting(rules_key, e.rule_edition);
  return lines;
}

std::vector<std::string> match_game_lines(const tournament::Tournament& t) {
  std::vector<std::string> lines;
  if (!t.event.micro_match) return lines;
  for (const auto& round : t.rounds) {
    for (const auto& b : round.boards) {
      if (b.is_bye() || !b.is_complete()) continue;
      // XXG RRR WWWW BBBB G1 G2 [opening=CODE]: the board's players by starting number
      // (White of game 1 first), each game's code from that game's own White, as the results
      // are entered, and the opening the ballot gave the board.
      std::string text = "XXG " + three(round.number) + " " + four(t.player(b.white)->number) + " " +
                         four(t.player(*b.black)->number);
      for (const auto& g : b.games) text += " " + std::string(tournament::code(*g));
      if (b.opening) text += " " + std::string(board_opening_key) + "=" + *b.opening;
      lines.push_back(std::move(text));
    }
  }
  return lines;
}

void add_to(TrfDocument& document, const tournament::Tournament& t) {
  auto& lines = document.lines;
  const auto after_name = std::find_if(lines.begin(), lines.end(), [](const TrfDocument::Line& l) {
    return l.player == 0 && l.text.rfind("012", 0) == 0;
  });
  auto at = after_name == lines.end() ? lines.begin() : after_name + 1;
  for (auto& text : event_lines(t)) at = lines.insert(at, {std::move(text), 0}) + 1;
  auto players = std::find_if(lines.begin(), lines.end(), [](const auto& l) { return l.player != 0; });
  for (auto& text : match_game_lines(t)) players = lines.insert(players, {std::move(text), 0}) + 1;
}

void read_event(const TrfDocument& document, Event& event) {
  // Lists in the file replace the event's own; without them the event's stay.
  const auto old_tiebreaks = std::exchange(event.tiebreaks, {});
  const auto old_arbiters = std::exchange(event.arbiters, {});
  for (std::size_t i = 0; i < document.lines.size(); ++i) {
    const auto& line = document.lines[i];
    if (line.player != 0 || line.text.size() < 3) continue;
    const std::string_view text = line.text;
    const auto code = text.substr(0, 3);
    const auto value = trim_blanks(text.substr(3));
    const std::size_t value_column = static_cast<std::size_t>(value.data() - text.data()) + 1;
    if (code == "022") {
      event.venue = std::string(value);
    } else if (code == "042" || code == "052") {
      std::string iso(value);
      std::replace(iso.begin(), iso.end(), '/', '-');
      const auto date = tournament::parse_iso_date(iso);
      if (!date) {
        fail_record(i, value_column,
                    Message(code == "042" ? N_("start date: expected YYYY/MM/DD, not '{value}'")
                                          : N_("end date: expected YYYY/MM/DD, not '{value}'"))
                        .with("value", std::string(value)));
      }
      (code == "042" ? event.start_date : event.end_date) = date;
    } else if (code == "092") {
      // Free text in TRF-16: only the words this program writes are understood; XXE system,
      // written after it, has the last word.
      const auto type = lowercase(value);
      for (const auto system :
           {tournament::PairingSystem::swiss, tournament::PairingSystem::round_robin,
            tournament::PairingSystem::double_round_robin, tournament::PairingSystem::knockout}) {
        if (type == lowercase(type_text(system))) event.system = system;
      }
    } else if (code == "102") {
      event.chief_arbiter = std::string(value);
    } else if (code == "112") {
      event.arbiters.emplace_back(value);
    } else if (code == "122") {
      event.time_control = std::string(value);
    } else if (code == "XXE") {
      read_setting(event, text, i);
    }
  }
  if (event.tiebreaks.empty()) event.tiebreaks = old_tiebreaks;
  if (event.arbiters.empty()) event.arbiters = old_arbiters;
}

MatchGames read_match_games(const TrfDocument& document) {
  MatchGames games;
  std::map<int, int> boards;  // XXG records so far, per round
  for (std::size_t i = 0; i < document.lines.size(); ++i) {
    const auto& line = document.lines[i];
    if (line.player != 0 || line.text.rfind("XXG", 0) != 0) continue;
    std::istringstream in(line.text.substr(3));
    int round = 0, white = 0, black = 0;
    if (!(in >> round >> white >> black) || round < 1 || white < 1 || black < 1) {
      fail_record(i, 5,
                  Message(N_("XXG: expected a round, the two starting numbers and the games' results")));
    }
    std::vector<GameResult> results;
    std::optional<std::string> opening;
    for (std::string code; in >> code;) {
      if (code.rfind(std::string(board_opening_key) + "=", 0) == 0) {
        opening = code.substr(board_opening_key.size() + 1);
        continue;
      }
      const auto result = tournament::game_result_from_code(code);
      if (!result) {
        fail_record(i, line.text.find(code) + 1,
                    Message(N_("XXG: '{code}' is not a game result (1-0, =, 0-1, +/-, -/+, -/-)"))
                        .with("code", code));
      }
      results.push_back(*result);
    }
    if (results.empty())
      fail_record(i, line.text.size() + 1, Message(N_("XXG: the games' results are missing")));
    if (!games
             .emplace(std::tuple(round, white, black),
                      MatchBoard{++boards[round], std::move(results), std::move(opening)})
             .second)
      fail_record(i, 5, Message(N_("XXG: this board is given twice")));
  }
  return games;
}

}  // namespace shashki::format::trf_records
