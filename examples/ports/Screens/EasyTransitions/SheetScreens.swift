import FlipbookGeometry
import FlipbookKit
import FlipbookPorting
import FlipbookRaster

// The screens around the ported EasyTransitions modal classes, written for Flipbook after the
// library's example app (its "Presentation" screen): a page that presents a card sheet over a
// 50 % black shadow, with a swipe up to present and a swipe down to dismiss, and scripts.

/// The example's presentation controller: the sheet sits 10 pt from the left and 10 pt above
/// the bottom, 355 × 370 pt.
final class P: PresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
        return CGRect(x: 10,
                      y: presentingViewController.view.bounds.height - 380,
                      width: 355,
                      height: 370)
    }
}

/// The sheet: a white card with rounded corners, a blue picture that rises 30 pt and fades in
/// as the sheet presents (the example's `animations(presenting:)`), and two grey bars.
public final class SheetViewController: ViewController {
    /// The picture the sheet's auxiliary animation moves and fades.
    let imageView = View(frame: Rect(x: 20, y: 20, width: 315, height: 200))
    private typealias Layout = (transform: CGAffineTransform, alpha: CGFloat)
    private let startLayout: Layout = (.init(translationX: 0, y: 30), 0.0)
    private let endLayout: Layout = (.identity, 1.0)

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.layer.cornerRadius = 16.0
        imageView.backgroundColor = Color(red: 0.25, green: 0.5, blue: 0.95)
        imageView.layer.cornerRadius = 10
        view.addSubview(imageView)
        for row in 0..<2 {
            let bar = View(frame: Rect(x: 20, y: 250 + Double(row) * 40, width: 260 - Double(row) * 90, height: 20))
            bar.backgroundColor = Color(white: 0.82)
            bar.layer.cornerRadius = 5
            view.addSubview(bar)
        }
        set(layout: startLayout)
    }

    /// The example's auxiliary animation: the end layout when presenting, the start one when not.
    func animations(presenting: Bool) {
        set(layout: presenting ? endLayout : startLayout)
    }

    private func set(layout: Layout) {
        imageView.transform = layout.transform
        imageView.alpha = layout.alpha
    }
}

/// The page the sheet is presented over: a green page with three white rows. It wires the
/// interactive presentation as the example's `BasePresentationViewController` does.
public final class SheetHomeViewController: ViewController {
    /// The sheet this page presents.
    public let sheet = SheetViewController()
    private var modalTransitionDelegate: ModalTransitionDelegate?

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Color(red: 0.2, green: 0.6, blue: 0.45)
        for row in 0..<3 {
            let cell = View(frame: Rect(x: 16, y: 90 + Double(row) * 70, width: 343, height: 56))
            cell.backgroundColor = Color(white: 1, alpha: 0.85)
            cell.layer.cornerRadius = 8
            view.addSubview(cell)
        }
        prepareInteractivePresentation()
    }

    /// The example's set-up: one delegate with the presentation controller and one
    /// `PresentationControllerAnimator` for both directions; a swipe up from the bottom of this
    /// page presents, and once presented a swipe down on the sheet dismisses.
    func prepareInteractivePresentation() {
        let modalTransitionDelegate = ModalTransitionDelegate()
        self.modalTransitionDelegate = modalTransitionDelegate
        let controller = sheet
        let presentationController = P(presentedViewController: controller, presenting: self)
        modalTransitionDelegate.set(presentationController: presentationController)

        let presentAnimator = PresentationControllerAnimator(finalFrame: presentationController.frameOfPresentedViewInContainerView)
        presentAnimator.auxAnimation = { controller.animations(presenting: $0) }
        modalTransitionDelegate.set(animator: presentAnimator, for: .present)
        modalTransitionDelegate.set(animator: presentAnimator, for: .dismiss)

        modalTransitionDelegate.wire(
            viewController: self,
            with: .regular(.fromBottom),
            navigationAction: { self.present(controller, animated: true, completion: nil) }
        )

        presentAnimator.onDismissed = prepareInteractivePresentation
        presentAnimator.onPresented = {
            modalTransitionDelegate.wire(
                viewController: controller,
                with: .regular(.fromTop),
                navigationAction: {
                    controller.dismiss(animated: true, completion: nil)
            })
        }
        controller.transitioningDelegate = modalTransitionDelegate
        // Last, as in the example: the presentation controller above was made while the style
        // was still `.fullScreen`, and presents as `.custom` all the same (UIKit's too).
        controller.modalPresentationStyle = .custom
    }
}

/// Sheet scripts.
public enum SheetScript {
    /// When the scripted tap or swipe starts the transition, in seconds.
    public static let start = 0.2
    /// The animator's duration: `PresentationControllerAnimator.duration`, 1 s.
    public static let duration = 1.0

    static func home() -> (Application, SheetHomeViewController) {
        let app = Application(duration: 2.6, fps: 30, scale: 2)
        let home = SheetHomeViewController()
        app.rootViewController = home
        return (app, home)
    }

    /// Presents the sheet at 0.2 s (a button would): it rises from below the screen on a 0.8
    /// damping-ratio spring while the shadow fades to 50 % black and the picture rises 30 pt and
    /// fades in.
    public static func present() -> Application {
        let (app, home) = home()
        app.schedule(at: start) { home.present(home.sheet, animated: true) }
        return app
    }

    /// When the scripted dismissal starts, in seconds.
    public static let dismissStart = 1.4

    /// Presents at 0.2 s and dismisses at 1.4 s: the sheet sinks below the screen and the
    /// shadow fades out.
    public static func dismiss() -> Application {
        let (app, home) = home()
        app.schedule(at: start) { home.present(home.sheet, animated: true) }
        app.schedule(at: dismissStart) { home.sheet.dismiss(animated: true) }
        return app
    }

    /// A finger goes down at (187.5, 600) at 0.2 s, swipes up 150 pt over 0.3 s, rests 0.15 s
    /// and lifts. The pan begins 10 pt in (moving up: velocity > 0, so the page presents the
    /// sheet interactively), follows the finger at 150 ÷ 667 = 22 % and, released at rest
    /// (velocity 0) below 50 %, cancels: the sheet sinks back on the animator's spring.
    public static func presentInteractiveCancel() -> Application {
        let (app, _) = home()
        app.schedule(at: start) {
            try! app.touch(along: [(start, Point(x: 187.5, y: 600)), (start + 0.3, Point(x: 187.5, y: 450)),
                                   (start + 0.45, Point(x: 187.5, y: 450))])
        }
        return app
    }
}
