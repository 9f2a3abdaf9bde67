#pragma once

#include "shashki/db/database.hpp"
#include "writer_lock.hpp"

#include <SQLiteCpp/Database.h>

#include <optional>

namespace shashki::db {

struct Database::Impl {
  std::filesystem::path path;
  std::optional<WriterLock> lock;  ///< held unless opened for reading
  SQLite::Database sql;
  int backups_kept = 20;

  Impl(const std::filesystem::path& p, std::string_view holder, Access access);
};

}  // namespace shashki::db
