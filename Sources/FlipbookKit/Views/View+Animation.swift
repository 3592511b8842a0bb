import FlipbookAnimation

/// `UIView.animate`: animation blocks on the current ``Application``'s clock.
///
/// The block runs synchronously; every property set inside it takes its new model value at
/// once and adds an animation from the old value (see the article “Views and animation blocks”):
/// begin time now + delay, fill
/// mode backwards (the old value shows during the delay), the block's curve or spring. The
/// completion runs once, on the clock, when the block's last animation ends, with `finished`;
/// with duration ≤ 0 (or nothing animated) the changes apply at once and the completion runs on
/// the next clock advance at the same time.
extension View {
    /// Animates the changes `animations` makes over `duration` seconds with ease-in-ease-out.
    public static func animate(withDuration duration: Double, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates the changes `animations` makes over `duration` seconds with ease-in-ease-out,
    /// then runs `completion` with `finished`.
    public static func animate(withDuration duration: Double, animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)?) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes.
    /// - Parameters:
    ///   - duration: seconds; ≤ 0 applies the changes at once.
    ///   - delay: seconds before the animations start (the old values show meanwhile).
    ///   - options: curve (default ease-in-ease-out), `beginFromCurrentState`, repeat,
    ///     autoreverse, inheritance overrides.
    ///   - completion: runs once when every animation of the block has ended.
    public static func animate(withDuration duration: Double, delay: Double, options: AnimationOptions = [],
                               animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        Application.required(by: "View.animate").runAnimationBlock(duration: duration, delay: delay, options: options,
                                              timing: nil, animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes with UIKit's spring: damping ratio
    /// `usingSpringWithDamping` (ζ, 1 = no overshoot) and `initialSpringVelocity` (the distance
    /// per second divided by the distance to travel), fitted so the motion settles at `duration`.
    /// The options' curve is ignored, as in UIKit.
    public static func animate(withDuration duration: Double, delay: Double, usingSpringWithDamping damping: Double,
                               initialSpringVelocity velocity: Double, options: AnimationOptions = [],
                               animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        Application.required(by: "View.animate(usingSpringWithDamping:)").runAnimationBlock(
            duration: duration, delay: delay, options: options,
            timing: .spring(dampingRatio: damping, initialVelocity: velocity),
            animations: animations, completion: completion)
    }

    /// Runs `actions` with animations disabled, even inside an animation block.
    public static func performWithoutAnimation(_ actions: () -> Void) {
        guard let app = Application.current else { return actions() }
        app.animationsDisabled += 1
        defer { app.animationsDisabled -= 1 }
        actions()
    }
}
