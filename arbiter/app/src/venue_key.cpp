#include "venue_key.hpp"

#include "shashki/app/errors.hpp"

#include <fcntl.h>
#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <iterator>
#include <optional>
#include <stdexcept>
#include <string>
#include <system_error>

namespace shashki::app {

namespace {

constexpr std::string_view venue_base64url_alphabet =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
constexpr std::string_view hex_digits = "0123456789abcdef";
// The token's length in bytes: the first half of the HMAC-SHA256, 128 bits.
constexpr std::size_t token_bytes = 16;

Error key_trouble(const std::filesystem::path& file, const std::string& why) {
  return Error(
      ExitCode::input,
      Message(N_("cannot read or write the venue key {file} ({why}); the clock page addresses of the "
                 "boards are made with it"))
          .with("file", file.string())
          .with("why", why));
}

std::string errno_text() {
  return std::error_code(errno, std::generic_category()).message();
}

// Reads the key; std::nullopt when there is no file.
std::optional<std::array<std::byte, VenueKey::size>> read_key(const std::filesystem::path& file) {
  std::error_code ec;
  if (!std::filesystem::exists(file, ec)) {
    if (ec) throw key_trouble(file, ec.message());
    return std::nullopt;
  }
  std::ifstream in(file, std::ios::binary);
  if (!in) throw key_trouble(file, errno_text());
  const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (bytes.size() != VenueKey::size) {
    // Taking a damaged key for a new one would silently make every printed address unprintable.
    throw Error(ExitCode::input,
                Message(N_("the venue key {file} is damaged: it holds {size} bytes, not 32; put the right "
                           "file back, or move it away and reissue the boards' clock page addresses"))
                    .with("file", file.string())
                    .with("size", static_cast<long long>(bytes.size())));
  }
  std::array<std::byte, VenueKey::size> key{};
  std::memcpy(key.data(), bytes.data(), key.size());
  return key;
}

// Writes a new key readable by its owner only. It is written under another name and linked into
// place, so a second program making the key at the same time never reads half of one: the
// loser of the race takes the winner's key.
void write_key(const std::filesystem::path& file, const std::array<std::byte, VenueKey::size>& key) {
  std::error_code ec;
  if (!file.parent_path().empty()) {
    std::filesystem::create_directories(file.parent_path(), ec);
    if (ec) throw key_trouble(file, ec.message());
    std::filesystem::permissions(file.parent_path(), std::filesystem::perms::owner_all, ec);
  }
  auto part = file;
  part += ".new-" + std::to_string(::getpid());
  const int fd = ::open(part.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
  if (fd < 0) throw key_trouble(file, errno_text());
  const bool written = ::fchmod(fd, 0600) == 0 &&
                       ::write(fd, key.data(), key.size()) == static_cast<ssize_t>(key.size()) &&
                       ::fsync(fd) == 0;
  const std::string why = written ? std::string() : errno_text();
  ::close(fd);
  if (!written) {
    std::filesystem::remove(part, ec);
    throw key_trouble(file, why);
  }
  const bool linked = ::link(part.c_str(), file.c_str()) == 0 || errno == EEXIST;
  const std::string link_why = linked ? std::string() : errno_text();
  std::filesystem::remove(part, ec);
  if (!linked) throw key_trouble(file, link_why);
}

}  // namespace

VenueKey VenueKey::open(const std::filesystem::path& file, const RandomBytes& random) {
  if (auto key = read_key(file)) return VenueKey(file, *key);
  std::array<std::byte, size> fresh{};
  random(fresh);
  write_key(file, fresh);
  OPENSSL_cleanse(fresh.data(), fresh.size());
  // Read back: another program may have made the key first.
  const auto key = read_key(file);
  if (!key) throw key_trouble(file, "no file after writing it");
  return VenueKey(file, *key);
}

VenueKey::~VenueKey() {
  OPENSSL_cleanse(m_bytes.data(), m_bytes.size());
}

std::string VenueKey::token(std::span<const std::byte> nonce) const {
  std::array<unsigned char, EVP_MAX_MD_SIZE> mac{};
  unsigned int length = 0;
  if (HMAC(EVP_sha256(), m_bytes.data(), static_cast<int>(m_bytes.size()),
           reinterpret_cast<const unsigned char*>(nonce.data()), nonce.size(), mac.data(),
           &length) == nullptr ||
      length < token_bytes) {
    throw std::runtime_error("HMAC-SHA256 failed");
  }
  const auto text = base64url(std::as_bytes(std::span(mac.data(), token_bytes)));
  OPENSSL_cleanse(mac.data(), mac.size());
  return text;
}

std::string token_digest(std::string_view text) {
  std::array<unsigned char, EVP_MAX_MD_SIZE> digest{};
  unsigned int length = 0;
  if (EVP_Digest(text.data(), text.size(), digest.data(), &length, EVP_sha256(), nullptr) != 1) {
    throw std::runtime_error("SHA-256 failed");
  }
  return to_hex(std::as_bytes(std::span(digest.data(), length)));
}

bool same_digest(std::string_view a, std::string_view b) {
  return a.size() == b.size() && CRYPTO_memcmp(a.data(), b.data(), a.size()) == 0;
}

std::string to_hex(std::span<const std::byte> bytes) {
  std::string text;
  text.reserve(bytes.size() * 2);
  for (const auto b : bytes) {
    const auto v = std::to_integer<unsigned>(b);
    text += hex_digits[v >> 4U];
    text += hex_digits[v & 0xFU];
  }
  return text;
}

std::vector<std::byte> from_hex(std::string_view text) {
  if (text.size() % 2 != 0) return {};
  std::vector<std::byte> bytes;
  bytes.reserve(text.size() / 2);
  for (std::size_t i = 0; i < text.size(); i += 2) {
    const auto high = hex_digits.find(text[i]);
    const auto low = hex_digits.find(text[i + 1]);
    if (high == std::string_view::npos || low == std::string_view::npos) return {};
    bytes.push_back(static_cast<std::byte>(high * 16 + low));
  }
  return bytes;
}

std::string base64url(std::span<const std::byte> bytes) {
  std::string text;
  std::uint32_t bits = 0;
  int held = 0;
  for (const auto b : bytes) {
    bits = (bits << 8U) | std::to_integer<std::uint32_t>(b);
    held += 8;
    while (held >= 6) {
      held -= 6;
      text += venue_base64url_alphabet[(bits >> static_cast<unsigned>(held)) & 0x3FU];
    }
  }
  if (held > 0) text += venue_base64url_alphabet[(bits << static_cast<unsigned>(6 - held)) & 0x3FU];
  return text;
}

}  // namespace shashki::app
