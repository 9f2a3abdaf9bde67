#include "player_list_model_ui.hpp"

#include "notifier_ui.hpp"
#include "shashki/app/event_reports.hpp"
#include "shashki/reports/report_builders.hpp"

#include <wx/intl.h>

namespace shashki::console {

void PlayerListModel::assign(const std::vector<tournament::Player>* players, std::vector<std::size_t> shown) {
  m_players = players;
  m_shown = std::move(shown);
  Reset(static_cast<unsigned>(m_shown.size()));
}

wxString PlayerListModel::text(unsigned row, unsigned column) const {
  if (m_players == nullptr || row >= m_shown.size()) return {};
  const auto& p = player(row);
  switch (column) {
    case number:
      return wxString::Format("%d", p.number);
    case name:
      return u8(p.name);
    case rating:
      return p.rating ? wxString::Format("%d", *p.rating) : wxString();
    case title:
      // Written as the standings and every printed list write it (КМС, 1 р.), not as its code.
      return u8(reports::title_abbreviation(p.title, app::report_translator()));
    case club:
      return u8(p.club);
    case city:
      return u8(p.city);
    case status:
      // A late entry or a re-admitted player is paired only from that round on.
      if (p.status == tournament::PlayerStatus::active) {
        return p.late_entry_round.value_or(1) > 1
                   ? wxString::Format(_("active from round %d"), *p.late_entry_round)
                   : _("active");
      }
      return p.withdrawn_from ? wxString::Format(_("withdrawn from round %d"), *p.withdrawn_from)
                              : _("withdrawn");
    default:
      return {};
  }
}

void PlayerListModel::GetValueByRow(wxVariant& variant, unsigned row, unsigned column) const {
  variant = text(row, column);
}

}  // namespace shashki::console
