import class Foundation.NSCoder
import FlipbookGeometry
import FlipbookKit
import FlipbookRaster

// The screens around the ported BubbleTransition, written for Flipbook (not part of the
// original): the demo app's two screens, rebuilt in code, and scripts that tap and drag.

/// The bubble's colour and the modal screen's background: the original demo's orange.
let bubbleOrange = Color(red: 0.95, green: 0.45, blue: 0.2)

/// The first screen: a pale page with two grey rows and a round orange "+" button near the
/// bottom; it presents ``BubbleModalViewController`` with the bubble transition from the button.
public final class BubbleHomeViewController: ViewController, ViewControllerTransitioningDelegate {
    /// The transition, configured before each presentation and dismissal as the original's
    /// README shows (starting point and colour from the button).
    public let transition = BubbleTransition()
    /// The swipe-down dismissal, attached to each modal screen (the original demo's
    /// `interactiveTransition`).
    public let interactiveTransition = BubbleInteractiveTransition()

    /// Not made from Interface Builder files: nil.
    public required init?(coder: NSCoder) { nil }

    public override init() {
        super.init()
        // iOS 10+ scrubs a percent-driven transition linearly and finishes it along the
        // animation's own curve; the original is written for it (`#available(iOS 10.0, *)`).
        interactiveTransition.scrubbing = .modern
    }
    /// The round button the bubble grows from: 64 pt, centred at (187.5, 560).
    public let button = View(frame: Rect(x: 155.5, y: 528, width: 64, height: 64))

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Color(red: 0.95, green: 0.95, blue: 0.97)
        for row in 0..<2 {
            let cell = View(frame: Rect(x: 16, y: 90 + Double(row) * 70, width: 343, height: 56))
            cell.backgroundColor = Color(red: 0.8, green: 0.8, blue: 0.84)
            cell.layer.cornerRadius = 8
            view.addSubview(cell)
        }
        button.backgroundColor = bubbleOrange
        button.layer.cornerRadius = 32
        let bar = View(frame: Rect(x: 20, y: 30, width: 24, height: 4))
        bar.backgroundColor = .white
        let stem = View(frame: Rect(x: 30, y: 20, width: 4, height: 24))
        stem.backgroundColor = .white
        button.addSubview(bar)
        button.addSubview(stem)
        view.addSubview(button)
    }

    /// Presents the modal screen with the bubble (the original demo's button action and
    /// `prepare(for:sender:)`: `.custom` style, this controller as the transitioning delegate).
    public func presentModal() -> BubbleModalViewController {
        let modal = BubbleModalViewController()
        modal.transitioningDelegate = self
        modal.modalPresentationStyle = .custom
        modal.interactiveTransition = interactiveTransition
        interactiveTransition.attach(to: modal)
        present(modal, animated: true)
        return modal
    }

    public func animationController(forPresented presented: ViewController, presenting: ViewController,
                                    source: ViewController) -> AnimatedTransitioning? {
        transition.transitionMode = .present
        transition.startingPoint = button.center
        transition.bubbleColor = button.backgroundColor!
        return transition
    }

    public func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? {
        transition.transitionMode = .dismiss
        transition.startingPoint = button.center
        transition.bubbleColor = button.backgroundColor!
        return transition
    }

    public func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        interactiveTransition
    }
}

/// The modal screen: orange, with a white title bar and a round white close button.
public final class BubbleModalViewController: ViewController {
    /// The swipe-down dismissal (the original demo's `interactiveTransition`).
    public weak var interactiveTransition: BubbleInteractiveTransition?

    /// The close button's action in the original demo: dismiss, then finish the interaction,
    /// because the dismissal always has one (the demo's note: otherwise it stays stuck).
    public func closeAction() {
        dismiss(animated: true)
        interactiveTransition?.finish()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = bubbleOrange
        let title = View(frame: Rect(x: 40, y: 120, width: 295, height: 36))
        title.backgroundColor = .white
        title.layer.cornerRadius = 8
        let close = View(frame: Rect(x: 155.5, y: 528, width: 64, height: 64))
        close.backgroundColor = Color(red: 1, green: 1, blue: 1, alpha: 0.9)
        close.layer.cornerRadius = 32
        view.addSubview(title)
        view.addSubview(close)
    }
}

/// Bubble scripts: when the transition starts and how long it runs.
public enum BubbleScript {
    /// When the scripted tap starts the transition, in seconds.
    public static let start = 0.2
    /// The transition's duration: the original's default, 0.5 s.
    public static let duration = 0.5

    /// Taps the button at 0.2 s: the bubble grows from it and the modal screen with it.
    public static func present() -> Application {
        let app = Application(duration: 1, fps: 30, scale: 2)
        let home = BubbleHomeViewController()
        app.rootViewController = home
        app.schedule(at: start) { _ = home.presentModal() }
        return app
    }

    /// Presents the modal screen with the bubble at 0 s, then dismisses it at 0.8 s: the modal
    /// screen and the bubble shrink into the button (0.8–1.3 s).
    public static func dismiss() -> Application {
        let app = Application(duration: 1.5, fps: 30, scale: 2)
        let home = BubbleHomeViewController()
        app.rootViewController = home
        var modal: BubbleModalViewController?
        app.schedule(at: 0) { modal = home.presentModal() }
        app.schedule(at: dismissStart) { modal?.closeAction() }
        return app
    }

    /// When the scripted dismissal starts, in seconds.
    public static let dismissStart = 0.8
    /// When the dismissal that is dragged and cancelled starts.
    public static let dragStart = 0.8

    /// How far the finger drags the modal screen down in the cancelled dismissal: 133 pt, 20 %
    /// of the screen's height, below the original's 0.3 threshold.
    public static let dragDistance = 133.0

    /// The modal screen presented with the bubble (0.2–0.7 s); at 0.8 s a finger goes down on it
    /// at (187.5, 300), drags 133 pt down over 0.3 s and lifts. The original's pan handler
    /// dismisses on `.began` (10 pt in), follows the finger with `update(translation.y ÷ 667)`
    /// and, at 20 % < 30 %, cancels on `.ended`.
    public static func dismissInteractiveCancel() -> Application {
        let app = Application(duration: 1.8, fps: 30, scale: 2)
        let home = BubbleHomeViewController()
        app.rootViewController = home
        app.schedule(at: start) { _ = home.presentModal() }
        app.schedule(at: dragStart) {
            try! app.touch(along: [(dragStart, Point(x: 187.5, y: 300)),
                                   (dragStart + 0.3, Point(x: 187.5, y: 300 + dragDistance))])
        }
        return app
    }
}
