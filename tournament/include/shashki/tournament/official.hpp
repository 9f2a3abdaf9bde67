#pragma once
// The event's officials as its documents name them (docs/documents.md, "Officials"): the chief
// judge, the chief secretary and the deputies, each with a sports judge's category.

#include "shashki/tournament/checked.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shashki::tournament {

struct Tournament;

/// An official's post in the judges' panel.
enum class OfficialRole {
  chief_judge,      ///< "chief-judge": signs every document; the event's chief arbiter
  chief_secretary,  ///< "chief-secretary": signs the protocols beside the chief judge
  deputy,           ///< "deputy": a deputy chief judge (several may serve)
};
/// Stable codes, as stored, written to JSON and given on the command line.
[[nodiscard]] std::string_view code(OfficialRole role);
[[nodiscard]] std::optional<OfficialRole> official_role_from_code(std::string_view text);

/// The post's name as an English msgid ("chief judge"); the app translates it.
[[nodiscard]] const char* name(OfficialRole role);

/// A sports judge's category as the Russian qualification rules give it.
enum class JudgeCategory {
  none,         ///< "": not stated
  all_russian,  ///< "VK": судья всероссийской категории
  first,        ///< "1K": судья первой категории
  second,       ///< "2K": судья второй категории
  third,        ///< "3K": судья третьей категории
  young,        ///< "YS": юный спортивный судья
};
/// Stable codes: "", "VK", "1K", "2K", "3K", "YS".
[[nodiscard]] std::string_view code(JudgeCategory category);
/// The category's name as an English msgid ("judge of the first category"), empty for none.
[[nodiscard]] const char* name(JudgeCategory category);
/// The category's abbreviation as an English msgid ("VK", "1K"; in Russian "ВК", "1К"), empty for none.
[[nodiscard]] const char* abbreviation(JudgeCategory category);
/// The category of a code, in either case, also as judges type it in Russian ("ВК", "1К", "ЮС");
/// nullopt for anything else.
[[nodiscard]] std::optional<JudgeCategory> judge_category_from_code(std::string_view text);

/// One official of an event.
struct Official {
  OfficialRole role = OfficialRole::deputy;
  std::string name;
  JudgeCategory category = JudgeCategory::none;

  friend bool operator==(const Official&, const Official&) = default;
};

/// The judges' panel of an event after an appointment or a dismissal, and the event's chief
/// arbiter that goes with it: the chief judge's name, none when he is dismissed.
struct Panel {
  std::vector<Official> officials;
  std::string chief_arbiter;
};

/// `tournament`'s panel after `official` is appointed: a chief judge or a chief secretary takes the
/// place of the one before; a deputy already listed under that name gets the new category,
/// another is added at the end. Refused (naming the field) for an empty or multi-line name or one
/// over 200 characters.
[[nodiscard]] Checked<Panel> appoint_official(const Tournament& tournament, Official official);

/// `tournament`'s panel without the official of `role` named `name`; refused when there is none.
[[nodiscard]] Checked<Panel> dismiss_official(const Tournament& tournament, OfficialRole role,
                                              const std::string& name);

/// The panel the documents print, chief judge first, then the chief secretary and the deputies.
/// The chief judge's name is the event's chief arbiter (one name, whether typed in the event's
/// form or appointed here); the appointed chief judge gives his category. An event with a chief
/// arbiter and no appointed chief judge prints him without a category.
[[nodiscard]] std::vector<Official> event_officials(const Tournament& tournament);

}  // namespace shashki::tournament
