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

python3 - "$table" <<'PY'
import sys
table = open(sys.argv[1]).read()
readme = open("README.md").read()
begin, end = "<!-- porting-table:begin -->", "<!-- porting-table:end -->"
head, rest = readme.split(begin)
_, tail = rest.split(end)
open("README.md", "w").write(head + begin + "\n" + table + end + tail)
PY
echo "examples/ports: porting table written to README.md"
