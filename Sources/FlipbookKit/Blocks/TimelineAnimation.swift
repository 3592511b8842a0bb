import FlipbookAnimation
/// A layer animation whose progress an ``AnimatorTimeline`` gives: what a property animator adds
/// to a layer for each property its animation blocks change.
///
/// The value is `from + (to − from) · progress`, or, for a keyframe block run by the animator,
/// ``keyframes`` looked up at unit time `progress`; progress is read from the timeline at the
/// layer's local time converted to clock time. Its media timing spans all time (fill both), so the
/// animation shows whatever the timeline says until the animator removes it.
package struct TimelineAnimation: PropertyAnimation {
    /// The animated key path.
    package var keyPath: String
    /// The value at progress 0 (with ``isAdditive``, the old value minus the new one).
    package var fromValue: AnimatableValue
    /// The value at progress 1 (with ``isAdditive``, the zero of the kind).
    package var toValue: AnimatableValue
    /// Adds to the model value instead of replacing it.
    package var isAdditive: Bool
    /// The shared progress history.
    package let timeline: AnimatorTimeline
    /// The fraction of the run before this animation starts (UIKit's `delayFactor`), 0…1.
    package var delayFactor: Double
    /// Clock time minus the layer's local time (0 unless an ancestor layer is retimed).
    package var clockMinusLayerTime: Double
    /// The keyframes of an `animateKeyframes` block inside the animator's blocks, over a unit
    /// duration (the values additive when ``isAdditive``); `nil` for a plain from–to change.
    package var keyframes: KeyframeAnimation?
    /// Begins at local time 0 (so the active time *is* the local time, exactly) and lasts 10⁹ s,
    /// fill both.
    package var timing = MediaTiming(beginTime: 0, duration: 1e9, fillMode: .both)

    /// - Parameters:
    ///   - keyPath: the layer key path.
    ///   - from: the value at progress 0.
    ///   - to: the value at progress 1.
    ///   - isAdditive: whether the value adds to the model value.
    ///   - timeline: the animator's timeline.
    ///   - delayFactor: the fraction of the run before the animation starts. Default 0.
    ///   - clockMinusLayerTime: clock time minus the layer's local time. Default 0.
    package init(keyPath: String, from: AnimatableValue, to: AnimatableValue, isAdditive: Bool,
                timeline: AnimatorTimeline, delayFactor: Double = 0, clockMinusLayerTime: Double = 0) {
        self.keyPath = keyPath
        self.fromValue = from
        self.toValue = to
        self.isAdditive = isAdditive
        self.timeline = timeline
        self.delayFactor = delayFactor
        self.clockMinusLayerTime = clockMinusLayerTime
    }

    /// The value at active time `t`, which is the layer-local time.
    package func value(atActiveTime t: Double, modelValue: AnimatableValue) -> AnimatableValue? {
        let clock = t + clockMinusLayerTime
        let progress = timeline.progress(at: clock, delayFactor: delayFactor)
        if let keyframes {
            // A spring may overshoot the run; keyframes exist only between 0 and 1.
            return keyframes.value(atActiveTime: min(max(progress, 0), 1), modelValue: modelValue)
        }
        return fromValue.interpolated(to: toValue, progress: progress)
    }
}
