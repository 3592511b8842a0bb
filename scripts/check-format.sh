#!/usr/bin/env bash
# Lints the Swift files ADDED since a base commit with the toolchain's `swift format` and the
# repository's .swift-format, and fails on any finding.
#
#   scripts/check-format.sh                 # files added since $FORMAT_BASE (default: below)
#   scripts/check-format.sh <commit>        # files added since <commit>
#   swift format format -i --configuration .swift-format <file>   # fix a file before committing
#
# Only added files (needs the git history, not a shallow clone): the code older than the
# configuration was never formatted, and reformatting
# it wholesale would conflict with every branch in flight. A file is formatted when it is
# created; an existing file may be formatted in a commit of its own when nobody else edits it.
# The default base is the commit that added .swift-format (so CI checks every file added since).
set -euo pipefail
cd "$(dirname "$0")/.."
base=${1:-${FORMAT_BASE:-$(git log --diff-filter=A --format=%H -1 -- .swift-format)}}
[ -n "$base" ] || { echo "check-format: no base commit (is .swift-format committed?)" >&2; exit 1; }
# A file counts when the commit that added it descends from the base (its author had the
# configuration), or when it is not committed yet: files that branches started before the base
# bring in by a merge are not checked, since their authors could not format them.
added_since_base() {
    git diff --name-only --diff-filter=A "$base" -- '*.swift' | while read -r f; do
        [ -f "$f" ] || continue
        commit=$(git log --diff-filter=A --format=%H -1 -- "$f")
        if [ -z "$commit" ] || git merge-base --is-ancestor "$base" "$commit"; then echo "$f"; fi
    done
    git ls-files --others --exclude-standard -- '*.swift'
}
mapfile -t files < <(added_since_base | sort -u)
if [ ${#files[@]} -eq 0 ]; then
    echo "check-format: no Swift file added since ${base:0:12}"
    exit 0
fi
if swift format lint --strict --configuration .swift-format "${files[@]}"; then
    echo "check-format: ${#files[@]} file(s) added since ${base:0:12} are formatted"
else
    echo "check-format: fix with: swift format format -i --configuration .swift-format <file>" >&2
    exit 1
fi
