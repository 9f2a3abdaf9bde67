#pragma once

#include <wx/string.h>

#include <exception>
#include <utility>

namespace shashki::console {

/// How serious a message to the judge is.
enum class Severity { info, warning, error };

/// Where panels tell the judge what happened. The main frame shows it on its message line, never in a
/// modal box: a dialog during play would stop the judge watching the clocks.
class Notifier {
 public:
  virtual ~Notifier() = default;
  /// Shows `text`; the newest message replaces the previous one.
  virtual void tell(const wxString& text, Severity severity) = 0;
};

/// Text of an exception for the judge (app::Error messages are already in their language).
wxString describe_exception(const std::exception& e);

/// Runs an event handler's body; nothing escapes it, since an exception leaving a wx event
/// handler ends the program (and with it the running clocks): any exception becomes a message
/// through `notifier`. Returns false when the body threw.
template <class Body>
bool guarded(Notifier& notifier, Body&& body) {
  try {
    std::forward<Body>(body)();
    return true;
  } catch (const std::exception& e) {
    notifier.tell(describe_exception(e), Severity::error);
  } catch (...) {
    notifier.tell("unexpected failure", Severity::error);
  }
  return false;
}

/// Text from a UTF-8 std::string (every name may be Cyrillic).
inline wxString u8(const std::string& text) {
  return wxString::FromUTF8(text.data(), text.size());
}
/// Text from a UTF-8 std::string_view.
inline wxString u8(std::string_view text) {
  return wxString::FromUTF8(text.data(), text.size());
}

}  // namespace shashki::console
