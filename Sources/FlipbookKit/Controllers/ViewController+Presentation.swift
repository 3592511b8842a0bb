import FlipbookGeometry

/// Modal presentation: present and dismiss, through the transitioning delegate's animators.
///
/// Containers follow UIKit:
/// - `.custom` and `.overFullScreen` get **one** full-screen container view on top of the window,
///   kept from the presentation until its dismissal ends: the presenting view stays where it was,
///   the presented view and every view the animator added (a dimming view, a reveal bubble) stay
///   in the container after the presentation, and the dismissal animates in the same container,
///   which is removed with everything in it when the dismissal completes.
/// - The full-screen styles get a container for each transition, placed where the from view was,
///   with the from view moved into it; when the transition completes the container's subviews go
///   back into the window in its place and the container is removed: after a presentation the
///   presenting view is gone (only the presented view remains); after a dismissal the presented
///   view is gone.
///
/// A cancelled presentation or dismissal restores exactly the view hierarchy it started with: the
/// views the animator added are discarded (a fresh container with everything in it, or the
/// additions to a kept one) and the views it moved go back.
extension ViewController {
    /// Presents `vc` (per its ``modalPresentationStyle``) from this controller's presentation
    /// root (its navigation controller, if any). Animated presentations use
    /// `vc.transitioningDelegate`'s animator and interaction controller, or draw
    /// `vc.modalTransitionStyle` (default: slide up from the bottom, curve 7, 0.5 s). A
    /// `.popover` adapts to full screen in a compact width.
    /// - Parameter completion: runs when the presentation completed (not when cancelled).
    public func present(_ vc: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        let presenter = presentationRoot
        guard presenter.presentedViewController == nil, let window = Application.current?.window else { return }
        vc.presentingViewController = presenter
        vc.presentationDelegate = vc.transitioningDelegate
        presenter.presentedViewController = vc
        let fromView = presenter.view!
        let toView = vc.view!
        let style = vc.modalPresentationStyle.adaptivePresentationStyle(in: window)
        let keepsContainer = !style.removesPresentersView
        let before = HierarchySnapshot(of: [window, toView])
        let container = keepsContainer ? Self.makeKeptContainer(in: window) : Self.makeContainer(around: fromView, in: window)
        let animator = animated ? (vc.transitioningDelegate?.animationController(
            forPresented: vc, presenting: presenter, source: self)
            ?? vc.modalTransitionStyle.animator(presenting: true, presented: vc, style: style)) : nil
        let interactor = animator.flatMap { vc.transitioningDelegate?.interactionControllerForPresentation(using: $0) }
        let finish: (Bool) -> Void = { didComplete in
            if didComplete {
                if keepsContainer {
                    vc.presentationContainer = container
                } else {
                    fromView.removeFromSuperview()
                    Self.unwrap(container)
                }
                presenter.viewDidDisappear(animated)
                vc.viewDidAppear(animated)
                completion?()
            } else {
                before.restore()
                presenter.presentedViewController = nil
                vc.presentingViewController = nil
                vc.presentationDelegate = nil
                vc.viewDidDisappear(animated)
                presenter.viewDidAppear(animated)
            }
        }
        presenter.viewWillDisappear(animated)
        vc.viewWillAppear(animated)
        toView.frame = container.bounds
        guard let animator else {
            container.addSubview(toView)
            finish(true)
            return
        }
        let context = ControllerTransition(container: container, from: presenter, to: vc, animator: animator,
                                           interactor: interactor, drivenLayers: [container.layer])
        context.onComplete = finish
        context.start()
    }

    /// Dismisses the controller this one presented or, when it presents none, this controller
    /// (or the presented container it is in). Animated dismissals use the presented controller's
    /// `transitioningDelegate` animator and interaction controller, or play its
    /// `modalTransitionStyle` backwards (default: slide down, curve 7).
    /// A `.custom` or `.overFullScreen` dismissal runs in the presentation's container.
    /// - Parameter completion: runs when the dismissal completed (not when cancelled).
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        var target: ViewController? = presentedViewController
        if target == nil {
            var candidate: ViewController? = self
            while let c = candidate, c.presentingViewController == nil { candidate = c.navigationController }
            target = candidate
        }
        guard let presented = target, let presenter = presented.presentingViewController,
              let window = Application.current?.window else { return }
        let fromView = presented.view!
        let toView = presenter.view!
        let toWasShowing = toView.window != nil
        let before = HierarchySnapshot(of: [window, toView])
        let kept = presented.presentationContainer.flatMap { $0.window === window ? $0 : nil }
        let container = kept ?? Self.makeContainer(around: fromView, in: window)
        let animator = animated ? (presented.transitioningDelegate?.animationController(forDismissed: presented)
            ?? presented.modalTransitionStyle.animator(presenting: false, presented: presented,
                                                       style: presented.modalPresentationStyle.adaptivePresentationStyle(in: window))) : nil
        let interactor = animator.flatMap { presented.transitioningDelegate?.interactionControllerForDismissal(using: $0) }
        let finish: (Bool) -> Void = { didComplete in
            if didComplete {
                fromView.removeFromSuperview()
                if kept != nil {
                    // The presenter's view never belonged to the container: an animator that moved it
                    // in (to insert the to view below the from view) must not take it away with it.
                    if toView.isDescendant(of: container) { before.restorePlace(of: toView) }
                    container.removeFromSuperview()
                    presented.presentationContainer = nil
                } else {
                    if toView.window == nil { container.insertSubview(toView, at: 0) }
                    Self.unwrap(container)
                }
                presenter.presentedViewController = nil
                presented.presentingViewController = nil
                presented.presentationDelegate = nil
                presented.viewDidDisappear(animated)
                presenter.viewDidAppear(animated)
                completion?()
            } else {
                before.restore()
                presenter.viewDidDisappear(animated)
                presented.viewDidAppear(animated)
            }
        }
        presented.viewWillDisappear(animated)
        presenter.viewWillAppear(animated)
        if !toWasShowing { toView.frame = container.bounds }
        guard let animator else {
            finish(true)
            return
        }
        let context = ControllerTransition(container: container, from: presented, to: presenter, animator: animator,
                                           interactor: interactor, drivenLayers: [container.layer])
        context.onComplete = finish
        context.start()
    }

    /// A full-screen container on top of the window, for the styles that keep it.
    private static func makeKeptContainer(in window: Window) -> View {
        let container = View(frame: window.bounds)
        window.addSubview(container)
        return container
    }

    /// A full-screen container in the window where `view` is (on top when `view` is elsewhere),
    /// holding `view` when it was in the window.
    private static func makeContainer(around view: View, in window: Window) -> View {
        let container = View(frame: window.bounds)
        if view.superview === window {
            window.insertSubview(container, aboveSubview: view)
            container.addSubview(view)
        } else {
            window.addSubview(container)
            if view.window != nil { container.addSubview(view) }
        }
        return container
    }

    /// Moves a container's subviews into its superview in its place, then removes it.
    private static func unwrap(_ container: View) {
        guard let parent = container.superview else { return }
        var index = parent.subviews.firstIndex { $0 === container } ?? parent.subviews.count
        for view in container.subviews {
            let frame = container.convert(view.frame, to: parent)
            parent.insertSubview(view, at: index)
            if view.transform.isIdentity { view.frame = frame }
            index += 1
        }
        container.removeFromSuperview()
    }
}
