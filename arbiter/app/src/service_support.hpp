#pragma once
// Shared by the event, player and result use cases: turning refusals into app::Error.

#include "shashki/app/errors.hpp"
#include "shashki/app/session.hpp"
#include "shashki/clock/time_control.hpp"
#include "shashki/db/event_repository.hpp"
#include "shashki/format/players_csv.hpp"
#include "shashki/format/read_error.hpp"
#include "shashki/tournament/checked.hpp"
#include "shashki/tournament/round.hpp"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace shashki::app {

/// The event, or Error(input) about the field "event" when it does not exist.
tournament::Event require_event(Session& session, tournament::EventId id);

/// What a correction of round `round` does to the rounds paired after it, in the judge's
/// language, or "" when none is: a published pairing stands and the correction counts from the
/// next round to be paired; a draft paired before it is stale (re-pair it, or publish it with a
/// reason). `rounds` are the event's, in order.
std::string correction_effect(const std::vector<tournament::Round>& rounds, int round);
/// correction_effect() as a message (nullopt for none): the audit row stores it in no language.
std::optional<Message> correction_effect_message(const std::vector<tournament::Round>& rounds, int round);

/// "event 3 has no round 7", about the field "round".
Message no_round(tournament::EventId event, int round);

/// Why `text` is no time control, from the clock's refusal, as a message about `field`.
Message control_message(const clock::ControlError& error, std::string_view text, std::string field);

/// The value of `checked`, or Error(code) with its message (still a msgid, translated by the
/// front end).
/// Error(input) for text a reader refused: "FILE:LINE:COLUMN: why" with the reader's message
/// translated, about `field`.
Error refused_text(const std::string& source, const format::ReadError& error, const char* field);

/// The whole of `file`, or Error(input) about `field` when it cannot be read.
std::string read_input_file(const std::filesystem::path& file, const char* field);

/// Error(input) for a CSV file a reader refused: "FILE:LINE:COLUMN: column C: why (and N more
/// problems; nothing was imported)", about the field "file".
Error refused_csv(const std::filesystem::path& file, const format::PlayersCsvError& error);

template <class T>
T accepted(tournament::Checked<T> checked, ExitCode code = ExitCode::refused) {
  if (!checked) throw Error(code, checked.problem());
  return *checked;
}

}  // namespace shashki::app
