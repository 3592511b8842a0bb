#!/usr/bin/env bash
# Builds the DocC reference of every module that has a catalog (Sources/<Module>/<Module>.docc),
# offline, with the toolchain's own `docc`, and fails on any warning.
#
#   scripts/docs.sh                  # archives in .build/docs/<Module>.doccarchive
#   scripts/docs.sh FlipbookLayers   # only the modules named
#
# Symbol graphs come from `swift package dump-symbol-graph`, which reuses the debug build of
# `swift build`, so after a build this step costs only the extraction and the conversion.
set -euo pipefail
cd "$(dirname "$0")/.."

swift_bin=$(command -v swift) || { echo "docs.sh: swift is not on the PATH" >&2; exit 69; }
docc=${DOCC:-$(dirname "$(readlink -f "$swift_bin")")/docc}
[ -x "$docc" ] || docc=$(command -v docc) || {
    echo "docs.sh: no docc next to $swift_bin; set DOCC=/path/to/docc" >&2; exit 69; }

out=.build/docs
graphs=$(mktemp -d)
trap 'rm -rf "$graphs"' EXIT

if [ $# -gt 0 ]; then
    modules=("$@")
else
    modules=()
    for catalog in Sources/*/*.docc; do
        module=$(basename "$catalog" .docc)
        [ "$(basename "$(dirname "$catalog")")" = "$module" ] && modules+=("$module")
    done
fi

# Parameter lists are not required to be complete (doc comments document the parameters that
# need words, see CONTRIBUTING.md), so docc's parameter validation is off; every other warning,
# such as a link to a symbol that does not exist, fails the build.
#
# Public API only, as a user of the products sees it. The command also tries the test runner
# modules SwiftPM synthesizes (FlipbookPackageTests) and fails on them, so its status is not
# the test: every catalogued module's graph must have been written afresh.
dir=.build/$(uname -m)-unknown-linux-gnu/symbolgraph
rm -rf "$dir"
log=$(swift package dump-symbol-graph --minimum-access-level public 2>&1) || true
written=$(echo "$log" | sed -n 's/^Files written to //p' | tail -1)
[ -n "$written" ] && dir=$written
for module in "${modules[@]}"; do
    [ -f "$dir/$module.symbols.json" ] || {
        echo "$log" | grep -v '^Using commandline' >&2
        echo "docs.sh: no symbol graph for $module in $dir" >&2; exit 1; }
done

mkdir -p "$out"
status=0
for module in "${modules[@]}"; do
    catalog=Sources/$module/$module.docc
    [ -d "$catalog" ] || { echo "docs.sh: no catalog $catalog" >&2; status=1; continue; }
    mkdir -p "$graphs/$module"
    # The module's own graph plus its extensions of other modules' types.
    cp "$dir/$module.symbols.json" "$graphs/$module/"
    cp "$dir/$module"@*.symbols.json "$graphs/$module/" 2>/dev/null || true
    echo "docs: $module"
    if ! "$docc" convert "$catalog" \
            --additional-symbol-graph-dir "$graphs/$module" \
            --fallback-display-name "$module" \
            --fallback-bundle-identifier "org.flipbook.$module" \
            --output-path "$out/$module.doccarchive" \
            --warnings-as-errors \
            --disable-parameters-and-returns-validation >"$graphs/$module.log" 2>&1; then
        cat "$graphs/$module.log" >&2
        echo "docs.sh: $module: the documentation has warnings or errors (above)" >&2
        status=1
    fi
done
[ $status -eq 0 ] && echo "docs: ${#modules[@]} catalogs built into $out/"
exit $status
