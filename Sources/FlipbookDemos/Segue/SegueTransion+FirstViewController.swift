import FlipbookGeometry
import FlipbookKit
import FlipbookRaster

extension SegueTransion {
    /// The first screen: "Taylor Swift 00001" aspect-filled over the whole screen (not clipped:
    /// the overflow lies off screen left and right) and a purple "FIRE" pill that performs the
    /// custom "firstSegue". It also provides the unwind segue back to itself.
    final class FirstViewController: FlipbookKit.ViewController {
        /// The purple pill, 200 × 30, centred → (87.5, 318.5, 200, 30).
        private(set) var fireButton: Button!

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white

            let imageView = ImageView(image: DemoImages.image(named: "Taylor Swift 00001"))
            imageView.frame = view.bounds
            imageView.contentMode = .scaleAspectFill
            view.addSubview(imageView)

            fireButton = Button(frame: Rect(x: view.bounds.midX - 100, y: view.bounds.midY - 15, width: 200, height: 30))
            fireButton.backgroundColor = Color(red: 0.611, green: 0, blue: 0.611)
            fireButton.layer.cornerRadius = 15
            fireButton.setTitle("FIRE")
            fireButton.setTitleColor(.white)
            fireButton.titleLabel.font = .system(size: 15)
            fireButton.addAction { [unowned self] in self.performSegue(withIdentifier: "firstSegue", sender: nil) }
            view.addSubview(fireButton)

            registerSegue("firstSegue", kind: .custom(FirstSegue.self)) { SecondViewController() }
            // A swipe up does the same as FIRE.
            let swipeUp = SwipeGestureRecognizer { [unowned self] _ in self.performSegue(withIdentifier: "firstSegue", sender: nil) }
            swipeUp.direction = .up
            view.addGestureRecognizer(swipeUp)
        }

        override func segueForUnwinding(to: FlipbookKit.ViewController, from: FlipbookKit.ViewController,
                                        identifier: String?) -> StoryboardSegue? {
            if identifier == "firstSegueUnwind" {
                return FirstUnwindSegue(identifier: identifier, source: from, destination: to)
            }
            return super.segueForUnwinding(to: to, from: from, identifier: identifier)
        }
    }
}
