#pragma once
// A refusal of the use cases as the command line shows it, for tests that look for the field.

#include "shashki/app/errors.hpp"

#include <algorithm>
#include <string>

namespace shashki::app::test {

/// The option of the refusal's field ("--from-round: "), then the English text: the app names
/// fields, only the command line turns them into options.
inline std::string shown(const Error& e) {
  std::string field = e.message().field();
  std::replace(field.begin(), field.end(), '_', '-');
  return (field.empty() ? std::string() : "--" + field + ": ") + e.what();
}

}  // namespace shashki::app::test
