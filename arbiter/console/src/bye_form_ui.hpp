#pragma once

#include "apply_form_ui.hpp"
#include "shashki/tournament/bye.hpp"
#include "shashki/tournament/scoring.hpp"

#include <functional>
#include <optional>

class wxChoice;
class wxSpinCtrl;

namespace shashki::console {

/// A bye a player requests, or an absence announced, before a round is paired (C.04.2): which
/// round and which kind. OK hands them to the app, which may refuse (the round is published,
/// the regulations allow no more half-point byes); Cancel or Escape changes nothing.
class ByeForm : public ApplyForm {
 public:
  /// What the form says: its title, the help of the round field, the two kinds (half, then
  /// zero), the help of the kind field and the OK button's words with their help.
  struct Words {
    wxString title;
    wxString round_help;
    wxString half;
    wxString zero;
    wxString kind_help;
    wxString ok;
    wxString ok_help;
    /// A third choice that takes a request back (the kind given to `apply` is then none); empty:
    /// not offered.
    wxString take_back;
  };

  /// `rounds` bounds the round field, which starts at `next_round`; `apply` records the bye.
  /// The kinds name their points on the event's `scoring` (a draw is 1 point in 2-1-0).
  ByeForm(wxWindow* parent, const wxString& player, int rounds, int next_round,
          const tournament::Scoring& scoring, std::function<void(int round, tournament::ByeKind kind)> apply);
  /// The same form with its own words: a team's bye (the Teams page).
  ByeForm(wxWindow* parent, const Words& words, int rounds, int next_round,
          std::function<void(int round, std::optional<tournament::ByeKind> kind)> apply);

  /// Chooses the kind and the round, as the judge does (the tests too); none: take back.
  void set_kind(std::optional<tournament::ByeKind> kind);
  void set_round(int round);

 private:
  void apply() override;

  wxChoice* m_kind = nullptr;
  wxSpinCtrl* m_round = nullptr;
  std::function<void(int, std::optional<tournament::ByeKind>)> m_apply;
};

}  // namespace shashki::console
