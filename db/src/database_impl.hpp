#pragma once

#include "shashki/db/database.hpp"
#include "writer_lock.hpp"

#include <SQLiteCpp/Database.h>

namespace shashki::db {

struct Database::Impl {
  std::filesystem::path path;
  WriterLock lock;
  SQLite::Database sql;
  int backups_kept = 20;

  Impl(const std::filesystem::path& p, std::string_view holder);
};

}  // namespace shashki::db
