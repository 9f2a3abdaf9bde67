#include "shashki/app/endgame_service.hpp"

#include "live_support.hpp"
#include "shashki/app/errors.hpp"
#include "shashki/app/i18n.hpp"
#include "shashki/app/plural.hpp"
#include "shashki/app/stored_message.hpp"
#include "shashki/rules/notation.hpp"

#include <fmt/format.h>

#include <array>
#include <string_view>
#include <utility>

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

// What the counting rules make of the value, typed; none when there is nothing left to count.
std::optional<CountingNote> counting_note(const endgame::CountingVerdict& c, rules::Color mover) {
  using endgame::Result;
  using Kind = CountingNote::Kind;
  if (c.value.result == Result::draw || c.value.plies == 0) return std::nullopt;  // nothing left to count
  if (c.with_counts == c.value.result) {
    const rules::Color winner = c.value.result == Result::win ? mover : rules::opponent(mover);
    for (const auto& k : c.counts) {
      if (k.count.side && *k.count.side != winner) continue;
      return CountingNote{Kind::within, std::string(k.count.clause), k.count.limit, k.count.start_ply,
                          std::nullopt};
    }
    return CountingNote{Kind::unlimited, {}, 0, 0, std::nullopt};
  }
  if (!c.verdict) return std::nullopt;
  if (c.verdict->clause == "6.1.10.4")
    return CountingNote{Kind::no_increment, "6.1.10.4", 0, 0, std::nullopt};
  for (const auto& k : c.counts) {
    if (!k.ends_the_game) continue;
    if (k.count.side)
      return CountingNote{Kind::draws_at_move, std::string(k.count.clause), k.count.limit, c.end_ply,
                          k.count.side};
    return CountingNote{Kind::draws_after, std::string(k.count.clause), k.count.limit, c.end_ply,
                        std::nullopt};
  }
  return CountingNote{Kind::draws_at_ply, std::string(c.verdict->clause), 0, c.end_ply, std::nullopt};
}

std::string note_text(const CountingNote& n) {
  using Kind = CountingNote::Kind;
  switch (n.kind) {
    case Kind::within:
      return fmt::format(fmt::runtime(tr("{clause} allows {limit} counted from ply {ply}, so the win is "
                                         "within the count")),
                         fmt::arg("clause", n.clause), fmt::arg("limit", moves_text(n.limit)),
                         fmt::arg("ply", n.ply));
    case Kind::unlimited:
      return tr("no counting rule limits this ending");
    case Kind::no_increment:
      return tr(
          "6.1.10.4: without an increment this ending is not played on; a draw is recorded unless the "
          "player demonstrates the win");
    case Kind::draws_at_move:
      return fmt::format(
          fmt::runtime(tr("a theoretical win, but {clause} draws at {side}'s move {limit} of the "
                          "count (ply {ply})")),
          fmt::arg("clause", n.clause), fmt::arg("side", side_name(n.side.value_or(rules::Color::white))),
          fmt::arg("limit", n.limit), fmt::arg("ply", n.ply));
    case Kind::draws_after: {
      const auto limit = static_cast<unsigned long>(n.limit);
      return fmt::format(
          fmt::runtime(tr("a theoretical win, but {clause} draws {after} (ply {ply})")),
          fmt::arg("clause", n.clause),
          fmt::arg("after", fmt::format(fmt::runtime(ntr("after {n} move of both sides",
                                                         "after {n} moves of both sides", limit)),
                                        fmt::arg("n", limit))),
          fmt::arg("ply", n.ply));
    }
    case Kind::draws_at_ply:
      return fmt::format(fmt::runtime(tr("a theoretical win, but {clause} draws at ply {ply}")),
                         fmt::arg("clause", n.clause), fmt::arg("ply", n.ply));
  }
  return {};
}

// "the game is over: White has no piece left (6.1.7)".
std::string over_text(rules::Color mover) {
  return fmt::format(fmt::runtime(tr("the game is over: {side} has no piece left (6.1.7)")),
                     fmt::arg("side", side_name(rules::opponent(mover))));
}

// The finding's one line from the report's typed fields and the databases' failure (translated,
// or empty): the one wording of a finding given now and of one read back from a claim's facts.
std::string finding_text(const EndgameReport& r, const std::string& error) {
  if (!error.empty()) {
    return fmt::format(fmt::runtime(tr("the endgame databases could not be read ({error}); they give no "
                                       "verdict")),
                       fmt::arg("error", error));
  }
  if (r.in_databases && r.value) {
    std::string verdict = pure_summary(*r.value, r.mover);
    if (r.note) verdict += "; " + note_text(*r.note);
    if (!r.best.empty()) {
      verdict +=
          "; " + fmt::format(fmt::runtime(tr("best move {move}")), fmt::arg("move", r.best.front().notation));
    }
    // The rulebook leaves these rulings to the judge (6.1.8.5, 6.1.8.7, 6.1.10.4, 6.1.10.5): the
    // databases inform the ruling, they do not make it.
    return fmt::format(fmt::runtime(tr("the endgame databases say: {verdict}; the judge decides")),
                       fmt::arg("verdict", verdict));
  }
  if (r.pieces > endgame::database_pieces) {
    return fmt::format(
        fmt::runtime(ntr("{n} piece on the board: outside the endgame databases (they hold up to 5 pieces); "
                         "they give no verdict",
                         "{n} pieces on the board: outside the endgame databases (they hold up to 5 "
                         "pieces); they give no verdict",
                         static_cast<unsigned long>(r.pieces))),
        fmt::arg("n", r.pieces));
  }
  if (r.databases_missing) {
    return tr(
        "the endgame databases for this material are not built (shashki endgame build); they give no "
        "verdict");
  }
  return r.over ? over_text(r.mover) : std::string();  // the game is already over (6.1.7)
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
  r.mover = p.side_to_move();
  if (p.pieces(rules::opponent(p.side_to_move())) == 0) {
    // Not a position to play from: the game ended with the last capture (6.1.7).
    r.over = true;
    r.summary = over_text(r.mover);
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
  if (r.counting) r.note = counting_note(*r.counting, p.side_to_move());
  if (r.note) r.counting_summary = note_text(*r.note);
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
    f.report.mover = game.current().side_to_move();
    f.error = e.what();
    f.error_message = e.message();
    f.text = finding_text(f.report, translate(e.message()));
    return f;
  }
  f.text = finding_text(f.report, {});
  return f;
}

namespace {

constexpr std::array<std::pair<CountingNote::Kind, std::string_view>, 6> note_codes{{
    {CountingNote::Kind::within, "within"},
    {CountingNote::Kind::unlimited, "unlimited"},
    {CountingNote::Kind::no_increment, "no-increment"},
    {CountingNote::Kind::draws_at_move, "draws-at-move"},
    {CountingNote::Kind::draws_after, "draws-after"},
    {CountingNote::Kind::draws_at_ply, "draws-at-ply"},
}};

std::optional<rules::Color> color_from_code(const nlohmann::json& j) {
  if (!j.is_string()) return std::nullopt;
  if (j.get<std::string>() == "white") return rules::Color::white;
  if (j.get<std::string>() == "black") return rules::Color::black;
  return std::nullopt;
}

}  // namespace

nlohmann::json endgame_facts_json(const EndgameFinding& f) {
  const EndgameReport& r = f.report;
  auto j = endgame_json(f);
  j.erase("text");
  j["to_move"] = side_code(r.mover);
  j["over"] = r.over;
  j["databases_missing"] = r.databases_missing;
  j["error"] = f.error_message   ? nlohmann::json(stored_message(*f.error_message))
               : f.error.empty() ? nlohmann::json(nullptr)
                                 : nlohmann::json(f.error);
  if (r.in_databases && r.note) {
    const auto& n = *r.note;
    nlohmann::json note = {{"clause", n.clause}, {"limit", n.limit}, {"ply", n.ply}};
    for (const auto& [kind, code] : note_codes) {
      if (kind == n.kind) note["kind"] = std::string(code);
    }
    note["side"] = n.side ? nlohmann::json(side_code(*n.side)) : nlohmann::json(nullptr);
    j["counting"] = std::move(note);
  } else {
    j["counting"] = nullptr;
  }
  return j;
}

std::string endgame_facts_text(const nlohmann::json& stored) {
  if (!stored.is_object()) return {};
  // An older version stored the finding as text in the judge's language of the day.
  if (const auto text = stored.find("text"); text != stored.end() && text->is_string())
    return text->get<std::string>();
  EndgameReport r;
  r.pieces = stored.value("pieces", 0);
  r.in_databases = stored.value("in_databases", false);
  r.databases_missing = stored.value("databases_missing", false);
  r.over = stored.value("over", false);
  r.mover = color_from_code(stored.value("to_move", nlohmann::json())).value_or(rules::Color::white);
  const auto verdict = stored.value("verdict", nlohmann::json());
  if (r.in_databases && verdict.is_string()) {
    const auto code = verdict.get<std::string>();
    const auto plies = stored.value("plies_to_end", nlohmann::json());
    r.value = endgame::Value{code == "win"    ? endgame::Result::win
                             : code == "loss" ? endgame::Result::loss
                                              : endgame::Result::draw,
                             plies.is_number_integer() ? plies.get<int>() : 0};
  }
  if (const auto best = stored.value("best", nlohmann::json()); best.is_string()) {
    r.best.push_back({best.get<std::string>(), r.value.value_or(endgame::Value{})});
  }
  if (const auto note = stored.value("counting", nlohmann::json()); note.is_object()) {
    CountingNote n;
    const auto kind = note.value("kind", std::string());
    for (const auto& [k, code] : note_codes) {
      if (code == kind) n.kind = k;
    }
    n.clause = note.value("clause", std::string());
    n.limit = note.value("limit", 0);
    n.ply = note.value("ply", 0);
    n.side = color_from_code(note.value("side", nlohmann::json()));
    r.note = n;
  }
  const auto error = stored.value("error", nlohmann::json());
  return finding_text(r, error.is_string() ? stored_text(error.get<std::string>()) : std::string());
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
