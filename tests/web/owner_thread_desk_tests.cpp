// The desk that runs the server's calls on the owner's thread (shashki/web/owner_thread_desk.hpp):
// the console's services live on its window thread, the server waits on its own.
#include "shashki/web/owner_thread_desk.hpp"

#include <boost/test/unit_test.hpp>

#include <atomic>
#include <thread>

using namespace shashki;

namespace {

// Records the thread each call ran on.
class RecordingDesk : public web::BoardDesk {
 public:
  std::optional<web::BoardRef> open(std::string_view token) override {
    thread = std::this_thread::get_id();
    if (token == "t") return web::BoardRef{tournament::EventId{1}, 1, 3};
    return std::nullopt;
  }
  nlohmann::json state(const web::BoardRef& board) override {
    return {{"type", "state"}, {"board", board.board}};
  }
  nlohmann::json handle(const web::BoardRef&, const nlohmann::json& message,
                        std::chrono::milliseconds) override {
    if (message.value("type", "") == "boom") throw std::runtime_error("boom");
    return {{"type", "ack"}};
  }
  std::vector<web::BoardRef> tick() override { return {}; }
  void presence(const web::BoardRef&, bool) override {}
  std::string language() override { return "en"; }
  std::thread::id thread;
};

}  // namespace

BOOST_AUTO_TEST_SUITE(owner_thread_desk_tests)

BOOST_AUTO_TEST_CASE(a_call_of_the_server_s_thread_runs_on_the_owner_s_thread) {
  RecordingDesk inner;
  std::atomic<int> wakes{0};
  web::OwnerThreadDesk desk(inner, [&] { ++wakes; });
  std::optional<web::BoardRef> opened;
  std::thread server([&] { opened = desk.open("t"); });
  while (wakes == 0) std::this_thread::yield();
  desk.pump();
  server.join();
  BOOST_REQUIRE(opened.has_value());
  BOOST_TEST(opened->board == 3);
  BOOST_TEST((inner.thread == std::this_thread::get_id()));
}

BOOST_AUTO_TEST_CASE(an_exception_of_the_owner_reaches_the_server_s_thread) {
  RecordingDesk inner;
  std::atomic<int> wakes{0};
  web::OwnerThreadDesk desk(inner, [&] { ++wakes; });
  bool thrown = false;
  std::thread server([&] {
    try {
      (void)desk.handle(web::BoardRef{}, nlohmann::json{{"type", "boom"}}, std::chrono::milliseconds(0));
    } catch (const std::runtime_error&) {
      thrown = true;
    }
  });
  while (wakes == 0) std::this_thread::yield();
  desk.pump();
  server.join();
  BOOST_TEST(thrown);
}

BOOST_AUTO_TEST_CASE(closing_releases_a_waiting_call_and_refuses_later_ones) {
  RecordingDesk inner;
  std::atomic<int> wakes{0};
  web::OwnerThreadDesk desk(inner, [&] { ++wakes; });
  nlohmann::json answer;
  std::thread server([&] {
    answer = desk.handle(web::BoardRef{}, {{"type", "press"}}, std::chrono::milliseconds(0));
  });
  while (wakes == 0) std::this_thread::yield();
  desk.close();  // the owner stops the server without pumping: the call must not hang
  server.join();
  BOOST_TEST(answer["type"] == "refused");
  BOOST_TEST(!desk.open("t").has_value());
  BOOST_TEST((inner.thread == std::thread::id{}));  // the inner desk was never called
}

BOOST_AUTO_TEST_SUITE_END()
