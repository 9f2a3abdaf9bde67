#pragma once
// Why a clock paused, ended or changed, as its journal stores it and as the judge reads it.

#include "shashki/tournament/message.hpp"

#include <optional>
#include <string>
#include <string_view>

/// The reasons the program itself records in a clock journal (clock_events.reason). Each is
/// stored as its English message id, composed as journals have always held them, and is
/// translated only when shown (clock_reason_text): a journal reads in the reader's language
/// whoever wrote it, old journals included. A judge's own words are stored and shown as typed.
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

/// A pause of the whole hall for `why` ("pause all: WHY"), found again after a restart.
[[nodiscard]] std::string hall_pause(std::string_view why);
/// Whether `stored` is the reason of a pause of the whole hall.
[[nodiscard]] bool is_hall_pause(std::string_view stored);
/// A pause for an appeal ("appeal: WHY", the appellant's words).
[[nodiscard]] std::string appeal(std::string_view why);
/// The adjustment an appeal decided ("appeal ID: EXPLANATION", the judge's words).
[[nodiscard]] std::string appeal_decision(long long appeal, std::string_view explanation);
/// The clock ended by a result ("result entered: 1-0").
[[nodiscard]] std::string result_entered(std::string_view result);
/// The restart of a clock after a crash: "crash recovery", then ": judge charged the time until
/// T" or ": charged until the checkpoint at T" when time was charged, then "; WHY" for the
/// judge's words.
[[nodiscard]] std::string recovery(const std::optional<std::string>& judge_charged_until,
                                   const std::optional<std::string>& checkpoint_at, std::string_view why);

}  // namespace shashki::app::clock_reason

namespace shashki::app {

/// A journal's reason in the language chosen by init_translations(): the program's reasons
/// translated part by part, a judge's words (and results, times) as stored.
[[nodiscard]] std::string clock_reason_text(std::string_view stored);

/// A journal's event code ("start", "press", "pause", "resume", "adjust", "flag", "end") in
/// words of the language in force; an unknown code as it is.
[[nodiscard]] std::string clock_event_text(std::string_view code);

/// "white" or "black" of a journal row in words of the language in force.
[[nodiscard]] std::string clock_side_text(std::string_view code);

}  // namespace shashki::app
