/// The checks that need the whole document: animations must name exactly one layer, and two
/// animations of one key must not overlap in time.
struct SceneValidator {
    let document: SceneDocument

    func validate() throws {
        var layersByName: [String: [String]] = [:]
        var specsByName: [String: LayerSpec] = [:]
        for layer in document.root.allLayers {
            if let name = layer.name {
                layersByName[name, default: []].append(layer.keyPath)
                specsByName[name] = layer
            }
        }
        for a in document.animations {
            let matches = layersByName[a.layer] ?? []
            if matches.isEmpty {
                let known = layersByName.keys.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
                throw SceneIssue(a.keyPath + ".layer",
                                 "no layer is named \"\(a.layer)\"" + (known.isEmpty ? " (no layer has a name)" : " (named layers: \(known))"))
            }
            if matches.count > 1 {
                throw SceneIssue(a.keyPath + ".layer",
                                 "\(matches.count) layers are named \"\(a.layer)\" (\(matches.joined(separator: ", "))); "
                                 + "names that animations use must be unique")
            }
            try checkKind(a, on: specsByName[a.layer]!)
        }
        if let (i, j) = firstOverlap() {
            let a = document.animations[i], b = document.animations[j]
            throw SceneIssue(b.keyPath,
                             "overlaps \(a.keyPath) on layer \"\(a.layer)\" (\(a.property.rawValue) "
                             + "\(span(a)) and \(b.property.rawValue) \(span(b))); "
                             + "animations of one key must not overlap in time")
        }
    }

    /// A text, gradient or shape key path needs a layer of that kind; a gradient's `colors`
    /// values need as many colours as the layer's gradient has.
    private func checkKind(_ a: AnimationSpec, on layer: LayerSpec) throws {
        if let kind = a.property.layerKind, layer.kind != kind {
            throw SceneIssue(a.keyPath + ".keyPath", "\(a.property.rawValue) animates a \(kind) layer, but layer \"\(a.layer)\" "
                             + "(\(layer.keyPath)) has no \(kind); give it a \"\(kind)\" object or animate another layer")
        }
        guard a.property.rawValue == "colors", let count = layer.gradient?.colors.count else { return }
        for (i, value) in ([a.from].compactMap { $0 } + (a.values ?? [a.to])).enumerated() {
            if case let .colors(colors) = value, colors.count != count {
                throw SceneIssue(a.keyPath, "value \(i) has \(colors.count) colours but layer \"\(a.layer)\"'s gradient has "
                                 + "\(count); give as many colours as the gradient")
            }
        }
    }

    /// For each key path, the key paths it overlaps (itself included).
    private static let overlapping: [SceneKeyPath: [SceneKeyPath]] = Dictionary(
        uniqueKeysWithValues: SceneKeyPath.allCases.map { p in (p, SceneKeyPath.allCases.filter(p.overlaps)) })

    /// Half-open intervals: one animation may begin exactly where the other ends.
    private static func overlap(_ a: AnimationSpec, _ b: AnimationSpec) -> Bool {
        a.begin < b.end && b.begin < a.end
    }

    /// The first pair (earlier index, later index) of animations of one layer whose key paths
    /// overlap and whose times overlap, where the later index is the smallest possible and the
    /// earlier one the first in file order; nil when there is none. O(n log n): a sweep in time
    /// order per layer finds whether any pair overlaps, and a binary search over file-order
    /// prefixes finds the animation that the message names.
    private func firstOverlap() -> (Int, Int)? {
        let animations = document.animations
        var byLayer: [String: [Int]] = [:]
        for (i, a) in animations.enumerated() { byLayer[a.layer, default: []].append(i) }
        let lists = byLayer.keys.sorted().map { layer in
            byLayer[layer]!.sorted { (animations[$0].begin, animations[$0].end, $0) < (animations[$1].begin, animations[$1].end, $1) }
        }
        /// Whether two of the animations with index below `limit` overlap. In time order, an
        /// interval that overlaps an earlier one of a key path overlaps the one of that key path
        /// with the latest end so far.
        func hasOverlap(below limit: Int) -> Bool {
            for list in lists {
                var latest: [SceneKeyPath: Int] = [:]
                for i in list where i < limit {
                    let b = animations[i]
                    for p in SceneValidator.overlapping[b.property]! {
                        if let m = latest[p], SceneValidator.overlap(animations[m], b) { return true }
                    }
                    if let m = latest[b.property], animations[m].end >= b.end { continue }
                    latest[b.property] = i
                }
            }
            return false
        }
        guard animations.count > 1, hasOverlap(below: animations.count) else { return nil }
        var lo = 1, hi = animations.count  // no overlap below lo; an overlap below hi
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if hasOverlap(below: mid) { hi = mid } else { lo = mid }
        }
        let j = hi - 1, b = animations[j]
        let i = animations[..<j].firstIndex {
            $0.layer == b.layer && $0.property.overlaps(b.property) && SceneValidator.overlap($0, b)
        }!
        return (i, j)
    }

    private func span(_ a: AnimationSpec) -> String { "\(format(a.begin))…\(format(a.end)) s" }
}
