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

constexpr std::array<std::pair<PauseCause, std::string_view>, 3> k_causes{{
    {PauseCause::board, "board"},
    {PauseCause::all, "all"},
    {PauseCause::appeal, "appeal"},
}};

// A value's stored code in `table` (the table's first for a value it lacks), and back.
template <class Enum, std::size_t N>
std::string_view code_in(const std::array<std::pair<Enum, std::string_view>, N>& table, Enum value) {
  for (const auto& [v, code] : table) {
    if (v == value) return code;
  }
  return table.front().second;
}

template <class Enum, std::size_t N>
std::optional<Enum> value_in(const std::array<std::pair<Enum, std::string_view>, N>& table,
                             std::string_view code) {
  for (const auto& [v, c] : table) {
    if (c == code) return v;
  }
  return std::nullopt;
}

}  // namespace

std::string_view code(EventKind kind) {
  return code_in(k_codes, kind);
}

std::optional<EventKind> event_kind_from_code(std::string_view text) {
  return value_in(k_codes, text);
}

std::string_view code(PauseCause cause) {
  return code_in(k_causes, cause);
}

std::optional<PauseCause> pause_cause_from_code(std::string_view text) {
  return value_in(k_causes, text);
}

std::string_view log_event(EventKind kind) {
  switch (kind) {
    case EventKind::set_moves:
      return "adjust";
    case EventKind::recover:
      return "pause";
    default:
      return code(kind);
  }
}

std::string format_instant(date::sys_time<std::chrono::milliseconds> at) {
  return date::format("%FT%TZ", at);
}

}  // namespace shashki::clock
