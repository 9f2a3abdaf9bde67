#pragma once
// The class files and their in-memory copies, shared by the build (which reads the classes a
// capture or a promotion leads to) and by probing.
//
// A class file: the 12 bytes "SHASHKI-EGDB", a format byte (1), three zero bytes, the class's
// four digits ("1102"), the number of positions (8 bytes, little-endian), an FNV-1a hash of the
// data (8 bytes), then one byte per position in index order (value.hpp: 0 a draw, else plies + 1).

#include "board32.hpp"
#include "class_index.hpp"
#include "shashki/endgame/material.hpp"
#include "shashki/endgame/value.hpp"

#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <vector>

namespace shashki::endgame::detail {

/// One class: its index and its values.
struct ClassTable {
  explicit ClassTable(const Material& m) : index(m) {}
  ClassIndex index;
  std::vector<std::uint8_t> values;
};

/// Writes a class file (through a temporary file and a rename, so a crash leaves no half file).
void write_class_file(const std::filesystem::path& file, const Material& material,
                      const std::vector<std::uint8_t>& values);
/// Reads a class file; throws DatabaseError naming the file if it is unreadable or damaged.
std::vector<std::uint8_t> read_class_file(const std::filesystem::path& file, const Material& material,
                                          std::uint64_t expected_positions);

/// The classes of a directory, loaded on first use. `load` is thread-safe; `find` may run in
/// many threads at once while nothing loads.
class Tables {
 public:
  explicit Tables(std::filesystem::path directory) : m_directory(std::move(directory)) {}

  /// The class, loaded from its file if needed; null when there is no file.
  const ClassTable* load(const Material& material);
  /// The class if already loaded.
  [[nodiscard]] const ClassTable* find(const Material& material) const;
  /// Keeps a class built in memory (the build's own result).
  void keep(const Material& material, std::vector<std::uint8_t> values);
  /// The value of a board (side to move = White) from loaded classes: a side without pieces
  /// has lost (6.1.7); none when its class is not loaded.
  [[nodiscard]] std::optional<Value> lookup(const Board& board) const;

  [[nodiscard]] const std::filesystem::path& directory() const { return m_directory; }

 private:
  std::filesystem::path m_directory;
  std::mutex m_mutex;
  std::map<Material, std::unique_ptr<ClassTable>> m_classes;
};

/// The material of a board.
[[nodiscard]] inline Material material_of(const Board& b) {
  return {__builtin_popcount(b.white_men), __builtin_popcount(b.white_kings), __builtin_popcount(b.black_men),
          __builtin_popcount(b.black_kings)};
}

}  // namespace shashki::endgame::detail
