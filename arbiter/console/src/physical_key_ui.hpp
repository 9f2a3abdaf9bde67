#pragma once
// Keys by the physical key, whatever keyboard layout is active. A judge types reasons in the
// Russian layout and presses P on the clock wall a second later: the key under the finger is
// the one printed "P" and "З", and the wall must take it as P. Menu shortcuts (Ctrl+L) and
// mnemonics (Alt+С in the Russian console) work the same way.

#include <wx/event.h>
#include <wx/string.h>

#include <vector>

class wxMenuBar;
class wxWindow;

namespace shashki::console {

/// Whether the physical key of `event` gives `letter` in some layout of the keyboard (case
/// ignored): 'P' for the key that types "з" in the Russian layout, 'С' (Cyrillic) for the key
/// that types "c" in the English one. Also true when the active layout typed `letter` itself.
[[nodiscard]] bool key_gives(const wxKeyEvent& event, wxUniChar letter);

/// The Latin letter ('A'..'Z') of the physical key of `event` in any layout of the keyboard; 0
/// for a key with no Latin letter (digits, F-keys, punctuation).
[[nodiscard]] int latin_letter(const wxKeyEvent& event);

/// The modifiers a shortcut owns (Ctrl, Alt, Shift, Meta) held with `event`; the others (Num
/// Lock, a layout switch) are left out.
[[nodiscard]] int shortcut_modifiers(const wxKeyEvent& event);

/// One shortcut of a menu item as the menu spells it: wxMOD_* modifiers, the key code, the item.
struct MenuShortcut {
  int modifiers = 0;
  int key = 0;
  int item = 0;
  wxString label;
};

/// Every shortcut the menus of `bar` list, in menu order.
[[nodiscard]] std::vector<MenuShortcut> menu_shortcuts(const wxMenuBar& bar);

/// Whether `window` is a field the judge types in (a text, search or spin field): it keeps its
/// letters and its editing shortcuts (Ctrl+A, Ctrl+C, Ctrl+V, Ctrl+X, Ctrl+Z, Ctrl+Y).
[[nodiscard]] bool is_text_field(const wxWindow* window);

/// Whether a text field keeps the chord `modifiers`+`key` for its own editing.
[[nodiscard]] bool text_field_keeps(int modifiers, int key);

/// The mnemonic letter of a label ("&Tie-break stage:" -> 'T', "&Стадия" -> 'С'), 0 if none.
[[nodiscard]] wxUniChar mnemonic_of(const wxString& label);

/// Alt with a mnemonic's key, by its physical key in any layout (key_gives): clicks the button,
/// toggles the check box or focuses the field (a label's: the field after it) under `root` whose
/// label has that mnemonic, the first shown and enabled one depth first. False when none has it.
bool activate_mnemonic(wxWindow& root, const wxKeyEvent& event);

/// "Alt+T" for a label whose mnemonic is T: the key that works, named as the label shows it.
[[nodiscard]] wxString mnemonic_key_text(const wxString& label);

}  // namespace shashki::console
