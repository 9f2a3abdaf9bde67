#include "shashki/clock/display.hpp"

#include <date/date.h>

#include <algorithm>

namespace shashki::clock {

using std::chrono::milliseconds;

namespace {

class Writer {
 public:
  explicit Writer(DisplayText& text) : m_text(text) {}
  void put(char c) {
    if (m_text.length < m_text.chars.size()) m_text.chars[m_text.length++] = c;
  }
  void number(long long value) {
    // Digits into a small stack buffer, most significant first.
    char digits[20];
    int n = 0;
    do {
      digits[n++] = static_cast<char>('0' + value % 10);
      value /= 10;
    } while (value > 0 && n < 20);
    while (n > 0) put(digits[--n]);
  }
  void two_digits(long long value) {
    put(static_cast<char>('0' + value / 10));
    put(static_cast<char>('0' + value % 10));
  }

 private:
  DisplayText& m_text;
};

}  // namespace

DisplayText display_text(milliseconds remaining) {
  using namespace std::chrono_literals;
  DisplayText text;
  Writer out(text);
  const milliseconds shown = std::max(remaining, milliseconds::zero());
  const date::hh_mm_ss<milliseconds> parts(shown);
  if (shown >= 20min) {
    out.number(parts.hours().count());
    out.put(':');
    out.two_digits(parts.minutes().count());
  } else {
    out.number((parts.hours() + parts.minutes()).count());
  }
  out.put(':');
  out.two_digits(parts.seconds().count());
  if (shown < 20s) {
    out.put('.');
    out.put(static_cast<char>('0' + parts.subseconds().count() / 100));
  }
  return text;
}

}  // namespace shashki::clock
