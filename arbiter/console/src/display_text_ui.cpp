#include "display_text_ui.hpp"

#include <wx/intl.h>

namespace shashki::console {

wxString points_text(tournament::Points points, tournament::ScoringScale scale) {
  const int half = points.half_points();
  // In 2-1-0 a won game is 2 points, which is exactly the half-point count.
  if (scale == tournament::ScoringScale::two_one_zero) return wxString::Format("%d", half);
  return half % 2 == 0 ? wxString::Format("%d", half / 2) : wxString::Format("%d.5", half / 2);
}

wxString result_text(tournament::GameResult result, tournament::ScoringScale scale) {
  if (scale == tournament::ScoringScale::two_one_zero) {
    switch (result) {
      case tournament::GameResult::white_wins:
        return "2-0";
      case tournament::GameResult::draw:
        return "1-1";
      case tournament::GameResult::black_wins:
        return "0-2";
      default:
        break;
    }
  }
  return wxString::FromUTF8(std::string(tournament::code(result)));
}

wxString state_text(tournament::RoundState state) {
  switch (state) {
    case tournament::RoundState::draft:
      return _("draft");
    case tournament::RoundState::published:
      return _("published");
    case tournament::RoundState::complete:
      return _("complete");
    case tournament::RoundState::locked:
      return _("locked");
  }
  return {};
}

}  // namespace shashki::console
