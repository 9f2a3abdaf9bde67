#pragma once

#include "shashki/app/session.hpp"
#include "shashki/tournament/tournament.hpp"

#include <filesystem>
#include <string>
#include <string_view>

namespace shashki::app {

/// The event as a TRF text (TRF-16 with the XXR, XXC, XXS and XXA extensions), built from the
/// same input the pairing uses: every finished board of every round; then the event's own
/// records (venue, dates, arbiters, control, and XXE settings) and each micro-match's games
/// (XXG), as docs/workflows.md lists them.
[[nodiscard]] std::string event_trf(const tournament::Tournament& tournament);

/// The event a TRF text describes, with the settings its event records give (another program's
/// file: a Swiss, 2-1-0 when a win is worth 2, else 1-0.5-0), the players in starting-number
/// order, whose ids are their starting numbers, and the rounds as complete rounds in the board
/// order of C.04.2, a micro-match's games from its XXG record. Error(input) with
/// `where:line:column` when the text is malformed.
[[nodiscard]] tournament::Tournament tournament_from_trf(std::string_view text, const std::string& where);

/// Use cases on TRF files: export an event, import one as a new event.
class TrfService {
 public:
  explicit TrfService(Session& session) : m_session(session) {}
  /// Writes the event's TRF to `out`; Error(input) naming the file when it cannot be written.
  void export_event(tournament::EventId event, const std::filesystem::path& out);
  /// Imports `file` as a new event in one action ("event.import"); returns its id.
  tournament::EventId import_file(const std::filesystem::path& file);

 private:
  Session& m_session;
};

}  // namespace shashki::app
