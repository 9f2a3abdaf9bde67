#pragma once

// What the tests' devices share: a frame from the server holds one message, or several as a JSON
// array of them in order (docs/venue.md, "Messages").

#include <deque>
#include <string>

#include <boost/beast/core/buffers_to_string.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <nlohmann/json.hpp>

namespace shashki::web::testing {

/// The messages of one frame, in order, appended to `unread`.
inline void take_frame(const std::string& frame, std::deque<nlohmann::json>& unread) {
  auto parsed = nlohmann::json::parse(frame);
  if (parsed.is_array()) {
    for (auto& one : parsed) unread.push_back(std::move(one));
  } else {
    unread.push_back(std::move(parsed));
  }
}

/// The next message from `ws`: the first of `unread`, or of the next frame read.
template <typename WebSocket>
nlohmann::json next_message(WebSocket& ws, std::deque<nlohmann::json>& unread) {
  if (unread.empty()) {
    boost::beast::flat_buffer buffer;
    ws.read(buffer);
    take_frame(boost::beast::buffers_to_string(buffer.data()), unread);
  }
  auto message = std::move(unread.front());
  unread.pop_front();
  return message;
}

}  // namespace shashki::web::testing
