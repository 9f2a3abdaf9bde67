#include "board_qr_ui.hpp"

#include "notifier_ui.hpp"

#include <wx/bitmap.h>
#include <wx/button.h>
#include <wx/intl.h>
#include <wx/sizer.h>
#include <wx/statbmp.h>
#include <wx/stattext.h>

namespace shashki::console {

namespace {

// Pixels per module: a version 4 code with its quiet zone is 41 modules, about 490 pixels, which
// a phone reads from a metre away on a laptop's screen.
constexpr int module_pixels = 12;

// The code drawn module by module in black on white, quiet zone included; no scaling, so every
// module keeps sharp edges.
wxImage draw(const reports::QrCode& code) {
  const int side = (code.size + 2 * reports::qr_quiet_zone) * module_pixels;
  wxImage image(side, side);
  image.SetRGB(wxRect(0, 0, side, side), 255, 255, 255);
  for (int y = 0; y < code.size; ++y) {
    for (int x = 0; x < code.size; ++x) {
      if (!code.dark(x, y)) continue;
      image.SetRGB(wxRect((x + reports::qr_quiet_zone) * module_pixels,
                          (y + reports::qr_quiet_zone) * module_pixels, module_pixels, module_pixels),
                   0, 0, 0);
    }
  }
  return image;
}

}  // namespace

BoardQrWindow::BoardQrWindow(wxWindow* parent, int round, int board, const std::string& url)
    : BoardQrWindow(parent, wxString::Format(_("Board %d, round %d: clock page"), board, round),
                    _("Scan it with the phone at the board. Whoever has this address can press "
                      "this board's clock; give it to nobody else."),
                    url) {}

BoardQrWindow::BoardQrWindow(wxWindow* parent, const wxString& title, const wxString& note,
                             const std::string& url)
    : wxDialog(parent, wxID_ANY, title), m_url(url), m_code(reports::qr_encode(url)), m_image(draw(m_code)) {
  auto* sizer = new wxBoxSizer(wxVERTICAL);
  sizer->Add(new wxStaticText(this, wxID_ANY, note), 0, wxALL, 10);
  sizer->Add(new wxStaticBitmap(this, wxID_ANY, wxBitmap(m_image)), 0, wxALIGN_CENTER | wxLEFT | wxRIGHT, 10);
  sizer->Add(new wxStaticText(this, wxID_ANY, u8(url)), 0, wxALIGN_CENTER | wxALL, 10);
  auto* close = new wxButton(this, wxID_CLOSE, _("Close"));
  close->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { Destroy(); });
  Bind(wxEVT_CLOSE_WINDOW, [this](wxCloseEvent&) { Destroy(); });
  sizer->Add(close, 0, wxALIGN_CENTER | wxBOTTOM, 10);
  SetSizerAndFit(sizer);
}

int BoardQrWindow::picture_side() const {
  return m_image.GetWidth();
}

bool BoardQrWindow::dark_at(int x, int y) const {
  return m_image.GetRed(x, y) < 128;
}

}  // namespace shashki::console
