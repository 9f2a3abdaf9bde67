// The perfect index of a material class: every index is a position of the class and back.
#include "class_index.hpp"

#include <boost/test/unit_test.hpp>

#include <cmath>

using namespace shashki::endgame;

BOOST_AUTO_TEST_SUITE(index_tests)

BOOST_AUTO_TEST_CASE(every_index_of_small_classes_is_one_position_of_the_class_and_back) {
  for (const Material m : {Material{0, 1, 0, 1}, Material{1, 0, 1, 0}, Material{2, 0, 1, 0},
                           Material{1, 1, 0, 1}, Material{0, 2, 1, 0}, Material{1, 0, 2, 1}}) {
    BOOST_TEST_INFO("class " << m.name());
    const detail::ClassIndex index(m);
    std::uint64_t bad = 0;
    for (std::uint64_t i = 0; i < index.size(); ++i) {
      const detail::Board b = index.board(i);
      // 6.1.4.4: no white man on rank 8 (squares 28-31), no black man on rank 1 (0-3).
      const bool legal = (b.white_men & 0xF0000000U) == 0 && (b.black_men & 0x0000000FU) == 0 &&
                         __builtin_popcount(b.occupied()) == m.pieces() &&
                         __builtin_popcount(b.white_men) == m.white_men &&
                         __builtin_popcount(b.black_kings) == m.black_kings;
      if (!legal || index.index(b) != i) ++bad;
    }
    BOOST_TEST(bad == 0U);
  }
}

BOOST_AUTO_TEST_CASE(class_sizes_count_each_placement_of_the_pieces_once) {
  // 1k v 1k: 32 * 31 placements. 1m v 1m: white man on 28 squares, black man on the 28 of ranks
  // 2-8 less the 24 shared squares a white man may take: 4 * 28 + 24 * 27.
  BOOST_TEST(detail::ClassIndex(Material{0, 1, 0, 1}).size() == 32U * 31U);
  BOOST_TEST(detail::ClassIndex(Material{1, 0, 1, 0}).size() == 4U * 28U + 24U * 27U);
  BOOST_TEST(detail::ClassIndex(Material{0, 3, 0, 1}).size() == 4960U * 29U);
}

BOOST_AUTO_TEST_CASE(every_class_of_up_to_five_pieces_comes_after_the_classes_it_leads_to) {
  const auto classes = classes_up_to(5);
  BOOST_TEST(classes.size() == 85U);
  for (std::size_t i = 1; i < classes.size(); ++i) {
    const auto& a = classes[i - 1];
    const auto& b = classes[i];
    BOOST_TEST_INFO(a.name() << " before " << b.name());
    BOOST_TEST((a.pieces() < b.pieces() || (a.pieces() == b.pieces() && a.men() <= b.men())));
  }
}

BOOST_AUTO_TEST_SUITE_END()
