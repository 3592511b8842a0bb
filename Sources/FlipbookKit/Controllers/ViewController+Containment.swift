import FlipbookAnimation

/// Child controllers (`UIViewController` containment): a container of yours adds a child,
/// places its view, and tells it when the move is over, as in UIKit:
///
/// ```swift
/// addChild(child)                 // calls child.willMove(toParent: self)
/// view.addSubview(child.view)     // appearance callbacks, when this controller is on screen
/// child.didMove(toParent: self)
///
/// child.willMove(toParent: nil)
/// child.view.removeFromSuperview()
/// child.removeFromParent()        // calls child.didMove(toParent: nil)
/// ```
///
/// Appearance: with ``shouldAutomaticallyForwardAppearanceMethods`` true (the default), a
/// child's view entering the window while its parent has appeared gets the child
/// `viewWillAppear` then `viewDidAppear` (leaving it: `viewWillDisappear`, `viewDidDisappear`),
/// and the parent's own appearance transitions reach the children whose views are in its view,
/// after its own callback. UIKit calls the did-callback of a view that enters the window within
/// the same view move (Kit: at once, in `addSubview`).
extension ViewController {
    /// The child controllers, in the order they were added (`children`).
    public var children: [ViewController] { childStorage }

    /// Adds `child` as a child, removing it from its old parent first. Calls
    /// `child.willMove(toParent: self)` before (not `didMove`, which is yours to call after
    /// placing its view), as UIKit does. Nothing happens when `child` is already a child.
    public func addChild(_ child: ViewController) {
        precondition(child !== self, "A view controller cannot be its own child.")
        guard child.parentStorage !== self else { return }
        if child.parentStorage != nil { child.removeFromParent() }
        child.willMove(toParent: self)
        childStorage.append(child)
        child.parentStorage = self
    }

    /// Removes this controller from its parent; calls `didMove(toParent: nil)` after (call
    /// `willMove(toParent: nil)` yourself before), as UIKit does. Its view stays where it is:
    /// remove it yourself. Does nothing without a parent.
    public func removeFromParent() {
        guard let parent = parentStorage else { return }
        parent.childStorage.removeAll { $0 === self }
        parentStorage = nil
        didMove(toParent: nil)
    }

    /// Swaps two children's views (`transition(from:to:duration:options:animations:completion:)`):
    /// adds `toViewController`'s view to `fromViewController`'s view's superview, runs `animations`
    /// in an animation block of `duration` with `options`' curve (or behind `options`'
    /// `transition…` effect, which turns, curls or fades the superview's content), then removes
    /// the from view.
    ///
    /// Both must be children of this controller (UIKit raises otherwise; Kit stops with a
    /// precondition failure). With ``shouldAutomaticallyForwardAppearanceMethods`` true and
    /// this controller on screen, the from child gets `viewWillDisappear` and the to child
    /// `viewWillAppear` before the animations, and their did-callbacks when they end, before
    /// `completion` (the order Kit chose; Apple documents only that the callbacks are made).
    public func transition(
        from fromViewController: ViewController, to toViewController: ViewController,
        duration: Double, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)?
    ) {
        precondition(
            fromViewController.parentStorage === self && toViewController.parentStorage === self,
            "transition(from:to:…) needs two children of the receiving controller (addChild(_:) them first)")
        let fromView = fromViewController.view!, toView = toViewController.view!
        let forwards = shouldAutomaticallyForwardAppearanceMethods && isAppeared
        let animated = duration > 0
        if forwards {
            fromViewController.beginAppearanceTransition(false, animated: animated)
            toViewController.beginAppearanceTransition(true, animated: animated)
        }
        let finish: (Bool) -> Void = { finished in
            fromView.removeFromSuperview()
            if forwards {
                fromViewController.endAppearanceTransition()
                toViewController.endAppearanceTransition()
            }
            completion?(finished)
        }
        if ViewTransitionKind(options) != nil {
            View.transition(from: fromView, to: toView, duration: duration, options: options, completion: finish)
            if let animations {
                View.animate(
                    withDuration: duration, delay: 0, options: AnimationOptions(curve: options.curve),
                    animations: animations)
            }
        } else {
            if let superview = fromView.superview { superview.insertSubview(toView, aboveSubview: fromView) }
            View.animate(
                withDuration: duration, delay: 0, options: options, animations: animations ?? {},
                completion: finish)
        }
    }

    /// Whether this controller's view has appeared (its did-appear callback came, and no
    /// disappearance started since).
    var isAppeared: Bool {
        if case .appeared = appearance { return true }
        return false
    }

    /// The children whose appearance callbacks this controller forwards now: every child with
    /// a loaded view inside this controller's view, when ``shouldAutomaticallyForwardAppearanceMethods``.
    var childrenReceivingForwardedAppearance: [ViewController] {
        guard shouldAutomaticallyForwardAppearanceMethods, isViewLoaded, !childStorage.isEmpty else { return [] }
        return childStorage.filter { $0.isViewLoaded && $0.view.isDescendant(of: view) }
    }

    /// Called by the view tree when `view` (this controller's view) entered or left a window:
    /// a child of an appeared parent that forwards appearance gets its callbacks.
    func viewDidMove(intoWindow entered: Bool) {
        guard let parent = parentStorage, parent.shouldAutomaticallyForwardAppearanceMethods, parent.isAppeared
        else { return }
        switch (entered, appearance) {
        case (true, .disappeared):
            beginAppearanceTransition(true, animated: false)
            endAppearanceTransition()
        case (false, .appeared):
            beginAppearanceTransition(false, animated: false)
            endAppearanceTransition()
        default:
            break
        }
    }
}
