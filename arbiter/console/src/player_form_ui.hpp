#pragma once

#include "apply_form_ui.hpp"
#include "shashki/tournament/player.hpp"
#include "shashki/tournament/register_entry.hpp"

#include <chrono>
#include <functional>
#include <optional>
#include <string>
#include <vector>

class wxChoice;
class wxListBox;
class wxTextCtrl;

namespace shashki::console {

/// What the player form holds, as plain values (the app checks them).
struct PlayerForm {
  std::string name;
  std::optional<int> rating;
  tournament::Title title = tournament::Title::none;
  std::string club;
  std::string city;
  std::string federation;
  std::optional<std::chrono::year_month_day> birth;
  tournament::Sex sex = tournament::Sex::unknown;
  std::string region;
  std::string coach;
  /// The player register's entry the form was filled from (docs/register.md), if any.
  std::optional<tournament::RegisterId> register_id;
  /// The year of birth when only the year is typed (Player::birth_year).
  std::optional<int> birth_year = std::nullopt;
};

/// The details of `player` as the form shows them.
[[nodiscard]] PlayerForm form_of(const tournament::Player& player);
/// `player` with its details (name, rating, title, club, city, federation, birth, sex, region,
/// coach) replaced by
/// the form's; number, status and rounds stay.
[[nodiscard]] tournament::Player with_details(tournament::Player player, const PlayerForm& form);

/// The fields of the player form, top to bottom.
enum class PlayerField : int { name, rating, title, club, city, federation, birth, sex, region, coach };

/// The form that registers a player or corrects one: name, rating, title, club, city,
/// federation, birth, sex, region, coach. OK reads the fields (a rating that is no number, a birth that is no
/// date are refused here, naming the field) and hands them to `apply`, which calls the app; a refusal stays
/// in the form.
///
/// Given a `search` over the player register, the form starts with a search box: what the judge
/// types finds entries as he types, and choosing one fills the fields (which he may still
/// correct) and links the player to it.
class PlayerFormDialog : public ApplyForm {
 public:
  using Apply = std::function<void(const PlayerForm&)>;
  /// The register's entries matching what was typed (app::RegisterService::search).
  using Search = std::function<std::vector<tournament::RegisterEntry>(const std::string&)>;

  PlayerFormDialog(wxWindow* parent, const wxString& title, const wxString& ok_label, const wxString& ok_tip,
                   const PlayerForm& initial, Apply apply, Search search = {});

  /// Types `text` into the register's search box as the judge would (one search per call).
  void search_register(const wxString& text);
  /// The entries the search box lists now, as shown.
  [[nodiscard]] std::vector<wxString> register_matches() const;
  /// Chooses the `row`-th entry listed (from 0), as a click or Enter on it does.
  void choose_register_match(unsigned row);

  /// Types `text` into a field as the judge would; for the title, its code or spelling
  /// ("MS", "КМС", "" for none); for the sex, its code ("m", "f", "ж", "" for not given).
  void set_text(PlayerField field, const wxString& text);
  /// What a field shows (the chosen label for the title and the sex).
  [[nodiscard]] wxString text(PlayerField field) const;

 private:
  void apply() override;
  [[nodiscard]] PlayerForm read() const;
  // The text control of a field other than the title.
  [[nodiscard]] wxTextCtrl& text_field(PlayerField field) const;

  // Lists what the search finds for `text`; fewer than 2 letters list nothing.
  void find(const std::string& text);
  // Fills the fields from the entry listed at `row` and remembers it.
  void fill_from(std::size_t row);

  Apply m_apply;
  Search m_search;
  std::vector<tournament::RegisterEntry> m_found;
  std::optional<tournament::RegisterId> m_register_id;
  wxTextCtrl* m_register_search = nullptr;
  wxListBox* m_register_list = nullptr;
  wxTextCtrl* m_name = nullptr;
  wxTextCtrl* m_rating = nullptr;
  wxChoice* m_title = nullptr;
  wxTextCtrl* m_club = nullptr;
  wxTextCtrl* m_city = nullptr;
  wxTextCtrl* m_federation = nullptr;
  wxTextCtrl* m_birth = nullptr;
  wxChoice* m_sex = nullptr;
  wxTextCtrl* m_region = nullptr;
  wxTextCtrl* m_coach = nullptr;
};

}  // namespace shashki::console
