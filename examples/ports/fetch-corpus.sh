#!/usr/bin/env bash
# Clones the originals of the ported transitions at the commits ports.txt pins, into a corpus
# folder that port.sh reads (PORTS_CORPUS=<folder> ./check.sh). Needs git and the network.
#
#   ./fetch-corpus.sh ~/ports-corpus
set -euo pipefail
cd "$(dirname "$0")"
[ $# -eq 1 ] || { echo "usage: fetch-corpus.sh <folder>" >&2; exit 64; }
dest=$1
mkdir -p "$dest"
grep -v '^#' ports.txt | grep -v '^[[:space:]]*$' | while read -r target folder commit files; do
    repo="https://github.com/${folder/+//}.git"
    if [ ! -d "$dest/$folder" ]; then
        git clone --quiet "$repo" "$dest/$folder"
    fi
    git -C "$dest/$folder" -c advice.detachedHead=false checkout --quiet "$commit"
    echo "$commit" > "$dest/$folder/COMMIT"
    echo "$target: $repo at $commit"
done
