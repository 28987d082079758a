#!/usr/bin/env bash
# Checks that the project's C sources follow .clang-format (no changes needed).
set -uo pipefail
cd "$(dirname "$0")/.."
CF=$(command -v clang-format-22 || command -v /usr/lib/llvm-22/bin/clang-format || true)
[ -z "$CF" ] && { echo "check-format: clang-format not found"; exit 1; }
bad=0
for f in $(git ls-files 'lib/*.c' 'lib/*.cpp' 'lib/*.h' 'include/*.h' 'tools/*.c' 'tools/*.h' 'fuzz/*.c' 'fuzz/*.cpp' 'bench/*.c' 'test/unit/*.c' 2>/dev/null); do
  if ! "$CF" --style=file --dry-run -Werror "$f" >/dev/null 2>&1; then
    echo "check-format: $f is not formatted (run: $CF -i $f)"; bad=1
  fi
done
exit $bad
