#pragma once

#include "apply_form_ui.hpp"

#include <functional>
#include <string>

class wxTextCtrl;

namespace shashki::console {

/// What a reason form says around its field.
struct ReasonWords {
  wxString missing;  ///< what OK says while the reason is blank
  wxString label;    ///< the field's label
  wxString tip;      ///< the field's tooltip
  wxString ok_tip;   ///< the OK button's tooltip
};

/// A decision the audit log keeps with its reason: reopening a locked round, publishing a draft
/// that a correction made stale, correcting a result. OK requires the reason; Cancel or Escape
/// changes nothing.
class ReasonForm : public ApplyForm {
 public:
  /// `apply` acts with the reason typed; a refusal keeps the form open. `missing` is what OK
  /// says while the reason is blank.
  ReasonForm(wxWindow* parent, const wxString& title, const wxString& question, const wxString& ok_label,
             const wxString& missing, std::function<void(const std::string& reason)> apply);
  /// The same with its own words around the field.
  ReasonForm(wxWindow* parent, const wxString& title, const wxString& question, const wxString& ok_label,
             const ReasonWords& words, std::function<void(const std::string& reason)> apply);

  /// Types `reason` in the reason field (what the judge does; the tests too).
  void set_reason(const wxString& reason);

 private:
  void apply() override;

  wxTextCtrl* m_reason = nullptr;
  wxString m_missing;
  std::function<void(const std::string&)> m_apply;
};

}  // namespace shashki::console
