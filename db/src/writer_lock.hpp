#pragma once

#include <filesystem>
#include <string_view>

namespace shashki::db {

/// Exclusive advisory lock on `<database>.lock` (flock), released when the object dies or the
/// process ends, even by SIGKILL. The file records who holds it for the message a second
/// program shows.
class WriterLock {
 public:
  WriterLock(const std::filesystem::path& database, std::string_view holder);
  ~WriterLock();
  WriterLock(const WriterLock&) = delete;
  WriterLock& operator=(const WriterLock&) = delete;

 private:
  int m_fd = -1;
};

}  // namespace shashki::db
