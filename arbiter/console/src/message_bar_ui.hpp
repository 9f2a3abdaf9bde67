#pragma once

#include "notifier_ui.hpp"

#include <wx/panel.h>

class wxButton;
class wxStaticText;

namespace shashki::console {

/// The line at the foot of the main window where the judge reads what happened. It keeps its
/// height whether it holds a message or not, so that no page moves when one comes or goes (an
/// info bar that opens above the pages pushes the grid the judge is typing on), and its Hide
/// button is named so that it is never taken for an action on the round.
class MessageBar : public wxPanel {
 public:
  explicit MessageBar(wxWindow* parent);

  /// Shows `text` (up to two lines; the whole text is also the tooltip) in the colour of `severity`.
  void show(const wxString& text, Severity severity);
  /// Empties the line (its height stays).
  void dismiss();
  /// The message shown; empty when there is none.
  [[nodiscard]] wxString text() const;

 private:
  void wrap();

  wxStaticText* m_text = nullptr;
  wxButton* m_hide = nullptr;
  wxString m_message;
};

}  // namespace shashki::console
