// The board devices' wire (arbiter/web/src/board_json.hpp): the board page's messages read into
// typed ones, anything else a device may send read as a refusal that never reaches a backend,
// and the answers and states written byte for byte as the page reads them.
#include "board_json.hpp"

#include <boost/test/unit_test.hpp>
#include <nlohmann/json.hpp>

#include <random>
#include <string>
#include <variant>
#include <vector>

using namespace shashki;
using namespace shashki::web;

namespace {

// The message a text reads as, which the test requires it to be.
template <class T>
T read_as(const std::string& text) {
  const auto decoded = board_json::decode(text);
  BOOST_TEST_INFO("text: " << text);
  BOOST_REQUIRE(std::holds_alternative<DeviceMessage>(decoded));
  const auto& message = std::get<DeviceMessage>(decoded);
  BOOST_REQUIRE(std::holds_alternative<T>(message));
  return std::get<T>(message);
}

// The refusal a text reads as.
board_json::Rejected rejected(const std::string& text) {
  const auto decoded = board_json::decode(text);
  BOOST_TEST_INFO("text: " << text);
  BOOST_REQUIRE(std::holds_alternative<board_json::Rejected>(decoded));
  return std::get<board_json::Rejected>(decoded);
}

bool unreadable(const std::string& text) {
  return std::holds_alternative<board_json::Unreadable>(board_json::decode(text));
}

std::string replay_of(std::size_t presses) {
  std::string text = R"({"type":"replay","ack":0,"presses":[)";
  for (std::size_t k = 0; k < presses; ++k) {
    if (k > 0) text += ',';
    text += R"({"side":")" + std::string(k % 2 == 0 ? "white" : "black") + R"(","seq":)" +
            std::to_string(k + 1) + R"(,"think_ms":1000})";
  }
  return text + "]}";
}

}  // namespace

BOOST_AUTO_TEST_SUITE(board_json_tests)

BOOST_AUTO_TEST_CASE(the_board_page_s_press_reads_as_a_typed_press) {
  // board.js: JSON.stringify(Object.assign({ type: "press" }, { side, seq, think_ms }))
  const auto press =
      read_as<PressMessage>(R"({"type":"press","side":"black","seq":7,"think_ms":1834})").press;
  BOOST_TEST((press.side == clock::Side::black));
  BOOST_TEST(press.sequence == 7u);
  BOOST_TEST(press.device_think.count() == 1834);
}

BOOST_AUTO_TEST_CASE(the_board_page_s_replay_reads_as_its_presses_in_order) {
  const auto replay =
      read_as<ReplayMessage>(R"({"type":"replay","ack":4,"presses":[{"side":"white","seq":5,"think_ms":0},)"
                             R"({"side":"black","seq":6,"think_ms":86400000}]})");
  BOOST_TEST(replay.acknowledged == 4u);
  BOOST_REQUIRE(replay.presses.size() == 2u);
  BOOST_TEST((replay.presses[0].side == clock::Side::white));
  BOOST_TEST(replay.presses[1].sequence == 6u);
  BOOST_TEST(replay.presses[1].device_think.count() == 86'400'000);  // a day, the most a press may claim
  BOOST_TEST(read_as<ReplayMessage>(R"({"type":"replay","ack":0,"presses":[]})").presses.empty());
}

BOOST_AUTO_TEST_CASE(a_call_and_a_pong_read_as_theirs) {
  (void)read_as<CallMessage>(R"({"type":"call"})");
  const auto pong = board_json::decode(R"({"type":"pong","id":12})");
  BOOST_REQUIRE(std::holds_alternative<board_json::Pong>(pong));
  BOOST_TEST(std::get<board_json::Pong>(pong).id.value_or(0) == 12);
}

BOOST_AUTO_TEST_CASE(fields_the_page_never_sends_are_ignored_and_reach_no_backend) {
  const auto press =
      read_as<PressMessage>(R"({"type":"press","side":"white","seq":1,"think_ms":5,"admin":true,"board":99})")
          .press;
  BOOST_TEST(press.sequence == 1u);
  (void)read_as<CallMessage>(R"({"type":"call","board":{"a":[1,2,3]}})");
}

BOOST_AUTO_TEST_CASE(text_that_is_no_message_is_unreadable) {
  const std::vector<std::string> texts = {
      "",
      "not json at all",
      "{",
      R"({"type":"press")",
      "[]",
      "null",
      "42",
      R"("press")",
      "{}",
      R"({"type":5})",
      R"({"type":null})",
      R"({"type":["press"]})",
      R"({"type":{"press":1}})",
      R"({"Type":"press"})",
      "\xff\xfe{}",
      R"({"type":"pr\u0000ess"})",  // not "press" (and no known type): see below, not unreadable
  };
  for (std::size_t k = 0; k + 1 < texts.size(); ++k) {
    BOOST_TEST_INFO("text " << k);
    BOOST_TEST(unreadable(texts[k]));
  }
  BOOST_TEST(!unreadable(texts.back()));
  // Nesting as deep as a message's 4096 bytes allow.
  BOOST_TEST(unreadable(std::string(2048, '[') + std::string(2048, ']')));
  BOOST_TEST(
      rejected(R"({"type":"press","side":)" + std::string(2000, '[') + std::string(2000, ']') + "}").kind ==
      "press");
}

BOOST_AUTO_TEST_CASE(a_result_proposal_and_its_answers_read_as_theirs) {
  const auto proposed = read_as<ProposeMessage>(R"({"type":"propose","side":"black","result":"0-1"})");
  BOOST_TEST((proposed.side == clock::Side::black));
  BOOST_TEST((proposed.result == shashki::tournament::GameResult::black_wins));
  BOOST_TEST((read_as<ProposeMessage>(R"({"type":"propose","side":"white","result":"="})").result ==
              shashki::tournament::GameResult::draw));
  const auto confirmed = read_as<AnswerMessage>(R"({"type":"confirm","side":"white"})");
  BOOST_TEST(confirmed.agree);
  BOOST_TEST((confirmed.side == clock::Side::white));
  BOOST_TEST(!read_as<AnswerMessage>(R"({"type":"reject","side":"black","agree":true})").agree);
}

BOOST_AUTO_TEST_CASE(a_hostile_proposal_or_answer_is_refused_as_malformed) {
  // A forfeit is the arbiter's ruling (6.1.7): no device may propose one.
  const std::vector<std::pair<std::string, std::string>> texts = {
      {R"({"type":"propose","side":"white","result":"+/-"})", "propose"},
      {R"({"type":"propose","side":"white","result":"-/-"})", "propose"},
      {R"({"type":"propose","side":"white","result":"1-0 "})", "propose"},
      {R"({"type":"propose","side":"white","result":1})", "propose"},
      {R"({"type":"propose","side":"white"})", "propose"},
      {R"({"type":"propose","result":"1-0"})", "propose"},
      {R"({"type":"propose","side":"arbiter","result":"1-0"})", "propose"},
      {R"({"type":"confirm"})", "confirm"},
      {R"({"type":"confirm","side":["white"]})", "confirm"},
      {R"({"type":"reject","side":""})", "reject"},
  };
  for (const auto& [text, kind] : texts) {
    const auto refusal = rejected(text);
    BOOST_TEST_INFO("text: " << text);
    BOOST_TEST(refusal.kind == kind);
    BOOST_TEST((refusal.refusal.code == RefusalCode::malformed));
    BOOST_TEST(!refusal.refusal.message.value_or("").empty());
  }
}

BOOST_AUTO_TEST_CASE(a_board_state_carries_the_proposal_waiting) {
  BoardState s;
  s.board = 2;
  s.proposal = BoardState::Proposal{"0-1", clock::Side::black, true};
  const auto text = board_json::encode(s);
  BOOST_TEST(text.find(R"("proposal":{"agreed":true,"by":"black","result":"0-1","source":"players"})") !=
             std::string::npos);
  s.proposal.reset();
  BOOST_TEST(board_json::encode(s).find("proposal") == std::string::npos);
  BOOST_TEST(board_json::encode(Answer{ProposalAnswer{"awaits-arbiter"}}) ==
             R"({"step":"awaits-arbiter","type":"proposal"})");
}

BOOST_AUTO_TEST_CASE(a_press_with_a_field_missing_or_wrong_is_refused_as_malformed) {
  const std::vector<std::string> presses = {
      R"({"type":"press"})",
      R"({"type":"press","seq":1,"think_ms":1})",
      R"({"type":"press","side":"white","think_ms":1})",
      R"({"type":"press","side":"white","seq":1})",
      R"({"type":"press","side":"purple","seq":1,"think_ms":1})",
      R"({"type":"press","side":"WHITE","seq":1,"think_ms":1})",
      R"({"type":"press","side":0,"seq":1,"think_ms":1})",
      R"({"type":"press","side":null,"seq":1,"think_ms":1})",
      R"({"type":"press","side":"white","seq":0,"think_ms":1})",
      R"({"type":"press","side":"white","seq":-4,"think_ms":1})",
      R"({"type":"press","side":"white","seq":1.5,"think_ms":1})",
      R"({"type":"press","side":"white","seq":1.0,"think_ms":1})",
      R"({"type":"press","side":"white","seq":"1","think_ms":1})",
      R"({"type":"press","side":"white","seq":true,"think_ms":1})",
      R"({"type":"press","side":"white","seq":[1],"think_ms":1})",
      R"({"type":"press","side":"white","seq":1e30,"think_ms":1})",
      R"({"type":"press","side":"white","seq":18446744073709551616,"think_ms":1})",  // 2^64
      R"({"type":"press","side":"white","seq":1,"think_ms":-1})",
      R"({"type":"press","side":"white","seq":1,"think_ms":86400001})",
      R"({"type":"press","side":"white","seq":1,"think_ms":9223372036854775808})",  // 2^63
      R"({"type":"press","side":"white","seq":1,"think_ms":18446744073709551615})",
      R"({"type":"press","side":"white","seq":1,"think_ms":-9223372036854775808})",
      R"({"type":"press","side":"white","seq":1,"think_ms":12.5})",
      R"({"type":"press","side":"white","seq":1,"think_ms":"12"})",
      R"({"type":"press","side":"white","seq":1,"think_ms":null})",
  };
  for (const auto& text : presses) {
    const auto refusal = rejected(text);
    BOOST_TEST_INFO("text: " << text);
    BOOST_TEST(refusal.kind == "press");
    BOOST_TEST((refusal.refusal.code == RefusalCode::malformed));
    BOOST_TEST(!refusal.refusal.message.value_or("").empty());
    BOOST_TEST(!refusal.refusal.sequence.has_value());
  }
  // The largest sequence is still one.
  BOOST_TEST(
      read_as<PressMessage>(R"({"type":"press","side":"white","seq":18446744073709551615,"think_ms":0})")
          .press.sequence == 18446744073709551615u);
}

BOOST_AUTO_TEST_CASE(a_replay_that_does_not_hold_is_refused_as_malformed) {
  const std::vector<std::string> replays = {
      R"({"type":"replay"})",
      R"({"type":"replay","presses":"many"})",
      R"({"type":"replay","ack":0})",
      R"({"type":"replay","ack":0,"presses":{"side":"white","seq":1,"think_ms":1}})",
      R"({"type":"replay","presses":[]})",
      R"({"type":"replay","ack":-1,"presses":[]})",
      R"({"type":"replay","ack":1.5,"presses":[]})",
      R"({"type":"replay","ack":"0","presses":[]})",
      R"({"type":"replay","ack":18446744073709551616,"presses":[]})",
      R"({"type":"replay","ack":0,"presses":[1]})",
      R"({"type":"replay","ack":0,"presses":[null]})",
      R"({"type":"replay","ack":0,"presses":[[]]})",
      R"({"type":"replay","ack":0,"presses":[{"side":"white","seq":1,"think_ms":1},{"side":"black","seq":0,"think_ms":1}]})",
      replay_of(max_replayed_presses + 1),
  };
  for (const auto& text : replays) {
    const auto refusal = rejected(text);
    BOOST_TEST_INFO("text: " << text.substr(0, 200));
    BOOST_TEST(refusal.kind == "replay");
    BOOST_TEST((refusal.refusal.code == RefusalCode::malformed));
    BOOST_TEST(!refusal.refusal.message.value_or("").empty());
  }
  BOOST_TEST(read_as<ReplayMessage>(replay_of(max_replayed_presses)).presses.size() == max_replayed_presses);
}

BOOST_AUTO_TEST_CASE(
    a_message_of_an_unknown_type_is_refused_with_the_type_code_and_its_text_kept_out_of_the_log) {
  for (const std::string type : {"", "boom", "PRESS", "state", "ack", "refused", "ping"}) {
    const auto refusal = rejected(R"({"type":")" + type + R"("})");
    BOOST_TEST_INFO("type: " << type);
    BOOST_TEST(refusal.kind.empty());
    BOOST_TEST((refusal.refusal.code == RefusalCode::type));
    BOOST_TEST(!refusal.refusal.message.value_or("").empty());
  }
}

BOOST_AUTO_TEST_CASE(a_pong_whose_id_is_no_ping_s_is_read_without_one) {
  for (const std::string id :
       {"", R"(,"id":"3")", R"(,"id":1.5)", R"(,"id":null)", R"(,"id":9223372036854775808)",
        R"(,"id":18446744073709551615)", R"(,"id":1e3)"}) {
    const auto decoded = board_json::decode(R"({"type":"pong")" + id + "}");
    BOOST_TEST_INFO("id: " << id);
    BOOST_REQUIRE(std::holds_alternative<board_json::Pong>(decoded));
    BOOST_TEST(!std::get<board_json::Pong>(decoded).id.has_value());
  }
  const auto negative = board_json::decode(R"({"type":"pong","id":-9223372036854775808})");
  BOOST_TEST(std::get<board_json::Pong>(negative).id.value_or(0) == std::numeric_limits<long long>::min());
}

BOOST_AUTO_TEST_CASE(random_text_never_throws_and_never_reads_as_a_press_it_does_not_spell) {
  // Seeded: the same texts every run. Mutations of the page's own messages, and noise.
  std::mt19937 random(20261206);
  const std::vector<std::string> seeds = {
      R"({"type":"press","side":"white","seq":1,"think_ms":1000})",
      R"({"type":"replay","ack":1,"presses":[{"side":"black","seq":2,"think_ms":3}]})", R"({"type":"call"})",
      R"({"type":"pong","id":1})"};
  const std::string alphabet = "{}[]\",:0123456789-+.eE truefalsnul\\u\x01\xff";
  for (int i = 0; i < 20000; ++i) {
    std::string text = seeds[random() % seeds.size()];
    const int edits = 1 + static_cast<int>(random() % 4);
    for (int e = 0; e < edits && !text.empty(); ++e) {
      const auto at = random() % text.size();
      const char c = alphabet[random() % alphabet.size()];
      switch (random() % 3) {
        case 0:
          text[at] = c;
          break;
        case 1:
          text.insert(text.begin() + static_cast<std::ptrdiff_t>(at), c);
          break;
        default:
          text.erase(at, 1);
      }
    }
    BOOST_TEST_INFO("text: " << text);
    BOOST_REQUIRE_NO_THROW((void)board_json::decode(text));
    // Whatever reads as a press holds a press's bounds.
    const auto decoded = board_json::decode(text);
    if (const auto* message = std::get_if<DeviceMessage>(&decoded)) {
      if (const auto* press = std::get_if<PressMessage>(message)) {
        BOOST_TEST(press->press.sequence >= 1u);
        BOOST_TEST(press->press.device_think.count() >= 0);
        BOOST_TEST(press->press.device_think <= max_think);
      }
    }
  }
}

BOOST_AUTO_TEST_CASE(answers_are_written_as_the_page_reads_them) {
  BOOST_TEST(board_json::encode(Answer{
                 AckAnswer{3, false, clock::RemoteOutcome::clamped_high, std::chrono::milliseconds(1200)}}) ==
             R"({"duplicate":false,"outcome":"clamped-high","seq":3,"think_ms":1200,"type":"ack"})");
  BOOST_TEST(board_json::encode(Answer{ReplayedAnswer{2, 1, 0, true, "The arbiter came first.", 9,
                                                      std::chrono::milliseconds(12000)}}) ==
             R"({"acknowledged":9,"applied":2,"clamped":1,"discarded":true,"duplicates":0,)"
             R"("message":"The arbiter came first.","offline_ms":12000,"type":"replayed"})");
  BOOST_TEST(board_json::encode(Answer{CalledAnswer{}}) == R"({"type":"called"})");
  BOOST_TEST(board_json::encode(Answer{RefusedAnswer{RefusalCode::press, "Not your turn.", 4}}) ==
             R"({"code":"press","message":"Not your turn.","seq":4,"type":"refused"})");
  BOOST_TEST(board_json::encode(Answer{RefusedAnswer{RefusalCode::failed, std::nullopt, std::nullopt}}) ==
             R"({"code":"failed","type":"refused"})");
  BOOST_TEST(board_json::encode_unreadable() == R"({"code":"malformed","type":"refused"})");
  BOOST_TEST(board_json::encode_ping(17) == R"({"id":17,"type":"ping"})");
}

BOOST_AUTO_TEST_CASE(every_refusal_code_is_its_stable_text) {
  const std::vector<std::pair<RefusalCode, std::string>> codes = {
      {RefusalCode::board, "board"},         {RefusalCode::type, "type"},
      {RefusalCode::malformed, "malformed"}, {RefusalCode::press, "press"},
      {RefusalCode::replay, "replay"},       {RefusalCode::failed, "failed"},
      {RefusalCode::closing, "closing"}};
  for (const auto& [code, text] : codes) BOOST_TEST(board_json::code(code) == text);
}

BOOST_AUTO_TEST_CASE(a_board_s_state_is_written_as_the_page_reads_it) {
  BoardState s;
  s.board = 12;
  s.round = 3;
  s.control = "90+30";
  s.phase = clock::ClockPhase::running;
  s.running = clock::Side::black;
  s.white = SideState{"Иванов", std::chrono::milliseconds(5'400'000), 20};
  s.black = SideState{"O\"Brien", std::chrono::milliseconds(-5), 19};
  s.acknowledged = 41;
  s.language = "ru";
  s.increment = std::chrono::milliseconds(30000);
  BOOST_TEST(board_json::encode(s) ==
             R"({"ack":41,"appeal":false,"black":{"moves":19,"ms":-5,"name":"O\"Brien"},"board":12,)"
             R"("control":"90+30","flag":null,"increment_ms":30000,"lang":"ru","phase":"running","round":3,)"
             R"("running":"black","type":"state","white":{"moves":20,"ms":5400000,"name":"Иванов"}})");
  s.phase = clock::ClockPhase::flagged;
  s.running.reset();
  s.flag = clock::Side::white;
  s.appeal = true;
  const auto text = board_json::encode(s);
  BOOST_TEST(text.find(R"("running":null)") != std::string::npos);
  BOOST_TEST(text.find(R"("flag":"white")") != std::string::npos);
  BOOST_TEST(text.find(R"("phase":"flagged")") != std::string::npos);
  BOOST_TEST(text.find(R"("appeal":true)") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(a_floor_arbiter_s_actions_read_whole_and_nothing_else_does) {
  const auto pause = board_json::decode_floor(R"({"board": 4, "action": "pause", "extra": [1]})");
  BOOST_REQUIRE(pause.has_value());
  BOOST_TEST(pause->board == 4);
  BOOST_TEST((pause->action == tournament::FloorAction::pause));
  const auto appeal =
      board_json::decode_floor(R"({"board": 2, "action": "appeal", "side": "black", "reason": "<b>x</b>"})");
  BOOST_REQUIRE(appeal.has_value());
  BOOST_TEST((appeal->side == clock::Side::black));
  BOOST_TEST(appeal->reason == "<b>x</b>");  // kept as text; whatever shows it escapes it
  const auto result = board_json::decode_floor(R"({"board": 2, "action": "result", "result": "0-1"})");
  BOOST_REQUIRE(result.has_value());
  BOOST_TEST((result->result == tournament::GameResult::black_wins));
  for (const std::string& text :
       {std::string(), std::string("null"), std::string("[]"), std::string(R"({"action": "pause"})"),
        std::string(R"({"board": -1, "action": "pause"})"),
        std::string(R"({"board": 1e9, "action": "pause"})"),
        std::string(R"({"board": 1, "action": "PAUSE"})"), std::string(R"({"board": 1, "action": "lock"})"),
        std::string(R"({"board": 1, "action": "appeal", "side": "white"})"),
        std::string(R"({"board": 1, "action": "appeal", "side": "grey", "reason": "x"})"),
        std::string(R"({"board": 1, "action": "appeal", "side": "white", "reason": ")") +
            std::string(1001, 'x') + "\"}",
        std::string(R"({"board": 1, "action": "result", "result": "+/-"})"),
        std::string(R"({"board": 1, "action": "result", "result": 1})")}) {
    BOOST_TEST_INFO("text: " << text);
    BOOST_TEST(!board_json::decode_floor(text).has_value());
  }
}

BOOST_AUTO_TEST_CASE(the_floor_page_s_boards_carry_the_call_and_never_a_sequence) {
  FloorBoard board;
  board.state.board = 3;
  board.state.white.name = "<script>";
  board.called = true;
  const auto text = board_json::encode_floor(ArbiterRef{tournament::EventId{1}, 7, "Петров"}, {board});
  const auto json = nlohmann::json::parse(text);
  BOOST_TEST(json["arbiter"] == "Петров");
  BOOST_TEST(json["boards"][0]["called"] == true);
  BOOST_TEST(json["boards"][0]["white"]["name"] == "<script>");  // JSON text; the page sets it as text
  BOOST_TEST(!json["boards"][0].contains("ack"));
  BOOST_TEST(board_json::encode(FloorAnswer{true, {}}) == R"({"type":"done"})");
}

BOOST_AUTO_TEST_SUITE_END()
