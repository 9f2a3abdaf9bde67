#pragma once

#include "reason_form_ui.hpp"

#include <functional>
#include <string>

namespace shashki::console {

/// The question a key on a board that has a result asks: the result there, the one the key
/// would enter, and the reason for the correction (kept in the audit log), which OK requires,
/// as `shashki result set --correct REASON` does. Cancel or Escape keeps the result.
class ResultCorrectionForm : public ReasonForm {
 public:
  /// `apply` stores the correction with the reason typed; a refusal keeps the form open.
  ResultCorrectionForm(wxWindow* parent, const wxString& title, const wxString& question,
                       const wxString& ok_label, std::function<void(const std::string& reason)> apply);
};

}  // namespace shashki::console
