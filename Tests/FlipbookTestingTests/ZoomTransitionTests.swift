// Tests/MyAppTests/ZoomTransitionTests.swift
import Flipbook
import FlipbookKitTesting     // ApplicationScript: a Kit scene to snapshot
import FlipbookSwiftTesting   // assertSnapshot for Swift Testing; re-exports FlipbookTesting and FlipbookRaster
import Testing

/// A custom modal transition: the presented view grows from half size at the centre and fades
/// in over 0.4 s. (In your package this lives in the app target, ported from your iOS code.)
final class ZoomTransition: AnimatedTransitioning, ViewControllerTransitioningDelegate {
    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> AnimatedTransitioning? { self }

    func transitionDuration(using context: TransitionContext?) -> Double { 0.4 }

    func animateTransition(using context: TransitionContext) {
        guard let to = context.view(forKey: .to) else { return }
        to.frame = context.containerView.bounds
        to.alpha = 0
        to.transform = AffineTransform(scaleX: 0.5, y: 0.5)
        context.containerView.addSubview(to)
        View.animate(withDuration: transitionDuration(using: context), animations: {
            to.alpha = 1
            to.transform = .identity
        }, completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
    }
}

/// A blue card presented with the zoom transition.
final class CardViewController: ViewController {
    let zoom = ZoomTransition()   // transitioningDelegate is weak: keep the transition alive

    /// Not made from Interface Builder files: nil.
    required init?(coder: NSCoder) { nil }

    init() {
        super.init(nibName: nil, bundle: nil)
        transitioningDelegate = zoom
        modalPresentationStyle = .overFullScreen   // the home screen stays underneath
    }

    override func viewDidLoad() {
        view.backgroundColor = Color(red: 0.2, green: 0.45, blue: 0.95)
        view.layer.cornerRadius = 12
    }
}

@Suite struct ZoomTransitionTests {
    /// A 120 × 80 pt screen: a white home screen presents the card at 0 s.
    let presentCard = ApplicationScript {
        let app = Application(screenSize: Size(width: 120, height: 80), statusBar: nil)
        let home = ViewController()
        app.rootViewController = home
        app.schedule(at: 0) { home.present(CardViewController(), animated: true) }
        return app
    }

    @Test func cardZoomsIn() {
        // One filmstrip PNG with three frames, rendered at 2× and box-filtered to 1× (120 × 80 px each):
        // __Goldens__/ZoomTransitionTests/cardZoomsIn.filmstrip.png
        assertSnapshot(of: presentCard, as: .filmstrip(times: [0, 0.2, 0.4], scale: 2, downscale: 2))
    }
}
