#include "player_form_ui.hpp"

#include "notifier_ui.hpp"
#include "shashki/tournament/calendar.hpp"
#include "shashki/tournament/player_edit.hpp"

#include <wx/choice.h>
#include <wx/intl.h>
#include <wx/listbox.h>
#include <wx/sizer.h>
#include <wx/textctrl.h>

#include <algorithm>
#include <array>
#include <climits>

namespace shashki::console {

namespace {

using tournament::Sex;
using tournament::Title;

// Choice positions; what is stored is the title's code, never these indices.
constexpr std::array<Title, 14> titles{
    Title::none,          Title::gmi,         Title::mi,    Title::mf,
    Title::gms,           Title::msmk,        Title::ms,    Title::kms,
    Title::first,         Title::second,      Title::third, Title::first_junior,
    Title::second_junior, Title::third_junior};

wxString title_label(Title title) {
  switch (title) {
    case Title::none:
      return _("no title");
    case Title::gmi:
      return _("GMI, international grandmaster");
    case Title::mi:
      return _("MI, international master");
    case Title::mf:
      return _("MF, FMJD master");
    case Title::gms:
      return _("GMS, grandmaster of Russia");
    case Title::msmk:
      return _("MSMK, master of sport, international class");
    case Title::ms:
      return _("MS, master of sport");
    case Title::kms:
      return _("KMS, candidate master of sport");
    case Title::first:
      return _("1st category");
    case Title::second:
      return _("2nd category");
    case Title::third:
      return _("3rd category");
    case Title::first_junior:
      return _("1st junior category");
    case Title::second_junior:
      return _("2nd junior category");
    case Title::third_junior:
      return _("3rd junior category");
  }
  return {};
}

int title_index(Title title) {
  return static_cast<int>(std::find(titles.begin(), titles.end(), title) - titles.begin());
}

constexpr std::array<Sex, 3> sexes{Sex::unknown, Sex::male, Sex::female};

wxString sex_label(Sex sex) {
  switch (sex) {
    case Sex::male:
      return _("male");
    case Sex::female:
      return _("female");
    case Sex::unknown:
      break;
  }
  return _("not stated");
}

int sex_index(Sex sex) {
  return static_cast<int>(std::find(sexes.begin(), sexes.end(), sex) - sexes.begin());
}

}  // namespace

PlayerForm form_of(const tournament::Player& player) {
  return PlayerForm{player.name,   player.rating,     player.title, player.club,
                    player.city,   player.federation, player.birth, player.sex,
                    player.region, player.coach,      std::nullopt, player.birth_year};
}

tournament::Player with_details(tournament::Player player, const PlayerForm& form) {
  tournament::Player details;
  details.name = form.name;
  details.rating = form.rating;
  details.title = form.title;
  details.club = form.club;
  details.city = form.city;
  details.federation = form.federation;
  details.birth = form.birth;
  details.birth_year = form.birth_year;
  details.sex = form.sex;
  details.region = form.region;
  details.coach = form.coach;
  return tournament::with_edited_details(std::move(player), details);
}

PlayerFormDialog::PlayerFormDialog(wxWindow* parent, const wxString& title, const wxString& ok_label,
                                   const wxString& ok_tip, const PlayerForm& initial, Apply apply,
                                   Search search)
    : ApplyForm(parent, title),
      m_apply(std::move(apply)),
      m_search(std::move(search)),
      m_register_id(initial.register_id) {
  auto* grid = new wxFlexGridSizer(2, 6, 8);
  grid->AddGrowableCol(1);
  auto text = [&](const wxString& label, const std::string& value, const wxString& tip) {
    auto* control = new wxTextCtrl(this, wxID_ANY, u8(value), wxDefaultPosition, wxSize(300, -1));
    add_row(*grid, label, control, tip);
    return control;
  };
  if (m_search) {
    m_register_search =
        text(_("Register &lookup:"), {},
             _("Type the start of a name, a club or a year of birth to find the player in the "
               "register; choose him below to fill the form"));
    m_register_list = new wxListBox(this, wxID_ANY, wxDefaultPosition, wxSize(300, 110));
    add_row(*grid, _("Found:"), m_register_list,
            _("The register's players matching what was typed; choosing one fills the form"));
    m_register_search->Bind(wxEVT_TEXT, [this](wxCommandEvent&) { find(trimmed(*m_register_search)); });
    m_register_list->Bind(wxEVT_LISTBOX, [this](wxCommandEvent& e) {
      if (e.GetSelection() >= 0) fill_from(static_cast<std::size_t>(e.GetSelection()));
    });
  }
  m_name =
      text(_("&Name:"), initial.name, _("As it is to be printed, e.g. \"Ivanov, Ivan\" or \"Иванов Иван\""));
  m_rating = text(_("&Rating:"), initial.rating ? std::to_string(*initial.rating) : std::string(),
                  _("A whole number from 0 to 4000; empty when the player has none"));
  m_title = new wxChoice(this, wxID_ANY);
  for (const Title t : titles) m_title->Append(title_label(t));
  m_title->SetSelection(title_index(initial.title));
  add_row(*grid, _("&Title:"), m_title, _("International title, Russian sports title or category"));
  m_club = text(_("&Club:"), initial.club, _("Club or school; may be empty"));
  m_city = text(_("C&ity:"), initial.city, _("City or region; may be empty"));
  m_federation = text(_("&Federation:"), initial.federation, _("Three-letter code, e.g. RUS; may be empty"));
  m_birth = text(_("&Birth:"), tournament::birth_text(initial.birth, initial.birth_year),
                 _("Date of birth as YYYY-MM-DD, e.g. 2008-05-17, or the year alone; may be empty"));
  m_sex = new wxChoice(this, wxID_ANY);
  for (const Sex s : sexes) m_sex->Append(sex_label(s));
  m_sex->SetSelection(sex_index(initial.sex));
  add_row(*grid, _("&Sex:"), m_sex,
          _("For the sections and prizes of a children's event; may be left unset"));
  m_region = text(_("Re&gion:"), initial.region, _("Region, as the final protocol names it; may be empty"));
  m_coach = text(_("C&oach:"), initial.coach, _("The player's coach, for the final protocol; may be empty"));
  finish(grid, ok_label, ok_tip);
  name_field("name", m_name);
  name_field("rating", m_rating);
  name_field("title", m_title);
  if (m_register_search != nullptr) {
    name_field("register", m_register_search);
    m_register_search->SetFocus();
  } else {
    m_name->SetFocus();
  }
}

void PlayerFormDialog::find(const std::string& text) {
  // Searching again means another player: the entry chosen before no longer links this one.
  m_register_id.reset();
  m_found.clear();
  m_register_list->Clear();
  // One letter would list half the register; the list starts at the second.
  const auto letters = std::count_if(text.begin(), text.end(),
                                     [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; });
  if (letters < 2 || tournament::parse_register_query(text).empty()) return;
  m_found = m_search(text);
  for (const auto& e : m_found) {
    // What tells two namesakes apart: the year, the rank, the club and the city.
    std::string line = e.name;
    if (e.birth_year) line += ", " + std::to_string(*e.birth_year);
    if (e.title != Title::none) line += ", " + title_label(e.title).utf8_string();
    for (const auto* part : {&e.club, &e.city}) {
      if (!part->empty()) line += ", " + *part;
    }
    m_register_list->Append(u8(line));
  }
}

void PlayerFormDialog::fill_from(std::size_t row) {
  const auto& e = m_found.at(row);
  const auto p = tournament::player_of(e);
  m_name->ChangeValue(u8(p.name));
  m_title->SetSelection(title_index(p.title));
  m_club->ChangeValue(u8(p.club));
  m_city->ChangeValue(u8(p.city));
  m_federation->ChangeValue(u8(p.federation));
  m_birth->ChangeValue(u8(tournament::birth_text(p.birth, p.birth_year)));
  m_sex->SetSelection(sex_index(p.sex));
  m_region->ChangeValue(u8(p.region));
  m_coach->ChangeValue(u8(p.coach));
  m_register_id = e.id;
}

void PlayerFormDialog::search_register(const wxString& text) {
  m_register_search->ChangeValue(text);
  find(trimmed(*m_register_search));
}

std::vector<wxString> PlayerFormDialog::register_matches() const {
  std::vector<wxString> lines;
  for (unsigned row = 0; row < m_register_list->GetCount(); ++row)
    lines.push_back(m_register_list->GetString(row));
  return lines;
}

void PlayerFormDialog::choose_register_match(unsigned row) {
  m_register_list->SetSelection(static_cast<int>(row));
  fill_from(row);
}

PlayerForm PlayerFormDialog::read() const {
  PlayerForm form;
  form.name = trimmed(*m_name);
  if (const std::string rating = trimmed(*m_rating); !rating.empty()) {
    long value = 0;
    if (!u8(rating).ToLong(&value) || value < INT_MIN || value > INT_MAX) {
      refuse(wxString::Format(_("Rating: '%s' is not a whole number."), u8(rating)));
    }
    form.rating = static_cast<int>(value);
  }
  form.title = titles.at(static_cast<std::size_t>(std::max(0, m_title->GetSelection())));
  form.club = trimmed(*m_club);
  form.city = trimmed(*m_city);
  form.federation = trimmed(*m_federation);
  const auto birth = tournament::parse_birth(trimmed(*m_birth));
  if (!birth) {
    refuse(
        wxString::Format(_("Birth: '%s' is not a date YYYY-MM-DD or a year of birth."), m_birth->GetValue()));
  }
  form.birth = birth->date;
  form.birth_year = birth->year;
  form.sex = sexes.at(static_cast<std::size_t>(std::max(0, m_sex->GetSelection())));
  form.region = trimmed(*m_region);
  form.coach = trimmed(*m_coach);
  form.register_id = m_register_id;
  return form;
}

void PlayerFormDialog::apply() {
  m_apply(read());
}

void PlayerFormDialog::set_text(PlayerField field, const wxString& text) {
  if (field == PlayerField::title) {
    m_title->SetSelection(title_index(tournament::parse_title(text.utf8_string()).value_or(Title::none)));
  } else if (field == PlayerField::sex) {
    m_sex->SetSelection(sex_index(tournament::sex_from_code(text.utf8_string()).value_or(Sex::unknown)));
  } else {
    text_field(field).ChangeValue(text);
  }
}

wxString PlayerFormDialog::text(PlayerField field) const {
  if (field == PlayerField::title) return m_title->GetStringSelection();
  if (field == PlayerField::sex) return m_sex->GetStringSelection();
  return text_field(field).GetValue();
}

wxTextCtrl& PlayerFormDialog::text_field(PlayerField field) const {
  const std::array<wxTextCtrl*, 10> fields{m_name,       m_rating, nullptr, m_club,   m_city,
                                           m_federation, m_birth,  nullptr, m_region, m_coach};
  return *fields.at(static_cast<std::size_t>(field));
}

}  // namespace shashki::console
