/// Several animations played together inside one timing, as CAAnimationGroup.
///
/// The children's timings are relative to the group's active time, and a child is cut off
/// where the group's active span ends (unless the group fills).
public struct AnimationGroup: Animation {
    /// The children, evaluated in order. Default empty.
    public var animations: [any PropertyAnimation]
    /// The group's timing relative to the layer. Default `MediaTiming()` (duration 0 → 0.25 s).
    public var timing: MediaTiming

    public init(animations: [any PropertyAnimation] = [], timing: MediaTiming = MediaTiming()) {
        self.animations = animations
        self.timing = timing
    }

    public var keyPaths: [String] {
        var seen = Set<String>()
        return animations.map(\.keyPath).filter { seen.insert($0).inserted }
    }

    public func contributions(atTime time: Double,
                              model: (String) -> AnimatableValue?) -> [AnimationContribution] {
        guard let t = timing.activeTime(fromParent: time) else { return [] }
        return animations.flatMap { $0.contributions(atTime: t, model: model) }
    }
}
