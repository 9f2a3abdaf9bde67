#include "shashki/reports/qr_code.hpp"

#include <qrencode.h>

#include <algorithm>
#include <memory>
#include <stdexcept>
#include <string>

namespace shashki::reports {

namespace {

struct QrDeleter {
  void operator()(QRcode* code) const { QRcode_free(code); }
};

}  // namespace

int QrCode::dark_count() const {
  return static_cast<int>(std::count(modules.begin(), modules.end(), true));
}

QrCode qr_encode(std::string_view text) {
  // Byte mode through encodeData: a URL may hold any byte, and NUL must not cut it short.
  std::unique_ptr<QRcode, QrDeleter> encoded(QRcode_encodeData(
      static_cast<int>(text.size()), reinterpret_cast<const unsigned char*>(text.data()), 0, QR_ECLEVEL_M));
  if (!encoded) {
    throw std::invalid_argument("a QR code cannot hold " + std::to_string(text.size()) + " bytes");
  }
  QrCode code;
  code.version = encoded->version;
  code.size = encoded->width;
  const auto count = static_cast<std::size_t>(code.size) * static_cast<std::size_t>(code.size);
  code.modules.resize(count);
  // libqrencode's bit 0 of each byte is the module's colour; the other bits say which part of
  // the symbol it belongs to.
  for (std::size_t i = 0; i < count; ++i) code.modules[i] = (encoded->data[i] & 1U) != 0;
  return code;
}

std::string qr_svg(const QrCode& code, int pixels) {
  const int side = code.size + 2 * qr_quiet_zone;
  std::string svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"qr\" width=\"" +
                    std::to_string(pixels) + "\" height=\"" + std::to_string(pixels) + "\" viewBox=\"0 0 " +
                    std::to_string(side) + ' ' + std::to_string(side) +
                    "\" shape-rendering=\"crispEdges\"><rect width=\"" + std::to_string(side) +
                    "\" height=\"" + std::to_string(side) + "\" fill=\"#fff\"/><path fill=\"#000\" d=\"";
  for (int y = 0; y < code.size; ++y) {
    for (int x = 0; x < code.size; ++x) {
      if (code.dark(x, y)) {
        svg += 'M' + std::to_string(x + qr_quiet_zone) + ' ' + std::to_string(y + qr_quiet_zone) + "h1v1h-1z";
      }
    }
  }
  svg += "\"/></svg>";
  return svg;
}

}  // namespace shashki::reports
