#include "shashki/tournament/tiebreak.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <string>

// Marks the English names for xgettext: the app translates them (tournament is core).
#define N_(text) text

namespace shashki::tournament {

namespace {

struct Entry {
  Tiebreak tiebreak;
  std::string_view code;
  std::string_view name;
  // The column header: the code in English; a msgid so that a Russian table is headed in
  // Russian ("Бх-1"), the legend then giving the code beside it.
  std::string_view abbreviation;
};

// Codes are stored in event settings: they never change once released.
constexpr std::array<Entry, 16> table{{
    {Tiebreak::shmulyan, "SHM", N_("Shmulyan coefficient"), N_("SHM")},
    {Tiebreak::buchholz, "BH", N_("Buchholz"), N_("BH")},
    {Tiebreak::buchholz_cut1, "BH-C1", N_("Buchholz Cut-1"), N_("BH-C1")},
    {Tiebreak::buchholz_cut2, "BH-C2", N_("Buchholz Cut-2"), N_("BH-C2")},
    {Tiebreak::buchholz_median1, "BH-M1", N_("Buchholz Median"), N_("BH-M1")},
    {Tiebreak::sonneborn_berger, "SB", N_("Sonneborn-Berger (Berger coefficient)"), N_("SB")},
    {Tiebreak::koya, "KS", N_("Koya"), N_("KS")},
    {Tiebreak::direct_encounter, "DE", N_("Direct encounter"), N_("DE")},
    {Tiebreak::wins, "WIN", N_("Number of wins"), N_("WIN")},
    {Tiebreak::wins_played, "WON", N_("Number of wins over the board"), N_("WON")},
    {Tiebreak::games_with_black, "BPG", N_("Games with Black"), N_("BPG")},
    {Tiebreak::progressive, "PS", N_("Progressive score"), N_("PS")},
    {Tiebreak::average_rating, "ARO", N_("Average rating of opponents"), N_("ARO")},
    {Tiebreak::performance, "TPR", N_("Performance rating"), N_("TPR")},
    {Tiebreak::playoff, "PO", N_("Play-off"), N_("PO")},
    {Tiebreak::lot, "LOT", N_("Drawing of lots"), N_("LOT")},
}};

const Entry& entry(Tiebreak tiebreak) {
  return *std::find_if(table.begin(), table.end(), [&](const Entry& e) { return e.tiebreak == tiebreak; });
}

}  // namespace

std::string_view code(Tiebreak tiebreak) {
  return entry(tiebreak).code;
}

std::string_view name(Tiebreak tiebreak) {
  return entry(tiebreak).name;
}

std::string_view abbreviation(Tiebreak tiebreak) {
  return entry(tiebreak).abbreviation;
}

std::optional<Tiebreak> tiebreak_from_code(std::string_view text) {
  std::string upper(text);
  std::transform(upper.begin(), upper.end(), upper.begin(),
                 [](unsigned char c) { return static_cast<char>(std::toupper(c)); });
  for (const Entry& e : table) {
    if (e.code == upper) return e.tiebreak;
  }
  return std::nullopt;
}

Checked<std::vector<Tiebreak>> tiebreaks_from_codes(const std::vector<std::string>& codes) {
  std::vector<Tiebreak> list;
  for (const auto& item : codes) {
    const auto tiebreak = tiebreak_from_code(item);
    if (!tiebreak) {
      std::string known;
      for (const auto t : all_tiebreaks()) known += (known.empty() ? "" : ", ") + std::string(code(t));
      return Checked<std::vector<Tiebreak>>::failure(
          Message(N_("'{item}' is not a tie-break code; the codes are {codes}; nothing was changed"))
              .with("item", item)
              .with("codes", known)
              .about("tiebreaks"));
    }
    list.push_back(*tiebreak);
  }
  return list;
}

std::vector<std::string> tiebreak_codes(const std::vector<Tiebreak>& tiebreaks) {
  std::vector<std::string> codes;
  codes.reserve(tiebreaks.size());
  for (const auto t : tiebreaks) codes.emplace_back(code(t));
  return codes;
}

std::string_view code(TiebreakEdition edition) {
  return edition == TiebreakEdition::fide_2024 ? "2024" : "2026";
}

TiebreakEdition default_tiebreak_edition(std::optional<std::chrono::year_month_day> start) {
  using namespace std::chrono;
  constexpr year_month_day in_force_2026{year{2026}, March, day{1}};
  return start && *start < in_force_2026 ? TiebreakEdition::fide_2024 : TiebreakEdition::fide_2026;
}

std::optional<TiebreakEdition> tiebreak_edition_from_code(std::string_view text) {
  if (text == "2024") return TiebreakEdition::fide_2024;
  if (text == "2026") return TiebreakEdition::fide_2026;
  return std::nullopt;
}

const std::vector<Tiebreak>& all_tiebreaks() {
  static const std::vector<Tiebreak> all = [] {
    std::vector<Tiebreak> list;
    for (const Entry& e : table) list.push_back(e.tiebreak);
    return list;
  }();
  return all;
}

bool offered_for(Tiebreak tiebreak, PairingSystem system) {
  const bool round_robin =
      system == PairingSystem::round_robin || system == PairingSystem::double_round_robin;
  const bool buchholz_type = tiebreak == Tiebreak::buchholz || tiebreak == Tiebreak::buchholz_cut1 ||
                             tiebreak == Tiebreak::buchholz_cut2 || tiebreak == Tiebreak::buchholz_median1;
  return !(round_robin && buchholz_type);
}

std::vector<Tiebreak> default_tiebreaks(PairingSystem system) {
  switch (system) {
    case PairingSystem::round_robin:
    case PairingSystem::double_round_robin:
      return {Tiebreak::sonneborn_berger, Tiebreak::wins, Tiebreak::direct_encounter};
    case PairingSystem::swiss:
      return {Tiebreak::buchholz_cut1, Tiebreak::buchholz, Tiebreak::wins, Tiebreak::direct_encounter};
    case PairingSystem::knockout:
      return {};
  }
  return {};
}

}  // namespace shashki::tournament
