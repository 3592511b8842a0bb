#!/usr/bin/env bash
# Builds the ported transitions' sources: for each line of ports.txt, stages the original's
# files from the corpus at the pinned commit, runs `flipbook port` on them, and puts the result
# with the screens written here (Screens/<Target>) into Ported/<Target>, the folder
# Package.swift builds; for each app of apps.txt, ports the library and the example app whole
# with their resources, and adds the touch scripts written here (Apps/<Target>, see APPS.md).
# Ported/ is a build folder: nothing of it is committed.
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

# The example apps (apps.txt), whole: each corpus folder's paths staged under the repository's
# name (owner+Repo → Repo, so that the command removes the imports of the library's module),
# ported together per target with their resources, then the touch scripts written here
# (Apps/<Target>) beside them. Nothing of the app is edited.
lines=$(grep -v '^#' apps.txt | grep -v '^[[:space:]]*$')
while read -r target folder commit paths; do
    original="$corpus/$folder"
    pinned=$(cat "$original/COMMIT" 2>/dev/null || git -C "$original" rev-parse HEAD 2>/dev/null || echo missing)
    if [ "$pinned" != "$commit" ]; then
        echo "port.sh: $original is at $pinned, apps.txt pins $commit" >&2
        exit 66
    fi
    repo=${folder#*+}
    for p in $paths; do
        p=${p#app:}
        mkdir -p "Ported/.stage/$target/$repo/$(dirname "$p")"
        cp -R "$original/$p" "Ported/.stage/$target/$repo/$p"
    done
    chmod -R u+w "Ported/.stage/$target"
    mkdir -p "Ported/.licenses/$target"
    cp "$original/LICENSE" "Ported/.licenses/$target/LICENSE.$repo"
done <<< "$lines"
for target in $(awk '{ print $1 }' <<< "$lines" | awk '!seen[$0]++'); do
    "$flipbook" port "Ported/.stage/$target" -o "Ported/.out/$target" --name "$target" --flipbook ../.. --quiet
    mv "Ported/.out/$target/Sources/$target" "Ported/$target"
    mv "Ported/.out/$target/PORTING.md" "Ported/$target.PORTING.md"
    mv "Ported/.licenses/$target" "Ported/$target/Licenses"
    ./fill-images.py "Ported/$target/Resources" > "Ported/$target.FILLED"
    mkdir -p "Ported/$target/TouchScripts"
    cp Apps/"$target"/*.swift "Ported/$target/TouchScripts/"
done
rm -rf Ported/.stage Ported/.out Ported/.licenses
echo "examples/ports: ported $(ls -d Ported/*/ | wc -l) transitions and apps from $corpus"
