/// "Did you mean …?" for a misspelt key, flag, command or demo name: the closest known word by
/// edit distance (insertions, deletions, substitutions and swaps of two neighbours), when it is
/// close enough to be a typo — at most a third of the longer word's letters, and at most 3.
package enum DidYouMean {
    /// The known word closest to `word`, or nil when none is close; ties go to the first in `known`.
    package static func closest(to word: String, in known: some Sequence<String>) -> String? {
        let lower = Array(word.lowercased())
        var best: (word: String, distance: Int)?
        for candidate in known {
            let other = Array(candidate.lowercased())
            let limit = min(3, max(1, max(lower.count, other.count) / 3))
            let d = distance(lower, other)
            if d <= limit, d < (best?.distance ?? .max) { best = (candidate, d) }
        }
        return best?.word
    }

    /// ` (did you mean 'fps'?)`, or an empty string when no known word is close;
    /// `quote` wraps the suggestion (`'…'` by default, `--` before flags).
    package static func hint(
        for word: String, in known: some Sequence<String>,
        format: (String) -> String = { "'\($0)'" }
    ) -> String {
        closest(to: word, in: known).map { " (did you mean \(format($0))?)" } ?? ""
    }

    /// Optimal string alignment distance (Damerau–Levenshtein without repeated edits of one substring).
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], before[j - 2] + 1)
                }
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
