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
