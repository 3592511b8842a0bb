#!/usr/bin/env bash
# Counts the declarations marked `public` or `open` in each library target's sources, from the
# source text alone (no build; scripts/public-api.sh counts the symbol graphs after a build).
# A declaration counts once: a line whose modifiers (after any attributes) include `public` or
# `open` and that declares something (func, init, subscript, var, let, type, case, typealias,
# macro, operator); `public extension` blocks and `public import` lines are not counted, their
# members are. Enum cases and protocol requirements, public without the word, are not counted.
#
#   scripts/public-declarations.sh            # "<count> <target>" per target, then the total
#   scripts/public-declarations.sh <commit>   # the same for the sources at a commit
set -euo pipefail
cd "$(dirname "$0")/.."
commit=${1:-}
python3 - "$commit" <<'PY'
import re, subprocess, sys, collections, os
commit = sys.argv[1]
if commit:
    files = subprocess.run(["git", "ls-tree", "-r", "--name-only", commit, "Sources"], capture_output=True, text=True,
                           check=True).stdout.split()
    read = lambda f: subprocess.run(["git", "show", f"{commit}:{f}"], capture_output=True, text=True).stdout
else:
    files = [os.path.join(d, f) for d, _, fs in os.walk("Sources") for f in fs]
    read = lambda f: open(f, encoding="utf-8").read()
declaration = re.compile(
    r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*"                    # attributes
    r"(?:(?:public|open|package|internal|private|fileprivate)(?:\(set\))?\s+|"
    r"(?:static|class|final|override|mutating|nonmutating|convenience|required|dynamic|lazy|weak|unowned|"
    r"indirect|nonisolated|isolated|consuming|borrowing|distributed|prefix|postfix|infix)\s+)*"
    r"(?:func|init[?!]?|subscript|var|let|struct|class|enum|protocol|actor|typealias|case|macro|operator"
    r"|associatedtype|deinit)\b")
modifiers = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*((?:\w+(?:\(set\))?\s+)*)")
counts = collections.Counter()
for f in files:
    if not f.endswith(".swift") or ".docc/" in f:
        continue
    target = f.split("/")[1]
    for line in read(f).splitlines():
        if not declaration.match(line):
            continue
        words = modifiers.match(line).group(1).split()
        if "public" in words or "open" in words:
            counts[target] += 1
for target in sorted(counts):
    print(f"{counts[target]:6} {target}")
print(f"{sum(counts.values()):6} total")
PY
