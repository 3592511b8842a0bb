// `responds(to:)` where Kit can answer it without the Objective-C runtime. `flipbook port`
// rewrites `context.responds(to: #selector(UIViewControllerContextTransitioning.view(forKey:)))`
// into `context.responds(to: "view(forKey:)")`, the Swift name of the selector's method.

extension TransitionContext {
    /// The Swift names of the methods and properties of UIKit's
    /// `UIViewControllerContextTransitioning` that Kit's context implements.
    static var implementedMembers: Set<String> {
        ["containerView", "viewController(forKey:)", "view(forKey:)", "initialFrame(for:)", "finalFrame(for:)",
         "completeTransition(_:)", "transitionWasCancelled", "isInteractive", "isAnimated",
         "updateInteractiveTransition(_:)", "finishInteractiveTransition()", "cancelInteractiveTransition()",
         "pauseInteractiveTransition()"]
    }

    /// `NSObjectProtocol.responds(to:)` for a member of `UIViewControllerContextTransitioning`,
    /// named by its Swift name (`"view(forKey:)"`): true when Kit's context implements it. iOS 7
    /// checks such as `responds(to: #selector(view(forKey:)))` take their iOS 8+ branch, as on
    /// every iOS since 8.
    public func responds(to swiftName: String) -> Bool {
        Self.implementedMembers.contains(swiftName)
    }
}

extension Responder {
    /// `responds(to: #selector(setter: Type.property))`, as `flipbook port` rewrites it:
    /// `responds(toSetter: \Type.property)`. The key path compiles only when Kit's `Type` has the
    /// settable property, so the answer is whether this object is a `Type` (Swift classes have no
    /// other way to gain a setter at run time).
    public func responds<Root, Value>(toSetter keyPath: ReferenceWritableKeyPath<Root, Value>) -> Bool {
        self is Root
    }

    /// `responds(to: #selector(getter: Type.property))`, as `flipbook port` rewrites it:
    /// `responds(toGetter: \Type.property)` — whether this object is a `Type`, whose property the
    /// key path proves Kit has.
    public func responds<Root, Value>(toGetter keyPath: KeyPath<Root, Value>) -> Bool {
        self is Root
    }
}
