#include "notifier_ui.hpp"

#include "shashki/app/errors.hpp"
#include "shashki/app/i18n.hpp"

#include <wx/intl.h>

namespace shashki::console {

wxString describe_exception(const std::exception& e) {
  if (const auto* refusal = dynamic_cast<const app::Error*>(&e)) {
    return wxString::FromUTF8(app::translate(refusal->message()));
  }
  const wxString text = wxString::FromUTF8(e.what());
  // A file or database failure: say it is one, so the judge knows it is not a wrong entry.
  return wxString::Format(_("Could not complete the action: %s"), text);
}

}  // namespace shashki::console
