# shashki_add_test(NAME SOURCES ... LIBS ... LABELS ...) builds one Boost.Test executable and
# registers it with CTest; --log_level=test_suite makes CTest's output show each suite's cases.
function(shashki_add_test name)
  cmake_parse_arguments(ARG "" "TIMEOUT;DISPLAY" "SOURCES;LIBS;LABELS;ARGS" ${ARGN})
  add_executable(${name} ${ARG_SOURCES})
  target_link_libraries(${name} PRIVATE ${ARG_LIBS} shashki_test_support shashki_warnings)
  if(SHASHKI_FAST_BUILD)
    # Boost.Test once per executable instead of once per source. The source that defines
    # BOOST_TEST_MODULE must include the header itself, after the definition.
    target_precompile_headers(${name} PRIVATE <boost/test/unit_test.hpp>)
    foreach(source ${ARG_SOURCES})
      if(EXISTS ${source})
        set(path ${source})
      else()
        set(path ${CMAKE_CURRENT_SOURCE_DIR}/${source})
      endif()
      if(EXISTS ${path})
        file(STRINGS ${path} module REGEX "define BOOST_TEST_MODULE")
        if(module)
          set_source_files_properties(${source} PROPERTIES SKIP_PRECOMPILE_HEADERS ON
            SKIP_UNITY_BUILD_INCLUSION ON)
        endif()
      endif()
    endforeach()
  endif()
  if(ARG_DISPLAY)
    # A display of its own: xvfb-run starts an X server with these arguments for this test only.
    find_program(XVFB_RUN xvfb-run REQUIRED)
    add_test(NAME ${name} COMMAND ${XVFB_RUN} --auto-servernum --server-args=${ARG_DISPLAY}
             $<TARGET_FILE:${name}> --log_level=test_suite --report_level=short ${ARG_ARGS})
  else()
    add_test(NAME ${name} COMMAND ${name} --log_level=test_suite --report_level=short ${ARG_ARGS})
  endif()
  if(NOT ARG_TIMEOUT)
    set(ARG_TIMEOUT 600)
  endif()
  # The venue key (docs/venue-tokens.md) of the programs the tests run goes to the build tree,
  # never to the user's own configuration.
  set_tests_properties(${name} PROPERTIES LABELS "${ARG_LABELS}" TIMEOUT ${ARG_TIMEOUT}
    ENVIRONMENT "SHASHKI_SOURCE_DIR=${PROJECT_SOURCE_DIR};SHASHKI_BIN_DIR=${CMAKE_BINARY_DIR}/bin;XDG_CONFIG_HOME=${CMAKE_BINARY_DIR}/test-config")
endfunction()
