/// A weak reference to an object held as a value of type `Value` that Swift does not know to be
/// a class: `flipbook port` writes `@WeakReference var value: T?` for `weak var value: T?` in a
/// generic type whose `T: AnyObject` constraint it dropped, because the port instantiates it
/// with a former `@objc protocol` (MotionAnimation's `Weak<MotionAnimatorObserver>`).
///
/// With the Objective-C runtime an `@objc protocol`'s existential is a class type and satisfies
/// `T: AnyObject`; without it, the class-bound protocol's existential does not. The wrapper keeps
/// what `weak` did: it holds the object weakly and reads it back as `Value`, `nil` once the
/// object is gone. A value that is not an object (a struct, which the original could not have
/// stored) is boxed and so reads back `nil` at once.
@propertyWrapper
public struct WeakReference<Value> {
    private weak var object: AnyObject?

    /// No object.
    public init() {}

    /// A weak reference to `wrappedValue`'s object.
    public init(wrappedValue: Value?) {
        object = wrappedValue.map { $0 as AnyObject }
    }

    /// The object as `Value` while it lives, else `nil`.
    public var wrappedValue: Value? {
        get { object.flatMap { $0 as? Value } }
        set { object = newValue.map { $0 as AnyObject } }
    }
}
