import FlipbookGeometry
import FlipbookRaster

/// One animation of a scene file: a property of a named layer going from a value to another
/// (or through keyframes) over `begin … begin + duration`.
///
/// Before ``begin`` the property holds ``from``; after ``end`` it holds ``to`` (the
/// UIView.animate model: the model value is the final value), even when it autoreverses.
package struct AnimationSpec: Equatable {
    /// Where the animation sits in the file (`animations[3]`), for messages.
    package var keyPath: String
    /// The `name` of the animated layer.
    package var layer: String
    /// The animated property.
    package var property: SceneKeyPath
    /// The start value; nil means "the value the key has at ``begin``".
    package var from: SceneValue?
    /// The end value (the last keyframe for keyframe animations).
    package var to: SceneValue
    /// Keyframe values, or nil for a from/to animation.
    package var values: [SceneValue]?
    /// One per keyframe value, 0…1, non-decreasing, first 0 and last 1; nil spaces them evenly.
    package var keyTimes: [Double]?
    /// Start, in seconds of scene time. Default 0.
    package var begin: Double
    /// Length of one pass, in seconds. Default 0.25 (Core Animation's default duration).
    package var duration: Double
    /// Default `.linear` (Core Animation's nil timing function).
    package var timing: TimingSpec
    /// Play each pass forwards, then backwards. Default false.
    package var autoreverses: Bool
    /// How many passes, greater than 0; fractions stop part-way, `.infinity` (a file's
    /// `"infinity"`, Swift's `.greatestFiniteMagnitude` as iOS code writes it) repeats for ever and
    /// never reaches `to`. Default 1 (a file's 0 reads as 1, as in Core Animation).
    package var repeatCount: Double

    package init(keyPath: String, layer: String, property: SceneKeyPath, from: SceneValue? = nil,
                to: SceneValue, values: [SceneValue]? = nil, keyTimes: [Double]? = nil,
                begin: Double = 0, duration: Double = 0.25, timing: TimingSpec = .linear,
                autoreverses: Bool = false, repeatCount: Double = 1) {
        self.keyPath = keyPath
        self.layer = layer
        self.property = property
        self.from = from
        self.to = to
        self.values = values
        self.keyTimes = keyTimes
        self.begin = begin
        self.duration = duration
        self.timing = timing
        self.autoreverses = autoreverses
        self.repeatCount = repeatCount
    }

    /// The time the animation stops, `begin + duration · passes · (autoreverses ? 2 : 1)`.
    package var end: Double {
        begin + duration * repeatCount * (autoreverses ? 2 : 1)
    }
}

/// How progress through an animation is shaped.
package enum TimingSpec: Equatable {
    /// A cubic Bézier from (0, 0) to (1, 1) with control points (x1, y1), (x2, y2);
    /// the named presets are Core Animation's.
    case bezier(x1: Double, y1: Double, x2: Double, y2: Double)
    /// UIKit's `usingSpringWithDamping:initialSpringVelocity:` over the animation's duration.
    case uikitSpring(dampingRatio: Double, velocity: Double)
    /// CASpringAnimation's damped oscillator, cut at the animation's duration.
    case caSpring(mass: Double, stiffness: Double, damping: Double, velocity: Double)

    /// `kCAMediaTimingFunctionLinear`.
    package static let linear = TimingSpec.bezier(x1: 0, y1: 0, x2: 1, y2: 1)
    /// `kCAMediaTimingFunctionEaseIn`.
    package static let easeIn = TimingSpec.bezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
    /// `kCAMediaTimingFunctionEaseOut`.
    package static let easeOut = TimingSpec.bezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
    /// `kCAMediaTimingFunctionEaseInEaseOut`.
    package static let easeInEaseOut = TimingSpec.bezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    /// `kCAMediaTimingFunctionDefault`.
    package static let `default` = TimingSpec.bezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)

    /// The names a scene file may use for `timing`; `easeInOut` is UIKit's spelling
    /// (`UIView.AnimationOptions.curveEaseInOut`) of `easeInEaseOut`.
    package static let named: [(String, TimingSpec)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut),
        ("easeInEaseOut", .easeInEaseOut), ("easeInOut", .easeInEaseOut), ("default", .default),
    ]

    /// True for the spring cases.
    package var isSpring: Bool {
        if case .bezier = self { return false }
        return true
    }
}
