#include "physical_key_ui.hpp"

#include <wx/accel.h>
#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/menu.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/textentry.h>
#include <wx/window.h>

#include <gdk/gdk.h>

#include <algorithm>
#include <cwctype>
#include <memory>

namespace shashki::console {

namespace {

wxUniChar folded(wxUniChar c) {
  return static_cast<wxUniChar>(std::towlower(static_cast<wint_t>(c.GetValue())));
}

// Calls `visit` with the character each layout of the keyboard gives the physical key of
// `event`, until it returns true; false when none did or the key is not known to the keymap.
template <typename Visit>
bool any_layout(const wxKeyEvent& event, Visit visit) {
  // wxGTK hands the hardware key code in the raw flags; a key event made up by a program has none.
  const auto hardware = event.GetRawKeyFlags();
  GdkDisplay* display = gdk_display_get_default();
  if (hardware == 0 || display == nullptr) return false;
  GdkKeymapKey* keys = nullptr;
  guint* values = nullptr;
  gint count = 0;
  if (!gdk_keymap_get_entries_for_keycode(gdk_keymap_get_for_display(display), hardware, &keys, &values,
                                          &count)) {
    return false;
  }
  bool found = false;
  for (gint i = 0; i < count && !found; ++i) {
    const guint32 c = gdk_keyval_to_unicode(values[i]);
    if (c != 0) found = visit(wxUniChar(c));
  }
  g_free(keys);
  g_free(values);
  return found;
}

bool is_latin_letter(wxUniChar c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

}  // namespace

bool key_gives(const wxKeyEvent& event, wxUniChar letter) {
  const wxUniChar wanted = folded(letter);
  const wxUniChar typed = event.GetUnicodeKey();
  if (typed != WXK_NONE && folded(typed) == wanted) return true;
  const int code = event.GetKeyCode();
  if (code > 0 && code < WXK_START && folded(wxUniChar(code)) == wanted) return true;
  return any_layout(event, [&](wxUniChar c) { return folded(c) == wanted; });
}

int latin_letter(const wxKeyEvent& event) {
  // The active layout's letter first: with a Latin layout on, its own letter is the answer.
  const int code = event.GetKeyCode();
  if (code > 0 && code < WXK_START && is_latin_letter(wxUniChar(code)))
    return static_cast<int>(std::towupper(static_cast<wint_t>(code)));
  int letter = 0;
  any_layout(event, [&](wxUniChar c) {
    if (!is_latin_letter(c)) return false;
    letter = static_cast<int>(std::towupper(static_cast<wint_t>(c.GetValue())));
    return true;
  });
  return letter;
}

int shortcut_modifiers(const wxKeyEvent& event) {
  return event.GetModifiers() & (wxMOD_CONTROL | wxMOD_ALT | wxMOD_SHIFT | wxMOD_META);
}

bool is_text_field(const wxWindow* window) {
  if (window == nullptr) return false;
  // Every text field of the console is a wxTextEntry, except the spin fields on GTK.
  return dynamic_cast<const wxTextEntry*>(window) != nullptr ||
         dynamic_cast<const wxSpinCtrlBase*>(window) != nullptr;
}

bool text_field_keeps(int modifiers, int key) {
  if (key >= WXK_F1 && key <= WXK_F24) return false;  // the F-keys are the console's, even there
  if ((modifiers & (wxMOD_ALT | wxMOD_META)) != 0) return false;
  if ((modifiers & wxMOD_CONTROL) == 0) return true;  // typing, Shift included
  switch (key) {
    case 'A':
    case 'C':
    case 'V':
    case 'X':
    case 'Z':
    case 'Y':
    case WXK_LEFT:
    case WXK_RIGHT:
    case WXK_UP:
    case WXK_DOWN:
    case WXK_HOME:
    case WXK_END:
    case WXK_BACK:
    case WXK_DELETE:
    case WXK_INSERT:
      return true;
    default:
      return false;
  }
}

wxUniChar mnemonic_of(const wxString& label) {
  for (std::size_t i = 0; i + 1 < label.length(); ++i) {
    if (label[i] != '&') continue;
    if (label[i + 1] == '&') {
      ++i;  // "&&" is a literal ampersand
      continue;
    }
    return static_cast<wxUniChar>(std::towupper(static_cast<wint_t>(label[i + 1].GetValue())));
  }
  return 0;
}

wxString mnemonic_key_text(const wxString& label) {
  const wxUniChar letter = mnemonic_of(label);
  return letter == 0 ? wxString() : "Alt+" + wxString(letter);
}

std::vector<MenuShortcut> menu_shortcuts(const wxMenuBar& bar) {
  std::vector<MenuShortcut> out;
  for (std::size_t m = 0; m < bar.GetMenuCount(); ++m) {
    for (const auto* item : bar.GetMenu(m)->GetMenuItems()) {
      const std::unique_ptr<wxAcceleratorEntry> accel(item->GetAccel());
      if (!accel) continue;
      const int flags = accel->GetFlags();
      const int modifiers = ((flags & wxACCEL_CTRL) != 0 ? wxMOD_CONTROL : 0) |
                            ((flags & wxACCEL_ALT) != 0 ? wxMOD_ALT : 0) |
                            ((flags & wxACCEL_SHIFT) != 0 ? wxMOD_SHIFT : 0);
      out.push_back({modifiers, accel->GetKeyCode(), item->GetId(), item->GetItemLabelText()});
    }
  }
  return out;
}

bool activate_mnemonic(wxWindow& root, const wxKeyEvent& event) {
  wxWindow* page = &root;
  // Depth first through the page's shown and enabled windows, in their creation order.
  std::vector<wxWindow*> todo{page};
  while (!todo.empty()) {
    wxWindow* window = todo.back();
    todo.pop_back();
    const auto& children = window->GetChildren();
    for (auto it = children.rbegin(); it != children.rend(); ++it) {
      if ((*it)->IsShown() && (*it)->IsEnabled()) todo.push_back(*it);
    }
    if (window == page) continue;
    const wxUniChar mnemonic = mnemonic_of(window->GetLabel());
    if (mnemonic == 0 || !key_gives(event, mnemonic)) continue;
    if (auto* button = wxDynamicCast(window, wxButton)) {
      wxCommandEvent click(wxEVT_BUTTON, button->GetId());
      click.SetEventObject(button);
      button->GetEventHandler()->ProcessEvent(click);
    } else if (auto* box = wxDynamicCast(window, wxCheckBox)) {
      box->SetValue(!box->GetValue());
      wxCommandEvent toggled(wxEVT_CHECKBOX, box->GetId());
      toggled.SetEventObject(box);
      toggled.SetInt(box->GetValue() ? 1 : 0);
      box->GetEventHandler()->ProcessEvent(toggled);
    } else if (wxDynamicCast(window, wxStaticText) != nullptr) {
      // A label names the field after it.
      const auto& siblings = window->GetParent()->GetChildren();
      auto next = std::find(siblings.begin(), siblings.end(), window);
      while (next != siblings.end() && (*next == window || !(*next)->IsShown() || !(*next)->IsEnabled()))
        ++next;
      if (next == siblings.end()) continue;
      (*next)->SetFocus();
    } else {
      window->SetFocus();
    }
    return true;
  }
  return false;
}

}  // namespace shashki::console
