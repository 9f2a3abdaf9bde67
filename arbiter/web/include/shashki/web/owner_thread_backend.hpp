#pragma once
// A backend whose calls run on the thread that owns the program's services (the console's window
// thread), while the venue server waits on its own thread.

#include "shashki/web/board_backend.hpp"

#include <condition_variable>
#include <deque>
#include <exception>
#include <functional>
#include <mutex>

namespace shashki::web {

/// Forwards every call of the server's thread to `inner` on the owner's thread: the call is
/// queued, `wake` asks the owner to pump() soon (the console posts an event), and the server's
/// thread waits for it. Once the owner close()s the backend (before it stops the server), waiting
/// and later calls give up at once with a neutral answer, so stopping never waits on itself.
class OwnerThreadBackend : public BoardBackend {
 public:
  OwnerThreadBackend(BoardBackend& inner, std::function<void()> wake);
  ~OwnerThreadBackend() override;

  /// On the owner's thread: runs the calls waiting now.
  void pump();
  /// On the owner's thread: no call runs any more.
  void close();

  std::optional<BoardRef> open(std::string_view token) override;
  std::optional<BoardState> state(const BoardRef& board) override;
  Answer handle(const BoardRef& board, const DeviceMessage& message,
                std::chrono::milliseconds rtt_bound) override;
  std::vector<Answer> handle_all(std::span<const Incoming> messages) override;
  std::vector<BoardRef> tick() override;
  std::vector<BoardRef> boards() override;
  void presence(const BoardRef& board, bool connected) override;
  std::string language() override;
  std::optional<ArbiterRef> open_arbiter(std::string_view token) override;
  std::vector<FloorBoard> floor() override;
  FloorAnswer floor_act(const ArbiterRef& arbiter, const FloorMessage& message) override;
  /// Read on the server's thread at once, not queued: the arrival of a message is when it came,
  /// not when the owner got to it. None once closed.
  std::optional<clock::TimeReading> reading() override;
  /// True: every other call waits for the owner's thread.
  bool waits_on_owner() const override { return true; }

 private:
  struct Task {
    const std::function<void()>* work = nullptr;
    bool done = false;
    std::exception_ptr error;
  };
  // Runs `work` on the owner's thread; false when the backend is closed.
  bool run(const std::function<void()>& work);

  BoardBackend& m_inner;
  std::function<void()> m_wake;
  std::mutex m_mutex;
  std::condition_variable m_done;
  std::deque<Task*> m_queue;
  bool m_closed = false;
};

}  // namespace shashki::web
