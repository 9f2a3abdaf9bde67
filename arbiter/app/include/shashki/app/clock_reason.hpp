#pragma once
// Why a clock paused, ended or changed, as its journal stores it and as the judge reads it.

#include "shashki/clock/journal_record.hpp"
#include "shashki/clock/side.hpp"
#include "shashki/tournament/message.hpp"

#include <optional>
#include <string>
#include <string_view>

/// The reasons the program itself records in a clock journal (clock_events.reason), stored in
/// no language: a whole message id, or a message id with its arguments (app::stored_message).
/// Why a pause paused is not in the reason at all: it is the record's clock::PauseCause, in a
/// column of its own. A judge's own words are stored and shown as typed.
namespace shashki::app::clock_reason {

/// Every running clock paused when the console closed (ClockService::closing_reason).
inline constexpr const char* console_closed = N_("the console closed");
/// Every running clock paused for the chief arbiter's announcement.
inline constexpr const char* announcement = N_("announcement");
/// The clock ended by a draw the players agreed (claims).
inline constexpr const char* draw_agreed = N_("draw agreed");
/// The clocks still going ended with their round.
inline constexpr const char* round_complete = N_("round complete");
inline constexpr const char* round_locked = N_("round locked");  ///< as round_complete
/// The clock of a fallen flag ended once the judge confirmed the result (6.1.10.5).
inline constexpr const char* flag_confirmed = N_("flag: result confirmed");
/// A floor arbiter stopped the clock from the tablet (docs/venue.md, "Floor arbiters").
inline constexpr const char* floor_paused = N_("paused by the floor arbiter");

/// The adjustment an appeal decided ("appeal ID: EXPLANATION", the judge's words).
[[nodiscard]] std::string appeal_decision(long long appeal, std::string_view explanation);
/// The clock ended by a result ("result entered: 1-0").
[[nodiscard]] std::string result_entered(std::string_view result);
/// The restart of a clock after a crash: "crash recovery", with the time charged until (by the
/// judge, or the checkpoint) when time was charged, and the judge's words when there are any.
[[nodiscard]] std::string recovery(const std::optional<std::string>& judge_charged_until,
                                   const std::optional<std::string>& checkpoint_at, std::string_view why);

}  // namespace shashki::app::clock_reason

namespace shashki::app {

/// A journal record's reason as a message, with its pause's cause ("pause all: WHY", "appeal:
/// WHY"): translate() it for the judge, english() for JSON. Rows written before the cause had
/// its column hold the English forms of older versions; they read the same.
[[nodiscard]] tournament::Message clock_reason_message(std::optional<clock::PauseCause> cause,
                                                       std::string_view stored);
/// clock_reason_message() in the language chosen by init_translations().
[[nodiscard]] std::string clock_reason_text(std::optional<clock::PauseCause> cause, std::string_view stored);

/// A journal's event ("started", "pressed", ...) in words of the language in force.
[[nodiscard]] std::string clock_event_text(clock::EventKind kind);

/// White or Black in words of the language in force.
[[nodiscard]] std::string clock_side_text(clock::Side side);

}  // namespace shashki::app
