#pragma once
// The event's own settings in a TRF, so that an export imported and exported again gives the same
// file and the same standings (docs/workflows.md, "TRF export and import"). TRF-16 records where
// they exist (022 venue, 042/052 dates, 092 type, 102 chief arbiter, 112 arbiters, 122 time
// control), the XXE extension for the settings TRF has no record for, and XXG for the games of
// a micro-match, which the one result letter per round cannot hold.

#include "shashki/format/trf.hpp"
#include "shashki/tournament/tournament.hpp"

#include <map>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

namespace shashki::format::trf_records {

/// The event records of `tournament`, to follow the 012 line.
[[nodiscard]] std::vector<std::string> event_lines(const tournament::Tournament& tournament);

/// One XXG line per finished micro-match board (none for single games), round by round in board
/// order.
[[nodiscard]] std::vector<std::string> match_game_lines(const tournament::Tournament& tournament);

/// Adds the event and game records to a canonical document (make_trf): the event records after
/// 012, the game records before the first player line.
void add_to(TrfDocument& document, const tournament::Tournament& tournament);

/// A record that cannot be read, thrown inside this module's readers and returned as a value by
/// read_event_trf.
struct RecordError {
  ReadError error;
};

/// Sets from the document's records what they say of `event`; settings without a record keep
/// their value. RecordError naming line and column for a record that cannot be read.
void read_event(const TrfDocument& document, tournament::Event& event);

/// One micro-match board of an XXG record: where it stands in its round (the records follow
/// the board order) and its games.
struct MatchBoard {
  int order = 0;  ///< 1 for the round's first XXG record
  std::vector<tournament::GameResult> games;
  std::optional<std::string> opening;  ///< the ballot's code (6.1.4.1), when one was drawn
};

/// The micro-match boards, by (round, White's number, Black's number) of game 1.
using MatchGames = std::map<std::tuple<int, int, int>, MatchBoard>;

/// The XXG records of the document; RecordError naming line and column for a malformed one.
[[nodiscard]] MatchGames read_match_games(const TrfDocument& document);

}  // namespace shashki::format::trf_records
