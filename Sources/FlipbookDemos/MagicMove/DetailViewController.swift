import FlipbookGeometry
import FlipbookKit
import FlipbookRaster

extension MagicMove {
    /// The detail page, "Detail": a 280 pt avatar (empty until the push completes) above a text
    /// view with four lorem paragraphs. While on screen it is the navigation delegate, answers the
    /// pop with ``MagicMovePopTransion``, and drives it from a left screen-edge pan.
    final class DetailViewController: FlipbookKit.ViewController, NavigationControllerDelegate {
        /// The avatar: 280 × 280, centred, 8 pt under the top layout guide → (47.5, 72, 280, 280).
        /// Scale to fill; no image in the storyboard.
        private(set) var avatarImageView: ImageView!
        /// The picture handed over by the collection; shown in the avatar once the push completes.
        var image: Image?
        /// Keep the pop's cancel bug (see ``DemoOptions/magicMoveBugFaithfulCancel``).
        var bugFaithfulCancel = false
        /// The interaction controller while a pan is in progress, nil otherwise.
        private var percentDrivenTransition: PercentDrivenInteractiveTransition?
        /// The edge pan added in `viewDidAppear` (the script plays a finger track on it).
        private(set) var edgePan: ScreenEdgePanGestureRecognizer?

        /// Status bar 20 + translucent navigation bar 44.
        static let topLayoutGuide = 64.0

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Detail"
            view.backgroundColor = .white
            let width = view.bounds.width
            avatarImageView = ImageView(image: nil)
            avatarImageView.frame = Rect(x: (width - 280) / 2, y: Self.topLayoutGuide + 8, width: 280, height: 280)
            avatarImageView.contentMode = .scaleToFill
            view.addSubview(avatarImageView)
            // Leading/trailing to the 16 pt margins, 20 pt under the avatar, down to the bottom guide.
            let textTop = avatarImageView.frame.maxY + 20
            let textView = TextView(frame: Rect(x: 16, y: textTop, width: width - 32, height: view.bounds.height - textTop))
            textView.backgroundColor = .white
            textView.font = .system(size: 14)
            textView.textColor = .black
            textView.text = String(repeating: MagicMove.loremIpsum, count: 4)
            view.addSubview(textView)
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            navigationController?.delegate = self
            let edgePan = ScreenEdgePanGestureRecognizer { [unowned self] in self.edgePanGesture($0) }
            edgePan.edges = .left
            view.addGestureRecognizer(edgePan)
            self.edgePan = edgePan
        }

        /// The pan's handler: progress = horizontal translation / view width; over half finishes.
        private func edgePanGesture(_ recognizer: GestureRecognizer) {
            guard let edgePan = recognizer as? ScreenEdgePanGestureRecognizer else { return }
            let progress = edgePan.translation(in: view).x / view.bounds.width
            switch edgePan.state {
            case .began:
                percentDrivenTransition = PercentDrivenInteractiveTransition()
                navigationController?.popViewController(animated: true)
            case .changed:
                percentDrivenTransition?.update(progress)
            case .ended, .cancelled:
                if progress > 0.5 {
                    percentDrivenTransition?.finish()
                } else {
                    percentDrivenTransition?.cancel()
                }
                percentDrivenTransition = nil
            case .possible, .failed:
                break
            }
        }

        func navigationController(_ nc: NavigationController, animationControllerFor operation: NavigationOperation,
                                  from: FlipbookKit.ViewController, to: FlipbookKit.ViewController) -> AnimatedTransitioning? {
            guard operation == .pop else { return nil }
            let pop = MagicMovePopTransion()
            pop.restoresAlphaOnCancel = !bugFaithfulCancel
            return pop
        }

        func navigationController(_ nc: NavigationController,
                                  interactionControllerFor animationController: AnimatedTransitioning) -> InteractiveTransitioning? {
            animationController is MagicMovePopTransion ? percentDrivenTransition : nil
        }
    }
}
