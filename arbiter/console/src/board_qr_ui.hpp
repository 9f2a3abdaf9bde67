#pragma once

#include "shashki/reports/qr_code.hpp"

#include <wx/dialog.h>
#include <wx/image.h>

#include <string>

class wxStaticBitmap;

namespace shashki::console {

/// A board's clock page address as a large QR code, for the phone at the board to scan from the
/// laptop's screen. Modeless: the clocks keep running and taking keys while it shows.
class BoardQrWindow : public wxDialog {
 public:
  /// Shows `url`, the clock page of board `board` of round `round`.
  BoardQrWindow(wxWindow* parent, int round, int board, const std::string& url);
  /// Shows `url` under `title`, with `note` on who may have it.
  BoardQrWindow(wxWindow* parent, const wxString& title, const wxString& note, const std::string& url);

  /// The address the code holds.
  [[nodiscard]] const std::string& url() const { return m_url; }
  /// The code as drawn.
  [[nodiscard]] const reports::QrCode& code() const { return m_code; }
  /// The drawn picture's side in pixels, quiet zone included.
  [[nodiscard]] int picture_side() const;
  /// Whether the picture is dark at pixel (x, y): what a camera sees there.
  [[nodiscard]] bool dark_at(int x, int y) const;

 private:
  std::string m_url;
  reports::QrCode m_code;
  wxImage m_image;
};

}  // namespace shashki::console
