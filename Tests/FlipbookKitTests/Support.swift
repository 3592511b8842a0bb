import class Foundation.NSCoder
import FlipbookAnimation
import FlipbookGeometry
import FlipbookKit
import FlipbookLayers
import FlipbookRaster
import Testing

/// Every Kit test shares `Application.current`, so the suites run one test at a time.
@Suite(.serialized) struct KitTests {}

/// The layer values `view` shows at clock time `time` (its presentation copy).
func shown(_ view: View, at time: Double) -> Layer {
    view.layer.presentation(atRootTime: time)
}

/// Whether two layer lists hold the same objects in the same order.
func same(_ a: [Layer], _ b: [Layer]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { $0 === $1 }
}


/// A view controller with a plain coloured view and a title.
final class ColourController: ViewController {
    let colour: Color
    /// Not made from Interface Builder files: nil.
    required init?(coder: NSCoder) { nil }

    init(_ colour: Color, title: String? = nil) {
        self.colour = colour
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }
    override func loadView() {
        let view = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
        view.backgroundColor = colour
        self.view = view
    }
}

/// An animator that fades the to view in over `duration` (ease-in-ease-out), optionally
/// sliding it, and records how it ended.
final class FadeAnimator: AnimatedTransitioning {
    let duration: Double
    var completions: [(time: Double, cancelled: Bool)] = []
    var ended: Bool?
    init(duration: Double = 0.5) { self.duration = duration }

    func transitionDuration(using context: TransitionContext?) -> Double { duration }

    func animateTransition(using context: TransitionContext) {
        let to = context.view(forKey: .to)!
        to.frame = context.finalFrame(for: context.viewController(forKey: .to)!)
        to.alpha = 0
        context.containerView.addSubview(to)
        View.animate(withDuration: duration, animations: { to.alpha = 1 }, completion: { _ in
            self.completions.append((Application.current.clock.now, context.transitionWasCancelled))
            if context.transitionWasCancelled { to.alpha = 1 }
            context.completeTransition(!context.transitionWasCancelled)
        })
    }

    func animationEnded(_ transitionCompleted: Bool) { ended = transitionCompleted }
}

/// A navigation delegate returning fixed animators and interaction controllers.
final class NavigationDelegate: NavigationControllerDelegate {
    var animator: AnimatedTransitioning?
    var interaction: InteractiveTransitioning?
    func navigationController(_ nc: NavigationController, animationControllerFor operation: NavigationOperation,
                              from: ViewController, to: ViewController) -> AnimatedTransitioning? { animator }
    func navigationController(_ nc: NavigationController,
                              interactionControllerFor animationController: AnimatedTransitioning) -> InteractiveTransitioning? {
        interaction
    }
}

/// A transitioning delegate returning fixed animators and interaction controllers.
final class ModalDelegate: ViewControllerTransitioningDelegate {
    var present: AnimatedTransitioning?
    var dismiss: AnimatedTransitioning?
    var interaction: InteractiveTransitioning?
    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> AnimatedTransitioning? { present }
    func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? { dismiss }
    func interactionControllerForPresentation(using animator: AnimatedTransitioning) -> InteractiveTransitioning? { interaction }
    func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning? { interaction }
}
