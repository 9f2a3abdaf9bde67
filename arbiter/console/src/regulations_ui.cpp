#include "regulations_ui.hpp"

#include "notifier_ui.hpp"
#include "physical_key_ui.hpp"
#include "shashki/app/errors.hpp"
#include "shashki/app/load_tournament.hpp"
#include "shashki/app/officials.hpp"
#include "shashki/app/pairing_bans.hpp"
#include "shashki/app/prizes.hpp"
#include "shashki/app/sections.hpp"
#include "shashki/tournament/calendar.hpp"
#include "shashki/tournament/sections.hpp"

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/intl.h>
#include <wx/listctrl.h>
#include <wx/msgdlg.h>
#include <wx/notebook.h>
#include <wx/panel.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <optional>

namespace shashki::console {

namespace tn = shashki::tournament;

namespace {

constexpr tn::OfficialRole roles[] = {tn::OfficialRole::chief_judge, tn::OfficialRole::chief_secretary,
                                      tn::OfficialRole::deputy};
constexpr tn::JudgeCategory categories[] = {tn::JudgeCategory::none,  tn::JudgeCategory::all_russian,
                                            tn::JudgeCategory::first, tn::JudgeCategory::second,
                                            tn::JudgeCategory::third, tn::JudgeCategory::young};
constexpr tn::BanGround grounds[] = {tn::BanGround::same_club, tn::BanGround::same_region,
                                     tn::BanGround::family};

wxString ground_text(tn::BanGround ground) {
  switch (ground) {
    case tn::BanGround::same_club:
      return _("same club");
    case tn::BanGround::same_region:
      return _("same region");
    case tn::BanGround::family:
      return _("family");
    case tn::BanGround::judge:
      break;
  }
  return _("the judge's");
}

wxString sex_text(tn::Sex sex) {
  switch (sex) {
    case tn::Sex::male:
      return _("boys");
    case tn::Sex::female:
      return _("girls");
    case tn::Sex::unknown:
      break;
  }
  return _("boys and girls");
}

// A field the judge filled in that cannot be read: told as it is, not as a failure of the program.
struct InputRefused {
  wxString text;
};

// A year typed in a field, none when empty; a refusal naming the field otherwise.
std::optional<int> year_field(const wxTextCtrl& field, const wxString& label) {
  const wxString text = field.GetValue().Strip(wxString::both);
  if (text.empty()) return std::nullopt;
  // A year as the core reads one typed alone (tournament::parse_birth), not a full date.
  const auto birth = tn::parse_birth(text.utf8_string());
  if (!birth || !birth->year)
    throw InputRefused{wxString::Format(_("%s: '%s' is not a year of birth"), label, text)};
  return birth->year;
}

// The player of a starting number typed in a field.
tn::PlayerId player_field(const tn::Tournament& t, const wxTextCtrl& field) {
  long number = 0;
  const wxString text = field.GetValue().Strip(wxString::both);
  if (text.ToLong(&number)) {
    for (const auto& p : t.players) {
      if (p.number == number) return p.id;
    }
  }
  throw InputRefused{wxString::Format(_("'%s' is not a starting number of the event's players"), text)};
}

void fill(wxListView& list, const std::vector<std::vector<wxString>>& rows) {
  list.DeleteAllItems();
  for (std::size_t r = 0; r < rows.size(); ++r) {
    list.InsertItem(static_cast<long>(r), rows[r].empty() ? wxString() : rows[r][0]);
    for (std::size_t c = 1; c < rows[r].size(); ++c)
      list.SetItem(static_cast<long>(r), static_cast<int>(c), rows[r][c]);
  }
}

wxStaticText* label(wxWindow* page, const wxString& text) {
  return new wxStaticText(page, wxID_ANY, text);
}

}  // namespace

RegulationsWindow::RegulationsWindow(wxWindow* parent, app::Session& session, Notifier& notifier,
                                     tournament::EventId event)
    : wxDialog(parent, wxID_ANY, _("Officials, sections, prizes and bans"), wxDefaultPosition, wxDefaultSize,
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      m_session(session),
      m_notifier(notifier),
      m_event(event) {
  auto* sizer = new wxBoxSizer(wxVERTICAL);
  m_tabs = new wxNotebook(this, wxID_ANY);
  const std::pair<void (RegulationsWindow::*)(wxWindow*), wxString> pages[] = {
      {&RegulationsWindow::build_officials, _("Officials")},
      {&RegulationsWindow::build_sections, _("Sections")},
      {&RegulationsWindow::build_prizes, _("Prizes")},
      {&RegulationsWindow::build_bans, _("Pairing bans")}};
  for (const auto& [build, title] : pages) {
    auto* page = new wxPanel(m_tabs);
    (this->*build)(page);
    m_tabs->AddPage(page, title);
  }
  sizer->Add(m_tabs, 1, wxEXPAND | wxALL, 8);
  auto* close = new wxButton(this, wxID_CLOSE, _("Close"));
  sizer->Add(close, 0, wxALIGN_RIGHT | wxLEFT | wxRIGHT | wxBOTTOM, 8);
  SetSizerAndFit(sizer);
  SetEscapeId(wxID_CLOSE);
  close->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { Destroy(); });
  Bind(wxEVT_CLOSE_WINDOW, [this](wxCloseEvent&) { Destroy(); });
  // Alt with a button's mnemonic, by the physical key, in either layout.
  Bind(wxEVT_CHAR_HOOK, [this](wxKeyEvent& key) {
    if ((shortcut_modifiers(key) & ~wxMOD_SHIFT) == wxMOD_ALT &&
        activate_mnemonic(*m_tabs->GetCurrentPage(), key))
      return;
    key.Skip();
  });
  confirm_remove = [this](const wxString& what) {
    return wxMessageBox(wxString::Format(_("Remove %s?"), what), _("Officials, sections, prizes and bans"),
                        wxYES_NO | wxNO_DEFAULT | wxICON_QUESTION, this) == wxYES;
  };
  refresh();
  // The judge types at once: the name of the tab shown, on opening and on each tab.
  const auto focus_first_field = [this] {
    wxWindow* first[] = {m_official_name, m_section_name, m_prize_name, m_ban_first};
    const int page = m_tabs->GetSelection();
    if (page >= 0 && page < 4) first[page]->SetFocus();
  };
  m_tabs->Bind(wxEVT_NOTEBOOK_PAGE_CHANGED, [focus_first_field](wxBookCtrlEvent& changed) {
    changed.Skip();
    focus_first_field();
  });
  focus_first_field();
}

void RegulationsWindow::finish_page(wxWindow* page, wxSizer* fields, RegulationsTab tab,
                                    const wxString& add_label) {
  auto* sizer = new wxBoxSizer(wxVERTICAL);
  auto* row = new wxBoxSizer(wxHORIZONTAL);
  row->Add(fields, 1, wxEXPAND);
  auto* add_button = new wxButton(page, wxID_ANY, add_label);
  row->Add(add_button, 0, wxALIGN_BOTTOM | wxLEFT, 8);
  sizer->Add(row, 0, wxEXPAND | wxALL, 8);
  auto* list = new wxListView(page, wxID_ANY, wxDefaultPosition, wxSize(FromDIP(720), FromDIP(220)),
                              wxLC_REPORT | wxLC_SINGLE_SEL);
  m_lists[index(tab)] = list;
  sizer->Add(list, 1, wxEXPAND | wxLEFT | wxRIGHT, 8);
  auto* remove_button = new wxButton(page, wxID_ANY, _("&Remove"));
  sizer->Add(remove_button, 0, wxALL, 8);
  page->SetSizer(sizer);
  add_button->Bind(wxEVT_BUTTON, [this, tab](wxCommandEvent&) { (void)add(tab); });
  remove_button->Bind(wxEVT_BUTTON, [this, tab](wxCommandEvent&) { (void)remove_selected(tab); });
}

void RegulationsWindow::build_officials(wxWindow* page) {
  auto* fields = new wxFlexGridSizer(2, 3, 2, 8);
  fields->AddGrowableCol(1);
  fields->Add(label(page, _("Post")));
  fields->Add(label(page, _("Name")));
  fields->Add(label(page, _("Judge's category")));
  m_official_role = new wxChoice(page, wxID_ANY);
  for (const auto role : roles) m_official_role->Append(wxGetTranslation(tn::name(role)));
  m_official_role->SetSelection(0);
  // Wide enough for a surname and initials with the hint in view.
  m_official_name = new wxTextCtrl(page, wxID_ANY, wxString(), wxDefaultPosition, wxSize(FromDIP(240), -1));
  m_official_name->SetHint(_("Surname and initials"));
  m_official_category = new wxChoice(page, wxID_ANY);
  for (const auto category : categories) {
    m_official_category->Append(category == tn::JudgeCategory::none ? _("not stated")
                                                                    : wxGetTranslation(tn::name(category)));
  }
  m_official_category->SetSelection(0);
  fields->Add(m_official_role);
  fields->Add(m_official_name, 1, wxEXPAND);
  fields->Add(m_official_category);
  finish_page(page, fields, RegulationsTab::officials, _("&Appoint"));
  auto& list = *m_lists[index(RegulationsTab::officials)];
  list.AppendColumn(_("Post"), wxLIST_FORMAT_LEFT, FromDIP(200));
  list.AppendColumn(_("Name"), wxLIST_FORMAT_LEFT, FromDIP(240));
  list.AppendColumn(_("Judge's category"), wxLIST_FORMAT_LEFT, FromDIP(260));
}

void RegulationsWindow::build_sections(wxWindow* page) {
  auto* fields = new wxFlexGridSizer(2, 4, 2, 8);
  fields->AddGrowableCol(0);
  fields->Add(label(page, _("Section")));
  fields->Add(label(page, _("Sex")));
  fields->Add(label(page, _("Born from")));
  fields->Add(label(page, _("Born to")));
  m_section_name = new wxTextCtrl(page, wxID_ANY);
  m_section_name->SetHint(_("e.g. Girls under 11"));
  m_section_sex = new wxChoice(page, wxID_ANY);
  for (const auto sex : {tn::Sex::unknown, tn::Sex::male, tn::Sex::female})
    m_section_sex->Append(sex_text(sex));
  m_section_sex->SetSelection(0);
  m_born_from = new wxTextCtrl(page, wxID_ANY, wxString(), wxDefaultPosition, wxSize(FromDIP(80), -1));
  m_born_to = new wxTextCtrl(page, wxID_ANY, wxString(), wxDefaultPosition, wxSize(FromDIP(80), -1));
  fields->Add(m_section_name, 1, wxEXPAND);
  fields->Add(m_section_sex);
  fields->Add(m_born_from);
  fields->Add(m_born_to);
  finish_page(page, fields, RegulationsTab::sections, _("&Add"));
  auto& list = *m_lists[index(RegulationsTab::sections)];
  list.AppendColumn(_("Section"), wxLIST_FORMAT_LEFT, FromDIP(240));
  list.AppendColumn(_("Who"), wxLIST_FORMAT_LEFT, FromDIP(360));
  list.AppendColumn(_("Players"), wxLIST_FORMAT_RIGHT, FromDIP(100));
}

void RegulationsWindow::build_prizes(wxWindow* page) {
  auto* fields = new wxFlexGridSizer(2, 4, 2, 8);
  fields->AddGrowableCol(0);
  fields->Add(label(page, _("Prize")));
  fields->Add(label(page, _("Place")));
  fields->Add(label(page, _("Ranking")));
  fields->Add(label(page, _("Amount")));
  m_prize_name = new wxTextCtrl(page, wxID_ANY);
  m_prize_name->SetHint(_("e.g. 1st place"));
  m_prize_place = new wxSpinCtrl(page, wxID_ANY, "1", wxDefaultPosition, wxSize(FromDIP(120), -1),
                                 wxSP_ARROW_KEYS, 1, 9999, 1);
  m_prize_section = new wxChoice(page, wxID_ANY, wxDefaultPosition, wxSize(FromDIP(180), -1));
  m_prize_value = new wxTextCtrl(page, wxID_ANY, "0", wxDefaultPosition, wxSize(FromDIP(100), -1));
  fields->Add(m_prize_name, 1, wxEXPAND);
  fields->Add(m_prize_place);
  fields->Add(m_prize_section);
  fields->Add(m_prize_value);
  finish_page(page, fields, RegulationsTab::prizes, _("&Add"));
  auto& list = *m_lists[index(RegulationsTab::prizes)];
  list.AppendColumn(_("No."), wxLIST_FORMAT_RIGHT, FromDIP(50));
  list.AppendColumn(_("Prize"), wxLIST_FORMAT_LEFT, FromDIP(260));
  list.AppendColumn(_("Ranking"), wxLIST_FORMAT_LEFT, FromDIP(200));
  list.AppendColumn(_("Place"), wxLIST_FORMAT_RIGHT, FromDIP(70));
  list.AppendColumn(_("Amount"), wxLIST_FORMAT_RIGHT, FromDIP(110));
}

void RegulationsWindow::build_bans(wxWindow* page) {
  auto* fields = new wxFlexGridSizer(2, 4, 2, 8);
  fields->Add(label(page, _("Ground")));
  fields->Add(label(page, _("Until round (0: whole event)")));
  fields->Add(label(page, _("Player No.")));
  fields->Add(label(page, _("and No.")));
  m_ban_ground = new wxChoice(page, wxID_ANY);
  for (const auto ground : grounds) m_ban_ground->Append(ground_text(ground));
  m_ban_ground->SetSelection(0);
  m_ban_until = new wxSpinCtrl(page, wxID_ANY, "0", wxDefaultPosition, wxSize(FromDIP(120), -1),
                               wxSP_ARROW_KEYS, 0, 999, 0);
  m_ban_first = new wxTextCtrl(page, wxID_ANY, wxString(), wxDefaultPosition, wxSize(FromDIP(80), -1));
  m_ban_second = new wxTextCtrl(page, wxID_ANY, wxString(), wxDefaultPosition, wxSize(FromDIP(80), -1));
  fields->Add(m_ban_ground);
  fields->Add(m_ban_until);
  fields->Add(m_ban_first);
  fields->Add(m_ban_second);
  finish_page(page, fields, RegulationsTab::bans, _("&Add"));
  auto& list = *m_lists[index(RegulationsTab::bans)];
  list.AppendColumn(_("No."), wxLIST_FORMAT_RIGHT, FromDIP(50));
  list.AppendColumn(_("Ground"), wxLIST_FORMAT_LEFT, FromDIP(150));
  list.AppendColumn(_("Until round"), wxLIST_FORMAT_LEFT, FromDIP(130));
  list.AppendColumn(_("Players"), wxLIST_FORMAT_LEFT, FromDIP(380));
}

void RegulationsWindow::show_tab(RegulationsTab tab) {
  m_tabs->SetSelection(index(tab));
}

void RegulationsWindow::select(RegulationsTab tab, int row) {
  auto& list = *m_lists[index(tab)];
  if (row < 0 || row >= list.GetItemCount()) return;
  list.Select(row);
  list.Focus(row);
}

void RegulationsWindow::refresh() {
  guarded(m_notifier, [&] {
    m_shown = app::load_tournament(m_session, m_event);
    const tn::Tournament& t = m_shown;
    std::vector<std::vector<wxString>> rows;
    for (const auto& o : tn::event_officials(t)) {
      const std::string category = tn::name(o.category);
      rows.push_back({wxGetTranslation(tn::name(o.role)), u8(o.name),
                      category.empty() ? wxString() : wxGetTranslation(category)});
    }
    fill(*m_lists[index(RegulationsTab::officials)], rows);
    rows.clear();
    for (const auto& s : t.sections) {
      wxString who;
      if (!s.players.empty()) {
        for (const auto id : s.players) {
          if (const auto* p = t.player(id))
            who += (who.empty() ? "" : ", ") + wxString::Format("%d", p->number);
        }
        who = _("players") + " " + who;
      } else {
        who = sex_text(s.sex);
        if (s.born_from || s.born_to) {
          who += ", " + _("born") + " " +
                 (s.born_from ? wxString::Format("%d", *s.born_from) : wxString("…")) + "–" +
                 (s.born_to ? wxString::Format("%d", *s.born_to) : wxString("…"));
        }
      }
      rows.push_back({u8(s.name), who, wxString::Format("%zu", tn::section_members(s, t).size())});
    }
    fill(*m_lists[index(RegulationsTab::sections)], rows);
    rows.clear();
    int number = 0;
    for (const auto& p : t.prizes) {
      rows.push_back({wxString::Format("%d", ++number), u8(p.name),
                      p.section.empty() ? _("the whole event") : u8(p.section),
                      wxString::Format("%d", p.place),
                      wxString::Format("%lld", static_cast<long long>(p.value))});
    }
    fill(*m_lists[index(RegulationsTab::prizes)], rows);
    rows.clear();
    number = 0;
    for (const auto& b : t.bans) {
      wxString players;
      if (b.ground == tn::BanGround::family) {
        const auto* first = t.player(b.first);
        const auto* second = t.player(b.second);
        if (first != nullptr && second != nullptr)
          players = wxString::Format("%d %s — %d %s", first->number, u8(first->name), second->number,
                                     u8(second->name));
      }
      rows.push_back({wxString::Format("%d", ++number), ground_text(b.ground),
                      b.until_round == 0 ? _("the whole event") : wxString::Format("%d", b.until_round),
                      players});
    }
    fill(*m_lists[index(RegulationsTab::bans)], rows);
    // The prize's ranking: the whole event or one of its sections, as they stand now; the one
    // chosen stays chosen by its name.
    const wxString chosen = m_prize_section->GetStringSelection();
    m_prize_section->Clear();
    m_prize_section->Append(_("the whole event"));
    for (const auto& s : t.sections) m_prize_section->Append(u8(s.name));
    const int again = m_prize_section->FindString(chosen, true);
    m_prize_section->SetSelection(again > 0 ? again : 0);
  });
}

bool RegulationsWindow::add(RegulationsTab tab) {
  bool done = false;
  try {
    done = add_from_fields(tab);
  } catch (const InputRefused& refused) {
    m_notifier.tell(refused.text, Severity::warning);
    return false;
  }
  if (done) {
    refresh();
    select(tab, m_lists[index(tab)]->GetItemCount() - 1);
    m_notifier.tell(_("Entered."), Severity::info);
    if (changed) changed();
  }
  return done;
}

bool RegulationsWindow::add_from_fields(RegulationsTab tab) {
  // The fields are read first (a field that cannot be read is thrown to add()), then entered
  // through the use case, whose refusal the notice tells.
  switch (tab) {
    case RegulationsTab::officials: {
      const tn::Official official{roles[std::max(0, m_official_role->GetSelection())],
                                  m_official_name->GetValue().utf8_string(),
                                  categories[std::max(0, m_official_category->GetSelection())]};
      return guarded(m_notifier, [&] {
        (void)app::appoint_official(m_session, m_event, official);
        m_official_name->Clear();
      });
    }
    case RegulationsTab::sections: {
      tn::Section section;
      section.name = m_section_name->GetValue().utf8_string();
      const tn::Sex sexes[] = {tn::Sex::unknown, tn::Sex::male, tn::Sex::female};
      section.sex = sexes[std::max(0, m_section_sex->GetSelection())];
      section.born_from = year_field(*m_born_from, _("Born from"));
      section.born_to = year_field(*m_born_to, _("Born to"));
      return guarded(m_notifier, [&] {
        (void)app::add_section(m_session, m_event, section);
        m_section_name->Clear();
      });
    }
    case RegulationsTab::prizes: {
      long long value = 0;
      const wxString amount = m_prize_value->GetValue().Strip(wxString::both);
      if (!amount.empty() && !amount.ToLongLong(&value))
        throw InputRefused{wxString::Format(_("Amount: '%s' is not a whole number"), amount)};
      const int section = m_prize_section->GetSelection();
      const tn::Prize prize{
          m_prize_name->GetValue().utf8_string(), m_prize_place->GetValue(),
          section > 0 ? m_prize_section->GetString(static_cast<unsigned>(section)).utf8_string() : "", value};
      return guarded(m_notifier, [&] {
        (void)app::add_prize(m_session, m_event, prize);
        m_prize_name->Clear();
      });
    }
    case RegulationsTab::bans: {
      std::optional<tn::Tournament> t;
      if (!guarded(m_notifier, [&] { t = app::load_tournament(m_session, m_event); })) return false;
      tn::PairingBan ban;
      ban.ground = grounds[std::max(0, m_ban_ground->GetSelection())];
      ban.until_round = m_ban_until->GetValue();
      if (ban.ground == tn::BanGround::family) {
        ban.first = player_field(*t, *m_ban_first);
        ban.second = player_field(*t, *m_ban_second);
      }
      return guarded(m_notifier, [&] {
        (void)app::add_ban(m_session, m_event, ban);
        m_ban_first->Clear();
        m_ban_second->Clear();
      });
    }
  }
  return false;
}

bool RegulationsWindow::remove_selected(RegulationsTab tab) {
  auto& list = *m_lists[index(tab)];
  const long row = list.GetFirstSelected();
  if (row < 0) return false;
  wxString what;
  for (int c = 0; c < list.GetColumnCount(); ++c) {
    const wxString text = list.GetItemText(row, c);
    if (!text.empty()) what += (what.empty() ? "" : ", ") + text;
  }
  if (!confirm_remove(what)) return false;
  bool changed_meanwhile = false;
  const bool done = guarded(m_notifier, [&] {
    const tn::Tournament t = app::load_tournament(m_session, m_event);
    const auto k = static_cast<std::size_t>(row);
    // The line removed is the one shown: by the official's post and name, the section's name, and
    // for a prize or a ban by its number while the list is still the one shown.
    switch (tab) {
      case RegulationsTab::officials: {
        const auto shown = tn::event_officials(m_shown);
        changed_meanwhile = k >= shown.size() || tn::event_officials(t) != shown;
        if (!changed_meanwhile) (void)app::dismiss_official(m_session, m_event, shown[k].role, shown[k].name);
        break;
      }
      case RegulationsTab::sections:
        changed_meanwhile = k >= m_shown.sections.size();
        if (!changed_meanwhile) (void)app::remove_section(m_session, m_event, m_shown.sections[k].name);
        break;
      case RegulationsTab::prizes:
        changed_meanwhile = k >= m_shown.prizes.size() || t.prizes != m_shown.prizes;
        if (!changed_meanwhile) (void)app::remove_prize(m_session, m_event, static_cast<int>(row) + 1);
        break;
      case RegulationsTab::bans:
        changed_meanwhile = k >= m_shown.bans.size() || t.bans != m_shown.bans;
        if (!changed_meanwhile) (void)app::remove_ban(m_session, m_event, static_cast<int>(row) + 1);
        break;
    }
  });
  if (changed_meanwhile) {
    refresh();
    m_notifier.tell(_("The list had changed meanwhile and is shown anew; nothing was removed."),
                    Severity::warning);
    return false;
  }
  if (done) {
    refresh();
    m_notifier.tell(wxString::Format(_("Removed: %s"), what), Severity::info);
    if (changed) changed();
  }
  return done;
}

}  // namespace shashki::console
