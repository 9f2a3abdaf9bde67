#include "backup.hpp"

#include <SQLiteCpp/Backup.h>

#include <algorithm>
#include <cstdio>
#include <vector>

namespace shashki::db {

namespace {

// Backups of this database: `<stem>-<12 digits>-...db`; other files in the folder are left alone.
bool is_backup_of(const std::filesystem::path& file, const std::string& stem) {
  const std::string name = file.filename().string();
  const std::string prefix = stem + "-";
  if (!name.starts_with(prefix) || !name.ends_with(".db") || name.size() < prefix.size() + 13) return false;
  const auto digits = name.substr(prefix.size(), 12);
  return std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; }) &&
         name[prefix.size() + 12] == '-';
}

void prune(const std::filesystem::path& folder, const std::string& stem, int keep) {
  std::vector<std::filesystem::path> backups;
  for (const auto& entry : std::filesystem::directory_iterator(folder)) {
    if (entry.is_regular_file() && is_backup_of(entry.path(), stem)) backups.push_back(entry.path());
  }
  std::sort(backups.begin(), backups.end());
  const auto excess = static_cast<std::ptrdiff_t>(backups.size()) - keep;
  for (std::ptrdiff_t i = 0; i < excess; ++i) std::filesystem::remove(backups[static_cast<std::size_t>(i)]);
}

// `<folder>/<stem>-<audit id, 12 digits>-<label>.db`
std::filesystem::path backup_target(const Database::Impl& db, std::int64_t audit_id,
                                    const std::string& label) {
  char number[16];
  std::snprintf(number, sizeof number, "%012lld", static_cast<long long>(audit_id));
  return db.path.parent_path() / "backups" / (db.path.stem().string() + "-" + number + "-" + label + ".db");
}

}  // namespace

std::filesystem::path take_backup(Database::Impl& db, std::int64_t audit_id, const std::string& label) {
  if (db.unit_open) {
    // Inside a db::Transaction: taken after its commit, under the same name.
    db.pending_backups.emplace_back(audit_id, label);
    return backup_target(db, audit_id, label);
  }
  const auto target = backup_target(db, audit_id, label);
  const auto folder = target.parent_path();
  const std::string stem = db.path.stem().string();
  const auto partial = std::filesystem::path(target.string() + ".partial");
  try {
    std::filesystem::create_directories(folder);
    std::filesystem::remove(partial);
    {
      SQLite::Database copy(partial.string(), SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
      SQLite::Backup backup(copy, db.sql);
      backup.executeStep();  // all pages in one step: the writer lock keeps the source still
    }
    std::filesystem::rename(partial, target);
    prune(folder, stem, db.backups_kept);
  } catch (const std::exception& e) {
    throw DatabaseError(
        tournament::Message(N_("the backup {file} could not be written ({why}); the change itself is saved, "
                               "but check the disk"))
            .with("file", target.string())
            .with("why", e.what()));
  }
  return target;
}

}  // namespace shashki::db
