#pragma once

#include "shashki/endgame/error.hpp"
#include "shashki/endgame/material.hpp"
#include "shashki/endgame/value.hpp"
#include "shashki/rules/move.hpp"
#include "shashki/rules/position.hpp"

#include <atomic>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <stdexcept>
#include <vector>

namespace shashki::endgame {

namespace detail {
class Tables;
}

/// The largest number of pieces the databases hold.
inline constexpr int database_pieces = 5;

/// What the build of one class produced.
struct ClassReport {
  Material material;
  std::uint64_t positions = 0;  ///< positions with the side to move seen as White
  std::uint64_t wins = 0;       ///< of them, won for the side to move
  std::uint64_t draws = 0;
  std::uint64_t losses = 0;
  int longest_win = 0;      ///< plies of the longest win (odd), 0 if none
  std::uint64_t bytes = 0;  ///< size of the class file
  bool built = false;       ///< false: the file was already there and was kept
  bool verified = false;    ///< the consistency pass agreed on every position
};

/// Receives the build's progress; the command line draws a bar, a benchmark takes times.
class BuildProgress {
 public:
  virtual ~BuildProgress() = default;
  /// A class starts (number `index` of `count`).
  virtual void class_started(const Material& material, std::uint64_t positions, int index, int count) = 0;
  /// Part of the current class is done: `fraction` in 0..1, `stage` "build" or "verify".
  virtual void advance(const char* stage, double fraction) = 0;
  /// A class is finished.
  virtual void class_finished(const ClassReport& report) = 0;
  /// The whole build: `fraction` in 0..1 of the positions to solve and to check, for a bar that
  /// runs once from start to end (the console's). Called with each advance().
  virtual void overall(double fraction) { (void)fraction; }
};

/// What to build.
struct BuildOptions {
  int max_pieces = database_pieces;  ///< every class of up to this many pieces...
  std::vector<Material> only;        ///< ...or only these classes and those they lead to
  int threads = 2;
  bool verify = true;  ///< run the consistency pass on every class built
  /// Raised (from any thread), stops the build within a chunk of positions: build() throws
  /// BuildCancelled. The classes finished before stay; the one under way leaves no file.
  const std::atomic<bool>* cancel = nullptr;
};

/// The classes build() would write for `options` into `directory`: those asked for and every
/// class they lead to that are not there yet (a class with its colour-swapped twin), in build order.
[[nodiscard]] std::vector<Material> classes_to_build(const std::filesystem::path& directory,
                                                     const BuildOptions& options);

/// Builds into `directory` the classes asked for and every class they lead to, skipping the
/// classes already present. Each class file is written whole or not at all (a temporary file
/// renamed). Throws DatabaseError on a file error, a failed consistency pass or a distance
/// beyond max_plies, and BuildCancelled (a DatabaseError) when options.cancel is raised.
std::vector<ClassReport> build(const std::filesystem::path& directory, const BuildOptions& options,
                               BuildProgress* progress = nullptr);

/// Checks every position of a stored class against its moves (the consistency pass): its value
/// must be the best of the values its moves give. Returns the number of disagreements.
std::uint64_t verify_class(const std::filesystem::path& directory, const Material& material, int threads = 2,
                           BuildProgress* progress = nullptr);

/// A legal move and the value it gives the side to move.
struct MoveValue {
  rules::Move move;
  Value value;
};

/// Read access to the databases in a directory; class files are loaded on first use.
class Tablebase {
 public:
  /// The databases in `directory` (which may be missing or incomplete).
  explicit Tablebase(std::filesystem::path directory);
  ~Tablebase();
  Tablebase(Tablebase&&) noexcept;
  Tablebase& operator=(Tablebase&&) noexcept;

  /// The directory read.
  [[nodiscard]] const std::filesystem::path& directory() const { return m_directory; }
  /// Whether the class file of `material` is present.
  [[nodiscard]] bool has_class(const Material& material) const;
  /// The value for the side to move; none when the position is outside the databases (too many
  /// pieces, or a class not built). A side without pieces has lost (6.1.7): 0 plies.
  [[nodiscard]] std::optional<Value> probe(const rules::Position& position) const;
  /// Every legal move with its value for the side to move, best first; empty when the position
  /// or one of its successors is outside the databases.
  [[nodiscard]] std::vector<MoveValue> move_values(const rules::Position& position) const;
  /// A best line from `position`: the winner's quickest, the loser's longest; for a draw, moves
  /// that keep the draw, at most `limit` plies.
  [[nodiscard]] std::vector<rules::Move> best_line(const rules::Position& position, int limit = 400) const;

 private:
  std::filesystem::path m_directory;
  std::unique_ptr<detail::Tables> m_tables;
};

/// The file of one class in a directory.
[[nodiscard]] std::filesystem::path class_file(const std::filesystem::path& directory,
                                               const Material& material);

}  // namespace shashki::endgame
