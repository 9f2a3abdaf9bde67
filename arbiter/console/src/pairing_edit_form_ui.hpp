#pragma once

#include "shashki/app/round_service.hpp"
#include "shashki/pairing/manual_change.hpp"
#include "shashki/tournament/tournament.hpp"

#include <wx/dialog.h>

#include <functional>
#include <optional>
#include <string>
#include <vector>

class wxButton;
class wxCheckBox;
class wxChoice;
class wxRadioBox;
class wxSizer;
class wxTextCtrl;

namespace shashki::console {

/// What the judge decided in the pairing form, handed to app::RoundService::edit.
struct PairingEditRequest {
  pairing::ManualChange change;
  std::string reason;       ///< as typed; kept in the audit log
  bool confirm = false;     ///< the judge overrules the rules the change breaks
  std::string description;  ///< what the change does, in the judge's language
};

/// The changes the form offers: those of pairing::ManualChange that act on the draft shown.
enum class EditKind : int { swap_colours, exchange_players, move_bye };

/// The form of one change to a draft round: the judge picks the change, reads the checker's
/// findings on it beside the choice before anything is written, gives a reason, and confirms;
/// a change that breaks a rule can be applied only once "overrule" is ticked. A modal dialog:
/// a pairing edit is a decision taken between rounds, not during play.
class PairingEditForm : public wxDialog {
 public:
  /// Works a change out on the stored draft without writing (app::RoundService::preview_edit).
  using Preview = std::function<app::EditPreview(const pairing::ManualChange&)>;

  PairingEditForm(wxWindow* parent, const tournament::Tournament& event, const tournament::Round& draft,
                  Preview preview);

  /// What the judge does with the controls, for keyboard-free tests; each updates the findings.
  void choose_kind(EditKind kind);
  void choose_board(int board);
  /// The two players by starting number (for move_bye: `second` gets the bye).
  void choose_players(int first, int second);
  void set_reason(const wxString& reason);
  void set_overrule(bool overrule);

  /// The text of the findings control beside the choice.
  [[nodiscard]] wxString findings_text() const;
  /// Whether "Apply" may be pressed: a change that can be made, a reason, and, when the change
  /// breaks a rule, the judge's overrule.
  [[nodiscard]] bool can_apply() const;
  /// The change as the form stands; none while it cannot be applied.
  [[nodiscard]] std::optional<PairingEditRequest> request() const;

 private:
  // The change to make: its kind, the board or players it concerns, the reason, the overrule.
  wxSizer* build_change(const tournament::Tournament& event, const tournament::Round& draft);
  // Lists the draft's boards and players in the choices; notes who has the bye.
  void list_boards(const tournament::Tournament& event, const tournament::Round& draft);
  // The checker's findings on the change chosen.
  wxSizer* build_checker();
  // Apply and Cancel.
  wxSizer* build_buttons();
  // What follows each choice: the checker's findings and whether Apply may go.
  void bind_changes();
  void add_player(const tournament::Tournament& event, tournament::PlayerId id, const wxString& place);
  [[nodiscard]] std::optional<pairing::ManualChange> change() const;
  // The chosen change in the judge's words, with the players' names.
  [[nodiscard]] wxString describe_choice() const;
  void kind_changed();
  void update_findings();
  void update_apply();

  Preview m_preview;
  std::vector<int> m_board_numbers;   // board number of each entry of m_board
  std::vector<int> m_player_numbers;  // starting number of each entry of m_first and m_second
  std::optional<int> m_bye;           // starting number of the player with the pairing bye
  std::optional<pairing::ManualChange> m_previewed;
  std::string m_description;
  bool m_breaks = false;
  wxRadioBox* m_kind = nullptr;
  wxChoice* m_board = nullptr;
  wxChoice* m_first = nullptr;
  wxChoice* m_second = nullptr;
  wxTextCtrl* m_reason = nullptr;
  wxCheckBox* m_overrule = nullptr;
  wxTextCtrl* m_findings = nullptr;
  wxButton* m_apply = nullptr;
};

}  // namespace shashki::console
