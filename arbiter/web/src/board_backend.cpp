#include "shashki/web/board_backend.hpp"

#include <exception>

namespace shashki::web {

std::vector<Answer> BoardBackend::handle_all(std::span<const Incoming> messages) {
  std::vector<Answer> answers;
  answers.reserve(messages.size());
  for (const auto& m : messages) {
    // A message whose handling throws is the server's failure, not the device's.
    auto& answer = answers.emplace_back(RefusedAnswer{RefusalCode::failed, std::nullopt, std::nullopt});
    try {
      answer = handle(m.board, m.message, m.rtt_bound);
    } catch (const std::exception&) {
    }
  }
  return answers;
}

}  // namespace shashki::web
