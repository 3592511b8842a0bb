#!/usr/bin/env bash
# Counts the public API of every library module, as a user of the products sees it: the public and
# open symbols (types, members, free functions) of each module's symbol graph, including its
# extensions of other modules' types.
#
#   scripts/public-api.sh        # after `swift build`; prints "<count> <module>" and a total
set -euo pipefail
cd "$(dirname "$0")/.."
dir=.build/$(uname -m)-unknown-linux-gnu/symbolgraph
rm -rf "$dir"
log=$(swift package dump-symbol-graph --minimum-access-level public 2>&1) || true
written=$(echo "$log" | sed -n 's/^Files written to //p' | tail -1)
[ -n "$written" ] && dir=$written
python3 - "$dir" <<'PY'
import json, glob, os, sys, collections
counts = collections.Counter()
for path in glob.glob(os.path.join(sys.argv[1], "*.symbols.json")):
    module = os.path.basename(path).split(".symbols.json")[0].split("@")[0]
    if not module.startswith("Flipbook") or module.endswith("Tests"):
        continue
    graph = json.load(open(path))
    counts[module] += sum(1 for s in graph.get("symbols", []) if s.get("accessLevel") in ("public", "open"))
# Targets that no product exports (benchmarks, the demo pictures' painter) are listed apart.
internal = {"FlipbookBenchmarks", "FlipbookDemoAssets"}
for module in sorted(counts):
    if module not in internal:
        print(f"{counts[module]:6} {module}")
print(f"{sum(n for m, n in counts.items() if m not in internal):6} total of the products")
for module in sorted(internal & set(counts)):
    print(f"{counts[module]:6} {module} (not a product)")
PY
