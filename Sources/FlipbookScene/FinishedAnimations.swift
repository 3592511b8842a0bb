import FlipbookAnimation

/// The animations of each layer and key path ordered by end time, so that "the animation of
/// this key that finished last before `begin`" is a binary search instead of a scan over every
/// animation of the scene (which made preparing n animations without `from` take n² steps).
struct FinishedAnimations {
    private struct Group {
        /// Indices into the scene's animations, sorted by (end, begin, index).
        var sorted: [Int] = []
        /// `best[k]`: among `sorted[0...k]`, the index with the largest (begin, index).
        var best: [Int] = []
    }

    private let animations: [AnimationSpec]
    private var groups: [String: Group] = [:]
    /// Each layer's animations in file order.
    private(set) var byLayer: [String: [AnimationSpec]] = [:]

    init(_ animations: [AnimationSpec]) {
        self.animations = animations
        var members: [String: [Int]] = [:]
        for (i, a) in animations.enumerated() {
            members[FinishedAnimations.key(a), default: []].append(i)
            byLayer[a.layer, default: []].append(a)
        }
        for (key, indices) in members {
            var g = Group()
            g.sorted = indices.sorted { (animations[$0].end, animations[$0].begin, $0) < (animations[$1].end, animations[$1].begin, $1) }
            var top = g.sorted[0]
            for i in g.sorted {
                if (animations[i].begin, i) > (animations[top].begin, top) { top = i }
                g.best.append(top)
            }
            groups[key] = g
        }
    }

    private static func key(_ a: AnimationSpec) -> String { a.layer + "\u{0}" + a.property.rawValue }

    /// The animation of `a`'s layer and key path, other than `a`, that has ended by `a.begin`
    /// and began last (ties: the later in file order); nil when there is none.
    func previous(_ a: AnimationSpec) -> AnimationSpec? {
        guard let g = groups[FinishedAnimations.key(a)] else { return nil }
        // The number of animations with end ≤ a.begin (their begin is earlier still).
        var lo = 0, hi = g.sorted.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if animations[g.sorted[mid]].end <= a.begin { lo = mid + 1 } else { hi = mid }
        }
        guard lo > 0 else { return nil }
        let candidate = animations[g.best[lo - 1]]
        if candidate != a { return candidate }
        // `a` itself (zero duration) or an identical copy is the best: take the best of the rest.
        return g.sorted[..<lo].filter { animations[$0] != a }.max { (animations[$0].begin, $0) < (animations[$1].begin, $1) }
            .map { animations[$0] }
    }
}
