#!/bin/bash
# Build the kernel after each patch of the series in turn (with the Glass
# files overlaid, as every build has them), to show that every patch keeps
# the tree buildable.  Uses the normal build directory: the next ordinary
# build re-applies the whole series.
#
# usage: check-series.sh   (from the repository root; make check-series)
set -euo pipefail

series=(patches/*.patch)
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
failed=0
for i in "${!series[@]}"; do
	rm -f "$dir"/*.patch
	cp "${series[@]:0:$((i + 1))}" "$dir"/
	name=$(basename "${series[$i]}")
	if make -s kernel PATCHES="$dir" >"$dir.log" 2>&1; then
		echo "ok $((i + 1)) builds after $name"
	else
		tail -n 20 "$dir.log"
		echo "not ok $((i + 1)) builds after $name"
		failed=1
	fi
done
rm -f "$dir.log"
exit $failed
