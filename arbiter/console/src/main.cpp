#include "console_app.hpp"

wxIMPLEMENT_APP(shashki::console::ConsoleApp);
