#pragma once
// Messages with a count, in the language chosen by init_translations() (shashki/app/i18n.hpp).

namespace shashki::app {

/// The translation of a message whose form depends on a count `n` (ngettext): English has two
/// forms, Russian three (the Plural-Forms of po/ru/*.po), so "1 move" / "5 moves" / "5 ходов".
const char* ntr(const char* singular, const char* plural, unsigned long n);

}  // namespace shashki::app
