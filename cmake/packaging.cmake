# Debian package of lspv, built with CPack (`cpack -G DEB` in the build tree;
# scripts/test-deb.sh builds, installs, exercises and removes it).
#
# One package, `lspv`: the executable, the shared and static library, the
# public headers, the CMake package, pkg-config file and man page, all under
# /usr.  The package also offers /usr/bin/llvm-spirv as an alternative
# (update-alternatives, priority 20) pointing at lspv, so build systems and
# lit suites that call llvm-spirv get lspv where no other llvm-spirv is
# installed, and `update-alternatives --config llvm-spirv` chooses otherwise.
# Dependencies come from dpkg-shlibdeps (libllvm22, libc6, libstdc++6).
set(CPACK_GENERATOR "DEB")
set(CPACK_PACKAGE_NAME "lspv")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGING_INSTALL_PREFIX "/usr")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "LLVM IR <-> SPIR-V translator, a drop-in for llvm-spirv")
set(CPACK_PACKAGE_DESCRIPTION
  "lspv translates LLVM IR (bitcode or text, LLVM 22) to SPIR-V and back, with\nllvm-spirv's command line. Every SPIR-V extension is a plugin.")
set(CPACK_PACKAGE_CONTACT "lspv maintainers <maintainers@lspv.invalid>")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION "devel")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Stripped, as Debian packages are (dh_strip): the RelWithDebInfo build's
# debug information made the package half as large again (20 MB, 13.5 MB).
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_PACKAGE_CONTROL_EXTRA
  "${CMAKE_CURRENT_SOURCE_DIR}/cmake/debian/postinst;${CMAKE_CURRENT_SOURCE_DIR}/cmake/debian/prerm")
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
include(CPack)
