#!/bin/sh
# A checker for roundtrip-diff.test's --wrap: runs the command, then reports
# an error the way valgrind does (a "==pid==" line, exit 99) when the
# command is a reverse.
"$@" || exit $?
for a in "$@"; do
  [ "$a" = -r ] && { echo "==1== Invalid read of size 8 (fake)" >&2; exit 99; }
done
exit 0
