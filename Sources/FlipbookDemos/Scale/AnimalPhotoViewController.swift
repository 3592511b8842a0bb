import class Foundation.NSCoder
import FlipbookGeometry
import FlipbookKit
import FlipbookRaster

extension PamperedPets {
    /// The full-size photo: the paw background and a rounded square photo as wide as the view,
    /// centred (at 375 × 667: (0, 146, 375, 375)). Tapping the photo unwinds to the detail page.
    final class AnimalPhotoViewController: FlipbookKit.ViewController {
        let animal: Animal

        /// Not made from Interface Builder files: nil.
        required init?(coder: NSCoder) { nil }

        init(animal: Animal) {
            self.animal = animal
            super.init(nibName: nil, bundle: nil)
        }

        /// The tap on the photo (the script taps it).
        private(set) var photoTap: TapGestureRecognizer!

        override func loadView() {
            let photoView = AnimalPhotoView(photo: DemoImages.image(named: animal.photoName))
            photoTap = TapGestureRecognizer { [unowned self] _ in self.photoTapped() }
            photoView.petPhotoView.isUserInteractionEnabled = true
            photoView.petPhotoView.addGestureRecognizer(photoTap)
            view = photoView
        }

        /// The photo's tap gesture action: unwind to `unwindToAnimalDetailViewController:`.
        private func photoTapped() {
            guard let navigation = presentingViewController as? NavigationController,
                  let detail = navigation.topViewController else { return }
            performUnwind(identifier: "unwindToAnimalDetailViewController", to: detail)
        }
    }

    /// The photo screen's root view. Its Auto Layout constraints (background = bounds; photo
    /// square, width = view width, centred) are applied in `layoutSubviews`, so they follow the
    /// frame while the scale animators resize the view.
    final class AnimalPhotoView: View {
        let background = BackgroundView(frame: .zero)
        let petPhotoView: RoundedImageView

        /// Not made from Interface Builder files: nil.
        required init?(coder: NSCoder) { nil }

        init(photo: Image) {
            petPhotoView = RoundedImageView(image: photo)
            super.init(frame: .zero)
            addSubview(background)
            addSubview(petPhotoView)
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            background.frame = bounds
            let side = bounds.width
            petPhotoView.frame = Rect(x: 0, y: (bounds.height - side) / 2, width: side, height: side)
        }
    }
}
