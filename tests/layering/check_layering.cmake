# The arrows of docs/architecture.md, checked over every include of every module:
#   cmake -DSOURCE_DIR=<tree> [-DPLANT_FILE=<path in the tree> -DPLANT_LINE=<#include line>] -P check_layering.cmake
# An include of the project's own module (shashki/<module>/) must be an arrow of the picture, a
# third-party library must be one its module may use, and no module reaches into another's src/.
# PLANT_FILE/PLANT_LINE add one file that is not on disk to the scan, so the check can be seen to
# fail (tests/CMakeLists.txt runs it so: layering_plant_*).

cmake_minimum_required(VERSION 3.20)

# What each module may include of the project (besides itself and version.hpp).
set(core_modules rules endgame clock tournament pairing format reports db)
set(allowed_rules "")
set(allowed_endgame rules)
set(allowed_clock "")
set(allowed_tournament clock)
set(allowed_pairing tournament clock)
# format/ reads and writes the text files onto the models below it; nothing below includes it.
set(allowed_format pairing tournament)
set(allowed_reports tournament clock rules)
set(allowed_db tournament clock rules)
set(allowed_app ${core_modules})
set(allowed_web app clock tournament)
set(allowed_cli app web ${core_modules})
set(allowed_console app web ${core_modules})
# The third-party libraries each module may include (std and POSIX are not checked).
set(third_party wx gdk gtk sqlite3 SQLiteCpp boost CLI fmt nlohmann date cairo pango qrencode libintl openssl)
set(libs_rules "")
set(libs_endgame "")
set(libs_clock date)
set(libs_tournament date)
set(libs_pairing date)
set(libs_format "")
set(libs_reports cairo pango qrencode fmt date)
set(libs_db sqlite3 SQLiteCpp nlohmann fmt date)
# OpenSSL makes the board tokens from the venue key: the app only (docs/venue-tokens.md).
set(libs_app fmt nlohmann date libintl openssl)
set(libs_web boost nlohmann)
set(libs_cli CLI fmt nlohmann date)
set(libs_console wx gdk gtk fmt nlohmann date)
# Where each module lives.
set(dir_rules rules)
set(dir_endgame endgame)
set(dir_clock clock)
set(dir_tournament tournament)
set(dir_pairing pairing)
set(dir_format format)
set(dir_reports reports)
set(dir_db db)
set(dir_app arbiter/app)
set(dir_web arbiter/web)
set(dir_cli arbiter/cli)
set(dir_console arbiter/console)
set(all_modules ${core_modules} app web cli console)

set(violations "")

# Checks the include lines of `rel` (a path in the tree) of `module`.
function(check_includes module rel lines)
  set(found "")
  foreach(line IN LISTS lines)
    if(line MATCHES "[<\"]shashki/([a-z_]+)/")
      set(target ${CMAKE_MATCH_1})
      if(NOT target STREQUAL module AND NOT target IN_LIST allowed_${module})
        list(APPEND found "${rel}: ${module} may not include ${target}/ (no such arrow): ${line}")
      endif()
      # The app's public headers carry no db/ type: a front end that includes one does not get
      # the store with it (the app's sources use db/ freely).
      if(module STREQUAL "app" AND target STREQUAL "db" AND rel MATCHES "^arbiter/app/include/")
        list(APPEND found "${rel}: an app public header may not include db/: ${line}")
      endif()
    elseif(line MATCHES "[<\"]([A-Za-z0-9_]+)[/.>]")
      set(lib ${CMAKE_MATCH_1})
      if(lib MATCHES "^(cairo|pango)")
        string(REGEX REPLACE "^(cairo|pango).*" "\\1" lib ${lib})
      endif()
      if(lib IN_LIST third_party AND NOT lib IN_LIST libs_${module})
        list(APPEND found "${rel}: ${module} may not use ${lib}: ${line}")
      endif()
    endif()
    if(line MATCHES "[<\"][^>\"]*(\\.\\./|/src/)")
      list(APPEND found "${rel}: reaches into another module's sources: ${line}")
    endif()
  endforeach()
  set(violations ${violations} ${found} PARENT_SCOPE)
endfunction()

set(include_regex "^[ \t]*#[ \t]*include[ \t]*[<\"]")
foreach(module IN LISTS all_modules)
  file(GLOB_RECURSE files ${SOURCE_DIR}/${dir_${module}}/*.hpp ${SOURCE_DIR}/${dir_${module}}/*.cpp
       ${SOURCE_DIR}/${dir_${module}}/*.h)
  foreach(f IN LISTS files)
    file(RELATIVE_PATH rel ${SOURCE_DIR} ${f})
    file(STRINGS ${f} lines REGEX "${include_regex}")
    check_includes(${module} ${rel} "${lines}")
  endforeach()
  if(PLANT_FILE AND PLANT_FILE MATCHES "^${dir_${module}}/")
    message(STATUS "layering: planted ${PLANT_FILE}: ${PLANT_LINE}")
    check_includes(${module} ${PLANT_FILE} "${PLANT_LINE}")
  endif()
endforeach()

# A module the picture does not draw is not checked: it fails until it has its row above.
file(GLOB_RECURSE module_lists ${SOURCE_DIR}/*/CMakeLists.txt ${SOURCE_DIR}/arbiter/*/CMakeLists.txt)
foreach(f IN LISTS module_lists)
  file(STRINGS ${f} declared REGEX "^[ \t]*shashki_module\\(")
  foreach(line IN LISTS declared)
    string(REGEX REPLACE "^[ \t]*shashki_module\\(([a-z_]+).*" "\\1" name "${line}")
    if(NOT name IN_LIST all_modules)
      file(RELATIVE_PATH rel ${SOURCE_DIR} ${f})
      list(APPEND violations "${rel}: module ${name} is not in docs/architecture.md's picture nor in this check")
    endif()
  endforeach()
endforeach()

if(violations)
  string(REPLACE ";" "\n" text "${violations}")
  message(FATAL_ERROR "layering violations:\n${text}")
endif()
message(STATUS "layering: every include follows an arrow of docs/architecture.md")
