// Retrograde analysis of one material class at a time (docs/endgame.md).
//
// Positions are seen from the side to move (White). A class and its colour-swapped twin form a
// unit: a quiet move of a man that does not promote, or any king move without a capture, leads
// from one into the other; a capture leads to fewer pieces and a promotion to fewer men, classes
// built before. So a unit is solved on its own, given the classes built earlier:
//   1. Every position looks at its moves once: those that leave the unit are read from the
//      earlier classes; those inside are counted.
//   2. Level by level (plies 0, 1, 2, ...), every position decided at that level is undone one
//      ply (the opponent's quiet moves played backwards, 6.1.4.3 and 6.1.4.5, kept only where
//      the opponent had no capture, 6.1.5.3). A predecessor of a loss in n is a win in n + 1 (the
//      first found is the quickest); a predecessor all of whose moves are wins for the opponent
//      is a loss, in one more ply than the longest of them.
//   3. What is never decided is a draw: neither side can force the end of the game (6.1.7).

#include "board32.hpp"
#include "class_index.hpp"
#include "parallel.hpp"
#include "shashki/endgame/tablebase.hpp"
#include "shashki/rules/movegen.hpp"
#include "tables.hpp"

#include <algorithm>
#include <atomic>
#include <climits>
#include <set>
#include <stdexcept>

namespace shashki::endgame {

namespace {

using detail::Board;
using detail::ClassIndex;
using detail::Set32;
using detail::Tables;

constexpr std::uint8_t cannot_lose = 0xFF;

// The value of a position from the values of its moves; none if a successor's class is missing.
std::optional<Value> value_from_moves(const Board& board, const Tables& tables) {
  const rules::Position p = detail::position_of(board);
  const auto moves = rules::legal_moves(p);
  if (moves.empty()) return Value{Result::loss, 0};  // 6.1.7: no legal move
  std::optional<Value> best;
  for (const auto& m : moves) {
    const auto child = tables.lookup(detail::canonical(p.succ(m)));
    if (!child) return std::nullopt;
    const Value v = Value::from_child(*child);
    if (!best || v.better_than(*best)) best = v;
  }
  return best;
}

// A class and its colour-swapped twin (one part when they are the same).
struct Unit {
  std::vector<Material> parts;
  std::vector<ClassIndex> index;
  std::vector<std::uint64_t> offset;
  std::uint64_t size = 0;

  explicit Unit(const Material& m) {
    parts.push_back(m);
    if (m.flipped() != m) parts.push_back(m.flipped());
    for (const auto& p : parts) {
      index.emplace_back(p);
      offset.push_back(size);
      size += index.back().size();
    }
  }
  [[nodiscard]] int part_of(std::uint64_t g) const { return parts.size() == 2 && g >= offset[1] ? 1 : 0; }
  [[nodiscard]] int other(int part) const { return parts.size() == 1 ? 0 : 1 - part; }
};

std::uint8_t checked_encode(Value v, const Material& m) {
  if (v.plies > max_plies) {
    throw DatabaseError(
        N_("class {class}: a distance of more than {limit} plies does not fit the one-byte format"),
        {{"class", m.name()}, {"limit", std::to_string(max_plies)}});
  }
  return encode(v);
}

class UnitSolver {
 public:
  UnitSolver(const Unit& unit, const Tables& tables, int threads, BuildProgress* progress,
             const std::atomic<bool>* cancel)
      : m_unit(unit),
        m_tables(tables),
        m_threads(threads),
        m_progress(progress),
        m_cancel(cancel),
        m_value(unit.size),
        m_count(unit.size),
        m_longest_out(unit.size) {}

  std::vector<std::uint8_t> solve() {
    detail::parallel_for(
        m_unit.size, m_threads, [this](std::uint64_t b, std::uint64_t e) { initialise(b, e); },
        [this](double f) { report(0.6 * f); }, m_cancel);
    for (int level = 0; level <= m_highest.load(); ++level) {
      detail::parallel_for(
          m_unit.size, m_threads,
          [this, level](std::uint64_t b, std::uint64_t e) {
            for (std::uint64_t g = b; g < e; ++g) {
              if (std::atomic_ref<std::uint8_t>(m_value[g]).load(std::memory_order_relaxed) == level + 1) {
                propagate(g, level);
              }
            }
          },
          {}, m_cancel);
      report(0.6 + 0.4 * static_cast<double>(level) / std::max(1, m_highest.load()));
    }
    return std::move(m_value);
  }

 private:
  void report(double f) {
    if (m_progress != nullptr) m_progress->advance("build", std::min(1.0, f));
  }

  void note(int plies) {
    int seen = m_highest.load(std::memory_order_relaxed);
    while (plies > seen && !m_highest.compare_exchange_weak(seen, plies)) {
    }
  }

  // Step 1: the moves of each position, once.
  void initialise(std::uint64_t begin, std::uint64_t end) {
    for (std::uint64_t g = begin; g < end; ++g) {
      const int part = m_unit.part_of(g);
      const Material& mat = m_unit.parts[static_cast<std::size_t>(part)];
      const Board board = m_unit.index[static_cast<std::size_t>(part)].board(
          g - m_unit.offset[static_cast<std::size_t>(part)]);
      const rules::Position p = detail::position_of(board);
      const auto moves = rules::legal_moves(p);
      if (moves.empty()) {  // 6.1.7: blocked, lost now
        m_value[g] = encode(Value{Result::loss, 0});
        continue;
      }
      int inside = 0;
      int quickest_win = INT_MAX;
      int longest_loss = -1;
      bool draw = false;
      for (const auto& m : moves) {
        if (!m.is_capture() && !m.promotes) {
          ++inside;
          continue;
        }
        const auto child = m_tables.lookup(detail::canonical(p.succ(m)));
        if (!child)
          throw DatabaseError(N_("class {class}: a class it leads to is missing"), {{"class", mat.name()}});
        if (child->result == Result::loss) quickest_win = std::min(quickest_win, child->plies + 1);
        if (child->result == Result::win) longest_loss = std::max(longest_loss, child->plies + 1);
        if (child->result == Result::draw) draw = true;
      }
      m_count[g] = static_cast<std::uint8_t>(inside);
      if (quickest_win != INT_MAX) {
        // A win now, unless a quicker one appears inside the unit before this level.
        m_value[g] = checked_encode(Value{Result::win, quickest_win}, mat);
        m_longest_out[g] = cannot_lose;
        note(quickest_win);
      } else if (draw) {
        m_longest_out[g] = cannot_lose;
      } else {
        if (longest_loss > max_plies) (void)checked_encode(Value{Result::loss, longest_loss}, mat);
        m_longest_out[g] = static_cast<std::uint8_t>(std::max(0, longest_loss));
        if (inside == 0) {
          m_value[g] = checked_encode(Value{Result::loss, longest_loss}, mat);
          note(longest_loss);
        }
      }
    }
  }

  // Step 2: the predecessors of a position decided at `level`.
  void propagate(std::uint64_t g, int level) {
    const int part = m_unit.part_of(g);
    const Board board =
        m_unit.index[static_cast<std::size_t>(part)].board(g - m_unit.offset[static_cast<std::size_t>(part)]);
    const int other = m_unit.other(part);
    const Set32 occupied = board.occupied();
    auto visit = [&](const Board& before) {
      // The opponent could play this quiet move only without a capture (6.1.5.3).
      if (rules::has_capture(detail::position_of(before, rules::Color::black))) return;
      const std::uint64_t h = m_unit.offset[static_cast<std::size_t>(other)] +
                              m_unit.index[static_cast<std::size_t>(other)].index(detail::flip(before));
      update(h, level, m_unit.parts[static_cast<std::size_t>(other)]);
    };
    for (Set32 kings = board.black_kings; kings != 0; kings &= kings - 1) {
      const int s = __builtin_ctz(kings);
      for (int d = 0; d < 4; ++d) {
        for (int r = detail::step(s, d); r >= 0 && ((occupied >> r) & 1U) == 0; r = detail::step(r, d)) {
          Board before = board;
          before.black_kings ^= (Set32{1} << s) | (Set32{1} << r);
          visit(before);
        }
      }
    }
    // Black men move towards rank 1, so they came from the rank above (directions ne, nw).
    for (Set32 men = board.black_men; men != 0; men &= men - 1) {
      const int s = __builtin_ctz(men);
      for (int d = 0; d < 2; ++d) {
        const int r = detail::step(s, d);
        if (r < 0 || ((occupied >> r) & 1U) != 0) continue;
        Board before = board;
        before.black_men ^= (Set32{1} << s) | (Set32{1} << r);
        visit(before);
      }
    }
  }

  void update(std::uint64_t h, int level, const Material& mat) {
    std::atomic_ref<std::uint8_t> value(m_value[h]);
    const std::uint8_t current = value.load(std::memory_order_relaxed);
    if (level % 2 == 0) {
      // The successor is lost for its side to move: this is a win in level + 1, the quickest
      // unless already decided (earlier levels only hold quicker wins).
      if (current == 0 || current > level + 2) {
        if (current != 0 && decode(current).result == Result::loss) return;  // decided: cannot be
        value.store(checked_encode(Value{Result::win, level + 1}, mat), std::memory_order_relaxed);
        note(level + 1);
      }
      return;
    }
    if (current != 0 || m_longest_out[h] == cannot_lose) return;
    std::atomic_ref<std::uint8_t> count(m_count[h]);
    if (count.fetch_sub(1, std::memory_order_relaxed) == 1) {
      // Every move loses: the loser takes the longest of them.
      const int plies = std::max(level + 1, static_cast<int>(m_longest_out[h]));
      value.store(checked_encode(Value{Result::loss, plies}, mat), std::memory_order_relaxed);
      note(plies);
    }
  }

  const Unit& m_unit;
  const Tables& m_tables;
  int m_threads;
  BuildProgress* m_progress;
  const std::atomic<bool>* m_cancel;
  std::vector<std::uint8_t> m_value;        // value byte (value.hpp), tentative until its level
  std::vector<std::uint8_t> m_count;        // moves inside the unit not yet known to lose
  std::vector<std::uint8_t> m_longest_out;  // a loss's plies via moves leaving the unit, or cannot_lose
  std::atomic<int> m_highest{0};
};

// The classes a class's captures and promotions lead to, seen from the new side to move.
std::vector<Material> successors(const Material& c) {
  std::vector<Material> out{c.flipped()};
  for (int bm = 0; bm <= c.black_men; ++bm) {
    for (int bk = 0; bk <= c.black_kings; ++bk) {
      const bool capture = bm + bk < c.black_men + c.black_kings;
      if (bm + bk == 0) continue;  // the last piece taken: the game is over (6.1.7)
      for (int promote = 0; promote <= std::min(1, c.white_men); ++promote) {
        if (!capture && promote == 0) continue;
        out.push_back(Material{c.white_men - promote, c.white_kings + promote, bm, bk}.flipped());
      }
    }
  }
  return out;
}

std::vector<Material> closure(const std::vector<Material>& wanted) {
  std::set<Material> seen;
  std::vector<Material> stack = wanted;
  while (!stack.empty()) {
    const Material m = stack.back();
    stack.pop_back();
    if (!seen.insert(m).second) continue;
    for (const auto& s : successors(m)) stack.push_back(s);
  }
  std::vector<Material> out;
  for (const auto& m : classes_up_to(database_pieces)) {
    if (seen.count(m) != 0) out.push_back(m);
  }
  return out;
}

ClassReport summary(const Material& m, const std::vector<std::uint8_t>& values) {
  ClassReport r;
  r.material = m;
  r.positions = values.size();
  for (const std::uint8_t b : values) {
    const Value v = decode(b);
    if (v.result == Result::win) {
      ++r.wins;
      r.longest_win = std::max(r.longest_win, v.plies);
    } else if (v.result == Result::loss) {
      ++r.losses;
    } else {
      ++r.draws;
    }
  }
  return r;
}

std::uint64_t verify_loaded(const Tables& tables, const Material& material, int threads,
                            BuildProgress* progress, const std::atomic<bool>* cancel = nullptr) {
  const detail::ClassTable* t = tables.find(material);
  std::atomic<std::uint64_t> wrong{0};
  detail::parallel_for(
      t->index.size(), threads,
      [&](std::uint64_t b, std::uint64_t e) {
        for (std::uint64_t i = b; i < e; ++i) {
          const auto expected = value_from_moves(t->index.board(i), tables);
          if (!expected || encode(*expected) != t->values[i]) ++wrong;
        }
      },
      [&](double f) {
        if (progress != nullptr) progress->advance("verify", f);
      },
      cancel);
  return wrong.load();
}

// Passes the build's progress on and adds the whole build's fraction: each stage (a unit's
// solve, a class's consistency pass) covers its positions' share of the work.
class OverallProgress : public BuildProgress {
 public:
  OverallProgress(BuildProgress* to, std::uint64_t total)
      : m_to(to), m_total(std::max<std::uint64_t>(1, total)) {}
  // The next stage covers `positions` of the work after what is done.
  void stage(std::uint64_t positions) {
    m_done += m_span;
    m_span = positions;
  }
  void class_started(const Material& material, std::uint64_t positions, int index, int count) override {
    m_to->class_started(material, positions, index, count);
  }
  void advance(const char* stage_name, double fraction) override {
    m_to->advance(stage_name, fraction);
    m_to->overall(std::min(1.0, (static_cast<double>(m_done) + fraction * static_cast<double>(m_span)) /
                                    static_cast<double>(m_total)));
  }
  void class_finished(const ClassReport& report) override { m_to->class_finished(report); }

 private:
  BuildProgress* m_to;
  std::uint64_t m_total;
  std::uint64_t m_done = 0;
  std::uint64_t m_span = 0;
};

std::vector<Material> wanted_classes(const BuildOptions& options) {
  return options.only.empty() ? classes_up_to(options.max_pieces) : closure(options.only);
}

// Whether a unit (a class and its twin) is in the directory, every part of it.
bool unit_present(const std::filesystem::path& directory, const Unit& unit) {
  return std::all_of(unit.parts.begin(), unit.parts.end(),
                     [&](const Material& p) { return std::filesystem::exists(class_file(directory, p)); });
}

bool cancelled(const BuildOptions& options) {
  return options.cancel != nullptr && options.cancel->load(std::memory_order_relaxed);
}

}  // namespace

std::vector<Material> classes_to_build(const std::filesystem::path& directory, const BuildOptions& options) {
  std::vector<Material> out;
  std::set<Material> done;
  for (const auto& m : wanted_classes(options)) {
    if (done.count(m) != 0) continue;
    const Unit unit(m);
    for (const auto& p : unit.parts) done.insert(p);
    if (!unit_present(directory, unit)) out.insert(out.end(), unit.parts.begin(), unit.parts.end());
  }
  return out;
}

std::vector<ClassReport> build(const std::filesystem::path& directory, const BuildOptions& options,
                               BuildProgress* progress) {
  const auto classes = wanted_classes(options);
  std::filesystem::create_directories(directory);
  // The work ahead, for the whole build's fraction: each unit solved once and each class checked.
  std::uint64_t work = 0;
  for (const auto& m : classes_to_build(directory, options)) {
    work += detail::ClassIndex(m).size() * (options.verify ? 2 : 1);
  }
  OverallProgress overall(progress, work);
  BuildProgress* const report = progress != nullptr ? &overall : nullptr;
  Tables tables(directory);
  std::vector<ClassReport> reports;
  std::set<Material> done;
  int number = 0;
  for (const auto& m : classes) {
    ++number;
    if (done.count(m) != 0) continue;
    const Unit unit(m);
    for (const auto& p : unit.parts) done.insert(p);
    bool present = true;
    for (const auto& p : unit.parts) present = present && tables.load(p) != nullptr;
    if (present) {
      for (const auto& p : unit.parts) {
        ClassReport r = summary(p, tables.find(p)->values);
        r.bytes = std::filesystem::file_size(class_file(directory, p));
        reports.push_back(r);
      }
      continue;
    }
    if (cancelled(options)) throw BuildCancelled();
    if (progress != nullptr) progress->class_started(m, unit.size, number, static_cast<int>(classes.size()));
    overall.stage(unit.size);
    auto values = UnitSolver(unit, tables, options.threads, report, options.cancel).solve();
    std::vector<ClassReport> unit_reports;
    for (std::size_t i = 0; i < unit.parts.size(); ++i) {
      const auto first = values.begin() + static_cast<std::ptrdiff_t>(unit.offset[i]);
      std::vector<std::uint8_t> part(first, first + static_cast<std::ptrdiff_t>(unit.index[i].size()));
      ClassReport r = summary(unit.parts[i], part);
      r.built = true;
      tables.keep(unit.parts[i], std::move(part));
      unit_reports.push_back(r);
    }
    values = {};
    for (auto& r : unit_reports) {
      if (options.verify) {
        overall.stage(r.positions);
        if (const auto wrong = verify_loaded(tables, r.material, options.threads, report, options.cancel);
            wrong != 0) {
          throw DatabaseError(N_("class {class}: the consistency pass found {n} position whose value is not "
                                 "the best of its moves"),
                              N_("class {class}: the consistency pass found {n} positions whose value is not "
                                 "the best of their "
                                 "moves"),
                              static_cast<unsigned long>(wrong), {{"class", r.material.name()}});
        }
        r.verified = true;
      }
      const auto file = class_file(directory, r.material);
      detail::write_class_file(file, r.material, tables.find(r.material)->values);
      r.bytes = std::filesystem::file_size(file);
      if (progress != nullptr) progress->class_finished(r);
      reports.push_back(r);
    }
  }
  return reports;
}

std::uint64_t verify_class(const std::filesystem::path& directory, const Material& material, int threads,
                           BuildProgress* progress) {
  Tables tables(directory);
  for (const auto& m : closure({material})) {
    if (tables.load(m) == nullptr) {
      throw DatabaseError(N_("{file}: missing; build the endgame databases first"),
                          {{"file", class_file(directory, m).string()}});
    }
  }
  return verify_loaded(tables, material, threads, progress);
}

}  // namespace shashki::endgame
