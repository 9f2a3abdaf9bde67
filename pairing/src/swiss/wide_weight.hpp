#pragma once

#include <array>
#include <bit>
#include <compare>
#include <cstdint>

namespace shashki::pairing::swiss {

/// A non-negative fixed-width integer of 384 bits: the edge weight of the Dutch matching.
/// The pairing criteria are packed into it as fields, most important in the highest bits, so
/// that one maximum-weight matching optimises them lexicographically (C.04.3 C6-C21). The
/// blossom algorithm only adds, subtracts, halves and compares, and its duals never go
/// negative when cardinality is encoded in the weights, so unsigned arithmetic suffices.
class WideWeight {
 public:
  static constexpr int limbs = 6;
  static constexpr int bits = limbs * 64;

  constexpr WideWeight() = default;
  /// The value `v`.
  constexpr explicit WideWeight(std::uint64_t v) { m_limb[0] = v; }

  /// Adds `v << shift` (shift < bits); the caller keeps fields from overlapping.
  void add_shifted(std::uint64_t v, int shift) {
    const int word = shift / 64;
    const int offset = shift % 64;
    WideWeight term;
    term.m_limb[static_cast<std::size_t>(word)] = v << offset;
    if (offset != 0 && word + 1 < limbs) {
      term.m_limb[static_cast<std::size_t>(word + 1)] = v >> (64 - offset);
    }
    *this += term;
  }

  WideWeight& operator+=(const WideWeight& o) {
    unsigned carry = 0;
    for (std::size_t i = 0; i < limbs; ++i) {
      const std::uint64_t a = m_limb[i];
      const std::uint64_t s = a + o.m_limb[i];
      const std::uint64_t t = s + carry;
      carry = static_cast<unsigned>(s < a) + static_cast<unsigned>(t < s);
      m_limb[i] = t;
    }
    return *this;
  }
  WideWeight& operator-=(const WideWeight& o) {
    unsigned borrow = 0;
    for (std::size_t i = 0; i < limbs; ++i) {
      const std::uint64_t a = m_limb[i];
      const std::uint64_t d = a - o.m_limb[i];
      const std::uint64_t t = d - borrow;
      borrow = static_cast<unsigned>(a < o.m_limb[i]) + static_cast<unsigned>(d < borrow);
      m_limb[i] = t;
    }
    return *this;
  }
  friend WideWeight operator+(WideWeight a, const WideWeight& b) { return a += b; }
  friend WideWeight operator-(WideWeight a, const WideWeight& b) { return a -= b; }
  /// Half of the value, rounded down.
  [[nodiscard]] WideWeight half() const {
    WideWeight r;
    for (std::size_t i = 0; i < limbs; ++i) {
      r.m_limb[i] = m_limb[i] >> 1;
      if (i + 1 < limbs) r.m_limb[i] |= m_limb[i + 1] << 63;
    }
    return r;
  }
  /// a + b - c in one pass (the blossom's reduced cost; the caller knows it is not negative).
  static WideWeight sum_minus(const WideWeight& a, const WideWeight& b, const WideWeight& c) {
    __extension__ typedef __int128 Wide;
    WideWeight r;
    Wide carry = 0;
    for (std::size_t i = 0; i < limbs; ++i) {
      const Wide t = static_cast<Wide>(a.m_limb[i]) + static_cast<Wide>(b.m_limb[i]) -
                     static_cast<Wide>(c.m_limb[i]) + carry;
      r.m_limb[i] = static_cast<std::uint64_t>(t);
      carry = t >> 64;
    }
    return r;
  }
  /// Twice the value.
  [[nodiscard]] WideWeight twice() const { return *this + *this; }
  [[nodiscard]] bool is_zero() const {
    for (auto l : m_limb) {
      if (l != 0) return false;
    }
    return true;
  }
  /// The value divided by 2^n (0 <= n < bits), rounded down.
  [[nodiscard]] WideWeight shifted_right(int n) const {
    WideWeight r;
    const int words = n / 64;
    const int offset = n % 64;
    for (int i = 0; i + words < limbs; ++i) {
      const auto from = static_cast<std::size_t>(i + words);
      r.m_limb[static_cast<std::size_t>(i)] = m_limb[from] >> offset;
      if (offset != 0 && from + 1 < limbs)
        r.m_limb[static_cast<std::size_t>(i)] |= m_limb[from + 1] << (64 - offset);
    }
    return r;
  }
  /// The `width` bits (1..64) starting at bit `shift`: one field of a packed weight.
  [[nodiscard]] std::uint64_t bits_at(int shift, int width) const {
    const std::uint64_t v = shifted_right(shift).m_limb[0];
    return width >= 64 ? v : v & ((std::uint64_t{1} << width) - 1);
  }
  friend bool operator==(const WideWeight&, const WideWeight&) = default;
  friend std::strong_ordering operator<=>(const WideWeight& a, const WideWeight& b) {
    for (std::size_t i = limbs; i-- > 0;) {
      if (a.m_limb[i] != b.m_limb[i]) return a.m_limb[i] <=> b.m_limb[i];
    }
    return std::strong_ordering::equal;
  }

 private:
  std::array<std::uint64_t, limbs> m_limb{};
};

}  // namespace shashki::pairing::swiss
