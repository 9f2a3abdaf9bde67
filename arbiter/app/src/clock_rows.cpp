#include "clock_rows.hpp"

namespace shashki::app {

clock::ClockRecordRow to_row(const clock::JournalRecord& record) {
  clock::ClockRecordRow out;
  out.row.at = record.at;
  out.row.kind = record.kind;
  out.row.side = record.side;
  out.row.reading_ms = record.reading.count();
  out.row.white_ms = record.white.count();
  out.row.black_ms = record.black.count();
  out.row.white_moves = record.white_moves;
  out.row.black_moves = record.black_moves;
  if (!record.reason.empty()) out.row.reason = record.reason;
  out.row.cause = record.cause;
  out.value = record.value;
  return out;
}

std::variant<std::vector<clock::JournalRecord>, std::string> to_records(
    std::span<const clock::ClockRecordRow> rows) {
  std::vector<clock::JournalRecord> records;
  records.reserve(rows.size());
  for (const auto& row : rows) {
    clock::JournalRecord r;
    r.kind = row.row.kind;
    r.side = row.row.side;
    r.reading = std::chrono::milliseconds(row.row.reading_ms);
    r.at = row.row.at;
    r.white = std::chrono::milliseconds(row.row.white_ms);
    r.black = std::chrono::milliseconds(row.row.black_ms);
    r.white_moves = row.row.white_moves;
    r.black_moves = row.row.black_moves;
    r.value = row.value;
    r.reason = row.row.reason.value_or("");
    r.cause = row.row.cause;
    records.push_back(std::move(r));
  }
  return records;
}

void append_new_rows(tournament::ClockWrite& write, const clock::GameClock& clock, std::size_t stored) {
  for (std::size_t r = stored; r < clock.journal().size(); ++r)
    write.rows.push_back(to_row(clock.journal()[r]));
}

}  // namespace shashki::app
