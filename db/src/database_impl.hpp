#pragma once

#include "shashki/db/database.hpp"
#include "writer_lock.hpp"

#include <SQLiteCpp/Database.h>

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace shashki::db {

struct Database::Impl {
  std::filesystem::path path;
  std::optional<WriterLock> lock;  ///< held unless opened for reading
  SQLite::Database sql;
  int backups_kept = 20;
  /// A db::Transaction is open: actions write in savepoints inside it.
  bool unit_open = false;
  /// The backups asked for inside the open transaction (audit id, label), taken after its commit.
  std::vector<std::pair<std::int64_t, std::string>> pending_backups;

  Impl(const std::filesystem::path& p, std::string_view holder, Access access);
};

}  // namespace shashki::db
