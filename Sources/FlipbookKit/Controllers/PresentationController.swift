import FlipbookGeometry

/// Manages one modal presentation from its start until its dismissal ends
/// (`UIPresentationController`, iOS 8–17): the container view, the presented view's frame, and
/// the chrome around it (a dimming view, a shadow).
///
/// Subclass it for a `.custom` presentation and return it from
/// ``ViewControllerTransitioningDelegate/presentationController(forPresented:presenting:source:)``;
/// Kit makes a plain instance for every other style. Its ``containerView`` is created when the
/// presentation starts and kept until the dismissal ends (or a cancelled presentation ends), so
/// views added in ``presentationTransitionWillBegin()`` stay in it during the presentation.
///
/// The calls, in order (see the article “Presentation controllers”):
/// 1. presenting: ``presentationTransitionWillBegin()`` (after the appearance callbacks'
///    `viewWillAppear`, before the animator's `animateTransition`; the presented controller's
///    `transitionCoordinator` is set), then ``presentationTransitionDidEnd(_:)`` with `true`, or
///    `false` when an interactive presentation was cancelled;
/// 2. dismissing: ``dismissalTransitionWillBegin()`` and ``dismissalTransitionDidEnd(_:)``;
/// 3. whenever the container lays out (its first frame, and after ``View/setNeedsLayout()``):
///    ``containerViewWillLayoutSubviews()`` and ``containerViewDidLayoutSubviews()``.
open class PresentationController: ContentContainer {
    /// The controller being presented (strongly held while the presentation lasts).
    public let presentedViewController: ViewController
    /// The controller the presentation starts from (the presenter: a navigation controller when
    /// the source is inside one, or the controller that defines the presentation context for
    /// `.overCurrentContext`).
    ///
    /// Non-optional as in UIKit (where it is `unowned`): reading it while it is unknown — a
    /// controller made with `presenting: nil` before its presentation starts, or after the
    /// presenter is gone — stops with a message, where UIKit would read a dangling reference.
    public var presentingViewController: ViewController {
        guard let presenter else {
            preconditionFailure("PresentationController.presentingViewController read before the presentation started (made with presenting: nil) or after the presenter was released")
        }
        return presenter
    }
    /// The presenter, held weakly; `nil` until known.
    weak var presenter: ViewController?
    /// The view the presentation happens in: set just before
    /// ``presentationTransitionWillBegin()``, kept until the dismissal ends; `nil` before and after.
    /// For full-screen styles it covers the window; for `.overCurrentContext` it covers the
    /// presenting controller's view.
    public internal(set) var containerView: View?
    /// The style this controller presents with: `.custom` for one a transitioning delegate
    /// returned (UIKit asks the delegate only for `.custom` presentations, so a controller made
    /// before the style was set still presents as `.custom`), otherwise the presented
    /// controller's ``ViewController/modalPresentationStyle`` when it was created.
    open var presentationStyle: ModalPresentationStyle { style }
    /// The style to adapt to in a compact environment (an iPhone), read-only as in UIKit: a
    /// subclass overrides it (`override var adaptivePresentationStyle: … { .fullScreen }`) for
    /// code that adapts a presentation (a popover shown full screen); not acted on by the
    /// presentation itself. `.fullScreen` (UIKit's answer for a compact width).
    open var adaptivePresentationStyle: ModalPresentationStyle { .fullScreen }
    /// The delegate of the presentation's adaptation (`delegate`; weak). Kept for the app's
    /// own code; Kit does not ask it (see ``AdaptivePresentationControllerDelegate``). Default `nil`.
    public weak var delegate: AdaptivePresentationControllerDelegate?

    var style: ModalPresentationStyle
    /// Where the presenting controller's view hung when it was removed after the presentation
    /// (``shouldRemovePresentersView``), to put it back when the dismissal ends.
    var removedPresenterPlace: (superview: View, index: Int, frame: Rect)?

    /// A presentation controller for `presentedViewController` presented from `presenting`
    /// (`nil` when unknown yet; Kit sets it when the presentation starts).
    public init(presentedViewController: ViewController, presenting presentingViewController: ViewController?) {
        self.presentedViewController = presentedViewController
        presenter = presentingViewController
        style = presentedViewController.modalPresentationStyle
    }

    /// The view the animator animates for the presented side: what the transition context's
    /// `view(forKey:)` returns for the presented controller. Default the presented controller's
    /// view; override to wrap it (a shadow or rounded-corner view around it).
    open var presentedView: View? { presentedViewController.view }

    /// Where the presented view sits when the presentation completed, in ``containerView``'s
    /// coordinates: the transition context's `finalFrame(for:)` of the presented controller (and
    /// the dismissal's `initialFrame(for:)`). Default the container's bounds (`.zero` without a
    /// container).
    open var frameOfPresentedViewInContainerView: Rect { containerView?.bounds ?? .zero }

    /// Whether the presenting controller's view leaves the window once the presentation completes
    /// (and comes back when the dismissal completes). True for `.fullScreen`, `.pageSheet` and
    /// `.formSheet`; false for `.overFullScreen`, `.overCurrentContext` and `.custom` (UIKit's
    /// base class). When false, the presenting controller gets no appearance callbacks.
    open var shouldRemovePresentersView: Bool { style.removesPresentersView }

    /// Whether the container covers the whole window (true) or only the presenting controller's
    /// view (false). Default false for `.overCurrentContext`, true otherwise.
    open var shouldPresentInFullscreen: Bool { style != .overCurrentContext }

    /// Called when the presentation's animations are about to start; add chrome to
    /// ``containerView`` here and animate it with the presented controller's
    /// `transitionCoordinator`. Default: nothing.
    open func presentationTransitionWillBegin() {}
    /// Called when the presentation ended: `completed` is false after a cancelled interactive
    /// presentation (remove what ``presentationTransitionWillBegin()`` added; Kit discards the
    /// container afterwards in any case). Default: nothing.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// Called when the dismissal's animations are about to start. Default: nothing.
    open func dismissalTransitionWillBegin() {}
    /// Called when the dismissal ended: `completed` is false after a cancelled interactive
    /// dismissal (the presentation goes on). Default: nothing.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    // MARK: Content container

    /// The size the presentation would like (points). Default `.zero`.
    open var preferredContentSize: Size { .zero }
    /// The presented controller's ``ViewController/preferredContentSize`` changed. Default:
    /// nothing (a subclass sizes the presented view again).
    open func preferredContentSizeDidChange(forChildContentContainer container: ContentContainer) {}
    /// The presented view's Auto Layout fitting size changed. Default: nothing.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: ContentContainer) {}
    /// The size the presented controller gets inside `parentSize` (a subclass's
    /// ``frameOfPresentedViewInContainerView`` usually asks it). Default `parentSize`.
    open func size(forChildContentContainer container: ContentContainer, withParentContainerSize parentSize: Size) -> Size {
        parentSize
    }
    /// The container is about to take `size`. Default: nothing. (Kit's screen never resizes,
    /// so Kit never calls it.)
    open func viewWillTransition(to size: Size, with coordinator: ViewControllerTransitionCoordinator) {}
    /// The traits are about to become `newCollection`. Default: nothing.
    open func willTransition(to newCollection: TraitCollection, with coordinator: ViewControllerTransitionCoordinator) {}

    /// Called before the container view lays out its subviews; position the presented view from
    /// ``frameOfPresentedViewInContainerView`` here. Default: nothing.
    open func containerViewWillLayoutSubviews() {}
    /// Called after the container view laid out its subviews. Default: nothing.
    open func containerViewDidLayoutSubviews() {}
}

/// The container view of a presentation (UIKit's `UITransitionView`): it reports its layout to
/// the presentation controller.
final class PresentationContainerView: View {
    weak var presentationController: PresentationController?

    override func layoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
    }
}

extension ViewController {
    /// The controller that defines the presentation context for an `.overCurrentContext`
    /// presentation from this controller: this one or its navigation controller, the first with
    /// ``definesPresentationContext``; otherwise the presentation root.
    var presentationContext: ViewController {
        if definesPresentationContext { return self }
        if let nav = navigationController, nav.definesPresentationContext { return nav }
        return presentationRoot
    }

    /// The presentation controller for presenting this controller from `presenter`: the
    /// transitioning delegate's for `.custom`, else a plain one for the style.
    func makePresentationController(presenting presenter: ViewController, source: ViewController) -> PresentationController {
        let made = modalPresentationStyle == .custom
            ? transitioningDelegate?.presentationController(forPresented: self, presenting: presenter, source: source)
            : nil
        // A delegate's controller may have been made before `.custom` was set (a common pattern:
        // the delegate builds it up front); it presents as `.custom` all the same.
        made?.style = .custom
        let popover = modalPresentationStyle == .popover ? pendingPopoverController : nil
        pendingPopoverController = nil
        let controller = made ?? popover ?? PresentationController(presentedViewController: self, presenting: presenter)
        controller.presenter = presenter
        return controller
    }
}
