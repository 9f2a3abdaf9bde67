#include "shashki/clock/clock_board.hpp"

#include <algorithm>

namespace shashki::clock {

template <typename Event>
std::size_t ClockBoard::apply_to(ClockPhase phase, Event event) {
  std::size_t changed = 0;
  for (GameClock& c : m_clocks) {
    if (c.phase() == phase && event(c).accepted()) ++changed;
  }
  return changed;
}

std::size_t ClockBoard::add(TimeControl control) {
  return add(GameClock(std::move(control)));
}

std::size_t ClockBoard::add(GameClock clock) {
  m_clocks.push_back(std::move(clock));
  m_hall_paused.push_back(false);
  return m_clocks.size() - 1;
}

EventResult ClockBoard::start(std::size_t board, Side first) {
  return m_clocks.at(board).start(m_source.now(), first);
}

EventResult ClockBoard::press(std::size_t board, Side side) {
  return m_clocks.at(board).press(side, m_source.now());
}

EventResult ClockBoard::pause(std::size_t board, std::optional<Side> by, std::string reason) {
  return m_clocks.at(board).pause(m_source.now(), by, std::move(reason));
}

EventResult ClockBoard::resume(std::size_t board) {
  return m_clocks.at(board).resume(m_source.now());
}

EventResult ClockBoard::adjust(std::size_t board, Side side, std::chrono::milliseconds delta,
                               std::string reason) {
  return m_clocks.at(board).adjust(side, delta, std::move(reason), m_source.now());
}

EventResult ClockBoard::set_moves(std::size_t board, Side side, int moves, std::string reason) {
  return m_clocks.at(board).set_moves(side, moves, std::move(reason), m_source.now());
}

EventResult ClockBoard::end(std::size_t board, std::string reason) {
  return m_clocks.at(board).end(m_source.now(), std::move(reason));
}

std::size_t ClockBoard::start_all() {
  // One reading for the whole hall: every board changes at the same instant.
  const TimeReading now = m_source.now();
  return apply_to(ClockPhase::not_started, [&](GameClock& c) { return c.start(now); });
}

std::size_t ClockBoard::pause_all(const std::string& reason) {
  const TimeReading now = m_source.now();
  return apply_to(ClockPhase::running, [&](GameClock& c) {
    EventResult r = c.pause(now, std::nullopt, reason, PauseCause::all);
    if (r.accepted()) m_hall_paused[static_cast<std::size_t>(&c - m_clocks.data())] = true;
    return r;
  });
}

std::size_t ClockBoard::resume_all() {
  const TimeReading now = m_source.now();
  // Only the boards the announcement stopped: an appeal in progress stays paused.
  std::size_t resumed = 0;
  for (std::size_t i = 0; i < m_clocks.size(); ++i) {
    if (!m_hall_paused[i]) continue;
    m_hall_paused[i] = false;
    if (m_clocks[i].phase() == ClockPhase::paused && m_clocks[i].resume(now).accepted()) ++resumed;
  }
  return resumed;
}

std::size_t ClockBoard::check_flags() {
  const TimeReading now = m_source.now();
  std::size_t fell = 0;
  for (GameClock& c : m_clocks) {
    if (c.check_flag(now)) ++fell;
  }
  return fell;
}

std::size_t ClockBoard::flagged(std::span<std::size_t> out) const {
  std::size_t written = 0;
  for (std::size_t i = 0; i < m_clocks.size() && written < out.size(); ++i) {
    if (m_clocks[i].state().flag) out[written++] = i;
  }
  return written;
}

BoardFace face_of(const GameClock& c, std::chrono::milliseconds now) {
  BoardFace face;
  face.white = c.remaining(Side::white, now);
  face.black = c.remaining(Side::black, now);
  face.delay_left = c.delay_left(now);
  face.phase = c.phase();
  face.running = c.running();
  face.flag = c.state().flag    ? std::optional<Side>(c.state().flag->side)
              : c.flag_due(now) ? c.running()
                                : std::nullopt;
  face.white_text = display_text(face.white);
  face.black_text = display_text(face.black);
  return face;
}

void ClockBoard::faces(std::span<BoardFace> out) const {
  const std::chrono::milliseconds now = m_source.now().monotonic;
  const std::size_t n = std::min(out.size(), m_clocks.size());
  for (std::size_t i = 0; i < n; ++i) {
    out[i] = face_of(m_clocks[i], now);
  }
}

}  // namespace shashki::clock
