#include "shashki/format/read_error.hpp"

namespace shashki::format {

std::string ReadError::describe() const {
  return std::to_string(line) + ":" + std::to_string(column) + ": " + message.english();
}

}  // namespace shashki::format
