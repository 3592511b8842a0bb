import class Foundation.NSCoder
import FlipbookGeometry
import FlipbookKit
import FlipbookRaster
import FlipbookText

extension PamperedPets {
    /// A pet's page (title = its name): the paw background, a rounded 150 pt photo thumbnail and
    /// the "Pet Details" stack. Tapping the thumbnail performs "PhotoDetail", a ``ScaleSegue``.
    /// It is the ``ViewScaleable`` the photo grows from.
    final class AnimalDetailViewController: FlipbookKit.ViewController, ViewScaleable {
        let animal: Animal
        /// The thumbnail: 150 × 150, centred, 40 pt under the top layout guide → (112.5, 104, 150, 150).
        private(set) var imageView: RoundedImageView!
        /// Handed to the dismiss animator (see ``DemoOptions/scaleDismissFades``).
        var dismissFades = false
        /// The tap on the thumbnail (the script taps it).
        private(set) var photoTap: TapGestureRecognizer!

        var scaleView: View { imageView }

        /// Status bar 20 + navigation bar 44; the view extends under the opaque bar.
        static let topLayoutGuide = 64.0

        /// Not made from Interface Builder files: nil.
        required init?(coder: NSCoder) { nil }

        init(animal: Animal) {
            self.animal = animal
            super.init(nibName: nil, bundle: nil)
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            title = animal.name
            let background = BackgroundView(frame: view.bounds)
            view.addSubview(background)

            imageView = RoundedImageView(image: DemoImages.image(named: animal.photoName))
            imageView.frame = Rect(x: (view.bounds.width - 150) / 2, y: Self.topLayoutGuide + 40, width: 150, height: 150)
            view.addSubview(imageView)
            addPetDetails(top: imageView.frame.maxY + 25)

            let tap = TapGestureRecognizer { [unowned self] _ in self.photoTapped() }
            imageView.isUserInteractionEnabled = true
            imageView.addGestureRecognizer(tap)
            photoTap = tap

            registerSegue("PhotoDetail", kind: .present(.formSheet), segueClass: ScaleSegue.self) { [animal] in
                AnimalPhotoViewController(animal: animal)
            }
        }

        /// The thumbnail's tap gesture action.
        private func photoTapped() {
            performSegue(withIdentifier: "PhotoDetail", sender: nil)
        }

        override func prepare(for segue: StoryboardSegue, sender: Any?) {
            // The segue is the presented controller's transitioning delegate, which the
            // presentation keeps until its dismissal ends (as UIKit's does); holding it here too
            // would make a cycle (a segue holds its source), leaving the scene alive after it ends.
            if let segue = segue as? ScaleSegue { segue.dismissFades = dismissFades }
            super.prepare(for: segue, sender: sender)
        }

        /// The "Pet Details" stack (spacing 20): the address and owner pairs (a black caption over
        /// a grey value), then the care instructions; 54 pt inside the margins → x 70, width 235.
        private func addPetDetails(top: Double) {
            let frameX = 16 + 54.0
            let width = view.bounds.width - 2 * frameX
            var y = top
            func addLabel(_ text: String, color: Color, lines: Int) {
                let label = Label(frame: .zero)
                label.text = text
                label.font = .system(size: 17)
                label.textColor = color
                label.textAlignment = .center
                label.numberOfLines = lines
                let height = label.sizeThatFits(Size(width: width, height: .greatestFiniteMagnitude)).height
                label.frame = Rect(x: frameX, y: y, width: width, height: height)
                view.addSubview(label)
                y += height
            }
            let grey = Color(white: 0.757)
            for (caption, value) in [("Address", animal.address), ("Owner", animal.owner)] {
                addLabel(caption, color: .black, lines: 1)
                addLabel(value, color: grey, lines: 1)
                y += 20
            }
            addLabel(animal.instructions, color: grey, lines: 0)
        }
    }
}
