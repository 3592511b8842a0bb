import FlipbookAnimation
import FlipbookGeometry
import FlipbookKit
import FlipbookRaster

/// Turns the `Any` values of Core Animation's classes (`fromValue`, `values`, …) into
/// FlipbookAnimation's `AnimatableValue` of the kind the key path holds.
///
/// Accepted, by the kind of the key path: numbers (`Double`/`CGFloat`, `Float`, `Int`,
/// `NSNumber`) for scalar properties and sub-paths such as `transform.rotation.z`; `CGPoint`,
/// `CGSize`, `CGRect`, `CATransform3D` (or `NSValue(caTransform3D:)`) and `CGPath` (also a `UIBezierPath`'s `cgPath`) for
/// their properties; a `Color` (or `color.cgColor`) for colour properties; an array of colours
/// for a gradient's `colors` and an array of numbers for its `locations`; an `AnimatableValue`
/// of the right kind for anything. Anything else is an error, never a guess.
enum CAValueConversion {
    /// `value` as an `AnimatableValue` of `model`'s kind.
    /// - Parameters:
    ///   - property: the animation property it came from, for the message (`"toValue"`).
    ///   - keyPath: the animated key path, for the message.
    static func convert(_ value: Any, toKindOf model: AnimatableValue, property: String,
                        keyPath: String) throws -> AnimatableValue {
        if let converted = attempt(value, model) { return converted }
        throw CAAnimationError.valueDoesNotFit(property: property, keyPath: keyPath,
                                               expected: kindName(model), got: typeName(value))
    }

    private static func attempt(_ value: Any, _ model: AnimatableValue) -> AnimatableValue? {
        if let v = value as? AnimatableValue { return v.sameKind(as: model) ? v : nil }
        switch model {
        case .number: return number(value).map(AnimatableValue.number)
        case .point: return (value as? Point).map(AnimatableValue.point)
        case .size: return (value as? Size).map(AnimatableValue.size)
        case .rect: return (value as? Rect).map(AnimatableValue.rect)
        case .transform: return ((value as? Transform3D) ?? (value as? NSValue)?.boxedTransform3D).map(AnimatableValue.transform)
        case .path: return (value as? Path).map(AnimatableValue.path)
        case .vector: return vector(value)
        }
    }

    /// A scalar from the number types ported code uses; `nil` for anything else (a `Bool` is
    /// not a number here, though `NSNumber` would bridge it on iOS).
    static func number(_ value: Any) -> Double? {
        switch value {
        case let v as Double: return v
        case let v as Float: return Double(v)
        case let v as Int: return Double(v)
        case let v as NSNumber: return v.doubleValue
        default: return nil
        }
    }

    /// A colour as its four components, a list of colours as 4n, a list of numbers as n.
    private static func vector(_ value: Any) -> AnimatableValue? {
        if let color = value as? Color { return color.animatableValue }
        if let colors = value as? [Color] { return .vector(colors.flatMap(\.animatableValue.components)) }
        if let numbers = value as? [Double] { return .vector(numbers) }
        guard let list = value as? [Any] else { return nil }
        if list.allSatisfy({ $0 is Color }) {
            return .vector(list.flatMap { ($0 as! Color).animatableValue.components })
        }
        let numbers = list.compactMap(number)
        return numbers.count == list.count ? .vector(numbers) : nil
    }

    /// The key path's kind in the words of iOS's types, for messages.
    static func kindName(_ model: AnimatableValue) -> String {
        switch model {
        case .number: "number (CGFloat)"
        case .point: "CGPoint"
        case .size: "CGSize"
        case .rect: "CGRect"
        case .transform: "CATransform3D"
        case .vector: "colour (Color / cgColor) or list of numbers"
        case .path: "CGPath (a UIBezierPath's cgPath)"
        }
    }

    private static func typeName(_ value: Any) -> String {
        String(describing: type(of: value))
    }
}

extension Color {
    /// `UIColor.cgColor`: the colour itself (there is only one colour type), a dynamic colour
    /// resolved against the current traits (`TraitCollection.current`), as UIKit's is.
    public var cgColor: Color { resolvedColor(with: TraitCollection.current) }
}
