#include "shashki/web/owner_thread_backend.hpp"

#include <algorithm>

namespace shashki::web {

OwnerThreadBackend::OwnerThreadBackend(BoardBackend& inner, std::function<void()> wake)
    : m_inner(inner), m_wake(std::move(wake)) {}

OwnerThreadBackend::~OwnerThreadBackend() {
  close();
}

bool OwnerThreadBackend::run(const std::function<void()>& work) {
  Task task;
  task.work = &work;
  {
    const std::lock_guard lock(m_mutex);
    if (m_closed) return false;
    m_queue.push_back(&task);
  }
  m_wake();
  std::unique_lock lock(m_mutex);
  m_done.wait(lock, [&] { return task.done || m_closed; });
  if (!task.done) {
    m_queue.erase(std::remove(m_queue.begin(), m_queue.end(), &task), m_queue.end());
    return false;
  }
  if (task.error) std::rethrow_exception(task.error);
  return true;
}

void OwnerThreadBackend::pump() {
  for (;;) {
    Task* task = nullptr;
    {
      const std::lock_guard lock(m_mutex);
      if (m_closed || m_queue.empty()) return;
      task = m_queue.front();
      m_queue.pop_front();
    }
    // The waiting thread keeps the task alive until done is set (or the backend closes, which only
    // this thread does).
    try {
      (*task->work)();
    } catch (...) {
      task->error = std::current_exception();
    }
    {
      const std::lock_guard lock(m_mutex);
      task->done = true;
    }
    m_done.notify_all();
  }
}

void OwnerThreadBackend::close() {
  {
    const std::lock_guard lock(m_mutex);
    m_closed = true;
  }
  m_done.notify_all();
}

std::optional<BoardRef> OwnerThreadBackend::open(std::string_view token) {
  std::optional<BoardRef> board;
  if (!run([&] { board = m_inner.open(token); })) return std::nullopt;
  return board;
}

std::optional<BoardState> OwnerThreadBackend::state(const BoardRef& board) {
  std::optional<BoardState> s;
  if (!run([&] { s = m_inner.state(board); })) return std::nullopt;
  return s;
}

Answer OwnerThreadBackend::handle(const BoardRef& board, const DeviceMessage& message,
                                  std::chrono::milliseconds rtt_bound) {
  Answer answer = RefusedAnswer{RefusalCode::closing, std::nullopt, std::nullopt};
  if (!run([&] { answer = m_inner.handle(board, message, rtt_bound); })) {
    return RefusedAnswer{RefusalCode::closing, std::nullopt, std::nullopt};
  }
  return answer;
}

std::vector<Answer> OwnerThreadBackend::handle_all(std::span<const Incoming> messages) {
  std::vector<Answer> answers;
  if (!run([&] { answers = m_inner.handle_all(messages); })) {
    answers.assign(messages.size(), RefusedAnswer{RefusalCode::closing, std::nullopt, std::nullopt});
  }
  return answers;
}

std::vector<BoardRef> OwnerThreadBackend::tick() {
  std::vector<BoardRef> changed;
  if (!run([&] { changed = m_inner.tick(); })) return {};
  return changed;
}

std::vector<BoardRef> OwnerThreadBackend::boards() {
  std::vector<BoardRef> all;
  if (!run([&] { all = m_inner.boards(); })) return {};
  return all;
}

void OwnerThreadBackend::presence(const BoardRef& board, bool connected) {
  (void)run([&] { m_inner.presence(board, connected); });
}

std::string OwnerThreadBackend::language() {
  std::string lang = "ru";
  (void)run([&] { lang = m_inner.language(); });
  return lang;
}

std::optional<ArbiterRef> OwnerThreadBackend::open_arbiter(std::string_view token) {
  std::optional<ArbiterRef> arbiter;
  if (!run([&] { arbiter = m_inner.open_arbiter(token); })) return std::nullopt;
  return arbiter;
}

std::vector<FloorBoard> OwnerThreadBackend::floor() {
  std::vector<FloorBoard> all;
  if (!run([&] { all = m_inner.floor(); })) return {};
  return all;
}

FloorAnswer OwnerThreadBackend::floor_act(const ArbiterRef& arbiter, const FloorMessage& message) {
  FloorAnswer answer;
  if (!run([&] { answer = m_inner.floor_act(arbiter, message); })) return FloorAnswer{};
  return answer;
}

std::optional<clock::TimeReading> OwnerThreadBackend::reading() {
  const std::lock_guard lock(m_mutex);
  if (m_closed) return std::nullopt;
  return m_inner.reading();
}

}  // namespace shashki::web
