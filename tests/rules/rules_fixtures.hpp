#pragma once
// Helpers shared by the rules suites.

#include "shashki/rules/fen.hpp"

#include <boost/test/unit_test.hpp>

#include <string>

namespace shashki::rules::test {

/// The position of a FEN written in a test; a bad one fails the test at once.
inline Position fen(const std::string& text) {
  const auto p = parse_fen(text);
  BOOST_REQUIRE_MESSAGE(p.ok(), "bad FEN in test: " << text);
  return *p;
}

}  // namespace shashki::rules::test
