#pragma once

#include "database_impl.hpp"

#include <cstdint>
#include <filesystem>
#include <string>

namespace shashki::db {

/// Takes an online backup of the open database (SQLite backup API) into backup_folder, named
/// `<stem>-<audit id>-<label>.db` so that names sort in the order the backups were taken, then
/// removes the oldest beyond db.backups_kept. The copy is written under a temporary name and
/// renamed, so a crash never leaves a half backup with a proper name. Throws DatabaseError.
std::filesystem::path take_backup(Database::Impl& db, std::int64_t audit_id, const std::string& label);

}  // namespace shashki::db
