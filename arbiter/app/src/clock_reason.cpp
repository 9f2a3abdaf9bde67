#include "shashki/app/clock_reason.hpp"

#include "shashki/app/i18n.hpp"
#include "shashki/app/stored_message.hpp"
#include "shashki/tournament/board_result.hpp"

#include <array>
#include <cctype>

namespace shashki::app {

using tournament::Message;

namespace {

// The program's clock reasons that carry arguments.
constexpr const char* result_id = N_("result entered: {result}");
constexpr const char* appeal_decision_id = N_("appeal {appeal}: {reason}");
constexpr const char* recovery_id = N_("crash recovery");
constexpr const char* recovery_judge_id = N_("crash recovery: judge charged the time until {time}");
constexpr const char* recovery_checkpoint_id = N_("crash recovery: charged until the checkpoint at {time}");
constexpr const char* recovery_why_id = N_("crash recovery; {why}");
constexpr const char* recovery_judge_why_id =
    N_("crash recovery: judge charged the time until {time}; {why}");
constexpr const char* recovery_checkpoint_why_id =
    N_("crash recovery: charged until the checkpoint at {time}; {why}");

// Every message id the program stores in a clock journal: a stored id is read back as one of
// these (a row of another program's making reads as it is).
constexpr std::array known_ids{clock_reason::console_closed,
                               clock_reason::announcement,
                               clock_reason::draw_agreed,
                               clock_reason::round_complete,
                               clock_reason::round_locked,
                               clock_reason::flag_confirmed,
                               clock_reason::floor_paused,
                               result_id,
                               appeal_decision_id,
                               recovery_id,
                               recovery_judge_id,
                               recovery_checkpoint_id,
                               recovery_why_id,
                               recovery_judge_why_id,
                               recovery_checkpoint_why_id};

const char* known_id(std::string_view id) {
  for (const char* known : known_ids) {
    if (id == known) return known;
  }
  return nullptr;
}

// A stored_message() of a known id, back as that message; nullopt for anything else.
std::optional<Message> stored_known(std::string_view stored) {
  const auto stored_message = read_stored_message(stored);
  if (!stored_message) return std::nullopt;
  const char* id = known_id(stored_message->id);
  if (id == nullptr) return std::nullopt;
  Message m(id);
  for (const auto& arg : stored_message->args) m.with(arg.name, arg.value);
  return m;
}

// The English forms older versions stored: "crash recovery...", "result entered: R",
// "appeal ID: EXPLANATION", "pause all: WHY" and "appeal: WHY" (before the cause had its column).
constexpr std::string_view old_hall = "pause all: ";
constexpr std::string_view old_appeal = "appeal";
constexpr std::string_view old_result = "result entered: ";
constexpr std::string_view old_recovery = "crash recovery";
constexpr std::string_view old_judge_charged = ": judge charged the time until ";
constexpr std::string_view old_checkpoint_charged = ": charged until the checkpoint at ";

Message recovery_message(const std::optional<std::string>& judge_time,
                         const std::optional<std::string>& checkpoint, std::string_view why) {
  const bool has_why = !why.empty();
  Message m =
      judge_time ? Message(has_why ? recovery_judge_why_id : recovery_judge_id).with("time", *judge_time)
      : checkpoint
          ? Message(has_why ? recovery_checkpoint_why_id : recovery_checkpoint_id).with("time", *checkpoint)
          : Message(has_why ? recovery_why_id : recovery_id);
  if (has_why) m.with("why", std::string(why));
  return m;
}

std::optional<Message> old_form(std::string_view stored) {
  if (stored.starts_with(old_hall)) {
    return clock_reason_message(clock::PauseCause::all, stored.substr(old_hall.size()));
  }
  if (stored.starts_with(old_result)) {
    return Message(result_id).with("result", std::string(stored.substr(old_result.size())));
  }
  if (stored.starts_with(old_recovery)) {
    std::string_view rest = stored.substr(old_recovery.size());
    std::string_view why;
    if (const auto cut = rest.find("; "); cut != std::string_view::npos) {
      why = rest.substr(cut + 2);
      rest = rest.substr(0, cut);
    }
    if (rest.starts_with(old_judge_charged))
      return recovery_message(std::string(rest.substr(old_judge_charged.size())), std::nullopt, why);
    if (rest.starts_with(old_checkpoint_charged))
      return recovery_message(std::nullopt, std::string(rest.substr(old_checkpoint_charged.size())), why);
    if (rest.empty()) return recovery_message(std::nullopt, std::nullopt, why);
    return std::nullopt;
  }
  if (stored.starts_with(old_appeal)) {
    std::string_view rest = stored.substr(old_appeal.size());
    if (rest.starts_with(": ")) return clock_reason_message(clock::PauseCause::appeal, rest.substr(2));
    if (!rest.starts_with(' ')) return std::nullopt;
    rest.remove_prefix(1);
    std::size_t digits = 0;
    while (digits < rest.size() && std::isdigit(static_cast<unsigned char>(rest[digits])) != 0) ++digits;
    if (digits == 0 || !rest.substr(digits).starts_with(": ")) return std::nullopt;
    return Message(appeal_decision_id)
        .with("appeal", std::string(rest.substr(0, digits)))
        .with("reason", std::string(rest.substr(digits + 2)));
  }
  return std::nullopt;
}

// The reason alone, without its cause.
Message reason_message(std::string_view stored) {
  if (const char* id = known_id(stored)) return Message(id);
  if (auto m = stored_known(stored)) return *m;
  if (auto m = old_form(stored)) return *m;
  return Message::verbatim(std::string(stored));  // the judge's own words
}

}  // namespace

namespace clock_reason {

std::string appeal_decision(long long appeal, std::string_view explanation) {
  return stored_message(
      Message(appeal_decision_id).with("appeal", appeal).with("reason", std::string(explanation)));
}

std::string result_entered(std::string_view result) {
  return stored_message(Message(result_id).with("result", std::string(result)));
}

std::string recovery(const std::optional<std::string>& judge_charged_until,
                     const std::optional<std::string>& checkpoint_at, std::string_view why) {
  return stored_message(recovery_message(judge_charged_until, checkpoint_at, why));
}

}  // namespace clock_reason

Message clock_reason_message(std::optional<clock::PauseCause> cause, std::string_view stored) {
  if (cause == clock::PauseCause::all || cause == clock::PauseCause::appeal) {
    const auto inner = reason_message(stored);
    Message m(cause == clock::PauseCause::all ? N_("pause all: {reason}") : N_("appeal: {reason}"));
    // A whole msgid is translated in place; the judge's or appellant's words stay as typed.
    if (!inner.is_verbatim() && inner.args().empty()) return std::move(m.with_term("reason", inner.id()));
    return std::move(m.with("reason", inner.english()));
  }
  return reason_message(stored);
}

std::string clock_reason_text(std::optional<clock::PauseCause> cause, std::string_view stored) {
  return translate(clock_reason_message(cause, stored));
}

std::string clock_event_text(clock::EventKind kind) {
  const auto code = clock::log_event(kind);
  constexpr std::array<std::pair<std::string_view, const char*>, 7> names{{
      {"start", N_("started")},
      {"press", N_("pressed")},
      {"pause", N_("paused")},
      {"resume", N_("resumed")},
      {"adjust", N_("adjusted")},
      {"flag", N_("flag fell")},
      {"end", N_("ended")},
  }};
  for (const auto& [c, name] : names) {
    if (c == code) return tr(name);
  }
  return std::string(code);
}

std::string clock_side_text(clock::Side side) {
  return tr(tournament::side_term(side));
}

}  // namespace shashki::app
