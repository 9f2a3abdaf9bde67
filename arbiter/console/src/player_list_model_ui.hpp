#pragma once

#include "shashki/tournament/player.hpp"

#include <wx/dataview.h>

#include <vector>

namespace shashki::console {

/// The players grid's model: a virtual list over the players the search keeps, so thousands of
/// rows cost nothing until they are drawn.
class PlayerListModel : public wxDataViewVirtualListModel {
 public:
  /// Columns of the grid, in order.
  enum Column : unsigned { number, name, rating, title, club, city, status, column_count };

  PlayerListModel() : wxDataViewVirtualListModel(0) {}

  /// Shows `players` at the positions `shown` (indices into players).
  void assign(const std::vector<tournament::Player>* players, std::vector<std::size_t> shown);
  /// The player on a row.
  [[nodiscard]] const tournament::Player& player(unsigned row) const { return (*m_players)[m_shown.at(row)]; }
  /// The text of one cell.
  [[nodiscard]] wxString text(unsigned row, unsigned column) const;

  unsigned GetColumnCount() const override { return column_count; }
  wxString GetColumnType(unsigned) const override { return "string"; }
  void GetValueByRow(wxVariant& variant, unsigned row, unsigned column) const override;
  bool SetValueByRow(const wxVariant&, unsigned, unsigned) override { return false; }
  unsigned GetCount() const override { return static_cast<unsigned>(m_shown.size()); }

 private:
  const std::vector<tournament::Player>* m_players = nullptr;
  std::vector<std::size_t> m_shown;
};

}  // namespace shashki::console
