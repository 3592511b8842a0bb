/// How an animation (or a layer) reaches its contents when it is not active.
public enum FillMode: String, Hashable, Sendable, CaseIterable {
    /// Contributes nothing before its begin time or after its end. Core Animation's default.
    case removed
    /// Holds the end state after the end.
    case forwards
    /// Shows the start state before the begin time (what UIKit uses for delays).
    case backwards
    /// Both ``forwards`` and ``backwards``.
    case both
}

/// The CAMediaTiming properties: how a parent's time maps to this object's local time.
///
/// Times are seconds. For an animation the parent time is its layer's local time; for a layer
/// it is its superlayer's local time (the root's parent time is the render clock).
public struct MediaTiming: Hashable, Sendable {
    /// When the object starts, in the parent's time. Default 0.
    public var beginTime: Double
    /// The length of one simple cycle in seconds. Default 0, which an animation reads as
    /// 0.25 s (``resolvedDuration``), as CA's `addAnimation:forKey:` does.
    public var duration: Double
    /// Time scale relative to the parent; 0 pauses (local time stays at ``timeOffset``). Default 1.
    public var speed: Double
    /// Added to the local time after scaling. Default 0.
    public var timeOffset: Double
    /// Number of cycles; 0 means 1, fractions allowed, `.infinity` repeats forever. Default 0.
    public var repeatCount: Double
    /// Total active time in seconds instead of a count (used when > 0 and repeatCount is 0).
    /// Default 0.
    public var repeatDuration: Double
    /// Each cycle plays forwards then backwards (a cycle then lasts 2·duration). Default false.
    public var autoreverses: Bool
    /// Default ``FillMode/removed``.
    public var fillMode: FillMode

    public init(beginTime: Double = 0, duration: Double = 0, speed: Double = 1, timeOffset: Double = 0,
                repeatCount: Double = 0, repeatDuration: Double = 0, autoreverses: Bool = false,
                fillMode: FillMode = .removed) {
        self.beginTime = beginTime
        self.duration = duration
        self.speed = speed
        self.timeOffset = timeOffset
        self.repeatCount = repeatCount
        self.repeatDuration = repeatDuration
        self.autoreverses = autoreverses
        self.fillMode = fillMode
    }

    /// The duration an animation actually runs one cycle for: ``duration``, or 0.25 s when it is ≤ 0.
    public var resolvedDuration: Double { duration > 0 ? duration : 0.25 }

    /// The whole active span in local time: all repeats, autoreverse included; may be infinite.
    public var activeDuration: Double {
        let cycle = resolvedDuration * (autoreverses ? 2 : 1)
        if repeatCount > 0 { return cycle * repeatCount }
        if repeatDuration > 0 { return repeatDuration }
        return cycle
    }

    /// The parent time at which the active span ends (`beginTime + activeDuration / speed`),
    /// before ``timeOffset`` is considered; infinite when paused or repeating forever.
    public var endTime: Double {
        guard speed != 0 else { return .infinity }
        return beginTime + (activeDuration - timeOffset) / speed
    }

    /// `(tp − beginTime)·speed + timeOffset`: a parent time in local time, with no repeats
    /// and no activity window, as Core Animation maps a layer's time.
    public func localTime(fromParent tp: Double) -> Double {
        (tp - beginTime) * speed + timeOffset
    }

    /// The time inside the current cycle, in [0, ``resolvedDuration``], for the parent time
    /// `tp`, or `nil` when the object is not active and does not fill at that time.
    ///
    /// Repeats restart the cycle; with ``autoreverses`` the second half of a cycle runs
    /// backwards. Before the start a backwards fill gives 0; at or after the end a forwards
    /// fill gives the end state of the last cycle (0 after an autoreversed cycle).
    public func activeTime(fromParent tp: Double) -> Double? {
        let t = localTime(fromParent: tp)
        let d = resolvedDuration, span = activeDuration
        if t < 0 {
            return fillMode == .backwards || fillMode == .both ? 0 : nil
        }
        if t >= span {
            guard fillMode == .forwards || fillMode == .both else { return nil }
            return cycleTime(span, atEnd: true)
        }
        return cycleTime(t, atEnd: false)
        func cycleTime(_ t: Double, atEnd: Bool) -> Double {
            let cycle = d * (autoreverses ? 2 : 1)
            var n = (t / cycle).rounded(.down)
            if atEnd && n > 0 && n * cycle == t { n -= 1 }
            let u = min(t - n * cycle, cycle)
            return autoreverses && u > d ? 2 * d - u : min(u, d)
        }
    }

    /// Maps a time through a chain of layer timings, outermost first: the local time of the
    /// innermost object. A container with `speed 0` and `timeOffset τ` freezes everything
    /// below it at τ, which is how percent-driven transitions pause a subtree.
    public static func localTime(_ time: Double, through chain: [MediaTiming]) -> Double {
        chain.reduce(time) { $1.localTime(fromParent: $0) }
    }
}
