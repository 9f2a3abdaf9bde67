#pragma once

#include "shashki/reports/report.hpp"

#include <filesystem>
#include <string>

namespace shashki::reports::samples {

/// The name every writer must carry through untouched (issue 8, acceptance).
inline const std::string tricky_name = "<b>Иванов \"Ваня\" O'Neil</b>";

/// A small standings list with a title block, legend and signatures (portrait).
Report sample_list();

/// A Swiss-style crosstable with `players` rows and `rounds` round columns (landscape), wide
/// enough for several rounds to need a second column slice.
Report sample_crosstable(int players, int rounds);

/// Compares `actual` with the golden file tests/data/reports/<name>; with SHASHKI_UPDATE_GOLDEN=1
/// in the environment it rewrites the file instead. Returns an empty string when equal, else a
/// description of the first difference.
std::string compare_with_golden(const std::string& actual, const std::string& name);

/// A report's HTML and CSV compared with their golden files <name>.html and <name>.csv
/// (compare_with_golden): empty when both are equal, else the differences found.
std::string golden_differences(const Report& report, const std::string& name);

/// Folder in the build tree where the tests leave PDFs and PNGs for a look by eye.
std::filesystem::path pages_dir();

}  // namespace shashki::reports::samples
