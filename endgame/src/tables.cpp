#include "tables.hpp"

#include "shashki/endgame/tablebase.hpp"

#include <array>
#include <cstring>
#include <fstream>
#include <stdexcept>
#include <string>

namespace shashki::endgame::detail {

namespace {

constexpr char magic[12] = {'S', 'H', 'A', 'S', 'H', 'K', 'I', '-', 'E', 'G', 'D', 'B'};
constexpr std::uint8_t format_version = 1;
constexpr std::size_t header_size = 36;

std::uint64_t fnv1a(const std::vector<std::uint8_t>& data) {
  std::uint64_t h = 14695981039346656037ULL;
  for (const std::uint8_t b : data) {
    h ^= b;
    h *= 1099511628211ULL;
  }
  return h;
}

void put_u64(std::array<char, header_size>& h, std::size_t at, std::uint64_t v) {
  for (int i = 0; i < 8; ++i) h[at + static_cast<std::size_t>(i)] = static_cast<char>((v >> (8 * i)) & 0xFF);
}

std::uint64_t get_u64(const std::array<char, header_size>& h, std::size_t at) {
  std::uint64_t v = 0;
  for (int i = 7; i >= 0; --i) v = (v << 8) | static_cast<std::uint8_t>(h[at + static_cast<std::size_t>(i)]);
  return v;
}

}  // namespace

void write_class_file(const std::filesystem::path& file, const Material& material,
                      const std::vector<std::uint8_t>& values) {
  std::array<char, header_size> h{};
  std::memcpy(h.data(), magic, sizeof magic);
  h[12] = static_cast<char>(format_version);
  const std::string name = material.name();
  std::memcpy(h.data() + 16, name.data(), 4);
  put_u64(h, 20, values.size());
  put_u64(h, 28, fnv1a(values));
  std::filesystem::path tmp = file;
  tmp += ".tmp";
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    out.write(h.data(), static_cast<std::streamsize>(h.size()));
    out.write(reinterpret_cast<const char*>(values.data()), static_cast<std::streamsize>(values.size()));
    out.close();
    if (!out) {
      // A full disk leaves no half-written temporary file behind either.
      std::error_code ignored;
      std::filesystem::remove(tmp, ignored);
      throw DatabaseError(N_("{file}: cannot write the endgame database"), {{"file", tmp.string()}});
    }
  }
  std::filesystem::rename(tmp, file);
}

std::vector<std::uint8_t> read_class_file(const std::filesystem::path& file, const Material& material,
                                          std::uint64_t expected_positions) {
  std::ifstream in(file, std::ios::binary);
  if (!in) throw DatabaseError(N_("{file}: cannot open the endgame database"), {{"file", file.string()}});
  std::array<char, header_size> h{};
  in.read(h.data(), static_cast<std::streamsize>(h.size()));
  const std::string name = material.name();
  if (!in || std::memcmp(h.data(), magic, sizeof magic) != 0 ||
      static_cast<std::uint8_t>(h[12]) != format_version || std::memcmp(h.data() + 16, name.data(), 4) != 0 ||
      get_u64(h, 20) != expected_positions) {
    throw DatabaseError(N_("{file}: not an endgame database of class {class} in this format; rebuild the "
                           "endgame databases"),
                        {{"file", file.string()}, {"class", name}});
  }
  std::vector<std::uint8_t> values(expected_positions);
  in.read(reinterpret_cast<char*>(values.data()), static_cast<std::streamsize>(values.size()));
  if (!in || fnv1a(values) != get_u64(h, 28)) {
    throw DatabaseError(N_("{file}: the endgame database is truncated or damaged; rebuild it"),
                        {{"file", file.string()}});
  }
  return values;
}

const ClassTable* Tables::load(const Material& material) {
  std::lock_guard lock(m_mutex);
  if (const auto it = m_classes.find(material); it != m_classes.end()) return it->second.get();
  const auto file = class_file(m_directory, material);
  if (!std::filesystem::exists(file)) return nullptr;
  auto table = std::make_unique<ClassTable>(material);
  table->values = read_class_file(file, material, table->index.size());
  return m_classes.emplace(material, std::move(table)).first->second.get();
}

const ClassTable* Tables::find(const Material& material) const {
  const auto it = m_classes.find(material);
  return it == m_classes.end() ? nullptr : it->second.get();
}

void Tables::keep(const Material& material, std::vector<std::uint8_t> values) {
  std::lock_guard lock(m_mutex);
  auto table = std::make_unique<ClassTable>(material);
  table->values = std::move(values);
  m_classes[material] = std::move(table);
}

std::optional<Value> Tables::lookup(const Board& board) const {
  if ((board.white_men | board.white_kings) == 0) return Value{Result::loss, 0};  // 6.1.7
  const ClassTable* t = find(material_of(board));
  if (t == nullptr) return std::nullopt;
  return decode(t->values[t->index.index(board)]);
}

}  // namespace shashki::endgame::detail
