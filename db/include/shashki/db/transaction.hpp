#pragma once

#include "shashki/db/database.hpp"

namespace shashki::db {

/// One use case's writes as one transaction: while it is open, every repository action on the
/// same database writes inside it (each action in a savepoint of its own, so a refused action
/// still undoes only itself), and nothing is saved until commit(). Leaving scope without commit()
/// (a refusal, an exception, a killed process) leaves the database as it was before. Backups the
/// actions ask for are taken after the commit, so they hold the whole change.
///
/// Used where one call of the judge makes several actions (a withdrawal and its forfeits; a
/// publish and the forfeits of withdrawn players): each keeps its audit row, and they stand or
/// fall together. Transactions do not nest. Throws DatabaseError.
class Transaction {
 public:
  explicit Transaction(Database& database);
  ~Transaction();
  Transaction(const Transaction&) = delete;
  Transaction& operator=(const Transaction&) = delete;

  /// Saves every action written since the constructor, then takes the backups they asked for.
  void commit();

 private:
  Database::Impl& m_db;
  bool m_open = true;
};

}  // namespace shashki::db
