#pragma once
// What the event's regulations fix besides its settings, in one window of four tabs: the judges'
// panel (docs/documents.md), the sections (docs/sections.md), the prizes (docs/prizes.md) and the
// pairing bans (docs/pairing-bans.md). Each tab lists what is entered, adds from one row of fields
// and removes the selected line, through the same use cases as the command line. Modeless: the
// clocks keep running and taking keys while it shows.

#include "shashki/app/session.hpp"
#include "shashki/tournament/ids.hpp"
#include "shashki/tournament/tournament.hpp"

#include <wx/dialog.h>

#include <array>
#include <functional>

class wxButton;
class wxChoice;
class wxListView;
class wxNotebook;
class wxSpinCtrl;
class wxTextCtrl;

namespace shashki::console {

class Notifier;

/// The window's tabs, in order.
enum class RegulationsTab : int { officials, sections, prizes, bans };

class RegulationsWindow : public wxDialog {
 public:
  RegulationsWindow(wxWindow* parent, app::Session& session, Notifier& notifier, tournament::EventId event);

  /// Shows tab `tab`.
  void show_tab(RegulationsTab tab);
  /// Adds what the fields of `tab` hold (the tab's Add button); false (the notice says why) when
  /// refused. The fields keep what was typed after a refusal.
  bool add(RegulationsTab tab);
  /// Removes the selected line of `tab` (its Remove button); false when none is selected or the
  /// removal is refused.
  bool remove_selected(RegulationsTab tab);
  /// Selects line `row` of `tab`'s list.
  void select(RegulationsTab tab, int row);
  /// Reads the event again and fills every list.
  void refresh();

  /// The list of `tab` and its fields, for the tests that type in them as the judge does.
  [[nodiscard]] wxListView& list(RegulationsTab tab) const { return *m_lists[index(tab)]; }
  [[nodiscard]] wxChoice& official_role() const { return *m_official_role; }
  [[nodiscard]] wxTextCtrl& official_name() const { return *m_official_name; }
  [[nodiscard]] wxChoice& official_category() const { return *m_official_category; }
  [[nodiscard]] wxTextCtrl& section_name() const { return *m_section_name; }
  [[nodiscard]] wxChoice& section_sex() const { return *m_section_sex; }
  [[nodiscard]] wxTextCtrl& section_born_from() const { return *m_born_from; }
  [[nodiscard]] wxTextCtrl& section_born_to() const { return *m_born_to; }
  [[nodiscard]] wxTextCtrl& prize_name() const { return *m_prize_name; }
  [[nodiscard]] wxSpinCtrl& prize_place() const { return *m_prize_place; }
  [[nodiscard]] wxChoice& prize_section() const { return *m_prize_section; }
  [[nodiscard]] wxTextCtrl& prize_value() const { return *m_prize_value; }
  [[nodiscard]] wxChoice& ban_ground() const { return *m_ban_ground; }
  [[nodiscard]] wxSpinCtrl& ban_until() const { return *m_ban_until; }
  [[nodiscard]] wxTextCtrl& ban_first() const { return *m_ban_first; }
  [[nodiscard]] wxTextCtrl& ban_second() const { return *m_ban_second; }
  /// Called after something was entered or removed (the pages that show it read it again).
  std::function<void()> changed;
  /// Asked before a line is removed, with the line's text; a dialog by default, tests answer it.
  std::function<bool(const wxString& what)> confirm_remove;

 private:
  static std::size_t index(RegulationsTab tab) { return static_cast<std::size_t>(tab); }
  void build_officials(wxWindow* page);
  void build_sections(wxWindow* page);
  void build_prizes(wxWindow* page);
  void build_bans(wxWindow* page);
  // Reads the fields of `tab` and enters them; a field that cannot be read is thrown to add().
  bool add_from_fields(RegulationsTab tab);
  // The list and the Add and Remove buttons under a page's row of fields.
  void finish_page(wxWindow* page, wxSizer* fields, RegulationsTab tab, const wxString& add_label);

  app::Session& m_session;
  // What the lists show, line by line: a removal names the line the judge saw, and is refused
  // when the event changed meanwhile (another window, the command line).
  tournament::Tournament m_shown;
  Notifier& m_notifier;
  tournament::EventId m_event;
  wxNotebook* m_tabs = nullptr;
  std::array<wxListView*, 4> m_lists{};
  wxChoice* m_official_role = nullptr;
  wxTextCtrl* m_official_name = nullptr;
  wxChoice* m_official_category = nullptr;
  wxTextCtrl* m_section_name = nullptr;
  wxChoice* m_section_sex = nullptr;
  wxTextCtrl* m_born_from = nullptr;
  wxTextCtrl* m_born_to = nullptr;
  wxTextCtrl* m_prize_name = nullptr;
  wxSpinCtrl* m_prize_place = nullptr;
  wxChoice* m_prize_section = nullptr;
  wxTextCtrl* m_prize_value = nullptr;
  wxChoice* m_ban_ground = nullptr;
  wxSpinCtrl* m_ban_until = nullptr;
  wxTextCtrl* m_ban_first = nullptr;
  wxTextCtrl* m_ban_second = nullptr;
};

}  // namespace shashki::console
