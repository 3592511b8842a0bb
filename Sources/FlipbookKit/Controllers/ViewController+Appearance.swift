/// Where a controller's view is in its appearance cycle (UIKit's private `_appearState`).
enum AppearanceState {
    case disappeared
    /// `viewWillAppear` was called (with `animated`).
    case appearing(animated: Bool)
    case appeared
    /// `viewWillDisappear` was called (with `animated`).
    case disappearing(animated: Bool)
}

/// Appearance callbacks and the transition coordinator.
///
/// Kit's transitions call the four callbacks through ``beginAppearanceTransition(_:animated:)``
/// and ``endAppearanceTransition()``, in UIKit's order (see the article “Presentation
/// controllers”):
/// - push, pop, and a presentation or dismissal that removes the presenter's view: the
///   disappearing controller's `viewWillDisappear`, the appearing one's `viewWillAppear`, the
///   animations, then `viewDidDisappear` and `viewDidAppear`;
/// - a cancelled interactive transition: after the two will-callbacks, the controller that was
///   appearing gets `viewWillDisappear` and `viewDidDisappear`, then the one that was
///   disappearing gets `viewWillAppear` and `viewDidAppear`;
/// - `.overFullScreen`, `.overCurrentContext` and `.custom` presentations whose presentation
///   controller keeps the presenter's view (``PresentationController/shouldRemovePresentersView``
///   false): the presenting controller gets no callbacks, only the presented one does.
extension ViewController {
    /// Starts an appearance change: calls ``viewWillAppear(_:)`` (`isAppearing`) or
    /// ``viewWillDisappear(_:)`` at once. Pair it with ``endAppearanceTransition()``. Use it for
    /// a child controller whose view you add or remove yourself.
    ///
    /// With ``shouldAutomaticallyForwardAppearanceMethods`` true (the default), the call goes on
    /// to every child (``children``) whose view is loaded and inside this controller's view, after
    /// this controller's own callback, as UIKit forwards it.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        appearance = isAppearing ? .appearing(animated: animated) : .disappearing(animated: animated)
        if isAppearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
        for child in childrenReceivingForwardedAppearance {
            child.beginAppearanceTransition(isAppearing, animated: animated)
        }
    }

    /// Ends the appearance change the last ``beginAppearanceTransition(_:animated:)`` started:
    /// ``viewDidAppear(_:)`` or ``viewDidDisappear(_:)`` with its `animated`. Does nothing when no
    /// change is under way.
    public func endAppearanceTransition() {
        let forwarded = childrenReceivingForwardedAppearance
        defer { for child in forwarded { child.endAppearanceTransition() } }
        switch appearance {
        case let .appearing(animated):
            appearance = .appeared
            viewDidAppear(animated)
        case let .disappearing(animated):
            appearance = .disappeared
            viewDidDisappear(animated)
        case .appeared, .disappeared:
            break
        }
    }

}
