#pragma once

#include "apply_form_ui.hpp"

#include <functional>
#include <string>

class wxTextCtrl;

namespace shashki::console {

/// The form of a team round's matches changed by hand (docs/teams.md): the matches as
/// "WHITE-BLACK" team pairing numbers, the team with the bye, and the reason the audit log
/// keeps. OK hands the three texts to `apply`, which reads them with the app and calls it; a
/// refusal (a broken article of C.04.6, an unreadable match) stays in the form.
class TeamPairingForm : public ApplyForm {
 public:
  TeamPairingForm(
      wxWindow* parent, int round, const wxString& pairs, const wxString& bye,
      std::function<void(const std::string& pairs, const std::string& bye, const std::string& reason)> apply);

  /// Types as the judge does (the tests too).
  void set_pairs(const wxString& pairs);
  void set_bye(const wxString& bye);
  void set_reason(const wxString& reason);

 private:
  void apply() override;

  wxTextCtrl* m_pairs = nullptr;
  wxTextCtrl* m_bye = nullptr;
  wxTextCtrl* m_reason = nullptr;
  std::function<void(const std::string&, const std::string&, const std::string&)> m_apply;
};

}  // namespace shashki::console
