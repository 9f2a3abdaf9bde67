#include "notifier_ui.hpp"

#include "shashki/app/errors.hpp"
#include "shashki/app/i18n.hpp"
#include "shashki/db/database.hpp"

#include <wx/intl.h>

namespace shashki::console {

wxString describe_exception(const std::exception& e) {
  if (const auto* refusal = dynamic_cast<const app::Error*>(&e)) {
    return wxString::FromUTF8(app::translate(refusal->message()));
  }
  const auto* failure = dynamic_cast<const db::DatabaseError*>(&e);
  const wxString text =
      wxString::FromUTF8(failure != nullptr ? app::translate(failure->message()) : e.what());
  // A file or database failure: say it is one, so the judge knows it is not a wrong entry.
  return wxString::Format(_("Could not complete the action: %s"), text);
}

}  // namespace shashki::console
