#include "console_app.hpp"

#include "shashki/web/process_memory.hpp"

wxIMPLEMENT_APP_NO_MAIN(shashki::console::ConsoleApp);

int main(int argc, char** argv) {
  wxDISABLE_DEBUG_SUPPORT();  // what wxIMPLEMENT_APP's main() does first
  // For the venue network the console may serve: docs/venue.md, "Group commit".
  shashki::web::keep_freed_memory();
  return wxEntry(argc, argv);
}
