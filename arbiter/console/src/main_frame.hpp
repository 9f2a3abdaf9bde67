#pragma once

#include "shashki/app/session.hpp"

#include <wx/frame.h>

#include <memory>

namespace shashki::console {

/// Menu and command identifiers of the main window; tests look items up by them.
enum MenuId : int {
  id_open_database = wxID_HIGHEST + 1,
};

/// The main window: the menus of the tournament day over one open event database.
class MainFrame : public wxFrame {
 public:
  explicit MainFrame(std::unique_ptr<app::Session> session);

  [[nodiscard]] app::Session& session() { return *m_session; }

 private:
  void build_menus();
  void on_open_database(wxCommandEvent& event);
  void on_about(wxCommandEvent& event);

  std::unique_ptr<app::Session> m_session;
};

}  // namespace shashki::console
