#include "shashki/app/session.hpp"

#include "shashki/db/audit_log.hpp"
#include "shashki/db/database.hpp"
#include "shashki/db/stamp.hpp"

#include <chrono>
#include <cstdlib>

namespace shashki::app {

namespace {

std::string default_arbiter() {
  for (const char* name : {"SHASHKI_ARBITER", "USER"}) {
    if (const char* value = std::getenv(name); value != nullptr && *value != '\0') return value;
  }
  return "arbiter";
}

}  // namespace

Session::Session(const std::filesystem::path& database, std::string_view program)
    : Session(database, program, db::Access::write) {}

Session::Session(const std::filesystem::path& database, std::string_view program, db::Access access)
    : m_database(std::make_unique<db::Database>(database, program, access)), m_arbiter(default_arbiter()) {}

Session::~Session() = default;
Session::Session(Session&&) noexcept = default;
Session& Session::operator=(Session&&) noexcept = default;

const std::filesystem::path& Session::database_path() const {
  return m_database->path();
}

Session Session::reader(const std::filesystem::path& database, std::string_view program) {
  return Session(database, program, db::Access::read);
}

std::int64_t Session::last_change() {
  return db::AuditLog(*m_database).last_id();
}

db::Stamp Session::stamp() const {
  // The app is where the real time enters; db/ and the core receive it as a value.
  if (m_wall_clock) return db::Stamp{m_arbiter, m_wall_clock()};
  return db::Stamp{m_arbiter,
                   std::chrono::floor<std::chrono::milliseconds>(std::chrono::system_clock::now())};
}

}  // namespace shashki::app
