#include "shashki/app/clock_reason.hpp"

#include "shashki/app/i18n.hpp"

#include <array>
#include <cctype>

namespace shashki::app {

namespace clock_reason {

namespace {

// The stored forms: the English of the msgids below, their placeholders filled. Journals have
// held these texts from the start, so they must not change.
constexpr std::string_view hall_prefix = "pause all: ";
constexpr std::string_view appeal_prefix = "appeal";
constexpr std::string_view result_prefix = "result entered: ";
constexpr std::string_view recovery_text = "crash recovery";
constexpr std::string_view judge_charged = ": judge charged the time until ";
constexpr std::string_view checkpoint_charged = ": charged until the checkpoint at ";

}  // namespace

std::string hall_pause(std::string_view why) {
  return std::string(hall_prefix) + std::string(why);
}

bool is_hall_pause(std::string_view stored) {
  return stored.starts_with(hall_prefix);
}

std::string appeal(std::string_view why) {
  return std::string(appeal_prefix) + ": " + std::string(why);
}

std::string appeal_decision(long long appeal, std::string_view explanation) {
  return std::string(appeal_prefix) + ' ' + std::to_string(appeal) + ": " + std::string(explanation);
}

std::string result_entered(std::string_view result) {
  return std::string(result_prefix) + std::string(result);
}

std::string recovery(const std::optional<std::string>& judge_charged_until,
                     const std::optional<std::string>& checkpoint_at, std::string_view why) {
  std::string text(recovery_text);
  if (judge_charged_until) {
    text += std::string(judge_charged) + *judge_charged_until;
  } else if (checkpoint_at) {
    text += std::string(checkpoint_charged) + *checkpoint_at;
  }
  if (!why.empty()) text += "; " + std::string(why);
  return text;
}

}  // namespace clock_reason

namespace {

using tournament::Message;

// The reasons stored whole, as msgids.
constexpr std::array whole_reasons{clock_reason::console_closed, clock_reason::announcement,
                                   clock_reason::draw_agreed,    clock_reason::round_complete,
                                   clock_reason::round_locked,   clock_reason::flag_confirmed};

// "crash recovery...": the charge, then the judge's words after the first "; ".
std::string recovery_text(std::string_view rest) {
  std::string_view why;
  if (const auto cut = rest.find("; "); cut != std::string_view::npos) {
    why = rest.substr(cut + 2);
    rest = rest.substr(0, cut);
  }
  std::string text;
  if (rest.starts_with(clock_reason::judge_charged)) {
    text = translate(Message(N_("crash recovery: judge charged the time until {time}"))
                         .with("time", std::string(rest.substr(clock_reason::judge_charged.size()))));
  } else if (rest.starts_with(clock_reason::checkpoint_charged)) {
    text = translate(Message(N_("crash recovery: charged until the checkpoint at {time}"))
                         .with("time", std::string(rest.substr(clock_reason::checkpoint_charged.size()))));
  } else if (rest.empty()) {
    text = tr(N_("crash recovery"));
  } else {
    return std::string(clock_reason::recovery_text) + std::string(rest) + (why.empty() ? "" : "; ") +
           std::string(why);  // not a form the program writes: as stored
  }
  if (!why.empty()) text += "; " + std::string(why);
  return text;
}

// "appeal: WHY" or "appeal ID: EXPLANATION"; nullopt for any other text.
std::optional<std::string> appeal_text(std::string_view stored) {
  if (!stored.starts_with(clock_reason::appeal_prefix)) return std::nullopt;
  std::string_view rest = stored.substr(clock_reason::appeal_prefix.size());
  if (rest.starts_with(": ")) {
    return translate(Message(N_("appeal: {reason}")).with("reason", std::string(rest.substr(2))));
  }
  if (!rest.starts_with(' ')) return std::nullopt;
  rest.remove_prefix(1);
  std::size_t digits = 0;
  while (digits < rest.size() && std::isdigit(static_cast<unsigned char>(rest[digits])) != 0) ++digits;
  if (digits == 0 || !rest.substr(digits).starts_with(": ")) return std::nullopt;
  return translate(Message(N_("appeal {appeal}: {reason}"))
                       .with("appeal", std::string(rest.substr(0, digits)))
                       .with("reason", std::string(rest.substr(digits + 2))));
}

}  // namespace

std::string clock_reason_text(std::string_view stored) {
  for (const char* id : whole_reasons) {
    if (stored == id) return tr(id);
  }
  if (clock_reason::is_hall_pause(stored)) {
    return translate(Message(N_("pause all: {reason}"))
                         .with("reason", clock_reason_text(stored.substr(clock_reason::hall_prefix.size()))));
  }
  if (stored.starts_with(clock_reason::result_prefix)) {
    return translate(Message(N_("result entered: {result}"))
                         .with("result", std::string(stored.substr(clock_reason::result_prefix.size()))));
  }
  if (stored.starts_with(clock_reason::recovery_text)) {
    return recovery_text(stored.substr(clock_reason::recovery_text.size()));
  }
  if (auto appeal = appeal_text(stored)) return *appeal;
  return std::string(stored);  // the judge's own words
}

std::string clock_event_text(std::string_view code) {
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

std::string clock_side_text(std::string_view code) {
  if (code == "white") return tr(N_("White"));
  if (code == "black") return tr(N_("Black"));
  return std::string(code);
}

}  // namespace shashki::app
