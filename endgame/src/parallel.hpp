#pragma once
// Runs work over an index range in chunks on several threads; the calling thread takes part and
// alone reports progress. The first exception thrown by any thread is rethrown here; a raised
// `cancel` flag stops every thread at its next chunk and throws BuildCancelled.

#include "shashki/endgame/tablebase.hpp"

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <exception>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace shashki::endgame::detail {

inline void parallel_for(std::uint64_t size, int threads,
                         const std::function<void(std::uint64_t begin, std::uint64_t end)>& work,
                         const std::function<void(double)>& report = {},
                         const std::atomic<bool>* cancel = nullptr) {
  constexpr std::uint64_t chunk = 1U << 14;
  std::atomic<std::uint64_t> next{0};
  std::atomic<std::uint64_t> done{0};
  std::exception_ptr error;
  std::mutex error_mutex;
  auto run = [&](bool reporter) {
    try {
      for (;;) {
        if (cancel != nullptr && cancel->load(std::memory_order_relaxed)) throw BuildCancelled();
        const std::uint64_t begin = next.fetch_add(chunk);
        if (begin >= size) break;
        const std::uint64_t end = std::min(size, begin + chunk);
        work(begin, end);
        const std::uint64_t d = done.fetch_add(end - begin) + (end - begin);
        if (reporter && report) report(static_cast<double>(d) / static_cast<double>(size));
      }
    } catch (...) {
      std::lock_guard lock(error_mutex);
      if (!error) error = std::current_exception();
      next = size;
    }
  };
  std::vector<std::thread> pool;
  for (int t = 1; t < threads; ++t) pool.emplace_back(run, false);
  run(true);
  for (auto& t : pool) t.join();
  if (error) std::rethrow_exception(error);
  // The last chunk may have been another thread's: the reporter says the whole range is done.
  if (report) report(1.0);
}

}  // namespace shashki::endgame::detail
