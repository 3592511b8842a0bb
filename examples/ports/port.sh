#!/usr/bin/env bash
# Builds the ported transitions' sources: for each line of ports.txt, stages the original's
# files from the corpus at the pinned commit, runs `flipbook port` on them, and puts the result
# with the screens written here (Screens/<Target>) into Ported/<Target>, the folder
# Package.swift builds. Ported/ is a build folder: nothing of it is committed.
#
#   PORTS_CORPUS=/path/to/ports-corpus ./port.sh    # default: ../shared/ports-corpus beside the checkout
#
# Exit 66 when the corpus (or a pinned commit in it) is missing; fetch-corpus.sh clones it.
set -euo pipefail
cd "$(dirname "$0")"
corpus=${PORTS_CORPUS:-../../../shared/ports-corpus}
if [ ! -d "$corpus" ]; then
    echo "port.sh: no ports corpus at $corpus; set PORTS_CORPUS or run ./fetch-corpus.sh <folder>" >&2
    exit 66
fi
swift build --package-path ../.. --product flipbook >/dev/null
flipbook=$(swift build --package-path ../.. --show-bin-path)/flipbook

rm -rf Ported
mkdir -p Ported/.stage Ported/.out
grep -v '^#' ports.txt | grep -v '^[[:space:]]*$' | while read -r target folder commit files; do
    original="$corpus/$folder"
    pinned=$(cat "$original/COMMIT" 2>/dev/null || git -C "$original" rev-parse HEAD 2>/dev/null || echo missing)
    if [ "$pinned" != "$commit" ]; then
        echo "port.sh: $original is at $pinned, ports.txt pins $commit" >&2
        exit 66
    fi
    stage="Ported/.stage/$target"
    mkdir -p "$stage"
    for f in $files; do
        if [ -d "$original/$f" ]; then cp "$original/$f"/*.swift "$stage/"; else cp "$original/$f" "$stage/"; fi
    done
    "$flipbook" port "$stage" -o "Ported/.out/$target" --name "$target" --flipbook ../.. --quiet
    mv "Ported/.out/$target/Sources/$target" "Ported/$target"
    mv "Ported/.out/$target/PORTING.md" "Ported/$target.PORTING.md"
    cp Screens/"$target"/*.swift "Ported/$target/"
    cp "$original/LICENSE" "Ported/$target/LICENSE"
done
rm -rf Ported/.stage Ported/.out
echo "examples/ports: ported $(ls -d Ported/*/ | wc -l) transitions from $corpus"
