#include "result_correction_form_ui.hpp"

#include <wx/intl.h>

namespace shashki::console {

ResultCorrectionForm::ResultCorrectionForm(wxWindow* parent, const wxString& title, const wxString& question,
                                           const wxString& ok_label,
                                           std::function<void(const std::string& reason)> apply)
    : ReasonForm(
          parent, title, question, ok_label,
          ReasonWords{_("A correction needs its reason: type it above (the audit log keeps it), or Cancel "
                        "to keep the result."),
                      _("&Reason for the correction:"),
                      _("Why the result changes, e.g. \"the players signed 0-1, typed on the wrong "
                        "board\"; the audit log keeps it"),
                      _("Replace the result; Undo last result (Ctrl+Z) puts the old one back")},
          std::move(apply)) {}

}  // namespace shashki::console
