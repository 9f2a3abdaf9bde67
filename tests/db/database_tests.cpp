// Opening an event database: migration, single writer, refusal of newer or corrupt files.
#define BOOST_TEST_MODULE db_tests
#include <boost/test/unit_test.hpp>

#include "shashki/db/database.hpp"
#include "shashki/test/support.hpp"

#include <fstream>
#include <string>

using shashki::db::Database;
using shashki::db::DatabaseError;
using shashki::db::DatabaseInUse;

BOOST_AUTO_TEST_SUITE(database_tests)

BOOST_AUTO_TEST_CASE(a_new_database_is_created_with_its_folder_and_migrated) {
  shashki::test::TempDir dir;
  const auto path = dir.path() / "nested" / "event.db";
  const Database db(path);
  BOOST_TEST(std::filesystem::exists(path));
  BOOST_TEST(db.user_version() == Database::schema_version());
}

BOOST_AUTO_TEST_CASE(a_second_writer_is_told_who_holds_the_database) {
  shashki::test::TempDir dir;
  const auto path = dir.path() / "event.db";
  const Database first(path, "shashki-console");
  try {
    const Database second(path, "shashki-console");
    BOOST_FAIL("the second open should have been refused");
  } catch (const DatabaseInUse& e) {
    const std::string message = e.what();
    BOOST_TEST(message.find("in use") != std::string::npos);
    BOOST_TEST(message.find("shashki-console") != std::string::npos);
  }
}

BOOST_AUTO_TEST_CASE(the_lock_is_released_when_the_holder_closes) {
  shashki::test::TempDir dir;
  const auto path = dir.path() / "event.db";
  { const Database first(path); }
  BOOST_CHECK_NO_THROW(Database{path});
}

BOOST_AUTO_TEST_CASE(a_reader_opens_while_the_writer_holds_the_lock) {
  shashki::test::TempDir dir;
  const auto path = dir.path() / "event.db";
  const Database writer(path, "shashki-console");
  const Database reader(path, "shashki", shashki::db::Access::read);
  BOOST_TEST(reader.user_version() == Database::schema_version());
}

BOOST_AUTO_TEST_CASE(a_reader_of_a_missing_file_gets_an_empty_database_and_leaves_the_lock_free) {
  shashki::test::TempDir dir;
  const auto path = dir.path() / "event.db";
  const Database reader(path, "shashki", shashki::db::Access::read);
  BOOST_TEST(reader.user_version() == Database::schema_version());
  // The lock stays free for a writer while the reader is open.
  BOOST_CHECK_NO_THROW(Database{path});
}

BOOST_AUTO_TEST_CASE(a_database_from_a_newer_version_is_refused_unchanged) {
  shashki::test::TempDir dir;
  const auto path = dir.path() / "event.db";
  { const Database db(path); }
  // Raise user_version with the sqlite3 shell, as a newer program would have.
  const auto r = shashki::test::run("sqlite3 '" + path.string() + "' 'PRAGMA user_version=999'");
  BOOST_REQUIRE(r.exit_code == 0);
  try {
    const Database db(path);
    BOOST_FAIL("a newer schema should be refused");
  } catch (const DatabaseInUse&) {
    BOOST_FAIL("wrong error");
  } catch (const DatabaseError& e) {
    BOOST_TEST(std::string(e.what()).find("newer") != std::string::npos);
  }
  BOOST_TEST(shashki::test::run("sqlite3 '" + path.string() + "' 'PRAGMA user_version'").out == "999\n");
}

BOOST_AUTO_TEST_CASE(a_file_that_is_not_a_database_gets_a_clear_error) {
  shashki::test::TempDir dir;
  const auto path = dir.path() / "event.db";
  std::ofstream(path) << std::string(8192, 'x');
  BOOST_CHECK_THROW(Database{path}, DatabaseError);
  BOOST_TEST(shashki::test::read_file(path) == std::string(8192, 'x'));
}

BOOST_AUTO_TEST_SUITE_END()
