import FlipbookGeometry
import FlipbookKit
import FlipbookRaster

extension FlipTransion {
    /// The second screen: the "pure" photo, aspect-filled and clipped, with a red 40 pt circle at
    /// the bottom left that dismisses it (`shouldBack:`).
    final class SecondViewController: FlipbookKit.ViewController {
        /// The untitled red circle: 8 pt from the left and bottom → (8, 619, 40, 40).
        private(set) var backButton: Button!

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white

            let imageView = ImageView(image: DemoImages.image(named: "pure"))
            imageView.frame = view.bounds
            imageView.contentMode = .scaleAspectFill
            imageView.clipsToBounds = true
            view.addSubview(imageView)

            backButton = Button(frame: Rect(x: 8, y: view.bounds.height - 8 - 40, width: 40, height: 40))
            backButton.backgroundColor = Color(red: 1, green: 0, blue: 0)
            backButton.layer.cornerRadius = 20
            backButton.addAction { [unowned self] in self.shouldBack() }
            view.addSubview(backButton)
        }

        private func shouldBack() {
            presentingViewController?.dismiss(animated: true)
        }
    }
}
