import FlipbookKit

extension PamperedPets {
    /// The photo growing out of its thumbnail, and shrinking back.
    static let variants: [DemoDescriptor] = [
        DemoDescriptor(name: "scale-present", summary: "Scale: tap the thumbnail; the photo grows to full screen as the page fades (2 s)",
                       transitionDuration: duration) { options in
            let (app, detail) = launch(options: options)
            app.tap(detail.photoTap, at: DemoDescriptor.leadIn)
            return app
        },
        DemoDescriptor(name: "scale-dismiss", summary: "Scale: tap the photo; it shrinks back onto the thumbnail (2 s)",
                       origin: presentedOrigin, transitionDuration: duration) { options in
            let (app, detail) = launch(options: options)
            app.tap(detail.photoTap, at: 0)
            app.schedule(at: presentedOrigin + DemoDescriptor.leadIn) {
                let presented = detail.presentedViewController ?? detail.navigationController?.presentedViewController
                let photo = presented as! AnimalPhotoViewController
                app.tap(photo.photoTap, at: presentedOrigin + DemoDescriptor.leadIn)
            }
            return app
        },
    ]

    /// Clock time of the dismiss's first frame: the present runs off camera (0 … 2 s).
    static let presentedOrigin = 2.1
}
