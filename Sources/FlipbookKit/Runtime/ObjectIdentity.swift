// UIKit's views and view controllers are `NSObject`s, whose `==` and hash are the object's
// identity (`isEqual:` is `===` unless a class overrides it, and none of UIKit's views or
// controllers does): code compares them with `==` (`view == self` in `hitTest(_:with:)`) and puts
// them in sets. Kit's are plain Swift classes, so they get the same identity equality here.

extension View: Hashable {
    /// Whether `a` and `b` are the same view (`NSObject`'s `isEqual:`).
    public static func == (a: View, b: View) -> Bool { a === b }

    /// Hashes the view's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension ViewController: Hashable {
    /// Whether `a` and `b` are the same view controller (`NSObject`'s `isEqual:`).
    public static func == (a: ViewController, b: ViewController) -> Bool { a === b }

    /// Hashes the view controller's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
