import FlipbookKit

extension MagicMove {
    /// The push, the pop, and the interactive pop that finishes or cancels.
    static let variants: [DemoDescriptor] = [
        DemoDescriptor(name: "magicmove-push", summary: "MagicMove: tap a card; its picture flies into the detail page (0.5 s ease in-out)",
                       transitionDuration: 0.5) { options in
            let (app, collection) = launch(options: options)
            app.schedule(at: DemoDescriptor.leadIn) { collection.tapCard(options.magicMoveItem, in: app) }
            return app
        },
        DemoDescriptor(name: "magicmove-pop", summary: "MagicMove: back button; the picture flies back onto its card (0.5 s ease in-out)",
                       origin: pushedOrigin, transitionDuration: 0.5) { options in
            let (app, collection) = launchPushed(options: options)
            app.schedule(at: pushedOrigin + DemoDescriptor.leadIn) {
                collection.navigationController?.popViewController(animated: true)
            }
            return app
        },
        interactivePop(name: "magicmove-pop-interactive",
                       summary: "MagicMove: left-edge pan pops interactively, released past half → finishes",
                       track: finishingTrack),
        interactivePop(name: "magicmove-pop-interactive-cancel",
                       summary: "MagicMove: left-edge pan pops interactively, released before half → cancels",
                       track: cancellingTrack),
    ]

    /// Clock time of the first frame of the pop variants: the push runs off camera from 0 to 0.5 s.
    static let pushedOrigin = 0.6

    /// A left-edge drag to 2/3 of the width with a small pull back; released at p = 0.65.
    static let finishingTrack = FingerTrack([(0, 6), (0.55, 200), (0.85, 160), (1.25, 250)])
    /// A left-edge drag that hesitates past 0.5 and comes back; released at p = 0.31.
    static let cancellingTrack = FingerTrack([(0, 6), (0.6, 215), (1.1, 122)])

    /// The app after the card's push has completed (off camera, clock 0 … 0.5 s).
    private static func launchPushed(options: DemoOptions) -> (Application, ViewController) {
        let (app, collection) = launch(options: options)
        app.schedule(at: 0) { collection.tapCard(options.magicMoveItem, in: app) }
        return (app, collection)
    }

    private static func interactivePop(name: String, summary: String, track: FingerTrack) -> DemoDescriptor {
        let settle = track.settleDuration(transitionDuration: 0.5, screenWidth: 375)
        return DemoDescriptor(name: name, summary: summary, origin: pushedOrigin,
                              transitionDuration: track.duration + settle) { options in
            let (app, collection) = launchPushed(options: options)
            let start = pushedOrigin + DemoDescriptor.leadIn
            app.schedule(at: start) {
                let detail = collection.navigationController!.topViewController as! DetailViewController
                app.play(detail.edgePan!, track: track.samples(startingAt: start))
            }
            return app
        }
    }
}
