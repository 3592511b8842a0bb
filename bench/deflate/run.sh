#!/usr/bin/env bash
# Flipbook's deflate against libdeflate and zlib on the Up-filtered rows of two demos' frames.
# Development only: needs libdeflate-dev, Pillow and numpy; the product does not link libdeflate.
# Usage: bench/deflate/run.sh [WORK_DIR]   (default /tmp/flipbook-deflate)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
work="${1:-/tmp/flipbook-deflate}"
mkdir -p "$work"
cd "$root"
swift build -c release --product flipbook >/dev/null
for demo in magicmove-push flip-present; do
    [ -d "$work/$demo" ] || .build/release/flipbook render "$demo" -o "$work/$demo/" --scale 2 >/dev/null
done
python3 bench/deflate/prepare.py "$work/magicmove-push" "$work/flip-present"
shim=Sources/CPNGShim
clang -O2 -I"$shim" bench/deflate/compare.c "$shim/fb_deflate.c" "$shim/fb_huffman.c" -o "$work/compare" -ldeflate -lz
# Every fourth frame keeps a run of the slowest level (libdeflate 12) to minutes on a loaded machine.
"$work/compare" $(ls "$work"/magicmove-push/frame_*.up "$work"/flip-present/frame_*.up | awk 'NR % 4 == 1')
