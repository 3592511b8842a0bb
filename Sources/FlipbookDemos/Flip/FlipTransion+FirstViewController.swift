import FlipbookGeometry
import FlipbookKit
import FlipbookRaster

extension FlipTransion {
    /// The first screen: the "taylor" photo, aspect-filled and clipped, with a red "FIRE" pill in
    /// the middle. FIRE performs the "present" segue; a right screen-edge pan does it
    /// interactively. It is the transitioning delegate of both directions.
    final class FirstViewController: FlipbookKit.ViewController, ViewControllerTransitioningDelegate {
        /// The red pill, 200 × 40, centred → (87.5, 313.5, 200, 40).
        private(set) var fireButton: Button!
        /// The right-edge pan on this view (present).
        private(set) var presentPan: ScreenEdgePanGestureRecognizer!
        /// The left-edge pan added to the second view in `prepare(for:sender:)` (dismiss).
        private(set) var dismissPan: ScreenEdgePanGestureRecognizer?
        /// Shadow colours handed to the animators.
        var shadowStyle: FlipShadowStyle = .recorded
        private var percentDrivenTransition: PercentDrivenInteractiveTransition?

        override func viewDidLoad() {
            super.viewDidLoad()
            transitioningDelegate = self
            view.backgroundColor = .white

            let imageView = ImageView(image: DemoImages.image(named: "taylor"))
            imageView.frame = view.bounds
            imageView.contentMode = .scaleAspectFill
            imageView.clipsToBounds = true
            view.addSubview(imageView)

            fireButton = Button(frame: Rect(x: view.bounds.midX - 100, y: view.bounds.midY - 20, width: 200, height: 40))
            fireButton.backgroundColor = Color(red: 1, green: 0, blue: 0)
            fireButton.layer.cornerRadius = 20
            fireButton.setTitle("FIRE")
            fireButton.setTitleColor(.white)
            fireButton.titleLabel.font = .system(size: 15)
            fireButton.addAction { [unowned self] in self.performSegue(withIdentifier: "present", sender: nil) }
            view.addSubview(fireButton)

            // The storyboard's "show" segue; outside a navigation controller it presents modally.
            registerSegue("present", kind: .show) { SecondViewController() }
            presentPan = addScreenEdgePanGestureRecognizer(view, edges: .right)
        }

        override func prepare(for segue: StoryboardSegue, sender: Any?) {
            let secondVC = segue.destination as! SecondViewController
            secondVC.transitioningDelegate = self
            dismissPan = addScreenEdgePanGestureRecognizer(secondVC.view, edges: .left)
            super.prepare(for: segue, sender: sender)
        }

        /// Both pans: progress = |horizontal translation in the key window| / window width.
        private func edgePanGesture(_ edgePan: ScreenEdgePanGestureRecognizer) {
            let window = Application.current.window
            let progress = abs(edgePan.translation(in: window).x) / window.bounds.width
            switch edgePan.state {
            case .began:
                percentDrivenTransition = PercentDrivenInteractiveTransition()
                if edgePan.edges == .right {
                    performSegue(withIdentifier: "present", sender: nil)
                } else if edgePan.edges == .left {
                    dismiss(animated: true)
                }
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

        func animationController(forPresented presented: FlipbookKit.ViewController, presenting: FlipbookKit.ViewController,
                                 source: FlipbookKit.ViewController) -> AnimatedTransitioning? {
            BWFlipTransionPush(shadowStyle: shadowStyle)
        }

        func animationController(forDismissed dismissed: FlipbookKit.ViewController) -> AnimatedTransitioning? {
            BWFlipTransionPop(shadowStyle: shadowStyle)
        }

        func interactionControllerForPresentation(using animator: AnimatedTransitioning) -> InteractiveTransitioning? {
            percentDrivenTransition
        }

        func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning? {
            percentDrivenTransition
        }

        private func addScreenEdgePanGestureRecognizer(_ view: View, edges: RectEdge) -> ScreenEdgePanGestureRecognizer {
            let edgePan = ScreenEdgePanGestureRecognizer { [unowned self] recognizer in
                self.edgePanGesture(recognizer as! ScreenEdgePanGestureRecognizer)
            }
            edgePan.edges = edges
            view.addGestureRecognizer(edgePan)
            return edgePan
        }
    }
}
