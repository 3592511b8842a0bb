import FlipbookKit

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

    /// The view property `keyPath` of the object, or `nil` when the object is not a view.
    public subscript<Value>(dynamicMember keyPath: KeyPath<View, Value>) -> Value! {
        (object as? View)?[keyPath: keyPath]
    }
}
