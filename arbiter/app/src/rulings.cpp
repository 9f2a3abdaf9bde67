#include "shashki/app/rulings.hpp"

#include "shashki/app/errors.hpp"
#include "shashki/app/game_conditions.hpp"
#include "shashki/app/i18n.hpp"
#include "shashki/rules/fen.hpp"

#include <fmt/format.h>

#include <fstream>
#include <sstream>

namespace shashki::app {

rules::Position read_fen(std::string_view fen, std::string field) {
  const auto parsed = rules::parse_fen(fen);
  if (!parsed) throw Error(ExitCode::input, parse_message(parsed.error(), "FEN", std::move(field)));
  return *parsed;
}

Message parse_message(const rules::ParseError& error, std::string_view where, std::string field) {
  Message m = error.token.empty() ? Message(N_("{where}:{line}:{column}: {why}"))
                                  : Message(N_("{where}:{line}:{column}: {why} '{token}'"));
  m.with("where", std::string(where))
      .with("line", error.line)
      .with("column", error.column)
      .with_term("why", error.message)
      .about(std::move(field));
  if (!error.token.empty()) m.with("token", error.token);
  return m;
}

std::string explain(const rules::ParseError& error, std::string_view where) {
  return translate(parse_message(error, where));
}

std::vector<rules::PdnGame> read_pdn_file(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    throw Error(ExitCode::input,
                Message(N_("{file}: cannot read the file")).with("file", path.string()).about("file"));
  }
  std::stringstream text;
  text << in.rdbuf();
  auto games = rules::parse_pdn(text.str());
  if (!games) throw Error(ExitCode::input, parse_message(games.error(), path.string(), "file"));
  return std::move(games.value());
}

std::string reason(rules::Violation violation) {
  return tr(rules::describe(violation));
}

namespace {

std::string result_text(rules::Outcome o) {
  switch (o) {
    case rules::Outcome::white_wins:
      return "2-0";
    case rules::Outcome::black_wins:
      return "0-2";
    case rules::Outcome::draw:
      return "1-1";
  }
  return "*";
}

std::string side_name(std::optional<rules::Color> side) {
  if (!side) return tr("both sides");
  return *side == rules::Color::white ? tr("White") : tr("Black");
}

}  // namespace

GameReview review(const rules::GameRecord& record, const rules::GameConditions& conditions) {
  GameReview out;
  const auto statuses = rules::review_game(record, conditions);
  bool offer_reported = false;
  std::vector<rules::DrawCount> previous;
  for (const rules::PlyStatus& st : statuses) {
    if (st.offer_allowed && !offer_reported) {
      offer_reported = true;
      const std::string clause(offer_clause(conditions));
      out.events.push_back({st.ply, clause, "offer-allowed", tr("a draw may be offered from here")});
    }
    for (const rules::DrawCount& c : st.counts) {
      bool running = false;
      for (const auto& p : previous)
        running = running || (p.clause == c.clause && p.start_ply == c.start_ply);
      if (!running) {
        out.events.push_back({st.ply, std::string(c.clause), "count-start",
                              fmt::format("{} {} ({}: {})", tr("count begins, limit"), c.limit,
                                          tr("moves of"), side_name(c.side))});
      } else {
        for (const auto& p : previous) {
          // A count past its limit has done its work (the game was drawn when it got there):
          // "move 8/5" would read as a rule still running.
          if (p.clause == c.clause && p.start_ply == c.start_ply && p.moves != c.moves &&
              c.moves <= c.limit) {
            out.events.push_back({st.ply, std::string(c.clause), "count",
                                  fmt::format("{} {}/{}", tr("move"), c.moves, c.limit)});
          }
        }
      }
    }
    previous = st.counts;
    if (st.verdict && out.result_by_rules == "*") {
      const auto& v = *st.verdict;
      out.result_by_rules = result_text(v.outcome);
      const std::string kind = v.outcome != rules::Outcome::draw ? "win"
                               : v.repetition                    ? "repetition"
                                                                 : "draw";
      const char* detail = v.outcome != rules::Outcome::draw ? "the side to move has no piece or no move"
                           : v.repetition                    ? "the same position has occurred three times"
                                                             : "the game is drawn by this rule";
      out.events.push_back({st.ply, std::string(v.clause), kind, tr(detail)});
    }
  }
  return out;
}

}  // namespace shashki::app
