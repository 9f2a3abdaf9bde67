#include "board_json.hpp"

#include "shashki/app/i18n.hpp"

#include <nlohmann/json.hpp>

#include <limits>

namespace shashki::web::board_json {

namespace {

using nlohmann::json;

// The field `name` of `object` when it is there.
const json* field(const json& object, const char* name) {
  const auto it = object.find(name);
  return it == object.end() ? nullptr : &*it;
}

// An integer field in [low, high], as the JSON wrote it: no fraction, no string. A number past
// 64 bits is read as a float by the parser, and so is refused here.
std::optional<std::uint64_t> unsigned_field(const json& object, const char* name, std::uint64_t low,
                                            std::uint64_t high) {
  const auto* value = field(object, name);
  if (value == nullptr || !value->is_number_unsigned()) return std::nullopt;
  const auto n = value->get<std::uint64_t>();
  if (n < low || n > high) return std::nullopt;
  return n;
}

// The field "side": "white" or "black".
std::optional<clock::Side> side_of(const json& object) {
  const auto* side = field(object, "side");
  return side != nullptr && side->is_string() ? clock::side_from_code(side->get_ref<const std::string&>())
                                              : std::nullopt;
}

// A press of a device: {"side": "white"|"black", "seq": N >= 1, "think_ms": 0 <= T <= a day}.
std::optional<clock::RemotePress> press_of(const json& p) {
  if (!p.is_object()) return std::nullopt;
  const auto* side_text = field(p, "side");
  const auto side = side_text != nullptr && side_text->is_string()
                        ? clock::side_from_code(side_text->get_ref<const std::string&>())
                        : std::nullopt;
  const auto seq = unsigned_field(p, "seq", 1, std::numeric_limits<std::uint64_t>::max());
  const auto think = unsigned_field(p, "think_ms", 0, static_cast<std::uint64_t>(max_think.count()));
  if (!side || !seq || !think) return std::nullopt;
  return clock::RemotePress{*side, *seq, std::chrono::milliseconds(static_cast<long long>(*think))};
}

Rejected malformed(std::string_view kind, const char* msgid) {
  return Rejected{kind, RefusedAnswer{RefusalCode::malformed, std::string(app::tr(msgid)), std::nullopt}};
}

Decoded replay_of(const json& message) {
  const auto* presses = field(message, "presses");
  const auto acknowledged = unsigned_field(message, "ack", 0, std::numeric_limits<std::uint64_t>::max());
  const auto bad = [] {
    return malformed("replay", N_("The presses kept during the outage could not be read."));
  };
  if (presses == nullptr || !presses->is_array() || presses->size() > max_replayed_presses || !acknowledged)
    return bad();
  ReplayMessage replay{*acknowledged, {}};
  replay.presses.reserve(presses->size());
  for (const auto& p : *presses) {
    const auto press = press_of(p);
    if (!press) return bad();
    replay.presses.push_back(*press);
  }
  return DeviceMessage{std::move(replay)};
}

// A side's name as the page shows it.
json side_code(const std::optional<clock::Side>& side) {
  return side ? json(std::string(clock::code(*side))) : json();
}

json side_state(const SideState& side) {
  return {{"name", side.name}, {"ms", side.time.count()}, {"moves", side.moves}};
}

struct AnswerJson {
  json operator()(const AckAnswer& a) const {
    return {{"type", "ack"},
            {"seq", a.sequence},
            {"duplicate", a.duplicate},
            {"outcome", std::string(clock::code(a.outcome))},
            {"think_ms", a.think.count()}};
  }
  json operator()(const ReplayedAnswer& r) const {
    return {{"type", "replayed"},
            {"applied", r.applied},
            {"clamped", r.clamped},
            {"duplicates", r.duplicates},
            {"discarded", r.discarded},
            {"message", r.message},
            {"acknowledged", r.acknowledged},
            {"offline_ms", r.offline.count()}};
  }
  json operator()(const CalledAnswer&) const { return {{"type", "called"}}; }
  json operator()(const ProposalAnswer& p) const { return {{"type", "proposal"}, {"step", p.step}}; }
  json operator()(const RefusedAnswer& r) const {
    json answer{{"type", "refused"}, {"code", std::string(code(r.code))}};
    if (r.message) answer["message"] = *r.message;
    if (r.sequence) answer["seq"] = *r.sequence;
    return answer;
  }
};

struct KindName {
  std::string_view operator()(const PressMessage&) const { return "press"; }
  std::string_view operator()(const ReplayMessage&) const { return "replay"; }
  std::string_view operator()(const CallMessage&) const { return "call"; }
  std::string_view operator()(const ProposeMessage&) const { return "propose"; }
  std::string_view operator()(const AnswerMessage& a) const { return a.agree ? "confirm" : "reject"; }
};

}  // namespace

Decoded decode(std::string_view text) {
  // Without exceptions: a parse error is a discarded value, never a throw.
  const auto message = json::parse(text, nullptr, false);
  if (message.is_discarded() || !message.is_object()) return Unreadable{};
  const auto* type_field = field(message, "type");
  if (type_field == nullptr || !type_field->is_string()) return Unreadable{};
  const auto& type = type_field->get_ref<const std::string&>();
  if (type == "press") {
    const auto press = press_of(message);
    if (!press) return malformed("press", N_("The press could not be read."));
    return DeviceMessage{PressMessage{*press}};
  }
  if (type == "replay") return replay_of(message);
  if (type == "call") return DeviceMessage{CallMessage{}};
  if (type == "propose" || type == "confirm" || type == "reject") {
    // {"side": "white"|"black"} and, for a proposal, {"result": "1-0"|"0-1"|"="}: nothing else is
    // a result the players may propose (a forfeit is the arbiter's).
    const auto side = side_of(message);
    if (type != "propose") {
      // The kind as a literal: `type` dies with the parsed message.
      if (!side)
        return malformed(type == "confirm" ? "confirm" : "reject",
                         N_("The answer to the proposed result could not be read."));
      return DeviceMessage{AnswerMessage{*side, type == "confirm"}};
    }
    const auto* result_field = field(message, "result");
    const auto result = result_field != nullptr && result_field->is_string()
                            ? tournament::game_result_from_code(result_field->get_ref<const std::string&>())
                            : std::nullopt;
    if (!side || !result || tournament::is_forfeit(*result))
      return malformed("propose", N_("The proposed result could not be read."));
    return DeviceMessage{ProposeMessage{*side, *result}};
  }
  if (type == "pong") {
    const auto* id = field(message, "id");
    // An unsigned id past the signed range is no ping's: the server counts its pings from 1.
    if (id == nullptr || !id->is_number_integer() ||
        (id->is_number_unsigned() && id->get<std::uint64_t>() > std::numeric_limits<long long>::max()))
      return Pong{};
    return Pong{id->get<long long>()};
  }
  return Rejected{{},
                  RefusedAnswer{RefusalCode::type,
                                std::string(app::tr("The clock does not know this message.")), std::nullopt}};
}

std::string_view kind_of(const DeviceMessage& message) {
  return std::visit(KindName{}, message);
}

std::string encode(const Answer& answer) {
  return std::visit(AnswerJson{}, answer).dump();
}

namespace {

json state_json(const BoardState& s) {
  json state{
      {"type", "state"},
      {"board", s.board},
      {"round", s.round},
      {"control", s.control},
      {"phase", std::string(clock::code(s.phase))},
      {"running", side_code(s.running)},
      {"flag", side_code(s.flag)},
      {"white", side_state(s.white)},
      {"black", side_state(s.black)},
      {"ack", s.acknowledged},
      {"lang", s.language},
      {"increment_ms", s.increment.count()},
      {"appeal", s.appeal},
  };
  if (s.proposal) {
    state["proposal"] = {{"result", s.proposal->result},
                         {"by", std::string(clock::code(s.proposal->by))},
                         {"agreed", s.proposal->agreed},
                         {"source", s.proposal->clock ? "clock" : "players"}};
  }
  return state;
}

}  // namespace

std::string encode(const BoardState& s) {
  return state_json(s).dump();
}

std::optional<FloorMessage> decode_floor(std::string_view text) {
  const auto message = json::parse(text, nullptr, false);
  if (message.is_discarded() || !message.is_object()) return std::nullopt;
  const auto board = unsigned_field(message, "board", 1, 100000);
  const auto* action_field = field(message, "action");
  const auto action = action_field != nullptr && action_field->is_string()
                          ? tournament::floor_action_from_code(action_field->get_ref<const std::string&>())
                          : std::nullopt;
  if (!board || !action) return std::nullopt;
  FloorMessage floor{static_cast<int>(*board), *action, clock::Side::white, {}, std::nullopt};
  if (*action == tournament::FloorAction::appeal) {
    const auto side = side_of(message);
    const auto* reason = field(message, "reason");
    if (!side || reason == nullptr || !reason->is_string() ||
        reason->get_ref<const std::string&>().size() > max_floor_reason_bytes)
      return std::nullopt;
    floor.side = *side;
    floor.reason = reason->get_ref<const std::string&>();
  }
  if (*action == tournament::FloorAction::result) {
    // A played game's result only: a forfeit is the chief arbiter's, at the console.
    const auto* result_field = field(message, "result");
    const auto result = result_field != nullptr && result_field->is_string()
                            ? tournament::game_result_from_code(result_field->get_ref<const std::string&>())
                            : std::nullopt;
    if (!result || tournament::is_forfeit(*result)) return std::nullopt;
    floor.result = *result;
  }
  return floor;
}

std::string encode_floor(const ArbiterRef& arbiter, const std::vector<FloorBoard>& boards) {
  json rows = json::array();
  for (const auto& b : boards) {
    auto row = state_json(b.state);
    row.erase("type");
    row.erase("ack");
    row["called"] = b.called;
    row["result_in"] = b.result;
    rows.push_back(std::move(row));
  }
  return json{{"type", "floor"}, {"arbiter", arbiter.name}, {"boards", std::move(rows)}}.dump();
}

std::string encode(const FloorAnswer& answer) {
  json out{{"type", answer.done ? "done" : "refused"}};
  if (!answer.done) out["message"] = answer.message;
  return out.dump();
}

std::string encode_public(const BoardState& s) {
  return json{{"board", s.board},
              {"phase", std::string(clock::code(s.phase))},
              {"running", side_code(s.running)},
              {"flag", side_code(s.flag)},
              {"white_ms", s.white.time.count()},
              {"black_ms", s.black.time.count()},
              {"white_moves", s.white.moves},
              {"black_moves", s.black.moves}}
      .dump();
}

std::string encode_ping(long long id) {
  return json{{"type", "ping"}, {"id", id}}.dump();
}

std::string encode_unreadable() {
  return json{{"type", "refused"}, {"code", "malformed"}}.dump();
}

std::string_view code(RefusalCode refusal) {
  switch (refusal) {
    case RefusalCode::board:
      return "board";
    case RefusalCode::type:
      return "type";
    case RefusalCode::malformed:
      return "malformed";
    case RefusalCode::press:
      return "press";
    case RefusalCode::replay:
      return "replay";
    case RefusalCode::failed:
      return "failed";
    case RefusalCode::closing:
      return "closing";
    case RefusalCode::busy:
      return "busy";
  }
  return "failed";
}

}  // namespace shashki::web::board_json
