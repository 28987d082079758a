# lit configuration for lspv.  Tools: lspv from the build tree, FileCheck/not/
# llvm-as/llvm-dis/opt from LLVM 22 (never the unversioned LLVM 14 ones on
# PATH), spirv-val from spirv-tools, llvm-spirv-15 as the reference peer.
import os
import shutil

import lit.formats

config.name = "lspv"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".ll", ".spt", ".test", ".cl"]
config.excludes = ["Inputs", "corpus", "CMakeLists.txt", "lit.cfg.py", "unit", "plugin"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.lspv_obj_root, "test")

llvm = config.llvm_tools_dir
path = os.pathsep.join([config.lspv_tools_dir, llvm, config.environment.get("PATH", os.environ["PATH"])])
config.environment["PATH"] = path
for var in ("ASAN_OPTIONS", "UBSAN_OPTIONS", "HOME", "TMPDIR"):
    if var in os.environ:
        config.environment[var] = os.environ[var]
if config.lspv_sanitize in ("ON", "1", "TRUE"):
    config.environment["ASAN_OPTIONS"] = "detect_leaks=1:abort_on_error=0"
    config.environment["UBSAN_OPTIONS"] = "print_stacktrace=1:halt_on_error=1"
    # The sanitizer run checks lspv's code, not the driver's crash isolation
    # (the plain run does): forking an ASan process costs ~100 ms of page
    # faults per command, a third of this run's time.  Tests of the isolation
    # itself set LSPV_NO_ISOLATE=0 on their command lines.
    config.environment["LSPV_NO_ISOLATE"] = "1"

def tool(name):
    return os.path.join(llvm, name)

# Longer names first: lit substitutes in order.
config.substitutions.append(("%llvm-as-15", "/usr/lib/llvm-15/bin/llvm-as"))
config.substitutions.append(("%llvm-dis-15", "/usr/lib/llvm-15/bin/llvm-dis"))
config.substitutions.append(("%builddir", config.lspv_obj_root))
# %lspv_shared_llvm: the same program over the shared libLLVM, for the
# allocation-failure preload (test/CMakeLists.txt); lspv itself where that is
# how lspv is linked.
_shared = os.path.join(config.lspv_tools_dir, "test", "tools", "lspv-shared-llvm")
config.substitutions.append(("%lspv_shared_llvm", _shared if os.path.exists(_shared)
                             else os.path.join(config.lspv_tools_dir, "lspv")))
config.substitutions.append(("%lspv", os.path.join(config.lspv_tools_dir, "lspv")))
config.substitutions.append(("%unitdir", config.lspv_unit_dir))
config.substitutions.append(("%plugindir", config.lspv_plugin_dir))
config.substitutions.append(("%clang", tool("clang")))
config.substitutions.append(("%llvm-as", tool("llvm-as")))
config.substitutions.append(("%llvm-dis", tool("llvm-dis")))
config.substitutions.append(("%opt", tool("opt")))
config.substitutions.append(("%lli", tool("lli")))
config.substitutions.append(("%llc", tool("llc")))
config.substitutions.append(("%llvm-dwarfdump", tool("llvm-dwarfdump")))
# LSPV_SPIRV_VAL names another spirv-val (e.g. a newer SPIRV-Tools than the
# distribution's) for the whole run.
spirv_val = os.environ.get("LSPV_SPIRV_VAL") or shutil.which("spirv-val")
config.substitutions.append(("%spirv-val", spirv_val or "spirv-val"))
config.substitutions.append(("%llvm-spirv-15", shutil.which("llvm-spirv-15") or "llvm-spirv-15"))
config.substitutions.append(("%srcroot", config.lspv_src_root))
sanitize = config.lspv_sanitize in ("ON", "1", "TRUE")
if sanitize:
    config.available_features.add("sanitize")
# The install test links a plain host program against the installed static
# library, which a sanitizer build cannot satisfy (__asan_* symbols).
if shutil.which("cmake") and shutil.which("pkg-config") and shutil.which("cc") and not sanitize:
    config.available_features.add("install-test")
# valgrind cannot run ASan-instrumented binaries.
if shutil.which("valgrind") and not sanitize:
    config.available_features.add("valgrind")
config.substitutions.append(("%python", "python3"))

if shutil.which("llvm-spirv-15"):
    config.available_features.add("llvm-spirv-15")
if spirv_val:
    config.available_features.add("spirv-val")
    # spirv-val before 2024 refuses OpenCL.DebugInfo.100 pointers and
    # typedefs of anything but DebugTypeBasic; newer ones check the set fully.
    import re
    import subprocess
    try:
        ver = subprocess.run([spirv_val, "--version"], capture_output=True, text=True).stdout
        m = re.search(r"v(\d{4})\.", ver)
        if m and int(m.group(1)) >= 2024:
            config.available_features.add("spirv-val-debuginfo")
        # spirv-val 2024 and newer know the SYCL-era INTEL capabilities
        # (FPMaxErrorINTEL, ...) that DPC++'s extension list enables.
        if m and int(m.group(1)) >= 2024:
            config.available_features.add("spirv-val-2024")
        # 2025 and newer validate SPV_KHR_untyped_pointers modules.
        if m and int(m.group(1)) >= 2025:
            config.available_features.add("spirv-val-untyped")
    except OSError:
        pass
