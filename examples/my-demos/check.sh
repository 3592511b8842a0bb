#!/usr/bin/env bash
# Builds this example (debug) and checks that `my-demos` has flipbook's command line for its own
# catalogue (list, render, still, --help, exit codes) and that `record-card` records through the API.
set -euo pipefail
cd "$(dirname "$0")"
swift build
bin=$(swift build --show-bin-path)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
fail() { echo "check.sh: $*" >&2; exit 1; }
expect_code() {   # expect_code N command…: runs the command, fails unless it exits N
    local want=$1; shift
    local got=0
    "$@" >"$out/stdout" 2>"$out/stderr" || got=$?
    [ "$got" = "$want" ] || { cat "$out/stderr" >&2; fail "'$*' exited $got, expected $want"; }
}

expect_code 0 "$bin/my-demos" list
[ "$(cut -d' ' -f1 "$out/stdout")" = $'card-present\ncard-present-interactive-cancel' ] \
    || fail "list shows $(cat "$out/stdout"), expected only the two card demos"
expect_code 0 "$bin/my-demos" --help
grep -q '^Usage: my-demos <command> \[options\]' "$out/stdout" || fail "--help does not name my-demos"
expect_code 0 "$bin/my-demos" render --help
grep -q -- '--fps' "$out/stdout" || fail "render --help lacks flipbook's options"
expect_code 0 "$bin/my-demos" render card-present --scale 1 -o "$out/card.gif" --quiet
[ "$(head -c 6 "$out/card.gif")" = GIF89a ] || fail "render wrote no GIF"
expect_code 0 "$bin/my-demos" render card-present-interactive-cancel --scale 1 -o "$out/cancel.gif" --quiet
expect_code 0 "$bin/my-demos" still card-present --time 0.45 --scale 1 -o "$out/mid.png"
[ "$(head -c 4 "$out/mid.png" | tail -c 3)" = PNG ] || fail "still wrote no PNG"
expect_code 0 "$bin/my-demos" diff "$out/card.gif" "$out/card.gif"
expect_code 64 "$bin/my-demos" render flip-present -o "$out/x.gif"
grep -q "^my-demos: error: 'flip-present' is neither a scene file" "$out/stderr" || fail "unknown demo message"
expect_code 64 "$bin/my-demos" render card-present --fps nope
expect_code 64 "$bin/my-demos"
expect_code 73 "$bin/my-demos" still card-present -o /proc/no/such/dir/x.png
# CLI.main installs the signal clean-up: a killed render exits 143 and leaves no file behind.
"$bin/my-demos" render card-present --fps 240 --scale 2 -o "$out/killed.gif" --quiet 2>"$out/stderr" &
pid=$!
sleep 1.5
kill -TERM "$pid"
got=0; wait "$pid" || got=$?
[ "$got" = 143 ] || fail "a render killed with SIGTERM exited $got, expected 143"
grep -q '^my-demos: interrupted by SIGTERM' "$out/stderr" || fail "no interruption message: $(cat "$out/stderr")"
[ "$(ls "$out" | grep -c killed)" = 0 ] || fail "the killed render left $(ls "$out" | grep killed)"
expect_code 0 "$bin/record-card" "$out"
[ "$(head -c 6 "$out/card-present-api.gif")" = GIF89a ] || fail "record-card wrote no GIF"
[ -s "$out/card-present-sheet.png" ] || fail "record-card wrote no contact sheet"
echo "examples/my-demos: list, render, still, diff, --help, exit codes 0/64/73/143 and the Recording API ok"
