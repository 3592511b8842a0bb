#!/usr/bin/env bash
# Checks that the architecture page, Package.swift and the sources agree:
#
#   1. every target's `import` lines name exactly the package targets Package.swift declares as
#      its dependencies (nothing imported without being declared, nothing declared unused);
#   2. the import-graph table of Sources/FlipbookCLI/FlipbookCLI.docc/Architecture.md lists every
#      non-test target with exactly Package.swift's dependencies, each on a lower level.
#
#   scripts/check-architecture.sh            # CI runs it (.ci/run); exit 0 when all agree, 1 otherwise
#   scripts/check-architecture.sh --sources DIR   # check the imports of DIR's copy of Sources/ and Tests/
#   scripts/check-architecture.sh --self-test     # shows it fails on a deliberate bad import
#
# Short names in the table are target names without the `Flipbook` prefix (`Kit`); C and
# system-library targets are written in full (`CPNGShim`).
set -euo pipefail
cd "$(dirname "$0")/.."
root=.
if [ "${1:-}" = "--self-test" ]; then
    # A copy of the Swift sources in which FlipbookGeometry imports FlipbookKit (upwards, and
    # undeclared): the check must fail and name it.
    copy=$(mktemp -d)
    trap 'rm -rf "$copy"' EXIT
    git ls-files -- 'Sources/*.swift' 'Tests/*.swift' 'bench/*.swift' | while read -r f; do
        mkdir -p "$copy/$(dirname "$f")" && cp "$f" "$copy/$f"
    done
    victim=$(ls "$copy"/Sources/FlipbookGeometry/*.swift | head -1)
    printf 'import FlipbookKit\n' | cat - "$victim" > "$copy/x" && mv "$copy/x" "$victim"
    if out=$("$0" --sources "$copy" 2>&1); then
        echo "check-architecture: self-test FAILED: a bad import in $(basename "$victim") passed" >&2; exit 1
    fi
    echo "$out" | grep -q "FlipbookGeometry: imports FlipbookKit, which Package.swift does not declare" || {
        echo "check-architecture: self-test FAILED: the bad import was not named: $out" >&2; exit 1; }
    echo "check-architecture: self-test ok (a bad import in FlipbookGeometry/$(basename "$victim") is refused)"
    exit 0
fi
if [ "${1:-}" = "--sources" ]; then root=$2; fi
manifest=$(swift package dump-package 2>/dev/null)
python3 - "$root" "$manifest" <<'PY'
import json, os, re, sys
root, manifest = sys.argv[1], json.loads(sys.argv[2])
page_path = "Sources/FlipbookCLI/FlipbookCLI.docc/Architecture.md"
targets = {t["name"]: t for t in manifest["targets"]}
names = set(targets)
problems = []

def declared(t):
    deps = set()
    for d in t["dependencies"]:
        for kind in ("byName", "target"):
            if kind in d:
                name = d[kind][0]
                if name in names: deps.add(name)
    return deps

import_re = re.compile(r'^\s*(?:@[\w]+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|private|fileprivate)\s+)?import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?([A-Za-z_]\w*)', re.M)
for name, t in sorted(targets.items()):
    if t["type"] == "system": continue
    folder = t.get("path") or ("Tests/" + name if t["type"] == "test" else "Sources/" + name)
    folder = os.path.join(root, folder)
    imported, swift_files = set(), 0
    for dirpath, dirnames, files in os.walk(folder):
        dirnames[:] = [d for d in dirnames if not d.startswith("__") and not d.endswith(".docc")]
        for f in files:
            if f.endswith(".swift"):
                swift_files += 1
                text = open(os.path.join(dirpath, f), encoding="utf-8").read()
                text = re.sub(r'"""[\s\S]*?"""', '""', text)   # Swift source inside a test's string is not an import
                imported |= {m for m in import_re.findall(text) if m in names and m != name}
    if swift_files == 0: continue            # a C target: its #includes are the compiler's business
    d = declared(t)
    for m in sorted(imported - d):
        problems.append(f"{name}: imports {m}, which Package.swift does not declare as its dependency")
    for m in sorted(d - imported):
        problems.append(f"{name}: Package.swift declares {m}, which no file of {name} imports")

# The page's import-graph table: | level | target(s) | depends on |
def full(word):
    word = word.strip().strip("`")
    return word if word in names else "Flipbook" + word
page = open(page_path, encoding="utf-8").read()
table = re.search(r"\| level \| target \| depends on \|\n\|[-| ]+\|\n((?:\|.*\|\n)+)", page)
if not table:
    problems.append(f"{page_path}: no '| level | target | depends on |' table")
else:
    levels, deps = {}, {}
    for row in table.group(1).splitlines():
        cells = [c.strip() for c in row.strip("|").split("|")]
        level, who, on = int(cells[0]), cells[1], cells[2]
        on_set = set() if on in ("—", "the system") else {full(w) for w in on.split(",") if w.strip()}
        for w in who.split(","):
            levels[full(w)] = level
            deps[full(w)] = on_set
    for name, t in sorted(targets.items()):
        if t["type"] == "test": continue
        if name not in deps:
            problems.append(f"{page_path}: the target {name} is missing from the import-graph table"); continue
        if t["type"] != "system" and deps[name] != declared(t):
            problems.append(f"{page_path}: {name} depends on {', '.join(sorted(deps[name])) or 'nothing'} in the table, "
                            f"on {', '.join(sorted(declared(t))) or 'nothing'} in Package.swift")
        for d in deps[name]:
            if d in levels and levels[d] >= levels[name]:
                problems.append(f"{page_path}: {name} (level {levels[name]}) depends on {d} (level {levels[d]}), not below it")
    for name in sorted(set(deps) - names):
        problems.append(f"{page_path}: the table lists {name}, which Package.swift does not declare")

for p in problems: print("check-architecture: " + p, file=sys.stderr)
print(f"check-architecture: {len(targets)} targets, {len(problems)} disagreement(s)")
sys.exit(1 if problems else 0)
PY
