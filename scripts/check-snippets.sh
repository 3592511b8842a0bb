#!/usr/bin/env bash
# Type-checks every Swift snippet of the README and of the DocC articles that starts with an
# `import` line, against the debug build of `swift build`, as a user's file would compile.
# Snippets use the names a reader supplies (their view controllers, their photo): those are
# declared in scripts/snippets/Prelude.swift, compiled into a module `YourCode` that each snippet
# sees as an implicit import (so a snippet that declares such a name itself shadows it). A `Package.swift` snippet is skipped (SwiftPM
# checks manifests), and so is a snippet that imports a test framework other than Testing/XCTest.
#
#   swift build && scripts/check-snippets.sh          # CI runs it after `swift build`
#   scripts/check-snippets.sh README.md               # only the files named
#
# Exit 0 when every snippet type-checks, 1 otherwise (each failure printed with its file and line).
set -euo pipefail
cd "$(dirname "$0")/.."

bin=$(swift build --show-bin-path)
[ -d "$bin/Modules" ] || { echo "check-snippets: no debug build at $bin; run swift build first" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if [ $# -gt 0 ]; then files=("$@"); else files=(README.md Sources/*/*.docc/*.md); fi

# Every C module's module map (SwiftPM writes one per C target; system libraries have their own).
flags=(-I "$bin/Modules")
for map in "$bin"/*.build/module.modulemap Sources/C*/module.modulemap; do
    [ -f "$map" ] && flags+=(-Xcc "-fmodule-map-file=$(readlink -f "$map")")
done
for dir in Sources/C*/include; do flags+=(-Xcc "-I$dir"); done
for pkg in libpng libjpeg freetype2 libwebp; do
    for f in $(pkg-config --cflags-only-I "$pkg" 2>/dev/null); do flags+=(-Xcc "$f"); done
done

python3 - "$work" "${files[@]}" <<'PY'
import re, sys, os
work, files = sys.argv[1], sys.argv[2:]
n = 0
for path in files:
    lines = open(path, encoding="utf-8").read().split("\n")
    i = 0
    while i < len(lines):
        if lines[i].strip() == "```swift":
            start = i + 1
            j = start
            while lines[j].strip() != "```":
                j += 1
            body = lines[start:j]
            code = "\n".join(body)
            first = next((l for l in body if l.strip() and not l.startswith("//")), "")
            if first.startswith("import ") and "import PackageDescription" not in code:
                n += 1
                with open(os.path.join(work, f"{n:03}.swift"), "w") as out:
                    out.write(code + "\n")
                with open(os.path.join(work, f"{n:03}.where"), "w") as out:
                    out.write(f"{path}:{start + 1}\n")
            i = j
        i += 1
PY

swiftc -emit-module -parse-as-library -module-name YourCode -emit-module-path "$work/YourCode.swiftmodule" \
    "${flags[@]}" scripts/snippets/Prelude.swift
flags+=(-I "$work" -Xfrontend -import-module -Xfrontend YourCode)

failures=0 count=0
for snippet in "$work"/*.swift; do
    [ -e "$snippet" ] || continue
    count=$((count + 1))
    where=$(cat "${snippet%.swift}.where")
    mkdir -p "$snippet.d" && cp "$snippet" "$snippet.d/main.swift"
    extra=()
    if grep -q "^import Testing" "$snippet"; then extra=(-parse-as-library); cp "$snippet" "$snippet.d/Snippet.swift"; rm "$snippet.d/main.swift"; fi
    if ! out=$(swiftc -typecheck "${flags[@]}" "${extra[@]}" "$snippet.d"/*.swift 2>&1); then
        failures=$((failures + 1))
        echo "check-snippets: the snippet at $where does not compile:" >&2
        echo "$out" | sed "s|$snippet.d/[A-Za-z]*.swift|$where (snippet)|" >&2
    fi
done
echo "check-snippets: $count snippets, $failures failing"
[ "$failures" -eq 0 ]
