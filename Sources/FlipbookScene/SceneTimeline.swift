/// Which animations decide the scene's properties at a time, and in what order they apply.
///
/// The rules (the FlipbookScene article “Animations in scene files” states them for users):
/// - The animations of one key path of one layer form a track. At time t the track follows the
///   last animation in file order whose `begin ≤ t`: while it runs, its curve; after its end,
///   its `to`. Before the track's first `begin`, the key holds that animation's `from`.
/// - A track whose first animation has no `from` leaves the key alone before it begins, so the
///   key shows the model value (and whatever earlier animations of an enclosing key path did),
///   which is "the value the key has at begin" whenever nothing else moves it.
/// - Tracks apply in this order: tracks still before their first animation (holding an
///   explicit `from`), in file order; then the others by the `begin` of the animation they
///   follow, ties in file order. So when `position` and `position.x` take turns, the one that
///   began last wins, and transform sub-paths (`transform.rotation.y`) compose on top of the
///   `transform` below them.
public struct SceneTimeline {
    /// One step of the evaluation at a time: which animation sets its key, and how.
    public struct Step: Equatable {
        /// The animation that sets the value.
        public var animation: AnimationSpec
        /// Its index in the scene's `animations` (file order).
        public var index: Int
        /// What part of it applies.
        public var phase: Phase
    }

    /// The part of an animation that decides a key's value.
    public enum Phase: Equatable {
        /// Before it begins: its `from`.
        case before
        /// While it runs, at `localTime` seconds after its `begin` (0 … active duration).
        case active(localTime: Double)
        /// After its end: its `to`.
        case after
    }

    /// The tracks, each the file-order indices of its animations.
    private let tracks: [[Int]]
    private let animations: [AnimationSpec]

    /// The timeline of a scene's animations (in file order).
    public init(animations: [AnimationSpec]) {
        self.animations = animations
        var order: [String] = []
        var byKey: [String: [Int]] = [:]
        for (i, a) in animations.enumerated() {
            let key = a.layer + "\u{0}" + a.property.rawValue
            if byKey[key] == nil { order.append(key) }
            byKey[key, default: []].append(i)
        }
        tracks = order.map { byKey[$0]! }
    }

    /// The steps that set the scene's animated keys at time `t`, in the order they apply.
    public func steps(at t: Double) -> [Step] {
        var holding: [(index: Int, step: Step)] = []
        var following: [(begin: Double, index: Int, step: Step)] = []
        for track in tracks {
            if let i = track.last(where: { animations[$0].begin <= t }) {
                let a = animations[i]
                let phase: Phase = t < a.end ? .active(localTime: t - a.begin) : .after
                following.append((a.begin, i, Step(animation: a, index: i, phase: phase)))
            } else {
                // The track's first animation in time; file order breaks ties.
                let first = track.min { animations[$0].begin < animations[$1].begin }!
                if animations[first].from != nil {
                    holding.append((first, Step(animation: animations[first], index: first, phase: .before)))
                }
            }
        }
        following.sort { ($0.begin, $0.index) < ($1.begin, $1.index) }
        return holding.sorted { $0.index < $1.index }.map(\.step) + following.map(\.step)
    }
}
