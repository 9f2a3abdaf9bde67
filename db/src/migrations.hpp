#pragma once

#include <SQLiteCpp/Database.h>

#include <filesystem>

namespace shashki::db {

/// The newest schema version this build knows.
int latest_schema_version();

/// Brings the schema up to latest_schema_version(), one step per transaction, each step setting
/// PRAGMA user_version. Refuses a file of a newer version with DatabaseError.
void migrate(SQLite::Database& sql, const std::filesystem::path& path);

}  // namespace shashki::db
