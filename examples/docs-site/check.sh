#!/usr/bin/env bash
# A documentation site that keeps its animations in git, rendered from flipbook.json: checks in a
# temporary copy (the repository is never touched) with the already built flipbook that a first
# run renders everything, a second skips everything, an edited scene or image re-renders only its
# own outputs, and `--check` fails on a stale, modified or missing output and passes after a render.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
bin=$(cd "$here/../.." && swift build --show-bin-path)/flipbook
[ -x "$bin" ] || { echo "check.sh: $bin is missing; run 'swift build' first" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
site="$tmp/site"
mkdir "$site"
cp -R "$here/flipbook.json" "$here/scenes" "$site/"
cd "$site"

fail() { echo "check.sh: $*" >&2; exit 1; }
run() {   # run N args…: runs flipbook, fails unless it exits N; stdout in $tmp/out, stderr in $tmp/err
    local want=$1; shift
    local got=0
    "$bin" "$@" >"$tmp/out" 2>"$tmp/err" || got=$?
    [ "$got" = "$want" ] || { cat "$tmp/out" "$tmp/err" >&2; fail "'flipbook $*' exited $got, expected $want"; }
}
summary() { tail -n 1 "$tmp/out"; }
expect_summary() { [ "$(summary)" = "flipbook.json: $1" ] || { cat "$tmp/out" >&2; fail "summary '$(summary)', expected '$1'"; }; }
# stale_list: the paths --check listed, sorted, on one line.
stale_list() { grep '^stale' "$tmp/out" | awk '{print $2}' | tr -d ':' | sort | tr '\n' ' '; }

# 1. A first run renders all five outputs and records them.
run 0 render --manifest
expect_summary "5 rendered, 0 up to date"
[ "$(head -c 6 docs/images/pulse.gif)" = GIF89a ] || fail "pulse.gif is not a GIF"
[ "$(head -c 6 docs/images/slide.gif)" = GIF89a ] || fail "slide.gif is not a GIF"
[ "$(head -c 4 docs/images/pulse-end.png | tail -c 3)" = PNG ] || fail "pulse-end.png is not a PNG"
[ "$(ls docs/images/slide-frames | grep -c '^frame_')" = 11 ] || fail "slide-frames holds $(ls docs/images/slide-frames | grep -c '^frame_') frames, expected 11"
[ -f docs/images/slide-frames/flipbook-frames.json ] || fail "slide-frames has no flipbook-frames.json (the frame rate)"
[ -f .flipbook-state.json ] || fail "no state file"

# 2. A second run renders nothing; --check passes.
run 0 render --manifest
expect_summary "0 rendered, 5 up to date"
[ "$(grep -c '^up to date' "$tmp/out")" = 5 ] || fail "expected 5 'up to date' lines"
run 0 render --manifest --check
[ "$(cat "$tmp/out")" = "flipbook.json: all 5 outputs up to date" ] || fail "--check printed $(cat "$tmp/out")"

# 3. The committed state decides staleness in a fresh clone elsewhere (other folder, new file times).
clone="$tmp/clone"
cp -R "$site" "$clone"
touch "$clone"/scenes/*.json
(cd "$clone" && "$bin" render --manifest --check >/dev/null) || fail "--check fails in a copy of a current site"

# 4. An edited scene: --check fails and lists only its outputs; a render re-renders only those.
sed -i 's/#FF2D55/#34C759/' scenes/pulse.json
run 1 render --manifest --check
[ "$(stale_list)" = "docs/images/pulse-end.png docs/images/pulse.gif " ] || fail "--check listed '$(stale_list)'"
grep -q '^stale       docs/images/pulse.gif: input changed$' "$tmp/out" || fail "no 'input changed' reason"
grep -q 'flipbook: error: 2 of 5 outputs of flipbook.json are out of date' "$tmp/err" || fail "message: $(cat "$tmp/err")"
slide_before=$(cksum < docs/images/slide.gif)
run 0 render --manifest
expect_summary "2 rendered, 3 up to date"
grep -q '^rendered    docs/images/pulse.gif (input changed)$' "$tmp/out" || fail "pulse.gif was not re-rendered"
grep -q '^up to date  docs/images/slide.gif$' "$tmp/out" || fail "slide.gif was re-rendered"
[ "$(cksum < docs/images/slide.gif)" = "$slide_before" ] || fail "slide.gif changed"
run 0 render --manifest --check

# 5. An edited image the scene references makes the scene's outputs stale.
printf 'x' >> scenes/images/tile.png
run 1 render --manifest --check
[ "$(stale_list)" = "docs/images/slide-frames docs/images/slide.gif " ] || fail "after an image edit --check listed '$(stale_list)'"
git_png=$(cat "$here/scenes/images/tile.png" | cksum)
cp "$here/scenes/images/tile.png" scenes/images/tile.png
run 0 render --manifest --check

# 6. A modified and a missing output are stale, with their reasons; a render restores both.
printf 'x' >> docs/images/slide.gif
rm -r docs/images/slide-frames
run 1 render --manifest --check
grep -q '^stale       docs/images/slide.gif: output modified$' "$tmp/out" || fail "no 'output modified': $(cat "$tmp/out")"
grep -q '^stale       docs/images/slide-frames: output missing$' "$tmp/out" || fail "no 'output missing': $(cat "$tmp/out")"
run 0 render --manifest
expect_summary "2 rendered, 3 up to date"
[ "$(cksum < docs/images/slide.gif)" = "$slide_before" ] || fail "the re-rendered slide.gif differs from the first render"
run 0 render --manifest --check

# 7. Changed options make the entry's outputs stale (a still ignores GIF options).
sed -i 's/"colors": 64/"colors": 32/' flipbook.json
run 1 render --manifest --check
[ "$(stale_list)" = "docs/images/pulse.gif " ] || fail "after an options edit --check listed '$(stale_list)'"
grep -q 'pulse.gif: options changed$' "$tmp/out" || fail "no 'options changed' reason"
run 0 render --manifest
expect_summary "1 rendered, 4 up to date"

# 8. A demo entry's variant is part of its input: changing it re-renders that still alone.
sed -i 's/"flipShadow": "intended"/"flipShadow": "recorded"/' flipbook.json
run 1 render --manifest --check
[ "$(stale_list)" = "docs/images/flip-halfway.png " ] || fail "after a variant edit --check listed '$(stale_list)'"
run 0 render --manifest
expect_summary "1 rendered, 4 up to date"

# 9. A bad manifest is exit 65 naming the key path; a missing scene is exit 66.
cp flipbook.json good.json
sed -i 's/"fps": 20/"fps": "fast"/' flipbook.json
run 65 render --manifest
grep -q 'flipbook.json: entries\[1\].options.fps: expected a number, found a string' "$tmp/err" || fail "message: $(cat "$tmp/err")"
cp good.json flipbook.json
mv scenes/slide.json scenes/moved.json
run 66 render --manifest --check
grep -q 'entries\[1\].scene: the scene file scenes/slide.json does not exist' "$tmp/err" || fail "message: $(cat "$tmp/err")"
mv scenes/moved.json scenes/slide.json
[ "$git_png" = "$(cksum < "$here/scenes/images/tile.png")" ] || fail "the repository's tile.png changed"

# 10. An interrupted run leaves no half-written output, no temporary file and no record of it.
cat > slow.json <<'JSON'
{ "version": 1, "entries": [ { "demo": "flip-present", "options": { "scale": 2, "fps": 120 },
  "outputs": [ { "gif": "docs/slow/flip.gif" } ] } ] }
JSON
"$bin" render --manifest slow.json >"$tmp/out" 2>"$tmp/err" &
pid=$!
sleep 1.5
kill -TERM "$pid"
got=0; wait "$pid" || got=$?
[ "$got" = 143 ] || fail "a manifest render killed with SIGTERM exited $got, expected 143"
[ -z "$(ls -A docs/slow 2>/dev/null)" ] || fail "the killed render left $(ls -A docs/slow)"
[ ! -e .slow-state.json ] || fail "the killed render recorded an output"
run 0 render --manifest --check

echo "examples/docs-site: render, skip, re-render of one scene's outputs, --check (stale, modified, missing), exit codes 1/65/66/143 ok"
