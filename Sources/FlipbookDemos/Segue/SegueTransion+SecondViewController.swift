import FlipbookGeometry
import FlipbookKit
import FlipbookRaster

extension SegueTransion {
    /// The second screen: "Taylor Swift 00006" aspect-filled, and a blue "DISMISS" pill at the top
    /// right that unwinds to the first screen ("firstSegueUnwind", `returnFromSegueActions:`).
    final class SecondViewController: FlipbookKit.ViewController {
        /// The blue pill, 80 × 30, 8 pt under the status bar, at the right margin → (279, 28, 80, 30).
        private(set) var dismissButton: Button!

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white

            let imageView = ImageView(image: DemoImages.image(named: "Taylor Swift 00006"))
            imageView.frame = view.bounds
            imageView.contentMode = .scaleAspectFill
            view.addSubview(imageView)

            dismissButton = Button(frame: Rect(x: view.bounds.width - 16 - 80, y: 20 + 8, width: 80, height: 30))
            dismissButton.backgroundColor = Color(red: 0, green: 0, blue: 1)
            dismissButton.layer.cornerRadius = 15
            dismissButton.setTitle("DISMISS")
            dismissButton.setTitleColor(.white)
            dismissButton.titleLabel.font = .system(size: 15)
            dismissButton.addAction { [unowned self] in self.unwindToFirst() }
            view.addSubview(dismissButton)

            // A swipe down does the same as DISMISS.
            let swipeDown = SwipeGestureRecognizer { [unowned self] _ in self.unwindToFirst() }
            swipeDown.direction = .down
            view.addGestureRecognizer(swipeDown)
        }

        /// The storyboard's exit connection: unwind to the presenting first screen.
        private func unwindToFirst() {
            guard let first = presentingViewController else { return }
            performUnwind(identifier: "firstSegueUnwind", to: first)
        }
    }
}
