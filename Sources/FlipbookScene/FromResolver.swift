import FlipbookAnimation
import FlipbookLayers

/// Resolves the `from` values a scene file leaves out: "the value the key has at `begin`".
///
/// That is the `to` of the latest animation (by `begin`, ties in file order) of the same key
/// path of the same layer that has finished by `begin`; when there is none, the layer's model
/// value with every finished animation of an enclosing or enclosed key path applied in that
/// order (`position` then `position.x` …), read at the key path. Transform sub-paths read as
/// their neutral value (no extra rotation), since they compose on top of the transform below.
///
/// The animations of one property of one layer are swept once in the order of their `begin`,
/// finished ones added as they finish, so resolving n animations costs O(n log n).
struct FromResolver {
    let specs: [AnimationSpec]
    let layers: [String: Layer]

    /// Every animation's `from`: the file's, or the resolved value.
    func resolvedFroms() -> [AnimatableValue?] {
        var result = specs.map { $0.from?.animatable }
        var groups: [String: [Int]] = [:]
        var order: [String] = []
        for (i, a) in specs.enumerated() {
            let key = a.layer + "\u{0}" + AnimationKeyPath.split(a.property.rawValue).property
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(i)
        }
        for key in order where groups[key]!.contains(where: { specs[$0].from == nil }) {
            resolve(groups[key]!, into: &result)
        }
        return result
    }

    /// Resolves the animations of `group`, all of one property (key path root) of one layer.
    private func resolve(_ group: [Int], into result: inout [AnimatableValue?]) {
        let first = specs[group[0]]
        let property = AnimationKeyPath.split(first.property.rawValue).property
        let model = layers[first.layer]!.value(forKey: property)!
        let keys = Set(group.map { specs[$0].property })
        // An animation counts as finished at a time t once both its begin and its end are ≤ t.
        func finishTime(_ i: Int) -> Double { max(specs[i].begin, specs[i].end) }
        let events = group.sorted { (finishTime($0), $0) < (finishTime($1), $1) }
        let queries = group.filter { specs[$0].from == nil }
            .sorted { (specs[$0].begin, $0) < (specs[$1].begin, $1) }
        var latest: [SceneKeyPath: Latest] = [:]
        var finished = FinishedAnimations(specs: specs, model: model)
        var next = 0
        for q in queries {
            let a = specs[q]
            while next < events.count, finishTime(events[next]) <= a.begin {
                let e = events[next]
                latest[specs[e].property, default: Latest()].add(e, specs: specs)
                finished.insert(e)
                next += 1
            }
            if let previous = latest[a.property]?.latest(excluding: q) {
                result[q] = specs[previous].to.animatable
                continue
            }
            let sub = AnimationKeyPath.split(a.property.rawValue).subPath
            guard let sub else {
                result[q] = finished.fold(excluding: q)
                continue
            }
            if case .transform = model {
                result[q] = AnimationKeyPath.component(sub, of: model)!
                continue
            }
            let others = keys.filter { $0 != a.property && $0.overlaps(a.property) }
            if others.allSatisfy({ $0.rawValue == property }) {
                // Only whole-property animations overlap: the latest one's `to` is the value.
                let whole = latest[SceneKeyPath(rawValue: property)!]?.latest(excluding: q)
                    .map { specs[$0].to.animatable } ?? model
                result[q] = AnimationKeyPath.component(sub, of: whole)!
            } else {
                result[q] = AnimationKeyPath.component(sub, of: finished.fold(excluding: q, overlapping: a.property))!
            }
        }
    }
}

/// The two latest animations of one key path by (`begin`, file order): enough to answer
/// "the latest other than this one".
private struct Latest {
    var best: Int?
    var second: Int?

    mutating func add(_ i: Int, specs: [AnimationSpec]) {
        func later(_ x: Int, _ y: Int?) -> Bool {
            guard let y else { return true }
            return (specs[x].begin, x) > (specs[y].begin, y)
        }
        if later(i, best) {
            second = best
            best = i
        } else if later(i, second) {
            second = i
        }
    }

    func latest(excluding q: Int) -> Int? { best == q ? second : best }
}

/// The finished animations of one property, in the order they apply (`begin`, then file
/// order), with the model value folded through them; the fold is kept for the prefix that no
/// insertion has changed, so in-order insertions cost O(1) each.
private struct FinishedAnimations {
    let specs: [AnimationSpec]
    let model: AnimatableValue
    private var items: [Int] = []
    /// `folds[k]`: the model with `items[0..<k]` applied.
    private var folds: [AnimatableValue]

    init(specs: [AnimationSpec], model: AnimatableValue) {
        self.specs = specs
        self.model = model
        folds = [model]
    }

    mutating func insert(_ i: Int) {
        var lo = 0, hi = items.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if (specs[items[mid]].begin, items[mid]) < (specs[i].begin, i) { lo = mid + 1 } else { hi = mid }
        }
        items.insert(i, at: lo)
        if folds.count > lo + 1 { folds.removeSubrange((lo + 1)...) }
    }

    /// The model with every finished animation but `q` applied.
    mutating func fold(excluding q: Int) -> AnimatableValue {
        let stop = items.firstIndex(of: q) ?? items.count
        while folds.count <= stop { folds.append(applying(items[folds.count - 1], to: folds[folds.count - 1])) }
        var value = folds[stop]
        for i in items.dropFirst(stop + 1) { value = applying(i, to: value) }
        return value
    }

    /// The model with the finished animations of key paths overlapping `keyPath` applied, but `q`.
    func fold(excluding q: Int, overlapping keyPath: SceneKeyPath) -> AnimatableValue {
        items.filter { $0 != q && specs[$0].property.overlaps(keyPath) }.reduce(model) { applying($1, to: $0) }
    }

    /// `whole` with animation `i`'s `to` set at its key path (a sub-path sets a component).
    private func applying(_ i: Int, to whole: AnimatableValue) -> AnimatableValue {
        let a = specs[i]
        guard let sub = AnimationKeyPath.split(a.property.rawValue).subPath else { return a.to.animatable }
        return AnimationKeyPath.applying(sub, value: a.to.animatable, to: whole, additive: false)
    }
}
