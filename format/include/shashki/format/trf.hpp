#pragma once

#include "shashki/format/read_error.hpp"
#include "shashki/pairing/pairing_input.hpp"
#include "shashki/pairing/player.hpp"

#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace shashki::format {

/// How the lines of a TRF file end; the writer uses the ending the file was read with.
enum class LineEnding { lf, cr, crlf };

/// A malformed TRF: where (1-based line and column) and what was wrong.
using TrfError = ReadError;

/// What a line of a TRF holds, by its three-character code: every record kind has its place in
/// the document, interpreted or kept verbatim.
enum class TrfRecordKind {
  blank,      ///< an empty line (kept)
  player,     ///< 001: a player's line, regenerated from the input
  header,     ///< the numbered tournament records 0xx-2xx: 012 name, 022 venue, 042 dates, 142,
              ///< 152, 162, 240, 250, 260 (interpreted), 062, 092, 102, 112, 122 ...
  extension,  ///< XX* extension records: JaVaFo's XXR XXC XXS XXA XXP, this program's event
              ///< settings XXE, micro-match games XXG and knockout tie-break games XXK
  team,       ///< team records: TRF-16 013 and the TRF-2026 team annex (299, 300, 310, 320,
              ///< 330, 802), kept verbatim until a team event reads them
  comment,    ///< ### comments
  other,      ///< any other code, kept verbatim
};

/// The kind of a line by its code (the first three characters).
[[nodiscard]] TrfRecordKind trf_record_kind(std::string_view line);

/// A TRF file read into a PairingInput, remembering its layout so that writing it back gives the
/// same content: record order, blank lines, records this program does not interpret (kept
/// verbatim) and the line ending. Player lines are regenerated from `input.players`, so an
/// edited player is written with its new values.
///
/// Formats: TRF-16 (FIDE C.04 Annex 2) and TRF-2026, with the JaVaFo/bbpPairings extensions.
/// Player record 001, columns (1-based):
///   1-3 "001", 5-8 starting number, 10 sex, 11-13 title, 15-47 name, 49-52 rating,
///   54-56 federation, 58-68 FIDE id, 70-79 birth date, 81-84 points, 86-89 rank,
///   then per round r (from 0) at column 92+10r: 4 opponent (0000 none), +5 colour w/b/-,
///   +7 result 1 0 = + - W D L H F U Z or blank.
/// Interpreted tournament records: 012 name; XXR / 142 number of rounds; XXC white1|black1 /
/// 152 W|B initial colour; XXA NNNN p p p... and 250 accelerations; XXS CODE=VALUE... point
/// values (JaVaFo codes W WW BW D WD BD L WL BL FW FL PAB FPB HPB ZPB, also accepted in XXP);
/// 162 point values with the TRF-2026 codes W D L A P X; XXP with plain numbers and 260 forbid
/// those players to meet each other; 240 byes requested for a round. Others (042, 062, 092,
/// 102, 132, ### comments ...) are kept verbatim. Result letters are read in either case.
struct TrfDocument {
  /// One line of the file: a player's line (regenerated) or any other line (verbatim).
  struct Line {
    std::string text;  ///< the line as read, without its ending
    int player = 0;    ///< starting number when this is a 001 line, else 0
    /// What the line holds.
    [[nodiscard]] TrfRecordKind kind() const { return trf_record_kind(text); }
    /// Whether the line is a record with this three-character code ("XXE", "310").
    [[nodiscard]] bool is(std::string_view code) const { return player == 0 && text.starts_with(code); }
  };

  pairing::PairingInput input;         ///< the model read from the file
  std::vector<Line> lines;             ///< the file's lines in order
  LineEnding ending = LineEnding::lf;  ///< line ending of the file (first one seen)
  bool final_line_ending = true;       ///< whether the last line was terminated

  /// The lines of one kind in file order (the team records, the extension records ...).
  [[nodiscard]] std::vector<const Line*> records(TrfRecordKind kind) const;
};

/// Reads a TRF text; the first malformed field is returned as an error naming line and column.
std::variant<TrfDocument, TrfError> read_trf(std::string_view text);

/// Writes a document back: same records in the same order, players from the input.
std::string write_trf(const TrfDocument& document);

/// A document laid out canonically for an input built in code (generator, app export):
/// 012, XXR, XXC, XXS when not the default, XXA, XXP, then the players.
TrfDocument make_trf(const pairing::PairingInput& input);

/// The 001 line of a player: original spacing where a value is unchanged, canonical elsewhere;
/// the points column on `scale` (the document's).
std::string format_player_line(const pairing::Player& player, pairing::ScoringScale scale);

}  // namespace shashki::format
