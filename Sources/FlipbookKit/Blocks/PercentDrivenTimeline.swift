import FlipbookAnimation
/// How a percent-driven transition samples its animations while the finger moves.
public enum ScrubbingModel: Hashable, Sendable {
    /// iOS 7–9 (`UIPercentDrivenInteractiveTransition` without a property animator): the
    /// container layer is paused (`speed 0`) and its `timeOffset = p·D`, so every animation
    /// below is sampled at local time `p·D` **with its own timing curve**. Default.
    case legacy
    /// iOS 10+ (property animator, `scrubsLinearly`): every animated property is at linear
    /// progress p, `from + (to − from)·p`.
    case modern
}

/// The time line of a scripted `UIPercentDrivenInteractiveTransition`: interactive progress
/// from a ``GestureTrack``, then a finish or cancel phase, as a pure function of time.
///
/// Times are clock (parent) seconds. During the interaction the progress is the track's
/// value clamped to [0, 1]. On release at progress p the rest plays with the completion
/// curve over `(1 − p)·D / completionSpeed` (finish, to 1) or `p·D / completionSpeed`
/// (cancel, back to 0): `p + (1 − p)·curve(τ/T)` or `p·(1 − curve(τ/T))`.
package struct PercentDrivenTimeline: Hashable, Sendable {
    /// The transition's duration D in seconds (`transitionDuration(using:)`).
    package let duration: Double
    /// The completion speed; a value ≤ 0 reads as 1, as UIKit. Default 1.
    package let completionSpeed: Double
    /// The curve of the finish/cancel phase. Default `AnimationCurve/easeInOut` (documented).
    package let completionCurve: AnimationCurve
    /// Default ``ScrubbingModel/legacy``.
    package let scrubbing: ScrubbingModel
    /// The scripted progress (values are fractions of the transition, clamped to [0, 1]).
    package let track: GestureTrack
    /// Whether the release finishes (true) or cancels the transition.
    package let finishes: Bool

    /// - Parameters:
    ///   - duration: D in seconds.
    ///   - track: progress over time; the interaction starts at its first point and is
    ///     released at its release time.
    ///   - finishes: nil decides with `track.finishes(threshold: 0.5)`.
    package init(duration: Double, track: GestureTrack, finishes: Bool? = nil,
                completionSpeed: Double = 1, completionCurve: AnimationCurve = .easeInOut,
                scrubbing: ScrubbingModel = .legacy) {
        self.duration = duration
        self.track = track
        self.finishes = finishes ?? track.finishes(threshold: 0.5)
        self.completionSpeed = completionSpeed > 0 ? completionSpeed : 1
        self.completionCurve = completionCurve
        self.scrubbing = scrubbing
    }

    /// UIKit's `transitionWasCancelled` once released.
    package var transitionWasCancelled: Bool { !finishes }

    /// The progress at release, clamped to [0, 1].
    package var releaseProgress: Double { clamp(track.releaseValue) }

    /// The length of the finish/cancel phase in seconds.
    package var completionDuration: Double {
        let p = releaseProgress
        return (finishes ? (1 - p) : p) * duration / completionSpeed
    }

    /// The clock time at which the transition completes: its animations' completions run
    /// and `completeTransition(!transitionWasCancelled)` is due.
    package var completionTime: Double { track.releaseTime + completionDuration }

    /// The transition's progress in [0, 1] at clock time `time`: 0 before the interaction,
    /// the track while interacting, the completion curve afterwards, then 1 (finished) or
    /// 0 (cancelled) from ``completionTime`` on.
    package func progress(at time: Double) -> Double {
        if time < track.releaseTime { return clamp(track.value(at: time)) }
        let p = releaseProgress
        let remaining = completionDuration
        let u = remaining > 0 ? min((time - track.releaseTime) / remaining, 1) : 1
        let c = completionCurve.progress(at: u)
        return finishes ? p + (1 - p) * c : p * (1 - c)
    }

    /// The local time of the paused container subtree (legacy scrubbing): `progress·D`.
    /// Its animations are sampled there with their own curves. This is also the container's
    /// `timeOffset` with `speed 0` (``containerTiming(at:)``).
    package func localTime(at time: Double) -> Double { progress(at: time) * duration }

    /// The container layer timing that reproduces ``localTime(at:)`` at `time`: speed 0,
    /// timeOffset = local time (QA1673 pausing). Evaluate one per frame.
    package func containerTiming(at time: Double) -> MediaTiming {
        MediaTiming(speed: 0, timeOffset: localTime(at: time))
    }

    /// The value of a property animated from `from` to `to` under modern (linear) scrubbing
    /// at clock time `time`.
    package func linearValue(from: AnimatableValue, to: AnimatableValue, at time: Double) -> AnimatableValue {
        from.interpolated(to: to, progress: progress(at: time))
    }

    private func clamp(_ p: Double) -> Double { min(max(p, 0), 1) }
}
