#include "shashki/app/session.hpp"

namespace shashki::app {

Session::Session(const std::filesystem::path& database, std::string_view program) : m_database(database, program) {}

}  // namespace shashki::app
