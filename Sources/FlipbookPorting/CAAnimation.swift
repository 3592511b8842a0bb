import FlipbookAnimation
import FlipbookKit
import FlipbookLayers

/// `CAAnimationDelegate`: told when an animation added with `Layer.add(_:forKey:)` starts and
/// stops, on the scene clock of `Application`.
///
/// Both methods have empty default implementations, as the optional methods of iOS's protocol.
/// > Note: Swift calls a default implementation, not a subclass's method, when only the
/// > subclass declares it and the superclass conforms; declare the methods in the class that
/// > adopts the protocol.
public protocol CAAnimationDelegate: AnyObject {
    /// The animation's begin time has arrived (on the layer's time). `anim` is the copy the
    /// layer holds, not the object passed to `add(_:forKey:)`.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended: `flag` is true when it reached the end of its active duration,
    /// false when it was removed from the layer first (`removeAnimation(forKey:)`,
    /// `removeAllAnimations()`, or another animation added under its key).
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// `CAAnimation`: the abstract base of Core Animation's animation classes, with the
/// `CAMediaTiming` properties, the timing function, the delegate and removal on completion.
///
/// A class, as on iOS: configure it step by step, then add it to a layer with
/// `Layer.add(_:forKey:)`, which **copies** it (changing the object afterwards does not change
/// what the layer shows) and turns the copy into FlipbookAnimation's value animations. Times are
/// seconds.
open class CAAnimation: NSObject {
    /// When the animation starts, in its layer's local time. 0 (the default) means "when it is
    /// added": `add(_:forKey:)` puts the layer's current time there. Write
    /// `CACurrentMediaTime() + delay` for a delay, as on iOS.
    open var beginTime: Double = 0
    /// The length of one cycle in seconds; 0 or less (the default 0) becomes 0.25 s when the
    /// animation is added.
    open var duration: Double = 0
    /// Time scale relative to the layer; 0 freezes it at ``timeOffset``. Default 1.
    open var speed: Float = 1
    /// Added to the animation's local time after scaling, in seconds. Default 0.
    open var timeOffset: Double = 0
    /// Number of cycles; 0 means one, fractions play part of a cycle, `.infinity` repeats
    /// forever (such an animation never finishes). Default 0.
    open var repeatCount: Float = 0
    /// Total active time in seconds instead of a count (used when ``repeatCount`` is 0).
    /// Default 0.
    open var repeatDuration: Double = 0
    /// Each cycle plays forwards then backwards. Default false.
    open var autoreverses = false
    /// What shows outside the active span. Default ``CAMediaTimingFillMode/removed``.
    open var fillMode: CAMediaTimingFillMode = .removed
    /// The pacing over the whole duration; `nil` (the default) is linear.
    open var timingFunction: CAMediaTimingFunction?
    /// Detach the animation from its layer once its active duration has passed. Default true.
    /// With false and ``fillMode`` `.forwards` the end value stays on screen.
    open var isRemovedOnCompletion = true
    /// Told when the animation starts and stops. Held **strongly**, as Core Animation documents
    /// (an exception to the usual delegate rule). Default `nil`.
    open var delegate: CAAnimationDelegate?

    /// Arbitrary values set with ``setValue(_:forKey:)``, copied with the animation.
    private var userValues: [String: Any] = [:]

    /// An animation with Core Animation's defaults.
    public override init() { super.init() }

    /// A copy of `other`'s properties (subclasses copy theirs and call `super`); what
    /// ``CAAnimation/copy()`` and `add(_:forKey:)` use.
    public required init(copying other: CAAnimation) {
        beginTime = other.beginTime
        duration = other.duration
        speed = other.speed
        timeOffset = other.timeOffset
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses
        fillMode = other.fillMode
        timingFunction = other.timingFunction
        isRemovedOnCompletion = other.isRemovedOnCompletion
        delegate = other.delegate
        userValues = other.userValues
        super.init()
    }

    /// A new object of the same class with the same properties (the delegate is shared).
    open override func copy() -> Any { type(of: self).init(copying: self) }

    /// Stores `value` under `key`, as Core Animation's key-value coding container classes
    /// allow (a common way to tag an animation for its delegate); `nil` removes it.
    open func setValue(_ value: Any?, forKey key: String) {
        userValues[key] = value
    }

    /// The value stored under `key` with ``setValue(_:forKey:)``, or `nil`.
    open func value(forKey key: String) -> Any? {
        userValues[key]
    }

    /// The `CAMediaTiming` properties as FlipbookAnimation's `MediaTiming`, with `beginTime`
    /// replaced by `begin` (the resolved begin time in the layer's local time) and a duration
    /// of 0 or less replaced by 0.25 s, as `add(_:forKey:)` does.
    public func mediaTiming(beginTime begin: Double) -> MediaTiming {
        MediaTiming(beginTime: begin, duration: duration > 0 ? duration : 0.25, speed: Double(speed),
                    timeOffset: timeOffset, repeatCount: Double(repeatCount), repeatDuration: repeatDuration,
                    autoreverses: autoreverses, fillMode: fillMode.fillMode)
    }

    /// The value animation a layer shows for this object, with its begin time `begin` in the
    /// layer's local time and its values checked against `layer`'s properties.
    ///
    /// Subclasses override it; `CAAnimation` itself animates nothing and throws
    /// ``CAAnimationError/abstractAnimation(className:)``.
    /// - Throws: ``CAAnimationError`` when the animation cannot be shown as written.
    open func layerAnimation(for layer: Layer, beginTime begin: Double) throws -> any Animation {
        throw CAAnimationError.abstractAnimation(className: String(describing: type(of: self)))
    }
}

/// `CAPropertyAnimation`: an animation of one key path of a layer.
open class CAPropertyAnimation: CAAnimation {
    /// The key path animated, e.g. `"path"`, `"opacity"`, `"position.x"`,
    /// `"transform.rotation.y"`. Required before the animation is added. Default `nil`.
    open var keyPath: String?
    /// Adds the animation's value to the value below (the model and earlier animations)
    /// instead of replacing it. Default false.
    open var isAdditive = false

    /// An animation of `path`, as `CAPropertyAnimation(keyPath:)`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    /// An animation with Core Animation's defaults.
    public override init() { super.init() }

    /// A copy of `other`'s properties; see ``CAAnimation/init(copying:)``.
    public required init(copying other: CAAnimation) {
        let typed = other as? CAPropertyAnimation
        keyPath = typed?.keyPath
        isAdditive = typed?.isAdditive ?? false
        super.init(copying: other)
    }

    /// The key path, checked to name a property `layer` animates: the part of
    /// ``layerAnimation(for:beginTime:)`` every property animation shares.
    /// - Returns: the key path and the kind of value it holds on `layer`.
    func checkedKeyPath(on layer: Layer) throws -> (keyPath: String, model: AnimatableValue) {
        let className = String(describing: type(of: self))
        guard let keyPath, !keyPath.isEmpty else { throw CAAnimationError.missingKeyPath(className: className) }
        guard let model = layer.value(forKeyPath: keyPath) else {
            throw CAAnimationError.unknownKeyPath(keyPath, layerClass: String(describing: type(of: layer)))
        }
        return (keyPath, model)
    }
}
