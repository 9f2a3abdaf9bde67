#pragma once

#include "shashki/tournament/message.hpp"

#include <string>

namespace shashki::format {

/// Text a reader refuses: where (1-based line and column) and what was wrong. The message is a
/// msgid with named placeholders; the app puts the file's name before it and translates it.
struct ReadError {
  int line = 0;                 ///< 1-based line number
  int column = 0;               ///< 1-based column of the offending field
  tournament::Message message;  ///< what was expected there, for the front ends to translate
  /// "LINE:COLUMN: MESSAGE" in English, to be prefixed with the file name by the caller.
  [[nodiscard]] std::string describe() const;
};

}  // namespace shashki::format
