import FlipbookAnimation

/// `CAMediaTimingFunctionName`: the names of Core Animation's predefined timing functions.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The name's string (`"linear"`, `"easeIn"`, …), as Core Animation's constants.
    public let rawValue: String
    /// Creates a name from its string; unknown names make the initializer of
    /// ``CAMediaTimingFunction`` fall back to linear pacing (see there).
    public init(rawValue: String) { self.rawValue = rawValue }

    /// `kCAMediaTimingFunctionLinear`: control points (0, 0) and (1, 1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// `kCAMediaTimingFunctionEaseIn`: (0.42, 0) and (1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// `kCAMediaTimingFunctionEaseOut`: (0, 0) and (0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// `kCAMediaTimingFunctionEaseInEaseOut`: (0.42, 0) and (0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// `kCAMediaTimingFunctionDefault`: (0.25, 0.1) and (0.25, 1), the curve of implicit
    /// layer animations.
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// `CAMediaTimingFunction`: a cubic Bézier from (0, 0) to (1, 1) that maps the fraction of an
/// animation's elapsed time to its progress; a class wrapping FlipbookAnimation's
/// `TimingFunction`, which does the solving.
open class CAMediaTimingFunction: CustomStringConvertible {
    /// The curve this function evaluates.
    public let timingFunction: TimingFunction

    /// One of the predefined curves. An unknown name gives the linear curve; Core Animation's
    /// behaviour for names it does not know is not documented.
    public init(name: CAMediaTimingFunctionName) {
        timingFunction = TimingFunction.named(name.rawValue) ?? .linear
    }

    /// A curve through the control points (c1x, c1y) and (c2x, c2y), as on iOS (`Float`
    /// arguments). The x values are clamped to 0…1 so that time only moves forwards; the y
    /// values may leave 0…1 (overshoot).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        timingFunction = TimingFunction(controlPoints: Double(c1x), Double(c1y), Double(c2x), Double(c2y))
    }

    /// Wraps an existing FlipbookAnimation curve.
    public init(_ timingFunction: TimingFunction) {
        self.timingFunction = timingFunction
    }

    /// `getControlPoint(at:values:)`: writes control point `index` (0…3: (0, 0), the two inner
    /// points, (1, 1)) as two floats, x then y. An index outside 0…3 writes nothing (Core
    /// Animation's behaviour there is not documented).
    public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
        guard let point = controlPoint(at: index) else { return }
        values[0] = Float(point.x)
        values[1] = Float(point.y)
    }

    /// Control point `index` (0…3) as Doubles, or `nil` outside 0…3.
    public func controlPoint(at index: Int) -> (x: Double, y: Double)? {
        let f = timingFunction
        switch index {
        case 0: return (0, 0)
        case 1: return (f.c1x, f.c1y)
        case 2: return (f.c2x, f.c2y)
        case 3: return (1, 1)
        default: return nil
        }
    }

    public var description: String { "CAMediaTimingFunction(\(timingFunction.c1x), \(timingFunction.c1y), "
        + "\(timingFunction.c2x), \(timingFunction.c2y))" }
}

/// `CAMediaTimingFunction` is an `NSObject` on iOS, so `==` and hashing compile there (code
/// compares and hashes functions, e.g. an enumeration keyed by its curve). Here two functions
/// are equal when their curves are (the same four control points): Apple does not document
/// whether `isEqual(_:)` compares curves or identity; comparing curves makes two
/// `CAMediaTimingFunction(name: .easeIn)` equal.
extension CAMediaTimingFunction: Hashable {
    public static func == (a: CAMediaTimingFunction, b: CAMediaTimingFunction) -> Bool {
        a.timingFunction == b.timingFunction
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(timingFunction) }
}
