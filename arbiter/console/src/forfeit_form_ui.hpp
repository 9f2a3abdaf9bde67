#pragma once

#include "apply_form_ui.hpp"

#include <functional>
#include <string>

class wxChoice;
class wxTextCtrl;

namespace shashki::console {

/// What the judge says of a team match nobody played in full (docs/teams.md).
enum class ForfeitChoice { first_absent, second_absent, both_absent, played_after_all };

/// The form of a whole-match forfeit (TRF-2026 record 330): which team did not come (the first,
/// the second, neither), or that a forfeited match is played after all, and why. OK hands both
/// to `apply`, which calls the app; a refusal stays in the form.
class ForfeitForm : public ApplyForm {
 public:
  ForfeitForm(wxWindow* parent, const wxString& first, const wxString& second, bool forfeited,
              std::function<void(ForfeitChoice, const std::string& reason)> apply);

  /// Chooses as the judge does (the tests too).
  void choose(ForfeitChoice choice);
  void set_reason(const wxString& reason);

 private:
  void apply() override;

  wxChoice* m_choice = nullptr;
  wxTextCtrl* m_reason = nullptr;
  std::function<void(ForfeitChoice, const std::string&)> m_apply;
};

}  // namespace shashki::console
