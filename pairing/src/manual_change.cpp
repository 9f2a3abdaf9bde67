#include "shashki/pairing/manual_change.hpp"

#include "board_text.hpp"

#include <algorithm>
#include <optional>

namespace shashki::pairing {

using tournament::Message;

namespace {

// The places where `n` sits in the round: a board side or the bye list.
int* place_of(Pairing& p, int n) {
  for (Board& b : p.boards) {
    if (b.white == n) return &b.white;
    if (b.black == n) return &b.black;
  }
  for (int& bye : p.byes) {
    if (bye == n) return &bye;
  }
  return nullptr;
}

// Applies one change to `round` (and `input` for a forbidden pair); returns the
// description, or sets `refusal` when the change cannot be made at all.
struct Apply {
  Pairing& round;
  PairingInput& input;
  std::optional<Message>& refusal;

  Message operator()(const SwapColours& c) const {
    if (c.board < 1 || c.board > static_cast<int>(round.boards.size())) {
      refusal = Message(N_("there is no board {board} in the draft")).with("board", c.board).about("swap");
      return {};
    }
    Board& b = round.boards[static_cast<std::size_t>(c.board - 1)];
    const std::string old = board_text(b);
    std::swap(b.white, b.black);
    return Message(N_("swap colours on board {board} ({old} becomes {new})"))
        .with("board", c.board)
        .with("old", old)
        .with("new", board_text(b));
  }
  Message operator()(const ExchangePlayers& c) const {
    int* a = place_of(round, c.first);
    int* b = place_of(round, c.second);
    if (a == nullptr || b == nullptr || c.first == c.second) {
      refusal = Message(N_("both players must be in the round and different")).about("exchange");
      return {};
    }
    std::swap(*a, *b);
    std::sort(round.byes.begin(), round.byes.end());
    return Message(N_("exchange {first} and {second}")).with("first", c.first).with("second", c.second);
  }
  Message operator()(const RePair& c) const {
    round = c.pairing;
    std::sort(round.byes.begin(), round.byes.end());
    return Message::plural(N_("re-pair the round ({n} board)"), N_("re-pair the round ({n} boards)"),
                           round.boards.size());
  }
  Message operator()(const ForbidPair& c) const {
    if (input.find(c.first) == nullptr || input.find(c.second) == nullptr || c.first == c.second) {
      refusal = Message(N_("both players must be in the event and different")).about("forbid");
      return {};
    }
    input.forbidden_pairs.insert({std::min(c.first, c.second), std::max(c.first, c.second), 1, 0});
    // The ground is a stored code (code(ForbidGround)), the same in every language.
    return Message(N_("forbid {first} against {second} ({ground})"))
        .with("first", c.first)
        .with("second", c.second)
        .with("ground", std::string(code(c.ground)));
  }
};

}  // namespace

std::string_view code(ForbidGround ground) {
  switch (ground) {
    case ForbidGround::same_club:
      return "same-club";
    case ForbidGround::same_family:
      return "same-family";
    case ForbidGround::judge_decision:
      break;
  }
  return "judge";
}

PairingEditor::PairingEditor(PairingInput input, Pairing proposal, CheckOptions options)
    : m_input(std::move(input)), m_pairing(std::move(proposal)), m_options(options) {}

std::vector<Finding> PairingEditor::findings() const {
  return check_round(m_input, m_pairing, m_options);
}

std::variant<ChangeRecord, Message> PairingEditor::apply(const ManualChange& change,
                                                         const std::string& reason, bool confirm_violations) {
  if (reason.find_first_not_of(" \t") == std::string::npos) {
    return Message(N_("the judge's reason for a manual change is required")).about("reason");
  }
  Pairing round = m_pairing;
  PairingInput input = m_input;
  std::optional<Message> refusal;
  Message described = std::visit(Apply{round, input, refusal}, change);
  if (refusal) return *refusal;
  ChangeRecord record;
  record.sequence = static_cast<int>(m_log.size()) + 1;
  record.description = described.english();
  record.change = std::move(described);
  record.reason = reason;
  record.before = m_pairing;
  record.after = round;
  record.findings = check_round(input, round, m_options);
  record.applied = record.findings.empty() || confirm_violations;
  if (record.applied) {
    m_pairing = std::move(round);
    m_input = std::move(input);
  }
  m_log.push_back(record);
  return record;
}

}  // namespace shashki::pairing
