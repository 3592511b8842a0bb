import FlipbookKit

/// *PamperedPets* from *iOS 9 by Tutorials*, chapter 9 "Custom Segues" (Caroline Begbie): a
/// segue whose animator grows a photo from its thumbnail to full screen while the presenting
/// screen fades out, and shrinks it back on dismissal (see the article “Scale, frame by frame”).
/// Deliberately slow: 2 s.
///
/// The classes inside mirror the book's: ``PetsViewController`` (the "Pets" list),
/// ``AnimalDetailViewController`` (``ViewScaleable``), ``AnimalPhotoViewController``,
/// ``BackgroundView``, ``RoundedImageView``, ``ScaleSegue``, ``ScalePresentAnimator`` and
/// ``ScaleDismissAnimator``.
enum PamperedPets {
    /// Builds the app on Bubbles' detail page, as after tapping the first pet in the list: an
    /// opaque navigation bar, "‹ Pets" back item, title "Bubbles".
    /// - Returns: the application and the detail controller (the script's handle).
    static func launch(options: DemoOptions) -> (Application, AnimalDetailViewController) {
        let app = Application(statusBar: StatusBar(carrier: "Carrier", time: "9:41 AM"))
        let navigation = NavigationController(rootViewController: PetsViewController())
        navigation.isNavigationBarTranslucent = false
        let detail = AnimalDetailViewController(animal: .bubbles)
        // The screens reach under the opaque bar (the storyboard's "Under Opaque Bars"), as
        // the recording shows: the animator reads the photo's frame in the detail view as
        // screen coordinates, and the photo grows from the thumbnail there.
        detail.extendedLayoutIncludesOpaqueBars = true
        navigation.viewControllers.first?.extendedLayoutIncludesOpaqueBars = true
        detail.dismissFades = options.scaleDismissFades
        app.rootViewController = navigation
        navigation.pushViewController(detail, animated: false)
        return (app, detail)
    }

    /// The book's 2 s: "deliberately slow so that you can see the effect".
    static let duration = 2.0
}

/// One pet of the list. The book's data strings were not found; these are placeholders.
struct Animal {
    var name: String
    var photoName: String
    var address: String
    var owner: String
    var instructions: String

    /// `animalData[0]`.
    static let bubbles = Animal(
        name: "Bubbles", photoName: "Bubbles",
        address: "12 Coral Lane, Reefton", owner: "Ada Finn",
        instructions: "Feed a pinch of flakes twice a day. Change a third of the water on Sundays.")
}
