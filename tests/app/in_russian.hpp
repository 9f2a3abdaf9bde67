#pragma once
// The judge's language for one test: the messages switch to Russian, and back to English after
// it, as the other tests compare English text.

#include "shashki/app/i18n.hpp"

namespace shashki::app::test {

struct InRussian {
  InRussian() { app::init_translations("ru"); }
  ~InRussian() { app::init_translations("en"); }
  InRussian(const InRussian&) = delete;
  InRussian& operator=(const InRussian&) = delete;
};

}  // namespace shashki::app::test
