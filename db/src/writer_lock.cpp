#include "writer_lock.hpp"

#include "shashki/db/database.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <cstring>
#include <ctime>
#include <string>

namespace shashki::db {

namespace {

std::string read_all(int fd) {
  std::string text;
  std::array<char, 512> buffer{};
  ::lseek(fd, 0, SEEK_SET);
  for (ssize_t n; (n = ::read(fd, buffer.data(), buffer.size())) > 0;) {
    text.append(buffer.data(), static_cast<std::size_t>(n));
  }
  while (!text.empty() && (text.back() == '\n' || text.back() == '\r')) text.pop_back();
  return text;
}

std::string describe_self(std::string_view holder) {
  std::array<char, 256> host{};
  ::gethostname(host.data(), host.size() - 1);
  const char* user = std::getenv("USER");
  const std::time_t now = std::time(nullptr);
  std::array<char, 32> when{};
  std::strftime(when.data(), when.size(), "%Y-%m-%d %H:%M", std::localtime(&now));
  return std::string(holder) + " (pid " + std::to_string(::getpid()) + ", " + (user ? user : "?") + "@" +
         host.data() + ", since " + when.data() + ")";
}

}  // namespace

WriterLock::WriterLock(const std::filesystem::path& database, std::string_view holder) {
  const auto lock_path = database.string() + ".lock";
  m_fd = ::open(lock_path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
  if (m_fd < 0) {
    throw DatabaseError(tournament::Message(N_("cannot create the lock file {file}: {why}"))
                            .with("file", lock_path)
                            .with("why", std::strerror(errno)));
  }
  if (::flock(m_fd, LOCK_EX | LOCK_NB) != 0) {
    const std::string who = read_all(m_fd);
    ::close(m_fd);
    m_fd = -1;
    auto message = who.empty() ? tournament::Message(N_("the database {file} is in use by another program; "
                                                        "close it there first, or open another database"))
                               : tournament::Message(N_("the database {file} is in use by {holder}; close it "
                                                        "there first, or open another database"))
                                     .with("holder", who);
    throw DatabaseInUse(std::move(message.with("file", database.string())));
  }
  const std::string me = describe_self(holder) + "\n";
  if (::ftruncate(m_fd, 0) == 0) {
    ::lseek(m_fd, 0, SEEK_SET);
    [[maybe_unused]] auto written = ::write(m_fd, me.data(), me.size());
  }
}

WriterLock::~WriterLock() {
  if (m_fd >= 0) ::close(m_fd);
}

}  // namespace shashki::db
