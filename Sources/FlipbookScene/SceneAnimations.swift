import FlipbookAnimation
import FlipbookLayers

/// Compiles a scene file's animations into FlipbookAnimation animations on the layers they name,
/// so that a scene renders as any layer tree does: `renderTree(at:)`, the model untouched.
///
/// The animations of one key path of one layer form a *track*, and the scene format's rules
/// become timings:
/// - At time t a track follows the last animation in file order whose `begin ≤ t`: while it
///   runs, its curve; after its end, its `to` (even when it autoreverses or repeats part-way).
///   So each animation contributes only from its `begin` until the `begin` of a later one in
///   the file (its *cut*): a group cut there holds the curve, a second one holds `to`.
/// - Before the track's first `begin`, the key holds that animation's `from` when the file
///   gives one, and is left alone otherwise.
/// - A `from` left out is "the value the key has at `begin`": the `to` of the latest animation
///   of the same key path that has finished by then, else the model value with the finished
///   animations of enclosing or enclosed key paths applied (``FromResolver``).
/// - On a layer, holds apply first (in file order), then every other contribution in the
///   order of its animation's `begin` (ties in file order), so when `position` and
///   `position.x` take turns the one that began last wins, and transform sub-paths
///   (`transform.rotation.y`) compose on top of the `transform` below them. Attaching the
///   animations in that order gives exactly that, because a layer applies its animations in
///   the order they were added.
///
/// Loading is O(n log n) in the number of animations; a frame costs O(n) on the layers.
enum SceneAnimations {
    /// Seconds no scene reaches: the length of a hold that lasts for ever.
    static let forever = Double.greatestFiniteMagnitude

    /// Attaches `specs` (validated: every layer exists, every key path applies) to `layers`.
    static func attach(_ specs: [AnimationSpec], to layers: [String: Layer]) {
        let froms = FromResolver(specs: specs, layers: layers).resolvedFroms()
        var tracks: [String: [Int]] = [:]
        var trackOrder: [String] = []
        for (i, a) in specs.enumerated() {
            let key = a.layer + "\u{0}" + a.property.rawValue
            if tracks[key] == nil { trackOrder.append(key) }
            tracks[key, default: []].append(i)
        }
        var holds: [String: [(first: Int, animation: any Animation)]] = [:]
        var parts: [String: [(begin: Double, index: Int, animation: any Animation)]] = [:]
        for key in trackOrder {
            let track = tracks[key]!
            let first = track.min { specs[$0].begin < specs[$1].begin }!
            if let from = specs[first].from {
                holds[specs[first].layer, default: []].append((first, hold(from, of: specs[first])))
            }
            var cut: Double? = nil
            for i in track.reversed() {
                let a = specs[i]
                for animation in windows(of: a, from: froms[i]!, cut: cut) {
                    parts[a.layer, default: []].append((a.begin, i, animation))
                }
                cut = min(cut ?? a.begin, a.begin)
            }
        }
        for (name, layer) in layers {
            let ordered = (holds[name] ?? []).sorted { $0.first < $1.first }.map(\.animation)
                + (parts[name] ?? []).sorted { ($0.begin, $0.index) < ($1.begin, $1.index) }.map(\.animation)
            if !ordered.isEmpty { layer.add(contentsOf: ordered) }
        }
    }

    /// `from` for every time before `a.begin` and never from `a.begin` on.
    ///
    /// Core Animation has no fill that stops at a begin time, so the hold runs backwards from
    /// `begin` (speed −1) and starts one subnormal later (the offset): its local time is ≥ 0
    /// exactly when t < begin.
    static func hold(_ from: SceneValue, of a: AnimationSpec) -> any Animation {
        KeyframeAnimation(keyPath: a.property.rawValue, values: [from.animatable],
                          timing: MediaTiming(beginTime: a.begin, duration: forever, speed: -1,
                                              timeOffset: -Double.leastNonzeroMagnitude))
    }

    /// What `a` contributes while its track follows it (from its begin until `cut`, the begin of a
    /// later animation of the track in the file; nil for none): its curve while it runs, then its `to`.
    ///
    /// Both parts are groups beginning at `a.begin`, so both decide on the same local time
    /// `t − begin`: exactly one of them applies at any time before the cut.
    static func windows(of a: AnimationSpec, from: AnimatableValue, cut: Double?) -> [any Animation] {
        let end = a.end - a.begin
        let stop = cut.map { $0 - a.begin } ?? forever
        var result: [any Animation] = []
        let running = min(end, stop)
        if running > 0 {
            var curve = a.animation(from: from)
            curve.timing.beginTime = 0
            result.append(AnimationGroup(animations: [curve], timing: MediaTiming(beginTime: a.begin, duration: running)))
        }
        if end < stop {
            let to = KeyframeAnimation(keyPath: a.property.rawValue, values: [a.to.animatable],
                                       timing: MediaTiming(beginTime: end, duration: forever))
            result.append(AnimationGroup(animations: [to], timing: MediaTiming(beginTime: a.begin, duration: stop)))
        }
        return result
    }
}
