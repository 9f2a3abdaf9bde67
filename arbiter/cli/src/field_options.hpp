#pragma once

#include <string>
#include <string_view>

namespace shashki::cli {

/// The command-line option a message's field stands for ("event" -> "--event"), or empty when
/// the field has no option of its own. Only the CLI knows option names: the app and the core
/// modules name fields, and the console names its controls.
[[nodiscard]] std::string_view option_of_field(std::string_view field);

/// "--event: " followed by the translated message, or the message alone when its field has no
/// option.
[[nodiscard]] std::string with_option(std::string_view field, const std::string& translated);

}  // namespace shashki::cli
