/// Responders compare by identity, as UIKit's `NSObject` subclasses do by default (`isEqual(_:)`
/// is `===`, `hash` the object's address): so `controllers.firstIndex(of: controller)`,
/// `views.contains(view)` and sets of views work as they do on iOS.
extension Responder: Hashable {
    /// Whether `a` and `b` are the same object (`NSObject.isEqual(_:)`'s default).
    public static func == (a: Responder, b: Responder) -> Bool { a === b }

    /// Hashes the object's identity (`NSObject.hash`'s default).
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
