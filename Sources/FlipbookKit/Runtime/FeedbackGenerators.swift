/// Haptic feedback (`UIFeedbackGenerator`). A render has no Taptic Engine, and a haptic cannot
/// change a picture, so the calls are accepted and produce nothing: a generator never changes
/// what Kit draws, which is also true on iOS.
open class FeedbackGenerator {
    /// A generator.
    public init() {}

    /// Readies the engine to cut the latency of the next feedback (nothing to ready offline).
    open func prepare() {}
}

/// Feedback for a change of selection (`UISelectionFeedbackGenerator`).
open class SelectionFeedbackGenerator: FeedbackGenerator {
    /// Plays the selection tick (no haptic offline).
    open func selectionChanged() {}
}

/// Feedback for a collision (`UIImpactFeedbackGenerator`).
open class ImpactFeedbackGenerator: FeedbackGenerator {
    /// The mass of the collision (`UIImpactFeedbackGenerator.FeedbackStyle`), with UIKit's raw values.
    public enum FeedbackStyle: Int, Sendable {
        case light = 0
        case medium = 1
        case heavy = 2
        case soft = 3
        case rigid = 4
    }

    /// The style the generator plays.
    public let style: FeedbackStyle

    /// A generator of `style` impacts. Default `.medium`, as UIKit's `init()`.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A generator of medium impacts.
    public override convenience init() { self.init(style: .medium) }

    /// Plays an impact (no haptic offline).
    open func impactOccurred() {}

    /// Plays an impact of `intensity` (0 to 1) (no haptic offline).
    open func impactOccurred(intensity: Double) {}
}

/// Feedback for the outcome of a task (`UINotificationFeedbackGenerator`).
open class NotificationFeedbackGenerator: FeedbackGenerator {
    /// The outcome (`UINotificationFeedbackGenerator.FeedbackType`), with UIKit's raw values.
    public enum FeedbackType: Int, Sendable {
        case success = 0
        case warning = 1
        case error = 2
    }

    /// Plays the pattern of `notificationType` (no haptic offline).
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}
