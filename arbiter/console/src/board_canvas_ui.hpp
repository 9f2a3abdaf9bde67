#pragma once

#include "shashki/rules/position.hpp"

#include <wx/panel.h>

#include <functional>

namespace shashki::console {

/// An 8x8 board (a1 dark, bottom left, White at the bottom: 6.1.6.1) that an arbiter edits by
/// clicking dark squares: empty -> white man -> white king -> black man -> black king -> empty.
class BoardCanvas : public wxPanel {
 public:
  BoardCanvas(wxWindow* parent, std::function<void(const rules::Position&)> changed);

  [[nodiscard]] const rules::Position& position() const { return m_position; }
  void set_position(const rules::Position& position);
  /// The click on `square`: the next piece of the cycle above; false for a light square.
  bool click_square(int file, int rank);
  /// Whether clicks edit the board (off while stepping through a game).
  void set_editable(bool editable) { m_editable = editable; }

 private:
  void on_paint(wxPaintEvent& event);
  void on_click(wxMouseEvent& event);

  rules::Position m_position = rules::Position::initial();
  std::function<void(const rules::Position&)> m_changed;
  bool m_editable = true;
};

}  // namespace shashki::console
