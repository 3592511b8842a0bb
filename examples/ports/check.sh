#!/usr/bin/env bash
# Builds the ported transitions and example apps from the ports corpus through `flipbook port`
# (port.sh), then builds them (debug, against this checkout of Flipbook) and runs their tests:
# a filmstrip golden per scripted screen and transition and the numbers behind each. The
# porting tables in README.md are regenerated from this build (porting-table.sh) and must match
# what is committed.
set -euo pipefail
cd "$(dirname "$0")"
./port.sh
swift build --build-tests 2>&1 | tee Ported/build.log
./porting-table.sh Ported/build.log
git diff --exit-code -- README.md || { echo "examples/ports: README.md's porting tables are stale; commit the regenerated ones" >&2; exit 1; }
swift test --skip-build
echo "examples/ports: the ported transitions and apps build and match their goldens"
