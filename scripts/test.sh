#!/usr/bin/env bash
# Builds lspv and runs the whole test suite (lit + unit tests + format check),
# then the lit suite again on an ASan+UBSan build (build-asan), then the
# threads test on a ThreadSanitizer build (build-tsan).
# Prints "N passed, N failed" as its last line; exits non-zero on any failure.
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
BUILD=${BUILD_DIR:-$ROOT/build}
JOBS=${JOBS:-$(nproc)}
scripts/install-deps.sh
cmake -S "$ROOT" -B "$BUILD" -DCMAKE_BUILD_TYPE=RelWithDebInfo ${LSPV_CMAKE_ARGS:-} >/dev/null || { echo "0 passed, 1 failed"; exit 1; }
if ! cmake --build "$BUILD" -j"$JOBS" 2>&1 | tail -n 40; then
  echo "build failed"; echo "0 passed, 1 failed"; exit 1
fi
if [ ! -x "$BUILD/lspv" ]; then echo "build failed"; echo "0 passed, 1 failed"; exit 1; fi

passed=0; failed=0
# 1. formatting of the project's C sources
if scripts/check-format.sh; then passed=$((passed+1)); else failed=$((failed+1)); echo "FAIL: format check"; fi
# 2. lit (includes the unit tests)
LIT=/usr/lib/llvm-22/bin/lit
out=$("$LIT" -v --no-progress-bar "$BUILD/test" 2>&1); rc=$?
echo "$out" | grep -E '^(FAIL|XPASS|UNRESOLVED|TIMEOUT):|^  (Passed|Failed|Unsupported|Expectedly Failed|Unresolved)' || true
echo "$out" | grep -B2 -A40 '^FAIL' | head -200 || true
p=$(echo "$out" | sed -n 's/^ *Passed *: *\([0-9]*\).*/\1/p'); p=${p:-0}
f=$(echo "$out" | sed -n 's/^ *\(Failed\|Unresolved\|Timed Out\|Unexpectedly Passed\) *: *\([0-9]*\).*/\2/p' | awk '{s+=$1} END {print s+0}')
[ $rc -ne 0 ] && [ "$f" -eq 0 ] && f=1
passed=$((passed+p)); failed=$((failed+f))

# 2b. the Debian package: build it with CPack, install it with apt, use the
#     installed lspv/llvm-spirv and library, remove it (scripts/test-deb.sh).
#     Skipped with LSPV_NO_DEB=1 (it installs into /usr).
if [ "${LSPV_NO_DEB:-0}" != 1 ]; then
  if scripts/test-deb.sh "$BUILD"; then passed=$((passed+1)); else failed=$((failed+1)); echo "FAIL: debian package"; fi
fi

# 3. the same lit suite under ASan+UBSan (leak detection on; the lit config
#    sets ASAN_OPTIONS/UBSAN_OPTIONS for a LSPV_SANITIZE build).  Skipped with
#    LSPV_NO_SANITIZE=1 for a quick local run.
if [ "${LSPV_NO_SANITIZE:-0}" != 1 ]; then
  ASAN_BUILD=${ASAN_BUILD_DIR:-$ROOT/build-asan}
  if cmake -S "$ROOT" -B "$ASAN_BUILD" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DLSPV_SANITIZE=ON >/dev/null &&
     cmake --build "$ASAN_BUILD" -j"$JOBS" 2>&1 | tail -n 5; then
    out=$("$LIT" -v --no-progress-bar "$ASAN_BUILD/test" 2>&1); rc=$?
    echo "== sanitizer (ASan+UBSan) run"
    echo "$out" | grep -E '^(FAIL|XPASS|UNRESOLVED|TIMEOUT):|^  (Passed|Failed|Unsupported|Expectedly Failed|Unresolved)' || true
    echo "$out" | grep -B2 -A40 '^FAIL' | head -200 || true
    p=$(echo "$out" | sed -n 's/^ *Passed *: *\([0-9]*\).*/\1/p'); p=${p:-0}
    f=$(echo "$out" | sed -n 's/^ *\(Failed\|Unresolved\|Timed Out\|Unexpectedly Passed\) *: *\([0-9]*\).*/\2/p' | awk '{s+=$1} END {print s+0}')
    [ $rc -ne 0 ] && [ "$f" -eq 0 ] && f=1
  else
    echo "FAIL: sanitizer build"; p=0; f=1
  fi
  passed=$((passed+p)); failed=$((failed+f))
fi
# 4. ThreadSanitizer: the 4-thread test (test/unit/threads.c) on a TSan build
#    of the library, plus a deliberate race that TSan must report (so that this
#    step can fail).  Skipped with LSPV_NO_SANITIZE=1 too.
if [ "${LSPV_NO_SANITIZE:-0}" != 1 ]; then
  TSAN_BUILD=${TSAN_BUILD_DIR:-$ROOT/build-tsan}
  echo "== ThreadSanitizer run"
  if cmake -S "$ROOT" -B "$TSAN_BUILD" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DLSPV_TSAN=ON >/dev/null &&
     cmake --build "$TSAN_BUILD" -j"$JOBS" --target unit_threads 2>&1 | tail -n 2; then
    T="$TSAN_BUILD/test/unit/unit_threads"
    if out=$("$T" "$ROOT/test/corpus/ll22" 2>&1) && ! grep -q ThreadSanitizer <<<"$out"; then
      echo "PASS: tsan: $out"; passed=$((passed+1))
    else
      echo "$out" | head -60; echo "FAIL: tsan: threads test"; failed=$((failed+1))
    fi
    # (Captured first: TSan exits non-zero on a race, and with pipefail a
    # pipeline into grep would fail even when grep finds the report.)
    race=$("$T" --race-selftest 2>&1 || true)
    if grep -q "ThreadSanitizer: data race" <<<"$race"; then
      echo "PASS: tsan: the deliberate race is reported"; passed=$((passed+1))
    else
      echo "FAIL: tsan: the deliberate race was not reported"; failed=$((failed+1))
    fi
  else
    echo "FAIL: ThreadSanitizer build"; failed=$((failed+1))
  fi
fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
