#pragma once

#include "apply_form_ui.hpp"
#include "shashki/tournament/player.hpp"

#include <chrono>
#include <functional>
#include <optional>
#include <string>

class wxChoice;
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
class PlayerFormDialog : public ApplyForm {
 public:
  using Apply = std::function<void(const PlayerForm&)>;

  PlayerFormDialog(wxWindow* parent, const wxString& title, const wxString& ok_label, const wxString& ok_tip,
                   const PlayerForm& initial, Apply apply);

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

  Apply m_apply;
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
