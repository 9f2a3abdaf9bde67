#include "notifier_ui.hpp"

#include "shashki/app/errors.hpp"

#include <wx/intl.h>

namespace shashki::console {

wxString describe_exception(const std::exception& e) {
  const wxString text = wxString::FromUTF8(e.what());
  if (dynamic_cast<const app::Error*>(&e) != nullptr) return text;
  // A file or database failure: say it is one, so the judge knows it is not a wrong entry.
  return wxString::Format(_("Could not complete the action: %s"), text);
}

}  // namespace shashki::console
