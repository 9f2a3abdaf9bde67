#include "shashki/clock/journal_record.hpp"

#include <array>
#include <utility>

namespace shashki::clock {

namespace {

constexpr std::array<std::pair<EventKind, std::string_view>, 9> k_codes{{
    {EventKind::start, "start"},
    {EventKind::press, "press"},
    {EventKind::pause, "pause"},
    {EventKind::resume, "resume"},
    {EventKind::adjust, "adjust"},
    {EventKind::set_moves, "moves"},
    {EventKind::flag, "flag"},
    {EventKind::end, "end"},
    {EventKind::recover, "recover"},
}};

}  // namespace

std::string_view to_string(EventKind kind) {
  for (const auto& [k, code] : k_codes) {
    if (k == kind) return code;
  }
  return "start";
}

std::optional<EventKind> parse_event_kind(std::string_view code) {
  for (const auto& [k, c] : k_codes) {
    if (c == code) return k;
  }
  return std::nullopt;
}

namespace {

constexpr std::array<std::pair<PauseCause, std::string_view>, 3> k_causes{{
    {PauseCause::board, "board"},
    {PauseCause::all, "all"},
    {PauseCause::appeal, "appeal"},
}};

}  // namespace

std::string_view to_string(PauseCause cause) {
  for (const auto& [c, code] : k_causes) {
    if (c == cause) return code;
  }
  return "board";
}

std::optional<PauseCause> parse_pause_cause(std::string_view code) {
  for (const auto& [c, text] : k_causes) {
    if (text == code) return c;
  }
  return std::nullopt;
}

std::string_view log_event(EventKind kind) {
  switch (kind) {
    case EventKind::set_moves:
      return "adjust";
    case EventKind::recover:
      return "pause";
    default:
      return to_string(kind);
  }
}

std::string format_instant(date::sys_time<std::chrono::milliseconds> at) {
  return date::format("%FT%TZ", at);
}

}  // namespace shashki::clock
