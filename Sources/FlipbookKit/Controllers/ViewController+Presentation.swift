import FlipbookGeometry

/// Modal presentation: present and dismiss, through the transitioning delegate's animators and
/// the presented controller's ``PresentationController``.
///
/// Containers follow UIKit:
/// - `.custom`, `.overFullScreen` and `.overCurrentContext` get **one** container view, kept
///   from the presentation until its dismissal ends (on top of the window, or above the context
///   controller's view for `.overCurrentContext`): the presenting view stays where it was (unless
///   a custom presentation controller's `shouldRemovePresentersView` takes it out of the window
///   when the presentation completes; it comes back when the dismissal completes),
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
        let requestedStyle = vc.modalPresentationStyle
        let presenter = requestedStyle == .overCurrentContext ? presentationContext : presentationRoot
        guard presenter.presentedViewController == nil, let window = Application.current?.window else { return }
        vc.presentingViewController = presenter
        vc.presentationDelegate = vc.transitioningDelegate
        presenter.presentedViewController = vc
        let controller = vc.makePresentationController(presenting: presenter, source: self)
        vc.presentationController = controller
        let fromView = presenter.view!
        let toView = controller.presentedView ?? vc.view!
        precondition(requestedStyle != .none, "present(_:animated:) with modalPresentationStyle .none: it is only an answer of adaptivePresentationStyle(for:), as in UIKit")
        let style = requestedStyle.adaptivePresentationStyle(in: window)
        let keepsContainer = !style.removesPresentersView
        let removesPresenter = controller.shouldRemovePresentersView
        let presenterPlace = fromView.superview.map { ($0, $0.subviews.firstIndex { $0 === fromView } ?? 0, fromView.frame) }
        let before = HierarchySnapshot(of: [window, toView])
        let container = keepsContainer ? Self.makeKeptContainer(for: controller, over: fromView, in: window)
            : Self.makeContainer(around: fromView, in: window, for: controller)
        controller.containerView = container
        let animator = animated ? (vc.transitioningDelegate?.animationController(
            forPresented: vc, presenting: presenter, source: self)
            ?? vc.modalTransitionStyle.animator(presenting: true, presented: vc, style: style)) : nil
        let interactor = animator.flatMap { vc.transitioningDelegate?.interactionControllerForPresentation(using: $0) }
        let context = animator.map {
            ControllerTransition(container: container, from: presenter, to: vc, animator: $0, interactor: interactor,
                                 drivenLayers: [container.layer], presentationStyle: style)
        }
        context?.presentationController = controller
        for participant in [presenter, vc] { participant.runningTransition = context }
        let finish: (Bool) -> Void = { didComplete in
            for participant in [presenter, vc] { participant.runningTransition = nil }
            if didComplete {
                if !keepsContainer {
                    fromView.removeFromSuperview()
                    Self.unwrap(container)
                    controller.containerView = nil
                } else if removesPresenter, let presenterPlace {
                    controller.removedPresenterPlace = presenterPlace
                    fromView.removeFromSuperview()
                }
                controller.presentationTransitionDidEnd(true)
                context?.coordinator.runCompletions()
                if removesPresenter { presenter.endAppearanceTransition() }
                vc.endAppearanceTransition()
                vc.isBeingPresented = false
                completion?()
            } else {
                before.restore()
                controller.presentationTransitionDidEnd(false)
                controller.containerView = nil
                presenter.presentedViewController = nil
                vc.presentingViewController = nil
                vc.presentationDelegate = nil
                vc.presentationController = nil
                context?.coordinator.runCompletions()
                vc.beginAppearanceTransition(false, animated: animated)
                vc.endAppearanceTransition()
                vc.isBeingPresented = false
                if removesPresenter {
                    presenter.beginAppearanceTransition(true, animated: animated)
                    presenter.endAppearanceTransition()
                }
            }
        }
        if removesPresenter { presenter.beginAppearanceTransition(false, animated: animated) }
        vc.isBeingPresented = true
        vc.beginAppearanceTransition(true, animated: animated)
        toView.frame = controller.frameOfPresentedViewInContainerView
        controller.presentationTransitionWillBegin()
        guard let context else {
            container.addSubview(toView)
            finish(true)
            return
        }
        context.onComplete = finish
        context.start()
    }

    /// Dismisses the controller this one presented or, when it presents none, this controller
    /// (or the presented container it is in). Animated dismissals use the presented controller's
    /// `transitioningDelegate` animator and interaction controller, or play its
    /// `modalTransitionStyle` backwards (default: slide down, curve 7).
    /// A `.custom`, `.overFullScreen` or `.overCurrentContext` dismissal runs in the
    /// presentation's container.
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
        let controller = presented.presentationController
            ?? PresentationController(presentedViewController: presented, presenting: presenter)
        let fromView = controller.presentedView ?? presented.view!
        let toView = presenter.view!
        let toWasShowing = toView.window != nil
        let removesPresenter = controller.shouldRemovePresentersView
        let before = HierarchySnapshot(of: [window, toView])
        let kept = controller.containerView.flatMap { $0.window === window ? $0 : nil }
        let container = kept ?? Self.makeContainer(around: fromView, in: window, for: controller)
        controller.containerView = container
        let animator = animated ? (presented.transitioningDelegate?.animationController(forDismissed: presented)
            ?? presented.modalTransitionStyle.animator(presenting: false, presented: presented,
                                                       style: presented.modalPresentationStyle.adaptivePresentationStyle(in: window))) : nil
        let interactor = animator.flatMap { presented.transitioningDelegate?.interactionControllerForDismissal(using: $0) }
        let context = animator.map {
            ControllerTransition(container: container, from: presented, to: presenter, animator: $0, interactor: interactor,
                                 drivenLayers: [container.layer], presentationStyle: presented.modalPresentationStyle)
        }
        context?.presentationController = controller
        for participant in [presenter, presented] { participant.runningTransition = context }
        let finish: (Bool) -> Void = { didComplete in
            for participant in [presenter, presented] { participant.runningTransition = nil }
            if didComplete {
                fromView.removeFromSuperview()
                if kept != nil {
                    if let place = controller.removedPresenterPlace {
                        place.superview.insertSubview(toView, at: min(place.index, place.superview.subviews.count))
                        toView.frame = place.frame
                        controller.removedPresenterPlace = nil
                    } else if toView.isDescendant(of: container) {
                        // The presenter's view never belonged to the container: an animator that moved it
                        // in (to insert the to view below the from view) must not take it away with it.
                        before.restorePlace(of: toView)
                    }
                    container.removeFromSuperview()
                } else {
                    if toView.window == nil { container.insertSubview(toView, at: 0) }
                    Self.unwrap(container)
                }
                controller.dismissalTransitionDidEnd(true)
                controller.containerView = nil
                presenter.presentedViewController = nil
                presented.presentingViewController = nil
                presented.presentationDelegate = nil
                presented.presentationController = nil
                context?.coordinator.runCompletions()
                presented.endAppearanceTransition()
                presented.isBeingDismissed = false
                if removesPresenter { presenter.endAppearanceTransition() }
                completion?()
            } else {
                before.restore()
                controller.dismissalTransitionDidEnd(false)
                if kept == nil { controller.containerView = nil }
                context?.coordinator.runCompletions()
                if removesPresenter {
                    presenter.beginAppearanceTransition(false, animated: animated)
                    presenter.endAppearanceTransition()
                }
                presented.beginAppearanceTransition(true, animated: animated)
                presented.endAppearanceTransition()
                presented.isBeingDismissed = false
            }
        }
        presented.isBeingDismissed = true
        presented.beginAppearanceTransition(false, animated: animated)
        if removesPresenter { presenter.beginAppearanceTransition(true, animated: animated) }
        if !toWasShowing { toView.frame = controller.removedPresenterPlace?.frame ?? container.bounds }
        controller.dismissalTransitionWillBegin()
        guard let context else {
            finish(true)
            return
        }
        context.onComplete = finish
        context.start()
    }

    /// The kept container of a `.custom`, `.overFullScreen` or `.overCurrentContext`
    /// presentation: on top of the window when the presentation controller presents in full
    /// screen, otherwise just above the presenting view, with its frame.
    private static func makeKeptContainer(for controller: PresentationController, over presenterView: View,
                                          in window: Window) -> View {
        let container = PresentationContainerView()
        container.presentationController = controller
        if !controller.shouldPresentInFullscreen, let parent = presenterView.superview {
            container.frame = presenterView.frame
            parent.insertSubview(container, aboveSubview: presenterView)
        } else {
            container.frame = window.bounds
            window.addSubview(container)
        }
        return container
    }

    /// A full-screen container in the window where `view` is (on top when `view` is elsewhere),
    /// holding `view` when it was in the window.
    private static func makeContainer(around view: View, in window: Window, for controller: PresentationController) -> View {
        let container = PresentationContainerView()
        container.presentationController = controller
        container.frame = window.bounds
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

extension ViewController {
    /// Drops the presentation links of this controller and of every controller it presents or
    /// stacks (presented controllers, presentation controllers, retained transitioning
    /// delegates, running transitions), which hold each other in cycles while shown. Used when
    /// the ``Application`` that shows them goes away; the controllers are not told (no
    /// appearance callbacks), since nothing is shown any more.
    func endPresentationReferences() {
        var pending: [ViewController] = [self]
        var seen = Set<ObjectIdentifier>()
        while let vc = pending.popLast() {
            guard seen.insert(ObjectIdentifier(vc)).inserted else { continue }
            if let presented = vc.presentedViewController { pending.append(presented) }
            if let nav = vc as? NavigationController { pending += nav.viewControllers }
            vc.presentedViewController = nil
            vc.presentationController = nil
            vc.presentationDelegate = nil
            vc.runningTransition = nil
        }
    }
}
