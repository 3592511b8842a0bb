import FlipbookKit

/// Why a Core Animation object could not be added to a layer as written.
///
/// `Layer.add(_:forKey:)` stops the program with this message (the way iOS raises an
/// exception for a malformed animation), so that a wrong value never renders as a silently
/// wrong frame; `Layer.addChecked(_:forKey:)` throws it instead.
public enum CAAnimationError: Error, Equatable, CustomStringConvertible {
    /// A property animation without a key path.
    case missingKeyPath(className: String)
    /// The key path names no animatable property of the layer's class.
    case unknownKeyPath(String, layerClass: String)
    /// A value (`fromValue`, `toValue`, `byValue` or `values[i]`) whose type cannot become the
    /// key path's type.
    case valueDoesNotFit(property: String, keyPath: String, expected: String, got: String)
    /// A keyframe animation without values or path.
    case noKeyframes(keyPath: String)
    /// `keyTimes` whose count does not match the values, or that are not increasing in 0…1.
    case badKeyTimes(keyPath: String, count: Int, valueCount: Int)
    /// A keyframe `path` given for a key path that does not hold a point.
    case pathNeedsPointKeyPath(keyPath: String)
    /// A plain `CAAnimation` (or a subclass that does not override `layerAnimation`).
    case abstractAnimation(className: String)
    /// A group containing a group (FlipbookAnimation's groups hold property animations only).
    case nestedGroup
    /// A timing number that is NaN or infinite where it must be finite (`name` says which).
    case notFinite(name: String, value: Double)
    /// No `Application` on the calling thread, so there is no clock to run the animation on.
    case noApplication

    /// What is wrong, where, and what to do.
    public var description: String {
        switch self {
        case let .missingKeyPath(className):
            "A \(className) was added to a layer without a key path: set keyPath "
                + "(e.g. CABasicAnimation(keyPath: \"opacity\")) before add(_:forKey:)."
        case let .unknownKeyPath(keyPath, layerClass):
            "The key path \"\(keyPath)\" names no animatable property of \(layerClass): check the spelling "
                + "(\"path\" and \"strokeEnd\" need a ShapeLayer, \"colors\" a GradientLayer) or animate "
                + "a property the layer has."
        case let .valueDoesNotFit(property, keyPath, expected, got):
            "The \(property) of the animation of \"\(keyPath)\" is a \(got), but \"\(keyPath)\" holds a "
                + "\(expected): pass a \(expected) (on iOS a wrong type draws an undefined frame)."
        case let .noKeyframes(keyPath):
            "The keyframe animation of \"\(keyPath)\" has neither values nor a path: set values "
                + "(at least one) or path."
        case let .badKeyTimes(keyPath, count, valueCount):
            "The keyframe animation of \"\(keyPath)\" has \(count) keyTimes for \(valueCount) values: give "
                + "one key time per value, increasing from 0 to 1, or leave keyTimes nil."
        case let .pathNeedsPointKeyPath(keyPath):
            "A keyframe path moves a point, but \"\(keyPath)\" does not hold a point: animate "
                + "\"position\" (or another point property) along a path, or use values."
        case let .abstractAnimation(className):
            "A \(className) animates nothing by itself: add a CABasicAnimation, CAKeyframeAnimation, "
                + "CASpringAnimation or CAAnimationGroup."
        case .nestedGroup:
            "A CAAnimationGroup inside a CAAnimationGroup is not supported: put the inner group's "
                + "animations into the outer group (with their begin times shifted by the inner group's)."
        case let .notFinite(name, value):
            "The animation's \(name) is \(value): use a finite number of seconds."
        case .noApplication:
            Application.missingApplicationMessage(for: "Layer.add(_:forKey:) with a CAAnimation")
        }
    }
}
