#!/usr/bin/env bash
# Builds the four ported transitions (debug, against this checkout of Flipbook) and runs their
# tests: a filmstrip golden per scripted screen and the numbers behind each.
set -euo pipefail
cd "$(dirname "$0")"
swift build --build-tests
swift test --skip-build
echo "examples/ports: the ported transitions build and match their goldens"
