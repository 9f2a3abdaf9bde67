# One interface target carries the project's warning flags, one the sanitizer flags; every
# project target links shashki_warnings through shashki_module() or shashki_add_test().
add_library(shashki_warnings INTERFACE)
target_compile_options(shashki_warnings INTERFACE
  -Wall -Wextra -Wpedantic -Wconversion -Wshadow)

if(SHASHKI_SANITIZE)
  add_compile_options(-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined)
  add_link_options(-fsanitize=address,undefined)
endif()

# shashki_module(NAME [DEPS ...] [PRIVATE_DEPS ...]) declares library shashki::NAME from
# NAME/src/*.cpp with public headers under NAME/include. A module with no sources yet is an
# INTERFACE library so that the tree always builds.
# PCH lists headers to precompile in a fast build (SHASHKI_FAST_BUILD): the heavy libraries most of
# the module's sources include.
function(shashki_module name)
  cmake_parse_arguments(ARG "" "DIR" "DEPS;PRIVATE_DEPS;PCH" ${ARGN})
  if(NOT ARG_DIR)
    set(ARG_DIR ${CMAKE_CURRENT_SOURCE_DIR})
  endif()
  file(GLOB_RECURSE srcs CONFIGURE_DEPENDS ${ARG_DIR}/src/*.cpp)
  set(target shashki_${name})
  if(srcs)
    add_library(${target} STATIC ${srcs})
    target_include_directories(${target} PUBLIC ${ARG_DIR}/include PRIVATE ${ARG_DIR}/src)
    target_link_libraries(${target} PUBLIC ${ARG_DEPS} PRIVATE shashki_warnings ${ARG_PRIVATE_DEPS})
    if(SHASHKI_FAST_BUILD AND ARG_PCH)
      target_precompile_headers(${target} PRIVATE ${ARG_PCH})
    endif()
  else()
    add_library(${target} INTERFACE)
    target_include_directories(${target} INTERFACE ${ARG_DIR}/include)
    target_link_libraries(${target} INTERFACE ${ARG_DEPS})
  endif()
  add_library(shashki::${name} ALIAS ${target})
endfunction()

# shashki_embed_files(TARGET NAMESPACE NAME FILES...): builds FILES into TARGET (a generated
# NAME.cpp, cmake/embed_files.cmake), readable by file name through NAMESPACE::embedded_file().
function(shashki_embed_files target namespace name)
  set(output ${CMAKE_CURRENT_BINARY_DIR}/${name}.cpp)
  add_custom_command(OUTPUT ${output}
    COMMAND ${CMAKE_COMMAND} -DOUTPUT=${output} -DNAMESPACE=${namespace}
            "-DINPUTS=${ARGN}" -P ${PROJECT_SOURCE_DIR}/cmake/embed_files.cmake
    DEPENDS ${ARGN} ${PROJECT_SOURCE_DIR}/cmake/embed_files.cmake
    COMMENT "Embedding ${name}" VERBATIM)
  target_sources(${target} PRIVATE ${output})
endfunction()
