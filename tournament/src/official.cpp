#include "shashki/tournament/official.hpp"

#include "shashki/tournament/sections.hpp"
#include "shashki/tournament/tournament.hpp"

#include <algorithm>
#include <array>
#include <utility>

#define N_(text) text

namespace shashki::tournament {

namespace {

constexpr std::array roles{std::pair{OfficialRole::chief_judge, std::string_view("chief-judge")},
                           std::pair{OfficialRole::chief_secretary, std::string_view("chief-secretary")},
                           std::pair{OfficialRole::deputy, std::string_view("deputy")}};

// Each category with its code and the Russian abbreviation judges type (upper and lower case).
struct CategoryCodes {
  JudgeCategory category;
  std::string_view code, lower, russian, russian_lower;
};
constexpr std::array categories{
    CategoryCodes{JudgeCategory::all_russian, "VK", "vk", "ВК", "вк"},
    CategoryCodes{JudgeCategory::first, "1K", "1k", "1К", "1к"},
    CategoryCodes{JudgeCategory::second, "2K", "2k", "2К", "2к"},
    CategoryCodes{JudgeCategory::third, "3K", "3k", "3К", "3к"},
    CategoryCodes{JudgeCategory::young, "YS", "ys", "ЮС", "юс"},
};

// The order the documents print the panel in.
int rank_of(OfficialRole role) {
  return role == OfficialRole::chief_judge ? 0 : role == OfficialRole::chief_secretary ? 1 : 2;
}

}  // namespace

std::string_view code(OfficialRole role) {
  for (const auto& [r, text] : roles) {
    if (r == role) return text;
  }
  return {};
}

std::optional<OfficialRole> official_role_from_code(std::string_view text) {
  for (const auto& [r, c] : roles) {
    if (c == text) return r;
  }
  return std::nullopt;
}

std::string_view code(JudgeCategory category) {
  for (const auto& c : categories) {
    if (c.category == category) return c.code;
  }
  return {};
}

const char* name(OfficialRole role) {
  switch (role) {
    case OfficialRole::chief_judge:
      return N_("chief judge");
    case OfficialRole::chief_secretary:
      return N_("chief secretary");
    case OfficialRole::deputy:
      break;
  }
  return N_("deputy chief judge");
}

const char* name(JudgeCategory category) {
  switch (category) {
    case JudgeCategory::none:
      break;
    case JudgeCategory::all_russian:
      return N_("judge of the all-Russian category");
    case JudgeCategory::first:
      return N_("judge of the first category");
    case JudgeCategory::second:
      return N_("judge of the second category");
    case JudgeCategory::third:
      return N_("judge of the third category");
    case JudgeCategory::young:
      return N_("young sports judge");
  }
  return "";
}

const char* abbreviation(JudgeCategory category) {
  switch (category) {
    case JudgeCategory::none:
      break;
    case JudgeCategory::all_russian:
      return N_("VK");
    case JudgeCategory::first:
      return N_("1K");
    case JudgeCategory::second:
      return N_("2K");
    case JudgeCategory::third:
      return N_("3K");
    case JudgeCategory::young:
      return N_("YS");
  }
  return "";
}

std::optional<JudgeCategory> judge_category_from_code(std::string_view text) {
  if (text.empty()) return JudgeCategory::none;
  for (const auto& c : categories) {
    // Upper or lower case as typed ("ВК", "вк", "1к"); mixed case is not a category's spelling.
    if (text == c.code || text == c.lower || text == c.russian || text == c.russian_lower) return c.category;
  }
  return std::nullopt;
}

Checked<Panel> appoint_official(const Tournament& tournament, Official official) {
  // "Петров " and "Петров" are one deputy.
  const auto first = official.name.find_first_not_of(" \t");
  official.name = first == std::string::npos
                      ? std::string()
                      : official.name.substr(first, official.name.find_last_not_of(" \t") - first + 1);
  const auto refuse = [&](const char* id) {
    return Checked<Panel>::failure(Message(id).with("name", official.name).about("name"));
  };
  if (official.name.find_first_not_of(" \t") == std::string::npos)
    return refuse(N_("an official needs a name"));
  if (official.name.find_first_of("\r\n") != std::string::npos)
    return refuse(N_("{name}: an official's name is one line"));
  if (utf8_length(official.name) > 200) return refuse(N_("{name}: a name is at most 200 characters"));
  Panel panel{tournament.officials, tournament.event.chief_arbiter};
  if (official.role == OfficialRole::chief_judge) panel.chief_arbiter = official.name;
  const auto same = [&](const Official& o) {
    return o.role == official.role && (official.role != OfficialRole::deputy || o.name == official.name);
  };
  const auto found = std::find_if(panel.officials.begin(), panel.officials.end(), same);
  if (found != panel.officials.end()) {
    *found = std::move(official);
  } else {
    panel.officials.push_back(std::move(official));
  }
  return Checked<Panel>(std::move(panel));
}

Checked<Panel> dismiss_official(const Tournament& tournament, OfficialRole role, const std::string& name) {
  // The chief judge is the event's chief arbiter even when typed only in the event's form.
  const auto panel_now = event_officials(tournament);
  const bool listed = std::any_of(panel_now.begin(), panel_now.end(),
                                  [&](const Official& o) { return o.role == role && o.name == name; });
  if (!listed) {
    return Checked<Panel>::failure(Message(N_("the event has no official {name} as {role}"))
                                       .with("name", name)
                                       .with_term("role", tournament::name(role))
                                       .about("name"));
  }
  Panel panel{tournament.officials, tournament.event.chief_arbiter};
  std::erase_if(panel.officials, [&](const Official& o) {
    return o.role == role && (o.name == name || role == OfficialRole::chief_judge);
  });
  if (role == OfficialRole::chief_judge) panel.chief_arbiter.clear();
  return Checked<Panel>(std::move(panel));
}

std::vector<Official> event_officials(const Tournament& tournament) {
  std::vector<Official> panel = tournament.officials;
  const auto chief = std::find_if(panel.begin(), panel.end(),
                                  [](const Official& o) { return o.role == OfficialRole::chief_judge; });
  const std::string& arbiter = tournament.event.chief_arbiter;
  if (chief != panel.end()) {
    // The event's form cleared the chief arbiter: the event has no chief judge to sign.
    if (arbiter.empty()) {
      panel.erase(chief);
    } else {
      chief->name = arbiter;
    }
  } else if (!arbiter.empty()) {
    panel.push_back({OfficialRole::chief_judge, arbiter, JudgeCategory::none});
  }
  std::stable_sort(panel.begin(), panel.end(),
                   [](const Official& a, const Official& b) { return rank_of(a.role) < rank_of(b.role); });
  return panel;
}

}  // namespace shashki::tournament
