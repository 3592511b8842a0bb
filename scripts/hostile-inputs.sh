#!/usr/bin/env bash
# Builds the release CLI and runs the hostile-input table (scripts/hostile-inputs.py):
# every row under a time and memory limit, in a temporary folder, printed as Markdown.
#
#   scripts/hostile-inputs.sh [--timeout S] [--memory-mb M] [--only SUBSTRING] [--keep]
#
# Exit status: 0 when every row passes, 1 when any row is FAIL.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product flipbook >&2
exec python3 scripts/hostile-inputs.py --flipbook "$(swift build -c release --show-bin-path)/flipbook" "$@"
