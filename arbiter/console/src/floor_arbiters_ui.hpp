#pragma once
// The floor arbiters' tokens of an event (docs/venue.md, "Floor arbiters"): listed, issued by
// name, revoked, and each link shown as a QR code for the deputy's tablet. Modeless: the clocks
// keep running and taking keys while it shows.

#include "shashki/app/session.hpp"
#include "shashki/app/venue_tokens.hpp"
#include "shashki/tournament/ids.hpp"

#include <wx/dialog.h>
#include <wx/weakref.h>

#include <filesystem>
#include <functional>
#include <string>
#include <vector>

class wxButton;
class wxListView;
class wxTextCtrl;

namespace shashki::console {

class BoardQrWindow;
class Notifier;

class FloorArbitersWindow : public wxDialog {
 public:
  /// The tokens of `event`, their links under `base_url`; tokens are made with `key_file`.
  FloorArbitersWindow(wxWindow* parent, app::Session& session, Notifier& notifier, tournament::EventId event,
                      std::filesystem::path key_file, std::string base_url);

  /// Issues a token for the deputy `name` and selects it; false (the notice says why) when refused.
  bool issue(const std::string& name);
  /// Revokes the selected token once the judge confirms it (confirm_revoke); false otherwise.
  bool revoke_selected();
  /// Shows the selected valid token's link as a QR code; nullptr when there is none.
  BoardQrWindow* show_qr();
  /// Selects row `row` of the list.
  void select(int row);
  /// The tokens as listed, in order.
  [[nodiscard]] const std::vector<app::ArbiterToken>& listed() const { return m_tokens; }
  /// The text of row `row`, column `column` as shown.
  [[nodiscard]] wxString cell(int row, int column) const;
  /// The name field (tests type in it as the judge does).
  [[nodiscard]] wxTextCtrl& name_field() { return *m_name; }
  /// Asked before a token is revoked, with the deputy's name; a dialog by default, tests answer it.
  std::function<bool(const wxString& name)> confirm_revoke;

 private:
  void refresh();
  [[nodiscard]] app::VenueTokens tokens() const;

  app::Session& m_session;
  Notifier& m_notifier;
  tournament::EventId m_event;
  std::filesystem::path m_key_file;
  std::string m_base_url;
  std::vector<app::ArbiterToken> m_tokens;
  wxListView* m_list = nullptr;
  wxTextCtrl* m_name = nullptr;
  wxButton* m_revoke = nullptr;
  wxButton* m_qr_button = nullptr;
  wxWeakRef<BoardQrWindow> m_qr;
};

}  // namespace shashki::console
