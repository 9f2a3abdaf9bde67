#pragma once

// Helpers shared by the pairing test files: reading the reference TRFs and building small
// pairing inputs by hand.

#include "shashki/format/trf.hpp"
#include "shashki/pairing/pairing_input.hpp"
#include "shashki/test/support.hpp"

#include "../tournament/printing.hpp"

#include <boost/test/unit_test.hpp>

#include "shashki/pairing/engine.hpp"

#include <filesystem>
#include <fstream>
#include <optional>
#include <ostream>
#include <sstream>
#include <string>
#include <variant>
#include <vector>

// std::optional<int> (a winner, an opponent) has no printer of its own; Boost then shows the
// failed expression without the values.
BOOST_TEST_DONT_PRINT_LOG_VALUE(std::optional<int>)

// Printers so that failed BOOST_TEST comparisons show the values (found by ADL: Points is the
// tournament model's; Points itself prints through tests/tournament/printing.hpp).
namespace shashki::tournament {

inline std::ostream& operator<<(std::ostream& os, const std::optional<Points>& p) {
  return p ? os << *p : os << "none";
}

}  // namespace shashki::tournament

namespace shashki::format {

inline std::ostream& operator<<(std::ostream& os, LineEnding e) {
  return os << (e == LineEnding::lf ? "LF" : e == LineEnding::cr ? "CR" : "CRLF");
}
inline std::ostream& operator<<(std::ostream& os, TrfRecordKind k) {
  return os << static_cast<int>(k);
}

}  // namespace shashki::format

namespace shashki::clock {

inline std::ostream& operator<<(std::ostream& os, Side c) {
  return os << (c == Side::white ? 'w' : 'b');
}
inline std::ostream& operator<<(std::ostream& os, const std::optional<Side>& c) {
  return c ? os << *c : os << '-';
}

}  // namespace shashki::clock

namespace shashki::pairing {

inline std::ostream& operator<<(std::ostream& os, ResultCode r) {
  return os << '\'' << to_trf_char(r) << '\'';
}
inline std::ostream& operator<<(std::ostream& os, const std::optional<ResultCode>& r) {
  return r ? os << *r : os << "none";
}
inline std::ostream& operator<<(std::ostream& os, const RoundEntry& e) {
  return os << (e.opponent ? *e.opponent : 0) << ' ' << e.colour << ' ' << e.result;
}
inline std::ostream& operator<<(std::ostream& os, const Board& b) {
  return os << b.white << '-' << b.black;
}

}  // namespace shashki::pairing

namespace shashki::pairing::testing {

// The pairing tests read and write their events as TRF through the format module.
using format::make_trf;
using format::read_trf;
using format::TrfDocument;
using format::TrfError;
using format::write_trf;

/// tests/data/pairing
inline std::filesystem::path reference_dir() {
  return test::data_dir() / "pairing";
}
/// tests/data/pairing
inline std::filesystem::path data_dir() {
  return test::source_dir() / "tests" / "data" / "pairing";
}

/// Every *.trf of the reference folder, sorted by name.
inline std::vector<std::filesystem::path> reference_files() {
  std::vector<std::filesystem::path> files;
  for (const auto& e : std::filesystem::directory_iterator(reference_dir())) {
    if (e.path().extension() == ".trf") files.push_back(e.path());
  }
  std::sort(files.begin(), files.end());
  return files;
}

/// Reads a TRF text that must be well formed (the test fails otherwise).
inline TrfDocument must_read(const std::string& text) {
  auto result = read_trf(text);
  if (auto* error = std::get_if<TrfError>(&result)) {
    BOOST_FAIL("unexpected TRF error " + error->describe());
  }
  return std::get<TrfDocument>(std::move(result));
}

/// The input of a reference file of tests/data/pairing, by name.
inline PairingInput read_reference(const std::string& name) {
  std::ifstream in(reference_dir() / name, std::ios::binary);
  BOOST_TEST_REQUIRE(in.good(), "cannot open " << name);
  std::stringstream text;
  text << in.rdbuf();
  return must_read(text.str()).input;
}

/// A player with `number`, rating and the given rounds.
inline Player make_player(int number, int rating, std::vector<RoundEntry> rounds = {}) {
  Player p;
  p.number = number;
  p.name = "Player " + std::to_string(number);
  p.rating = rating;
  p.rounds = std::move(rounds);
  return p;
}

/// Short names for colours in hand-written histories.
inline constexpr clock::Side W = clock::Side::white;
inline constexpr clock::Side B = clock::Side::black;

/// A played game entry.
inline RoundEntry game(int opponent, std::optional<clock::Side> colour, ResultCode result) {
  return RoundEntry{opponent, colour, result, std::nullopt};
}

/// A round without opponent (bye or absence).
inline RoundEntry alone(ResultCode result) {
  return RoundEntry{std::nullopt, std::nullopt, result, std::nullopt};
}

}  // namespace shashki::pairing::testing
