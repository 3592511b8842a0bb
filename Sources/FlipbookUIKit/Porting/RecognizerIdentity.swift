import FlipbookKit

/// `UIGestureRecognizer` is an `NSObject`, whose `==` and `hash` are the object's identity
/// unless a class overrides `isEqual(_:)` (UIKit's recognizers do not): ported code compares
/// recognizers (`gestureRecognizer == panRecognizer`) and keeps them in sets. Kit's
/// `GestureRecognizer` is not an `NSObject`; this gives it the same identity equality.
extension GestureRecognizer: Hashable {
    /// Whether `lhs` and `rhs` are the same recognizer (`NSObject.isEqual(_:)`'s default).
    public static func == (lhs: GestureRecognizer, rhs: GestureRecognizer) -> Bool { lhs === rhs }

    /// The recognizer's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
