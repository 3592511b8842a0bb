#!/usr/bin/env bash
# The GIFs committed under output/ against what the code renders, in release: the README's
# first command (`flipbook render all --scale 1`) into a scratch folder, then byte for byte
# (rendering is deterministic). CI runs this as its own step; the everyday debug `swift test`
# skips the equivalent CommittedOutputTests suite (FLIPBOOK_COMMITTED_OUTPUT=1 runs it).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product flipbook
bin=$(swift build -c release --show-bin-path)/flipbook
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
start=$(date +%s)
"$bin" render all --scale 1 -o "$scratch" --quiet > /dev/null
stale=0
for committed in output/*.gif; do
    name=$(basename "$committed")
    if [ ! -f "$scratch/$name" ]; then
        echo "check-committed-output: $committed is not a demo the code renders" >&2; stale=1
    elif ! cmp -s "$committed" "$scratch/$name"; then
        echo "check-committed-output: $committed differs from what the code renders" >&2; stale=1
    fi
done
for rendered in "$scratch"/*.gif; do
    name=$(basename "$rendered")
    [ -f "output/$name" ] || { echo "check-committed-output: output/$name is missing" >&2; stale=1; }
done
if [ "$stale" -ne 0 ]; then
    echo "regenerate with: swift run -c release flipbook render all --scale 1 (and look at the GIFs)" >&2
    exit 1
fi
echo "check-committed-output: $(ls output/*.gif | wc -l) GIFs match ($(( $(date +%s) - start )) s to render)"
