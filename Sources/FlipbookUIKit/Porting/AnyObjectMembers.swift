import FlipbookKit
import Foundation

/// Objective-C's lookup of a property on an `AnyObject` (`sender.center` where `sender` is
/// declared `AnyObject`), for a view's properties: `flipbook port` writes
/// `AnyObjectMembers(sender).center`.
///
/// The runtime finds the property on whatever object `sender` is and answers an implicitly
/// unwrapped optional, `nil` when the object has no such property; here the object must be a
/// `UIView` (`View`) to answer, and any other object answers `nil`. Properties of other classes
/// (a view controller's, a gesture recognizer's) do not compile through it: cast the object
/// instead.
@dynamicMemberLookup
public struct AnyObjectMembers {
    /// The object whose properties are read.
    public let object: AnyObject?

    /// A lookup on `object`.
    public init(_ object: AnyObject?) {
        self.object = object
    }

    /// The number's value as a `Double` (`NSNumber.doubleValue`, `NSString.doubleValue`), what
    /// `(userInfo[key] as AnyObject).doubleValue` reads; `nil` when the object is neither a
    /// number nor a string (Objective-C answers 0 for a string that is not a number, as here).
    public var doubleValue: Double! {
        switch object {
        case let value as Double: value
        case let value as NSNumber: value.doubleValue
        case let value as Int: Double(value)
        case let value as Float: Double(value)
        case let value as String: Double(value.trimmingCharacters(in: .whitespaces)) ?? 0
        default: nil
        }
    }

    /// The number's value as a `Float` (`NSNumber.floatValue`); `nil` as ``doubleValue``.
    public var floatValue: Float! { doubleValue.map { Float($0) } }

    /// The number's value as an `Int` (`NSNumber.intValue`, truncated); `nil` as ``doubleValue``.
    public var intValue: Int! { doubleValue.map { Int($0) } }

    /// The view property `keyPath` of the object, or `nil` when the object is not a view.
    public subscript<Value>(dynamicMember keyPath: KeyPath<View, Value>) -> Value! {
        (object as? View)?[keyPath: keyPath]
    }
}
