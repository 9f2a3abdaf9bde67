#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace shashki::reports {

/// A QR code as its module matrix (ISO/IEC 18004), without the quiet zone around it.
struct QrCode {
  int version = 0;            ///< 1-40; size = 17 + 4 * version
  int size = 0;               ///< modules per side
  std::vector<bool> modules;  ///< size * size, row by row from the top left; true = dark

  /// Whether the module in column `x`, row `y` is dark.
  [[nodiscard]] bool dark(int x, int y) const {
    return modules[static_cast<std::size_t>(y) * static_cast<std::size_t>(size) +
                   static_cast<std::size_t>(x)];
  }
  /// How many modules are dark.
  [[nodiscard]] int dark_count() const;
};

/// Modules of light border a reader needs around a code (ISO/IEC 18004: four).
inline constexpr int qr_quiet_zone = 4;

/// Encodes `text` as bytes at error correction level M (a code still reads with about 15% of it
/// smudged or torn) in the smallest version that holds it. Throws std::invalid_argument for
/// text too long for any QR code (over 2331 bytes at level M).
[[nodiscard]] QrCode qr_encode(std::string_view text);

/// The code as an inline SVG element `pixels` CSS pixels wide, quiet zone included: one path in
/// which every dark module is one unit square `h1v1h-1z`, so that it scales without blur.
[[nodiscard]] std::string qr_svg(const QrCode& code, int pixels);

}  // namespace shashki::reports
