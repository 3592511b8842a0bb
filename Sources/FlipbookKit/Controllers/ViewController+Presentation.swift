import FlipbookGeometry

/// Modal presentation: present and dismiss, through the transitioning delegate's animators.
///
/// Each presentation or dismissal gets a full-screen container view in the window, placed where
/// the from view was, with the from view moved into it. When the transition completes, the
/// container's subviews go back into the window in its place and the container is removed:
/// after a full-screen presentation the presenting view is gone (only the presented view
/// remains); after a dismissal the presented view is gone. A cancelled transition restores the
/// views it started with.
extension ViewController {
    /// Presents `vc` full screen (per its ``modalPresentationStyle``) from this controller's
    /// presentation root (its navigation controller, if any). Animated presentations use
    /// `vc.transitioningDelegate`'s animator and interaction controller, or slide up from the
    /// bottom (cover vertical, curve 7, 0.5 s).
    /// - Parameter completion: runs when the presentation completed (not when cancelled).
    public func present(_ vc: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        let presenter = presentationRoot
        guard presenter.presentedViewController == nil, let window = Application.current?.window else { return }
        vc.presentingViewController = presenter
        vc.presentationDelegate = vc.transitioningDelegate
        presenter.presentedViewController = vc
        let fromView = presenter.view!
        let toView = vc.view!
        let container = Self.makeContainer(around: fromView, in: window)
        let animator = animated ? (vc.transitioningDelegate?.animationController(
            forPresented: vc, presenting: presenter, source: self) ?? CoverVerticalAnimator(isPresenting: true)) : nil
        let interactor = animator.flatMap { vc.transitioningDelegate?.interactionControllerForPresentation(using: $0) }
        let style = vc.modalPresentationStyle
        let finish: (Bool) -> Void = { didComplete in
            if didComplete {
                if style.removesPresentersView { fromView.removeFromSuperview() }
                Self.unwrap(container)
                presenter.viewDidDisappear(animated)
                vc.viewDidAppear(animated)
                completion?()
            } else {
                toView.removeFromSuperview()
                Self.unwrap(container)
                presenter.presentedViewController = nil
                vc.presentingViewController = nil
                vc.presentationDelegate = nil
                vc.viewDidDisappear(animated)
                presenter.viewDidAppear(animated)
            }
        }
        presenter.viewWillDisappear(animated)
        vc.viewWillAppear(animated)
        guard let animator else {
            toView.frame = container.bounds
            container.addSubview(toView)
            finish(true)
            return
        }
        toView.frame = container.bounds
        let context = ControllerTransition(container: container, from: presenter, to: vc, animator: animator,
                                           interactor: interactor, drivenLayers: [container.layer])
        context.onComplete = finish
        context.start()
    }

    /// Dismisses the controller this one presented or, when it presents none, this controller
    /// (or the presented container it is in). Animated dismissals use the presented controller's
    /// `transitioningDelegate` animator and interaction controller, or slide down (curve 7).
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
        let container = Self.makeContainer(around: fromView, in: window)
        let animator = animated ? (presented.transitioningDelegate?.animationController(forDismissed: presented)
            ?? CoverVerticalAnimator(isPresenting: false)) : nil
        let interactor = animator.flatMap { presented.transitioningDelegate?.interactionControllerForDismissal(using: $0) }
        let finish: (Bool) -> Void = { didComplete in
            if didComplete {
                fromView.removeFromSuperview()
                if toView.window == nil { container.insertSubview(toView, at: 0) }
                Self.unwrap(container)
                presenter.presentedViewController = nil
                presented.presentingViewController = nil
                presented.presentationDelegate = nil
                presented.viewDidDisappear(animated)
                presenter.viewDidAppear(animated)
                completion?()
            } else {
                if !toWasShowing { toView.removeFromSuperview() }
                Self.unwrap(container)
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
