// `NSObject`'s class queries, for Kit's class hierarchies (Kit's classes are Swift classes
// without an Objective-C root, so they need their own).

/// `isKind(of:)` and `isMember(of:)` (`NSObjectProtocol`) for Kit's and Layers' classes,
/// answered from Swift's own class metadata.
public protocol ClassQueries: AnyObject {}

extension ClassQueries {
    /// Whether the object is an instance of `aClass` or of one of its subclasses
    /// (`NSObjectProtocol.isKind(of:)`).
    public func isKind(of aClass: AnyClass) -> Bool {
        var current: AnyClass? = type(of: self)
        while let candidate = current {
            if candidate == aClass { return true }
            current = _getSuperclass(candidate)
        }
        return false
    }

    /// Whether the object is an instance of exactly `aClass` (`NSObjectProtocol.isMember(of:)`).
    public func isMember(of aClass: AnyClass) -> Bool { type(of: self) == aClass }
}

extension View: ClassQueries {}
extension ViewController: ClassQueries {}
extension PresentationController: ClassQueries {}
extension GestureRecognizer: ClassQueries {}
extension PercentDrivenInteractiveTransition: ClassQueries {}
extension StoryboardSegue: ClassQueries {}
extension ViewPropertyAnimator: ClassQueries {}
extension Layer: ClassQueries {}
