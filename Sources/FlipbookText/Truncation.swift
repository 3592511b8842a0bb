/// Shortens a line with "…" (U+2026) so that it fits a width.
enum Truncation {
    static let ellipsis: Character = "\u{2026}"

    /// `clusters` cut to fit `width` with an ellipsis where `mode` says. When `force` is false
    /// and the clusters already fit, they are returned unchanged; when true (more text follows
    /// the last visible line) an ellipsis is always shown. Spaces next to the ellipsis are
    /// dropped; a line's leading spaces (indentation) are kept. At least the ellipsis is kept, even if it alone is wider than `width`.
    static func truncate(_ clusters: [Cluster], width: Double, mode: TruncationMode, force: Bool,
                         shaper: inout TextShaper) throws -> [Cluster] {
        if mode == .none { return clusters }
        if !force, LineBreaker.width(clusters) <= width + 1e-9 { return clusters }
        let trimmed = trimSpaces(clusters[...], leading: false)
        guard let first = trimmed.first, let last = trimmed.last else { return [] }
        switch mode {
        case .none:
            return clusters
        case .end:
            let ellipsis = try shaper.cluster(ellipsis, font: last.font, color: last.color)
            let count = longestPrefix(trimmed, budget: width - ellipsis.advance, suffix: ellipsis)
            return Array(trimSpaces(trimmed.prefix(count), leading: false)) + [ellipsis]
        case .start:
            let ellipsis = try shaper.cluster(ellipsis, font: first.font, color: first.color)
            let count = longestSuffix(trimmed, budget: width - ellipsis.advance)
            return [ellipsis] + Array(trimSpaces(trimmed.suffix(count), trailing: false))
        case .middle:
            let ellipsis = try shaper.cluster(ellipsis, font: first.font, color: first.color)
            let budget = width - ellipsis.advance
            // Half the room for the start; the end takes what is left, then the start any rest.
            var head = longestPrefix(trimmed, budget: budget / 2, suffix: nil)
            let headWidth = LineBreaker.width(trimSpaces(trimmed.prefix(head), leading: false))
            let tail = longestSuffix(trimmed.dropFirst(head), budget: budget - headWidth)
            let tailWidth = LineBreaker.width(trimSpaces(trimmed.suffix(tail), trailing: false))
            head = longestPrefix(trimmed.dropLast(tail), budget: budget - tailWidth, suffix: nil)
            return Array(trimSpaces(trimmed.prefix(head), leading: false)) + [ellipsis]
                + Array(trimSpaces(trimmed.suffix(tail), trailing: false))
        }
    }

    /// The largest `n` with the first `n` clusters (and `suffix`'s kerning after them) within
    /// `budget`. Trailing spaces are not counted: they are dropped next to the ellipsis.
    private static func longestPrefix(_ clusters: ArraySlice<Cluster>, budget: Double, suffix: Cluster?) -> Int {
        var total = 0.0
        var previous: Cluster?
        var best = 0
        for (n, cluster) in clusters.enumerated() {
            total += cluster.advance + cluster.kerning(after: previous)
            previous = cluster
            let kern = suffix?.kerning(after: cluster) ?? 0
            guard cluster.isSpace || total + kern <= budget + 1e-9 else { break }
            best = n + 1
        }
        return best
    }

    /// The largest `n` with the last `n` clusters within `budget`, leading spaces not counted
    /// (they are dropped next to the ellipsis).
    private static func longestSuffix(_ clusters: ArraySlice<Cluster>, budget: Double) -> Int {
        var total = 0.0
        var next: Cluster?
        var best = 0
        for (n, cluster) in clusters.reversed().enumerated() {
            total += cluster.advance + (next?.kerning(after: cluster) ?? 0)
            next = cluster
            guard cluster.isSpace || total <= budget + 1e-9 else { break }
            best = n + 1
        }
        return best
    }

    private static func trimSpaces(_ clusters: ArraySlice<Cluster>, leading: Bool = true,
                                   trailing: Bool = true) -> ArraySlice<Cluster> {
        var slice = clusters
        while leading, slice.first?.isSpace == true { slice = slice.dropFirst() }
        while trailing, slice.last?.isSpace == true { slice = slice.dropLast() }
        return slice
    }
}
