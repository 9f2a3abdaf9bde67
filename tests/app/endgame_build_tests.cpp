// Building the endgame databases a position needs from a front end (the console's Rulings
// page): the classes missing are named, built with the whole build's progress reported, and a
// stop leaves only whole class files behind, never a half-written or temporary one.
#include "shashki/app/endgame_build.hpp"
#include "shashki/endgame/tablebase.hpp"
#include "shashki/rules/fen.hpp"
#include "shashki/test/support.hpp"

#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <atomic>
#include <filesystem>
#include <vector>

namespace fs = std::filesystem;
using shashki::app::EndgameBuildStatus;
using shashki::endgame::Material;

namespace {

// Three kings, one on the big road, against a lone king: won in 11 moves (docs/endgame.md).
constexpr const char* petrov_three_kings = "W:WKa1,Kc1,Ke1:BKh2";
// Two men against two men: class 2020, the last of the four-piece classes its moves lead to.
constexpr const char* two_men_each = "W:Wc3,e3:Bd6,f6";

shashki::rules::Position position(const char* fen) {
  auto parsed = shashki::rules::parse_fen(fen);
  BOOST_REQUIRE(parsed.ok());
  return parsed.value();
}

std::vector<fs::path> files_with(const fs::path& dir, const std::string& extension) {
  std::vector<fs::path> out;
  for (const auto& f : fs::directory_iterator(dir)) {
    if (f.path().extension() == extension) out.push_back(f.path());
  }
  return out;
}

bool has(const std::vector<Material>& classes, const Material& m) {
  return std::find(classes.begin(), classes.end(), m) != classes.end();
}

}  // namespace

BOOST_AUTO_TEST_SUITE(endgame_build_tests)

BOOST_AUTO_TEST_CASE(the_classes_a_position_needs_are_built_with_the_whole_builds_progress_reported) {
  const shashki::test::TempDir dir;
  const auto p = position(petrov_three_kings);
  const auto missing = shashki::app::endgame_classes_missing(dir.path(), p);
  // Its class, the colour-swapped twin, and the king classes its captures lead to.
  BOOST_TEST(has(missing, Material{0, 3, 0, 1}));
  BOOST_TEST(has(missing, Material{0, 1, 0, 3}));
  BOOST_TEST(has(missing, Material{0, 2, 0, 1}));
  BOOST_TEST(!has(missing, Material{1, 0, 1, 0}), "a class of men it never leads to");
  BOOST_TEST(shashki::endgame::Tablebase(dir.path()).probe(p).has_value() == false);

  std::vector<EndgameBuildStatus> seen;
  const std::atomic<bool> cancel{false};
  const auto outcome = shashki::app::build_endgame_classes(
      dir.path(), missing, [&](const EndgameBuildStatus& s) { seen.push_back(s); }, cancel);

  BOOST_TEST(!outcome.cancelled);
  BOOST_TEST(outcome.classes_built == static_cast<int>(missing.size()));
  BOOST_REQUIRE(!seen.empty());
  BOOST_TEST(seen.front().classes_total == static_cast<int>(missing.size()));
  BOOST_TEST(seen.back().classes_done == static_cast<int>(missing.size()));
  BOOST_TEST(seen.back().fraction == 1.0);
  // One bar from start to end: the fraction never runs back when the next class starts.
  for (std::size_t i = 1; i < seen.size(); ++i) {
    BOOST_TEST_INFO("report " << i);
    BOOST_TEST(seen[i].fraction >= seen[i - 1].fraction);
  }
  BOOST_TEST(std::any_of(seen.begin(), seen.end(),
                         [](const EndgameBuildStatus& s) { return s.fraction > 0.1 && s.fraction < 0.9; }),
             "progress reported on the way, not only at the ends");
  BOOST_TEST(std::any_of(seen.begin(), seen.end(), [](const EndgameBuildStatus& s) {
    return s.material == "0103 (1k v 3k) + 0301 (3k v 1k)";
  }));
  std::uintmax_t bytes = 0;
  for (const auto& f : files_with(dir.path(), ".egdb")) bytes += fs::file_size(f);
  BOOST_TEST(outcome.bytes == bytes);
  BOOST_TEST(files_with(dir.path(), ".egdb").size() == missing.size());

  BOOST_TEST(shashki::app::endgame_classes_missing(dir.path(), p).empty());
  const auto value = shashki::endgame::Tablebase(dir.path()).probe(p);
  BOOST_REQUIRE(value.has_value());
  BOOST_TEST(value->plies == 21);
}

BOOST_AUTO_TEST_CASE(a_stopped_build_leaves_whole_class_files_only_and_a_second_build_finishes_it) {
  const shashki::test::TempDir dir;
  const auto p = position(two_men_each);
  const Material target{2, 0, 2, 0};
  const auto missing = shashki::app::endgame_classes_missing(dir.path(), p);
  BOOST_REQUIRE(has(missing, target));
  BOOST_TEST(missing.back().name() == target.name(), "built last: every class it leads to comes first");

  // Stopped half-way through the position's own class, as the Stop button of the console does.
  std::atomic<bool> cancel{false};
  double target_start = -1;
  int reports_after_stop = 0;
  const auto outcome = shashki::app::build_endgame_classes(
      dir.path(), missing,
      [&](const EndgameBuildStatus& s) {
        if (cancel) ++reports_after_stop;
        if (s.material.rfind(target.name(), 0) != 0) return;
        if (target_start < 0) target_start = s.fraction;
        if (s.fraction > target_start) cancel = true;
      },
      cancel);
  BOOST_TEST(outcome.cancelled);
  BOOST_TEST(outcome.classes_built == static_cast<int>(missing.size()) - 1);
  BOOST_TEST(reports_after_stop <= 2, "the build stops within a chunk of positions");
  BOOST_TEST(!fs::exists(shashki::endgame::class_file(dir.path(), target)));
  BOOST_TEST(files_with(dir.path(), ".tmp").empty());
  // What was written is whole: every class file reads back and passes the consistency pass.
  for (const auto& m : missing) {
    if (m == target) continue;
    BOOST_TEST_INFO("class " << m.name());
    BOOST_REQUIRE(fs::exists(shashki::endgame::class_file(dir.path(), m)));
    BOOST_TEST(shashki::endgame::verify_class(dir.path(), m) == 0u);
  }
  BOOST_TEST(!shashki::endgame::Tablebase(dir.path()).probe(p).has_value());

  // Asked again, only the stopped class is missing, and it is built.
  const auto left = shashki::app::endgame_classes_missing(dir.path(), p);
  BOOST_REQUIRE(left.size() == 1u);
  BOOST_TEST(left.front().name() == target.name());
  const std::atomic<bool> go_on{false};
  const auto second = shashki::app::build_endgame_classes(dir.path(), left, {}, go_on);
  BOOST_TEST(!second.cancelled);
  BOOST_TEST(second.classes_built == 1);
  BOOST_TEST(shashki::endgame::Tablebase(dir.path()).probe(p).has_value());
  BOOST_TEST(files_with(dir.path(), ".tmp").empty());
}

BOOST_AUTO_TEST_CASE(a_position_outside_the_databases_needs_no_class) {
  const shashki::test::TempDir dir;
  BOOST_TEST(
      shashki::app::endgame_classes_missing(dir.path(), position("W:WKa1,Kc1,Ke1:BKh2,Kh4,Kh6")).empty());
  BOOST_TEST(shashki::app::endgame_classes_missing(dir.path()).size() == 85u);
}

BOOST_AUTO_TEST_SUITE_END()
