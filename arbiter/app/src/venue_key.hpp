#pragma once

#include "shashki/app/random_bytes.hpp"

#include <array>
#include <cstddef>
#include <filesystem>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace shashki::app {

/// The venue key (docs/venue-tokens.md): 32 random bytes in a file of the user's, outside the
/// event database. A board token is made from it and the nonce its row keeps, so the database
/// alone opens no clock while the console can still print a board's address again.
class VenueKey {
 public:
  static constexpr std::size_t size = 32;

  /// The key in `file`; when there is none, a new one from `random`, written with mode 0600 (its
  /// folder made, mode 0700). Error(input) when the file is not a key (not 32 bytes), or cannot
  /// be read or written.
  static VenueKey open(const std::filesystem::path& file, const RandomBytes& random);
  ~VenueKey();
  VenueKey(const VenueKey&) = default;
  VenueKey& operator=(const VenueKey&) = default;

  [[nodiscard]] const std::filesystem::path& file() const { return m_file; }
  /// The token made from `nonce`: base64url of the first 16 bytes of HMAC-SHA256(key, nonce).
  [[nodiscard]] std::string token(std::span<const std::byte> nonce) const;

 private:
  VenueKey(std::filesystem::path file, const std::array<std::byte, size>& bytes)
      : m_file(std::move(file)), m_bytes(bytes) {}

  std::filesystem::path m_file;
  std::array<std::byte, size> m_bytes{};
};

/// SHA-256 of `text`, lowercase hex: what the database keeps of a token.
[[nodiscard]] std::string token_digest(std::string_view text);

/// Two digests (or any texts) compared in a time that does not depend on where they differ.
[[nodiscard]] bool same_digest(std::string_view a, std::string_view b);

/// Bytes as lowercase hex, and back (text that is not hex of whole bytes gives none).
[[nodiscard]] std::string to_hex(std::span<const std::byte> bytes);
[[nodiscard]] std::vector<std::byte> from_hex(std::string_view text);

/// Bytes as base64url without padding.
[[nodiscard]] std::string base64url(std::span<const std::byte> bytes);

}  // namespace shashki::app
