import class Foundation.NSCoder
import FlipbookGeometry
import FlipbookKit
import FlipbookRaster

// The screens around the ported CardsAnimator, written for Flipbook (not part of IBAnimatable):
// two coloured screens and a transitioning delegate that hands out the animator the way
// IBAnimatable's presenter does (`.cards(direction: .forward)` to present, its opposite to
// dismiss), and scripts that tap and drag.

// The delegate methods spell Kit's protocol as `FlipbookKit.AnimatedTransitioning`: in this
// module `AnimatedTransitioning` is IBAnimatable's protocol, and a method returning that type
// would not match Kit's requirement, so Kit's default (nil: the stock animation) would run.

/// A full-screen page of one colour with a white card and two bars, so that the 3D tilt and
/// the scale are visible.
public final class CardsPageViewController: ViewController, ViewControllerTransitioningDelegate {
    let colour: Color
    /// The interaction a script drives for an interactive presentation; nil for a plain one.
    public var presentInteraction: PercentDrivenInteractiveTransition?

    /// A page of `colour`.
    /// Not made from Interface Builder files: nil.
    public required init?(coder: NSCoder) { nil }

    public init(colour: Color) {
        self.colour = colour
        super.init(nibName: nil, bundle: nil)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = colour
        let card = View(frame: Rect(x: 32, y: 120, width: 311, height: 380))
        card.backgroundColor = .white
        card.layer.cornerRadius = 16
        for row in 0..<2 {
            let bar = View(frame: Rect(x: 24, y: 32 + Double(row) * 48, width: 200 - Double(row) * 60, height: 24))
            bar.backgroundColor = colour
            bar.layer.cornerRadius = 6
            card.addSubview(bar)
        }
        view.addSubview(card)
    }

    public func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> FlipbookKit.AnimatedTransitioning? {
        CardsAnimator(from: .forward, duration: defaultTransitionDuration)
    }

    public func animationController(forDismissed dismissed: ViewController) -> FlipbookKit.AnimatedTransitioning? {
        CardsAnimator(from: .backward, duration: defaultTransitionDuration)
    }

    public func interactionControllerForPresentation(using animator: FlipbookKit.AnimatedTransitioning)
        -> InteractiveTransitioning?
    {
        presentInteraction
    }
}

/// Cards scripts over a blue first page and an orange second page.
public enum CardsScript {
    /// When the scripted tap starts the transition, in seconds.
    public static let start = 0.2
    /// IBAnimatable's default transition duration, 0.75 s.
    public static let duration = defaultTransitionDuration

    static func pages() -> (Application, CardsPageViewController, CardsPageViewController) {
        let app = Application(duration: 2.2, fps: 30, scale: 2)
        let first = CardsPageViewController(colour: Color(red: 0.2, green: 0.45, blue: 0.9))
        let second = CardsPageViewController(colour: Color(red: 0.95, green: 0.55, blue: 0.2))
        second.transitioningDelegate = first
        app.rootViewController = first
        return (app, first, second)
    }

    /// Presents the second page at 0.2 s: the first page drops off the bottom while the second
    /// grows from 60 % behind it, tilted back 15°, and settles.
    public static func present() -> Application {
        let (app, first, second) = pages()
        app.schedule(at: start) { first.present(second, animated: true) }
        return app
    }

    /// When the scripted dismissal starts, in seconds.
    public static let dismissStart = 1.2

    /// Presents at 0.2 s, then dismisses at 1.2 s: the second page tilts back and shrinks while
    /// the first page slides up from the bottom, overshoots 30 pt and settles.
    public static func dismiss() -> Application {
        let (app, first, second) = pages()
        app.schedule(at: start) { first.present(second, animated: true) }
        app.schedule(at: dismissStart) { second.dismiss(animated: true) }
        return app
    }

    /// A presentation driven by a finger to 40 % over 0.3 s and released, so it cancels: the
    /// animator's completion puts the second page's transform and alpha back.
    public static func presentInteractiveCancel() -> Application {
        presentInteractiveCancelScene().0
    }

    /// ``presentInteractiveCancel()`` with its two pages, for tests that look at them.
    static func presentInteractiveCancelScene() -> (Application, CardsPageViewController, CardsPageViewController) {
        let (app, first, second) = pages()
        let interaction = PercentDrivenInteractiveTransition()
        // iOS 10+ scrubs a percent-driven transition's blocks, keyframe blocks included, linearly
        // and plays them back on a cancel.
        interaction.scrubbing = .modern
        first.presentInteraction = interaction
        app.schedule(at: start) { first.present(second, animated: true) }
        for step in 1...9 {
            app.schedule(at: start + Double(step) / 30) { interaction.update(0.4 * Double(step) / 9) }
        }
        app.schedule(at: start + 0.3) { interaction.cancel() }
        return (app, first, second)
    }
}
