// The backend that runs the server's calls on the owner's thread (owner_thread_backend.hpp):
// the console's services live on its window thread, the server waits on its own.
#include "shashki/web/owner_thread_backend.hpp"

#include <boost/test/unit_test.hpp>

#include <atomic>
#include <thread>

using namespace shashki;

namespace {

// Records the thread each call ran on.
class RecordingBackend : public web::BoardBackend {
 public:
  std::optional<web::BoardRef> open(std::string_view token) override {
    thread = std::this_thread::get_id();
    if (token == "t") return web::BoardRef{tournament::EventId{1}, 1, 3};
    return std::nullopt;
  }
  std::optional<web::BoardState> state(const web::BoardRef& board) override {
    web::BoardState s;
    s.board = board.board;
    return s;
  }
  web::Answer handle(const web::BoardRef&, const web::DeviceMessage& message,
                     std::chrono::milliseconds) override {
    if (std::holds_alternative<web::CallMessage>(message)) throw std::runtime_error("boom");
    return web::AckAnswer{};
  }
  std::vector<web::BoardRef> tick() override { return {}; }
  void presence(const web::BoardRef&, bool) override {}
  std::string language() override { return "en"; }
  std::thread::id thread;
};

}  // namespace

BOOST_AUTO_TEST_SUITE(owner_thread_backend_tests)

BOOST_AUTO_TEST_CASE(a_call_of_the_server_s_thread_runs_on_the_owner_s_thread) {
  RecordingBackend inner;
  std::atomic<int> wakes{0};
  web::OwnerThreadBackend backend(inner, [&] { ++wakes; });
  std::optional<web::BoardRef> opened;
  std::thread server([&] { opened = backend.open("t"); });
  while (wakes == 0) std::this_thread::yield();
  backend.pump();
  server.join();
  BOOST_REQUIRE(opened.has_value());
  BOOST_TEST(opened->board == 3);
  BOOST_TEST((inner.thread == std::this_thread::get_id()));
}

BOOST_AUTO_TEST_CASE(an_exception_of_the_owner_reaches_the_server_s_thread) {
  RecordingBackend inner;
  std::atomic<int> wakes{0};
  web::OwnerThreadBackend backend(inner, [&] { ++wakes; });
  bool thrown = false;
  std::thread server([&] {
    try {
      (void)backend.handle(web::BoardRef{}, web::CallMessage{}, std::chrono::milliseconds(0));
    } catch (const std::runtime_error&) {
      thrown = true;
    }
  });
  while (wakes == 0) std::this_thread::yield();
  backend.pump();
  server.join();
  BOOST_TEST(thrown);
}

BOOST_AUTO_TEST_CASE(closing_releases_a_waiting_call_and_refuses_later_ones) {
  RecordingBackend inner;
  std::atomic<int> wakes{0};
  web::OwnerThreadBackend backend(inner, [&] { ++wakes; });
  web::Answer answer = web::CalledAnswer{};
  std::thread server(
      [&] { answer = backend.handle(web::BoardRef{}, web::PressMessage{}, std::chrono::milliseconds(0)); });
  while (wakes == 0) std::this_thread::yield();
  backend.close();  // the owner stops the server without pumping: the call must not hang
  server.join();
  BOOST_REQUIRE(web::is_refusal(answer));
  BOOST_TEST((std::get<web::RefusedAnswer>(answer).code == web::RefusalCode::closing));
  BOOST_TEST(!backend.open("t").has_value());
  BOOST_TEST((inner.thread == std::thread::id{}));  // the inner backend was never called
}

BOOST_AUTO_TEST_SUITE_END()
