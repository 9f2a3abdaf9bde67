#pragma once

#include "apply_form_ui.hpp"

#include <functional>
#include <string>

class wxTextCtrl;

namespace shashki::console {

/// The question a key on a board that has a result asks: the result there, the one the key
/// would enter, and the reason for the correction (kept in the audit log), which OK requires,
/// as `shashki result set --correct REASON` does. Cancel or Escape keeps the result.
class ResultCorrectionForm : public ApplyForm {
 public:
  /// `apply` stores the correction with the reason typed; a refusal keeps the form open.
  ResultCorrectionForm(wxWindow* parent, const wxString& title, const wxString& question,
                       const wxString& ok_label, std::function<void(const std::string& reason)> apply);

  /// Types `reason` in the reason field (what the judge does; the tests too).
  void set_reason(const wxString& reason);

 private:
  void apply() override;

  wxTextCtrl* m_reason = nullptr;
  std::function<void(const std::string&)> m_apply;
};

}  // namespace shashki::console
