#!/usr/bin/env bash
# Writes the porting table into README.md (between the porting-table markers) from what
# port.sh left in Ported/: per port, the original's code lines, the lines `flipbook port`
# changed and how (its PORTING.md), the hand edits (port.sh makes none: every change is the
# command's), the stand-in lines (none: the screens are the examples' own, not stand-ins for
# the original's code) and the errors of the first build of the ported sources (from a build
# log, when given).
#
#   ./port.sh && swift build 2>&1 | tee build.log; ./porting-table.sh build.log
set -euo pipefail
cd "$(dirname "$0")"
log=${1:-}
[ -d Ported ] || { echo "porting-table.sh: run ./port.sh first" >&2; exit 66; }

table=$(mktemp)
trap 'rm -f "$table"' EXIT
{
    echo "| Port | Original code lines (library / app) | Changed by \`flipbook port\` | How | Hand edits | Stand-in lines | First-build errors |"
    echo "|---|---|---|---|---|---|---|"
    grep -v '^#' ports.txt | grep -v '^[[:space:]]*$' | while read -r target folder commit files; do
        report="Ported/$target.PORTING.md"
        lines=$(sed -n 's/^- Swift files: [0-9]*, \([0-9]*\) code lines$/\1/p' "$report")
        changed=$(sed -n 's/^- Lines changed by the command: \([0-9]*\)$/\1/p' "$report")
        refused=$(sed -n 's/^- Lines not converted: \([0-9]*\)$/\1/p' "$report")
        how=$(sed -n 's/^  - \(.*\): \([0-9]*\)$/\2 × \1/p' "$report" | paste -sd ';' - | sed 's/;/; /g; s/|/\\|/g')
        errors="not measured"
        if [ -n "$log" ]; then
            errors=$(grep -c "/Ported/$target/.*: error:" "$log" || true)
        fi
        share=$(awk -v c="$changed" -v l="$lines" 'BEGIN { printf "%.1f", 100 * c / l }')
        # The ports take the library's files only; their screens are written here (Screens/).
        echo "| $target | $lines ($lines / 0) | $changed ($share %) | $how | $refused | 0 | $errors |"
    done
} > "$table"

python3 - "$table" "$log" <<'PY'
import collections, os, re, sys
table, log = open(sys.argv[1]).read(), sys.argv[2]

# The example apps (apps.txt): library and app lines apart (the `app:` folders), the touch
# scripts' lines (the only code written here), the pictures port.sh drew for image files the
# corpus left out, and what iOS would show differently (Apps/<Target>/DIFFERENCES.md).
def code_lines(path):
    n, block = 0, False
    for line in open(path, errors="replace"):
        t = line.strip()
        if block:
            if "*/" in t: block, t = False, t.split("*/", 1)[1].strip()
            else: continue
        if t.startswith("/*"):
            if "*/" not in t: block = True
            continue
        if t and not t.startswith("//"): n += 1
    return n

app_paths, targets = collections.defaultdict(list), []
for line in open("apps.txt"):
    if line.startswith("#") or not line.strip(): continue
    target, folder, commit, *paths = line.split()
    if target not in targets: targets.append(target)
    repo = folder.split("+", 1)[1]
    app_paths[target] += [f"{repo}/{p[4:]}/" for p in paths if p.startswith("app:")]
log_lines = open(log, errors="replace").read().splitlines() if log else []
rows = ["| App | Original code lines (library / app) | Changed by `flipbook port` | How | Hand edits | Stand-in lines | Touch-script lines | First-build errors | Pictures drawn for missing image files | What iOS would show differently, and why |",
        "|---|---|---|---|---|---|---|---|---|---|"]
for target in targets:
    report = open(f"Ported/{target}.PORTING.md").read()
    changed = int(re.search(r"^- Lines changed by the command: (\d+)$", report, re.M).group(1))
    refused = re.search(r"^- Lines not converted: (\d+)$", report, re.M).group(1)
    how = "; ".join(f"{n} × {k}" for k, n in re.findall(r"^  - (.*): (\d+)$", report, re.M)).replace("|", "\\|")
    library = app = 0
    for path, n in re.findall(r"^- `(.*)`: (\d+) code lines$", report, re.M):
        if any(path.startswith(a) for a in app_paths[target]): app += int(n)
        else: library += int(n)
    scripts = sum(code_lines(os.path.join(f"Apps/{target}", f)) for f in sorted(os.listdir(f"Apps/{target}")) if f.endswith(".swift"))
    errors = len({l for l in log_lines if re.search(rf"/Ported/{target}/.*: error: ", l)}) if log else "not measured"
    filled = len(open(f"Ported/{target}.FILLED").read().split())
    differences = " ".join(open(f"Apps/{target}/DIFFERENCES.md").read().split()).replace("|", "\\|")
    total = library + app
    rows.append(f"| {target} | {total} ({library} / {app}) | {changed} ({100 * changed / total:.1f} %) | {how} | {refused} | 0 "
                f"| {scripts} | {errors} | {filled} | {differences} |")
apps = "\n".join(rows) + "\n"

readme = open("README.md").read()
for (begin, end), text in [(("<!-- porting-table:begin -->", "<!-- porting-table:end -->"), table),
                           (("<!-- apps-table:begin -->", "<!-- apps-table:end -->"), apps)]:
    head, rest = readme.split(begin)
    _, tail = rest.split(end)
    readme = head + begin + "\n" + text + end + tail
open("README.md", "w").write(readme)
PY
echo "examples/ports: porting table written to README.md"
