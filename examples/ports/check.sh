#!/usr/bin/env bash
# Builds the ported transitions from the ports corpus through `flipbook port` (port.sh), then
# builds them (debug, against this checkout of Flipbook) and runs their tests: a filmstrip
# golden per scripted screen and the numbers behind each.
set -euo pipefail
cd "$(dirname "$0")"
./port.sh
swift build --build-tests
swift test --skip-build
echo "examples/ports: the ported transitions build and match their goldens"
