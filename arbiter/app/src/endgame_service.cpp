#include "shashki/app/endgame_service.hpp"

#include "shashki/app/errors.hpp"
#include "shashki/app/i18n.hpp"
#include "shashki/app/plural.hpp"
#include "shashki/rules/notation.hpp"

#include <fmt/format.h>

namespace shashki::app {

namespace {

std::string side_name(rules::Color c) {
  return c == rules::Color::white ? tr("White") : tr("Black");
}

// "1 move", "5 moves": a count in the user's language, with its plural form (ngettext).
std::string moves_text(int n) {
  return fmt::format(fmt::runtime(ntr("{n} move", "{n} moves", static_cast<unsigned long>(n))),
                     fmt::arg("n", n));
}

std::string plies_text(int n) {
  return fmt::format(fmt::runtime(ntr("{n} ply", "{n} plies", static_cast<unsigned long>(n))),
                     fmt::arg("n", n));
}

// The pure verdict in moves of the winner (a ply is one side's move, 6.1.6).
std::string pure_summary(endgame::Value v, rules::Color mover) {
  using endgame::Result;
  if (v.result == Result::draw) return tr("a draw with best play");
  if (v.result == Result::loss && v.plies == 0) {
    return fmt::format(fmt::runtime(tr("{side} has lost: no piece or no legal move (6.1.7)")),
                       fmt::arg("side", side_name(mover)));
  }
  const bool mover_wins = v.result == Result::win;
  const int moves = mover_wins ? (v.plies + 1) / 2 : v.plies / 2;
  return fmt::format(fmt::runtime(tr("{side} wins in {moves} ({plies})")),
                     fmt::arg("side", side_name(mover_wins ? mover : rules::opponent(mover))),
                     fmt::arg("moves", moves_text(moves)), fmt::arg("plies", plies_text(v.plies)));
}

std::string count_summary(const endgame::CountingVerdict& c, rules::Color mover) {
  using endgame::Result;
  if (c.value.result == Result::draw || c.value.plies == 0) return {};  // nothing left to count
  if (c.with_counts == c.value.result) {
    const rules::Color winner = c.value.result == Result::win ? mover : rules::opponent(mover);
    for (const auto& k : c.counts) {
      if (k.count.side && *k.count.side != winner) continue;
      return fmt::format(fmt::runtime(tr("{clause} allows {limit} counted from ply {ply}, so the win is "
                                         "within the count")),
                         fmt::arg("clause", k.count.clause), fmt::arg("limit", moves_text(k.count.limit)),
                         fmt::arg("ply", k.count.start_ply));
    }
    return tr("no counting rule limits this ending");
  }
  if (!c.verdict) return {};
  if (c.verdict->clause == "6.1.10.4") {
    return tr(
        "6.1.10.4: without an increment this ending is not played on; a draw is recorded unless the "
        "player demonstrates the win");
  }
  for (const auto& k : c.counts) {
    if (!k.ends_the_game) continue;
    if (k.count.side) {
      return fmt::format(
          fmt::runtime(tr("a theoretical win, but {clause} draws at {side}'s move {limit} of the "
                          "count (ply {ply})")),
          fmt::arg("clause", k.count.clause), fmt::arg("side", side_name(*k.count.side)),
          fmt::arg("limit", k.count.limit), fmt::arg("ply", c.end_ply));
    }
    const auto limit = static_cast<unsigned long>(k.count.limit);
    return fmt::format(
        fmt::runtime(tr("a theoretical win, but {clause} draws {after} (ply {ply})")),
        fmt::arg("clause", k.count.clause),
        fmt::arg("after", fmt::format(fmt::runtime(ntr("after {n} move of both sides",
                                                       "after {n} moves of both sides", limit)),
                                      fmt::arg("n", limit))),
        fmt::arg("ply", c.end_ply));
  }
  return fmt::format(fmt::runtime(tr("a theoretical win, but {clause} draws at ply {ply}")),
                     fmt::arg("clause", c.verdict->clause), fmt::arg("ply", c.end_ply));
}

// A class file that cannot be read as a refusal in the judge's language.
template <class F>
auto databases_read(F&& f) {
  try {
    return f();
  } catch (const endgame::BuildCancelled&) {
    throw;
  } catch (const endgame::DatabaseError& e) {
    throw Error(ExitCode::input, endgame_error_message(e));
  }
}

EndgameReport unchecked_endgame_report(const endgame::Tablebase& tablebase, const rules::GameRecord& game,
                                       const rules::GameConditions& conditions) {
  EndgameReport r;
  const rules::Position& p = game.current();
  r.pieces = rules::count(p.occupied());
  if (p.pieces(rules::opponent(p.side_to_move())) == 0) {
    // Not a position to play from: the game ended with the last capture (6.1.7).
    r.summary = fmt::format(fmt::runtime(tr("the game is over: {side} has no piece left (6.1.7)")),
                            fmt::arg("side", side_name(rules::opponent(p.side_to_move()))));
    return r;
  }
  r.value = tablebase.probe(p);
  if (!r.value) {
    r.databases_missing = r.pieces <= endgame::database_pieces;
    return r;
  }
  r.in_databases = true;
  const auto moves = tablebase.move_values(p);
  std::vector<rules::Move> plain;
  for (const auto& m : moves) plain.push_back(m.move);
  const auto names = rules::format_moves(p, plain);
  for (std::size_t i = 0; i < moves.size(); ++i) r.best.push_back({names[i], moves[i].value});
  rules::Position at = p;
  const int length = r.value->result == endgame::Result::draw ? 10 : r.value->plies;
  for (const auto& m : tablebase.best_line(p, length)) {
    r.line.push_back(rules::format_move(at, m));
    at = at.succ(m);
  }
  r.counting = endgame::apply_counting_rules(tablebase, game, conditions);
  r.summary = pure_summary(*r.value, p.side_to_move());
  if (r.counting) r.counting_summary = count_summary(*r.counting, p.side_to_move());
  return r;
}

EndgameReview unchecked_endgame_review(const endgame::Tablebase& tablebase, const rules::GameRecord& game,
                                       const rules::GameConditions& conditions);

}  // namespace

tournament::Message endgame_error_message(const endgame::DatabaseError& error) {
  auto message = error.plural_id() != nullptr ? Message::plural(error.id(), error.plural_id(), error.count())
                                              : Message(error.id());
  for (const auto& a : error.args()) message.with(a.name, a.value);
  return message.about("endgame");
}

EndgameReport endgame_report(const endgame::Tablebase& tablebase, const rules::GameRecord& game,
                             const rules::GameConditions& conditions) {
  return databases_read([&] { return unchecked_endgame_report(tablebase, game, conditions); });
}

EndgameReview endgame_review(const endgame::Tablebase& tablebase, const rules::GameRecord& game,
                             const rules::GameConditions& conditions) {
  return databases_read([&] { return unchecked_endgame_review(tablebase, game, conditions); });
}

EndgameFinding endgame_finding(const endgame::Tablebase& tablebase, const rules::GameRecord& game,
                               const rules::GameConditions& conditions) {
  EndgameFinding f;
  try {
    f.report = endgame_report(tablebase, game, conditions);
  } catch (const Error& e) {
    // A damaged or unreadable class file: say so, the judge rules without the databases.
    f.report = EndgameReport{};
    f.report.pieces = rules::count(game.current().occupied());
    f.error = e.what();
    f.text = fmt::format(fmt::runtime(tr("the endgame databases could not be read ({error}); they give no "
                                         "verdict")),
                         fmt::arg("error", translate(e.message())));
    return f;
  }
  const EndgameReport& r = f.report;
  if (r.in_databases) {
    std::string verdict = r.summary;
    if (!r.counting_summary.empty()) verdict += "; " + r.counting_summary;
    if (!r.best.empty()) {
      verdict +=
          "; " + fmt::format(fmt::runtime(tr("best move {move}")), fmt::arg("move", r.best.front().notation));
    }
    // The rulebook leaves these rulings to the judge (6.1.8.5, 6.1.8.7, 6.1.10.4, 6.1.10.5): the
    // databases inform the ruling, they do not make it.
    f.text = fmt::format(fmt::runtime(tr("the endgame databases say: {verdict}; the judge decides")),
                         fmt::arg("verdict", verdict));
  } else if (r.pieces > endgame::database_pieces) {
    f.text = fmt::format(
        fmt::runtime(ntr("{n} piece on the board: outside the endgame databases (they hold up to 5 pieces); "
                         "they give no verdict",
                         "{n} pieces on the board: outside the endgame databases (they hold up to 5 "
                         "pieces); they give no verdict",
                         static_cast<unsigned long>(r.pieces))),
        fmt::arg("n", r.pieces));
  } else if (r.databases_missing) {
    f.text =
        tr("the endgame databases for this material are not built (shashki endgame build); they give no "
           "verdict");
  } else {
    f.text = r.summary;  // the game is already over (6.1.7)
  }
  return f;
}

namespace {

EndgameReview unchecked_endgame_review(const endgame::Tablebase& tablebase, const rules::GameRecord& game,
                                       const rules::GameConditions& conditions) {
  EndgameReview out;
  std::optional<endgame::Value> previous;
  rules::GameRecord so_far(game.start());
  for (int ply = 0; ply <= game.plies(); ++ply) {
    if (ply > 0) so_far.play(game.move(ply));
    const rules::Position& p = game.position(ply);
    const auto value =
        rules::count(p.occupied()) <= endgame::database_pieces ? tablebase.probe(p) : std::nullopt;
    if (value && !out.first_ply) {
      out.first_ply = ply;
      out.first = endgame_report(tablebase, so_far, conditions);
    }
    if (value && previous) {
      // The mover's value before and after its move: a worse result is a slip.
      const endgame::Value after = endgame::Value::from_child(*value);
      auto rank = [](endgame::Result x) {
        return x == endgame::Result::win ? 2 : x == endgame::Result::draw ? 1 : 0;
      };
      if (rank(after.result) < rank(previous->result)) {
        EndgameSlip s{ply, *previous, after, {}, {}};
        const rules::Position& before = game.position(ply - 1);
        const auto moves = tablebase.move_values(before);
        if (!moves.empty()) s.best = rules::format_move(before, moves.front().move);
        const bool to_draw = after.result == endgame::Result::draw;
        const char* what =
            previous->result == endgame::Result::win
                ? (to_draw ? "a won position let slip to a draw" : "a won position let slip to a loss")
                : "a drawn position let slip to a loss";
        s.detail = fmt::format("{}: {} {} ({})", tr(what), tr("best was"), s.best,
                               pure_summary(*previous, before.side_to_move()));
        out.slips.push_back(std::move(s));
      }
    }
    previous = value;
  }
  return out;
}

}  // namespace

}  // namespace shashki::app
