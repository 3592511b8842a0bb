#!/usr/bin/env bash
# Builds the libFuzzer targets in Fuzz/ (with -sanitize=fuzzer,address) and runs them.
#
#   scripts/fuzz.sh [png|gif|scene|all] [seconds]   fuzz each target for `seconds` (default 60),
#                                                   stopping at the first crash
#   scripts/fuzz.sh ci                              replay the committed corpora and regressions,
#                                                   then a short deterministic run of each target
#   scripts/fuzz.sh build                           only build
#
# Environment: FUZZ_KEEP_GOING=1 keeps fuzzing after a crash or timeout (libFuzzer's fork mode,
# one child at a time) and collects every crashing input; FUZZ_RUNS overrides the CI run count.
# New inputs go to Fuzz/.build/corpus/<target>/, crashes to Fuzz/.build/crashes/<target>/;
# the committed seeds in Fuzz/Corpus/<target>/ are only read.
set -euo pipefail
cd "$(dirname "$0")/../Fuzz"

targets=(png gif scene)
mode=${1:-all}
seconds=${2:-60}

build() {
    # SwiftPM names a path dependency after its folder; the link gives the root package the same
    # identity ("flipbook") wherever the repository is checked out.
    mkdir -p .build
    ln -sfn ../.. .build/flipbook
    swift build -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld \
        -Xcc -fsanitize=fuzzer-no-link,address "$@" >&2
}

binary() {
    case $1 in png) echo .build/debug/FuzzPNG ;; gif) echo .build/debug/FuzzGIF ;; scene) echo .build/debug/FuzzScene ;; esac
}

# Options every run shares: the target's dictionary, a 10 s limit per input (a small input must
# never need longer), 2 GiB of memory, and crash files kept out of the source tree. The decoders
# run with limits of 2^20 pixels (see their harnesses), so any single allocation above 512 MiB
# means a limit was not applied before allocating: a finding.
options() {
    mkdir -p ".build/crashes/$1"
    local malloc=""
    if [ "$1" != scene ]; then malloc="-malloc_limit_mb=512"; fi
    echo "-dict=Dictionaries/$1.dict -timeout=10 -rss_limit_mb=2048 $malloc -artifact_prefix=.build/crashes/$1/"
}

# Runs every committed input once (seeds and minimized past crashes); any crash fails.
replay() {
    local files=(Corpus/"$1"/* Regressions/"$1"/*)
    local existing=()
    for f in "${files[@]}"; do [ -f "$f" ] && existing+=("$f"); done
    # shellcheck disable=SC2046
    "$(binary "$1")" $(options "$1") -runs=1 "${existing[@]}" 2>&1 | grep -c "^Executed" | sed "s/^/fuzz: replayed /" >&2
}

fuzz() {
    local target=$1; shift
    local work=".build/corpus/$target"
    mkdir -p "$work"
    local extra=()
    if [ "${FUZZ_KEEP_GOING:-0}" = 1 ]; then extra=(-fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1); fi
    # shellcheck disable=SC2046
    "$(binary "$target")" $(options "$target") "${extra[@]}" -print_final_stats=1 "$@" "$work" "Corpus/$target"
}

case $mode in
    build)
        build
        ;;
    ci)
        start=$(date +%s)
        build
        echo "fuzz: built in $(( $(date +%s) - start )) s" >&2
        # Run counts: about 16 s of CPU for the three (a clean build is about 56 s); -seed=1 makes
        # the runs repeatable.
        declare -A runs=([png]=${FUZZ_RUNS:-40000} [gif]=${FUZZ_RUNS:-40000} [scene]=${FUZZ_RUNS:-8000})
        for t in "${targets[@]}"; do
            echo "fuzz: replaying $t" >&2
            replay "$t"
            echo "fuzz: $t, ${runs[$t]} runs" >&2
            work=$(mktemp -d)
            # shellcheck disable=SC2046
            "$(binary "$t")" $(options "$t") -seed=1 -runs="${runs[$t]}" -print_final_stats=1 "$work" "Corpus/$t" 2>&1 \
                | grep -E "^(Done|stat::number_of_executed_units|stat::peak_rss)" >&2
            rm -rf "$work"
        done
        echo "fuzz: done in $(( $(date +%s) - start )) s" >&2
        ;;
    png|gif|scene)
        build
        fuzz "$mode" -max_total_time="$seconds"
        ;;
    all)
        build
        for t in "${targets[@]}"; do fuzz "$t" -max_total_time="$seconds"; done
        ;;
    *)
        echo "usage: scripts/fuzz.sh [png|gif|scene|all|ci|build] [seconds]" >&2
        exit 64
        ;;
esac
