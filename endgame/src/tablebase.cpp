#include "shashki/endgame/tablebase.hpp"

#include "board32.hpp"
#include "shashki/rules/movegen.hpp"
#include "tables.hpp"

#include <algorithm>

namespace shashki::endgame {

std::filesystem::path class_file(const std::filesystem::path& directory, const Material& material) {
  return directory / (material.name() + ".egdb");
}

Tablebase::Tablebase(std::filesystem::path directory)
    : m_directory(std::move(directory)), m_tables(std::make_unique<detail::Tables>(m_directory)) {}
Tablebase::~Tablebase() = default;
Tablebase::Tablebase(Tablebase&&) noexcept = default;
Tablebase& Tablebase::operator=(Tablebase&&) noexcept = default;

bool Tablebase::has_class(const Material& material) const {
  return std::filesystem::exists(class_file(m_directory, material));
}

std::optional<Value> Tablebase::probe(const rules::Position& position) const {
  const detail::Board b = detail::canonical(position);
  if ((b.white_men | b.white_kings) == 0) return Value{Result::loss, 0};  // 6.1.7
  const Material m = detail::material_of(b);
  if (m.pieces() > database_pieces || m.black_men + m.black_kings == 0) return std::nullopt;
  if (m_tables->load(m) == nullptr) return std::nullopt;
  return m_tables->lookup(b);
}

std::vector<MoveValue> Tablebase::move_values(const rules::Position& position) const {
  std::vector<MoveValue> out;
  for (const auto& m : rules::legal_moves(position)) {
    const auto child = probe(position.succ(m));
    if (!child) return {};
    out.push_back({m, Value::from_child(*child)});
  }
  std::stable_sort(out.begin(), out.end(),
                   [](const MoveValue& a, const MoveValue& b) { return a.value.better_than(b.value); });
  return out;
}

std::vector<rules::Move> Tablebase::best_line(const rules::Position& position, int limit) const {
  std::vector<rules::Move> line;
  rules::Position p = position;
  for (int i = 0; i < limit; ++i) {
    const auto moves = move_values(p);
    if (moves.empty()) break;
    line.push_back(moves.front().move);
    p = p.succ(moves.front().move);
  }
  return line;
}

}  // namespace shashki::endgame
