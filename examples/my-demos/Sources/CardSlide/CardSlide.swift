import class Foundation.NSCoder
import FlipbookGeometry
import FlipbookKit
import FlipbookRaster

/// Presents the card: it slides in from the right edge and fades from 0 to 1 (0.5 s, ease in-out),
/// over the list, which stays in place (a `.custom` presentation).
final class SlideFadeAnimator: AnimatedTransitioning {
    func transitionDuration(using context: TransitionContext?) -> Double { 0.5 }

    func animateTransition(using context: TransitionContext) {
        let card = context.view(forKey: .to)!
        let final = context.finalFrame(for: context.viewController(forKey: .to)!)
        card.frame = final.offsetBy(dx: final.width, dy: 0)
        card.alpha = 0
        context.containerView.addSubview(card)
        View.animate(withDuration: 0.5, delay: 0, options: [.curveEaseInOut], animations: {
            card.frame = final
            card.alpha = 1
        }, completion: { _ in
            if context.transitionWasCancelled { card.removeFromSuperview() }
            context.completeTransition(!context.transitionWasCancelled)
        })
    }
}

/// The card's transitioning delegate; a percent-driven interaction when the script scrubs.
final class CardTransitions: ViewControllerTransitioningDelegate {
    var interaction: PercentDrivenInteractiveTransition?
    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> AnimatedTransitioning? { SlideFadeAnimator() }
    func interactionControllerForPresentation(using animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        interaction
    }
}

/// A rounded blue card with a white bar, inset 24 pt from the screen's edges.
final class CardViewController: ViewController {
    let transitions = CardTransitions()

    /// Not made from Interface Builder files: nil.
    required init?(coder: NSCoder) { nil }

    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .custom
        transitioningDelegate = transitions
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .clear
        let card = View(frame: Rect(x: 24, y: 80, width: 327, height: 420))
        card.backgroundColor = Color(red: 0.2, green: 0.45, blue: 0.9)
        card.layer.cornerRadius = 18
        let bar = View(frame: Rect(x: 24, y: 24, width: 200, height: 28))
        bar.backgroundColor = .white
        bar.layer.cornerRadius = 6
        card.addSubview(bar)
        view.addSubview(card)
    }
}

/// The list the card is presented over: a pale page with three grey rows.
final class ListViewController: ViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Color(red: 0.95, green: 0.95, blue: 0.97)
        for row in 0..<3 {
            let cell = View(frame: Rect(x: 16, y: 90 + Double(row) * 70, width: 343, height: 56))
            cell.backgroundColor = Color(red: 0.8, green: 0.8, blue: 0.84)
            cell.layer.cornerRadius = 8
            view.addSubview(cell)
        }
    }
}

/// The card slide as a clip: present at 0.2 s, 1.0 s long at 30 fps.
/// - Parameter scale: pixels per point (`--scale`); default 2.
public func cardPresent(scale: Double = 2) -> Application {
    let app = Application(duration: 1.0, fps: 30, scale: scale)
    let list = ListViewController()
    app.rootViewController = list
    app.schedule(at: 0.2) { list.present(CardViewController(), animated: true) }
    return app
}

/// The card slide driven by a finger: scrubbed to 40 % and released, so it cancels and the card
/// slides back out (1.2 s at 30 fps).
public func cardPresentInteractiveCancel(scale: Double = 2) -> Application {
    let app = Application(duration: 1.2, fps: 30, scale: scale)
    let list = ListViewController()
    app.rootViewController = list
    let card = CardViewController()
    let interaction = PercentDrivenInteractiveTransition()
    card.transitions.interaction = interaction
    app.schedule(at: 0.2) { list.present(card, animated: true) }
    for step in 1...4 { app.schedule(at: 0.2 + 0.1 * Double(step)) { interaction.update(0.1 * Double(step)) } }
    app.schedule(at: 0.7) { interaction.cancel() }
    return app
}
