#include "shashki/app/endgame_build.hpp"

#include "shashki/app/endgame_service.hpp"
#include "shashki/app/errors.hpp"
#include "shashki/endgame/tablebase.hpp"

namespace shashki::app {

namespace {

// Hands the core's progress to the front end's callback as one status.
class StatusReport : public endgame::BuildProgress {
 public:
  StatusReport(const std::function<void(const EndgameBuildStatus&)>& report, int total) : m_report(report) {
    m_status.classes_total = total;
  }
  void class_started(const endgame::Material& material, std::uint64_t, int, int) override {
    // A class is built with its colour-swapped twin (docs/endgame.md): both are under way.
    auto name = [](const endgame::Material& m) { return m.name() + " (" + m.describe() + ")"; };
    m_status.material = name(material);
    if (material.flipped() != material) m_status.material += " + " + name(material.flipped());
    send();
  }
  void advance(const char*, double) override {}
  void overall(double fraction) override {
    // The core reports every chunk of positions; a bar needs only a change it can show.
    if (fraction - m_status.fraction < 0.001 && fraction < 1.0) return;
    m_status.fraction = fraction;
    send();
  }
  void class_finished(const endgame::ClassReport& r) override {
    ++m_status.classes_done;
    m_bytes += r.bytes;
    send();
  }
  [[nodiscard]] std::uint64_t bytes() const { return m_bytes; }
  [[nodiscard]] int done() const { return m_status.classes_done; }

 private:
  void send() {
    if (m_report) m_report(m_status);
  }
  const std::function<void(const EndgameBuildStatus&)>& m_report;
  EndgameBuildStatus m_status;
  std::uint64_t m_bytes = 0;
};

}  // namespace

std::vector<endgame::Material> endgame_classes_missing(const std::filesystem::path& directory,
                                                       const rules::Position& position) {
  const auto m = endgame::Material::of_side_to_move(position);
  // 6.1.7: a side without pieces has lost; there is nothing to look up.
  if (m.pieces() > endgame::database_pieces || m.white_men + m.white_kings == 0 ||
      m.black_men + m.black_kings == 0) {
    return {};
  }
  endgame::BuildOptions options;
  options.only = {m};
  return endgame::classes_to_build(directory, options);
}

std::vector<endgame::Material> endgame_classes_missing(const std::filesystem::path& directory) {
  endgame::BuildOptions options;
  options.max_pieces = endgame::database_pieces;
  return endgame::classes_to_build(directory, options);
}

EndgameBuildOutcome build_endgame_classes(const std::filesystem::path& directory,
                                          const std::vector<endgame::Material>& classes,
                                          const std::function<void(const EndgameBuildStatus&)>& report,
                                          const std::atomic<bool>& cancel) {
  EndgameBuildOutcome outcome;
  if (classes.empty()) return outcome;
  endgame::BuildOptions options;
  options.only = classes;
  options.cancel = &cancel;
  StatusReport status(report, static_cast<int>(endgame::classes_to_build(directory, options).size()));
  try {
    endgame::build(directory, options, &status);
  } catch (const endgame::BuildCancelled&) {
    outcome.cancelled = true;
  } catch (const endgame::DatabaseError& e) {
    throw Error(ExitCode::input, endgame_error_message(e));
  }
  outcome.classes_built = status.done();
  outcome.bytes = status.bytes();
  return outcome;
}

}  // namespace shashki::app
