import FlipbookGeometry

/// The navigation controller's built-in back swipe (UIKit's `_UINavigationInteractiveTransition`):
/// the delegate and target of ``NavigationController/interactivePopGestureRecognizer``, a left-edge
/// ``ScreenEdgePanGestureRecognizer`` on the navigation controller's view.
///
/// When the pan begins it pops the top controller with the default slide — linear while
/// interactive — driven by a ``PercentDrivenInteractiveTransition``, so the top view's left edge
/// follows the finger's translation: progress = translation.x ÷ the navigation view's width,
/// clamped to 0…1. On lift the pop finishes when progress is past 0.5 or the finger still moves
/// right (velocity x > 0), and cancels otherwise; a cancelled pan (recognizer disabled or removed)
/// cancels. The rest plays with the interaction's defaults: ease-in-out over
/// `(1 − p) · 0.5 s` to finish or `p · 0.5 s` to cancel.
final class InteractivePopDriver: GestureRecognizerDelegate {
    private weak var navigationController: NavigationController?
    let recognizer = ScreenEdgePanGestureRecognizer()
    private var interaction: PercentDrivenInteractiveTransition?

    init(navigationController: NavigationController) {
        self.navigationController = navigationController
        recognizer.edges = .left
        recognizer.delegate = self
        recognizer.addTarget { [weak self] recognizer in
            guard let pan = recognizer as? PanGestureRecognizer else { return }
            self?.handle(pan)
        }
    }

    /// UIKit's conditions: more than one controller, no transition running, and no custom pop
    /// animator from the delegate unless it also gives an interaction controller.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        guard let nav = navigationController, gestureRecognizer === recognizer else { return true }
        let stack = nav.viewControllers
        guard stack.count > 1, !nav.isTransitioning else { return false }
        if let delegate = nav.delegate,
           let custom = delegate.navigationController(nav, animationControllerFor: .pop,
                                                      from: stack[stack.count - 1], to: stack[stack.count - 2]) {
            return delegate.navigationController(nav, interactionControllerFor: custom) != nil
        }
        return true
    }

    private func handle(_ pan: PanGestureRecognizer) {
        guard let nav = navigationController, let view = nav.view else { return }
        let width = view.bounds.width
        let progress = width > 0 ? min(max(pan.translation(in: view).x / width, 0), 1) : 0
        switch pan.state {
        case .began:
            let interaction = PercentDrivenInteractiveTransition()
            self.interaction = interaction
            nav.builtInPopInteraction = interaction
            nav.popViewController(animated: true)
            nav.builtInPopInteraction = nil
            interaction.update(progress)
        case .changed:
            interaction?.update(progress)
        case .ended:
            interaction?.update(progress)
            if progress > 0.5 || pan.velocity(in: view).x > 0 { interaction?.finish() } else { interaction?.cancel() }
            interaction = nil
        case .cancelled:
            interaction?.cancel()
            interaction = nil
        case .possible, .failed:
            break
        }
    }
}
