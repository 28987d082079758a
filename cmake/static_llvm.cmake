# The lspv executable over LLVM's static component libraries (LSPV_STATIC_LLVM).
#
# Loading the shared libLLVM (and the libraries it needs) costs ~50 ms of
# start-up per run, more than translating a typical kernel; statically
# linked, lspv starts in under 20 ms.  liblspv itself (shared and static)
# always links the shared libLLVM, whose LLVMContext a host shares.
#
# lspv_static_llvm_default(<var>): ON when Debian's llvm-22-dev has the static
# libraries and everything their link interface names is found.
# lspv_link_static_llvm(<target> <components>...): links <target> against
# them.  An archive that carries debug information (Debian's libLLVMAnalysis.a
# has clang's DWARF 5, which valgrind 3.19 cannot read: it gives up on the
# whole executable) is linked from a copy without it, made once in the build
# tree.

function(lspv_static_llvm_default out)
  set(ok OFF)
  if(EXISTS "${LLVM_LIBRARY_DIR}/libLLVMCore.a" AND TARGET LLVMSupport)
    set(ok ON)
    get_target_property(libs LLVMSupport INTERFACE_LINK_LIBRARIES)
    foreach(l IN LISTS libs)
      if(l MATCHES "::" AND NOT TARGET ${l})
        message(STATUS "lspv: ${l} not found (libzstd-dev?): the executable links the shared libLLVM")
        set(ok OFF)
      endif()
    endforeach()
  endif()
  set(${out} ${ok} PARENT_SCOPE)
endfunction()

# The LLVM targets <targets> need, themselves included.
function(lspv_llvm_closure out)
  set(seen)
  set(work ${ARGN})
  while(work)
    list(POP_FRONT work t)
    if(t IN_LIST seen OR NOT TARGET ${t} OR NOT t MATCHES "^LLVM")
      continue()
    endif()
    list(APPEND seen ${t})
    get_target_property(deps ${t} INTERFACE_LINK_LIBRARIES)
    if(deps)
      list(APPEND work ${deps})
    endif()
  endwhile()
  set(${out} ${seen} PARENT_SCOPE)
endfunction()

function(lspv_link_static_llvm target)
  llvm_map_components_to_libnames(libs ${ARGN})
  lspv_llvm_closure(all ${libs})
  set(dir "${CMAKE_BINARY_DIR}/llvm-static")
  foreach(t IN LISTS all)
    get_target_property(configs ${t} IMPORTED_CONFIGURATIONS)
    foreach(cfg IN LISTS configs)
      get_target_property(loc ${t} IMPORTED_LOCATION_${cfg})
      if(NOT loc OR NOT loc MATCHES "\\.a$")
        continue()
      endif()
      get_filename_component(name "${loc}" NAME)
      set(copy "${dir}/${name}")
      if(NOT EXISTS "${copy}" OR "${loc}" IS_NEWER_THAN "${copy}")
        execute_process(COMMAND "${CMAKE_READELF}" -S -W "${loc}" OUTPUT_VARIABLE sections
          ERROR_QUIET)
        if(NOT sections MATCHES "\\.debug_info")
          continue()
        endif()
        file(MAKE_DIRECTORY "${dir}")
        execute_process(COMMAND "${CMAKE_OBJCOPY}" --strip-debug "${loc}" "${copy}"
          RESULT_VARIABLE rc)
        if(NOT rc EQUAL 0)
          file(REMOVE "${copy}")
          continue()
        endif()
      endif()
      set_target_properties(${t} PROPERTIES IMPORTED_LOCATION_${cfg} "${copy}")
    endforeach()
  endforeach()
  target_link_libraries(${target} PRIVATE ${libs} ${CMAKE_DL_LIBS})
  # Exports: liblspv's API and LLVM's C API for plugins, not all of LLVM
  # (ENABLE_EXPORTS would export every C++ symbol of it too).
  set_target_properties(${target} PROPERTIES ENABLE_EXPORTS OFF)
  target_link_options(${target} PRIVATE
    "LINKER:--dynamic-list=${PROJECT_SOURCE_DIR}/cmake/lspv-exe.dynlist")
  set_property(TARGET ${target} APPEND PROPERTY LINK_DEPENDS
    "${PROJECT_SOURCE_DIR}/cmake/lspv-exe.dynlist")
  # (--as-needed: LLVMSupport's interface names libz3, which nothing here uses.)
  target_link_options(${target} PRIVATE "LINKER:--as-needed")
endfunction()
